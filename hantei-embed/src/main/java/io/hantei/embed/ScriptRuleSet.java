package io.hantei.embed;

import groovy.lang.Binding;
import groovy.lang.GroovyRuntimeException;
import io.hantei.dsl.HanteiScript;
import io.hantei.dsl.Judgement;
import io.hantei.dsl.Rule;
import io.hantei.dsl.ScriptCompileException;
import io.hantei.dsl.ScriptCompiler;
import io.hantei.dsl.ScriptError;
import io.hantei.dsl.ScriptPictures;
import io.hantei.geom.Shape;
import io.hantei.geom.Vec2;
import io.hantei.sandbox.Budget;
import io.hantei.sandbox.LimitExceeded;
import io.hantei.sandbox.OutputLimit;
import org.codehaus.groovy.runtime.ScriptBytecodeAdapter;

import java.io.File;
import java.io.PrintWriter;
import java.io.Writer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A compiled rule script ({@link RuleSet}): the script's class, compiled once, and a pool of
 * its instances, one per thread that evaluates at a time. See {@link RuleSet} for the contract.
 */
final class ScriptRuleSet extends HeldRuleSet {

    private final ScriptCompiler.Compiled compiled;
    private final PrintWriter out;
    /** The folder of the script's file, or null: where its words find the files it names. */
    private final File directory;
    private final ConcurrentLinkedQueue<Instance> idle = new ConcurrentLinkedQueue<>();
    /** The time all evaluations have taken, in nanoseconds, against {@link Options#totalEvalTimeout()}. */
    private final AtomicLong evaluating = new AtomicLong();

    private ScriptRuleSet(String name, Options options, ScriptCompiler.Compiled compiled, Instance first,
                          List<Shape> shapes, PrintWriter out, File directory) {
        super(name, options, ruleNames(first), shapes, first.script.zonesMade(), examples(first));
        this.directory = directory;
        this.compiled = compiled;
        this.out = out;
        idle.add(first);
    }

    private static List<String> ruleNames(Instance first) {
        List<String> names = new ArrayList<>();
        for (Rule r : first.rules) {
            names.add(r.getName());
        }
        return names;
    }

    private static List<CheckExample> examples(Instance first) {
        List<CheckExample> made = new ArrayList<>();
        for (Judgement c : first.script.checkResults()) {
            made.add(example(c));
        }
        return made;
    }

    public static RuleSet compile(String source, String scriptName, Options options) {
        return compile(source, scriptName, options, null);
    }

    /**
     * Compiles a script that lives in {@code directory} (null: none), where its words find the
     * files it names ({@code tiled('maps/cave.tmx')}); a sandboxed script reads only there.
     */
    public static RuleSet compile(String source, String scriptName, Options options, File directory) {
        String fileName = fileName(scriptName);
        ScriptCompiler compiler = ScriptCompiler.forRuleSets(options.sandboxed()).keepingCompiledIn(options.compiledScripts());
        PrintWriter out = options.output() == null ? new PrintWriter(Writer.nullWriter())
                : options.sandboxed() ? new PrintWriter(new OutputLimit(options.output()), true) // a script of others prints within bounds
                : options.output() instanceof PrintWriter ? (PrintWriter) options.output() : new PrintWriter(options.output(), true);
        Object[] made;
        try {
            made = Limited.run(nanos(options.compileTimeout()), options.allocationLimit(), true, unwrappingGroovy(budget -> {
                ScriptCompiler.Compiled compiled = compiler.compile(source, fileName);
                budget.countAllocationFromNow(); // the limit is on the script's run, not on the compiler
                HanteiScript script = compiled.newScript(binding(directory), out);
                script.run();
                budget.failIfFailed();
                return new Object[] {compiled, script};
            }));
        } catch (ScriptCompileException e) {
            List<Problem> problems = new ArrayList<>();
            for (ScriptError error : e.getErrors()) {
                problems.add(problem(error));
            }
            throw new CompileException(problems, e);
        } catch (Throwable t) {
            rethrowIfFatal(t);
            throw new CompileException(List.of(problem(ScriptError.of(t, fileName).located(source))), t);
        }
        ScriptCompiler.Compiled compiled = (ScriptCompiler.Compiled) made[0];
        HanteiScript script = (HanteiScript) made[1];
        List<String> names = new ArrayList<>();
        for (Rule r : script.definedRules()) {
            names.add(r.getName());
        }
        Instance first = new Instance(script, names, compiled.getShapeRules(), compiled.getShapeFormulas());
        List<Shape> shapes = new ArrayList<>();
        for (Object s : script.shapesMade()) {
            if (s instanceof Shape) {
                shapes.add((Shape) s);
            }
        }
        for (Rule r : first.rules) {
            for (Object s : r.capturedShapes()) {
                if (s instanceof Shape && !containsSame(shapes, s)) {
                    shapes.add((Shape) s);
                }
            }
        }
        return new ScriptRuleSet(scriptName, options, compiled, first, shapes, out, directory);
    }

