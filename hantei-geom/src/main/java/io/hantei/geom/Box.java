package io.hantei.geom;

import java.math.BigDecimal;

/**
 * A {@link Rect} or a {@link RotatedRect} seen the same way by the cross-shape tests: the closed
 * region {@code |e1·(p - q)| <= h1} and {@code |e2·(p - q)| <= h2} with {@code e1 = (c, s)},
 * {@code e2 = (-s, c)} (docs/geometry.md §7, §8).
 *
 * <p>This is exactly the region the shapes' own {@code contains} decides. For a rotated
 * rectangle c and s are its rounded cosine and sine, so {@code k² = c² + s²} is 1 only up to an
 * ulp; the region is then a true rectangle, turned by atan2(s, c), with half sizes h/k. Every
 * exact test below multiplies by k² instead of dividing. A rotated rectangle turned by a multiple
 * of 90° is its axis-aligned {@link Rect}, whose edges are the exact sums hi + lo.
 *
 * <p>The double fields are the fast path's view: each value comes with a magnitude (the same
 * expression evaluated on absolute values) from which {@link Fast} bounds its rounding error.
 */
final class Box {

    // fast view: value and magnitude
    final double qx;
    final double qxm;
    final double qy;
    final double qym;
    final double c;
    final double s;
    final double h1;
    final double h1m;
    final double h2;
    final double h2m;
    /** Whether every number fits the fast path's range (see {@link Fast#fits}). */
    final boolean fast;
    /** The normals of the four edge lines: e1, -e1, e2, -e2. */
    final double[] lx;
    final double[] ly;

    // exact view, built on demand
    private final Rect rect;
    private final RotatedRect rotated;

    private Box(Rect r) {
        this.rect = r;
        this.rotated = null;
        double l = r.left();
        double rr = r.right();
        double t = r.top();
        double b = r.bottom();
        this.qx = 0.5 * l + 0.5 * rr;
        this.qxm = 0.5 * (Math.abs(l) + Math.abs(rr));
        this.qy = 0.5 * t + 0.5 * b;
        this.qym = 0.5 * (Math.abs(t) + Math.abs(b));
        this.c = 1;
        this.s = 0;
        this.h1 = 0.5 * rr - 0.5 * l;
        this.h1m = qxm;
        this.h2 = 0.5 * b - 0.5 * t;
        this.h2m = qym;
        this.fast = Fast.fits(l) && Fast.fits(rr) && Fast.fits(t) && Fast.fits(b);
        this.lx = new double[] {c, -c, -s, s};
        this.ly = new double[] {s, -s, c, -c};
    }

    private Box(RotatedRect r) {
        this.rect = null;
        this.rotated = r;
        this.qx = r.centerX();
        this.qxm = Math.abs(qx);
        this.qy = r.centerY();
        this.qym = Math.abs(qy);
        this.c = r.cos();
        this.s = r.sin();
        this.h1 = r.width() * 0.5;
        this.h1m = h1;
        this.h2 = r.height() * 0.5;
        this.h2m = h2;
        this.fast = Fast.fits(qx) && Fast.fits(qy) && Fast.fits(c) && Fast.fits(s)
                && Fast.fits(r.width()) && Fast.fits(r.height());
        this.lx = new double[] {c, -c, -s, s};
        this.ly = new double[] {s, -s, c, -c};
    }

    static Box of(Rect r) {
        return new Box(r);
    }

    /** The box of a rotated rectangle; a turn by a multiple of 90° gives its axis-aligned Rect. */
    static Box of(RotatedRect r) {
        Rect aligned = r.axisAlignedOrNull();
        return aligned != null ? aligned.box() : new Box(r);
    }

    /** k² = c² + s² in doubles, with its magnitude equal to itself. */
    double k2() {
        return c * c + s * s;
    }

