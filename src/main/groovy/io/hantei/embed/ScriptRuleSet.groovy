package io.hantei.embed

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import io.hantei.dsl.CheckResult
import io.hantei.dsl.HanteiConfig
import io.hantei.dsl.HanteiScript
import io.hantei.dsl.Rule
import io.hantei.dsl.ScriptLines
import io.hantei.geom.Shape
import io.hantei.geom.Vec2
import io.hantei.sandbox.Budget
import io.hantei.sandbox.Instrumenter
import io.hantei.sandbox.LimitExceeded
import io.hantei.sandbox.SandboxGate
import io.hantei.sandbox.SandboxRefusal
import io.hantei.sandbox.SandboxTransformer
import org.codehaus.groovy.control.CompilationFailedException
import org.codehaus.groovy.control.CompilerConfiguration
import org.codehaus.groovy.control.MultipleCompilationErrorsException
import org.codehaus.groovy.control.messages.ExceptionMessage
import org.codehaus.groovy.control.messages.Message
import org.codehaus.groovy.control.messages.SimpleMessage
import org.codehaus.groovy.control.messages.SyntaxErrorMessage
import org.codehaus.groovy.runtime.InvokerHelper

import java.time.Duration
import java.util.concurrent.ConcurrentLinkedQueue

/**
 * A compiled rule script ({@link RuleSet}): the script's class, compiled once, and a pool of
 * its instances, one per thread that evaluates at a time. See {@link RuleSet} for the contract.
 */
@CompileStatic
@PackageScope
final class ScriptRuleSet implements RuleSet {

    private static final String GRAB = 'groovy.grape.GrabAnnotationTransformation'

    private final String name
    private final String fileName
    private final Options options
    private final Class<?> scriptClass
    private final List<String> ruleNames
    private final Map<String, Integer> ruleIndex
    private final Map<String, String> zoneVariables
    private final List<Shape> shapes
    private final List<Check> checks
    private final PrintWriter out
    private final ConcurrentLinkedQueue<Instance> idle = new ConcurrentLinkedQueue<>()

    private ScriptRuleSet(String name, String fileName, Options options, Class<?> scriptClass, Instance first,
                          List<Shape> shapes, Map<String, String> zoneVariables, PrintWriter out) {
        this.name = name
        this.fileName = fileName
        this.options = options
        this.scriptClass = scriptClass
        this.ruleNames = first.rules.collect { it.name }.asImmutable()
        Map<String, Integer> index = [:]
        ruleNames.eachWithIndex { String r, int i -> index.put(r, i) }
        this.ruleIndex = index.asImmutable()
        this.zoneVariables = zoneVariables.asImmutable()
        this.shapes = shapes.asImmutable()
        this.checks = first.script.checkResults().collect { CheckResult c -> check(c) }.asImmutable()
        this.out = out
        idle.add(first)
    }

    static RuleSet compile(String source, String scriptName, Options options) {
        String fileName = scriptName.replaceAll('.*[/\\\\]', '') ?: scriptName
        ShapeRuleFinder finder = new ShapeRuleFinder()
        CompilerConfiguration base = new CompilerConfiguration()
        if (options.sandboxed()) {
            base.disabledGlobalASTTransformations = [GRAB] as Set<String>
            base.addCompilationCustomizers(new SandboxGate(), finder, new SandboxTransformer())
        } else {
            base.addCompilationCustomizers(finder)
        }
        base.addCompilationCustomizers(new Instrumenter())
        CompilerConfiguration config = HanteiConfig.compilerConfiguration(base)
        PrintWriter out = options.output() == null ? new PrintWriter(Writer.nullWriter()) :
                options.output() instanceof PrintWriter ? (PrintWriter) options.output() : new PrintWriter(options.output(), true)
        Object[] made
        try {
            made = Limited.run(nanos(options.compileTimeout()), options.allocationLimit(), true, { Budget budget ->
                GroovyClassLoader loader = new GroovyClassLoader(ScriptRuleSet.classLoader, config)
                Class<?> cls = loader.parseClass(new GroovyCodeSource(source, fileName, '/groovy/shell'))
                budget.made = []
                HanteiScript script = runScript(cls, out)
                budget.failIfFailed()
                List<Shape> shapes = budget.made.findAll { it instanceof Shape } as List<Shape>
                budget.made = null
                [cls, script, shapes] as Object[]
            } as Limited.Work<Object[]>)
        } catch (MultipleCompilationErrorsException e) {
            throw new CompileException(compileErrors(e, fileName), e)
        } catch (CompilationFailedException e) {
            throw new CompileException([new Problem(Problem.Kind.ERROR, fileName, -1, e.message.trim())], e)
        } catch (Throwable t) {
            rethrowIfFatal(t)
            throw new CompileException([problem(t, fileName, -1, '')], t)
        }
        Class<?> cls = (Class<?>) made[0]
        HanteiScript script = (HanteiScript) made[1]
        List<String> names = script.definedRules().collect { it.name }
        Map<String, String> zones = options.sandboxed() ? finder.shapeRules : [:] as Map<String, String>
        Instance first = new Instance(script, names, zones)
        List<Shape> shapes = new ArrayList<>((List<Shape>) made[2])
        for (Rule r : first.rules) {
            r.capturedShapes().each { Object s -> if (s instanceof Shape && !shapes.any { it.is(s) }) shapes.add((Shape) s) }
        }
        new ScriptRuleSet(scriptName, fileName, options, cls, first, shapes, zones, out)
    }

