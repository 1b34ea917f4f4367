package io.hantei.geom

import groovy.transform.CompileStatic

/**
 * The predicates of {@link Fast} again, in exact BigDecimal arithmetic, for FastBoundsSpec.
 *
 * <p>Each quantity is an {@link X}: its exact value (the true polynomial in the shapes' doubles,
 * a Rect's edges taken as their exact sums hi + lo) and its exact magnitude, which X derives by
 * itself from the value's expression (absolute values of the leaves, subtraction turned to
 * addition). The mirror never copies a magnitude from Fast, so a magnitude in Fast that drops a
 * term or subtracts one shows up as smaller than the mirror's.
 *
 * <p>The mirror asks {@link #sgn} at the same places as Fast, in the same order; sgn hands out the
 * signs Fast recorded (through {@link Fast.Probe}) and checks each recorded pair against the exact
 * one (docs/geometry.md §5): the computed magnitude is the exact one but for its own rounding
 * (within 2^-40 of it: not below, which could trust a wrong sign, nor above, which sends cases to
 * the exact path for nothing, as a factor divided instead of multiplied does), the computed value
 * lies within 1e-13 of the exact magnitude from the exact value, and a sign Fast trusted is the
 * exact sign. Following the recorded signs keeps the mirror on Fast's path without deciding
 * anything itself.
 */
@CompileStatic
final class FastMirror {

    static final int UNSURE = Fast.UNSURE
    static final BigDecimal ERR = new BigDecimal(1e-13d)
    static final BigDecimal SLACK = new BigDecimal(1 - Math.scalb(1d, -40))
    static final BigDecimal LOOSE = new BigDecimal(1 + Math.scalb(1d, -40))
    static final BigDecimal CLOSE = new BigDecimal(Math.scalb(1d, -20))

    /** One recorded judgement of Fast.sgn: value, magnitude, the sign given. */
    static final class Call {
        final double v
        final double m
        final int sign

        Call(double v, double m, int sign) {
            this.v = v
            this.m = m
            this.sign = sign
        }
    }

    /** Records what sgn judges, on the thread that made it only. */
    static final class Recorder implements Fast.Probe {
        final Thread owner = Thread.currentThread()
        final List<Call> calls = []

        @Override
        void judged(double v, double m, int sign) {
            if (Thread.currentThread() == owner) {
                calls << new Call(v, m, sign)
            }
        }
    }

    /** Fast's sgn calls ran out before the mirror's: the two are on different paths. */
    static final class Diverged extends RuntimeException {
        Diverged(String message) {
            super(message)
        }
    }

    final List<Call> calls
    final Tally tally
    final String context
    int next

    FastMirror(List<Call> calls, Tally tally, String context) {
        this.calls = calls
        this.tally = tally
        this.context = context
    }

    /** The sign Fast gave at this call, after checking the recorded pair against the exact one. */
    int sgn(X e) {
        if (next >= calls.size()) {
            throw new Diverged("$context: the mirror asks for sign ${next + 1} but Fast judged only ${calls.size()}")
        }
        Call c = calls[next++]
        BigDecimal v = new BigDecimal(c.v)
        BigDecimal m = new BigDecimal(c.m)
        tally.calls++
        if (m < e.m * SLACK) {
            tally.fail("magnitude below the exact one: ${at(c, e)}")
        }
        if (m > e.m * LOOSE) {
            tally.fail("magnitude above the exact one: ${at(c, e)}")
        }
        if ((v - e.v).abs() > ERR * e.m) {
            tally.fail("error past 1e-13 of the magnitude: ${at(c, e)}")
        }
        if (c.sign == UNSURE) {
            tally.unsure++
        } else {
            tally.trusted++
            if (c.sign != e.v.signum()) {
                tally.fail("trusted a wrong sign: ${at(c, e)}")
            }
            if (e.v.abs() <= e.m * CLOSE) {
                tally.close++ // trusted though the exact value is under 2^-20 of its magnitude
            }
        }
        return c.sign
    }

    private String at(Call c, X e) {
        "$context, sign ${next} of ${calls.size()}: Fast (v ${c.v}, m ${c.m}, sign ${c.sign}), exact (v ${e.v.doubleValue()}, m ${e.m.doubleValue()})"
    }

