package io.hantei.geom;

/**
 * A closed disc: the points at distance {@code <= r} from the centre. See docs/geometry.md §10.
 *
 * <p>The test compares {@code dx² + dy²} with {@code r²}, both prepared or computed in doubles,
 * and trusts the result unless it lies within a relative 1e-15 of r² (the rounding of the
 * fast path is below 6e-16); those points, and every point of a circle whose r² would overflow
 * or underflow, are decided by exact arithmetic. So a Pythagorean point such as (3, 4) on a
 * circle of radius 5 is inside and the next double out is outside, at any magnitude.
 */
public final class Circle extends PreparedShape implements Shape {

    private static final String KIND = "circle";
    /** Radii whose square is a normal double with room to spare: the fast path is valid. */
    private static final double MIN_FAST_RADIUS = 0x1p-450;
    private static final double MAX_FAST_RADIUS = 0x1p450;

    private final double cx;
    private final double cy;
    private final double r;
    private final double r2;
    /** Results of dx² + dy² - r² within ±band are checked exactly; +∞ means always. */
    private final double band;

    private Circle(double cx, double cy, double r, String name) {
        super(KIND, name);
        this.cx = cx;
        this.cy = cy;
        this.r = r;
        this.r2 = r * r;
        this.band = needsCarefulPath(r) ? Double.POSITIVE_INFINITY : r2 * 1e-15;
    }

    /** The closed disc of radius {@code r >= 0} around {@code (cx, cy)}. */
    public static Circle of(double cx, double cy, double r) {
        Require.finite(KIND, "cx", cx);
        Require.finite(KIND, "cy", cy);
        Require.nonNegative(KIND, "r", r);
        return new Circle(cx, cy, r, null);
    }

    /** True when r² leaves the range where the fast path's error bound holds (and for r = 0). */
    static boolean needsCarefulPath(double radius) {
        return !(radius >= MIN_FAST_RADIUS && radius <= MAX_FAST_RADIUS);
    }

    /**
     * The fast test: gap = dx² + dy² - r² <= 0 from its sign bit when it is decided (not ±0 or
     * NaN then), else UNDECIDED. {@code contains} is exact (see the class documentation). NaN and
     * infinite coordinates make the gap NaN or infinite, so they leave the fast path with the
     * points near the rim, and the exact path reports them.
     */
    @Override
    long fastBit(double x, double y) {
        double dx = x - cx;
        double dy = y - cy;
        double gap = dx * dx + dy * dy - r2;
        return decided(gap) ? negative(gap) : UNDECIDED;
    }

    /** Whether the gap, as {@link #fastBit} computes it, has the sign of the exact value. */
    private boolean decided(double gap) {
        double g = Math.abs(gap);
        return (g > band) & (g < Double.POSITIVE_INFINITY);
    }

    @Override
    boolean slowContains(double x, double y) {
        Require.point(label, x, y);
        return Exact.compareDistance(x, y, cx, cy, r) <= 0;
    }

    /**
     * Whether the two closed discs share a point (touching discs overlap), exactly: a bounded
     * floating-point test, and exact arithmetic within its error bound ({@link Overlaps#circleCircle}).
     */
    public boolean overlaps(Circle o) {
        return Overlaps.circleCircle(this, o);
    }

    public double centerX() {
        return cx;
    }

    public double centerY() {
        return cy;
    }

    /** The radius. */
    public double r() {
        return r;
    }

    /** The centre as a point. */
    public Vec2 center() {
        return new Vec2(cx, cy);
    }

    /** Made on first use (immutable, so a race only makes it twice): the index asks for it often. */
    private Rect bounds;

    @Override
    public Rect bounds() {
        Rect b = bounds;
        if (b == null) {
            b = Bounds.aroundCentre(cx, cy, r, r);
            bounds = b;
        }
        return b;
    }

    @Override
    public Circle named(String newName) {
        return new Circle(cx, cy, r, newName);
    }

    /** Equal when centre and radius are equal; the name takes no part. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Circle c && cx == c.cx && cy == c.cy && r == c.r;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(new double[] {cx + 0.0, cy + 0.0, r + 0.0});
    }

    @Override
    public String toString() {
        return "Circle" + (name == null ? "" : " '" + name + "'") + "[centre (" + Require.num(cx) + ", " + Require.num(cy)
                + "), r " + Require.num(r) + "]";
    }
}
