package io.hantei.geom;

import java.math.BigDecimal;
import java.util.List;

/**
 * A rectangle {@code w} wide and {@code h} high, centred on {@code (cx, cy)} and turned about its
 * centre by {@code angleDegrees} (positive turns clockwise on a y-down screen). Closed. See
 * docs/geometry.md §8.
 *
 * <p>Three point tests are offered, selectable by {@link Method}, so that users and benchmarks
 * can compare them:
 * <ul>
 *   <li>{@link Method#TRANSFORM} (the default, {@link #contains(double, double)}): move the point
 *       into the rectangle's own frame (subtract the centre, turn by the negative angle:
 *       {@code x' = c*dx + s*dy, y' = -s*dx + c*dy}) and test {@code |x'| <= w/2, |y'| <= h/2}.
 *       Cosine and sine are prepared once. Exact: a turn by a multiple of 90° is answered by the
 *       equivalent {@link Rect}; other turns are exact against the rounded cosine and sine.</li>
 *   <li>{@link Method#CROSS_PRODUCT}: walk the corners top-left, top-right, bottom-right,
 *       bottom-left and require {@code cross(edge, p - edgeStart) >= 0} for every edge. A
 *       zero-width rectangle additionally clips to the corners' box: the plain method accepts the
 *       whole infinite line through a segment.</li>
 *   <li>{@link Method#POLAR}: the reference polar form, {@code atan(dy/dx)} and back through
 *       cos/sin per point. A reference for comparison, not for speed.</li>
 * </ul>
 * A zero-width or zero-height rectangle is a segment. Turned by an angle that is not a multiple
 * of 45° it passes through no double point but its centre (the tangent is irrational), so it
 * contains exactly its centre.
 */
public final class RotatedRect extends PreparedShape implements Shape {

    /** The three point tests, compared in docs/geometry.md §8 and §17. */
    public enum Method {
        /** Into the rectangle's frame by the inverse rotation, then the axis-aligned test (default). */
        TRANSFORM,
        /** Signs of the cross products along the edges in the fixed winding. */
        CROSS_PRODUCT,
        /** Distance and atan angle to the centre, turned back, then the axis-aligned test. */
        POLAR
    }

    private static final String KIND = "rotatedRect";

    private final double cx;
    private final double cy;
    private final double w;
    private final double h;
    private final double angleDegrees;
    private final double cos;
    private final double sin;
    private final double halfW;
    private final double halfH;
    /** The same rectangle when the turn is a multiple of 90°, answered exactly; else null. */
    private final Rect axisAligned;
    /** A segment turned by an angle that is not a multiple of 45°: only the centre is inside. */
    private final boolean centreOnly;
    /** Turned by a multiple of 90° or only the centre: answered off the common path. */
    private final boolean special;
    /**
     * Above this, |u| - w/2 and |v| - h/2 computed in doubles have the sign of the exact values
     * (see {@link #fastBit}); at or below it the point is decided exactly. Infinite when the
     * rectangle is too large for the bound, which sends every point to the exact test.
     */
    private final double tolerance;
    // Cross-product method: corners in the fixed winding TL, TR, BR, BL, and the edge vectors.
    private final double[] cornerX = new double[4];
    private final double[] cornerY = new double[4];
    private final double[] edgeX = new double[4];
    private final double[] edgeY = new double[4];
    private final double angleRadians;
    private final Rect bounds;

    private RotatedRect(double cx, double cy, double w, double h, double angleDegrees, String name) {
        super(KIND, name);
        this.cx = cx;
        this.cy = cy;
        this.w = w;
        this.h = h;
        this.angleDegrees = angleDegrees;
        this.cos = Angles.cosDeg(angleDegrees);
        this.sin = Angles.sinDeg(angleDegrees);
        this.halfW = w / 2;
        this.halfH = h / 2;
        this.angleRadians = Math.toRadians(Angles.normalizeDegrees(angleDegrees));
        boolean quarterTurns = Angles.isRightAngleMultiple(angleDegrees);
        boolean upright = quarterTurns && sin == 0;
        this.axisAligned = !quarterTurns ? null
                : upright ? Rect.centered(cx, cy, w, h) : Rect.centered(cx, cy, h, w);
        this.centreOnly = (w == 0 || h == 0) && !Angles.isMultipleOf45(angleDegrees);
        this.special = axisAligned != null || centreOnly;
        this.tolerance = 1e-15 * (4 * (halfW + halfH)) + Double.MIN_NORMAL;
        double[] lx = {-halfW, halfW, halfW, -halfW};
        double[] ly = {-halfH, -halfH, halfH, halfH};
        for (int i = 0; i < 4; i++) {
            cornerX[i] = cx + (lx[i] * cos - ly[i] * sin);
            cornerY[i] = cy + (lx[i] * sin + ly[i] * cos);
        }
        for (int i = 0; i < 4; i++) {
            edgeX[i] = cornerX[(i + 1) % 4] - cornerX[i];
            edgeY[i] = cornerY[(i + 1) % 4] - cornerY[i];
        }
        // The corners are rounded, and cx - extent may cancel to near 0, where a few ulps of the
        // result are too little: widen relative to the centre and the extent instead.
        double extentX = halfW * Math.abs(cos) + halfH * Math.abs(sin);
        double extentY = halfW * Math.abs(sin) + halfH * Math.abs(cos);
        this.bounds = axisAligned != null ? axisAligned : Bounds.aroundCentre(cx, cy, extentX, extentY);
    }

