package io.hantei.sandbox

import groovy.transform.CompileStatic

import java.lang.management.ManagementFactory
import java.util.concurrent.TimeUnit

/**
 * The time and memory one piece of script work may use: the run that collects a script's
 * rules, or one evaluation of one rule. A budget is installed on the thread that runs the
 * script ({@link #install()}); the calls that {@link LimitChecks} puts at the start of every
 * closure, method and loop body of the script ({@link RuntimeGuard#tick()}) {@link #check()} it and
 * throw {@link LimitExceeded} once the deadline has passed or the thread has allocated more
 * than the limit since {@link #restart}.
 *
 * <p>The check is cooperative: it runs whenever the script's own code runs. A call into the
 * JDK or the Groovy runtime that runs long without calling back into the script (a huge sort, a
 * pathological regular expression) is not stopped by it; the caller's wait in
 * {@code io.hantei.embed} covers that case by giving up on the thread.
 *
 * <p>Memory is counted with the JVM's count of the bytes each thread allocates
 * ({@code com.sun.management.ThreadMXBean}); where the JVM does not count them the memory
 * limit is not enforced (see {@link #MEMORY_COUNTED}).
 */
@CompileStatic
final class Budget {

    private static final ThreadLocal<Budget> CURRENT = new ThreadLocal<>()

    private static final com.sun.management.ThreadMXBean THREADS = threads()

    /** Whether this JVM counts the bytes each thread allocates, so that memory limits hold. */
    static final boolean MEMORY_COUNTED = THREADS != null

    private static com.sun.management.ThreadMXBean threads() {
        try {
            def bean = ManagementFactory.threadMXBean
            if (bean instanceof com.sun.management.ThreadMXBean) {
                def sun = (com.sun.management.ThreadMXBean) bean
                if (sun.threadAllocatedMemorySupported && sun.threadAllocatedMemoryEnabled) {
                    sun.currentThreadAllocatedBytes // fails early where it is not really there
                    return sun
                }
            }
        } catch (Throwable ignored) {
            // no counting: memory limits are not enforced
        }
        null
    }

    /** The time limit in nanoseconds (0: none). */
    private long timeLimit
    /** The memory limit in bytes (0: none). */
    private long allocationLimit
    /** System.nanoTime() past which the work is over time; read by the waiting caller. */
    private volatile long deadline = Long.MAX_VALUE
    /** System.nanoTime() past which no work of this budget may go on, whatever its own limit (see {@link #until}). */
    private long overall = Long.MAX_VALUE
    /** What the overall deadline is, for the message: {@code 'their total of 30 s'}. */
    private String overallLimit
    private long allocationMark = Long.MAX_VALUE
    private Thread owner
    /** What is being run, for messages ("rule 'guard sees player' at (1.0, 2.0)"); set with restart, shown with toString(). */
    private Object doing = 'the script'
    /** Set by a caller that stopped waiting: the work's result, and its script instance, are not to be used. */
    volatile boolean abandoned
    /**
     * The first limit or refusal of the current work. It sticks: every later check throws it
     * again, and {@link #failIfFailed()} throws it when the work returns, so a script that
     * catches it (were Groovy to wrap it in an exception) does not get past it.
     */
    private Error failure

    Budget(long timeLimitNanos, long allocationLimitBytes) {
        limits(timeLimitNanos, allocationLimitBytes)
    }

    /**
     * A deadline for all the work of this budget together (System.nanoTime()), besides each
     * piece's own time limit: from the next {@link #restart} each piece ends at the earlier of
     * the two. {@code limit} names it in the message: {@code 'the evaluations' total of 30 s'}.
     */
    void until(long overallDeadline, String limit) {
        overall = overallDeadline
        overallLimit = limit
        if (overall - deadline < 0) {
            deadline = overall
        }
    }

    /** Changes the limits (they apply from the next {@link #restart}). */
    void limits(long timeLimitNanos, long allocationLimitBytes) {
        if (timeLimitNanos < 0 || allocationLimitBytes < 0) {
            throw new IllegalArgumentException('budget: limits must be >= 0 but were ' + timeLimitNanos + ' ns, ' +
                    allocationLimitBytes + ' bytes')
        }
        this.timeLimit = timeLimitNanos
        this.allocationLimit = allocationLimitBytes
    }

    long getTimeLimit() {
        timeLimit
    }

    /**
     * The budget of the current thread, or null. The cast is written out: left implicit, Groovy
     * compiles it as a dynamic call that allocates on every check under C1 (GuardCostSpec).
     */
    static Budget current() {
        (Budget) CURRENT.get()
    }

    /** Makes this the budget of the current thread and starts it; {@link #uninstall()} when done. */
    Budget install() {
        owner = Thread.currentThread()
        CURRENT.set(this)
        restart('the script')
        this
    }

