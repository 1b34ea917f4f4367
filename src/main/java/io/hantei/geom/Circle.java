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
public final class Circle implements Shape {

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
    private final String name;
    private final String label;

    private Circle(double cx, double cy, double r, String name) {
        this.cx = cx;
        this.cy = cy;
        this.r = r;
        this.r2 = r * r;
        this.band = needsCarefulPath(r) ? Double.POSITIVE_INFINITY : r2 * 1e-15;
        this.name = name;
        this.label = Check.label(KIND, name);
    }

    /** The closed disc of radius {@code r >= 0} around {@code (cx, cy)}. */
    public static Circle of(double cx, double cy, double r) {
        Check.finite(KIND, "cx", cx);
        Check.finite(KIND, "cy", cy);
        Check.nonNegative(KIND, "r", r);
        return new Circle(cx, cy, r, null);
    }

    /** True when r² leaves the range where the fast path's error bound holds (and for r = 0). */
    static boolean needsCarefulPath(double radius) {
        return !(radius >= MIN_FAST_RADIUS && radius <= MAX_FAST_RADIUS);
    }

    /**
     * Exact (see the class documentation). NaN and infinite coordinates make the gap NaN or
     * infinite, so they leave the fast path with the points near the rim, and the exact path
     * reports them.
     */
    @Override
    public boolean contains(double x, double y) {
        double dx = x - cx;
        double dy = y - cy;
        double gap = dx * dx + dy * dy - r2;
        if (!decided(gap)) {
            return exactContains(x, y);
        }
        return Batch.truth(Batch.negative(gap));   // gap <= 0 without a branch: gap is not ±0 or NaN here
    }

    /** Whether the gap, as {@link #contains} computes it, has the sign of the exact value. */
    private boolean decided(double gap) {
        double g = Math.abs(gap);
        return (g > band) & (g < Double.POSITIVE_INFINITY);
    }

    private boolean exactContains(double x, double y) {
        Check.point(label, x, y);
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

    // ---- batch tests (see Shape#containsAll): the fast test of contains in one loop; a point
    // it does not decide (near an edge, or not finite) is answered on the spot by the exact test ----

    @Override
    public int containsAll(double[] xs, double[] ys, int count, boolean[] out) {
        Batch.check(this, xs, ys, count, out);
        final double cx = this.cx, cy = this.cy, r2 = this.r2;
        int hits = 0;
        for (int i = 0; i < count; i++) {
            double dx = xs[i] - cx;
            double dy = ys[i] - cy;
            double gap = dx * dx + dy * dy - r2;
            long in = Batch.negative(gap);
            if (!decided(gap)) {
                in = exactAt(xs, ys, i);
            }
            out[i] = Batch.truth(in);
            hits += (int) in;
        }
        return hits;
    }

    @Override
    public int containsAll(double[] xs, double[] ys, int count, long[] bits) {
        Batch.check(this, xs, ys, count, bits);
        final double cx = this.cx, cy = this.cy, r2 = this.r2;
        int hits = 0;
        for (int w = 0, base = 0; base < count; w++, base += 64) {
            int end = Math.min(count, base + 64);
            long word = 0;
            for (int i = base; i < end; i++) {
                double dx = xs[i] - cx;
                double dy = ys[i] - cy;
                double gap = dx * dx + dy * dy - r2;
                long in = Batch.negative(gap);
                if (!decided(gap)) {
                    in = exactAt(xs, ys, i);
                }
                word |= in << (i - base);
            }
            bits[w] = word;
            hits += Long.bitCount(word);
        }
        return hits;
    }

    /** The exact answer for point i, 0 or 1; a NaN or infinite coordinate is reported with its index. */
    private long exactAt(double[] xs, double[] ys, int i) {
        Batch.requireFiniteAt(this, xs, ys, i);
        return exactContains(xs[i], ys[i]) ? 1 : 0;
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
    public String name() {
        return name;
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
        return "Circle" + (name == null ? "" : " '" + name + "'") + "[centre (" + Check.num(cx) + ", " + Check.num(cy)
                + "), r " + Check.num(r) + "]";
    }
}
