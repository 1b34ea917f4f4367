package io.hantei.geom;

import java.math.BigDecimal;

/**
 * The floating-point fast path of the cross-shape tests, with a proven error bound.
 *
 * <p>Every quantity is a polynomial in the shapes' doubles, computed twice: its value, and its
 * magnitude {@code m} (the same expression on absolute values, subtraction turned to addition).
 * For a straight-line program of {@code k} additions and multiplications without overflow or
 * underflow the computed value is within {@code γ_k·m} of the exact one (Higham, Accuracy and
 * Stability of Numerical Algorithms, §3.1), with {@code γ_k ≈ k·1.1e-16}. The programs here are
 * well under 40 operations deep, so a sign is trusted when {@code |value| > 1e-13·m}; otherwise the
 * answer is {@link #UNSURE} and the caller takes the exact {@link BigDecimal} path. A magnitude of
 * exactly 0 means every term is exactly 0.
 *
 * <p>Every direction here is a unit vector rounded by {@link Angles} (a turned box's cosine and
 * sine, a fan's rays and middle): both parts within 1 ulp (1 ± 2^-52) of the cosine and sine of
 * one double, so its squared length, {@code k = c² + s²} or {@code N = |n|²}, is 1 within
 * {@code 2^-51 + 2^-104}. The exact predicates keep k and N (the shapes are exact against the
 * rounded vectors, docs/geometry.md §4); the filter leaves them out. A term {@code t·k} computed
 * as {@code t} is {@code t·k·(1 + η)}, {@code |η| < 5u} (u = 2^-53): five more roundings, so with
 * j such factors (at most four) on a path the value stays within {@code γ_(k+5j)·m}, far under
 * 1e-13·m. A factor of k or N is never 0, so a magnitude of 0 still means that every exact term
 * is 0.
 *
 * <p>Over- and underflow are ruled out by {@link #fits}: the fast path runs only when every
 * nonzero input lies in [2^-80, 2^80] (about 8e-25 to 1.2e24), so no product of the degrees used
 * here (at most 4 in lengths, times a few unit vectors) leaves the normal range.
 */
final class Fast {

    /** A sign the fast path cannot vouch for. Not -1, 0 or 1. */
    static final int UNSURE = 2;
    private static final double ERR = 1e-13;
    private static final double MIN = 0x1p-80;
    private static final double MAX = 0x1p80;

    private Fast() {
    }

    /** Whether the number is 0 or within [2^-80, 2^80] in magnitude. */
    static boolean fits(double v) {
        double a = Math.abs(v);
        return a == 0 || (a >= MIN && a <= MAX);
    }

    /**
     * A test hook, null in use: when set, it sees every value, magnitude and verdict of
     * {@link #sgn}. It exists for FastBoundsSpec, which replays each predicate in exact arithmetic
     * and checks every pair against the bound above (docs/geometry.md §5). Only the cross-shape
     * tests reach sgn, never a point test, so the cost in use is one field read per sign.
     */
    interface Probe {
        void judged(double v, double m, int sign);
    }

    static Probe probe;

    /** The sign of a value whose magnitude is m, or UNSURE. */
    static int sgn(double v, double m) {
        int sign = judge(v, m);
        Probe p = probe;
        if (p != null) {
            p.judged(v, m, sign);
        }
        return sign;
    }

    private static int judge(double v, double m) {
        if (m == 0) {
            return v == 0 ? 0 : UNSURE;
        }
        double e = ERR * m;
        if (v > e) {
            return 1;
        }
        if (v < -e) {
            return -1;
        }
        return UNSURE;
    }

    /** The product of two signs; 0 wins over UNSURE (a factor known to be exactly 0). */
    static int mul(int a, int b) {
        if (a == 0 || b == 0) {
            return 0;
        }
        if (a == UNSURE || b == UNSURE) {
            return UNSURE;
        }
        return a * b;
    }