    void uninstall() {
        CURRENT.remove()
        owner = null
    }

    /** Makes {@code outer} the current thread's budget again, as it was (after a nested {@link #install()}). */
    static void restore(Budget outer) {
        if (outer == null) {
            CURRENT.remove()
        } else {
            CURRENT.set(outer)
        }
    }

    /**
     * Starts a new piece of work: the time and memory limits count from now. {@code what} says
     * what the work is, by its {@code toString()}, which is called only for a message.
     */
    void restart(Object what) {
        doing = what
        failure = null
        allocationMark = allocationLimit == 0 || THREADS == null ? Long.MAX_VALUE : allocated() + allocationLimit
        long own = timeLimit == 0 ? Long.MAX_VALUE : System.nanoTime() + timeLimit
        deadline = overall != Long.MAX_VALUE && (own == Long.MAX_VALUE || overall - own < 0) ? overall : own
    }

    /**
     * Counts the memory limit from now, the deadline staying as it is: for work whose first part
     * (compiling a script) allocates what the script does not decide, such as a fresh JVM's first
     * loading of the compiler.
     */
    void countAllocationFromNow() {
        allocationMark = allocationLimit == 0 || THREADS == null ? Long.MAX_VALUE : allocated() + allocationLimit
    }

    /** What is being run now, for messages. */
    String getDoing() {
        String.valueOf(doing)
    }

    /** The deadline of the current work (System.nanoTime()), Long.MAX_VALUE when it has none. */
    long getDeadline() {
        deadline
    }

    /** The memory limit in bytes (0: none). */
    long getAllocationLimit() {
        allocationLimit
    }

    /**
     * The bytes the current work may still allocate: {@link Long#MAX_VALUE} without a limit;
     * where the JVM does not count a thread's bytes, the whole limit.
     */
    long remaining() {
        if (allocationLimit == 0) {
            return Long.MAX_VALUE
        }
        if (allocationMark == Long.MAX_VALUE) {
            return allocationLimit
        }
        Math.max(0L, allocationMark - allocated())
    }

    /** Throws {@link LimitExceeded} when the work is over its time or memory, or its thread was interrupted. */
    void check() {
        if (failure != null) {
            throw failure
        }
        long d = deadline
        if (d != Long.MAX_VALUE && System.nanoTime() - d > 0) {
            throw fail(new LimitExceeded(LimitExceeded.Limit.TIME, d == overall ? 'time limit: ' + overallLimit + ' is spent'
                    : 'time limit: ran longer than ' + show(timeLimit)))
        }
        if (allocationMark != Long.MAX_VALUE && allocated() > allocationMark) {
            throw fail(new LimitExceeded(LimitExceeded.Limit.MEMORY, 'memory limit: allocated more than ' +
                    bytes(allocationLimit)))
        }
        if (owner != null && owner.isInterrupted()) {
            throw fail(new LimitExceeded(LimitExceeded.Limit.TIME, 'stopped: the thread running it was interrupted'))
        }
    }

    /** Notes the error as the work's failure (the first one counts) and returns it, to be thrown. */
    Error fail(Error e) {
        if (failure == null) {
            failure = e
        }
        e
    }

    /** Throws the work's failure, if it had one: for when the script's code has returned. */
    void failIfFailed() {
        if (failure != null) {
            throw failure
        }
    }

    private static long allocated() {
        THREADS.currentThreadAllocatedBytes
    }

    /** {@code 1 s}, {@code 250 ms}, {@code 1.5 s}. */
    static String show(long nanos) {
        long ms = TimeUnit.NANOSECONDS.toMillis(nanos)
        if (ms >= 1000) {
            return (ms % 1000 == 0 ? String.valueOf(ms.intdiv(1000)) : String.valueOf(ms / 1000.0d)) + ' s'
        }
        ms > 0 ? ms + ' ms' : nanos + ' ns'
    }

    /** A size in round figures: {@code 4 GiB}, {@code 1.5 GiB}, {@code 300 MiB}, {@code 12 KiB}, {@code 100 bytes}. */
    static String about(long n) {
        String[] units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as String[]
        double v = n
        int u = 0
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024
            u++
        }
        if (u == 0) {
            return n + ' bytes'
        }
        double rounded = Math.round(v * 10) / 10.0d
        (rounded == Math.rint(rounded) ? String.valueOf((long) rounded) : String.valueOf(rounded)) + ' ' + units[u]
    }

    /** {@code 256 MiB}, {@code 64 KiB}, {@code 100 bytes}. */
    static String bytes(long n) {
        if (n >= (1L << 20) && n % (1L << 20) == 0) {
            return (n >> 20) + ' MiB'
        }
        if (n >= 1024 && n % 1024 == 0) {
            return (n >> 10) + ' KiB'
        }
        n + ' bytes'
    }
}
