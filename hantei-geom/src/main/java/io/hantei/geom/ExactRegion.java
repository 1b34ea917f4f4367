package io.hantei.geom;

import java.math.BigDecimal;

/**
 * The exact slow path of the fan tests: whether a convex region
 * {@code K = {x : n_i·x >= c_i for every i}} (the half-planes of a fan's wedge and of a box or of
 * a second fan's wedge) meets the disc {@code D1 = D(a1, l1)} and, optionally, a second disc
 * {@code D2 = D(a2, l2)}. Normals n_i are doubles, offsets c_i exact; all arithmetic is
 * {@link BigDecimal}, so the answer is exact for the numbers given.
 *
 * <p>Method (no sampling): {@code Q = K ∩ D2} is convex and compact here, and it meets D1 exactly
 * when the point q of Q nearest to a1 lies within l1. By the optimality conditions q is one of:
 * a1 itself; the projection of a1 onto D2; the projection of a1 onto a line n_i·x = c_i; a point
 * where such a line crosses the circle of D2; a vertex where two lines cross; or a2. Each
 * candidate is tested for membership in Q and for its distance to a1. A candidate that passes is
 * a common point, and q itself is among the candidates, so the answer is exact. The candidates
 * on the circle have coordinates with one square root; signs of {@code P + Q√D} are decided by
 * squaring with the signs of P and Q kept in view.
 */
final class ExactRegion {

    private double[] nx = new double[8];
    private double[] ny = new double[8];
    private BigDecimal[] c = new BigDecimal[8];
    private int m;

    /** Adds the closed half-plane {@code nx*x + ny*y >= offset}. */
    void add(double normalX, double normalY, BigDecimal offset) {
        if (m == nx.length) {
            nx = java.util.Arrays.copyOf(nx, 2 * m);
            ny = java.util.Arrays.copyOf(ny, 2 * m);
            c = java.util.Arrays.copyOf(c, 2 * m);
        }
        nx[m] = normalX;
        ny[m] = normalY;
        c[m] = offset;
        m++;
    }

    /** Adds the half-plane {@code n·(x - apex) >= 0} of a wedge with its apex at (ax, ay). */
    void addThrough(double normalX, double normalY, double ax, double ay) {
        add(normalX, normalY, dot(normalX, normalY, Exact.of(ax), Exact.of(ay)));
    }

    private static BigDecimal dot(double x, double y, BigDecimal px, BigDecimal py) {
        return Exact.of(x).multiply(px).add(Exact.of(y).multiply(py));
    }

    /** Whether K meets D(a1, l1). */
    boolean meetsDisc(double a1x, double a1y, double l1) {
        return meets(a1x, a1y, l1, false, 0, 0, 0);
    }

    /** Whether K meets D(a1, l1) ∩ D(a2, l2). */
    boolean meetsDiscs(double a1x, double a1y, double l1, double a2x, double a2y, double l2) {
        return meets(a1x, a1y, l1, true, a2x, a2y, l2);
    }