    /** Whether the mirror used every sign Fast judged. */
    boolean usedAll() {
        next == calls.size()
    }

    // ---- the sign logic (its own copy, so that a fault in Fast's shows as a different path) ----

    static int mul(int a, int b) {
        if (a == 0 || b == 0) {
            return 0
        }
        if (a == UNSURE || b == UNSURE) {
            return UNSURE
        }
        return a * b
    }

    static int atLeast(int state, int sign) {
        if (state == 0 || sign == -1) {
            return 0
        }
        return sign == UNSURE ? UNSURE : state
    }

    static int atMost(int state, int sign) {
        if (state == 0 || sign == 1) {
            return 0
        }
        return sign == UNSURE ? UNSURE : state
    }

    /** The exact sign of a*b + c*d. */
    static int sign2(double a, double b, double c, double d) {
        (X.of(a) * X.of(b) + X.of(c) * X.of(d)).v.signum()
    }

    int signSqrt(X p, X q, X d) {
        int sd = sgn(d)
        int sp = sgn(p)
        if (sd == 0) {
            return sp
        }
        if (sd != 1) {
            return UNSURE
        }
        int sq = sgn(q)
        if (sq == 0) {
            return sp
        }
        if (sq == UNSURE || sp == UNSURE) {
            return UNSURE
        }
        if (sp == 0 || sp == sq) {
            return sq
        }
        int se = sgn(p * p - q * q * d)
        if (se == UNSURE) {
            return UNSURE
        }
        return se > 0 ? sp : se < 0 ? sq : 0
    }

    // ---- the predicates ----

    int discDisc(double ax, double ay, double ra, double bx, double by, double rb) {
        X dx = X.of(ax) - X.of(bx)
        X dy = X.of(ay) - X.of(by)
        X reach = X.of(ra) + X.of(rb)
        int s = sgn(dx * dx + dy * dy - reach * reach)
        return s == UNSURE ? UNSURE : s <= 0 ? 1 : 0
    }

    int discBox(double px, double py, double r, EBox b) {
        X dx = X.of(px) - b.qx
        X dy = X.of(py) - b.qy
        X u = b.c * dx + b.s * dy
        X v = b.c * dy - b.s * dx
        X du = (u.abs() - b.h1).max0()
        X dv = (v.abs() - b.h2).max0()
        X rr = X.of(r) * X.of(r) * b.k2()
        int s = sgn(du * du + dv * dv - rr)
        return s == UNSURE ? UNSURE : s <= 0 ? 1 : 0
    }

    int boxBox(EBox a, EBox b) {
        X dx = a.qx - b.qx
        X dy = a.qy - b.qy
        X ka = a.k2()
        X kb = b.k2()
        boolean unsure = false
        for (int axis = 0; axis < 4; axis++) {
            EBox owner = axis < 2 ? a : b
            X nx = (axis & 1) == 0 ? owner.c : -owner.s
            X ny = (axis & 1) == 0 ? owner.s : owner.c
            X gap = (nx * dx + ny * dy).abs() * ka * kb
            X ra = (a.h1 * (nx * a.c + ny * a.s).abs() + a.h2 * (ny * a.c - nx * a.s).abs()) * kb
            X rb = (b.h1 * (nx * b.c + ny * b.s).abs() + b.h2 * (ny * b.c - nx * b.s).abs()) * ka
            int s = sgn(gap - ra - rb)
            if (s == 1) {
                return 0
            }
            unsure |= s == UNSURE
        }
        return unsure ? UNSURE : 1
    }

    /** f_j(a) = n_j·(a - q) + h_j for box line j (n = e1, -e1, e2, -e2). */
    private static X boxF(int j, X fe1, X fe2, EBox b) {
        switch (j) {
            case 0: return fe1 + b.h1
            case 1: return b.h1 - fe1
            case 2: return fe2 + b.h2
            default: return b.h2 - fe2
        }
    }

    private static X dot(double nx, double ny, X wx, X wy) {
        X.of(nx) * wx + X.of(ny) * wy
    }

