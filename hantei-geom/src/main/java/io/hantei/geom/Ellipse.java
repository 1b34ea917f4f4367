package io.hantei.geom;

import java.math.BigDecimal;

/**
 * The closed ellipse inscribed in a box {@code w} wide and {@code h} high, centred on
 * {@code (cx, cy)} and turned about its centre by {@code angleDegrees} (positive turns clockwise
 * on a y-down screen). In its own frame ({@code u = c·dx + s·dy}, {@code v = c·dy - s·dx}, as
 * {@link RotatedRect}) a point is inside when {@code (2u/w)² + (2v/h)² <= 1}. See
 * docs/geometry.md §21.
 *
 * <p>Exact for the doubles given when the turn is a multiple of 90°; otherwise exact against
 * the cosine and sine rounded to doubles (§4). The fast test and its error bound are argued at
 * {@link #fastBit}; the points it leaves undecided are decided in {@link BigDecimal}. A zero
 * width or height is the segment of a zero-width {@link RotatedRect}, and is answered by one.
 */
public final class Ellipse extends PreparedShape implements Shape {

    private static final String KIND = "ellipse";
    /** Sizes in this range keep every quantity of the fast test normal and finite (see {@link #fastBit}). */
    private static final double MIN_FAST_SIZE = 0x1p-1000;
    private static final double MAX_FAST_SIZE = 0x1p1000;
    /** Turned by other than a multiple of 90°, longer / shorter side above this takes the exact path. */
    private static final double MAX_FAST_ASPECT = 0x1p40;
    /** The tolerance of an axis-aligned ellipse: its fast test errs by less than 1.8e-15. */
    private static final double ALIGNED_BAND = 1e-14;

    private final double cx;
    private final double cy;
    private final double w;
    private final double h;
    private final double angleDegrees;
    private final double cos;
    private final double sin;
    /** Turned by a multiple of 90°: the fast test scales the offsets alone (ax, ay). */
    private final boolean aligned;
    // Aligned, 1 / (half size) along x and along y: U = ax·dx, V = ay·dy; 0 when careful.
    private final double ax;
    private final double ay;
    // Otherwise the frame scaled to the unit circle: U = cu·dx + su·dy, V = cv·dy + msv·dx (msv = -sv, so
    // that V is one product and one fused multiply-add, with no negation).
    private final double cu;
    private final double su;
    private final double cv;
    private final double msv;
    /** Results of U² + V² - 1 within ±band are checked exactly; +∞ means always. */
    private final double band;
    /** The segment (or point) a zero width or height makes, as a RotatedRect; else null. */
    private final RotatedRect segment;

    private Ellipse(double cx, double cy, double w, double h, double angleDegrees, String name) {
        super(KIND, name);
        this.cx = cx;
        this.cy = cy;
        this.w = w;
        this.h = h;
        this.angleDegrees = angleDegrees;
        this.cos = Angles.cosDeg(angleDegrees);
        this.sin = Angles.sinDeg(angleDegrees);
        this.segment = (w == 0 || h == 0) ? RotatedRect.of(cx, cy, w, h, angleDegrees) : null;
        this.aligned = Angles.isRightAngleMultiple(angleDegrees);
        double longer = Math.max(w, h);
        double shorter = Math.min(w, h);
        boolean fast = segment == null && shorter >= MIN_FAST_SIZE && longer <= MAX_FAST_SIZE
                && (aligned || longer <= MAX_FAST_ASPECT * shorter);
        if (fast) {
            boolean upright = sin == 0;
            this.ax = 2 / (upright ? w : h);
            this.ay = 2 / (upright ? h : w);
            this.cu = 2 * cos / w;
            this.su = 2 * sin / w;
            this.cv = 2 * cos / h;
            this.msv = -(2 * sin / h);
            double aspect = longer / shorter;
            this.band = aligned ? ALIGNED_BAND : 5e-15 * (1 + aspect);
        } else {
            this.ax = 0;
            this.ay = 0;
            this.cu = 0;
            this.su = 0;
            this.cv = 0;
            this.msv = 0;
            this.band = Double.POSITIVE_INFINITY;
        }
    }

