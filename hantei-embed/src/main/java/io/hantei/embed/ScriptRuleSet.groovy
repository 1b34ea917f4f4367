package io.hantei.embed

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import io.hantei.dsl.Judgement
import io.hantei.dsl.HanteiScript
import io.hantei.dsl.Rule
import io.hantei.dsl.ScriptCompileException
import io.hantei.dsl.ScriptCompiler
import io.hantei.dsl.ScriptError
import io.hantei.dsl.ScriptPictures
import io.hantei.dsl.ShapeFormula
import io.hantei.geom.Shape
import io.hantei.geom.Vec2
import io.hantei.sandbox.Budget
import io.hantei.sandbox.LimitExceeded
import io.hantei.sandbox.OutputLimit

import java.time.Duration
import java.util.concurrent.ConcurrentLinkedQueue
import java.util.concurrent.atomic.AtomicLong

/**
 * A compiled rule script ({@link RuleSet}): the script's class, compiled once, and a pool of
 * its instances, one per thread that evaluates at a time. See {@link RuleSet} for the contract.
 */
@CompileStatic
@PackageScope
final class ScriptRuleSet implements RuleSet {

    private final String name
    private final Options options
    private final ScriptCompiler.Compiled compiled
    private final List<String> ruleNames
    private final Map<String, Integer> ruleIndex
    private final List<Shape> shapes
    private final List<Shape> zones
    private final List<CheckExample> examples
    private final PrintWriter out
    /** The folder of the script's file, or null: where its words find the files it names. */
    private final File directory
    private final ConcurrentLinkedQueue<Instance> idle = new ConcurrentLinkedQueue<>()
    /** The time all evaluations have taken, in nanoseconds, against {@link Options#totalEvalTimeout()}. */
    private final AtomicLong evaluating = new AtomicLong()

    private ScriptRuleSet(String name, Options options, ScriptCompiler.Compiled compiled, Instance first,
                          List<Shape> shapes, PrintWriter out, File directory) {
        this.name = name
        this.directory = directory
        this.options = options
        this.compiled = compiled
        this.ruleNames = first.rules.collect { it.name }.asImmutable()
        Map<String, Integer> index = [:]
        ruleNames.eachWithIndex { String r, int i -> index.put(r, i) }
        this.ruleIndex = index.asImmutable()
        this.shapes = shapes.asImmutable()
        this.zones = first.script.zonesMade().collect { it }.asImmutable()
        this.examples = first.script.checkResults().collect { Judgement c -> example(c) }.asImmutable()
        this.out = out
        idle.add(first)
    }

    static RuleSet compile(String source, String scriptName, Options options) {
        compile(source, scriptName, options, null)
    }

    /**
     * Compiles a script that lives in {@code directory} (null: none), where its words find the
     * files it names ({@code tiled('maps/cave.tmx')}); a sandboxed script reads only there.
     */
    static RuleSet compile(String source, String scriptName, Options options, File directory) {
        String fileName = scriptName.replaceAll('.*[/\\\\]', '') ?: scriptName
        ScriptCompiler compiler = ScriptCompiler.forRuleSets(options.sandboxed()).keepingCompiledIn(options.compiledScripts())
        PrintWriter out = options.output() == null ? new PrintWriter(Writer.nullWriter())
                : options.sandboxed() ? new PrintWriter(new OutputLimit(options.output()), true) // a script of others prints within bounds
                : options.output() instanceof PrintWriter ? (PrintWriter) options.output() : new PrintWriter(options.output(), true)
        Object[] made
        try {
            made = Limited.run(nanos(options.compileTimeout()), options.allocationLimit(), true, { Budget budget ->
                ScriptCompiler.Compiled compiled = compiler.compile(source, fileName)
                budget.countAllocationFromNow() // the limit is on the script's run, not on the compiler
                HanteiScript script = compiled.newScript(binding(directory), out)
                script.run()
                budget.failIfFailed()
                [compiled, script] as Object[]
            } as Limited.Work<Object[]>)
        } catch (ScriptCompileException e) {
            throw new CompileException(e.errors.collect { problem(it) }, e)
        } catch (Throwable t) {
            rethrowIfFatal(t)
            throw new CompileException([problem(ScriptError.of(t, fileName).located(source))], t)
        }
        ScriptCompiler.Compiled compiled = (ScriptCompiler.Compiled) made[0]
        HanteiScript script = (HanteiScript) made[1]
        List<String> names = script.definedRules().collect { it.name }
        Instance first = new Instance(script, names, compiled.shapeRules, compiled.shapeFormulas)
        List<Shape> shapes = script.shapesMade().findAll { it instanceof Shape } as List<Shape>
        for (Rule r : first.rules) {
            r.capturedShapes().each { Object s -> if (s instanceof Shape && !shapes.any { it.is(s) }) shapes.add((Shape) s) }
        }
        new ScriptRuleSet(scriptName, options, compiled, first, shapes, out, directory)
    }