    /** n_i·t_k-like cross terms: a*b - c*d of four doubles. */
    private static X cross(double a, double b, double c, double d) {
        X.of(a) * X.of(b) - X.of(c) * X.of(d)
    }

    int wedgeBox(double ax, double ay, double len, Wedge w, EBox b) {
        X c = b.c
        X s = b.s
        X dx = X.of(ax) - b.qx
        X dy = X.of(ay) - b.qy
        X fe1 = c * dx + s * dy
        X fe2 = c * dy - s * dx
        double[] lx = b.lx
        double[] ly = b.ly
        X k2 = b.k2()
        X l2 = X.of(len) * X.of(len)
        boolean unsure = false

        int st = 1
        for (int j = 0; j < 4; j++) {
            st = atLeast(st, sgn(boxF(j, fe1, fe2, b)))
        }
        if (st == 1) {
            return 1
        }
        unsure |= st == UNSURE

        for (int j = 0; j < 4; j++) {
            X g = -boxF(j, fe1, fe2, b)
            int sg = sgn(g)
            if (sg == -1 || sg == 0) {
                continue
            }
            st = atLeast(1, sgn(l2 * k2 - g * g))
            for (int i = 0; i < w.m && st != 0; i++) {
                st = atLeast(st, mul(sg, sign2(w.nx[i], lx[j], w.ny[i], ly[j])))
            }
            for (int k = j < 2 ? 2 : 0, end = k + 2; k < end; k++) {
                st = atLeast(st, sgn(boxF(k, fe1, fe2, b)))
            }
            if (st == 1) {
                return 1
            }
            unsure |= st == UNSURE
        }

        for (int i = 0; i < w.m; i++) {
            double nix = w.nx[i]
            double niy = w.ny[i]
            X ni2 = X.of(nix) * X.of(nix) + X.of(niy) * X.of(niy)
            for (int j = 0; j < 4; j++) {
                int sd = sign2(nix, ly[j], -niy, lx[j])
                if (sd == 0) {
                    continue
                }
                X det = cross(nix, ly[j], niy, lx[j])
                X h = -boxF(j, fe1, fe2, b)
                st = atLeast(1, sgn(l2 * det * det - h * h * ni2))
                int sh = mul(sgn(h), sd)
                for (int k = 0; k < w.m && st != 0; k++) {
                    if (k != i) {
                        st = atLeast(st, mul(sh, sign2(nix, w.ny[k], -niy, w.nx[k])))
                    }
                }
                X adet = det.abs()
                for (int k = j < 2 ? 2 : 0, end = k + 2; k < end && st != 0; k++) {
                    X nkt = cross(nix, ly[k], niy, lx[k])
                    st = atLeast(st, sgn(adet * boxF(k, fe1, fe2, b) + (h * nkt).scaled(sd)))
                }
                if (st == 1) {
                    return 1
                }
                unsure |= st == UNSURE
            }
        }

        for (int corner = 0; corner < 4; corner++) {
            int s1 = (corner & 1) == 0 ? 1 : -1
            int s2 = (corner & 2) == 0 ? 1 : -1
            X wx = -(k2 * dx) + (b.h1 * c).scaled(s1) - (b.h2 * s).scaled(s2)
            X wy = -(k2 * dy) + (b.h1 * s).scaled(s1) + (b.h2 * c).scaled(s2)
            st = atLeast(1, sgn(l2 * k2 * k2 - (wx * wx + wy * wy)))
            for (int i = 0; i < w.m && st != 0; i++) {
                st = atLeast(st, sgn(X.of(w.nx[i]) * wx + X.of(w.ny[i]) * wy))
            }
            if (st == 1) {
                return 1
            }
            unsure |= st == UNSURE
        }
        return unsure ? UNSURE : 0
    }

