package io.hantei.geom;

/**
 * A closed disc: the points at distance {@code <= r} from the centre, exactly for the doubles
 * given, so that a Pythagorean point such as (3, 4) on a circle of radius 5 is inside and the
 * next double out is outside, at any magnitude (docs/geometry.md §10).
 */
public final class Circle extends PreparedShape implements Shape {

    static final String KIND = "circle";
    /** Radii whose square is a normal double with room to spare: the fast path is valid. */
    private static final double MIN_FAST_RADIUS = 0x1p-450;
    private static final double MAX_FAST_RADIUS = 0x1p450;

    private final double cx;
    private final double cy;
    private final double r;
    /** -r², rounded: the addend of the fast test's inner multiply-add. */
    private final double minusR2;
    /** The fast test decides a gap when |gap| is above this (1e-15·r²; +∞ on the careful path). */
    private final double band;
    // The fast test's range check as one comparison of integers (decided): a gap is decided when
    // the bits of |gap| lie strictly between those of the band (1e-15·r², or +∞ for a circle on
    // the careful path, which decides no point) and those of +∞; NaN's bits lie above +∞'s. For
    // non-negative doubles the order of the bits is the order of the values; the gap's bits
    // shifted left by one are twice |gap|'s bits (the sign bit drops out), one instruction where
    // a mask needs a 64-bit constant (docs/benchmarks.md, "The circle, one step closer").
    private final long decidedShift;
    private final long decidedLimit;

    private Circle(double cx, double cy, double r, String name) {
        super(ShapeKind.CIRCLE, name);
        this.cx = cx;
        this.cy = cy;
        this.r = r;
        double r2 = r * r;
        this.minusR2 = -r2;
        this.band = needsCarefulPath(r) ? Double.POSITIVE_INFINITY : r2 * 1e-15; // docs/geometry.md §10
        // |gap|'s bits b are decided when first <= b < +∞'s: 2b - 2first < 2span, unsigned (2span
        // < 2^64), which is 2b + (MIN - 2first) < MIN + 2span, signed, all mod 2^64; 2b is the
        // gap's bits shifted left by one; a span of 0 decides nothing
        long first = Double.doubleToRawLongBits(band) + 1;
        long span = Math.max(0, Double.doubleToRawLongBits(Double.POSITIVE_INFINITY) - first);
        this.decidedShift = Long.MIN_VALUE - 2 * first;
        this.decidedLimit = Long.MIN_VALUE + 2 * span;
    }

    /**
     * The closed disc of radius {@code r} around {@code (cx, cy)}: the points at distance
     * {@code <= r} from the centre (r = 0 is the centre alone).
     *
     * @param cx the centre's x, in pixels
     * @param cy the centre's y, in pixels (y grows down)
     * @param r the radius, in pixels, {@code >= 0}
     * @return the circle
     * @throws IllegalArgumentException if cx or cy is NaN or infinite, or r is negative, NaN or
     *         infinite ({@code circle: r must be >= 0 but was -1.0})
     */
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
     * The fast test: gap <= 0 from its sign bit when it is decided (not ±0 or NaN then), else
     * UNDECIDED. NaN and infinite coordinates make the gap NaN or infinite, so they leave the fast
     * path with the points near the rim, and the exact path reports them.
     */
    @Override
    long fastBit(double x, double y) {
        long gap = gapBits(x, y);
        return decided(gap) ? gap >>> 63 : UNDECIDED;
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException {@inheritDoc}
     */
    @Override
    public boolean contains(double x, double y) {
        // fastBit and answer in one, with one branch fewer on the common path (as
        // RotatedRect.contains); the batch loops use fastBit.
        long gap = gapBits(x, y);
        return decided(gap) ? truth(gap >>> 63) : slowContains(x, y);
    }

    /**
     * The bits of {@code gap = dx² + dy² - r²}, as two fused multiply-adds, whose sign is the
     * exact one when {@code |gap| > 1e-15·r²}, for a radius in the fast range.
     */
    private long gapBits(double x, double y) {
        // docs/geometry.md §10 argues the bound
        double dx = x - cx;
        double dy = y - cy;
        return Double.doubleToRawLongBits(Math.fma(dx, dx, Math.fma(dy, dy, minusR2)));
    }

    /** Whether {@link VectorLoops} may build this circle's bit sets: its fast test decides points. */
    boolean vectorisable() {
        return !needsCarefulPath(r);
    }

    /** -r², rounded, as the fast test adds it (for {@link VectorLoops}). */
    double minusRSquared() {
        return minusR2;
    }

    /** The fast test's band: a gap is decided when |gap| is above it and finite. */
    double band() {
        return band;
    }

    /** Whether the gap of {@link #gapBits} has the sign of the exact value: one integer comparison. */
    private boolean decided(long gapBits) {
        return (gapBits << 1) + decidedShift < decidedLimit;
    }

    @Override
    boolean slowContains(double x, double y) {
        Require.point(label, x, y);
        return Exact.compareDistance(x, y, cx, cy, r) <= 0;
    }

    /**
     * Whether the two closed discs share a point, touching discs overlapping: the distance
     * between the centres is at most the sum of the radii, exactly (docs/geometry.md §13).
     *
     * @param o the other circle
     * @return true when they share a point
     * @throws NullPointerException if o is null
     */
    public boolean overlaps(Circle o) {
        return Overlaps.circleCircle(this, o);
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
     * The radius.
     *
     * @return r as given, in pixels, {@code >= 0}
     */
    public double r() {
        return r;
    }

    /**
     * The centre as a point.
     *
     * @return {@code (cx, cy)}
     */
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

    /**
     * Equal when the other is a {@code Circle} with the same centre and radius; the name takes no
     * part.
     *
     * @param o the other object
     * @return true when o is the same disc
     */
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
