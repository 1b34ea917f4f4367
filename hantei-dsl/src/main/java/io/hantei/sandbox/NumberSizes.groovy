package io.hantei.sandbox

import groovy.transform.CompileStatic
import groovy.transform.PackageScope

import java.math.MathContext

import static io.hantei.sandbox.TextLengths.HUGE
import static io.hantei.sandbox.TextLengths.length

/**
 * The digits of numbers written out in full, and the limit on them in a sandboxed script: no
 * number may have more than {@link #MAX_DIGITS} digits, a {@code BigDecimal}'s scale counting
 * as digits. {@link SizedCalls} refuses a call that would make a larger one, told here from
 * what the call is given before it runs ({@link #digits(Object, String, Object[])},
 * {@link #constructed}) or from what it made ({@link #digits(Object)}).
 */
@CompileStatic
final class NumberSizes {

    private NumberSizes() {
    }


    /** The most digits a number may have, written out in full, in a sandboxed script. */
    @PackageScope
    static final int MAX_DIGITS = 100_000

    private static final double LOG10_2 = Math.log10(2d)

    /** The digits of a whole number of this many bits (within one). */
    @PackageScope
    static long bitsDigits(long bits) {
        bits <= 0 ? 1L : Math.min(HUGE, (long) (bits * LOG10_2) + 1)
    }

    /** The digits of a decimal written out in full: its whole part and, for a positive scale, as many after the point. */
    @PackageScope
    static long plain(long unscaledDigits, long scale) {
        Math.max(unscaledDigits - scale, 1L) + Math.max(scale, 0L)
    }

    /**
     * The digits a number has written out in full ({@code toPlainString}): a
     * {@code BigDecimal}'s scale counts, so {@code 1e-999999999} has a billion; a
     * {@code MathContext}'s precision is what the numbers made with it may have; 0 for the
     * small kinds.
     */
    @PackageScope
    static long digits(Object n) {
        n instanceof BigInteger ? bitsDigits(((BigInteger) n).bitLength())
                : n instanceof BigDecimal ? plain(bitsDigits(((BigDecimal) n).unscaledValue().bitLength()), ((BigDecimal) n).scale())
                : n instanceof MathContext ? ((MathContext) n).precision : 0L
    }

    /**
     * The digits the number a call makes would have, told before the call from what it is
     * given: a scale ({@code setScale}, Groovy's {@code round(n)}, {@code divide(x, scale, mode)}),
     * a move of the point, a power, a shift or a bit of a {@code BigInteger}, a bit count, a
     * text to read; 0 when the call makes no number or one whose size only its result tells.
     */
    @PackageScope
    static long digits(Object receiver, String method, Object[] args) {
        if (!SIZING_NUMBERS.contains(method)) {
            return 0L
        }
        Object a0 = args.length > 0 ? args[0] : null
        if (receiver instanceof BigDecimal) {
            return decimal((BigDecimal) receiver, method, args)
        }
        if (whole(receiver)) {
            return wholeNumber((Number) receiver, method, a0)
        }
        if (receiver.is(BigInteger) && 'probablePrime'.equals(method) && whole(a0)) {
            return bitsDigits(clamp((Number) a0))
        }
        if (receiver instanceof CharSequence && ('toBigDecimal'.equals(method) || 'toBigInteger'.equals(method) ||
                'asType'.equals(method) && (a0.is(BigDecimal) || a0.is(BigInteger)))) {
            return length(receiver)
        }
        0L
    }

    /** The methods whose number {@link #digits(Object, String, Object[])} tells before they run. */
    private static final Set<String> SIZING_NUMBERS = (['setScale', 'round', 'trunc', 'movePointLeft', 'movePointRight',
            'scaleByPowerOfTen', 'pow', 'power', 'divide', 'shiftLeft', 'leftShift', 'shiftRight', 'rightShift', 'setBit',
            'flipBit', 'clearBit', 'probablePrime', 'toBigDecimal', 'toBigInteger', 'asType'] as Set<String>).asImmutable()