    int wedgeDisc(double ax, double ay, double l1, Wedge w1, double bx, double by, double l2, Wedge w2) {
        int m1 = w1.m
        int m2 = w2 == null ? 0 : w2.m
        double[] n1x = w1.nx
        double[] n1y = w1.ny
        double[] n2x = w2 == null ? null : w2.nx
        double[] n2y = w2 == null ? null : w2.ny
        X wx = X.of(ax) - X.of(bx)
        X wy = X.of(ay) - X.of(by)
        X ww = wx * wx + wy * wy
        X l1s = X.of(l1) * X.of(l1)
        X l2s = X.of(l2) * X.of(l2)
        boolean unsure = false
        int st

        st = atLeast(1, sgn(l2s - ww))
        for (int j = 0; j < m2 && st != 0; j++) {
            st = atLeast(st, sgn(dot(n2x[j], n2y[j], wx, wy)))
        }
        if (st == 1) {
            return 1
        }
        unsure |= st == UNSURE

        st = atLeast(1, sgn(l1s - ww))
        for (int i = 0; i < m1 && st != 0; i++) {
            st = atLeast(st, sgn(-dot(n1x[i], n1y[i], wx, wy)))
        }
        if (st == 1) {
            return 1
        }
        unsure |= st == UNSURE

        int outside = sgn(ww - l2s)
        if (outside != -1 && outside != 0) {
            st = outside == 1 ? 1 : UNSURE
            if (outside == 1) {
                X reach = X.of(l1) + X.of(l2)
                st = atLeast(st, sgn(reach * reach - ww))
                for (int i = 0; i < m1 && st != 0; i++) {
                    st = atLeast(st, sgn(-dot(n1x[i], n1y[i], wx, wy)))
                }
            }
            if (l2 > 0) {
                for (int j = 0; j < m2 && st != 0; j++) {
                    st = atLeast(st, sgn(dot(n2x[j], n2y[j], wx, wy)))
                }
            }
            if (st == 1) {
                return 1
            }
            unsure |= st == UNSURE
        }

        for (int j = 0; j < m2; j++) {
            X g = -dot(n2x[j], n2y[j], wx, wy)
            int sg = sgn(g)
            if (sg == -1 || sg == 0) {
                continue
            }
            X nj = X.of(n2x[j]) * X.of(n2x[j]) + X.of(n2y[j]) * X.of(n2y[j])
            st = atLeast(1, sgn(l1s * nj - g * g))
            for (int i = 0; i < m1 && st != 0; i++) {
                st = atLeast(st, mul(sg, sign2(n1x[i], n2x[j], n1y[i], n2y[j])))
            }
            for (int k = 0; k < m2 && st != 0; k++) {
                if (k == j || sign2(n2x[j], n2y[k], -n2y[j], n2x[k]) == 0) {
                    continue
                }
                X nkn = X.of(n2x[k]) * X.of(n2x[j]) + X.of(n2y[k]) * X.of(n2y[j])
                st = atLeast(st, sgn(nj * dot(n2x[k], n2y[k], wx, wy) - dot(n2x[j], n2y[j], wx, wy) * nkn))
            }
            X tw = X.of(n2x[j]) * wy - X.of(n2y[j]) * wx
            st = atLeast(st, sgn(l2s * nj - tw * tw))
            if (st == 1) {
                return 1
            }
            unsure |= st == UNSURE
        }

        for (int i = 0; i < m1; i++) {
            X ni = X.of(n1x[i]) * X.of(n1x[i]) + X.of(n1y[i]) * X.of(n1y[i])
            X g = dot(n1x[i], n1y[i], wx, wy)
            X delta = ni * l2s - g * g
            int sdelta = sgn(delta)
            if (sdelta == -1) {
                continue
            }
            if (sdelta == UNSURE) {
                unsure = true
                continue
            }
            X tau = X.of(n1x[i]) * wy - X.of(n1y[i]) * wx
            for (int sigma = -1; sigma <= 1; sigma += 2) {
                st = atMost(1, signSqrt(tau * tau + delta - ni * l1s, tau.scaled(-2 * sigma), delta))
                for (int k = 0; k < m1 && st != 0; k++) {
                    int sk = k == i ? 0 : sign2(n1x[i], n1y[k], -n1y[i], n1x[k])
                    if (sk != 0) {
                        st = atLeast(st, mul(signSqrt(-tau, X.constant(sigma), delta), sk))
                    }
                }
                for (int k = 0; k < m2 && st != 0; k++) {
                    X nkn = X.of(n2x[k]) * X.of(n1x[i]) + X.of(n2y[k]) * X.of(n1y[i])
                    // a cross product known to be exactly 0 (sign2) is the constant 0
                    boolean zeroT = sign2(n1x[i], n2y[k], -n1y[i], n2x[k]) == 0
                    X nkt = zeroT ? X.constant(0) : cross(n1x[i], n2y[k], n1y[i], n2x[k])
                    st = atLeast(st, signSqrt(g * nkn, nkt.scaled(sigma), delta))
                }
                if (st == 1) {
                    return 1
                }
                unsure |= st == UNSURE
            }
        }

        if (l2 > 0) {
            for (int j = 0; j < m2; j++) {
                X nj = X.of(n2x[j]) * X.of(n2x[j]) + X.of(n2y[j]) * X.of(n2y[j])
                X delta = nj * l2s
                X tw = X.of(n2x[j]) * wy - X.of(n2y[j]) * wx
                for (int sigma = -1; sigma <= 1; sigma += 2) {
                    st = atMost(1, signSqrt(nj * ww + delta - nj * l1s, tw.scaled(-2 * sigma), delta))
                    for (int k = 0; k < m2 && st != 0; k++) {
                        if (k != j) {
                            st = atLeast(st, mul(sigma, sign2(n2x[j], n2y[k], -n2y[j], n2x[k])))
                        }
                    }
                    for (int i = 0; i < m1 && st != 0; i++) {
                        boolean zeroT = sign2(n2x[j], n1y[i], -n2y[j], n1x[i]) == 0
                        X nit = zeroT ? X.constant(0) : cross(n2x[j], n1y[i], n2y[j], n1x[i])
                        st = atLeast(st, signSqrt(-(nj * dot(n1x[i], n1y[i], wx, wy)), nit.scaled(sigma), delta))
                    }
                    if (st == 1) {
                        return 1
                    }
                    unsure |= st == UNSURE
                }
            }
        }

        for (int i = 0; i < m1; i++) {
            double nix = n1x[i]
            double niy = n1y[i]
            X ni = X.of(nix) * X.of(nix) + X.of(niy) * X.of(niy)
            for (int j = 0; j < m2; j++) {
                int sd = sign2(nix, n2y[j], -niy, n2x[j])
                if (sd == 0) {
                    continue
                }
                X det = cross(nix, n2y[j], niy, n2x[j])
                X h = -dot(n2x[j], n2y[j], wx, wy)
                st = atLeast(1, sgn(l1s * det * det - h * h * ni))
                int sh = mul(sgn(h), sd)
                for (int k = 0; k < m1 && st != 0; k++) {
                    if (k != i) {
                        st = atLeast(st, mul(sh, sign2(nix, n1y[k], -niy, n1x[k])))
                    }
                }
                for (int k = 0; k < m2 && st != 0; k++) {
                    if (k == j || sign2(n2x[j], n2y[k], -n2y[j], n2x[k]) == 0) {
                        continue
                    }
                    X nkt = cross(nix, n2y[k], niy, n2x[k])
                    st = atLeast(st, mul(sd, sgn(det * dot(n2x[k], n2y[k], wx, wy) + h * nkt)))
                }
                X vx = det * wx - h * X.of(niy)
                X vy = det * wy + h * X.of(nix)
                st = atLeast(st, sgn(l2s * det * det - (vx * vx + vy * vy)))
                if (st == 1) {
                    return 1
                }
                unsure |= st == UNSURE
            }
        }
        return unsure ? UNSURE : 0
    }

