package io.hantei.sandbox

import groovy.transform.CompileStatic
import org.codehaus.groovy.runtime.InvokerHelper

import java.util.regex.Matcher
import java.util.regex.Pattern

/**
 * The allowed library calls that take a size — a width, a count, a capacity — and would
 * allocate it in one step, between two of the sandbox's own checks: each is weighed against
 * what is left of the work's memory budget <em>before</em> it runs, and refused with what it
 * would need:
 * {@code memory limit: 'x'.center(2147483639) would need 4 GiB; the budget is 256 MiB}.
 * {@link SandboxTransformer} sends these calls here ({@link #METHODS}, {@link #CAPACITY_TYPES});
 * other calls that can make a huge value in one call are refused by name
 * ({@link AllowList#DENIED}). The weights count 2 bytes a character and 8 a reference: enough
 * to tell a reasonable call from one that would take the host's heap, not an exact account.
 */
@CompileStatic
final class SizedCalls {

    private SizedCalls() {
    }

    /** Method names whose calls are weighed first: see {@link #bytes}. */
    static final Set<String> METHODS = (['center', 'format', 'sprintf', 'printf', 'join', 'setLength',
                                         'ensureCapacity'] as Set<String>).asImmutable()

    /** Classes whose constructors take a capacity, and the bytes one unit of it takes. */
    static final Map<String, Integer> CAPACITY_TYPES = ([
            'java.util.ArrayList': 8, 'java.util.ArrayDeque': 8, 'java.util.PriorityQueue': 8,
            'java.util.HashMap': 16, 'java.util.LinkedHashMap': 16, 'java.util.HashSet': 16,
            'java.util.LinkedHashSet': 16, 'java.lang.StringBuilder': 2,
    ] as Map<String, Integer>).asImmutable()