    /** The exact sign of {@code a*b + c*d} for finite doubles. */
    static int sign2(double a, double b, double c, double d) {
        double p = a * b;
        double r = -(c * d);
        // rounding is monotone and symmetric: p > r implies a*b > -c*d exactly
        if (p > r) {
            return 1;
        }
        if (p < r) {
            return -1;
        }
        if (Math.abs(p) >= 0x1p-900 && Double.isFinite(p)) {
            double e1 = Math.fma(a, b, -p);        // exact residuals of the two products
            double e2 = Math.fma(c, d, r);         // c*d - (c*d rounded) = c*d + r
            return (int) Math.signum(e1 + e2);     // the rounded sum has the exact sign
        }
        return Exact.of(a).multiply(Exact.of(b)).add(Exact.of(c).multiply(Exact.of(d))).signum();
    }

    /**
     * The sign of {@code p + q√d} where the exact d is known to be >= 0 (a sum of squares or a
     * discriminant already checked), from values and magnitudes; UNSURE if it cannot be vouched for.
     */
    static int signSqrt(double pv, double pm, double qv, double qm, double dv, double dm) {
        int sd = sgn(dv, dm);
        int sp = sgn(pv, pm);
        if (sd == 0) {
            return sp;
        }
        if (sd != 1) {
            return UNSURE;
        }
        int sq = sgn(qv, qm);
        if (sq == 0) {
            return sp;
        }
        if (sq == UNSURE || sp == UNSURE) {
            return UNSURE;
        }
        if (sp == 0 || sp == sq) {
            return sq;
        }
        int se = sgn(pv * pv - qv * qv * dv, pm * pm + qm * qm * dm);
        if (se == UNSURE) {
            return UNSURE;
        }
        return se > 0 ? sp : se < 0 ? sq : 0;
    }

    /** A candidate's state after a requirement {@code sign >= 0}: 1 holds so far, 0 fails, UNSURE. */
    static int atLeast(int state, int sign) {
        if (state == 0 || sign == -1) {
            return 0;
        }
        return sign == UNSURE ? UNSURE : state;
    }

    /** A candidate's state after a requirement {@code sign <= 0}. */
    static int atMost(int state, int sign) {
        if (state == 0 || sign == 1) {
            return 0;
        }
        return sign == UNSURE ? UNSURE : state;
    }

    // ---- disc and box, box and box, disc and disc ----

    /** Whether two discs meet: 1, 0 or UNSURE. */
    static int discDisc(double ax, double ay, double ra, double bx, double by, double rb) {
        double dx = ax - bx;
        double dxm = Math.abs(ax) + Math.abs(bx);
        double dy = ay - by;
        double dym = Math.abs(ay) + Math.abs(by);
        double reach = ra + rb;
        int s = sgn(dx * dx + dy * dy - reach * reach, dxm * dxm + dym * dym + reach * reach);
        return s == UNSURE ? UNSURE : s <= 0 ? 1 : 0;
    }

    /**
     * Whether the disc D(p, r) meets the box: in the box's frame {@code u = e1·(p - q)},
     * {@code v = e2·(p - q)}, the gaps past the half sizes are {@code du = max(|u| - h1, 0)} and
     * dv, and the squared distance is {@code (du² + dv²) / k²}, taken here as {@code du² + dv²}
     * (k = 1, see the class comment).
     */
    static int discBox(double px, double py, double r, Box b) {
        double dx = px - b.qx;
        double dxm = Math.abs(px) + b.qxm;
        double dy = py - b.qy;
        double dym = Math.abs(py) + b.qym;
        double ac = Math.abs(b.c);
        double as = Math.abs(b.s);
        double u = b.c * dx + b.s * dy;
        double um = ac * dxm + as * dym;
        double v = b.c * dy - b.s * dx;
        double vm = ac * dym + as * dxm;
        double du = Math.max(Math.abs(u) - b.h1, 0);
        double dum = um + b.h1m;
        double dv = Math.max(Math.abs(v) - b.h2, 0);
        double dvm = vm + b.h2m;
        double rr = r * r;
        int s = sgn(du * du + dv * dv - rr, dum * dum + dvm * dvm + rr);
        return s == UNSURE ? UNSURE : s <= 0 ? 1 : 0;
    }

