package io.hantei.sandbox

import groovy.transform.CompileStatic
import org.codehaus.groovy.ast.ASTNode
import org.codehaus.groovy.ast.ClassHelper
import org.codehaus.groovy.ast.ClassNode
import org.codehaus.groovy.ast.expr.ArgumentListExpression
import org.codehaus.groovy.ast.expr.Expression
import org.codehaus.groovy.ast.expr.StaticMethodCallExpression
import org.codehaus.groovy.runtime.InvokerHelper
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
 *   <li>{@link #times}, {@link #power}, {@link #range}: the operators that make a huge value in
 *       one step are capped at {@link #MAX_ELEMENTS} elements;</li>
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

    /** The largest whole-number exponent of {@code **} on a whole base other than 0, 1 and -1. */
    static final int MAX_EXPONENT = 100_000

    private RuntimeGuard() {
    }

    /** A refusal, noted on the current budget so that it sticks (see {@link Budget#fail}). */
    private static SandboxRefusal refused(String what) {
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

    /** The receiver of a spread call {@code a*.m()}: the collection and each of its elements. */
    static Object spread(Object o) {
        receiver(o)
        if (o instanceof Iterable) {
            for (Object e : (Iterable) o) {
                receiver(e)
            }
        } else if (o instanceof Object[]) {
            for (Object e : (Object[]) o) {
                receiver(e)
            }
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
        if (key instanceof CharSequence && a != null && !(a instanceof Map)) {
            throw refused("a['" + key + "'] on " + AllowList.show(a.getClass()) +
                    ' reads a property by a computed name, which is not allowed in a sandboxed script (only maps take text keys)')
        }
    }

    /** {@code a * b}: text and lists may grow to {@link #MAX_ELEMENTS}. */
    static Object times(Object a, Object b) {
        if (a instanceof Number && b instanceof Number) {
            return NumberMath.multiply((Number) a, (Number) b)
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

    /** {@code a ** b}: whole-number powers are capped at exponent {@link #MAX_EXPONENT}. */
    static Object power(Object a, Object b) {
        if (whole(b) && (whole(a) || a instanceof BigDecimal)) {
            BigDecimal base = new BigDecimal(a.toString()).abs()
            BigInteger exponent = new BigInteger(b.toString()).abs()
            if (base > BigDecimal.ONE && exponent > BigInteger.valueOf(MAX_EXPONENT)) {
                throw refused(a.toString() + ' ** ' + b + ' would make a number of more than ' + MAX_EXPONENT +
                        ' digits, which is not allowed in a sandboxed script')
            }
        }
        InvokerHelper.invokeMethod(receiver(a), 'power', [b] as Object[])
    }

    private static boolean whole(Object n) {
        n instanceof Integer || n instanceof Long || n instanceof BigInteger || n instanceof Short || n instanceof Byte
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
        SizedCalls.call(receiver, method, args as Object[])
    }

    /** {@code new type(args)} for a class whose constructor takes a capacity ({@link SizedCalls#CAPACITY_TYPES}). */
    static Object construct(Class<?> type, List<Object> args) {
        SizedCalls.construct(type, args as Object[])
    }

    /** The time and memory check of the current thread's {@link Budget}, if it has one. */
    static void tick() {
        Budget b = Budget.current()
        if (b != null) {
            b.check()
        }
    }
}
