package io.hantei.geom;

import java.math.BigDecimal;

/**
 * The closed capsule: the points within distance {@code r} of the closed segment from
 * {@code (x1, y1)} to {@code (x2, y2)}, exactly for the doubles given at any magnitude;
 * {@code r = 0} is the segment itself, and equal ends make the disc of radius r
 * (docs/geometry.md §22).
 */
public final class Capsule extends PreparedShape implements Shape {

    static final String KIND = "capsule";
    /** Radii whose squares, and those of the distances near the rim, stay normal and finite. */
    private static final double MIN_FAST_RADIUS = 0x1p-400;
    private static final double MAX_FAST_RADIUS = 0x1p400;
    /** A segment longer than this many radii takes the exact path (the bound needs L <= 2^40 r). */
    private static final double MAX_FAST_LENGTH_PER_RADIUS = 0x1p40;
    /** Below this, 1 / len² would not be a normal double; the foot is then the start (t = 0). */
    private static final double MIN_INVERTED_LEN2 = 0x1p-1000;

    private final double x1;
    private final double y1;
    private final double x2;
    private final double y2;
    private final double r;
    /** The segment's direction, x2 - x1 and y2 - y1 rounded. */
    private final double ex;
    private final double ey;
    /** 1 / (ex² + ey²) rounded, or 0 for a segment too short to invert (or of length 0). */
    private final double invLen2;
    private final double r2;
    /** Results of |p - foot|² - r² within ±band are checked exactly; +∞ means always. */
    private final double band;

    private Capsule(double x1, double y1, double x2, double y2, double r, String name) {
        super(ShapeKind.CAPSULE, name);
        this.x1 = x1;
        this.y1 = y1;
        this.x2 = x2;
        this.y2 = y2;
        this.r = r;
        this.ex = x2 - x1;
        this.ey = y2 - y1;
        this.r2 = r * r;
        double len2 = ex * ex + ey * ey;
        this.invLen2 = len2 >= MIN_INVERTED_LEN2 ? 1 / len2 : 0;
        boolean fast = r >= MIN_FAST_RADIUS && r <= MAX_FAST_RADIUS
                && len2 <= MAX_FAST_LENGTH_PER_RADIUS * MAX_FAST_LENGTH_PER_RADIUS * r2;
        double rl = r + Math.sqrt(len2);
        this.band = fast ? 4e-15 * r * rl + 4e-29 * rl * rl : Double.POSITIVE_INFINITY; // docs/geometry.md §22
    }

    /**
     * The closed capsule of the points within {@code r} of the closed segment from
     * {@code (x1, y1)} to {@code (x2, y2)}.
     *
     * @param x1 the start's x, in pixels
     * @param y1 the start's y, in pixels (y grows down)
     * @param x2 the end's x, in pixels
     * @param y2 the end's y, in pixels
     * @param r the radius, in pixels, {@code >= 0} (0 is the segment)
     * @return the capsule
     * @throws IllegalArgumentException if a value is NaN or infinite, or r is negative
     *         ({@code capsule: r must be >= 0 but was -1.0})
     */
    public static Capsule of(double x1, double y1, double x2, double y2, double r) {
        Require.finite(KIND, "x1", x1);
        Require.finite(KIND, "y1", y1);
        Require.finite(KIND, "x2", x2);
        Require.finite(KIND, "y2", y2);
        Require.nonNegative(KIND, "r", r);
        return new Capsule(x1, y1, x2, y2, r, null);
    }

    /**
     * The fast test: {@code gap = |q - t·e|² - r²} (q = p - start, e = end - start, t the
     * projection clamped to [0, 1]) from its sign bit when decided, else UNDECIDED. NaN,
     * infinite and overflowing values make the gap NaN or infinite, which is never decided.
     */
    @Override
    long fastBit(double x, double y) {
        // docs/geometry.md §22 argues the band: the foot start + t·e lies on the segment, and the
        // rounding of t and of p - foot stays below half the band near the rim
        double qx = x - x1;
        double qy = y - y1;
        double t = clampToUnit((qx * ex + qy * ey) * invLen2);
        double fx = qx - t * ex;
        double fy = qy - t * ey;
        double gap = fx * fx + fy * fy - r2;
        return decided(gap) ? negative(gap) : UNDECIDED;
    }

    private static final long ONE_BITS = Double.doubleToRawLongBits(1.0);

