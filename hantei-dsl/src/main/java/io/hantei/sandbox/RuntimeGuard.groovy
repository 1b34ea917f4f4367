package io.hantei.sandbox

import groovy.transform.CompileDynamic
import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import org.codehaus.groovy.ast.ASTNode
import org.codehaus.groovy.ast.ClassHelper
import org.codehaus.groovy.ast.ClassNode
import org.codehaus.groovy.ast.expr.ArgumentListExpression
import org.codehaus.groovy.ast.expr.Expression
import org.codehaus.groovy.ast.expr.StaticMethodCallExpression
import org.codehaus.groovy.runtime.InvokerHelper
import org.codehaus.groovy.runtime.ScriptBytecodeAdapter
import org.codehaus.groovy.runtime.powerassert.ValueRecorder
import org.codehaus.groovy.runtime.typehandling.NumberMath

/**
 * The run-time half of the sandbox: calls that {@link SandboxTransformer} and
 * {@link LimitChecks} write into a script's code. Public because compiled scripts call it; not
 * for use by anything else.
 * <ul>
 *   <li>{@link #receiver}: every method call, property access and {@code in} on an object the
 *       script has goes through it first, and it refuses objects whose class the sandbox does not
 *       allow ({@link AllowList#receiver}), such as a {@code Class} the script got hold of;</li>
 *   <li>{@link #getAt}/{@link #putAt}: {@code a[k]}, which Groovy turns into a property access
 *       on anything but a map when {@code k} is text;</li>
 *   <li>{@link #times}, {@link #range}: the operators that make a huge value in one step are
 *       capped at {@link #MAX_ELEMENTS} elements;</li>
 *   <li>{@link #sized}, {@link #construct}, {@link #plus}, {@link #div}, {@link #power},
 *       {@link #leftShift}, {@link #rightShift}, {@link #asType}, {@link #text}, {@link #gstring},
 *       {@link #assertion}, {@link #toText}: the calls, operators, casts and text that
 *       {@link SizedCalls} weighs before they run;</li>
 *   <li>{@link #tick}: the time and memory check at the start of every closure, method and loop
 *       body ({@link Budget#check()}).</li>
 * </ul>
 */
@CompileStatic
final class RuntimeGuard {

    private static final ClassNode NODE = ClassHelper.make(RuntimeGuard)

    /**
     * The code {@code RuntimeGuard.method(args)}, placed where {@code at} stands in the script:
     * how the compile-time steps write a call of this class into a script.
     */
    static StaticMethodCallExpression callAt(ASTNode at, String method, Expression... args) {
        StaticMethodCallExpression call = new StaticMethodCallExpression(NODE, method, new ArgumentListExpression(args))
        call.sourcePosition = at
        call
    }

    /** The most elements (characters, list items, range steps) one operator may make. */
    static final int MAX_ELEMENTS = 1_000_000

    private RuntimeGuard() {
    }

    /** A refusal, noted on the current budget so that it sticks (see {@link Budget#fail}). */
    @PackageScope
    static SandboxRefusal refused(String what) {
        SandboxRefusal r = new SandboxRefusal(what)
        Budget b = Budget.current()
        if (b != null) {
            b.fail(r)
        }
        r
    }

    /** The object itself, if the sandbox allows calls on it; else a {@link SandboxRefusal}. */
    static Object receiver(Object o) {
        if (o != null && !AllowList.receiver(o.getClass())) {
            throw refused('calls on ' + AllowList.show(o.getClass()) + ' are not allowed in a sandboxed script')
        }
        o
    }

    /**
     * The receiver of {@code o.method(...)}, if the sandbox allows that call on it
     * ({@link AllowedCalls#method}); else a {@link SandboxRefusal} naming the call and the kind of value.
     */
    static Object callee(Object o, String method) {
        if (o != null && AllowedCalls.refused(receiver(o).getClass(), method)) {
            throw refused(method + '() on ' + AllowedCalls.describe(o.getClass()) +
                    ' is not among the calls a sandboxed script may make')
        }
        o
    }

