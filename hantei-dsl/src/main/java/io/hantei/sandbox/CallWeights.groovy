package io.hantei.sandbox

import groovy.transform.CompileStatic
import groovy.transform.PackageScope

import java.util.regex.Matcher
import java.util.regex.Pattern

import static io.hantei.sandbox.TextLengths.HUGE
import static io.hantei.sandbox.TextLengths.length
import static io.hantei.sandbox.TextLengths.madeText
import static io.hantei.sandbox.TextLengths.textOf

/**
 * The bytes a call would make at once, told before it runs from what it is given
 * ({@link #bytes}), and the check of them against what is left of the work's memory budget
 * ({@link #weigh}). The weights count 2 bytes a character, 8 a reference and {@link #PIECE} a
 * short text in a list: enough to tell a reasonable call from one that would take the host's
 * heap, not an exact account. {@link SizedCalls} says which calls are weighed.
 */
@CompileStatic
final class CallWeights {

    private CallWeights() {
    }


    /** The bytes a short text in a list takes: the reference, the String and its array. */
    @PackageScope
    static final int PIECE = 56

    /** Calls that make less than this are not weighed first: the next check of the budget counts them. */
    @PackageScope
    static final long UNWEIGHED = 64L << 10

    /** A width or precision in a format string: {@code %2000000000d}, {@code %.500s}, {@code %1$20s}, {@code %<s}. */
    private static final Pattern FORMAT_SPEC = ~/%(?:(\d+)\$)?([-#+ 0,(<]*)(\d+)?(?:\.(\d+))?([tT]?[a-zA-Z%])/
    /**
     * The bytes a call would make at once, by what it is given: a width of characters
     * ({@code center}, {@code setLength}, {@code ensureCapacity} on text); the text a format,
     * a join, a {@code toString}, a {@code +} or an {@code append} would write, each value
     * counted by its text without making it (a list standing 1000 times in another counts 1000
     * times); a replacement's result; the pieces a split, a tokenize or a {@code toList} cuts a
     * text into; the steps of a {@code sum}; the elements of a {@code flatten}. 0 when the call
     * makes nothing of note.
     */
    @PackageScope
    static long bytes(Object receiver, String method, Object[] args) {
        Integer kind = KINDS.get(method)
        if (kind == null) {
            return 0L
        }
        Object a0 = args.length > 0 ? args[0] : null
        int k = kind.intValue() // ifs, not a switch: Groovy tries a switch's cases one by one, even on an int
        if (k == WIDTH) {
            long unit = receiver instanceof CharSequence || !method.equals('ensureCapacity') ? 2L : 8L
            return a0 instanceof Number ? times(((Number) a0).longValue(), unit) : 0L
        } else if (k == FORMAT) {
            int at = args.findIndexOf { it instanceof CharSequence }
            return at < 0 ? 0L : times(formatted(args[at].toString(), Arrays.copyOfRange(args, at + 1, args.length)), 2)
        } else if (k == JOIN) {
            return receiver.is(String) ? times(joined(args.length == 2 && args[1] instanceof Iterable ? args[1]
                    : args.drop(1), length(a0)), 2)
                    : times(joined(receiver, a0 == null ? 0 : length(a0)), 2)
        } else if (k == TEXT) {
            if (method.equals('inspect')) {
                return times(new TextLengths(true).of(receiver), 2)
            }
            return times(receiver instanceof Class ? (args.length > 0 ? madeText(a0) : 0L) : madeText(receiver), 2)
        } else if (k == VALUE_OF) {
            return receiver.is(String) ? times(madeText(a0), 2) : 0L
        } else if (k == AS_TYPE) {
            return a0.is(String) ? times(madeText(receiver), 2)
                    : receiver instanceof CharSequence && (a0.is(List) || a0.is(Set) || a0.is(Collection)) ?
                    pieces(length(receiver), length(receiver)) : 0L
        } else if (k == PRINT) {
            return receiver instanceof Script ? times(textOf(a0), 2) : 0L
        } else if (k == PLUS) {
            if (receiver instanceof CharSequence) {
                return times(Math.min(HUGE, length(receiver) + textOf(a0)), 2)
            }
            return receiver instanceof Collection && method.equals('plus') ? times(((Collection) receiver).size() + count(a0), 8) : 0L
        } else if (k == APPEND) {
            Object added = method.equals('insert') ? (args.length > 1 ? args[1] : null) : a0
            return receiver instanceof Appendable || receiver instanceof Writer ? times(appended(receiver, textOf(added)), 2) : 0L
        } else if (k == ADD_ALL) {
            return receiver instanceof Collection && args.length > 0 ?
                    times(((Collection) receiver).size() + 2 * count(args[args.length - 1]), 8) : 0L
        } else if (k == REPLACE) {
            if (!isText(receiver)) {
                return 0L
            }
            if (method.equals('replace')) {
                return times(replaced(receiver.toString(), args), 2)
            }
            return args.length == 2 && args[1] instanceof CharSequence ?
                    times(replacedByPattern(receiver.toString(), args[0], args[1].toString(), method.equals('replaceFirst')), 2) : 0L
        } else if (k == EXPAND) {
            return isText(receiver) ? times(expanded(receiver.toString(), a0 instanceof Number ? ((Number) a0).intValue() : 8), 2) : 0L
        } else if (k == PIECES) {
            return isText(receiver) ? pieces(cut(receiver.toString(), method, args), length(receiver)) : 0L
        } else if (k == SUM) {
            return summed(receiver, args)
        } else if (k == STEPS) {
            return receiver instanceof Range && a0 instanceof Number ? times(steps((Range) receiver, (Number) a0), 16) : 0L
        } else if (k == FLATTEN) {
            return receiver instanceof Collection || receiver instanceof Object[] ? times(new TextLengths(false).leaves(receiver), 8) : 0L
        }
        0L
    }

    private static final int WIDTH = 1, FORMAT = 2, JOIN = 3, TEXT = 4, VALUE_OF = 5, AS_TYPE = 6, PRINT = 7, PLUS = 8,
                             APPEND = 9, ADD_ALL = 10, REPLACE = 11, EXPAND = 12, PIECES = 13, SUM = 14, FLATTEN = 15,
                             STEPS = 16

    /** What each weighed method makes, for {@link #bytes}. */
    private static final Map<String, Integer> KINDS = ([
            center: WIDTH, setLength: WIDTH, ensureCapacity: WIDTH, format: FORMAT, sprintf: FORMAT, printf: FORMAT,
            join: JOIN, toString: TEXT, inspect: TEXT, toListString: TEXT, toMapString: TEXT, valueOf: VALUE_OF,
            asType: AS_TYPE, print: PRINT, println: PRINT, plus: PLUS, concat: PLUS, append: APPEND, leftShift: APPEND,
            insert: APPEND, addAll: ADD_ALL, replace: REPLACE, replaceAll: REPLACE, replaceFirst: REPLACE, expand: EXPAND,
            expandLine: EXPAND, split: PIECES, tokenize: PIECES, readLines: PIECES, findAll: PIECES, toList: PIECES,
            toSet: PIECES, collect: PIECES, sum: SUM, flatten: FLATTEN, step: STEPS, by: STEPS,
    ] as Map<String, Integer>).asImmutable()

    /** How many values {@code range.step(size)} or {@code range.by(size)} goes through, saturating; for a range of numbers. */
    private static long steps(Range range, Number size) {
        if (!(range.from instanceof Number) || !(range.to instanceof Number)) {
            return 0L
        }
        BigDecimal span = (new BigDecimal(range.to.toString()) - new BigDecimal(range.from.toString())).abs()
        BigDecimal step = new BigDecimal(size.toString()).abs()
        if (step.signum() == 0) {
            return HUGE
        }
        BigDecimal n = span.divide(step, 0, java.math.RoundingMode.DOWN)
        n > HUGE ? HUGE : n.longValue() + 1
    }

    /** {@code count * unit} bytes, 0 for a negative count, {@link Long#MAX_VALUE} where the product would overflow. */
    @PackageScope
    static long times(long count, long unit) {
        count <= 0 ? 0L : count > Math.floorDiv(Long.MAX_VALUE, unit) ? Long.MAX_VALUE : count * unit
    }

    /** Bytes of {@code pieces} short texts holding {@code characters} in all. */
    @PackageScope
    static long pieces(long pieces, long characters) {
        long made = times(pieces, PIECE)
        long copied = times(characters, 2)
        pieces < 0 ? 0L : made > HUGE || copied > HUGE ? HUGE : made + copied
    }

    /**
     * The characters a format writes at most: for each conversion its width, its precision or
     * its argument's text, whichever is longest ({@code %s} of a list writes the list's text).
     */
    @PackageScope
    static long formatted(String format, Object[] args) {
        TextLengths text = new TextLengths(false)
        long total = 0
        int next = 0
        int last = -1
        Matcher m = FORMAT_SPEC.matcher(format)
        while (m.find()) {
            String conversion = m.group(5)
            long size = Math.max(figure(m.group(3)), figure(m.group(4)))
            if (conversion != '%' && conversion != 'n') {
                int index = m.group(2).contains('<') ? last : m.group(1) != null ? Integer.parseInt(m.group(1)) - 1 : next++
                last = index
                if (index >= 0 && index < args.length) {
                    size = Math.max(size, text.of(args[index]))
                }
            }
            total = text.add(total, size)
        }
        total
    }

    /** A width or precision as written; a figure of more than 12 digits saturates. */
    private static long figure(String digits) {
        digits == null ? 0L : digits.length() > 12 ? HUGE : Long.parseLong(digits)
    }

    /**
     * The length of the joined text of a collection, an array or an iterator's rest, counted
     * element by element with each element's text (never made). Iterators are not counted:
     * counting would use them up.
     */
    private static long joined(Object receiver, long separator) {
        TextLengths text = new TextLengths(false)
        Iterable<?> items = receiver instanceof Iterable ? (Iterable<?>) receiver
                : receiver instanceof Object[] ? Arrays.asList((Object[]) receiver) : null
        if (items == null) {
            return 0L
        }
        long length = 0
        boolean first = true
        for (Object e : items) {
            length = text.add(length, (first ? 0 : separator) + text.of(e))
            first = false
        }
        length
    }

    /** Characters a builder or writer is given, and the new array it grows into when it is full. */
    private static long appended(Object to, long added) {
        if (!(to instanceof CharSequence)) {
            return 2 * added
        }
        long now = ((CharSequence) to).length()
        long capacity = to instanceof StringBuilder ? ((StringBuilder) to).capacity()
                : to instanceof StringBuffer ? ((StringBuffer) to).capacity() : now
        long needed = now + added
        added + (needed > capacity ? Math.max(needed, 2 * capacity + 2) : 0)
    }

    /** The length of {@code s.replace(target, replacement)}, or of Groovy's {@code s.replace([target: replacement, ...])}. */
    private static long replaced(String s, Object[] args) {
        Object last = args.length > 0 ? args[args.length - 1] : null
        if (last instanceof Map) {
            long n = s.length() + (args.length == 2 && args[0] instanceof Number ? ((Number) args[0]).longValue() : 0L)
            for (Map.Entry<?, ?> e : ((Map<?, ?>) last).entrySet()) {
                String target = String.valueOf(e.key)
                n += occurrences(s, target) * Math.max(0L, length(e.value) - target.length())
            }
            return n
        }
        if (args.length == 2 && args[0] instanceof CharSequence && args[1] instanceof CharSequence) {
            String target = args[0].toString()
            return s.length() + occurrences(s, target) * Math.max(0L, length(args[1]) - target.length())
        }
        s.length()
    }

    private static long occurrences(String s, String target) {
        if (target.isEmpty()) {
            return s.length() + 1L
        }
        long n = 0
        int i = s.indexOf(target)
        while (i >= 0) {
            n++
            i = s.indexOf(target, i + target.length())
        }
        n
    }

    /**
     * The longest {@code s.replaceAll(regex, replacement)} can be: each match gives way to the
     * replacement, where each {@code $} reference writes at most the match again.
     */
    private static long replacedByPattern(String s, Object regex, String replacement, boolean first) {
        Pattern p = regex instanceof Pattern ? (Pattern) regex : Pattern.compile(regex.toString())
        long references = replacement.count('$')
        long n = s.length()
        Matcher m = p.matcher(s)
        while (m.find()) {
            long matched = m.end() - m.start()
            n += replacement.length() + references * matched - matched
            if (first || n > HUGE) {
                break
            }
        }
        Math.max(n, 0L)
    }

    /** The longest Groovy's {@code expand(tabStop)} can make: each tab becomes up to a tab stop of spaces. */
    private static long expanded(String s, int tabStop) {
        s.length() + s.count('\t') * (long) Math.max(tabStop, 1)
    }

    /** How many texts a split, tokenize, readLines, findAll or toList cuts a text into; -1 when the call does not cut it. */
    private static long cut(String s, String method, Object[] args) {
        Object a0 = args.length > 0 ? args[0] : null
        if ('toList'.equals(method) || 'toSet'.equals(method) || 'collect'.equals(method)) {
            return args.length == 0 || a0 instanceof Closure ? s.length() : -1L
        } else if ('readLines'.equals(method)) {
            return s.count('\n') + s.count('\r') + 1L
        } else if ('tokenize'.equals(method)) {
            return tokens(s, a0 == null ? ' \t\n\r\f' : a0.toString())
        } else if ('split'.equals(method)) {
            if (a0 == null) {
                return tokens(s, ' \t\n\r\f')
            }
            long parts = matches(s, a0) + 1
            return args.length > 1 && args[1] instanceof Number && ((Number) args[1]).longValue() > 0 ?
                    Math.min(parts, ((Number) args[1]).longValue()) : parts
        } else if ('findAll'.equals(method)) {
            return a0 instanceof CharSequence || a0 instanceof Pattern ? matches(s, a0) : -1L
        }
            return -1L
    }

    private static long matches(String s, Object regex) {
        if (!(regex instanceof CharSequence || regex instanceof Pattern)) {
            return 0L
        }
        Matcher m = (regex instanceof Pattern ? (Pattern) regex : Pattern.compile(regex.toString())).matcher(s)
        long n = 0
        while (m.find()) {
            n++
        }
        n
    }

    private static long tokens(String s, String delimiters) {
        long n = 0
        boolean inToken = false
        for (int i = 0; i < s.length(); i++) {
            boolean delimiter = delimiters.indexOf((int) s.charAt(i)) >= 0
            if (!delimiter && !inToken) {
                n++
            }
            inToken = !delimiter
        }
        n
    }

    /**
     * What {@code sum()} makes on its way: adding text to text, or a list to a list, makes a
     * new one at each step, as long as all before it together.
     */
    private static long summed(Object receiver, Object[] args) {
        TextLengths text = new TextLengths(false)
        Iterable<?> items = receiver instanceof Iterable ? (Iterable<?>) receiver
                : receiver instanceof Object[] ? Arrays.asList((Object[]) receiver) : null
        if (items == null || args.length > 0 && args[args.length - 1] instanceof Closure) {
            return 0L
        }
        Object start = args.length > 0 ? args[0] : null
        int unit = start instanceof CharSequence ? 2 : start instanceof Collection ? 8 : 0
        long running = unit == 2 ? length(start) : unit == 8 ? ((Collection) start).size() : 0L
        long total = 0
        boolean first = args.length == 0
        for (Object e : items) {
            if (first) {
                unit = e instanceof CharSequence ? 2 : e instanceof Collection ? 8 : 0
                running = unit == 2 ? text.of(e) : count(e)
                first = false
                continue
            }
            if (unit == 0) {
                return 0L
            }
            running = text.add(running, unit == 2 ? text.of(e) : count(e))
            total = text.add(total, times(running, unit))
        }
        total
    }

    /** Whether a receiver is text of its own (a String, or a GString, whose text is weighed as it is made); not a builder. */
    private static boolean isText(Object receiver) {
        receiver instanceof String || receiver instanceof GString
    }

    /** Elements a value adds to a list: a collection's or an array's, else one. */
    private static long count(Object o) {
        o instanceof Collection ? ((Collection) o).size() : o instanceof Object[] ? ((Object[]) o).length : 1L
    }

    /** Refuses work that would take more than the budget has left. Callers weigh only what is {@link #UNWEIGHED} or more. */
    @PackageScope
    static void weigh(Budget b, long bytes, Closure<String> call) {
        if (b == null || bytes < UNWEIGHED) {
            return
        }
        long left = b.remaining()
        if (bytes > left) {
            throw b.fail(new LimitExceeded(LimitExceeded.Limit.MEMORY, 'memory limit: ' + call.call() + ' would need ' +
                    Budget.about(bytes) + '; ' + (bytes > b.allocationLimit ? 'the budget is ' + Budget.bytes(b.allocationLimit)
                    : 'only ' + Budget.about(left) + ' of the budget of ' + Budget.bytes(b.allocationLimit) + ' is left')))
        }
    }
}
