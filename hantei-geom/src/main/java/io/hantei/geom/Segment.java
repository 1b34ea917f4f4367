package io.hantei.geom;

/**
 * A closed straight segment from {@code (x1, y1)} to {@code (x2, y2)}: the points exactly on the
 * line through them that lie between them, both ends included; a segment of length 0 is its one
 * point (docs/geometry.md §18).
 *
 * <p>Exact for the doubles given: the lattice point (2, 1) of the segment from (0, 0) to (4, 2)
 * is inside and the next double beside it is not. A point beside the line is outside however
 * near it is: a "near the line" test needs a shape with width (§6).
 */
public final class Segment extends PreparedShape implements Shape {

    static final String KIND = "segment";

    private final double x1;
    private final double y1;
    private final double x2;
    private final double y2;
    private final Rect bounds;

    private Segment(double x1, double y1, double x2, double y2, String name) {
        super(ShapeKind.SEGMENT, name);
        this.x1 = x1;
        this.y1 = y1;
        this.x2 = x2;
        this.y2 = y2;
        this.bounds = Rect.ofEdges(Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2));
    }

    /**
     * The closed segment from {@code (x1, y1)} to {@code (x2, y2)}; the ends may coincide.
     *
     * @param x1 the first end's x, in pixels
     * @param y1 the first end's y, in pixels (y grows down)
     * @param x2 the second end's x, in pixels
     * @param y2 the second end's y, in pixels
     * @return the segment
     * @throws IllegalArgumentException if a value is NaN or infinite
     *         ({@code segment: x2 must be a finite number but was NaN})
     */
    public static Segment of(double x1, double y1, double x2, double y2) {
        Require.finite(KIND, "x1", x1);
        Require.finite(KIND, "y1", y1);
        Require.finite(KIND, "x2", x2);
        Require.finite(KIND, "y2", y2);
        return new Segment(x1, y1, x2, y2, null);
    }

    /**
     * The closed segment from {@code from} to {@code to}; the ends may coincide.
     *
     * @param from the first end
     * @param to the second end
     * @return the segment
     * @throws NullPointerException if from or to is null
     */
    public static Segment of(Vec2 from, Vec2 to) {
        if (from == null || to == null) {
            throw new NullPointerException(KIND + ": " + (from == null ? "from" : "to") + " must not be null");
        }
        return new Segment(from.x(), from.y(), to.x(), to.y(), null);
    }

    /** Its two ends, the one edge of the pair tests and the ray casts. */
    @Override
    double[][] edgeVertices() {
        return new double[][]{{x1, x2}, {y1, y2}};
    }

    /**
     * 1 on the segment, 0 off it, UNDECIDED when {@link Orient#fastSign} cannot decide (a point in
     * the box within its error bound of the line, with coordinates off a common grid) or for a
     * NaN or infinite coordinate. The box compares are exact; so is every sign fastSign gives
     * (docs/geometry.md §20).
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

    /**
     * The first end's x.
     *
     * @return x1 as given, in pixels
     */
    public double x1() {
        return x1;
    }

    /**
     * The first end's y.
     *
     * @return y1 as given, in pixels (y grows down)
     */
    public double y1() {
        return y1;
    }

    /**
     * The second end's x.
     *
     * @return x2 as given, in pixels
     */
    public double x2() {
        return x2;
    }

    /**
     * The second end's y.
     *
     * @return y2 as given, in pixels (y grows down)
     */
    public double y2() {
        return y2;
    }

    /**
     * The first end.
     *
     * @return {@code (x1, y1)}
     */
    public Vec2 from() {
        return new Vec2(x1, y1);
    }

    /**
     * The second end.
     *
     * @return {@code (x2, y2)}
     */
    public Vec2 to() {
        return new Vec2(x2, y2);
    }

    /**
     * The box of the two ends, exactly: its edges are the least and greatest coordinates, with
     * nothing rounded or widened (docs/geometry.md §12).
     *
     * @return the box of the two ends
     */
    @Override
    public Rect bounds() {
        return bounds;
    }

    @Override
    public Segment named(String newName) {
        return new Segment(x1, y1, x2, y2, newName);
    }

    /**
     * Equal when the other is a {@code Segment} with the same ends in the same order; the name
     * takes no part. The segment from b to a holds the same points as the one from a to b but is
     * not equal to it, as a polygon traced from another vertex is not.
     *
     * @param o the other object
     * @return true when o is the same segment, ends in the same order
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