    /** The receiver of a spread call {@code a*.method()}: the collection, and each element as {@link #callee}. */
    static Object spreadCallee(Object o, String method) {
        for (Object e : elements(receiver(o))) {
            callee(e, method)
        }
        o
    }

    /** What a spread ({@code a*.m()}, {@code a*.p}) goes through: a collection's or an array's elements; else none. */
    private static Iterable<?> elements(Object o) {
        o instanceof Iterable ? (Iterable<?>) o : o instanceof Object[] ? Arrays.asList((Object[]) o) : Collections.emptyList()
    }

    /**
     * The owner of {@code o.name}, if the sandbox allows reading that property of it
     * ({@link AllowedCalls#property}); on a list, which Groovy reads element by element, each element's.
     */
    static Object owner(Object o, String name) {
        if (o == null) {
            return o
        }
        receiver(o)
        if (o instanceof Collection && !(o instanceof Map) && !AllowedCalls.property(o.getClass(), name)) {
            for (Object e : (Collection) o) {
                owner(e, name)
            }
        } else if (AllowedCalls.refusedProperty(o.getClass(), name)) {
            throw refused('.' + name + ' of ' + AllowedCalls.describe(o.getClass()) +
                    ' is not among the properties a sandboxed script may read')
        }
        o
    }

    /** The owner of {@code a*.name}: the collection, and each element as {@link #owner}. */
    static Object spreadOwner(Object o, String name) {
        for (Object e : elements(receiver(o))) {
            owner(e, name)
        }
        o
    }

    /** The receiver of a spread call {@code a*.m()}: the collection and each of its elements. */
    static Object spread(Object o) {
        for (Object e : elements(receiver(o))) {
            receiver(e)
        }
        o
    }

    /** {@code a[k]}. */
    static Object getAt(Object a, Object key) {
        subscript(a, key)
        InvokerHelper.invokeMethod(a, 'getAt', [key] as Object[])
    }

    /** {@code a?[k]}. */
    static Object getAtSafe(Object a, Object key) {
        a == null ? null : getAt(a, key)
    }

    /** {@code a[k] = v}; its value is {@code v}. */
    static Object putAt(Object a, Object key, Object value) {
        subscript(a, key)
        if (a instanceof List) {
            SizedCalls.putAt((List) a, key)
        }
        InvokerHelper.invokeMethod(a, 'putAt', [key, value] as Object[])
        value
    }

    private static void subscript(Object a, Object key) {
        receiver(a)
        if (key instanceof CharSequence && a != null && !(a instanceof Map) && !AllowList.TEXT_KEYS.contains(a.getClass().name)) {
            throw refused("a['" + key + "'] on " + AllowList.show(a.getClass()) +
                    ' reads a property by a computed name, which is not allowed in a sandboxed script (only maps take text keys)')
        }
    }

    /** {@code a * b}: text and lists may grow to {@link #MAX_ELEMENTS}; numbers to {@link NumberSizes#MAX_DIGITS} digits. */
    static Object times(Object a, Object b) {
        if (a instanceof Number && b instanceof Number) {
            return SizedCalls.made(NumberMath.multiply((Number) a, (Number) b), a, '*', b)
        }
        if (b instanceof Number) {
            long size = a instanceof CharSequence ? ((CharSequence) a).length()
                    : a instanceof Collection ? ((Collection) a).size()
                    : a instanceof Object[] ? ((Object[]) a).length : -1
            double made = size * Math.max(0d, ((Number) b).doubleValue())
            if (size >= 0 && made > MAX_ELEMENTS) {
                String unit = a instanceof CharSequence ? 'characters' : 'elements'
                throw refused((a instanceof CharSequence ? 'text' : 'a list') + ' of ' + size + ' ' + unit + ' * ' + b +
                        ' would make ' + String.format(Locale.ROOT, '%.0f', made) + ' ' + unit + ', more than the ' + MAX_ELEMENTS +
                        ' one operator may make in a sandboxed script')
            }
        }
        InvokerHelper.invokeMethod(receiver(a), 'multiply', [b] as Object[])
    }

