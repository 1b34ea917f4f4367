package io.hantei.geom;

import java.math.BigDecimal;

/**
 * The closed capsule: the points within distance {@code r} of the closed segment from
 * {@code (x1, y1)} to {@code (x2, y2)}. {@code r = 0} is the segment itself; equal ends make the
 * disc of radius r. Exact for the doubles given, at any magnitude. See docs/geometry.md §22.
 *
 * <p>The fast test projects the point onto the segment (the parameter clamped to [0, 1]) and
 * compares the squared distance to that foot with r²; its error bound is argued at
 * {@link #fastBit}. The points it leaves undecided are decided in {@link BigDecimal}: by the
 * distance to an end when the projection falls outside the segment, else by the sign of
 * {@code cross² - r²·len²}.
 */
public final class Capsule extends PreparedShape implements Shape {

    private static final String KIND = "capsule";
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
        super(KIND, name);
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
        this.band = fast ? 4e-15 * r * rl + 4e-29 * rl * rl : Double.POSITIVE_INFINITY;
    }

    /**
     * The points within {@code r >= 0} of the closed segment from {@code (x1, y1)} to
     * {@code (x2, y2)}.
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
     * projection clamped to [0, 1]) from its sign bit when decided, else UNDECIDED.
     *
     * <p>Why the sign is right outside the band (γn = nε/(1 - nε), ε = 2^-53, L the length, F
     * the exact distance from p to the point start + t·e, which lies on the segment because t is a
     * double in [0, 1]):
     * <ul>
     *   <li>The distance is stationary in t: with E* the exact squared distance to the segment,
     *       {@code 0 <= F² - E* <= 3(δt·L)²}, and the rounding of t is {@code δt·L <= γ15·|q|}.</li>
     *   <li>Each component of p - foot is off by at most {@code 2ε·|f| + 3.01ε·|e|} (the
     *       cancellation of q against t·e is relative to L, not to the result), so the computed
     *       gap is within {@code 6.01ε·F² + 6.02ε·L·F + ε·r²} of {@code F² - r²}, plus terms in
     *       ε²(F + L)².</li>
     *   <li>Near the rim (F² <= 2r²) that is below {@code 1.45e-15·r² + 9.5e-16·r·L + 1.8e-29·(r + L)²},
     *       under half the band {@code 4e-15·r·(r + L) + 4e-29·(r + L)²}. Farther out the exact
     *       gap exceeds F²/2 and the error stays below 1e-3·F² for L <= 2^40·r.</li>
     * </ul>
     * A segment too short to invert its squared length (below 2^-1000 while r >= 2^-400) takes
     * t = 0; it is then shorter than 2^-100·r and the foot is off by less than the band. Radii
     * outside [2^-400, 2^400], r = 0 and L > 2^40·r skip the fast test (band +∞), as do NaN,
     * infinite and overflowing values, which make the gap NaN or infinite.
     */
    @Override
    long fastBit(double x, double y) {
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
     * caps it (a cmov; Math.min and Math.max on doubles measured twice as slow here). A NaN
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

    /** x of the start of the segment. */
    public double x1() {
        return x1;
    }

    /** y of the start of the segment. */
    public double y1() {
        return y1;
    }

    /** x of the end of the segment. */
    public double x2() {
        return x2;
    }

    /** y of the end of the segment. */
    public double y2() {
        return y2;
    }

    /** The radius: how far from the segment the capsule reaches. */
    public double r() {
        return r;
    }

    /** Made on first use (immutable, so a race only makes it twice). */
    private Rect bounds;

    /** The box of the two end discs' boxes (§12), which holds the whole capsule. */
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
     * Equal when both ends, in order, and the radius are equal; the name takes no part. (The
     * capsule from b to a holds the same points as the one from a to b but is not equal to it.)
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