    private static long decimal(BigDecimal d, String method, Object[] args) {
        Object a0 = args.length > 0 ? args[0] : null
        long u = bitsDigits(d.unscaledValue().bitLength())
        long s = d.scale()
        if ('setScale'.equals(method) || 'round'.equals(method) || 'trunc'.equals(method)) {
            return whole(a0) ? Math.max(u - s, 1L) + Math.max(clamp((Number) a0), 0L) : 0L
        } else if ('movePointLeft'.equals(method)) {
            return whole(a0) ? plain(u, s + clamp((Number) a0)) : 0L
        } else if ('movePointRight'.equals(method) || 'scaleByPowerOfTen'.equals(method)) {
            return whole(a0) ? plain(u, s - clamp((Number) a0)) : 0L
        } else if ('pow'.equals(method) || 'power'.equals(method)) {
            boolean rounded = args.length > 1 && args[1] instanceof MathContext && ((MathContext) args[1]).precision > 0
            if (!whole(a0) || rounded || clamp((Number) a0) < 0) {
                return 0L
            }
            long n = clamp((Number) a0)
            return plain(powered(log10(d.unscaledValue()), n), Math.abs(s) > HUGE.intdiv(Math.max(n, 1L)) ? Long.signum(s) * HUGE : s * n)
        } else if ('divide'.equals(method)) {
            if (args.length >= 3 && a0 instanceof BigDecimal && whole(args[1])) {
                BigDecimal by = (BigDecimal) a0
                long wholePart = (u - s) - (bitsDigits(by.unscaledValue().bitLength()) - by.scale()) + 1
                return Math.max(wholePart, 1L) + Math.max(clamp((Number) args[1]), 0L)
            }
            return 0L
        }
            return 0L
    }

    private static long wholeNumber(Number x, String method, Object a0) {
        if (!whole(a0)) {
            return 0L
        }
        long n = clamp((Number) a0)
        BigInteger b = x instanceof BigInteger ? (BigInteger) x : BigInteger.valueOf(x.longValue())
        boolean big = x instanceof BigInteger
        if ('power'.equals(method) || 'pow'.equals(method)) {
            return n < 0 || !big && 'pow'.equals(method) ? 0L : powered(log10(b), n)
        } else if ('shiftLeft'.equals(method) || 'leftShift'.equals(method)) {
            return big ? bitsDigits(b.bitLength() + n) : 0L
        } else if ('shiftRight'.equals(method) || 'rightShift'.equals(method)) {
            return big ? bitsDigits(b.bitLength() - n) : 0L
        } else if ('setBit'.equals(method) || 'flipBit'.equals(method) || 'clearBit'.equals(method)) {
            return big ? bitsDigits(Math.max(b.bitLength(), n + 1)) : 0L
        }
        0L
    }

    /** The digits of {@code new BigInteger(bits, random)}, {@code new MathContext(precision)} or a number read from text. */
    @PackageScope
    static long constructed(Class<?> type, Object[] args) {
        Object a0 = args.length > 0 ? args[0] : null
        if ((type == BigDecimal || type == BigInteger) && a0 instanceof CharSequence) {
            return length(a0)
        }
        if (type == BigInteger && whole(a0) && args.length >= 2 && args[args.length - 1] instanceof Random) {
            return bitsDigits(clamp((Number) a0))
        }
        type == MathContext && whole(a0) ? clamp((Number) a0) : 0L
    }

    /** The digits of a number whose common logarithm is {@code log10}, raised to the {@code n}. */
    private static long powered(double log10, long n) {
        log10 <= 0 ? 1L : (long) Math.min((double) HUGE, log10 * n + 1)
    }

    private static double log10(BigInteger b) {
        int bits = b.abs().bitLength()
        bits == 0 ? 0d : bits < 1000 ? Math.log10(b.abs().doubleValue()) : (bits - 1) * LOG10_2
    }

    private static boolean whole(Object n) {
        n instanceof Integer || n instanceof Long || n instanceof BigInteger || n instanceof Short || n instanceof Byte
    }

    /** A whole number, held within ±2^32 (no size or exponent of a number goes further). */
    private static long clamp(Number n) {
        long limit = 1L << 32
        n instanceof BigInteger && ((BigInteger) n).bitLength() > 40 ? ((BigInteger) n).signum() * limit
                : Math.max(-limit, Math.min(limit, n.longValue()))
    }
}
