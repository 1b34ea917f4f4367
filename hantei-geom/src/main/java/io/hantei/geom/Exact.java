package io.hantei.geom;

import java.math.BigDecimal;
import java.math.BigInteger;

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
    /**
     * The quotient {@code num / den} of two exact values (num >= 0, den > 0) rounded to the
     * nearest double (ties to even): 55 or more bits of the integer quotient plus a sticky bit for
     * a remainder, converted once. {@code BigDecimal.doubleValue} goes through a decimal string.
     */
    static double quotient(BigDecimal num, BigDecimal den) {
        if (num.signum() == 0) {
            return 0;
        }
        int scale = Math.max(num.scale(), den.scale());
        BigInteger n = num.setScale(scale).unscaledValue();
        BigInteger d = den.setScale(scale).unscaledValue();
        int shift = 55 - (n.bitLength() - d.bitLength());
        BigInteger[] qr = shift >= 0 ? n.shiftLeft(shift).divideAndRemainder(d)
                : n.divideAndRemainder(d.shiftLeft(-shift));
        long q = qr[0].longValueExact(); // 55 or 56 bits
        if (qr[1].signum() != 0) {
            q |= 1; // sticky: below the bit that rounding looks at
        }
        return Math.scalb((double) q, -shift);
    }

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