    /**
     * The ellipse inscribed in a box {@code w} wide and {@code h} high centred on
     * {@code (cx, cy)}, turned about its centre by {@code angleDegrees} (clockwise on screen for
     * positive angles; any finite value, 450 is 90). Sizes {@code >= 0}.
     */
    public static Ellipse of(double cx, double cy, double w, double h, double angleDegrees) {
        Require.finite(KIND, "cx", cx);
        Require.finite(KIND, "cy", cy);
        Require.nonNegative(KIND, "width", w);
        Require.nonNegative(KIND, "height", h);
        Require.finite(KIND, "angle", angleDegrees);
        return new Ellipse(cx, cy, w, h, angleDegrees, null);
    }

    /**
     * The fast test: {@code gap = U² + V² - 1 <= 0} from its sign bit when decided, else
     * UNDECIDED, with U and V the point's frame coordinates scaled so that the ellipse is the unit
     * circle ({@code cu = 2c/w}, ... prepared once). Let S = U² + V² exactly (exact offsets, the
     * prepared c and s), γn = nε/(1 - nε) with ε = 2^-53, κ = longer side / shorter side. The
     * branch on the turn is the same for every point of a shape, so the processor predicts it.
     * The turned U and V take one product and one fused multiply-add each, and the gap two fused
     * multiply-adds ({@code fma(U, U, fma(V, V, -1))}): a fused multiply-add rounds once, so each
     * errs by no more than the product and the sum it stands for, and the bounds below, argued
     * for those, hold (fewer instructions: the turned test measured 1.3x the circle's time
     * rather than 1.7x).
     *
     * <ul>
     *   <li>A turn by a multiple of 90° has c, s in {0, ±1}, so each of U and V is one rounded
     *       product of a rounded offset: no cancellation, and the computed U² + V² is within
     *       γ8·S of S (γ8 < 8.9e-16), plus underflow far below 1e-300. Near the rim (S <= 2)
     *       that is below 1.8e-15 < {@link #ALIGNED_BAND}; farther out it is below S/2 < S - 1,
     *       so the sign is right whatever the band.</li>
     *   <li>Another turn: U = cu·dx + su·dy may cancel, and errs by at most
     *       γ4·(2/w)·|d| (|d| the offset's length), likewise V with h. Near the rim |d| <= max(w, h)/√2,
     *       which bounds the error of U² + V² by 4γ4(1 + κ) + 2γ4²(1 + κ²) + γ2·2
     *       < 2.3e-15(1 + κ) + 4e-31(1 + κ²); as 1 + κ² <= κ(1 + κ) <= 2^40(1 + κ) for
     *       1 <= κ <= 2^40, the second term is below 4.4e-19(1 + κ), and the whole under half
     *       the band 5e-15(1 + κ). Farther out (S > 2) the error is below
     *       (2√2γ4κ + 2γ4²κ² + γ2)·S, under S/2 for κ <= 2^40.</li>
     * </ul>
     * Sizes outside [2^-1000, 2^1000] (where 2/w or the offsets near the rim would leave the
     * normal range), κ > 2^40 at a turn other than 90°, and a zero size skip the fast test
     * (band +∞). NaN and infinite coordinates make the gap NaN or infinite, which is never
     * decided; the exact path reports them, and so it decides points whose squares overflow.
     */
    @Override
    long fastBit(double x, double y) {
        double dx = x - cx;
        double dy = y - cy;
        double u;
        double v;
        if (aligned) {
            u = ax * dx;
            v = ay * dy;
        } else {
            u = Math.fma(cu, dx, su * dy);
            v = Math.fma(cv, dy, msv * dx);
        }
        double gap = Math.fma(u, u, Math.fma(v, v, -1));
        return decided(gap) ? negative(gap) : UNDECIDED;
    }

    /** Whether the gap, as {@link #fastBit} computes it, has the sign of the exact value. */
    private boolean decided(double gap) {
        double g = Math.abs(gap);
        return (g > band) & (g < Double.POSITIVE_INFINITY);
    }

    /**
     * The exact answer: the segment's for a zero size, else the sign of
     * {@code (2h·(c·dx + s·dy))² + (2w·(c·dy - s·dx))² - (w·h)²} in {@link BigDecimal}.
     */
    @Override
    boolean slowContains(double x, double y) {
        Require.point(label, x, y);
        if (segment != null) {
            return segment.contains(x, y);
        }
        return exactSign(cos, sin, w, h, Exact.diff(x, cx), Exact.diff(y, cy)) <= 0;
    }

