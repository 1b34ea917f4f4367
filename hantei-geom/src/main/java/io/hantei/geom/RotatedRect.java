package io.hantei.geom;

import java.math.BigDecimal;
import java.util.List;

/**
 * A closed rectangle {@code w} wide and {@code h} high, centred on {@code (cx, cy)} and turned
 * about its centre by {@code angleDegrees}, clockwise on a y-down screen: the points whose offset
 * {@code (dx, dy)} from the centre has {@code |c·dx + s·dy| <= w/2} and {@code |c·dy - s·dx| <= h/2},
 * c and s the cosine and sine of the angle (docs/geometry.md §8).
 *
 * <p>Turned by a multiple of 90° it is exactly the axis-aligned {@link Rect}; turned by another
 * angle it is exact against the cosine and sine rounded to doubles (§4). A zero width or height
 * makes a segment, which at an angle that is not a multiple of 45° holds only its centre (§6).
 *
 * <p>{@link #contains(double, double)} is the exact test. Two reference methods,
 * {@link Method#CROSS_PRODUCT} and {@link Method#POLAR}, are kept for comparison; they are not
 * exact near the edges (§17).
 */
public final class RotatedRect extends PreparedShape implements Shape {

    /** The three point tests, compared in docs/geometry.md §8 and §17. */
    public enum Method {
        /**
         * Into the rectangle's frame by the inverse rotation, then the axis-aligned test: the
         * default and the only exact one ({@link #contains(double, double)}).
         */
        TRANSFORM,
        /**
         * Signs of the cross products along the edges in the fixed winding
         * ({@link #containsByCrossProducts}); not exact near the edges.
         */
        CROSS_PRODUCT,
        /**
         * Distance and atan angle to the centre, turned back, then the axis-aligned test
         * ({@link #containsByPolarAngle}); a reference, not exact, not for speed.
         */
        POLAR
    }

    static final String KIND = "rotatedRect";

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
        super(ShapeKind.ROTATED_RECT, name);
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
     * The closed rectangle {@code w} wide and {@code h} high centred on {@code (cx, cy)}, turned
     * about its centre by {@code angleDegrees}.
     *
     * @param cx the centre's x, in pixels
     * @param cy the centre's y, in pixels (y grows down)
     * @param w the width before the turn, in pixels, {@code >= 0} (0 makes a segment)
     * @param h the height before the turn, in pixels, {@code >= 0}
     * @param angleDegrees the turn, in degrees, clockwise on screen; any finite value (450 is 90)
     * @return the turned rectangle
     * @throws IllegalArgumentException if a coordinate or the angle is NaN or infinite, or w or h
     *         is negative, NaN or infinite ({@code rotatedRect: width must be >= 0 but was -1.0})
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
     * special shape its own. gu = |u| - w/2 and gv = |v| - h/2 decide when both lie farther than
     * the tolerance from 0.
     */
    @Override
    long fastBit(double x, double y) { // docs/geometry.md §8 argues the bound, for near and far points
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
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException {@inheritDoc}
     */
    @Override
    public boolean contains(double x, double y) {
        // turnedBit and answer in one: the same test and the same answers, with one branch fewer on
        // the common path (a shuffled-order JMH run measured the two-step form slower here); the
        // batch loops use fastBit.
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

    /**
     * Whether the point lies in the rectangle by the chosen method; only {@link Method#TRANSFORM}
     * is exact (docs/geometry.md §8, §17).
     *
     * @param x the point's x, in pixels
     * @param y the point's y, in pixels (y grows down)
     * @param method the point test to use
     * @return the method's answer
     * @throws IllegalArgumentException if method is null, or x or y is NaN or infinite
     */
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
     * The reference cross-product test: inside when {@code cross(edge, p - edgeStart) >= 0} for
     * the four edges walked top, right, bottom, left from the rounded corners (clockwise on a
     * y-down screen), a segment (zero width or height) also clipped to its corners' box; not exact
     * near the edges (docs/geometry.md §8, §17).
     *
     * @param x the point's x, in pixels
     * @param y the point's y, in pixels (y grows down)
     * @return the cross products' answer
     * @throws IllegalArgumentException if x or y is NaN or infinite
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
     * The reference polar test, in doubles: the distance and the angle {@code atan(dy/dx)}
     * (π/2 when dx == 0) of the point about the centre, turned back by the rectangle's angle, then
     * the axis-aligned test; not exact near the edges, and with trigonometry per point a reference,
     * not for speed (docs/geometry.md §8, §17).
     *
     * @param x the point's x, in pixels
     * @param y the point's y, in pixels (y grows down)
     * @return the polar form's answer
     * @throws IllegalArgumentException if x or y is NaN or infinite
     */
    public boolean containsByPolarAngle(double x, double y) {
        Require.point(label, x, y);
        double dx = x - cx;
        double dy = y - cy;
        double l = Math.sqrt(dx * dx + dy * dy);
        // atan folds the left half-plane onto the right, which reflects the point through the
        // centre; a rectangle is symmetric about its centre, so the answer is the one atan2 gives
        double r1 = dx == 0 ? Math.PI / 2 : Math.atan(dy / dx);
        double r2 = r1 - angleRadians;
        double px = l * Math.cos(r2);
        double py = l * Math.sin(r2);
        return Math.abs(px) <= halfW && Math.abs(py) <= halfH;
    }

    /**
     * The four corners, turned and rounded to doubles, in the fixed winding: top-left, top-right,
     * bottom-right, bottom-left as before the turn (clockwise on a y-down screen).
     *
     * @return the four corners, an unmodifiable list
     */
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

    /**
     * The centre's x.
     *
     * @return cx as given, in pixels
     */
    public double centerX() {
        return cx;
    }

    /**
     * The centre's y.
     *
     * @return cy as given, in pixels (y grows down)
     */
    public double centerY() {
        return cy;
    }

    /**
     * The width, before the turn.
     *
     * @return w as given, in pixels, {@code >= 0}
     */
    public double width() {
        return w;
    }

    /**
     * The height, before the turn.
     *
     * @return h as given, in pixels, {@code >= 0}
     */
    public double height() {
        return h;
    }

    /**
     * The turn as given.
     *
     * @return the angle, in degrees, clockwise on screen, not reduced
     */
    public double angleDegrees() {
        return angleDegrees;
    }

    /**
     * The cosine of the turn, as the test uses it ({@link Angles#cosDeg}).
     *
     * @return the cosine rounded to a double, exactly 0 or ±1 at multiples of 90°
     */
    public double cos() {
        return cos;
    }

    /**
     * The sine of the turn, as the test uses it ({@link Angles#sinDeg}).
     *
     * @return the sine rounded to a double, exactly 0 or ±1 at multiples of 90°
     */
    public double sin() {
        return sin;
    }

    /** The box view of the cross-shape tests ({@link #box()}). */
    @Override
    Box newBox() {
        return Box.of(this);
    }

    /** The four corners in doubles, the edges of the ray casts and the curved pairs. */
    @Override
    double[][] edgeVertices() {
        return box().corners();
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

    /**
     * Equal when the other is a {@code RotatedRect} with the same centre, size and turn reduced to
     * [0, 360); the name takes no part.
     *
     * @param o the other object
     * @return true when o is the same turned rectangle
     */
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
