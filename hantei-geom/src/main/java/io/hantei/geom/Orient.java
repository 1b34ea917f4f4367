package io.hantei.geom;

import java.math.BigDecimal;

/**
 * The exact sign of the orientation determinant
 * {@code orient(a, b, c) = (bx - ax)(cy - ay) - (by - ay)(cx - ax)}: positive when a, b, c turn
 * clockwise on a y-down screen (c right of the line a to b, looking from a), negative when they
 * turn counter-clockwise, 0 when they are collinear. Exact for every finite double, also where
 * the differences overflow or the products underflow. See docs/geometry.md §20.
 *
 * <p>Three stages, each trusted only where it is proven:
 * <ol>
 *   <li>Shewchuk's filter ("orient2d", the bound {@code ccwerrboundA}): the determinant in
 *       doubles, trusted when {@code |det| > (3 + 16ε)ε · (|left| + |right|)}, ε = 2^-53, plus
 *       {@code MIN_NORMAL} for the absolute error a product loses when it underflows (at most
 *       2^-1075 each), which the relative bound does not cover. An overflow makes the bound
 *       infinite or NaN, so it decides nothing.</li>
 *   <li>When the four differences are exact doubles (Knuth's TwoSum error is 0: coordinates on a
 *       common grid, as levels have), the products are of exact values and rounding is monotone,
 *       so {@code left > right} in doubles means it exactly; equal rounded products are told
 *       apart by their exact errors ({@code Math.fma}, exact where the product is at least
 *       2^-968). No allocation: points on an axis-aligned edge are decided here.</li>
 *   <li>Coordinates far from 1 (the largest outside [2^-300, 2^301)), where products underflow
 *       or overflow, are scaled by a power of two to about 1 and tried again by stages 1 and 2:
 *       scaling every coordinate exactly keeps the sign.</li>
 *   <li>Otherwise {@link BigDecimal} arithmetic on the doubles ({@link Exact}).</li>
 * </ol>
 */
final class Orient {

    private Orient() {
    }

    /** What {@link #fastSign} returns when neither of its stages decides. */
    static final int UNDECIDED = 2;

    /** ε, the unit roundoff of double: half an ulp of 1. */
    static final double EPSILON = 0x1p-53;

    /**
     * Shewchuk's {@code ccwerrboundA}: while nothing underflows, the determinant computed in
     * doubles is within this times {@code |left| + |right|} (both as computed) of the exact one.
     */
    static final double ERROR_BOUND = (3 + 16 * EPSILON) * EPSILON;

    /**
     * Added to the bound: covers the absolute error of two products that underflow (2^-1074 at
     * most, with their small share of the rest), with room to spare.
     */
    private static final double UNDERFLOW_MARGIN = Double.MIN_NORMAL;

    /** A product at least this large has an error that is itself a double (so fma finds it exactly). */
    private static final double EXACT_RESIDUAL = 0x1p-968;

    /** The exact sign of orient(a, b, c): -1, 0 or 1. Allocates only when the doubles cannot decide. */
    static int sign(double ax, double ay, double bx, double by, double cx, double cy) {
        int s = fastSign(ax, ay, bx, by, cx, cy);
        return s != UNDECIDED ? s : exactSign(ax, ay, bx, by, cx, cy);
    }

