package io.hantei.sandbox

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import org.codehaus.groovy.runtime.GStringImpl
import org.codehaus.groovy.runtime.InvokerHelper
import org.codehaus.groovy.runtime.ScriptBytecodeAdapter
import org.codehaus.groovy.runtime.powerassert.AssertionRenderer
import org.codehaus.groovy.runtime.powerassert.Value
import org.codehaus.groovy.runtime.powerassert.ValueRecorder

import java.util.regex.Matcher
import java.util.regex.Pattern

import static io.hantei.sandbox.NumberSizes.MAX_DIGITS
import static io.hantei.sandbox.NumberSizes.constructed
import static io.hantei.sandbox.NumberSizes.digits
import static io.hantei.sandbox.TextLengths.HUGE
import static io.hantei.sandbox.TextLengths.length
import static io.hantei.sandbox.TextLengths.madeText
import static io.hantei.sandbox.TextLengths.textOf

/**
 * The allowed library calls that could make a huge value in one step, between two of the
 * sandbox's own checks, weighed <em>before</em> they run:
 * <ul>
 *   <li><b>memory</b>: a call that takes a size (a width, a count, a capacity), or that makes text
 *       or a list out of other values (a list's text, where one long text may stand many times;
 *       a replacement; the pieces of a split), is weighed against what is left of the work's
 *       memory budget and refused with what it would need:
 *       {@code memory limit: 'x'.center(2147483639) would need 4 GiB; the budget is 256 MiB};</li>
 *   <li><b>numbers</b>: no number may have more than {@link NumberSizes#MAX_DIGITS} digits
 *       written out in full, a {@code BigDecimal}'s scale counting as digits: a call that would
 *       make a larger one (a scale, a power, a shift, a precision, a literal or a text read as a
 *       number) is refused, before it runs where making it takes long or much memory, else as it
 *       returns ({@link NumberSizes} tells the digits).
 *       Then no number can expand into a huge one later ({@code toPlainString},
 *       {@code toBigInteger}, {@code 1e999999999 + 1}).</li>
 * </ul>
 * {@link SandboxTransformer} sends these calls here ({@link #METHODS}, {@link #constructs},
 * the operators {@code + / << >>}, casts, {@code "$text"}); other calls that can make a huge
 * value in one call are refused by name ({@link AllowList#DENIED}). The weights count 2 bytes
 * a character, 8 a reference and {@link #PIECE} a short text in a list: enough to tell a
 * reasonable call from one that would take the host's heap, not an exact account.
 */
@CompileStatic
final class SizedCalls {

    private SizedCalls() {
    }

    /** Method names whose calls are weighed first: see {@link #bytes} and {@link NumberSizes#digits(Object, String, Object[])}. */
    static final Set<String> METHODS = ([
            // a size of characters or elements
            'center', 'setLength', 'ensureCapacity',
            // text made of other values' text
            'format', 'sprintf', 'printf', 'print', 'println', 'join', 'toString', 'inspect', 'toListString',
            'toMapString', 'valueOf', 'asType', 'plus', 'concat', 'append', 'insert', 'leftShift', 'addAll',
            'replace', 'replaceAll', 'replaceFirst', 'expand', 'expandLine', 'sum', 'flatten',
            // one piece per match, token, line or character of a text
            'split', 'tokenize', 'readLines', 'findAll', 'toList', 'toSet', 'collect',
            // the steps of a range
            'step', 'by',
            // numbers
            'setScale', 'round', 'trunc', 'movePointLeft', 'movePointRight', 'scaleByPowerOfTen', 'pow', 'power',
            'shiftLeft', 'shiftRight', 'rightShift', 'setBit', 'flipBit', 'clearBit', 'probablePrime', 'divide',
            'div', 'divideToIntegralValue', 'divideAndRemainder', 'toBigDecimal', 'toBigInteger',
    ] as Set<String>).asImmutable()

    /** The classes whose static calls of those names are weighed ({@code String.format}, {@code BigDecimal.valueOf}). */
    static final Set<String> STATIC_OWNERS = (['java.lang.String', 'java.util.Objects', 'java.math.BigDecimal',
                                               'java.math.BigInteger'] as Set<String>).asImmutable()

