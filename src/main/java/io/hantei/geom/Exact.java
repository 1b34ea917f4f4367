package io.hantei.geom;

import java.math.BigDecimal;

/**
 * Exact evaluation of the few predicates the shapes need, for the rare points that the fast
 * floating-point path cannot decide (those within a few ulps of an edge) and for shapes whose
 * sizes would overflow or underflow when squared. Every double is a finite binary fraction, so
 * {@link BigDecimal} sums and products of doubles are exact; only the sign of the result is
 * used. Allocates, which is why it is only ever reached near a boundary. See docs/geometry.md §5.
 */
final class Exact {

    private Exact() {
    }

    static BigDecimal of(double v) {
        return new BigDecimal(v);
    }

    /** The exact difference {@code a - b}. */
    static BigDecimal diff(double a, double b) {
        return of(a).subtract(of(b));
    }

    /** Sign of {@code dx² + dy² - r²} for dx = x - cx, dy = y - cy, all exact. */
    static int compareDistance(double x, double y, double cx, double cy, double r) {
        BigDecimal dx = diff(x, cx);
        BigDecimal dy = diff(y, cy);
        BigDecimal rr = of(r);
        return dx.multiply(dx).add(dy.multiply(dy)).compareTo(rr.multiply(rr));
    }

    /** Sign of {@code ux * dy - uy * dx}, the cross product of (ux, uy) with (dx, dy). */
    static int crossSign(double ux, double uy, BigDecimal dx, BigDecimal dy) {
        return of(ux).multiply(dy).subtract(of(uy).multiply(dx)).signum();
    }

    /** Sign of {@code ux * dx + uy * dy}, the dot product of (ux, uy) with (dx, dy). */
    static int dotSign(double ux, double uy, BigDecimal dx, BigDecimal dy) {
        return of(ux).multiply(dx).add(of(uy).multiply(dy)).signum();
    }

    /** Whether {@code |a * dx + b * dy| <= half} where half = full / 2, all exact. */
    static boolean withinHalf(double a, double b, BigDecimal dx, BigDecimal dy, double full) {
        BigDecimal v = of(a).multiply(dx).add(of(b).multiply(dy)).abs();
        return v.compareTo(of(full).multiply(BigDecimal.valueOf(5, 1))) <= 0;
    }
}