    /**
     * The exact sign of orient(a, b, c) when the filter or the exact-difference stage decides it,
     * else {@link #UNDECIDED}. No allocation. Finite inputs assumed; a NaN gives UNDECIDED.
     *
     * <p>Coordinates whose largest magnitude lies outside [2^-300, 2^301) are tried once more
     * scaled by a power of two to about 1, where products neither overflow nor underflow: the
     * sign is the same when every scaled coordinate is exact, which scaling up always is and
     * scaling down is checked to be. So 1e-300 and 1e300 cost what 1 does.
     */
    static int fastSign(double ax, double ay, double bx, double by, double cx, double cy) {
        int s = filtered(ax, ay, bx, by, cx, cy);
        if (s != UNDECIDED) {
            return s;
        }
        double m = Math.max(Math.max(Math.max(Math.abs(ax), Math.abs(ay)), Math.max(Math.abs(bx), Math.abs(by))),
                Math.max(Math.abs(cx), Math.abs(cy)));
        int e = Math.getExponent(m); // -1023 for subnormals and 0, 1024 for NaN
        if (e >= -RESCALE_EXPONENT && e <= RESCALE_EXPONENT || e > Double.MAX_EXPONENT) {
            return UNDECIDED;
        }
        double f = Math.scalb(1.0, -e);
        double sax = ax * f;
        double say = ay * f;
        double sbx = bx * f;
        double sby = by * f;
        double scx = cx * f;
        double scy = cy * f;
        // scaling down rounds what falls below the subnormals: undo it to see that nothing did
        if (e > 0 && !(sax / f == ax && say / f == ay && sbx / f == bx && sby / f == by && scx / f == cx && scy / f == cy)) {
            return UNDECIDED;
        }
        return filtered(sax, say, sbx, sby, scx, scy);
    }

    /** Coordinates up to this binary exponent, and down to its negative, are not scaled. */
    private static final int RESCALE_EXPONENT = 300;

    /** Stages 1 and 2 of {@link #fastSign}, on the coordinates as given. */
    private static int filtered(double ax, double ay, double bx, double by, double cx, double cy) {
        double abx = bx - ax;
        double acy = cy - ay;
        double aby = by - ay;
        double acx = cx - ax;
        double left = abx * acy;
        double right = aby * acx;
        double det = left - right;
        double bound = ERROR_BOUND * (Math.abs(left) + Math.abs(right));
        // fl(|det| - bound) > MARGIN implies |det| > bound + MARGIN exactly (rounding is monotone);
        // an overflow makes this inf - inf = NaN, never true
        if (Math.abs(det) - bound > UNDERFLOW_MARGIN) {
            return det > 0 ? 1 : -1;
        }
        return exactDifferences(ax, ay, bx, by, cx, cy, abx, acy, aby, acx, left, right);
    }

    /** The second stage of {@link #fastSign}: exact when the four differences are. */
    private static int exactDifferences(double ax, double ay, double bx, double by, double cx, double cy,
                                        double abx, double acy, double aby, double acx, double left, double right) {
        if (!(isExactDifference(bx, ax, abx) && isExactDifference(cy, ay, acy)
                && isExactDifference(by, ay, aby) && isExactDifference(cx, ax, acx))) {
            return UNDECIDED;
        }
        // left and right round the exact products (overflow and underflow included); rounding is
        // monotone and equal reals round alike, so different doubles are ordered as the reals are
        if (left > right) {
            return 1;
        }
        if (left < right) {
            return -1;
        }
        if ((abx == 0 || acy == 0) && (aby == 0 || acx == 0)) {
            return 0; // both products are exactly 0
        }
        double m = Math.abs(left);
        if (m >= EXACT_RESIDUAL && m <= Double.MAX_VALUE) {
            // equal rounded products: the exact determinant is the difference of their errors
            double leftError = Math.fma(abx, acy, -left);
            double rightError = Math.fma(aby, acx, -right);
            return leftError > rightError ? 1 : leftError < rightError ? -1 : 0;
        }
        return UNDECIDED;
    }

    /**
     * Whether {@code d}, the rounded {@code b - a}, is exact: Knuth's TwoSum error of
     * {@code b + (-a)} is 0. An overflow anywhere makes the error NaN or infinite, so an inexact
     * difference is never taken for an exact one.
     */
    static boolean isExactDifference(double b, double a, double d) {
        double bv = d - b;
        double av = d - bv;
        double err = (b - av) + (-a - bv);
        return err == 0 && Math.abs(d) <= Double.MAX_VALUE;
    }

    /** The sign of orient(a, b, c) in {@link BigDecimal} arithmetic: exact for any finite doubles. */
    static int exactSign(double ax, double ay, double bx, double by, double cx, double cy) {
        BigDecimal left = Exact.diff(bx, ax).multiply(Exact.diff(cy, ay));
        BigDecimal right = Exact.diff(by, ay).multiply(Exact.diff(cx, ax));
        return left.compareTo(right);
    }
}