    /** {@code a ** b}: a power of more than {@link NumberSizes#MAX_DIGITS} digits is refused before it is worked out. */
    static Object power(Object a, Object b) {
        SizedCalls.operator(receiver(a), '**', 'power', b)
    }

    /** {@code a + b}: text and lists it makes are weighed first. */
    static Object plus(Object a, Object b) {
        if (a instanceof Number && b instanceof Number) {
            return NumberMath.add((Number) a, (Number) b)
        }
        SizedCalls.before(receiver(a), '+', 'plus', b)
        SizedCalls.made(Operators.plus(a, b), a, '+', b)
    }

    /** {@code a / b}: a quotient of more than {@link NumberSizes#MAX_DIGITS} digits is refused. */
    static Object div(Object a, Object b) {
        Object quotient = a instanceof Number && b instanceof Number ? NumberMath.divide((Number) a, (Number) b)
                : Operators.div(receiver(a), b)
        SizedCalls.made(quotient, a, '/', b)
    }

    /** {@code a << b}: a shifted {@code BigInteger}, and what a builder or writer is given, are weighed first. */
    static Object leftShift(Object a, Object b) {
        SizedCalls.before(receiver(a), '<<', 'leftShift', b)
        SizedCalls.made(Operators.leftShift(a, b), a, '<<', b)
    }

    /** {@code a >> b}: a {@code BigInteger} shifted by a negative count grows, and is weighed first. */
    static Object rightShift(Object a, Object b) {
        SizedCalls.before(receiver(a), '>>', 'rightShift', b)
        SizedCalls.made(Operators.rightShift(a, b), a, '>>', b)
    }

    /**
     * The operators as Groovy works them out, through call sites that remember the methods
     * they found ({@code InvokerHelper} would look them up at every call).
     */
    @CompileDynamic
    private static final class Operators {
        static Object plus(Object a, Object b) {
            a + b
        }

        static Object div(Object a, Object b) {
            a / b
        }

        static Object leftShift(Object a, Object b) {
            a << b
        }

        static Object rightShift(Object a, Object b) {
            a >> b
        }
    }

    /**
     * {@code a < b}, {@code a <= b}, {@code a > b}, {@code a >= b}, {@code a <=> b} (by {@code op}).
     * Groovy's message for values that cannot be compared writes both values out in full; a
     * list or a map is never comparable, so that is refused here, in a message that shows the
     * values cut short, before Groovy writes gigabytes of text for a list that holds a long text
     * many times.
     */
    static Object compare(Object a, Object b, String op) {
        if (container(a) || container(b)) {
            throw new IllegalArgumentException('cannot compare ' + SizedCalls.show(a) + ' ' + op + ' ' + SizedCalls.show(b) +
                    ': ' + op + ' compares numbers, texts and other values of one kind')
        }
        switch (op) {
            case '<': return ScriptBytecodeAdapter.compareLessThan(a, b)
            case '<=': return ScriptBytecodeAdapter.compareLessThanEqual(a, b)
            case '>': return ScriptBytecodeAdapter.compareGreaterThan(a, b)
            case '>=': return ScriptBytecodeAdapter.compareGreaterThanEqual(a, b)
            default: return ScriptBytecodeAdapter.compareTo(a, b)
        }
    }

    /** A value whose text Groovy writes out in full into an error's message: a list, a map, an array. */
    private static boolean container(Object o) {
        o instanceof Collection || o instanceof Map || o instanceof Object[]
    }