    /** Classes whose constructors take a capacity, and the bytes one unit of it takes. */
    static final Map<String, Integer> CAPACITY_TYPES = ([
            'java.util.ArrayList': 8, 'java.util.ArrayDeque': 8, 'java.util.PriorityQueue': 8,
            'java.util.HashMap': 16, 'java.util.LinkedHashMap': 16, 'java.util.HashSet': 16,
            'java.util.LinkedHashSet': 16, 'java.lang.StringBuilder': 2,
    ] as Map<String, Integer>).asImmutable()

    /** The number classes whose constructors are checked: they read text, take a bit count or a precision. */
    static final Set<String> NUMBER_TYPES = (['java.math.BigDecimal', 'java.math.BigInteger',
                                              'java.math.MathContext'] as Set<String>).asImmutable()

    /** The classes that {@code x as T} makes with a check first: numbers read from text, the pieces of a text. */
    static final Set<String> CASTS = (['java.math.BigDecimal', 'java.math.BigInteger', 'java.util.List', 'java.util.Set',
                                       'java.util.Collection'] as Set<String>).asImmutable()

    /** The bytes a short text in a list takes: the reference, the String and its array. */
    static final int PIECE = 56

    /** Calls that make less than this are not weighed first: the next check of the budget counts them. */
    static final long UNWEIGHED = 64L << 10