    /**
     * The four corners in doubles, in order around the box: a {@link Rect}'s are its edges' rounded
     * values, a turned box's are rounded from its centre, cosine, sine and half sizes.
     */
    double[][] corners() {
        if (rect != null) {
            double l = rect.left();
            double r = rect.right();
            double t = rect.top();
            double b = rect.bottom();
            return new double[][] {{l, r, r, l}, {t, t, b, b}};
        }
        double[] xs = new double[4];
        double[] ys = new double[4];
        double[] us = {-h1, h1, h1, -h1};
        double[] vs = {-h2, -h2, h2, h2};
        for (int i = 0; i < 4; i++) {
            xs[i] = qx + c * us[i] - s * vs[i];
            ys[i] = qy + s * us[i] + c * vs[i];
        }
        return new double[][] {xs, ys};
    }

    /** Whether this is a {@link Rect} whose edges are doubles exactly: its corners are then exact. */
    boolean hasDoubleEdges() {
        return rect != null && rect.leftLo() == 0 && rect.rightLo() == 0 && rect.topLo() == 0 && rect.bottomLo() == 0;
    }

    /**
     * A point in doubles that may lie in the box: the top-left corner of a Rect with double edges,
     * else the centre (a turned box's centre is a double of it; a Rect's rounded centre lies in it
     * unless it is narrower than a few ulps, where {@link #exactCorner} stands in).
     */
    double[] point() {
        return hasDoubleEdges() ? new double[] {rect.left(), rect.top()} : new double[] {qx, qy};
    }

    /** A Rect's top-left corner exactly, its true edges summed (they need not be doubles). */
    BigDecimal[] exactCorner() {
        return new BigDecimal[] {
            new BigDecimal(rect.left()).add(new BigDecimal(rect.leftLo())),
            new BigDecimal(rect.top()).add(new BigDecimal(rect.topLo()))
        };
    }

    // ---- exact view ----

    BigDecimal exactQx() {
        if (rect != null) {
            return exactEdge(rect.left(), rect.leftLo()).add(exactEdge(rect.right(), rect.rightLo())).multiply(HALF);
        }
        return Exact.of(qx);
    }

    BigDecimal exactQy() {
        if (rect != null) {
            return exactEdge(rect.top(), rect.topLo()).add(exactEdge(rect.bottom(), rect.bottomLo())).multiply(HALF);
        }
        return Exact.of(qy);
    }

    BigDecimal exactH1() {
        if (rect != null) {
            return exactEdge(rect.right(), rect.rightLo()).subtract(exactEdge(rect.left(), rect.leftLo())).multiply(HALF);
        }
        return Exact.of(rotated.width()).multiply(HALF);
    }

    BigDecimal exactH2() {
        if (rect != null) {
            return exactEdge(rect.bottom(), rect.bottomLo()).subtract(exactEdge(rect.top(), rect.topLo())).multiply(HALF);
        }
        return Exact.of(rotated.height()).multiply(HALF);
    }

    static final BigDecimal HALF = BigDecimal.valueOf(5, 1);

    private static BigDecimal exactEdge(double hi, double lo) {
        return lo == 0 ? Exact.of(hi) : Exact.of(hi).add(Exact.of(lo));
    }

    /**
     * Adds the four closed half-planes of this box to an exact region: {@code σe·x >= σe·q - h}
     * for σ = ±1 and e = e1 (half size h1), e2 (half size h2).
     */
    void addTo(ExactRegion region) {
        BigDecimal eqx = exactQx();
        BigDecimal eqy = exactQy();
        BigDecimal eh1 = exactH1();
        BigDecimal eh2 = exactH2();
        BigDecimal e1q = Exact.of(c).multiply(eqx).add(Exact.of(s).multiply(eqy));
        BigDecimal e2q = Exact.of(-s).multiply(eqx).add(Exact.of(c).multiply(eqy));
        region.add(c, s, e1q.subtract(eh1));
        region.add(-c, -s, e1q.negate().subtract(eh1));
        region.add(-s, c, e2q.subtract(eh2));
        region.add(s, -c, e2q.negate().subtract(eh2));
    }
}
