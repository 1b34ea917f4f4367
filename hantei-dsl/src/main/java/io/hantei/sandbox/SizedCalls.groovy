package io.hantei.sandbox

import groovy.transform.CompileStatic
import org.codehaus.groovy.runtime.GStringImpl
import org.codehaus.groovy.runtime.InvokerHelper
import org.codehaus.groovy.runtime.ScriptBytecodeAdapter
import org.codehaus.groovy.runtime.powerassert.AssertionRenderer
import org.codehaus.groovy.runtime.powerassert.Value
import org.codehaus.groovy.runtime.powerassert.ValueRecorder

import static io.hantei.sandbox.CallWeights.UNWEIGHED
import static io.hantei.sandbox.CallWeights.bytes
import static io.hantei.sandbox.CallWeights.pieces
import static io.hantei.sandbox.CallWeights.times
import static io.hantei.sandbox.CallWeights.weigh
import static io.hantei.sandbox.NumberSizes.MAX_DIGITS
import static io.hantei.sandbox.NumberSizes.constructed
import static io.hantei.sandbox.NumberSizes.digits
import static io.hantei.sandbox.TextLengths.length
import static io.hantei.sandbox.TextLengths.madeText
import static io.hantei.sandbox.TextLengths.textOf

/**
 * The allowed library calls that could make a huge value in one step, between two of the
 * sandbox's own checks, weighed <em>before</em> they run: which calls they are, the entry
 * points the sandbox's run-time checks call in their place, and how a refusal shows the call.
 * <ul>
 *   <li><b>memory</b>: a call that takes a size (a width, a count, a capacity), or that makes text
 *       or a list out of other values (a list's text, where one long text may stand many times;
 *       a replacement; the pieces of a split), is weighed against what is left of the work's
 *       memory budget and refused with what it would need:
 *       {@code memory limit: 'x'.center(2147483639) would need 4 GiB; the budget is 256 MiB}
 *       ({@link CallWeights} tells the bytes, {@link TextLengths} the length of a value's text
 *       without writing it);</li>
 *   <li><b>numbers</b>: no number may have more than {@link NumberSizes#MAX_DIGITS} digits
 *       written out in full, a {@code BigDecimal}'s scale counting as digits: a call that would
 *       make a larger one (a scale, a power, a shift, a precision, a literal or a text read as a
 *       number) is refused, before it runs where making it takes long or much memory, else as it
 *       returns ({@link NumberSizes} tells the digits). Then no number can expand into a huge
 *       one later ({@code toPlainString}, {@code toBigInteger}, {@code 1e999999999 + 1}).</li>
 * </ul>
 * {@link SandboxTransformer} sends these calls here ({@link #METHODS}, {@link #constructs},
 * the operators {@code + / << >>}, casts, {@code "$text"}); other calls that can make a huge
 * value in one call are refused by name ({@link AllowList#DENIED}). A script's GStrings are
 * {@link Text}s and a replacement closure a {@link TextResults}: their text is weighed as it
 * is written.
 */
@CompileStatic
final class SizedCalls {

    private SizedCalls() {
    }

    /** Method names whose calls are weighed first: see {@link CallWeights#bytes} and {@link NumberSizes#digits(Object, String, Object[])}. */
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

    // ------------------------------------------------------------------ text weighed as it is written

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
