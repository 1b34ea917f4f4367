package io.hantei.sandbox

import groovy.transform.CompileStatic
import groovy.transform.PackageScope

import java.util.regex.Matcher

import static io.hantei.sandbox.CallWeights.times
import static io.hantei.sandbox.NumberSizes.bitsDigits

/**
 * The lengths of values' text as Groovy writes it ({@code toString}, {@code "$x"}, or
 * {@code inspect} when verbose), counted without making it: a list, map or GString that
 * stands in many places is counted once and its length reused, so counting takes as many
 * steps as there are distinct elements, however long the text would be.
 */
@CompileStatic
final class TextLengths {

    /** Where a count of characters saturates: far past any budget, far from overflowing when doubled. */
    @PackageScope
    static final long HUGE = Long.MAX_VALUE.intdiv(4) as long

    /** The length of a value's text, without a count of its own for a String or a small number. */
    @PackageScope
    static long textOf(Object v) {
        v instanceof String ? ((String) v).length() : v == null ? 4L : new TextLengths(false).of(v)
    }

    /** The characters of a new text of a value: none for a String, which is its own text. */
    @PackageScope
    static long madeText(Object v) {
        v instanceof String ? 0L : textOf(v)
    }

    /** A text's length; a GString's counted from its parts, as asking it would make its text. */
    @PackageScope
    static long length(Object o) {
        o instanceof GString ? new TextLengths(false).of(o) : o instanceof CharSequence ? ((CharSequence) o).length() : 0L
    }

    private final boolean verbose
    private IdentityHashMap<Object, Long> seen

    @PackageScope
    TextLengths(boolean verbose) {
        this.verbose = verbose
    }

    /** {@code a + b}, saturating. */
    @PackageScope
    long add(long a, long b) {
        long s = a + b
        s < 0 || s > HUGE ? HUGE : s
    }

    /** The length of the value's text. */
    @PackageScope
    long of(Object v) {
        if (v == null) {
            return 4L
        }
        if (v instanceof String) {
            long n = ((String) v).length()
            return verbose ? 2 * n + 2 : n
        }
        if (v instanceof Range) {
            return String.valueOf(v).length() // from..to
        }
        if (v instanceof GString) {
            long n = leavesOnly((GString) v) ? parts((GString) v) : container(v)
            return verbose ? add(n, n) + 2 : n
        }
        if (v instanceof Collection || v instanceof Map || v instanceof Object[]) {
            return container(v)
        }
        if (v instanceof CharSequence) {
            long n = ((CharSequence) v).length()
            return verbose ? 2 * n + 2 : n
        }
        if (v instanceof Number) {
            return number((Number) v)
        }
        if (v.getClass().isArray()) {
            long n = java.lang.reflect.Array.getLength(v)
            return v instanceof char[] ? n : times(n, 22) + 2
        }
        if (v instanceof Map.Entry) {
            return add(of(((Map.Entry) v).key), of(((Map.Entry) v).value)) + 1
        }
        if (v instanceof Optional) {
            return ((Optional) v).present ? add(of(((Optional) v).get()), 10) : 14L
        }
        if (v instanceof StringJoiner) {
            return ((StringJoiner) v).length()
        }
        if (v instanceof Matcher) {
            Matcher m = (Matcher) v
            return 80L + m.pattern().pattern().length() + m.regionEnd()
        }
        if (v instanceof Closure || v instanceof Iterator || v instanceof Script) {
            return 100L // Class@hash
        }
        String.valueOf(v).length() // a shape, a number's kind, an exception: short text of their own
    }

    /** Whether a GString holds only values that hold nothing (the usual "${x},${y}"): then no memo is needed to count it. */
    private static boolean leavesOnly(GString g) {
        for (Object value : g.values) {
            if (value instanceof CharSequence && !(value instanceof String) || value instanceof Collection || value instanceof Map ||
                    value instanceof Object[] || value instanceof Closure || value instanceof Optional || value instanceof Map.Entry) {
                return false
            }
        }
        true
    }

    /** A GString's text: its strings and its values' text (a closure's is weighed when it is called). */
    private long parts(GString g) {
        long n = 0
        for (String s : g.strings) {
            n = add(n, s.length())
        }
        for (Object value : g.values) {
            n = add(n, value instanceof Closure ? 0L : of(value))
        }
        n
    }

    /** A GString, a collection, a map or an array: each element's text, once per container. */
    private long container(Object c) {
        seen = seen ?: new IdentityHashMap<Object, Long>(8)
        Long known = seen.get(c)
        if (known != null) {
            return known.longValue() >= 0L ? known.longValue() : c instanceof Map ? 10L : 17L // (this Map), (this Collection)
        }
        seen.put(c, -1L)
        long n
        if (c instanceof GString) {
            n = parts((GString) c)
        } else if (c instanceof Map) { // [k:v, k2:v2], or [:]
            n = ((Map) c).isEmpty() ? 3L : 0L
            for (Map.Entry<?, ?> e : ((Map<?, ?>) c).entrySet()) {
                n = add(n, add(add(of(e.key), of(e.value)), 3)) // the key, ':', the value, and ', ' or the brackets
            }
        } else { // [a, b]
            n = 2
            boolean first = true
            for (Object e : (c instanceof Object[] ? Arrays.asList((Object[]) c) : (Iterable<?>) c)) {
                n = add(n, add(e.is(c) ? 17L : of(e), first ? 0L : 2L))
                first = false
            }
        }
        seen.put(c, n)
        n
    }

    private static long number(Number n) {
        if (n instanceof BigDecimal && ((BigDecimal) n).unscaledValue().bitLength() >= 256) {
            return bitsDigits(((BigDecimal) n).unscaledValue().bitLength()) + 14 // a sign, a point, an exponent
        }
        if (n instanceof BigInteger && ((BigInteger) n).bitLength() >= 256) {
            return bitsDigits(((BigInteger) n).bitLength()) + 1
        }
        if (n instanceof BigDecimal || n instanceof BigInteger) {
            return n.toString().length()
        }
        if (n instanceof Integer || n instanceof Long || n instanceof Short || n instanceof Byte) {
            long v = n.longValue()
            long digits = 1
            for (long x = Math.abs(v == Long.MIN_VALUE ? Long.MAX_VALUE : v); x >= 10; x = x.intdiv(10) as long) {
                digits++
            }
            return digits + (v < 0 ? 1 : 0)
        }
        24L // a double's or float's text is at most 24 characters
    }

    /** The elements {@code flatten()} would make: the leaves under nested collections and arrays, each list counted once. */
    @PackageScope
    long leaves(Object c) {
        seen = seen ?: new IdentityHashMap<Object, Long>(8)
        Long known = seen.get(c)
        if (known != null) {
            return Math.max(known.longValue(), 1L)
        }
        seen.put(c, -1L)
        long n = 0
        for (Object e : (c instanceof Object[] ? Arrays.asList((Object[]) c) : (Iterable<?>) c)) {
            n = add(n, e instanceof Collection || e instanceof Object[] ? leaves(e) : 1L)
        }
        seen.put(c, n)
        n
    }
}