    private boolean meets(double a1x, double a1y, double l1, boolean disc2, double a2x, double a2y, double l2) {
        BigDecimal ax = Exact.of(a1x);
        BigDecimal ay = Exact.of(a1y);
        BigDecimal r1 = Exact.of(l1);
        BigDecimal r1sq = r1.multiply(r1);
        BigDecimal bx = Exact.of(a2x);
        BigDecimal by = Exact.of(a2y);
        BigDecimal r2 = Exact.of(l2);
        BigDecimal r2sq = r2.multiply(r2);
        BigDecimal[] enx = new BigDecimal[m];
        BigDecimal[] eny = new BigDecimal[m];
        for (int i = 0; i < m; i++) {
            enx[i] = Exact.of(nx[i]);
            eny[i] = Exact.of(ny[i]);
        }

        // a1 itself
        if (inK(enx, eny, ax, ay, BigDecimal.ONE) && (!disc2 || inDisc(ax, ay, BigDecimal.ONE, bx, by, r2sq))) {
            return true;
        }
        if (disc2) {
            // a2
            if (inK(enx, eny, bx, by, BigDecimal.ONE) && inDisc(bx, by, BigDecimal.ONE, ax, ay, r1sq)) {
                return true;
            }
            // the projection of a1 onto D2: q = a2 + l2 w / |w|, w = a1 - a2
            BigDecimal wx = ax.subtract(bx);
            BigDecimal wy = ay.subtract(by);
            BigDecimal ww = wx.multiply(wx).add(wy.multiply(wy));
            BigDecimal reach = r1.add(r2);
            if (ww.compareTo(r2sq) > 0 && ww.compareTo(reach.multiply(reach)) <= 0) {
                boolean ok = true;
                for (int j = 0; j < m && ok; j++) {
                    // (n·a2 - c)√W + l2 (n·w) >= 0
                    BigDecimal p = r2.multiply(enx[j].multiply(wx).add(eny[j].multiply(wy)));
                    BigDecimal q = enx[j].multiply(bx).add(eny[j].multiply(by)).subtract(c[j]);
                    ok = signSqrt(p, q, ww) >= 0;
                }
                if (ok) {
                    return true;
                }
            }
        }
        for (int i = 0; i < m; i++) {
            BigDecimal n2 = enx[i].multiply(enx[i]).add(eny[i].multiply(eny[i]));
            if (n2.signum() == 0) {
                continue; // 0·x >= c: no line (never built so, but harmless)
            }
            // the projection of a1 onto line i: q = a1 + (g / N) n, g = c - n·a1
            BigDecimal g = c[i].subtract(enx[i].multiply(ax).add(eny[i].multiply(ay)));
            if (g.multiply(g).compareTo(r1sq.multiply(n2)) <= 0) {
                BigDecimal qx = n2.multiply(ax).add(g.multiply(enx[i]));
                BigDecimal qy = n2.multiply(ay).add(g.multiply(eny[i]));
                if (inK(enx, eny, qx, qy, n2) && (!disc2 || inDisc(qx, qy, n2, bx, by, r2sq))) {
                    return true;
                }
            }
            if (disc2 && crossingsWithinReach(enx, eny, i, n2, ax, ay, r1sq, bx, by, r2sq)) {
                return true;
            }
        }
        // vertices of K
        for (int i = 0; i < m; i++) {
            for (int j = i + 1; j < m; j++) {
                BigDecimal det = enx[i].multiply(eny[j]).subtract(eny[i].multiply(enx[j]));
                if (det.signum() == 0) {
                    continue;
                }
                BigDecimal x = c[i].multiply(eny[j]).subtract(c[j].multiply(eny[i]));
                BigDecimal y = enx[i].multiply(c[j]).subtract(enx[j].multiply(c[i]));
                if (det.signum() < 0) {
                    det = det.negate();
                    x = x.negate();
                    y = y.negate();
                }
                if (inK(enx, eny, x, y, det) && inDisc(x, y, det, ax, ay, r1sq)
                        && (!disc2 || inDisc(x, y, det, bx, by, r2sq))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The two points where line i crosses the circle of D2: {@code N x = N a2 + g n ± √Δ t}
     * with {@code g = c - n·a2}, {@code Δ = N l2² - g²}, {@code t = (-n_y, n_x)}.
     */
    private boolean crossingsWithinReach(BigDecimal[] enx, BigDecimal[] eny, int i, BigDecimal n2,
                                         BigDecimal ax, BigDecimal ay, BigDecimal r1sq,
                                         BigDecimal bx, BigDecimal by, BigDecimal r2sq) {
        BigDecimal g = c[i].subtract(enx[i].multiply(bx).add(eny[i].multiply(by)));
        BigDecimal delta = n2.multiply(r2sq).subtract(g.multiply(g));
        if (delta.signum() < 0) {
            return false;
        }
        BigDecimal tx = eny[i].negate();
        BigDecimal ty = enx[i];
        BigDecimal vx = n2.multiply(bx.subtract(ax)).add(g.multiply(enx[i]));
        BigDecimal vy = n2.multiply(by.subtract(ay)).add(g.multiply(eny[i]));
        BigDecimal distP = vx.multiply(vx).add(vy.multiply(vy)).add(delta.multiply(n2))
                .subtract(n2.multiply(n2).multiply(r1sq));
        BigDecimal vt = vx.multiply(tx).add(vy.multiply(ty));
        for (int sigma = -1; sigma <= 1; sigma += 2) {
            BigDecimal sg = BigDecimal.valueOf(sigma);
            if (signSqrt(distP, vt.multiply(sg).multiply(BigDecimal.valueOf(2)), delta) > 0) {
                continue;
            }
            boolean ok = true;
            for (int j = 0; j < m && ok; j++) {
                if (j == i) {
                    continue;
                }
                // N (n_j·x - c_j) = N (n_j·a2 - c_j) + g (n_j·n_i) + σ√Δ (n_j·t)
                BigDecimal p = n2.multiply(enx[j].multiply(bx).add(eny[j].multiply(by)).subtract(c[j]))
                        .add(g.multiply(enx[j].multiply(enx[i]).add(eny[j].multiply(eny[i]))));
                BigDecimal q = sg.multiply(enx[j].multiply(tx).add(eny[j].multiply(ty)));
                ok = signSqrt(p, q, delta) >= 0;
            }
            if (ok) {
                return true;
            }
        }
        return false;
    }

    /** Whether the point (x/z, y/z), z > 0, satisfies every half-plane. */
    private boolean inK(BigDecimal[] enx, BigDecimal[] eny, BigDecimal x, BigDecimal y, BigDecimal z) {
        for (int i = 0; i < m; i++) {
            if (enx[i].multiply(x).add(eny[i].multiply(y)).compareTo(c[i].multiply(z)) < 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether (x/z, y/z), z > 0, lies within the disc of centre (cx, cy) and squared radius rsq. */
    private static boolean inDisc(BigDecimal x, BigDecimal y, BigDecimal z, BigDecimal cx, BigDecimal cy, BigDecimal rsq) {
        BigDecimal dx = x.subtract(cx.multiply(z));
        BigDecimal dy = y.subtract(cy.multiply(z));
        return dx.multiply(dx).add(dy.multiply(dy)).compareTo(rsq.multiply(z).multiply(z)) <= 0;
    }

    /** The sign of {@code p + q √d} for d >= 0, exactly. */
    static int signSqrt(BigDecimal p, BigDecimal q, BigDecimal d) {
        int sp = p.signum();
        int sq = d.signum() == 0 ? 0 : q.signum();
        if (sq == 0) {
            return sp;
        }
        if (sp == 0 || sp == sq) {
            return sq;
        }
        int cmp = p.multiply(p).compareTo(q.multiply(q).multiply(d));
        return cmp > 0 ? sp : cmp < 0 ? sq : 0;
    }
}