    /**
     * t clamped to [0, 1], exactly and without a branch: a negative double (sign bit set) becomes
     * +0.0, and non-negative doubles order as their bits, so a long min with the bits of 1.0
     * caps it (a cmov; Math.min and Math.max on doubles measured slower here). A NaN
     * becomes 0 or 1; it comes only from a coordinate that is not finite, or from offsets so far
     * out (|q|·|e| past the largest double) that any foot on the segment shows them outside.
     */
    static double clampToUnit(double t) {
        long bits = Double.doubleToRawLongBits(t);
        return Double.longBitsToDouble(Math.min(bits & ~(bits >> 63), ONE_BITS));
    }

    /** Whether the gap, as {@link #fastBit} computes it, has the sign of the exact value. */
    private boolean decided(double gap) {
        double g = Math.abs(gap);
        return (g > band) & (g < Double.POSITIVE_INFINITY);
    }

    @Override
    boolean slowContains(double x, double y) {
        Require.point(label, x, y);
        return exactlyInside(x, y, x1, y1, x2, y2, r);
    }

    /**
     * Whether the point lies within r of the segment, in exact arithmetic: with q = p - start and
     * d = end - start, the distance to the start when {@code q·d <= 0}, to the end when
     * {@code q·d >= d·d}, else to the line: {@code cross(d, q)² <= r²·(d·d)}.
     */
    static boolean exactlyInside(double x, double y, double x1, double y1, double x2, double y2, double r) {
        BigDecimal qx = Exact.diff(x, x1);
        BigDecimal qy = Exact.diff(y, y1);
        BigDecimal dx = Exact.diff(x2, x1);
        BigDecimal dy = Exact.diff(y2, y1);
        BigDecimal rr = Exact.of(r).multiply(Exact.of(r));
        BigDecimal dot = qx.multiply(dx).add(qy.multiply(dy));
        if (dot.signum() <= 0) {
            return qx.multiply(qx).add(qy.multiply(qy)).compareTo(rr) <= 0;
        }
        BigDecimal len2 = dx.multiply(dx).add(dy.multiply(dy));
        if (dot.compareTo(len2) >= 0) {
            return Exact.compareDistance(x, y, x2, y2, r) <= 0;
        }
        BigDecimal cross = dx.multiply(qy).subtract(dy.multiply(qx));
        return cross.multiply(cross).compareTo(rr.multiply(len2)) <= 0;
    }

    /**
     * The x of the start of the segment.
     *
     * @return x1 as given, in pixels
     */
    public double x1() {
        return x1;
    }

    /**
     * The y of the start of the segment.
     *
     * @return y1 as given, in pixels (y grows down)
     */
    public double y1() {
        return y1;
    }

    /**
     * The x of the end of the segment.
     *
     * @return x2 as given, in pixels
     */
    public double x2() {
        return x2;
    }

    /**
     * The y of the end of the segment.
     *
     * @return y2 as given, in pixels (y grows down)
     */
    public double y2() {
        return y2;
    }

    /**
     * The radius: how far from the segment the capsule reaches.
     *
     * @return r as given, in pixels, {@code >= 0}
     */
    public double r() {
        return r;
    }

    /** Made on first use (immutable, so a race only makes it twice). */
    private Rect bounds;

    /**
     * The box of the two end discs' boxes, which holds the whole capsule (docs/geometry.md §12,
     * §22).
     *
     * @return a box that encloses every point the capsule contains
     */
    @Override
    public Rect bounds() {
        Rect b = bounds;
        if (b == null) {
            Rect a = Bounds.aroundCentre(x1, y1, r, r);
            Rect c = Bounds.aroundCentre(x2, y2, r, r);
            b = Rect.ofEdges(Math.min(a.left(), c.left()), Math.min(a.top(), c.top()),
                    Math.max(a.right(), c.right()), Math.max(a.bottom(), c.bottom()));
            bounds = b;
        }
        return b;
    }

    @Override
    public Capsule named(String newName) {
        return new Capsule(x1, y1, x2, y2, r, newName);
    }

    /**
     * Equal when the other is a {@code Capsule} with the same ends, in the same order, and the
     * same radius; the name takes no part. The capsule from b to a holds the same points as the
     * one from a to b but is not equal to it.
     *
     * @param o the other object
     * @return true when o is the same capsule, ends in the same order
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Capsule c && x1 == c.x1 && y1 == c.y1 && x2 == c.x2 && y2 == c.y2 && r == c.r;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(new double[] {x1 + 0.0, y1 + 0.0, x2 + 0.0, y2 + 0.0, r + 0.0});
    }

    @Override
    public String toString() {
        return "Capsule" + (name == null ? "" : " '" + name + "'") + "[from (" + Require.num(x1) + ", "
                + Require.num(y1) + ") to (" + Require.num(x2) + ", " + Require.num(y2) + "), r "
                + Require.num(r) + "]";
    }
}