    /** A fresh binding that tells the script its folder. */
    private static Binding binding(File directory) {
        Binding b = new Binding()
        b.setVariable(ScriptPictures.SCRIPT_DIRECTORY, directory)
        b
    }

    /** A new instance of the script, run to its end. */
    private HanteiScript runScript() {
        HanteiScript script = compiled.newScript(binding(directory), out)
        script.run()
        script
    }

    private Instance newInstance() {
        new Instance(runScript(), ruleNames, compiled.shapeRules, compiled.shapeFormulas)
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
    List<Shape> zones() {
        zones
    }

    @Override
    List<CheckExample> examples() {
        examples
    }

    @Override
    CheckReport runChecks() {
        Ran ran
        try {
            ran = Limited.run(nanos(options.compileTimeout()), options.allocationLimit(), true, { Budget budget ->
                HanteiScript s = compiled.newScript(binding(directory), out)
                Throwable failure = null
                try {
                    s.run()
                    budget.failIfFailed()
                } catch (Throwable t) {
                    rethrowIfFatal(t)
                    failure = t
                }
                if (failure == null && !budget.abandoned) {
                    idle.offer(new Instance(s, ruleNames, compiled.shapeRules, compiled.shapeFormulas)) // a good instance: keep it for evaluations
                }
                new Ran(s, failure)
            } as Limited.Work<Ran>)
        } catch (Throwable t) {
            rethrowIfFatal(t)
            return new CheckReport(name, [], [problem(ScriptError.of(t, compiled.fileName).located(compiled.source))], [])
        }
        List<CheckOutcome> outcomes = ran.script.checkResults().collect { Judgement c ->
            new CheckOutcome(example(c), c.actual, c.error, c.summary)
        }
        List<Problem> errors = ran.failure == null ? [] as List<Problem> : [problem(ScriptError.of(ran.failure, compiled.fileName).located(compiled.source))]
        List<String> warnings = ran.script.wordWarnings() + (errors ? [] as List<String> : ran.script.uncheckedRules())
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

    private static CheckExample example(Judgement c) {
        new CheckExample(c.rule, c.expected == 'hit', Judgement.show(c.example), c.example instanceof Vec2 ? (Vec2) c.example : null, c.line)
    }

    // ------------------------------------------------------------------ evaluation

    @Override
    Hits evaluate(List<String> rules, double[] xs, double[] ys, int count) {
        int[] picked = Requests.ruleNumbers(rules, ruleIndex, ruleNames, name)
        Requests.points(xs, ys, count)
        Hits.Builder hits = new Hits.Builder(new ArrayList<String>(rules), count)
        if (count == 0 || picked.length == 0) {
            return hits.build()
        }
        Evaluation at = new Evaluation()
        long total = nanos(options.totalEvalTimeout())
        long start = System.nanoTime()
        try {
            long left = total == 0 ? Long.MAX_VALUE : total - evaluating.get()
            if (left <= 0) {
                throw new LimitExceeded(LimitExceeded.Limit.TIME, 'time limit: ' + totalLimit() + ' is spent')
            }
            // a class of its own, not a closure coerced with as, which made a proxy on every call (microseconds)
            Limited.run(nanos(options.evalTimeout()), options.allocationLimit(), !options.callerThread(),
                    new Answering(this, picked, xs, ys, count, hits, at, left == Long.MAX_VALUE ? Long.MAX_VALUE : start + left))
        } catch (Throwable t) {
            rethrowIfFatal(t)
            throw failure(t, at)
        } finally {
            if (total != 0) {
                evaluating.addAndGet(System.nanoTime() - start)
            }
        }
        hits.build()
    }

    /** How a message names the limit on all evaluations together. */
    private String totalLimit() {
        "the evaluations' total of " + Budget.show(nanos(options.totalEvalTimeout()))
    }

    /**
     * One evaluation's work, as {@link Limited} runs it: on an idle instance of the script (or a
     * new one), which it gives back when it is still good.
     */
    private static final class Answering implements Limited.Work<Object> {
        private final ScriptRuleSet set
        private final int[] picked
        private final double[] xs
        private final double[] ys
        private final int count
        private final Hits.Builder hits
        private final Evaluation at
        /** System.nanoTime() at which the evaluations' total time is spent, or Long.MAX_VALUE. */
        private final long overall

        Answering(ScriptRuleSet set, int[] picked, double[] xs, double[] ys, int count, Hits.Builder hits, Evaluation at,
                  long overall) {
            this.overall = overall
            this.set = set
            this.picked = picked
            this.xs = xs
            this.ys = ys
            this.count = count
            this.hits = hits
            this.at = at
        }

        @Override
        Object run(Budget budget) {
            if (overall != Long.MAX_VALUE) {
                budget.until(overall, set.totalLimit())
            }
            Instance instance = set.idle.poll()
            if (instance == null) {
                budget.limits(nanos(set.options.compileTimeout()), set.options.allocationLimit())
                budget.restart('the script (run again for another thread)')
                instance = set.newInstance()
                budget.failIfFailed()
                budget.limits(nanos(set.options.evalTimeout()), set.options.allocationLimit())
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
                    set.idle.offer(instance)
                }
            }
            null
        }
    }

    private static void answer(Instance instance, int[] picked, double[] xs, double[] ys, int count, Hits.Builder hits,
                               Evaluation at, Budget budget) {
        instance.points.answer(picked, xs, ys, count, hits, new ClosureRules(instance.rules, at, budget))
        at.rule = null // kept when a rule fails: its message names the rule and the point
    }

    /** The rules a batch answers by calling their closures: each call under the evaluation's limits. */
    private static final class ClosureRules implements PointAnswers.Closures {
        private final Rule[] rules
        private final Evaluation at
        private final Budget budget

        ClosureRules(Rule[] rules, Evaluation at, Budget budget) {
            this.rules = rules
            this.at = at
            this.budget = budget
        }

        @Override
        boolean answer(int r, double x, double y) {
            Rule rule = rules[r]
            at.rule = rule
            at.x = x
            at.y = y
            budget.restart(at)
            boolean hit = rule.answer(new Vec2(x, y))
            budget.failIfFailed() // a limit or refusal the rule caught still fails it
            hit
        }
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
        Problem p = problem(ScriptError.of(t, compiled.fileName, compiled.fileName, rule == null ? -1 : rule.line, prefix).located(compiled.source))
        new EvaluationException(rule?.name, rule == null ? Double.NaN : at.x, rule == null ? Double.NaN : at.y, p, t)
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

    /** A script error as the embedding API reports it. */
    private static Problem problem(ScriptError e) {
        new Problem(e.kind == ScriptError.Kind.ASSERTION ? Problem.Kind.ERROR : Problem.Kind.valueOf(e.kind.name()), e.file, e.line,
                e.column, e.message)
    }

    @Override
    String toString() {
        'RuleSet[' + name + ': ' + ruleNames.size() + ' rules, ' + (options.sandboxed() ? 'sandboxed' : 'trusted') + ']'
    }
}
