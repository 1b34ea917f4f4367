package io.hantei.geom;

import java.math.BigDecimal;

/**
 * The closed ellipse inscribed in a box {@code w} wide and {@code h} high, centred on
 * {@code (cx, cy)} and turned about its centre by {@code angleDegrees}, clockwise on a y-down
 * screen: in its own frame ({@code u = c·dx + s·dy}, {@code v = c·dy - s·dx}, as
 * {@link RotatedRect}) the points with {@code (2u/w)² + (2v/h)² <= 1} (docs/geometry.md §21).
 *
 * <p>Exact for the doubles given when the turn is a multiple of 90°; otherwise exact against
 * the cosine and sine rounded to doubles (§4). A zero width or height is the segment of the
 * zero-width {@link RotatedRect} of the same numbers; both zero, the centre alone.
 */
public final class Ellipse extends PreparedShape implements Shape {

    static final String KIND = "ellipse";
    /** Sizes in this range keep every quantity of the fast test normal and finite (docs/geometry.md §21). */
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
        super(ShapeKind.ELLIPSE, name);
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
     * The closed ellipse inscribed in a box {@code w} wide and {@code h} high centred on
     * {@code (cx, cy)}, turned about its centre by {@code angleDegrees}.
     *
     * @param cx the centre's x, in pixels
     * @param cy the centre's y, in pixels (y grows down)
     * @param w the width of the box before the turn (the u axis), in pixels, {@code >= 0}
     * @param h the height of the box before the turn (the v axis), in pixels, {@code >= 0}
     * @param angleDegrees the turn, in degrees, clockwise on screen; any finite value (450 is 90)
     * @return the ellipse
     * @throws IllegalArgumentException if a coordinate or the angle is NaN or infinite, or w or h
     *         is negative, NaN or infinite ({@code ellipse: width must be >= 0 but was -1.0})
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
     * circle ({@code cu = 2c/w}, ... prepared once). NaN and infinite coordinates make the gap NaN
     * or infinite, which is never decided; the exact path reports them.
     */
    @Override
    long fastBit(double x, double y) {
        // docs/geometry.md §21 argues the bands, at multiples of 90° and at other turns. The
        // branch on the turn is the same for every point of a shape, so the processor predicts it;
        // the fused multiply-adds save instructions and round no worse than what they stand for.
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
     * The width of the box the ellipse is inscribed in, before the turn (its u axis).
     *
     * @return w as given, in pixels, {@code >= 0}
     */
    public double width() {
        return w;
    }

    /**
     * The height of the box the ellipse is inscribed in, before the turn (its v axis).
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

    /**
     * The centre as a point.
     *
     * @return {@code (cx, cy)}
     */
    public Vec2 center() {
        return new Vec2(cx, cy);
    }

    /** Made on first use (immutable, so a race only makes it twice). */
    private Rect bounds;

    /**
     * The box of the ellipse (docs/geometry.md §12, §21): at a multiple of 90° the box it is
     * inscribed in, exactly (when the halves of its sizes are exact), at another turn its
     * computed extents widened for their rounding.
     *
     * @return a box that encloses every point the ellipse contains
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
        // off the right angles: the half extents sqrt((w/2·c)² + (h/2·s)²) and
        // sqrt((w/2·s)² + (h/2·c)²), widened by 2^-46 of themselves for their rounding and that of
        // c and s, then by Bounds (docs/geometry.md §21)
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

    /**
     * Equal when the other is an {@code Ellipse} with the same centre, sizes and turn reduced to
     * [0, 360); the name takes no part.
     *
     * @param o the other object
     * @return true when o is the same ellipse
     */
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