    /** Counts and failures over many calls. */
    static final class Tally {
        long calls
        long trusted
        long unsure
        long close
        long answered
        long undecided
        long skipped
        long cases
        long overlapping
        final List<String> failures = []
        /** Failures by kind (the text before the first colon), all of them counted. */
        final Map<String, Integer> kinds = new TreeMap<>()

        void fail(String what) {
            String kind = what.contains(': ') ? what.substring(0, what.indexOf(': ')) : what
            kinds[kind] = (kinds[kind] ?: 0) + 1
            if (failures.size() < 12) {
                failures << what
            }
        }

        String toString() {
            "$cases cases ($skipped outside the fast range), $calls signs judged: $trusted trusted ($close of them " +
                    "within 2^-20 of the magnitude), $unsure unsure; predicate answered $answered ($overlapping overlapping), left $undecided to the exact path" +
                    (kinds ? "; FAILURES $kinds" : "")
        }
    }
}

/**
 * An exact value and its exact magnitude: leaves are doubles (magnitude their absolute value),
 * {@code +} and {@code -} add magnitudes, {@code *} multiplies them, abs and max(·, 0) keep them.
 */
@CompileStatic
final class X {
    final BigDecimal v
    final BigDecimal m

    private X(BigDecimal v, BigDecimal m) {
        this.v = v
        this.m = m
    }