    /** Whether the list holds that very object (not an equal one). */
    private static boolean containsSame(List<Shape> shapes, Object s) {
        for (Shape shape : shapes) {
            if (shape == s) {
                return true;
            }
        }
        return false;
    }

    /**
     * The work with Groovy's wrapping of exceptions taken off: a Groovy runtime exception that only
     * carries another (an invocation's) is thrown as that other, as Groovy's own calls do; any
     * other exception, a checked one too (a trusted script's {@code new File(name).text}), passes
     * as it is, so that its problem names it and its message.
     */
    private static <T> Limited.Work<T> unwrappingGroovy(Limited.Work<T> work) {
        return budget -> {
            try {
                return work.run(budget);
            } catch (GroovyRuntimeException e) {
                throw Limited.<RuntimeException>unchecked(ScriptBytecodeAdapter.unwrap(e));
            }
        };
    }

    /** A fresh binding that tells the script its folder. */
    private static Binding binding(File directory) {
        Binding b = new Binding();
        b.setVariable(ScriptPictures.getSCRIPT_DIRECTORY(), directory);
        return b;
    }

    /** A new instance of the script, run to its end. */
    private HanteiScript runScript() {
        HanteiScript script = compiled.newScript(binding(directory), out);
        script.run();
        return script;
    }

    private Instance newInstance() {
        return new Instance(runScript(), ruleNames, compiled.getShapeRules(), compiled.getShapeFormulas());
    }

    // ------------------------------------------------------------------ its checks again

    @Override
    public CheckReport runChecks() {
        Ran ran;
        try {
            ran = Limited.run(nanos(options.compileTimeout()), options.allocationLimit(), true, unwrappingGroovy(budget -> {
                HanteiScript s = compiled.newScript(binding(directory), out);
                Throwable failure = null;
                try {
                    s.run();
                    budget.failIfFailed();
                } catch (Throwable t) {
                    rethrowIfFatal(t);
                    failure = t;
                }
                if (failure == null && !budget.isAbandoned()) {
                    idle.offer(new Instance(s, ruleNames, compiled.getShapeRules(), compiled.getShapeFormulas())); // a good instance: keep it for evaluations
                }
                return new Ran(s, failure);
            }));
        } catch (Throwable t) {
            rethrowIfFatal(t);
            return new CheckReport(name, List.of(), List.of(problem(ScriptError.of(t, compiled.getFileName()).located(compiled.getSource()))), List.of());
        }
        List<CheckOutcome> outcomes = new ArrayList<>();
        for (Judgement c : ran.script.checkResults()) {
            outcomes.add(new CheckOutcome(example(c), c.getActual(), c.getError(), c.getSummary()));
        }
        List<Problem> errors = ran.failure == null ? List.of() : List.of(problem(ScriptError.of(ran.failure, compiled.getFileName()).located(compiled.getSource())));
        List<String> warnings = new ArrayList<>(ran.script.wordWarnings());
        warnings.addAll(!errors.isEmpty() ? List.of() : ran.script.uncheckedRules());
        return new CheckReport(name, outcomes, errors, warnings);
    }

    /** What one run of the script gave: the script, and what stopped it if anything did. */
    private static final class Ran {
        final HanteiScript script;
        final Throwable failure;

        Ran(HanteiScript script, Throwable failure) {
            this.script = script;
            this.failure = failure;
        }
    }

    private static CheckExample example(Judgement c) {
        return new CheckExample(c.getRule(), "hit".equals(c.getExpected()), Judgement.show(c.getExample()),
                c.getExample() instanceof Vec2 ? (Vec2) c.getExample() : null, c.getLine());
    }

    // ------------------------------------------------------------------ evaluation

    @Override
    public Hits evaluate(List<String> rules, double[] xs, double[] ys, int count) {
        int[] picked = Requests.ruleNumbers(rules, ruleIndex, ruleNames, name);
        Requests.points(xs, ys, count);
        Hits.Builder hits = new Hits.Builder(new ArrayList<String>(rules), count);
        if (count == 0 || picked.length == 0) {
            return hits.build();
        }
        Evaluation at = new Evaluation();
        long total = nanos(options.totalEvalTimeout());
        long start = System.nanoTime();
        try {
            long left = total == 0 ? Long.MAX_VALUE : total - evaluating.get();
            if (left <= 0) {
                throw new LimitExceeded(LimitExceeded.Limit.TIME, "time limit: " + totalLimit() + " is spent");
            }
            // a class of its own, not a closure coerced with as, which made a proxy on every call (microseconds)
            Limited.run(nanos(options.evalTimeout()), options.allocationLimit(), !options.callerThread(),
                    new Answering(this, picked, xs, ys, count, hits, at, left == Long.MAX_VALUE ? Long.MAX_VALUE : start + left));
        } catch (Throwable t) {
            rethrowIfFatal(t);
            throw failure(t, at);
        } finally {
            if (total != 0) {
                evaluating.addAndGet(System.nanoTime() - start);
            }
        }
        return hits.build();
    }

    /** How a message names the limit on all evaluations together. */
    private String totalLimit() {
        return "the evaluations' total of " + Budget.show(nanos(options.totalEvalTimeout()));
    }