    /**
     * A rectangle {@code w} wide and {@code h} high centred on {@code (cx, cy)}, turned about its
     * centre by {@code angleDegrees} (clockwise on screen for positive angles; any finite value,
     * 450 is 90).
     */
    public static RotatedRect of(double cx, double cy, double w, double h, double angleDegrees) {
        Require.finite(KIND, "cx", cx);
        Require.finite(KIND, "cy", cy);
        Require.nonNegative(KIND, "width", w);
        Require.nonNegative(KIND, "height", h);
        Require.finite(KIND, "angle", angleDegrees);
        return new RotatedRect(cx, cy, w, h, angleDegrees, null);
    }

    /**
     * The fast test of the default method, by coordinate transform: {@link #turnedBit}, or for a
     * special shape its own. {@code contains} is exact (see the class documentation).
     *
     * <p>The point is turned into the rectangle's frame in doubles, and {@code gu = |u| - w/2},
     * {@code gv = |v| - h/2} decide when both lie farther than {@link #tolerance} from 0. With
     * {@code s = |dx| + |dy|}, the rounding of gu and gv is below {@code 6e-16 * max(s, M)},
     * {@code M = 4 * (w/2 + h/2)}, plus underflow far below MIN_NORMAL; the tolerance is
     * {@code 1e-15 * M + MIN_NORMAL}. Near points ({@code s <= M}) are therefore decided right.
     * Far points ({@code s > M}) are outside, and the larger of gu and gv is above
     * {@code 0.2 * s} both exactly and as computed, so the doubles say outside too. Points
     * within the tolerance of an edge go to exact arithmetic; so do NaN and infinite
     * coordinates, which make gu NaN or infinite (an infinite offset times cos or sin is
     * infinite, or NaN where the factor is 0), and there get their error.
     */
    @Override
    long fastBit(double x, double y) {
        return special ? specialBit(x, y) : turnedBit(x, y);
    }

    /**
     * The fast test of the common path: gu <= 0 and gv <= 0, from the sign bits (neither is ±0
     * or NaN once decided), without a branch; UNDECIDED when they are not decided.
     */
    private long turnedBit(double x, double y) {
        double gu = gu(x - cx, y - cy);
        double gv = gv(x - cx, y - cy);
        return decided(gu, gv) ? negative(gu) & negative(gv) : UNDECIDED;
    }

    /**
     * {@link #turnedBit} and {@link #answer} in one: the same test and the same answers, with one
     * branch fewer on the common path (a shuffled-order JMH run measured the two-step form about
     * 7% slower here; the batch loops use {@link #fastBit}).
     */
    @Override
    public boolean contains(double x, double y) {
        if (special) {
            return answer(x, y);
        }
        double gu = gu(x - cx, y - cy);
        double gv = gv(x - cx, y - cy);
        return decided(gu, gv) ? truth(negative(gu) & negative(gv)) : slowContains(x, y);
    }

    /** |u| - w/2, where u is the offset (dx, dy) along the rectangle's width (its frame's x). */
    private double gu(double dx, double dy) {
        return Math.abs(cos * dx + sin * dy) - halfW;
    }

    /** |v| - h/2, where v is the offset (dx, dy) along the rectangle's height (its frame's y). */
    private double gv(double dx, double dy) {
        return Math.abs(cos * dy - sin * dx) - halfH;
    }

    /** Whether gu and gv, as {@link #turnedBit} computes them, have the signs of the exact values. */
    private boolean decided(double gu, double gv) {
        double au = Math.abs(gu);
        return (au > tolerance) & (Math.abs(gv) > tolerance) & (au < Double.POSITIVE_INFINITY);
    }

    /**
     * Whether the vector batch loop ({@link VectorLoops#rotatedBits}) may answer this rectangle:
     * the common path, with a finite tolerance.
     */
    boolean vectorisable() {
        return !special && tolerance < Double.POSITIVE_INFINITY;
    }

    /** The fast test's tolerance (see {@link #fastBit}). */
    double tolerance() {
        return tolerance;
    }

    /** The special shapes' fast test: the equal Rect's, or UNDECIDED for the centre alone. */
    private long specialBit(double x, double y) {
        return axisAligned != null ? axisAligned.fastBit(x, y) : UNDECIDED;
    }

    /**
     * The points the fast test leaves undecided, answered exactly, and the error for a NaN or
     * infinite coordinate: a turn by a multiple of 90° by the equal {@link Rect}, a segment
     * holding only its centre by comparing with the centre, any other rectangle in exact
     * arithmetic.
     */
    @Override
    boolean slowContains(double x, double y) {
        Require.point(label, x, y);
        if (axisAligned != null) {
            return axisAligned.inside(x, y);
        }
        if (centreOnly) {
            return (x == cx) & (y == cy);
        }
        BigDecimal dx = Exact.diff(x, cx);
        BigDecimal dy = Exact.diff(y, cy);
        return Exact.withinHalf(cos, sin, dx, dy, w) && Exact.withinHalf(-sin, cos, dx, dy, h);
    }