    /**
     * Separating axes for two boxes: on an axis n the boxes are apart when
     * {@code |n·(qa - qb)| > ρa + ρb} with {@code ρ = (h1|n·e1| + h2|n·e2|) / k²}; multiplied by
     * ka²·kb², then each k² taken as 1 (see the class comment). The four axes e1, e2 of both
     * boxes are enough for two rectangles (and for segments and points, their degenerate forms).
     */
    static int boxBox(Box a, Box b) {
        double dx = a.qx - b.qx;
        double dxm = a.qxm + b.qxm;
        double dy = a.qy - b.qy;
        double dym = a.qym + b.qym;
        boolean unsure = false;
        for (int axis = 0; axis < 4; axis++) {
            Box owner = axis < 2 ? a : b;
            double nx = (axis & 1) == 0 ? owner.c : -owner.s;
            double ny = (axis & 1) == 0 ? owner.s : owner.c;
            double anx = Math.abs(nx);
            double any = Math.abs(ny);
            double gap = Math.abs(nx * dx + ny * dy);
            double gapm = anx * dxm + any * dym;
            double ra = a.h1 * Math.abs(nx * a.c + ny * a.s) + a.h2 * Math.abs(ny * a.c - nx * a.s);
            double ram = a.h1m * (anx * Math.abs(a.c) + any * Math.abs(a.s))
                    + a.h2m * (any * Math.abs(a.c) + anx * Math.abs(a.s));
            double rb = b.h1 * Math.abs(nx * b.c + ny * b.s) + b.h2 * Math.abs(ny * b.c - nx * b.s);
            double rbm = b.h1m * (anx * Math.abs(b.c) + any * Math.abs(b.s))
                    + b.h2m * (any * Math.abs(b.c) + anx * Math.abs(b.s));
            int s = sgn(gap - ra - rb, gapm + ram + rbm);
            if (s == 1) {
                return 0;
            }
            unsure |= s == UNSURE;
        }
        return unsure ? UNSURE : 1;
    }

    // ---- a convex piece of a fan against a box ----

    /** f_j(a) = n_j·(a - q) + h_j for box line j (n = e1, -e1, e2, -e2), from fe1 = e1·(a - q), fe2 = e2·(a - q). */
    private static double boxF(int j, double fe1, double fe2, Box b) {
        switch (j) {
            case 0: return fe1 + b.h1;
            case 1: return b.h1 - fe1;
            case 2: return fe2 + b.h2;
            default: return b.h2 - fe2;
        }
    }

    private static double boxFm(int j, double fe1m, double fe2m, Box b) {
        return j < 2 ? fe1m + b.h1m : fe2m + b.h2m;
    }

    /** n·w. */
    private static double dot(double nx, double ny, double wx, double wy) {
        return nx * wx + ny * wy;
    }

    /** The magnitude of n·w: |n_x|·|w_x| + |n_y|·|w_y| with the magnitudes of w. */
    private static double dotM(double nx, double ny, double wxm, double wym) {
        return Math.abs(nx) * wxm + Math.abs(ny) * wym;
    }


