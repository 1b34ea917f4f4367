package io.hantei.embed;

import java.io.Writer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * How a {@link RuleSet} is compiled and run. Immutable: each {@code with}-style method returns a
 * changed copy.
 * <pre>
 * Options.defaults()                               // sandboxed, 10 s to compile, 1 s per evaluation
 * Options.defaults().evalTimeout(Duration.ofMillis(50))
 * Options.trusted()                                // your own scripts: the whole of Groovy
 * Options.defaults().isolated(true)                // scripts of others, in a JVM of their own
 * Options.defaults().untrusted(true)               // scripts of anyone, in that JVM inside bubblewrap
 * </pre>
 * <ul>
 *   <li>{@code sandboxed} (default true): the script may use only the DSL, arithmetic, strings,
 *       collections and maths; everything else is refused with the file, the line and what was
 *       refused. Turn it off only for trusted local scripts.</li>
 *   <li>{@code compileTimeout} (default 10 s): the limit on compiling the script and running it
 *       once to collect its shapes, rules and checks.</li>
 *   <li>{@code evalTimeout} (default 1 s): the limit on each evaluation, one rule for one point.
 *       {@link Duration#ZERO} means none: evaluations then run on the calling thread.</li>
 *   <li>{@code allocationLimit} (default 256 MiB): how many bytes one evaluation (or the run
 *       that collects the rules) may allocate, counted by the JVM for its thread; 0 means none.</li>
 *   <li>{@code output} (default none): where the script's {@code println} goes; null drops it.</li>
 *   <li>{@code isolated} (default false): the script runs in a child JVM with its own heap cap,
 *       {@code isolatedHeap} (default 256 MiB); see {@link #isolated(boolean)}.</li>
 *   <li>{@code untrusted} (default false): that child JVM inside the operating system's sandbox
 *       (bubblewrap); see {@link #untrusted(boolean)}.</li>
 *   <li>{@code callerThread} (default false): evaluations run on the calling thread even with a
 *       time limit; see {@link #callerThread(boolean)}.</li>
 *   <li>{@code compiledScripts} (default none): a folder where compiled scripts are kept for the
 *       next compile of the same text; see {@link #compiledScripts(Path)}.</li>
 *   <li>{@code totalEvalTimeout} (default none): the limit on all evaluations of the rule set
 *       together; see {@link #totalEvalTimeout(Duration)}.</li>
 * </ul>
 * The time and memory limits work in sandboxed and trusted scripts alike.
 */
public final class Options {

    private static final Options DEFAULTS = new Options(true, Duration.ofSeconds(10), Duration.ofSeconds(1),
            256L << 20, null, false, 256L << 20, false, null, false, Duration.ZERO);

    /** The least heap an isolated script's JVM may be given: the DSL needs some to compile a script. */
    public static final long MIN_ISOLATED_HEAP = 64L << 20;

    private final boolean sandboxed;
    private final Duration compileTimeout;
    private final Duration evalTimeout;
    private final long allocationLimit;
    private final Writer output;
    private final boolean isolated;
    private final long isolatedHeap;
    private final boolean callerThread;
    private final Path compiledScripts;
    private final boolean untrusted;
    private final Duration totalEvalTimeout;

    private Options(boolean sandboxed, Duration compileTimeout, Duration evalTimeout, long allocationLimit,
                    Writer output, boolean isolated, long isolatedHeap, boolean callerThread, Path compiledScripts,
                    boolean untrusted, Duration totalEvalTimeout) {
        this.sandboxed = sandboxed;
        this.compileTimeout = compileTimeout;
        this.evalTimeout = evalTimeout;
        this.allocationLimit = allocationLimit;
        this.output = output;
        this.isolated = isolated;
        this.isolatedHeap = isolatedHeap;
        this.callerThread = callerThread;
        this.compiledScripts = compiledScripts;
        this.untrusted = untrusted;
        this.totalEvalTimeout = totalEvalTimeout;
    }

    /** Sandboxed, 10 s to compile, 1 s per evaluation, 256 MiB per evaluation, no output. */
    public static Options defaults() {
        return DEFAULTS;
    }

    /** The defaults with the sandbox off: for trusted local scripts only. */
    public static Options trusted() {
        return DEFAULTS.sandboxed(false);
    }

    /** Whether scripts run in the sandbox. */
    public boolean sandboxed() {
        return sandboxed;
    }

    /** These options with the sandbox on or off. */
    public Options sandboxed(boolean on) {
        return new Options(on, compileTimeout, evalTimeout, allocationLimit, output, isolated, isolatedHeap,
                callerThread, compiledScripts, untrusted, totalEvalTimeout);
    }

    /** The limit on compiling and the run that collects the rules; {@link Duration#ZERO} for none. */
    public Duration compileTimeout() {
        return compileTimeout;
    }

    /** These options with another compile limit ({@code >= 0}; zero for none). */
    public Options compileTimeout(Duration limit) {
        return new Options(sandboxed, checked("compileTimeout", limit), evalTimeout, allocationLimit, output, isolated,
                isolatedHeap, callerThread, compiledScripts, untrusted, totalEvalTimeout);
    }

    /** The limit on each evaluation; {@link Duration#ZERO} for none. */
    public Duration evalTimeout() {
        return evalTimeout;
    }

    /** These options with another limit per evaluation ({@code >= 0}; zero for none). */
    public Options evalTimeout(Duration limit) {
        return new Options(sandboxed, compileTimeout, checked("evalTimeout", limit), allocationLimit, output, isolated,
                isolatedHeap, callerThread, compiledScripts, untrusted, totalEvalTimeout);
    }

    /** The bytes one evaluation may allocate; 0 for no limit. */
    public long allocationLimit() {
        return allocationLimit;
    }

    /** These options with another allocation limit in bytes ({@code >= 0}; zero for none). */
    public Options allocationLimit(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("options: allocationLimit must be >= 0 bytes but was " + bytes);
        }
        return new Options(sandboxed, compileTimeout, evalTimeout, bytes, output, isolated, isolatedHeap,
                callerThread, compiledScripts, untrusted, totalEvalTimeout);
    }

    /** Where the script's {@code println} goes; null when it is dropped. */
    public Writer output() {
        return output;
    }

    /** These options with the script's {@code println} going to {@code out} (null: dropped). */
    public Options output(Writer out) {
        return new Options(sandboxed, compileTimeout, evalTimeout, allocationLimit, out, isolated, isolatedHeap,
                callerThread, compiledScripts, untrusted, totalEvalTimeout);
    }

    /** Whether scripts compile and run in a child JVM of their own (see {@link #isolated(boolean)}). */
    public boolean isolated() {
        return isolated;
    }

    /**
     * These options with scripts run in a child JVM of their own, or in this one. Isolated, a
     * script gets its own heap ({@link #isolatedHeap()}); whatever it does to that heap, and any
     * thread it leaves stuck, ends with its process, which the rule set stops on any limit or
     * crash and on {@link RuleSet#close()}. Points and hits cross in batches. Costs a JVM start
     * (about a second with the compile) per rule set and a few microseconds per batch.
     */
    public Options isolated(boolean on) {
        return new Options(sandboxed, compileTimeout, evalTimeout, allocationLimit, output, on, isolatedHeap,
                callerThread, compiledScripts, untrusted && on, totalEvalTimeout);
    }

    /** The heap cap of an isolated script's JVM ({@code -Xmx}), in bytes. */
    public long isolatedHeap() {
        return isolatedHeap;
    }

    /** These options with another heap cap for the isolated JVM, at least {@link #MIN_ISOLATED_HEAP}. */
    public Options isolatedHeap(long bytes) {
        if (bytes < MIN_ISOLATED_HEAP) {
            throw new IllegalArgumentException("options: isolatedHeap must be at least " + (MIN_ISOLATED_HEAP >> 20)
                    + " MiB (" + MIN_ISOLATED_HEAP + " bytes) but was " + bytes + " bytes");
        }
        return new Options(sandboxed, compileTimeout, evalTimeout, allocationLimit, output, isolated, bytes,
                callerThread, compiledScripts, untrusted, totalEvalTimeout);
    }

    /** Whether evaluations run on the calling thread even with a time limit (see {@link #callerThread(boolean)}). */
    public boolean callerThread() {
        return callerThread;
    }

    /**
     * These options with evaluations run on the calling thread, or (the default) on a worker
     * thread while the caller waits. On the calling thread an evaluation costs no hand-over
     * (some microseconds saved per call: for hosts that ask one point at a time, such as a
     * Spark SQL function), and the time limit is still kept by the checks the compiler writes
     * into the script's loops and calls; what is lost is the last resort: a library call that
     * never returns to the script is waited for, not abandoned. Use it where the host can stop
     * its own stuck work (a Spark task is killed with its job). Makes no difference to an
     * isolated rule set's host, whose child runs the evaluations.
     */
    public Options callerThread(boolean on) {
        return new Options(sandboxed, compileTimeout, evalTimeout, allocationLimit, output, isolated, isolatedHeap,
                on, compiledScripts, untrusted, totalEvalTimeout);
    }

    /** The folder compiled scripts are kept in (see {@link #compiledScripts(Path)}), or null: none. */
    public Path compiledScripts() {
        return compiledScripts;
    }

    /**
     * These options with compiled scripts kept in {@code folder} (null: not kept, the default):
     * compiling the same text under the same name again, with the same sandbox setting and the
     * same build of hantei, then loads the classes kept there instead of running Groovy's
     * compiler (about half a second of a short command's start). Nothing else changes: the
     * script still runs once to collect its rules, under the same limits. Whoever can write the
     * folder can put code into the next compile, so give a folder only this program writes
     * (the launcher {@code ./hantei} uses {@code target/script-cache} beside its jar).
     * An isolated rule set's child compiles without it.
     */
    public Options compiledScripts(Path folder) {
        return new Options(sandboxed, compileTimeout, evalTimeout, allocationLimit, output, isolated, isolatedHeap, callerThread,
                folder, untrusted, totalEvalTimeout);
    }

    /** Whether an isolated script's JVM runs in the operating system's sandbox (see {@link #untrusted(boolean)}). */
    public boolean untrusted() {
        return untrusted;
    }

    /**
     * These options with an isolated script's JVM started in the operating system's sandbox, or
     * not. On turns {@link #isolated(boolean) isolated} on too (off leaves it as it is). The child
     * JVM then runs inside bubblewrap ({@code bwrap}, Linux): no network, no view of other
     * processes, nothing of the file system but the JDK, the system's libraries, the class path
     * and the script's folder, read-only, a private {@code /tmp}, no environment variables, and
     * limits on open files, processes, file size and CPU time ({@code prlimit}). Where bubblewrap
     * or prlimit is missing, or cannot start, compiling is refused with a {@link CompileException}
     * that says so; it never falls back to less. Costs what isolation costs, and a few
     * milliseconds more to start.
     */
    public Options untrusted(boolean on) {
        return new Options(sandboxed, compileTimeout, evalTimeout, allocationLimit, output, isolated || on,
                isolatedHeap, callerThread, compiledScripts, on, totalEvalTimeout);
    }

    /** The most time all evaluations of this rule set may take together (see {@link #totalEvalTimeout(Duration)}). */
    public Duration totalEvalTimeout() {
        return totalEvalTimeout;
    }

    /**
     * These options with a limit on the time all evaluations of the rule set take together,
     * besides {@link #evalTimeout(Duration)} on each: once they have taken it, the evaluation
     * running is stopped and every later one is refused at once, with a time-limit problem.
     * {@link Duration#ZERO} (the default) means none. For a run over a file of points, where a
     * rule that takes just under its limit on every point would otherwise go on for hours
     * ({@code ./hantei eval} sets it with {@code --time-limit}, 30 s by default). Evaluations on
     * several threads at once count each its own time, so together they may pass the limit by
     * the work in flight when it is reached; an isolated rule set's host counts the time it waits
     * for its child, and stops the child when the limit is spent.
     */
    public Options totalEvalTimeout(Duration limit) {
        return new Options(sandboxed, compileTimeout, evalTimeout, allocationLimit, output, isolated, isolatedHeap, callerThread,
                compiledScripts, untrusted, checked("totalEvalTimeout", limit));
    }

    private static Duration checked(String name, Duration d) {
        if (d == null || d.isNegative()) {
            throw new IllegalArgumentException("options: " + name + " must be a duration >= 0 (Duration.ZERO for none) but was " + d);
        }
        return d;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Options other && sandboxed == other.sandboxed && compileTimeout.equals(other.compileTimeout)
                && evalTimeout.equals(other.evalTimeout) && allocationLimit == other.allocationLimit
                && output == other.output && isolated == other.isolated && isolatedHeap == other.isolatedHeap
                && callerThread == other.callerThread && Objects.equals(compiledScripts, other.compiledScripts)
                && untrusted == other.untrusted && totalEvalTimeout.equals(other.totalEvalTimeout);
    }

    @Override
    public int hashCode() {
        return Objects.hash(sandboxed, compileTimeout, evalTimeout, allocationLimit, System.identityHashCode(output), isolated,
                isolatedHeap, callerThread, compiledScripts, untrusted, totalEvalTimeout);
    }

    @Override
    public String toString() {
        return "Options[" + (sandboxed ? "sandboxed" : "trusted") + ", compileTimeout " + compileTimeout
                + ", evalTimeout " + evalTimeout + ", allocationLimit " + allocationLimit + " bytes"
                + (output == null ? "" : ", output " + output)
                + (isolated ? ", isolated with a heap of " + isolatedHeap + " bytes" : "")
                + (untrusted ? ", untrusted (in bubblewrap)" : "")
                + (callerThread ? ", on the caller's thread" : "")
                + (compiledScripts == null ? "" : ", compiled scripts kept in " + compiledScripts)
                + (totalEvalTimeout.isZero() ? "" : ", totalEvalTimeout " + totalEvalTimeout) + "]";
    }
}