    /** The point test by the chosen method. */
    public boolean contains(double x, double y, Method method) {
        if (method == null) {
            throw new IllegalArgumentException(label + ": method must be one of " + java.util.Arrays.toString(Method.values()) + " but was null");
        }
        return switch (method) {
            case TRANSFORM -> contains(x, y);
            case CROSS_PRODUCT -> containsByCrossProducts(x, y);
            case POLAR -> containsByPolarAngle(x, y);
        };
    }

    /**
     * The cross-product method: inside when {@code cross(edge, p - edgeStart) >= 0} for the four
     * edges walked top, right, bottom, left (y down). The winding and operand order are fixed; a
     * change of either flips the test. Not exact at every angle (the corners are rounded); a
     * segment (zero width or height) is clipped to its corners' box.
     */
    public boolean containsByCrossProducts(double x, double y) {
        Require.point(label, x, y);
        boolean inside = true;
        for (int i = 0; i < 4; i++) {
            double cross = edgeX[i] * (y - cornerY[i]) - edgeY[i] * (x - cornerX[i]);
            inside &= cross >= 0;
        }
        if (w == 0 || h == 0) {
            inside &= x >= min(cornerX) && x <= max(cornerX) && y >= min(cornerY) && y <= max(cornerY);
        }
        return inside;
    }

    /**
     * The reference polar method (docs/geometry.md §17), in doubles: distance {@code l} and angle
     * {@code atan(dy/dx)} (π/2 when dx == 0) of the point about the centre, turned back by the
     * rectangle's angle, then the axis-aligned test. {@code atan} folds the left half-plane onto
     * the right, which reflects the point through the centre; a rectangle is symmetric about its
     * centre, so the answer is the same as with {@code atan2}. Uses trigonometry per point: a
     * reference, not for speed.
     */
    public boolean containsByPolarAngle(double x, double y) {
        Require.point(label, x, y);
        double dx = x - cx;
        double dy = y - cy;
        double l = Math.sqrt(dx * dx + dy * dy);
        double r1 = dx == 0 ? Math.PI / 2 : Math.atan(dy / dx);
        double r2 = r1 - angleRadians;
        double px = l * Math.cos(r2);
        double py = l * Math.sin(r2);
        return Math.abs(px) <= halfW && Math.abs(py) <= halfH;
    }

    /** The four corners in the fixed winding: top-left, top-right, bottom-right, bottom-left (as before the turn). */
    public List<Vec2> corners() {
        return List.of(new Vec2(cornerX[0], cornerY[0]), new Vec2(cornerX[1], cornerY[1]),
                new Vec2(cornerX[2], cornerY[2]), new Vec2(cornerX[3], cornerY[3]));
    }

    private static double min(double[] v) {
        return Math.min(Math.min(v[0], v[1]), Math.min(v[2], v[3]));
    }

    private static double max(double[] v) {
        return Math.max(Math.max(v[0], v[1]), Math.max(v[2], v[3]));
    }

    public double centerX() {
        return cx;
    }

    public double centerY() {
        return cy;
    }

    public double width() {
        return w;
    }

    public double height() {
        return h;
    }

    /** The turn as given, in degrees, clockwise on screen. */
    public double angleDegrees() {
        return angleDegrees;
    }

    /** Cosine of the turn (exact at multiples of 90°). */
    public double cos() {
        return cos;
    }

    /** Sine of the turn (exact at multiples of 90°). */
    public double sin() {
        return sin;
    }

    /** The box view of the cross-shape tests ({@link #box()}). */
    @Override
    Box newBox() {
        return Box.of(this);
    }

    /** The equal {@link Rect} when the turn is a multiple of 90° (answered exactly as such), else null. */
    Rect axisAlignedOrNull() {
        return axisAligned;
    }

    @Override
    public Rect bounds() {
        return bounds;
    }

    @Override
    public RotatedRect named(String newName) {
        return new RotatedRect(cx, cy, w, h, angleDegrees, newName);
    }

    /** Equal when centre, size and the turn reduced to [0, 360) are equal; the name takes no part. */
    @Override
    public boolean equals(Object o) {
        return o instanceof RotatedRect r && cx == r.cx && cy == r.cy && w == r.w && h == r.h
                && Angles.normalizeDegrees(angleDegrees) == Angles.normalizeDegrees(r.angleDegrees);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(new double[] {cx + 0.0, cy + 0.0, w + 0.0, h + 0.0,
            Angles.normalizeDegrees(angleDegrees)});
    }

    @Override
    public String toString() {
        return "RotatedRect" + (name == null ? "" : " '" + name + "'") + "[centre (" + Require.num(cx) + ", "
                + Require.num(cy) + "), width " + Require.num(w) + ", height " + Require.num(h)
                + ", angle " + Require.num(angleDegrees) + "°]";
    }
}