    /**
     * A value about to be cast to {@code type} ({@code (int) x}, {@code int n = x}, a method
     * declared to return int): if the cast could fail, Groovy's message would write the value
     * out in full, so a list or a map that is not already of that type has its text weighed first.
     */
    static Object castable(Object value, Class<?> type) {
        if (container(value) && !ClassHelper.getWrapper(ClassHelper.make(type)).typeClass.isInstance(value)) {
            SizedCalls.text(value)
        }
        value
    }

    /** A range {@code a..b} as written: of numbers or characters, at most {@link #MAX_ELEMENTS} long. */
    static Object range(Object r) {
        if (!(r instanceof Range)) {
            return r
        }
        Range range = (Range) r
        Comparable from = range.from
        Comparable to = range.to
        BigDecimal size
        if (from instanceof Number && to instanceof Number) {
            size = (new BigDecimal(to.toString()) - new BigDecimal(from.toString())).abs()
        } else if (code(from) >= 0 && code(to) >= 0) {
            size = BigDecimal.valueOf(Math.abs(code(to) - code(from)))
        } else {
            throw refused('a range of ' + (from == null ? 'null' : AllowList.show(from.getClass())) +
                    ' is not allowed in a sandboxed script (only ranges of numbers or single characters)')
        }
        if (size >= MAX_ELEMENTS) {
            throw refused('the range ' + from + '..' + to + ' has more than ' + MAX_ELEMENTS +
                    ' elements, the most a range may have in a sandboxed script')
        }
        r
    }

    private static int code(Object c) {
        c instanceof Character ? (int) ((Character) c).charValue()
                : c instanceof CharSequence && ((CharSequence) c).length() == 1 ? (int) ((CharSequence) c).charAt(0) : -1
    }

    /**
     * {@code receiver.method(args)} for a method that takes a size ({@link SizedCalls#METHODS}),
     * weighed against the budget first; {@code safe} for {@code receiver?.method(args)}.
     */
    static Object sized(Object receiver, String method, boolean safe, List<Object> args) {
        if (safe && receiver == null) {
            return null
        }
        SizedCalls.call(receiver, method, args.toArray())
    }

    /** {@code receiver*.method(args)} for a method that takes a size: each element's call weighed. */
    static Object sizedSpread(Object spread, String method, List<Object> args) {
        if (spread == null) {
            return null
        }
        List<Object> results = []
        for (Iterator<?> i = InvokerHelper.asIterator(spread); i.hasNext();) {
            Object e = i.next()
            results.add(e == null ? null : SizedCalls.call(receiver(e), method, args.toArray()))
        }
        results
    }

    /** {@code value as type} for a type {@link SizedCalls#CASTS} checks. */
    static Object asType(Object value, Class<?> type) {
        SizedCalls.cast(value, type)
    }

    /** A value about to become text (a cast to String, a String variable, an assertion's message): its text weighed first. */
    static Object text(Object value) {
        SizedCalls.text(value)
    }

    /** {@code "...${x}..."}: a GString whose text is weighed before it is written. */
    static GString gstring(Object[] values, String[] strings) {
        new SizedCalls.Text(values, strings)
    }

    /**
     * The text of a failed assertion that shows its values ({@link AssertionRendering} sends
     * Groovy's rendering here): the values' text is weighed before it is written.
     */
    static String assertion(String source, ValueRecorder recorder) {
        SizedCalls.assertion(source, recorder)
    }

    /** A value's text as Groovy writes it into a failed assertion's text ({@link AssertionRendering}), weighed first. */
    static String toText(Object value) {
        InvokerHelper.toString(SizedCalls.text(value))
    }

    /** {@code new type(args)} for a class whose constructor takes a capacity ({@link SizedCalls#CAPACITY_TYPES}). */
    static Object construct(Class<?> type, List<Object> args) {
        SizedCalls.construct(type, args.toArray())
    }

    /** The time and memory check of the current thread's {@link Budget}, if it has one. */
    static void tick() {
        Budget b = Budget.current()
        if (b != null) {
            b.check()
        }
    }
}
