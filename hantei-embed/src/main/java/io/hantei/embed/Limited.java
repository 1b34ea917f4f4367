package io.hantei.embed;

import io.hantei.sandbox.Budget;
import io.hantei.sandbox.LimitExceeded;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs script work under a {@link Budget}. Without a time limit the work runs on the calling
 * thread. With one it runs on a worker thread (a shared pool of daemon threads), and the caller
 * waits: the script's own checks stop it at its deadline; if it is still running a grace period
 * later, it is inside a library call that does not return to the script, and the caller stops
 * waiting, interrupts the worker and marks the budget abandoned, so that the work's result and
 * its script instance are thrown away. The worker thread itself runs on until that library call
 * returns: Java has no safe way to stop a thread.
 *
 * <p>Each piece of work on a worker is {@code RUNNING}, then {@code DONE} when it ends (returns
 * or throws); or {@code STUCK} when its caller gives up on it, and {@code DONE} when the stuck
 * call finally returns. The process counts its stuck threads ({@link #stuckThreads()}); while
 * {@link #MAX_STUCK} of them are stuck, new work on a worker is refused before it starts, so a
 * script that gets stuck again and again cannot pile up threads (each most likely burning a
 * core). Work that already runs when the cap is reached may still get stuck, so the count can
 * pass the cap by the number of evaluations in flight at that moment, but no further.
 */
final class Limited {

    private static final AtomicInteger THREAD_NUMBERS = new AtomicInteger();

    private static final ThreadPoolExecutor WORKERS = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 30, TimeUnit.SECONDS,
            new SynchronousQueue<Runnable>(), new ThreadFactory() {
        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, "hantei-worker-".concat(String.valueOf(THREAD_NUMBERS.incrementAndGet())));
            // not +: Groovy's + on a number starts its formatter, which loads part of its compiler (EvalStartSpec)
            t.setDaemon(true);
            t.setContextClassLoader(Limited.class.getClassLoader()); // not whichever loader the first caller had (a web app's, say)
            return t;
        }
    });

    /** The least time the caller waits past a deadline before it gives up on a worker. */
    static final long MIN_GRACE_NANOS = TimeUnit.MILLISECONDS.toNanos(200);

    /**
     * How many worker threads may be stuck, in the whole process, before new work is refused.
     * Per process, not per rule set, because the threads and the cores they burn are the
     * process's; a constant, because a stuck thread is a script's fault (or an attack) to fix,
     * not a setting to tune, and a few cover the rare accident.
     */
    static final int MAX_STUCK = 4;

    /** The worker threads whose work is {@link State#STUCK} now. */
    private static final AtomicInteger STUCK = new AtomicInteger();

    private Limited() {
    }

    /** Work that gets the budget it runs under. */
    public interface Work<T> {
        T run(Budget budget);
    }

    /** Where one piece of work on a worker is. */
    public enum State {
        /** Handed to a worker (started or about to start), and its caller waits for it. */
        RUNNING,
        /** Its caller gave up on it while it ran on: it counts in {@link #stuckThreads()} until it ends. */
        STUCK,
        /** It returned or threw (after being stuck or not): its thread is free. */
        DONE
    }

    /**
     * Runs the work under a new budget with the given limits (0: none). {@code onWorker} says
     * whether to use a worker thread and wait with a deadline; it is only honoured when there
     * is a time limit.
     *
     * @throws LimitExceeded (a time limit) without starting the work, when {@link #MAX_STUCK} or
     *                       more worker threads are stuck, and the work would need a worker
     */
    public static <T> T run(long timeNanos, long allocationBytes, boolean onWorker, Work<T> work) {
        Budget budget = new Budget(timeNanos, allocationBytes);
        if (timeNanos == 0 || !onWorker) {
            Budget outer = Budget.current();
            budget.install();
            try {
                return work.run(budget);
            } finally {
                budget.uninstall();
                Budget.restore(outer); // nested use on one thread: the outer work gets its budget back
            }
        }
        int stuck = STUCK.get();
        if (stuck >= MAX_STUCK) {
            throw new LimitExceeded(LimitExceeded.Limit.TIME, "refused: " + stuck + " threads are still stuck in library " +
                    "calls that did not stop at their time limit (" + (stuck == MAX_STUCK ? "the most allowed" :
                    "more than the " + MAX_STUCK + " allowed") + "); no new work starts until one finishes");
        }
        Job<T> job = new Job<T>(budget, work);
        WORKERS.execute(job);
        long grace = Math.max(MIN_GRACE_NANOS, timeNanos / 2);
        long start = System.nanoTime();
        try {
            while (true) {
                long deadline = budget.getDeadline() == Long.MAX_VALUE ? start + timeNanos : budget.getDeadline();
                long wait = deadline + grace - System.nanoTime();
                try {
                    return job.result.get(Math.max(wait, TimeUnit.MILLISECONDS.toNanos(1)), TimeUnit.NANOSECONDS);
                } catch (TimeoutException ignored) {
                    long now = budget.getDeadline();
                    long current = now == Long.MAX_VALUE ? start + timeNanos : now;
                    if (System.nanoTime() - (current + grace) > 0) {
                        int count = job.giveUp();
                        if (count > 0) {
                            throw new LimitExceeded(LimitExceeded.Limit.TIME, "time limit: ran longer than " +
                                    Budget.show(budget.getTimeLimit()) + " and did not stop: it is stuck in a call that does " +
                                    "not return to the script, and its thread was left to finish on its own (" + count +
                                    (count <= MAX_STUCK ? " of at most " + MAX_STUCK + " stuck threads)" :
                                            " stuck threads, more than the " + MAX_STUCK + " after which new work is refused)"));
                        }
                        // it ended just now: its result is there, or is about to be
                    }
                }
            }
        } catch (ExecutionException e) {
            throw Limited.<RuntimeException>unchecked(e.getCause() != null ? e.getCause() : e);
        } catch (InterruptedException e) {
            job.giveUp();
            Thread.currentThread().interrupt();
            throw new LimitExceeded(LimitExceeded.Limit.TIME, "stopped: the thread waiting for it was interrupted");
        }
    }

    /**
     * Throws {@code t} as it is, checked or not, as Groovy's {@code throw} does: the work's own
     * exception reaches the caller, not a wrapper. Declared to return one, for {@code throw}.
     */
    @SuppressWarnings("unchecked")
    static <E extends Throwable> E unchecked(Throwable t) throws E {
        throw (E) t;
    }

    /** How many worker threads exist now (busy or idle), for the specs. */
    public static int workerThreads() {
        return WORKERS.getPoolSize();
    }

    /**
     * How many worker threads are stuck now: their callers gave up on them (past the time limit
     * and its grace, or interrupted while waiting), and the call they are in has not returned.
     */
    public static int stuckThreads() {
        return STUCK.get();
    }

    /**
     * One piece of work on a worker: its state, the thread running it, and its result. The
     * state and the thread change under the job's lock, so that the caller interrupts the
     * thread only while it still runs this work, never the work it takes up next.
     */
    private static final class Job<T> implements Runnable {

        final Budget budget;
        final Work<T> work;
        final CompletableFuture<T> result = new CompletableFuture<>();
        private State state = State.RUNNING;
        private Thread runner;

        Job(Budget budget, Work<T> work) {
            this.budget = budget;
            this.work = work;
        }

        @Override
        public void run() {
            synchronized (this) {
                runner = Thread.currentThread();
            }
            try {
                if (budget.isAbandoned()) { // given up on before it started: nothing to run
                    result.completeExceptionally(new LimitExceeded(LimitExceeded.Limit.TIME, "stopped before it started"));
                    return;
                }
                budget.install();
                try {
                    result.complete(work.run(budget));
                } finally {
                    budget.uninstall();
                }
            } catch (Throwable t) {
                result.completeExceptionally(t);
            } finally {
                finish();
            }
        }

        /** The work ended: DONE, and one stuck thread fewer if its caller had given up on it. */
        private void finish() {
            boolean wasStuck;
            synchronized (this) {
                wasStuck = state == State.STUCK;
                state = State.DONE;
                runner = null;
                Thread.interrupted(); // an interrupt meant for this work is not the next work's
            }
            if (wasStuck) {
                STUCK.decrementAndGet();
            }
        }

        /**
         * The caller stops waiting: unless the work has already ended, it is marked abandoned,
         * counted as stuck and its thread interrupted. Returns the number of stuck threads now,
         * or 0 when the work had ended and its result is to be used.
         */
        synchronized int giveUp() {
            if (state != State.RUNNING || result.isDone()) {
                return 0;
            }
            budget.setAbandoned(true);
            state = State.STUCK;
            int count = STUCK.incrementAndGet();
            if (runner != null) {
                runner.interrupt();
            }
            return count;
        }
    }
}