    /** A width or precision in a format string: {@code %2000000000d}, {@code %.500s}, {@code %1$20s}. */
    private static final Pattern FORMAT_SIZE = ~/%(?:\d+\$)?[-#+ 0,(<]*(\d+)?(?:\.(\d+))?[a-zA-Z%]/

    /** {@code receiver.method(args)}, after its weight is checked against the budget. */
    static Object call(Object receiver, String method, Object[] args) {
        weigh(bytes(receiver, method, args), { show(receiver, method, args) })
        InvokerHelper.invokeMethod(receiver, method, args)
    }

    /** {@code new type(args)}, after its capacity is checked against the budget. */
    static Object construct(Class<?> type, Object[] args) {
        Integer unit = CAPACITY_TYPES.get(type.name)
        if (unit != null && args.length >= 1 && args[0] instanceof Number) {
            weigh(times(((Number) args[0]).longValue(), unit), {
                'new ' + type.simpleName + '(' + args.collect { show(it) }.join(', ') + ')'
            })
        }
        InvokerHelper.invokeConstructorOf(type, args)
    }

    /**
     * {@code list[index] = value} on a list: the list grows to the index, filling with nulls,
     * so an index far past its end is weighed first.
     */
    static void putAt(List<?> list, Object index) {
        if (index instanceof Number) {
            long past = ((Number) index).longValue() - list.size()
            if (past > 0) {
                weigh(times(past, 8), { 'a[' + show(index) + '] = ... on ' + describe(list) })
            }
        }
    }

    /**
     * The bytes a call would make at once, by what it is given: a width of characters
     * ({@code center}, {@code setLength}, {@code ensureCapacity} on text), the widths and
     * precisions of a format string, the joined length of a {@code join}; 0 when the call makes
     * nothing of note.
     */
    static long bytes(Object receiver, String method, Object[] args) {
        switch (method) {
            case 'center':
            case 'setLength':
                return args.length >= 1 && args[0] instanceof Number ? times(((Number) args[0]).longValue(), 2) : 0L
            case 'ensureCapacity':
                long unit = receiver instanceof CharSequence ? 2L : 8L
                return args.length >= 1 && args[0] instanceof Number ? times(((Number) args[0]).longValue(), unit) : 0L
            case 'format':
            case 'sprintf':
            case 'printf':
                Object text = args.find { it instanceof CharSequence }
                return text == null ? 0L : times(widest(text.toString()), 2)
            case 'join':
                return times(joined(receiver, args.length >= 1 && args[0] != null ? args[0].toString().length() : 0), 2)
            default:
                return 0L
        }
    }

    /** {@code count * unit} bytes, 0 for a negative count, {@link Long#MAX_VALUE} where the product would overflow. */
    static long times(long count, long unit) {
        count <= 0 ? 0L : count > Math.floorDiv(Long.MAX_VALUE, unit) ? Long.MAX_VALUE : count * unit
    }

    /** The largest width or precision in a format string. */
    static long widest(String format) {
        long widest = 0
        Matcher m = FORMAT_SIZE.matcher(format)
        while (m.find()) {
            for (int g = 1; g <= 2; g++) {
                String digits = m.group(g)
                if (digits != null) {
                    widest = Math.max(widest, digits.length() > 12 ? Long.MAX_VALUE.intdiv(4) as long : Long.parseLong(digits))
                }
            }
        }
        widest
    }

    /**
     * The length of the joined text of a collection, an array or an iterator's rest, counted
     * element by element and given up past {@link Integer#MAX_VALUE} (no text is longer).
     * Iterators are not counted: counting would use them up.
     */
    private static long joined(Object receiver, int separator) {
        Iterable<?> items = receiver instanceof Iterable ? (Iterable<?>) receiver
                : receiver instanceof Object[] ? Arrays.asList((Object[]) receiver) : null
        if (items == null) {
            return 0L
        }
        long length = 0
        boolean first = true
        for (Object e : items) {
            length += (first ? 0 : separator) + (e instanceof CharSequence ? ((CharSequence) e).length() : String.valueOf(e).length())
            first = false
            if (length > Integer.MAX_VALUE) {
                return length
            }
        }
        length
    }

    /** Refuses work that would take more than the budget has left. */
    private static void weigh(long bytes, Closure<String> call) {
        Budget b = Budget.current()
        if (b == null || bytes <= 0) {
            return
        }
        long left = b.remaining()
        if (bytes > left) {
            throw b.fail(new LimitExceeded(LimitExceeded.Limit.MEMORY, 'memory limit: ' + call.call() + ' would need ' +
                    Budget.about(bytes) + '; ' + (bytes > b.allocationLimit ? 'the budget is ' + Budget.bytes(b.allocationLimit)
                    : 'only ' + Budget.about(left) + ' of the budget of ' + Budget.bytes(b.allocationLimit) + ' is left')))
        }
    }

    /**
     * How a call reads in a message: {@code 'x'.center(2147483639)},
     * {@code String.format('%2000000000d', 1)}, {@code sprintf(...)} (on the script),
     * {@code join(',') on a list of 1000}.
     */
    private static String show(Object receiver, String method, Object[] args) {
        String call = method + '(' + args.collect { show(it) }.join(', ') + ')'
        receiver instanceof Class ? ((Class) receiver).simpleName + '.' + call
                : receiver instanceof groovy.lang.Script ? call
                : receiver instanceof String ? show(receiver) + '.' + call
                : call + ' on ' + describe(receiver)
    }

    /** A value as a message shows it: text quoted (and cut), numbers as they are, the rest by kind and size. */
    private static String show(Object value) {
        if (value instanceof String) {
            String s = (String) value
            return "'" + (s.length() > 20 ? s.substring(0, 17) + '...' : s) + "'"
        }
        value instanceof Number || value instanceof Boolean || value == null ? String.valueOf(value) : describe(value)
    }

    private static String describe(Object value) {
        value instanceof Collection ? 'a list of ' + ((Collection) value).size()
                : value instanceof Object[] ? 'a list of ' + ((Object[]) value).length
                : value instanceof CharSequence ? 'a ' + value.getClass().simpleName + ' of ' + ((CharSequence) value).length() + ' characters'
                : AllowList.show(value.getClass())
    }
}