    /**
     * One evaluation's work, as {@link Limited} runs it: on an idle instance of the script (or a
     * new one), which it gives back when it is still good.
     */
    private static final class Answering implements Limited.Work<Object> {
        private final ScriptRuleSet set;
        private final int[] picked;
        private final double[] xs;
        private final double[] ys;
        private final int count;
        private final Hits.Builder hits;
        private final Evaluation at;
        /** System.nanoTime() at which the evaluations' total time is spent, or Long.MAX_VALUE. */
        private final long overall;

        Answering(ScriptRuleSet set, int[] picked, double[] xs, double[] ys, int count, Hits.Builder hits, Evaluation at,
                  long overall) {
            this.overall = overall;
            this.set = set;
            this.picked = picked;
            this.xs = xs;
            this.ys = ys;
            this.count = count;
            this.hits = hits;
            this.at = at;
        }

        @Override
        public Object run(Budget budget) {
            if (overall != Long.MAX_VALUE) {
                budget.until(overall, set.totalLimit());
            }
            Instance instance = set.idle.poll();
            if (instance == null) {
                budget.limits(nanos(set.options.compileTimeout()), set.options.allocationLimit());
                budget.restart("the script (run again for another thread)");
                instance = set.newInstance();
                budget.failIfFailed();
                budget.limits(nanos(set.options.evalTimeout()), set.options.allocationLimit());
            }
            boolean reusable = false;
            try {
                answer(instance, picked, xs, ys, count, hits, at, budget);
                reusable = true;
            } catch (Exception e) {
                reusable = true; // a rule threw: the script is as a single-threaded caller would find it
                throw e;
            } finally {
                if (reusable && !budget.isAbandoned()) {
                    set.idle.offer(instance);
                }
            }
            return null;
        }
    }

    private static void answer(Instance instance, int[] picked, double[] xs, double[] ys, int count, Hits.Builder hits,
                               Evaluation at, Budget budget) {
        instance.points.answer(picked, xs, ys, count, hits, new ClosureRules(instance.rules, at, budget));
        at.rule = null; // kept when a rule fails: its message names the rule and the point
    }

    /** The rules a batch answers by calling their closures: each call under the evaluation's limits. */
    private static final class ClosureRules implements PointAnswers.Closures {
        private final Rule[] rules;
        private final Evaluation at;
        private final Budget budget;

        ClosureRules(Rule[] rules, Evaluation at, Budget budget) {
            this.rules = rules;
            this.at = at;
            this.budget = budget;
        }

        @Override
        public boolean answer(int r, double x, double y) {
            Rule rule = rules[r];
            at.rule = rule;
            at.x = x;
            at.y = y;
            budget.restart(at);
            boolean hit = rule.answer(new Vec2(x, y));
            budget.failIfFailed(); // a limit or refusal the rule caught still fails it
            return hit;
        }
    }

    /** Which rule and point an evaluation is at: written by the worker, read for messages. */
    private static final class Evaluation {
        Rule rule;
        double x;
        double y;

        @Override
        public String toString() {
            return rule == null ? "the evaluation" : "rule '" + rule.getName() + "' at (" + x + ", " + y + ")";
        }
    }

    private EvaluationException failure(Throwable t, Evaluation at) {
        Rule rule = at.rule;
        String prefix = rule == null ? "" : "rule '" + rule.getName() + "' at (" + at.x + ", " + at.y + "): ";
        Problem p = problem(ScriptError.of(t, compiled.getFileName(), compiled.getFileName(), rule == null ? -1 : rule.getLine(), prefix)
                .located(compiled.getSource()));
        return new EvaluationException(rule == null ? null : rule.getName(), rule == null ? Double.NaN : at.x,
                rule == null ? Double.NaN : at.y, p, t);
    }

    // ------------------------------------------------------------------ problems

    /** A limit in nanoseconds: 0 for none, else at most 2^61 (73 years), so that deadlines never overflow. */
    private static long nanos(Duration d) {
        if (d.isZero()) {
            return 0L;
        }
        long n;
        try {
            n = d.toNanos();
        } catch (ArithmeticException ignored) {
            n = Long.MAX_VALUE;
        }
        return Math.max(1L, Math.min(n, 1L << 61));
    }

    /** Errors the JVM cannot go on after; everything else (refusals, limits, a refused huge allocation) is reported. */
    private static void rethrowIfFatal(Throwable t) {
        if (t instanceof VirtualMachineError && !(t instanceof OutOfMemoryError) && !(t instanceof StackOverflowError)) {
            throw (VirtualMachineError) t;
        }
    }

    /** A script error as the embedding API reports it. */
    private static Problem problem(ScriptError e) {
        return new Problem(e.getKind() == ScriptError.Kind.ASSERTION ? Problem.Kind.ERROR : Problem.Kind.valueOf(e.getKind().name()),
                e.getFile(), e.getLine(), e.getColumn(), e.getMessage());
    }

    @Override
    public String toString() {
        return "RuleSet[" + name + ": " + ruleNames.size() + " rules, " + (options.sandboxed() ? "sandboxed" : "trusted") + "]";
    }
}