    /**
     * Sign of {@code (2h·u)² + (2w·v)² - (w·h)²} with {@code u = c·dx + s·dy},
     * {@code v = c·dy - s·dx}, all exact: {@code (2u/w)² + (2v/h)² - 1} times {@code (w·h)²}.
     */
    static int exactSign(double c, double s, double w, double h, BigDecimal dx, BigDecimal dy) {
        BigDecimal bc = Exact.of(c);
        BigDecimal bs = Exact.of(s);
        BigDecimal bw = Exact.of(w);
        BigDecimal bh = Exact.of(h);
        BigDecimal uh = bc.multiply(dx).add(bs.multiply(dy)).multiply(bh);
        BigDecimal vw = bc.multiply(dy).subtract(bs.multiply(dx)).multiply(bw);
        BigDecimal wh = bw.multiply(bh);
        BigDecimal lhs = uh.multiply(uh).add(vw.multiply(vw)).multiply(BigDecimal.valueOf(4));
        return lhs.compareTo(wh.multiply(wh));
    }

    /** The segment (or point) of a zero width or height as a zero-width RotatedRect, else null (for Overlaps). */
    RotatedRect flatOrNull() {
        return segment;
    }

    public double centerX() {
        return cx;
    }

    public double centerY() {
        return cy;
    }

    /** The width of the box the ellipse is inscribed in, before the turn (its u axis). */
    public double width() {
        return w;
    }

    /** The height of the box the ellipse is inscribed in, before the turn (its v axis). */
    public double height() {
        return h;
    }

    /** The turn as given, in degrees, clockwise on screen. */
    public double angleDegrees() {
        return angleDegrees;
    }

    /** Cosine of the turn (exact at multiples of 90°), as the test uses it. */
    public double cos() {
        return cos;
    }

    /** Sine of the turn (exact at multiples of 90°), as the test uses it. */
    public double sin() {
        return sin;
    }

    /** The centre as a point. */
    public Vec2 center() {
        return new Vec2(cx, cy);
    }

    /** Made on first use (immutable, so a race only makes it twice). */
    private Rect bounds;

    /**
     * The box of the ellipse (§12): a turn by a multiple of 90° gives the box it is inscribed in,
     * exactly (when the halves of its sizes are exact); another turn the half extents
     * {@code sqrt((w/2·c)² + (h/2·s)²)} and {@code sqrt((w/2·s)² + (h/2·c)²)}, widened by 2^-46 of
     * themselves for their rounding and that of c and s, then by {@link Bounds}.
     */
    @Override
    public Rect bounds() {
        Rect b = bounds;
        if (b == null) {
            b = newBounds();
            bounds = b;
        }
        return b;
    }

    private Rect newBounds() {
        if (segment != null) {
            return segment.bounds();
        }
        boolean halvesExact = Math.min(w, h) >= 0x1p-1021;
        if (Angles.isRightAngleMultiple(angleDegrees) && halvesExact) {
            return sin == 0 ? Rect.centered(cx, cy, w, h) : Rect.centered(cx, cy, h, w);
        }
        double widen = 0.5 * (1 + 0x1p-46);
        double ex = Math.hypot(w * cos, h * sin) * widen;
        double ey = Math.hypot(w * sin, h * cos) * widen;
        return Bounds.aroundCentre(cx, cy, ex, ey);
    }

    @Override
    public Ellipse named(String newName) {
        return new Ellipse(cx, cy, w, h, angleDegrees, newName);
    }

    /** Equal when centre, sizes and the turn reduced to [0, 360) are equal; the name takes no part. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Ellipse e && cx == e.cx && cy == e.cy && w == e.w && h == e.h
                && Angles.normalizeDegrees(angleDegrees) == Angles.normalizeDegrees(e.angleDegrees);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(new double[] {cx + 0.0, cy + 0.0, w + 0.0, h + 0.0,
            Angles.normalizeDegrees(angleDegrees)});
    }

    @Override
    public String toString() {
        return "Ellipse" + (name == null ? "" : " '" + name + "'") + "[centre (" + Require.num(cx) + ", "
                + Require.num(cy) + "), width " + Require.num(w) + ", height " + Require.num(h)
                + ", angle " + Require.num(angleDegrees) + "°]";
    }
}