    /**
     * Whether the piece {@code D(a, len) ∩ wedge} meets the box: 1, 0 or UNSURE. The same
     * candidates as {@link ExactRegion} (see there for why they suffice), written so that no
     * sign that is zero by construction is ever evaluated: the apex candidate skips the wedge's
     * own lines, a box corner skips the box's lines, a point on a box line skips the opposite one
     * (which holds there by 2h >= 0).
     */
    static int wedgeBox(double ax, double ay, double len, Wedge w, Box b) {
        double c = b.c;
        double s = b.s;
        double ac = Math.abs(c);
        double as = Math.abs(s);
        double dx = ax - b.qx;
        double dxm = Math.abs(ax) + b.qxm;
        double dy = ay - b.qy;
        double dym = Math.abs(ay) + b.qym;
        double fe1 = c * dx + s * dy;
        double fe1m = ac * dxm + as * dym;
        double fe2 = c * dy - s * dx;
        double fe2m = ac * dym + as * dxm;
        // box line j: n_j·(p - q) + h_j >= 0 with n = e1, -e1, e2, -e2
        double[] lx = b.lx;
        double[] ly = b.ly;
        double l2 = len * len;
        boolean unsure = false;

        // the apex
        int st = 1;
        for (int j = 0; j < 4; j++) {
            st = atLeast(st, sgn(boxF(j, fe1, fe2, b), boxFm(j, fe1m, fe2m, b)));
        }
        if (st == 1) {
            return 1;
        }
        unsure |= st == UNSURE;

        // the apex projected onto a box line: q = a + (g / k²) n_j, g = -f_j(a); k = 1 below
        for (int j = 0; j < 4; j++) {
            double g = -boxF(j, fe1, fe2, b);
            double gm = boxFm(j, fe1m, fe2m, b);
            int sg = sgn(g, gm);
            if (sg == -1 || sg == 0) {
                continue; // the apex is on the inner side of this line: not the nearest point
            }
            st = atLeast(1, sgn(l2 - g * g, l2 + gm * gm));
            for (int i = 0; i < w.m && st != 0; i++) {
                st = atLeast(st, mul(sg, sign2(w.nx[i], lx[j], w.ny[i], ly[j])));
            }
            for (int k = j < 2 ? 2 : 0, end = k + 2; k < end; k++) {
                st = atLeast(st, sgn(boxF(k, fe1, fe2, b), boxFm(k, fe1m, fe2m, b)));
            }
            if (st == 1) {
                return 1;
            }
            unsure |= st == UNSURE;
        }

        // where a wedge line meets a box line: p = a + (h / det) t_i, t_i = (-n_iy, n_ix), h = -f_j(a)
        for (int i = 0; i < w.m; i++) {
            double nix = w.nx[i];
            double niy = w.ny[i];
            for (int j = 0; j < 4; j++) {
                int sd = sign2(nix, ly[j], -niy, lx[j]);
                if (sd == 0) {
                    continue;
                }
                double det = nix * ly[j] - niy * lx[j];
                double detm = Math.abs(nix * ly[j]) + Math.abs(niy * lx[j]);
                double h = -boxF(j, fe1, fe2, b);
                double hm = boxFm(j, fe1m, fe2m, b);
                st = atLeast(1, sgn(l2 * det * det - h * h, l2 * detm * detm + hm * hm)); // |h t_i / det|² <= l², N = 1
                int sh = mul(sgn(h, hm), sd);
                for (int k = 0; k < w.m && st != 0; k++) {
                    if (k != i) {
                        st = atLeast(st, mul(sh, sign2(nix, w.ny[k], -niy, w.nx[k])));
                    }
                }
                double adet = Math.abs(det);
                for (int k = j < 2 ? 2 : 0, end = k + 2; k < end && st != 0; k++) {
                    double nkt = nix * ly[k] - niy * lx[k];
                    double nktm = Math.abs(nix * ly[k]) + Math.abs(niy * lx[k]);
                    st = atLeast(st, sgn(adet * boxF(k, fe1, fe2, b) + sd * h * nkt, detm * boxFm(k, fe1m, fe2m, b) + hm * nktm));
                }
                if (st == 1) {
                    return 1;
                }
                unsure |= st == UNSURE;
            }
        }

        // the corners: W = k²(corner - a) = -k²(a - q) + σ1 h1 e1 + σ2 h2 e2, with k = 1
        for (int corner = 0; corner < 4; corner++) {
            double s1 = (corner & 1) == 0 ? 1 : -1;
            double s2 = (corner & 2) == 0 ? 1 : -1;
            double wx = -dx + s1 * b.h1 * c - s2 * b.h2 * s;
            double wxm = dxm + b.h1m * ac + b.h2m * as;
            double wy = -dy + s1 * b.h1 * s + s2 * b.h2 * c;
            double wym = dym + b.h1m * as + b.h2m * ac;
            st = atLeast(1, sgn(l2 - (wx * wx + wy * wy), l2 + wxm * wxm + wym * wym));
            for (int i = 0; i < w.m && st != 0; i++) {
                st = atLeast(st, sgn(w.nx[i] * wx + w.ny[i] * wy, Math.abs(w.nx[i]) * wxm + Math.abs(w.ny[i]) * wym));
            }
            if (st == 1) {
                return 1;
            }
            unsure |= st == UNSURE;
        }
        return unsure ? UNSURE : 0;
    }

