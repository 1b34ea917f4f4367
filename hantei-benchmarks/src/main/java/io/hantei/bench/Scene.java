package io.hantei.bench;

/**
 * The shapes every implementation is measured on, all centred in the {@link Points#SIDE} square
 * at (200, 200). Angles in degrees, clockwise on a y-down screen (the library's convention); the
 * comparison libraries get the same shapes in their own units and senses.
 */
final class Scene {

    static final double CX = 200;
    static final double CY = 200;
    /** The axis-aligned rectangle and the rotated one: 240 x 160. */
    static final double RECT_W = 240;
    static final double RECT_H = 160;
    /** The turn of the rotated rectangle. */
    static final double ANGLE = 30;
    /** The fan: apex at the centre, direction 30°, total opening 60°, radius 150. */
    static final double FAN_DIR = 30;
    static final double FAN_RANGE = 60;
    static final double FAN_LEN = 150;
    /** The circle's radius. */
    static final double CIRCLE_R = 120;
    /** Segments of the arc in the polygon approximations (JTS has no arcs). */
    static final int FAN_ARC_SEGMENTS = 32;
    /** Segments per quarter circle in JTS's buffer of a point (128 for the whole circle). */
    static final int CIRCLE_QUADRANT_SEGMENTS = 32;
    /** The ellipse: inscribed in 240 x 160 (the rectangles' size), turned 30° or not at all. */
    static final double ELLIPSE_W = 240;
    static final double ELLIPSE_H = 160;
    /** Points on the polygon approximations of the ellipse (JTS has no curves). */
    static final int ELLIPSE_POINTS = 128;
    /** The capsule: the segment 200 long through the centre, turned 30°, radius 50. */
    static final double CAPSULE_LEN = 200;
    static final double CAPSULE_R = 50;
    /** The small polygon: an eight-pointed star, tips 150 and notches 70 from the centre (16 vertices, concave). */
    static final int STAR_TIPS = 8;
    static final double STAR_OUTER = 150;
    static final double STAR_INNER = 70;
    /** The large polygon: a wavy star of 1,024 vertices (see {@link #wavyStar}). */
    static final int WAVY_VERTICES = 1024;
    /** The seed of the wavy star's noise. */
    static final long WAVY_SEED = 0x6A7A_2D05_0014L;

    private Scene() {
    }

    /** The capsule's ends, {x1, y1, x2, y2}: the centre ± half its length along 30°. */
    static double[] capsuleEnds() {
        double a = Math.toRadians(ANGLE);
        double hx = CAPSULE_LEN / 2 * Math.cos(a);
        double hy = CAPSULE_LEN / 2 * Math.sin(a);
        return new double[] {CX - hx, CY - hy, CX + hx, CY + hy};
    }

    /**
     * The star's 16 vertices, {xs, ys}: a tip every 45° from straight up, a notch between each
     * two, clockwise on screen.
     */
    static double[][] star() {
        int n = 2 * STAR_TIPS;
        double[] xs = new double[n];
        double[] ys = new double[n];
        for (int i = 0; i < n; i++) {
            double a = Math.toRadians(-90 + 360.0 * i / n);
            double r = i % 2 == 0 ? STAR_OUTER : STAR_INNER;
            xs[i] = CX + r * Math.cos(a);
            ys[i] = CY + r * Math.sin(a);
        }
        return new double[][] {xs, ys};
    }

    /**
     * The wavy star's 1,024 vertices, {xs, ys}: radius {@code 140 + 35·sin(7θ)} at evenly spaced
     * angles θ, plus seeded noise of up to ±1.5 (a hand-drawn or traced outline): concave, seven
     * lobes, and each horizontal line through it crosses it 2 to about 14 times.
     */
    static double[][] wavyStar() {
        java.util.SplittableRandom noise = new java.util.SplittableRandom(WAVY_SEED);
        double[] xs = new double[WAVY_VERTICES];
        double[] ys = new double[WAVY_VERTICES];
        for (int i = 0; i < WAVY_VERTICES; i++) {
            double a = 2 * Math.PI * i / WAVY_VERTICES;
            double r = 140 + 35 * Math.sin(7 * a) + (noise.nextDouble() * 3 - 1.5);
            xs[i] = CX + r * Math.cos(a);
            ys[i] = CY + r * Math.sin(a);
        }
        return new double[][] {xs, ys};
    }
}