    /** A new instance of the script class, run to its end. */
    private static HanteiScript runScript(Class<?> cls, PrintWriter out) {
        Binding binding = new Binding()
        binding.setVariable('out', out)
        HanteiScript script = (HanteiScript) InvokerHelper.createScript(cls, binding)
        script.printEachCheck(false)
        script.run()
        script
    }

    private Instance newInstance() {
        new Instance(runScript(scriptClass, out), ruleNames, zoneVariables)
    }

    // ------------------------------------------------------------------ what the script holds

    @Override
    String name() {
        name
    }

    @Override
    Options options() {
        options
    }

    @Override
    List<String> rules() {
        ruleNames
    }

    @Override
    List<Shape> shapes() {
        shapes
    }

    @Override
    List<Check> checks() {
        checks
    }

    @Override
    CheckReport runChecks() {
        Ran ran
        try {
            ran = Limited.run(nanos(options.compileTimeout()), options.allocationLimit(), true, { Budget budget ->
                Binding binding = new Binding()
                binding.setVariable('out', out)
                HanteiScript s = (HanteiScript) InvokerHelper.createScript(scriptClass, binding)
                s.printEachCheck(false)
                Throwable failure = null
                try {
                    s.run()
                    budget.failIfFailed()
                } catch (Throwable t) {
                    rethrowIfFatal(t)
                    failure = t
                }
                if (failure == null && !budget.abandoned) {
                    idle.offer(new Instance(s, ruleNames, zoneVariables)) // a good instance: keep it for evaluations
                }
                new Ran(s, failure)
            } as Limited.Work<Ran>)
        } catch (Throwable t) {
            rethrowIfFatal(t)
            return new CheckReport(name, [], [problem(t, fileName, -1, '')], [])
        }
        List<CheckOutcome> outcomes = ran.script.checkResults().collect { CheckResult c ->
            new CheckOutcome(check(c), c.actual, c.error, c.summary)
        }
        List<Problem> errors = ran.failure == null ? [] as List<Problem> : [problem(ran.failure, fileName, -1, '')]
        List<String> warnings = errors ? [] as List<String> : ran.script.definedRules().findAll { it.checks == 0 }.collect {
            "rule '" + it.name + "'" + (it.line > 0 ? ' (line ' + it.line + ')' : '') + ' has no check'
        }
        new CheckReport(name, outcomes, errors, warnings)
    }

    /** What one run of the script gave: the script, and what stopped it if anything did. */
    private static final class Ran {
        final HanteiScript script
        final Throwable failure

        Ran(HanteiScript script, Throwable failure) {
            this.script = script
            this.failure = failure
        }
    }

    private static Check check(CheckResult c) {
        new Check(c.rule, c.expected == 'hit', CheckResult.show(c.example), c.example instanceof Vec2 ? (Vec2) c.example : null, c.line)
    }

    // ------------------------------------------------------------------ evaluation

    @Override
    boolean evaluate(String rule, double x, double y) {
        evaluate([rule], [x] as double[], [y] as double[], 1).hit(0, 0)
    }

    @Override
    boolean[] evaluate(String rule, double[] xs, double[] ys) {
        sameLength(xs, ys)
        Hits hits = evaluate([rule], xs, ys, xs.length)
        boolean[] answers = new boolean[xs.length]
        for (int i = 0; i < answers.length; i++) {
            answers[i] = hits.hit(i, 0)
        }
        answers
    }

