package io.hantei.embed;

import java.time.Duration;
import java.util.List;

/**
 * A rule set whose script compiles and runs in a child JVM of its own ({@link Options#isolated}):
 * the host holds only the script's text, its rule names, examples and shapes, and a channel to
 * the child ({@link Wire}); points go to the child and hits come back in batches of up to
 * {@link #BATCH} points. The child runs the script as an in-process rule set does, sandbox and
 * limits included, inside its own heap cap. The host stops the child ({@code destroyForcibly})
 * when it reports a time or memory limit, when it ends or says something it should not, and when
 * it has been silent for {@link ChildProcess#SILENCE_MILLIS} while working (it sends a beat a few times a
 * second); the next call starts a new child. Calls are answered one at a time.
 */
final class IsolatedRuleSet extends HeldRuleSet {

    /** Points per request to the child: a multiple of 64, so each batch's hits start on a whole word. */
    static final int BATCH = 1 << 16;
    private final String source;
    private final String fileName;
    /** The folder of the script's file, or null: sent to each child, where the script's words read files. */
    private final String directory;
    /** The running child, or null when a limit or crash stopped it (the next call starts one). */
    private ChildProcess child;
    /** The time evaluations have taken, in nanoseconds, against {@link Options#totalEvalTimeout()}: the host's wait for its child. */
    private long evaluating;

    private IsolatedRuleSet(String source, String name, String fileName, Options options, String directory, ChildProcess child,
                            ChildProcess.Ready ready) {
        super(name, options, ready.rules(), ready.shapes(), ready.zones(), ready.examples());
        this.source = source;
        this.directory = directory;
        this.fileName = fileName;
        this.child = child;
    }

    static RuleSet compile(String source, String scriptName, Options options) {
        return compile(source, scriptName, options, null);
    }

    /** The script of a file in {@code directory} (null: none), whose words read the files it names from there. */
    static RuleSet compile(String source, String scriptName, Options options, String directory) {
        String fileName = fileName(scriptName);
        ChildProcess child = ChildProcess.start(fileName, options, directory);
        try {
            return new IsolatedRuleSet(source, scriptName, fileName, options, directory, child, child.compile(source));
        } catch (ChildProcess.Failed e) {
            child.stop();
            throw new CompileException(e.problems, e);
        }
    }

    // ------------------------------------------------------------------ requests

    @Override
    public synchronized CheckReport runChecks() {
        try {
            return running().checks();
        } catch (ChildProcess.Failed e) {
            stopIf(e);
            return new CheckReport(name, List.of(), e.problems, List.of());
        }
    }

    @Override
    public synchronized Hits evaluate(List<String> rules, double[] xs, double[] ys, int count) {
        int[] picked = Requests.ruleNumbers(rules, ruleIndex, ruleNames, name);
        Requests.points(xs, ys, count);
        List<String> names = List.copyOf(rules);
        long[] bits = new long[(int) (((long) count * picked.length + 63) >>> 6)];
        long total = totalNanos();
        if (total > 0 && evaluating >= total) {
            throw new EvaluationException(null, Double.NaN, Double.NaN, new Problem(Problem.Kind.TIME_LIMIT, fileName, -1,
                    "time limit: " + totalLimit() + " is spent"), null);
        }
        if (count > 0 && picked.length > 0) {
            long start = System.nanoTime();
            try {
                for (int from = 0; from < count; from += BATCH) {
                    int n = Math.min(BATCH, count - from);
                    try {
                        ChildProcess c = running();
                        c.deadline = total == 0 ? Long.MAX_VALUE : start + (total - evaluating);
                        c.deadlineLimit = totalLimit();
                        c.evaluate(picked, xs, ys, from, n, bits);
                    } catch (ChildProcess.Failed e) {
                        stopIf(e);
                        throw new EvaluationException(e.rule, e.x, e.y, e.problems.get(0), e);
                    }
                }
            } finally {
                evaluating += System.nanoTime() - start;
            }
        }
        return new Hits(names, count, bits);
    }

    /** The limit on all evaluations together, in nanoseconds (0: none), as {@link Options#totalEvalTimeout()} gives it. */
    private long totalNanos() {
        Duration d = options.totalEvalTimeout();
        return d.isZero() ? 0L : d.toNanos() > (1L << 61) ? 1L << 61 : Math.max(1L, d.toNanos());
    }

    /** How a message names the limit on all evaluations together. */
    private String totalLimit() {
        long ms = options.totalEvalTimeout().toMillis();
        return "the evaluations' total of " + (ms >= 1000 && ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms");
    }

    /** The running child, started (and the script compiled in it) if a limit stopped the last one. */
    private ChildProcess running() throws ChildProcess.Failed {
        if (child == null) {
            ChildProcess c = ChildProcess.start(fileName, options, directory);
            try {
                ChildProcess.Ready again = c.compile(source);
                if (!again.rules().equals(ruleNames)) {
                    throw new ChildProcess.Failed(List.of(new Problem(Problem.Kind.ERROR, fileName, -1,
                            "the script defined other rules when it ran again: " + again.rules() + " instead of " + ruleNames
                                    + " (a rule set needs a script that does the same each time it runs)")), true);
                }
            } catch (ChildProcess.Failed e) {
                c.stop();
                throw e;
            }
            child = c;
        }
        return child;
    }

    /** Stops the child after a failure that leaves it unfit: a limit, a crash, a broken channel. */
    private void stopIf(ChildProcess.Failed e) {
        if (e.fatal && child != null) {
            child.stop();
            child = null;
        }
    }

    @Override
    public synchronized void close() {
        if (child != null) {
            child.stop();
            child = null;
        }
    }

    @Override
    public String toString() {
        return "RuleSet[" + name + ": " + ruleNames.size() + " rules, " + (options.sandboxed() ? "sandboxed" : "trusted")
                + (options.untrusted() ? ", isolated, untrusted]" : ", isolated]");
    }

}
