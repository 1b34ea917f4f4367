package io.hantei.geom;

/**
 * A closed straight segment from {@code (x1, y1)} to {@code (x2, y2)}: the points on the line
 * through them that lie between them, both ends included. A segment of length 0 is its one
 * point. Screen coordinates (y down). See docs/geometry.md §18.
 *
 * <p>Exact for the doubles given: a point is inside when it lies in the segment's box (exact
 * compares) and {@code orient(from, to, p)} is exactly 0 ({@link Orient}, docs/geometry.md
 * §20). So the lattice point (2, 1) of the segment from (0, 0) to (4, 2) is inside and the next
 * double beside it is not. A point beside the line is outside however near it is: a "near the
 * line" test needs a shape with width (docs/geometry.md §6).
 */
public final class Segment extends PreparedShape implements Shape {

    private static final String KIND = "segment";

    private final double x1;
    private final double y1;
    private final double x2;
    private final double y2;
    private final Rect bounds;

    private Segment(double x1, double y1, double x2, double y2, String name) {
        super(KIND, name);
        this.x1 = x1;
        this.y1 = y1;
        this.x2 = x2;
        this.y2 = y2;
        this.bounds = Rect.ofEdges(Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2));
    }

    /** The closed segment from {@code (x1, y1)} to {@code (x2, y2)}; the ends may coincide. */
    public static Segment of(double x1, double y1, double x2, double y2) {
        Require.finite(KIND, "x1", x1);
        Require.finite(KIND, "y1", y1);
        Require.finite(KIND, "x2", x2);
        Require.finite(KIND, "y2", y2);
        return new Segment(x1, y1, x2, y2, null);
    }

    /** The closed segment from {@code from} to {@code to}. */
    public static Segment of(Vec2 from, Vec2 to) {
        if (from == null || to == null) {
            throw new NullPointerException(KIND + ": " + (from == null ? "from" : "to") + " must not be null");
        }
        return new Segment(from.x(), from.y(), to.x(), to.y(), null);
    }

    /**
     * 1 on the segment, 0 off it, UNDECIDED when {@link Orient#fastSign} cannot decide (a point in
     * the box within its error bound of the line, with coordinates off a common grid) or for a
     * NaN or infinite coordinate. The box compares are exact; so is every sign fastSign gives.
     */
    @Override
    long fastBit(double x, double y) {
        if ((x - x) + (y - y) != 0) {
            return UNDECIDED;
        }
        int on = Edges.on(x1, y1, x2, y2, x, y, false);
        return on == Edges.UNDECIDED ? UNDECIDED : on;
    }

    @Override
    boolean slowContains(double x, double y) {
        Require.point(label, x, y);
        return Edges.on(x1, y1, x2, y2, x, y, true) == 1;
    }

    /** The first end, x. */
    public double x1() {
        return x1;
    }

    /** The first end, y (y grows down). */
    public double y1() {
        return y1;
    }

    /** The second end, x. */
    public double x2() {
        return x2;
    }

    /** The second end, y. */
    public double y2() {
        return y2;
    }

    /** The first end. */
    public Vec2 from() {
        return new Vec2(x1, y1);
    }

    /** The second end. */
    public Vec2 to() {
        return new Vec2(x2, y2);
    }

    /** The box of the two ends, exactly (docs/geometry.md §12). */
    @Override
    public Rect bounds() {
        return bounds;
    }

    @Override
    public Segment named(String newName) {
        return new Segment(x1, y1, x2, y2, newName);
    }

    /**
     * Equal when the ends are equal in the same order; the name takes no part. The segment from b
     * to a holds the same points as the one from a to b but is not equal to it, as a polygon
     * traced from another vertex is not.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Segment s && x1 == s.x1 && y1 == s.y1 && x2 == s.x2 && y2 == s.y2;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(new double[] {x1 + 0.0, y1 + 0.0, x2 + 0.0, y2 + 0.0});
    }

    @Override
    public String toString() {
        return "Segment" + (name == null ? "" : " '" + name + "'") + "[(" + Require.num(x1) + ", " + Require.num(y1)
                + ") to (" + Require.num(x2) + ", " + Require.num(y2) + ")]";
    }
}