    @Override
    List<String> evaluateAll(double x, double y) {
        evaluate(ruleNames, [x] as double[], [y] as double[], 1).rulesHitting(0)
    }

    @Override
    Hits evaluateAll(double[] xs, double[] ys) {
        sameLength(xs, ys)
        evaluate(ruleNames, xs, ys, xs.length)
    }

    @Override
    Hits evaluate(List<String> rules, double[] xs, double[] ys, int count) {
        if (rules == null) {
            throw new IllegalArgumentException('evaluate: the list of rules must not be null')
        }
        int[] picked = new int[rules.size()]
        for (int j = 0; j < picked.length; j++) {
            picked[j] = index(rules[j])
        }
        if (xs == null || ys == null) {
            throw new IllegalArgumentException('evaluate: xs and ys must not be null')
        }
        if (count < 0 || count > xs.length || count > ys.length) {
            throw new IllegalArgumentException('evaluate: count must be between 0 and the arrays\' lengths (' + xs.length +
                    ', ' + ys.length + ') but was ' + count)
        }
        for (int i = 0; i < count; i++) {
            if (!Double.isFinite(xs[i]) || !Double.isFinite(ys[i])) {
                throw new IllegalArgumentException('evaluate: point ' + i + ' must have finite coordinates but was (' +
                        xs[i] + ', ' + ys[i] + ')')
            }
        }
        List<String> names = rules.collect { it }
        Hits.Builder hits = new Hits.Builder(names, count)
        if (count == 0 || picked.length == 0) {
            return hits.build()
        }
        Evaluation at = new Evaluation()
        try {
            Limited.run(nanos(options.evalTimeout()), options.allocationLimit(), true, { Budget budget ->
                Instance instance = idle.poll()
                if (instance == null) {
                    budget.limits(nanos(options.compileTimeout()), options.allocationLimit())
                    budget.restart('the script (run again for another thread)')
                    instance = newInstance()
                    budget.failIfFailed()
                    budget.limits(nanos(options.evalTimeout()), options.allocationLimit())
                }
                boolean reusable = false
                try {
                    answer(instance, picked, xs, ys, count, hits, at, budget)
                    reusable = true
                } catch (Exception e) {
                    reusable = true // a rule threw: the script is as a single-threaded caller would find it
                    throw e
                } finally {
                    if (reusable && !budget.abandoned) {
                        idle.offer(instance)
                    }
                }
                null
            } as Limited.Work<Object>)
        } catch (Throwable t) {
            rethrowIfFatal(t)
            throw failure(t, at)
        }
        hits.build()
    }

    private static void answer(Instance instance, int[] picked, double[] xs, double[] ys, int count, Hits.Builder hits,
                               Evaluation at, Budget budget) {
        Rule[] rules = instance.rules
        Shape[] zones = instance.zones
        boolean anyZone = false
        for (int r : picked) {
            anyZone |= zones[r] != null
        }
        int[] marks = instance.marker.marks
        Arrays.fill(marks, 0) // marks count points from 1 in each batch: forget the last batch's
        for (int i = 0; i < count; i++) {
            double x = xs[i]
            double y = ys[i]
            if (anyZone) {
                instance.queryZones(i + 1, x, y) // every rule that is one shape, answered by one query of the index
            }
            Vec2 p = null
            for (int j = 0; j < picked.length; j++) {
                int r = picked[j]
                boolean hit
                if (zones[r] != null) {
                    hit = marks[r] == i + 1
                } else {
                    if (p == null) {
                        p = new Vec2(x, y)
                    }
                    at.rule = rules[r]
                    at.x = x
                    at.y = y
                    budget.restart(at)
                    hit = rules[r].answer(p)
                    budget.failIfFailed() // a limit or refusal the rule caught still fails it
                }
                if (hit) {
                    hits.set(i, j)
                }
            }
        }
        at.rule = null
    }

    /** Which rule and point an evaluation is at: written by the worker, read for messages. */
    private static final class Evaluation {
        Rule rule
        double x
        double y

        @Override
        String toString() {
            rule == null ? 'the evaluation' : "rule '" + rule.name + "' at (" + x + ', ' + y + ')'
        }
    }

    private EvaluationException failure(Throwable t, Evaluation at) {
        Rule rule = at.rule
        String prefix = rule == null ? '' : "rule '" + rule.name + "' at (" + at.x + ', ' + at.y + '): '
        Problem p = problem(t, fileName, rule == null ? -1 : rule.line, prefix)
        new EvaluationException(rule?.name, rule == null ? Double.NaN : at.x, rule == null ? Double.NaN : at.y, p, t)
    }