    // ---- a convex piece of a fan against a disc, or against a convex piece of another fan ----

    /**
     * Whether {@code D(a, l1) ∩ w1} meets {@code D(b, l2) ∩ w2} ({@code w2} null: the whole disc):
     * 1, 0 or UNSURE. Lines of w1 pass through a, lines of w2 through b; the candidates are those of
     * {@link ExactRegion}, with every sign that is zero by construction left out.
     */
    static int wedgeDisc(double ax, double ay, double l1, Wedge w1, double bx, double by, double l2, Wedge w2) {
        int m1 = w1.m;
        int m2 = w2 == null ? 0 : w2.m;
        double[] n1x = w1.nx;
        double[] n1y = w1.ny;
        double[] n2x = w2 == null ? null : w2.nx;
        double[] n2y = w2 == null ? null : w2.ny;
        double wx = ax - bx;
        double wxm = Math.abs(ax) + Math.abs(bx);
        double wy = ay - by;
        double wym = Math.abs(ay) + Math.abs(by);
        double ww = wx * wx + wy * wy;
        double wwm = wxm * wxm + wym * wym;
        double l1s = l1 * l1;
        double l2s = l2 * l2;
        boolean unsure = false;
        int st;

        // a, the apex of the first piece
        st = atLeast(1, sgn(l2s - ww, l2s + wwm));
        for (int j = 0; j < m2 && st != 0; j++) {
            st = atLeast(st, sgn(dot(n2x[j], n2y[j], wx, wy), dotM(n2x[j], n2y[j], wxm, wym)));
        }
        if (st == 1) {
            return 1;
        }
        unsure |= st == UNSURE;

        // b, the centre of the second disc
        st = atLeast(1, sgn(l1s - ww, l1s + wwm));
        for (int i = 0; i < m1 && st != 0; i++) {
            st = atLeast(st, sgn(-dot(n1x[i], n1y[i], wx, wy), dotM(n1x[i], n1y[i], wxm, wym)));
        }
        if (st == 1) {
            return 1;
        }
        unsure |= st == UNSURE;

        // a projected onto the second disc: q = b + l2 w/|w| (when a lies outside it)
        int outside = sgn(ww - l2s, wwm + l2s);
        if (outside != -1 && outside != 0) {
            st = outside == 1 ? 1 : UNSURE;
            if (outside == 1) {
                double reach = l1 + l2;
                st = atLeast(st, sgn(reach * reach - ww, reach * reach + wwm));
                for (int i = 0; i < m1 && st != 0; i++) {
                    st = atLeast(st, sgn(-dot(n1x[i], n1y[i], wx, wy), dotM(n1x[i], n1y[i], wxm, wym)));
                }
            }
            if (l2 > 0) {
                for (int j = 0; j < m2 && st != 0; j++) {
                    st = atLeast(st, sgn(dot(n2x[j], n2y[j], wx, wy), dotM(n2x[j], n2y[j], wxm, wym)));
                }
            }
            if (st == 1) {
                return 1;
            }
            unsure |= st == UNSURE;
        }

        // a projected onto a line of w2: q = a + (g / N) n_j, g = -n_j·w; N = |n_j|² = 1 below
        for (int j = 0; j < m2; j++) {
            double g = -dot(n2x[j], n2y[j], wx, wy);
            double gm = dotM(n2x[j], n2y[j], wxm, wym);
            int sg = sgn(g, gm);
            if (sg == -1 || sg == 0) {
                continue;
            }
            st = atLeast(1, sgn(l1s - g * g, l1s + gm * gm));
            for (int i = 0; i < m1 && st != 0; i++) {
                st = atLeast(st, mul(sg, sign2(n1x[i], n2x[j], n1y[i], n2y[j])));
            }
            for (int k = 0; k < m2 && st != 0; k++) {
                if (k == j || sign2(n2x[j], n2y[k], -n2y[j], n2x[k]) == 0) {
                    continue; // parallel lines through b hold on line j
                }
                double nkn = n2x[k] * n2x[j] + n2y[k] * n2y[j];
                double nknm = Math.abs(n2x[k] * n2x[j]) + Math.abs(n2y[k] * n2y[j]);
                st = atLeast(st, sgn(dot(n2x[k], n2y[k], wx, wy) - dot(n2x[j], n2y[j], wx, wy) * nkn, dotM(n2x[k], n2y[k], wxm, wym) + dotM(n2x[j], n2y[j], wxm, wym) * nknm));
            }
            double tw = n2x[j] * wy - n2y[j] * wx;
            double twm = Math.abs(n2x[j]) * wym + Math.abs(n2y[j]) * wxm;
            st = atLeast(st, sgn(l2s - tw * tw, l2s + twm * twm));
            if (st == 1) {
                return 1;
            }
            unsure |= st == UNSURE;
        }

        // where a line of w1 crosses the second circle: N(x - a) = (σ√Δ - τ) t_i, Δ = N l2² - g²,
        // g = n_i·w, τ = t_i·w; N = |n_i|² = 1 below
        for (int i = 0; i < m1; i++) {
            double g = dot(n1x[i], n1y[i], wx, wy);
            double gm = dotM(n1x[i], n1y[i], wxm, wym);
            double delta = l2s - g * g;
            double deltam = l2s + gm * gm;
            int sdelta = sgn(delta, deltam);
            if (sdelta == -1) {
                continue;
            }
            if (sdelta == UNSURE) {
                unsure = true;
                continue;
            }
            double tau = n1x[i] * wy - n1y[i] * wx;
            double taum = Math.abs(n1x[i]) * wym + Math.abs(n1y[i]) * wxm;
            for (int sigma = -1; sigma <= 1; sigma += 2) {
                st = atMost(1, signSqrt(tau * tau + delta - l1s, taum * taum + deltam + l1s,
                        -2 * sigma * tau, 2 * taum, delta, deltam));
                for (int k = 0; k < m1 && st != 0; k++) {
                    int sk = k == i ? 0 : sign2(n1x[i], n1y[k], -n1y[i], n1x[k]);
                    if (sk != 0) {
                        st = atLeast(st, mul(signSqrt(-tau, taum, sigma, 1, delta, deltam), sk));
                    }
                }
                for (int k = 0; k < m2 && st != 0; k++) {
                    double nkn = n2x[k] * n1x[i] + n2y[k] * n1y[i];
                    double nknm = Math.abs(n2x[k] * n1x[i]) + Math.abs(n2y[k] * n1y[i]);
                    boolean zeroT = sign2(n1x[i], n2y[k], -n1y[i], n2x[k]) == 0;
                    double nkt = zeroT ? 0 : n1x[i] * n2y[k] - n1y[i] * n2x[k];
                    double nktm = zeroT ? 0 : Math.abs(n1x[i] * n2y[k]) + Math.abs(n1y[i] * n2x[k]);
                    st = atLeast(st, signSqrt(g * nkn, gm * nknm, sigma * nkt, nktm, delta, deltam));
                }
                if (st == 1) {
                    return 1;
                }
                unsure |= st == UNSURE;
            }
        }

        // where a line of w2 crosses the second circle (the tips of the second fan's rays):
        // N x = N b ± √Δ t_j with Δ = N l2²; N = |n_j|² = 1 below
        if (l2 > 0) {
            for (int j = 0; j < m2; j++) {
                double tw = n2x[j] * wy - n2y[j] * wx;
                double twm = Math.abs(n2x[j]) * wym + Math.abs(n2y[j]) * wxm;
                for (int sigma = -1; sigma <= 1; sigma += 2) {
                    st = atMost(1, signSqrt(ww + l2s - l1s, wwm + l2s + l1s,
                            -2 * sigma * tw, 2 * twm, l2s, l2s));
                    for (int k = 0; k < m2 && st != 0; k++) {
                        if (k != j) {
                            st = atLeast(st, mul(sigma, sign2(n2x[j], n2y[k], -n2y[j], n2x[k])));
                        }
                    }
                    for (int i = 0; i < m1 && st != 0; i++) {
                        boolean zeroT = sign2(n2x[j], n1y[i], -n2y[j], n1x[i]) == 0;
                        double nit = zeroT ? 0 : n2x[j] * n1y[i] - n2y[j] * n1x[i];
                        double nitm = zeroT ? 0 : Math.abs(n2x[j] * n1y[i]) + Math.abs(n2y[j] * n1x[i]);
                        st = atLeast(st, signSqrt(-dot(n1x[i], n1y[i], wx, wy), dotM(n1x[i], n1y[i], wxm, wym), sigma * nit, nitm, l2s, l2s));
                    }
                    if (st == 1) {
                        return 1;
                    }
                    unsure |= st == UNSURE;
                }
            }
        }

        // where a line of w1 meets a line of w2: x = a + (h / det) t_i, h = -n_j·w; N = |n_i|² = 1 below
        for (int i = 0; i < m1; i++) {
            double nix = n1x[i];
            double niy = n1y[i];
            for (int j = 0; j < m2; j++) {
                int sd = sign2(nix, n2y[j], -niy, n2x[j]);
                if (sd == 0) {
                    continue;
                }
                double det = nix * n2y[j] - niy * n2x[j];
                double detm = Math.abs(nix * n2y[j]) + Math.abs(niy * n2x[j]);
                double h = -dot(n2x[j], n2y[j], wx, wy);
                double hm = dotM(n2x[j], n2y[j], wxm, wym);
                st = atLeast(1, sgn(l1s * det * det - h * h, l1s * detm * detm + hm * hm));
                int sh = mul(sgn(h, hm), sd);
                for (int k = 0; k < m1 && st != 0; k++) {
                    if (k != i) {
                        st = atLeast(st, mul(sh, sign2(nix, n1y[k], -niy, n1x[k])));
                    }
                }
                for (int k = 0; k < m2 && st != 0; k++) {
                    if (k == j || sign2(n2x[j], n2y[k], -n2y[j], n2x[k]) == 0) {
                        continue; // parallel lines through b hold on line j
                    }
                    double nkt = nix * n2y[k] - niy * n2x[k];
                    double nktm = Math.abs(nix * n2y[k]) + Math.abs(niy * n2x[k]);
                    st = atLeast(st, mul(sd, sgn(det * dot(n2x[k], n2y[k], wx, wy) + h * nkt, detm * dotM(n2x[k], n2y[k], wxm, wym) + hm * nktm)));
                }
                double vx = det * wx - h * niy;
                double vxm = detm * wxm + hm * Math.abs(niy);
                double vy = det * wy + h * nix;
                double vym = detm * wym + hm * Math.abs(nix);
                st = atLeast(st, sgn(l2s * det * det - (vx * vx + vy * vy), l2s * detm * detm + vxm * vxm + vym * vym));
                if (st == 1) {
                    return 1;
                }
                unsure |= st == UNSURE;
            }
        }
        return unsure ? UNSURE : 0;
    }
}