    /** A width or precision in a format string: {@code %2000000000d}, {@code %.500s}, {@code %1$20s}, {@code %<s}. */
    private static final Pattern FORMAT_SPEC = ~/%(?:(\d+)\$)?([-#+ 0,(<]*)(\d+)?(?:\.(\d+))?([tT]?[a-zA-Z%])/

    // ------------------------------------------------------------------ the calls

    /** Whether {@code new type(...)} is checked here. */
    static boolean constructs(String className) {
        CAPACITY_TYPES.containsKey(className) || NUMBER_TYPES.contains(className)
    }

    /** {@code receiver.method(args)}, after its weight and the number it makes are checked. */
    static Object call(Object receiver, String method, Object[] args) {
        call(receiver, method, args, null)
    }

    /** {@code a op b} ({@code a ** b}) as the call {@code a.method(b)}. */
    static Object operator(Object a, String op, String method, Object b) {
        call(a, method, new Object[] {b}, op)
    }

    /**
     * Checks {@code a op b} ({@code a + b}, {@code a << b}, {@code a >> b}) before Groovy works
     * it out, as {@link #call} checks a call: text or a list added to, a {@code BigInteger}
     * shifted, a builder or a writer given a value may make a large one; the rest is left alone.
     */
    static void before(Object a, String op, String method, Object b) {
        boolean large = 'plus'.equals(method) ? a instanceof CharSequence || a instanceof Collection
                : a instanceof BigInteger || a instanceof Appendable || a instanceof Writer
        if (large) {
            check(a, method, new Object[] {b}, op)
        }
    }

    /** The call, shown in a message as {@code op} says (see {@link #shown}); the message is made only for a refusal. */
    private static Object call(Object receiver, String method, Object[] args, String op) {
        check(receiver, method, args, op)
        if (args.length == 2 && args[1] instanceof Closure && ('replaceAll'.equals(method) || 'replaceFirst'.equals(method))) {
            args = new Object[] {args[0], new TextResults((Closure) args[1])} // each replacement weighed as it is made
        }
        made(InvokerHelper.invokeMethod(receiver, method, args), receiver, method, args, op)
    }

    private static void check(Object receiver, String method, Object[] args, String op) {
        if (digits(receiver, method, args) > MAX_DIGITS) {
            throw tooManyDigits(shown(receiver, method, args, op))
        }
        Budget b = Budget.current()
        long bytes = b == null ? 0L : bytes(receiver, method, args)
        if (bytes >= UNWEIGHED) {
            weigh(b, bytes, { shown(receiver, method, args, op) })
        }
    }

    /** {@code new type(args)}, after its capacity, or the number it makes, is checked. */
    static Object construct(Class<?> type, Object[] args) {
        Integer unit = CAPACITY_TYPES.get(type.name)
        long bytes = unit != null && args.length >= 1 && args[0] instanceof Number ? times(((Number) args[0]).longValue(), unit) : 0L
        if (bytes >= UNWEIGHED) {
            weigh(Budget.current(), bytes, { shown(type, null, args, 'new') })
        }
        if (constructed(type, args) > MAX_DIGITS) {
            throw tooManyDigits(shown(type, null, args, 'new'))
        }
        made(InvokerHelper.invokeConstructorOf(type, args), type, null, args, 'new')
    }

    /** {@code value as type}, for the {@link #CASTS}: a number read from text, or a text's characters as a list. */
    static Object cast(Object value, Class<?> type) {
        Object[] args = new Object[] {type}
        if (value instanceof CharSequence && (type == BigDecimal || type == BigInteger) && length(value) > MAX_DIGITS) {
            throw tooManyDigits(shown(value, null, args, 'as'))
        }
        long bytes = value instanceof CharSequence && type != BigDecimal && type != BigInteger ? pieces(length(value), length(value)) : 0L
        if (bytes >= UNWEIGHED) {
            weigh(Budget.current(), bytes, { shown(value, null, args, 'as') })
        }
        made(ScriptBytecodeAdapter.asType(value, type), value, null, args, 'as')
    }

    /** A value about to become text ({@code (String) x}, {@code String s = x}, an assertion's message): its text is weighed first. */
    static Object text(Object value) {
        Budget b = Budget.current()
        long bytes = b == null ? 0L : times(madeText(value), 2)
        if (bytes >= UNWEIGHED) {
            weigh(b, bytes, { shown(value, null, null, 'text') })
        }
        value
    }

    /** A failed assertion's text with the values of its parts (Groovy's power assertion), weighed before it is written. */
    static String assertion(String source, ValueRecorder recorder) {
        Budget b = Budget.current()
        if (b != null) {
            TextLengths text = new TextLengths(true) // the values as inspect() writes them
            long length = source.length()
            for (Value v : recorder.values) {
                length = text.add(length, text.of(v.value))
            }
            if (times(length, 2) >= UNWEIGHED) {
                weigh(b, times(length, 2), { 'the values of the failed assertion ' + show(source) })
            }
        }
        AssertionRenderer.render(source, recorder)
    }

    /**
     * {@code list[index] = value} on a list: the list grows to the index, filling with nulls,
     * so an index far past its end is weighed first.
     */
    static void putAt(List<?> list, Object index) {
        Object last = index instanceof Range ? farthest(((Range) index).from, ((Range) index).to)
                : index instanceof Collection ? ((Collection) index).inject(null) { Object far, Object i -> farthest(far, i) } : index
        if (last instanceof Number) {
            long past = ((Number) last).longValue() - list.size()
            if (past > 0 && times(past, 8) >= UNWEIGHED) {
                weigh(Budget.current(), times(past, 8), { 'a[' + show(index) + '] = ... on ' + describe(list) })
            }
        }
    }

    /** The larger of two indices (a range's ends, a list of indices); a non-number is passed over. */
    private static Object farthest(Object a, Object b) {
        !(b instanceof Number) ? a : !(a instanceof Number) || ((Number) b).longValue() > ((Number) a).longValue() ? b : a
    }

    /** What {@code a op b} made, checked as {@link #made(Object, Object, String, Object[], String)} checks. */
    static Object made(Object result, Object a, String op, Object b) {
        digits(result) > MAX_DIGITS || result instanceof GString ? made(result, a, null, new Object[] {b}, op) : result
    }

    /**
     * What a call returns, checked: a number of more than {@link NumberSizes#MAX_DIGITS} digits is
     * refused, and a GString made by a GString's {@code plus} is weighed when it becomes text.
     */
    private static Object made(Object result, Object receiver, String method, Object[] args, String op) {
        boolean tooLarge = digits(result) > MAX_DIGITS
        if (result instanceof Object[]) {
            for (Object r : (Object[]) result) {
                tooLarge = tooLarge || digits(r) > MAX_DIGITS
            }
        }
        if (tooLarge) {
            throw tooManyDigits(shown(receiver, method, args, op))
        }
        if (result instanceof GString && !(result instanceof Text)) {
            GString g = (GString) result
            return new Text(g.values, g.strings)
        }
        result
    }

    private static SandboxRefusal tooManyDigits(String call) {
        RuntimeGuard.refused(call + ' would make a number of more than ' + MAX_DIGITS + ' digits, which is not allowed in a sandboxed script')
    }

    // ------------------------------------------------------------------ memory

    /**
     * The bytes a call would make at once, by what it is given: a width of characters
     * ({@code center}, {@code setLength}, {@code ensureCapacity} on text); the text a format,
     * a join, a {@code toString}, a {@code +} or an {@code append} would write, each value
     * counted by its text without making it (a list standing 1000 times in another counts 1000
     * times); a replacement's result; the pieces a split, a tokenize or a {@code toList} cuts a
     * text into; the steps of a {@code sum}; the elements of a {@code flatten}. 0 when the call
     * makes nothing of note.
     */
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
    static long times(long count, long unit) {
        count <= 0 ? 0L : count > Math.floorDiv(Long.MAX_VALUE, unit) ? Long.MAX_VALUE : count * unit
    }

    /** Bytes of {@code pieces} short texts holding {@code characters} in all. */
    private static long pieces(long pieces, long characters) {
        long made = times(pieces, PIECE)
        long copied = times(characters, 2)
        pieces < 0 ? 0L : made > HUGE || copied > HUGE ? HUGE : made + copied
    }

    /**
     * The characters a format writes at most: for each conversion its width, its precision or
     * its argument's text, whichever is longest ({@code %s} of a list writes the list's text).
     */
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

    /**
     * A GString whose text is weighed before it is written: the sandbox makes every
     * {@code "...${x}..."} one of these, so that a GString of a list that stands many times,
     * or of GStrings within GStrings, cannot write gigabytes in one step.
     */
    static final class Text extends GStringImpl {

        private static final long serialVersionUID = 1L

        Text(Object[] values, String[] strings) {
            super(values, strings)
        }

        @Override
        Writer writeTo(Writer out) {
            Budget b = Budget.current()
            long bytes = b == null ? 0L : times(new TextLengths(false).of(this), 2)
            if (bytes >= UNWEIGHED) {
                weigh(b, bytes, { show(this) })
            }
            String[] s = strings
            Object[] v = values
            for (int i = 0; i < s.length; i++) {
                out.write(s[i])
                if (i < v.length) {
                    Object value = v[i]
                    if (value instanceof Closure && ((Closure) value).maximumNumberOfParameters == 0) {
                        value = ((Closure) value).call()
                        long made = b == null ? 0L : times(textOf(value), 2)
                        if (made >= UNWEIGHED) {
                            Object shown = value
                            weigh(b, made, { 'the text of ' + SizedCalls.show(shown) })
                        }
                        InvokerHelper.write(out, value)
                    } else if (value instanceof Closure) {
                        Closure c = (Closure) value
                        if (c.maximumNumberOfParameters != 1) {
                            throw new GroovyRuntimeException('Trying to evaluate a GString containing a Closure taking ' +
                                    c.maximumNumberOfParameters + ' parameters')
                        }
                        c.call(out)
                    } else {
                        InvokerHelper.write(out, value)
                    }
                }
            }
            out
        }
    }

    /**
     * A closure whose results are weighed as text before the caller writes them: the
     * replacement closure of {@code replaceAll} and {@code replaceFirst}, whose result Groovy
     * makes text (a list that holds a long text many times would make gigabytes).
     */
    static final class TextResults extends Closure<Object> {

        private static final long serialVersionUID = 1L

        private final Closure<?> inner

        TextResults(Closure<?> inner) {
            super(inner.owner, inner.thisObject)
            this.inner = inner
            this.maximumNumberOfParameters = inner.maximumNumberOfParameters
            this.parameterTypes = inner.parameterTypes
        }

        @Override
        Object call(Object... args) {
            text(inner.call(args))
        }

        @Override
        Object call(Object arg) {
            text(inner.call(arg))
        }

        @Override
        Object call() {
            text(inner.call())
        }

        Object doCall(Object... args) {
            text(inner.call(args))
        }
    }

    // ------------------------------------------------------------------ messages

    /**
     * How a call reads in a message, by {@code op}: null for {@code receiver.method(args)},
     * {@code 'new'} for a constructor ({@code receiver} is the class), {@code 'as'} for a cast
     * ({@code args[0]} is the class), {@code 'text'} for a value made text, else the operator.
     */
    private static String shown(Object receiver, String method, Object[] args, String op) {
        switch (op) {
            case null:
                return show(receiver, method, args)
            case 'new':
                return 'new ' + ((Class) receiver).simpleName + '(' + args.collect { show(it) }.join(', ') + ')'
            case 'as':
                return show(receiver) + ' as ' + ((Class) args[0]).simpleName
            case 'text':
                return 'the text of ' + show(receiver)
            default:
                return show(receiver) + ' ' + op + ' ' + show(args[0])
        }
    }

    /**
     * How a call reads in a message: {@code 'x'.center(2147483639)},
     * {@code String.format('%2000000000d', 1)}, {@code sprintf(...)} (on the script),
     * {@code join(',') on a list of 1000}.
     */
    private static String show(Object receiver, String method, Object[] args) {
        String call = method + '(' + args.collect { show(it) }.join(', ') + ')'
        String shown = receiver instanceof String || receiver instanceof Number ? show(receiver) : null
        receiver instanceof Class ? ((Class) receiver).simpleName + '.' + call
                : receiver instanceof Script ? call
                : shown != null && !shown.startsWith('a number of') ? shown + '.' + call
                : call + ' on ' + (shown ?: describe(receiver))
    }

    /** A value as a message shows it: text quoted (and cut), numbers as they are (or their size), the rest by kind and size. */
    static String show(Object value) {
        if (value instanceof Range && ((Range) value).from instanceof Number) {
            return show(((Range) value).from) + '..' + show(((Range) value).to)
        }
        if (value instanceof String) {
            String s = (String) value
            String cut = s.length() > 20 ? s.substring(0, 17) + '...' : s
            return "'" + cut.replace('\n', '\\n').replace('\r', '\\r').replace('\t', '\\t') + "'"
        }
        if (value instanceof GString) { // its parts, and a GString within it as "..."
            GString g = (GString) value
            StringBuilder b = new StringBuilder('"')
            for (int i = 0; i < g.strings.length; i++) {
                b.append(g.strings[i].length() > 20 ? g.strings[i].substring(0, 17) + '...' : g.strings[i])
                if (i < g.values.length) {
                    b.append('${').append(g.values[i] instanceof GString ? '"..."' : show(g.values[i])).append('}')
                }
            }
            return b.append('"').toString()
        }
        if (value instanceof BigInteger || value instanceof BigDecimal) {
            String s = value.toString()
            return s.length() <= 24 ? s : 'a number of ' + digits(value) + ' digits'
        }
        value instanceof Number || value instanceof Boolean || value instanceof Enum || value == null ? String.valueOf(value)
                : value instanceof Class ? ((Class) value).simpleName : describe(value)
    }

    private static String describe(Object value) {
        value instanceof Range ? 'the range ' + show(((Range) value).from) + '..' + show(((Range) value).to)
                : value instanceof Collection ? 'a list of ' + ((Collection) value).size()
                : value instanceof Map ? 'a map of ' + ((Map) value).size()
                : value instanceof Object[] ? 'a list of ' + ((Object[]) value).length
                : value instanceof GString ? show(value)
                : value instanceof CharSequence ? 'a ' + value.getClass().simpleName + ' of ' + ((CharSequence) value).length() + ' characters'
                : AllowList.show(value.getClass())
    }
}