    private int index(String rule) {
        Integer i = rule == null ? null : ruleIndex.get(rule)
        if (i == null) {
            throw new IllegalArgumentException("evaluate: no rule named " + (rule == null ? 'null' : "'" + rule + "'") +
                    ' in ' + name + ' — rules: ' + (ruleNames ? ruleNames.collect { "'" + it + "'" }.join(', ') : 'none'))
        }
        i
    }

    private static void sameLength(double[] xs, double[] ys) {
        if (xs == null || ys == null || xs.length != ys.length) {
            throw new IllegalArgumentException('evaluate: xs and ys must be arrays of the same length but were ' +
                    (xs == null ? 'null' : xs.length + ' long') + ' and ' + (ys == null ? 'null' : ys.length + ' long'))
        }
    }

    // ------------------------------------------------------------------ problems

    /** A limit in nanoseconds: 0 for none, else at most 2^61 (73 years), so that deadlines never overflow. */
    private static long nanos(Duration d) {
        if (d.isZero()) {
            return 0L
        }
        long n
        try {
            n = d.toNanos()
        } catch (ArithmeticException ignored) {
            n = Long.MAX_VALUE
        }
        Math.max(1L, Math.min(n, 1L << 61))
    }

    /** Errors the JVM cannot go on after; everything else (refusals, limits, a refused huge allocation) is reported. */
    private static void rethrowIfFatal(Throwable t) {
        if (t instanceof VirtualMachineError && !(t instanceof OutOfMemoryError) && !(t instanceof StackOverflowError)) {
            throw t
        }
    }

    /** A throwable from script work as a problem: what kind, which line, and a message for a person. */
    static Problem problem(Throwable t, String fileName, int fallbackLine, String prefix) {
        Throwable cause = t
        for (Throwable c = t; c != null; c = c.cause == c ? null : c.cause) {
            if (c instanceof SandboxRefusal || c instanceof LimitExceeded || c instanceof OutOfMemoryError ||
                    c instanceof StackOverflowError) {
                cause = c
                break
            }
        }
        Problem.Kind kind
        String message
        if (cause instanceof SandboxRefusal) {
            kind = Problem.Kind.REFUSED
            message = cause.message
        } else if (cause instanceof LimitExceeded) {
            kind = ((LimitExceeded) cause).limit == LimitExceeded.Limit.TIME ? Problem.Kind.TIME_LIMIT : Problem.Kind.MEMORY_LIMIT
            message = cause.message
        } else if (cause instanceof OutOfMemoryError) {
            kind = Problem.Kind.MEMORY_LIMIT
            message = 'memory limit: the JVM ran out of memory (' + cause.message + ')'
        } else if (cause instanceof StackOverflowError) {
            kind = Problem.Kind.ERROR
            message = 'the script recursed too deep (StackOverflowError)'
        } else {
            kind = Problem.Kind.ERROR
            message = ScriptLines.message(t)
        }
        int line = ScriptLines.lineInFile(cause, fileName)
        new Problem(kind, fileName, line > 0 ? line : fallbackLine, prefix + message)
    }

    private static List<Problem> compileErrors(MultipleCompilationErrorsException e, String fileName) {
        List<Problem> problems = []
        for (Message m : (List<Message>) e.errorCollector.errors) {
            if (m instanceof SyntaxErrorMessage) {
                def cause = ((SyntaxErrorMessage) m).cause
                String text = cause.originalMessage.trim()
                problems.add(new Problem(text.startsWith('refused:') ? Problem.Kind.REFUSED : Problem.Kind.ERROR,
                        fileName, cause.line, text))
            } else if (m instanceof ExceptionMessage) {
                problems.add(new Problem(Problem.Kind.ERROR, fileName, -1, ScriptLines.message(((ExceptionMessage) m).cause)))
            } else if (m instanceof SimpleMessage) {
                problems.add(new Problem(Problem.Kind.ERROR, fileName, -1, ((SimpleMessage) m).message))
            }
        }
        problems ?: [new Problem(Problem.Kind.ERROR, fileName, -1, e.message.trim())]
    }

    @Override
    String toString() {
        'RuleSet[' + name + ': ' + ruleNames.size() + ' rules, ' + (options.sandboxed() ? 'sandboxed' : 'trusted') + ']'
    }
}