    static X of(double d) {
        BigDecimal e = new BigDecimal(d)
        new X(e, e.abs())
    }

    /** A leaf given exactly (a Rect's edge hi + lo). */
    static X exact(BigDecimal v) {
        new X(v, v.abs())
    }

    /** A constant of the algorithm (a sign, 0): its magnitude is its absolute value. */
    static X constant(int k) {
        exact(BigDecimal.valueOf(k))
    }

    X plus(X o) { new X(v.add(o.v), m.add(o.m)) }

    X minus(X o) { new X(v.subtract(o.v), m.add(o.m)) }

    X multiply(X o) { new X(v.multiply(o.v), m.multiply(o.m)) }

    X negative() { new X(v.negate(), m) }

    X abs() { new X(v.abs(), m) }

    X max0() { new X(v.max(BigDecimal.ZERO), m) }

    X half() { new X(v.multiply(Box.HALF), m.multiply(Box.HALF)) }

    /** Times a sign or a small integer k: exact, the magnitude times |k|. */
    X scaled(int k) { new X(v.multiply(BigDecimal.valueOf(k)), m.multiply(BigDecimal.valueOf(Math.abs(k)))) }
}

/**
 * A box's exact leaves: for a {@link Rect} (and a turned rectangle that is one) the centre and
 * half sizes from the exact edges hi + lo, for a turned one its centre, w/2, h/2, cos and sin.
 */
@CompileStatic
final class EBox {
    final X qx
    final X qy
    final X h1
    final X h2
    final X c
    final X s
    final double[] lx
    final double[] ly

    private EBox(X qx, X qy, X h1, X h2, X c, X s, Box b) {
        this.qx = qx
        this.qy = qy
        this.h1 = h1
        this.h2 = h2
        this.c = c
        this.s = s
        this.lx = b.lx
        this.ly = b.ly
    }

    /** The leaves of the shape's box, checked against the exact view of {@link Box} itself. */
    static EBox of(Shape shape) {
        EBox e = leaves(shape)
        Box b = ((PreparedShape) shape).box()
        if (e.qx.v != b.exactQx() || e.qy.v != b.exactQy() || e.h1.v != b.exactH1() || e.h2.v != b.exactH2()
                || e.c.v != new BigDecimal(b.c) || e.s.v != new BigDecimal(b.s)) {
            throw new IllegalStateException("the mirror's leaves of $shape differ from its Box's exact view")
        }
        e
    }

    private static EBox leaves(Shape shape) {
        Rect r = shape instanceof Rect ? (Rect) shape : ((RotatedRect) shape).axisAlignedOrNull()
        if (r != null) {
            X l = X.exact(new BigDecimal(r.left()) + new BigDecimal(r.leftLo()))
            X t = X.exact(new BigDecimal(r.top()) + new BigDecimal(r.topLo()))
            X rr = X.exact(new BigDecimal(r.right()) + new BigDecimal(r.rightLo()))
            X b = X.exact(new BigDecimal(r.bottom()) + new BigDecimal(r.bottomLo()))
            return new EBox((l + rr).half(), (t + b).half(), (rr - l).half(), (b - t).half(), X.of(1d), X.of(0d), r.box())
        }
        RotatedRect t = (RotatedRect) shape
        return new EBox(X.of(t.centerX()), X.of(t.centerY()), X.of(t.width()).half(), X.of(t.height()).half(),
                X.of(t.cos()), X.of(t.sin()), t.box())
    }

    X k2() {
        c * c + s * s
    }
}
