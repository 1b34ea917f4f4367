package io.hantei.embed

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import io.hantei.sandbox.Budget
import io.hantei.sandbox.LimitExceeded

import java.util.concurrent.Callable
import java.util.concurrent.CancellationException
import java.util.concurrent.ExecutionException
import java.util.concurrent.Future
import java.util.concurrent.SynchronousQueue
import java.util.concurrent.ThreadFactory
import java.util.concurrent.ThreadPoolExecutor
import java.util.concurrent.TimeUnit
import java.util.concurrent.TimeoutException
import java.util.concurrent.atomic.AtomicInteger

/**
 * Runs script work under a {@link Budget}. Without a time limit the work runs on the calling
 * thread. With one it runs on a worker thread (a shared pool of daemon threads), and the caller
 * waits: the script's own checks stop it at its deadline; if it is still running a grace period
 * later, it is inside a library call that does not return to the script, and the caller stops
 * waiting, interrupts the worker and marks the budget abandoned, so that the work's result and
 * its script instance are thrown away. The worker thread itself runs on until that library call
 * returns: Java has no safe way to stop a thread.
 */
@CompileStatic
@PackageScope
final class Limited {

    private static final AtomicInteger THREAD_NUMBERS = new AtomicInteger()

    private static final ThreadPoolExecutor WORKERS = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 30, TimeUnit.SECONDS,
            new SynchronousQueue<Runnable>(), new ThreadFactory() {
        @Override
        Thread newThread(Runnable r) {
            Thread t = new Thread(r, 'hantei-worker-' + THREAD_NUMBERS.incrementAndGet())
            t.daemon = true
            t.contextClassLoader = Limited.classLoader // not whichever loader the first caller had (a web app's, say)
            t
        }
    })

    /** The least time the caller waits past a deadline before it gives up on a worker. */
    static final long MIN_GRACE_NANOS = TimeUnit.MILLISECONDS.toNanos(200)

    private Limited() {
    }

    /** Work that gets the budget it runs under. */
    static interface Work<T> {
        T run(Budget budget)
    }

    /**
     * Runs the work under a new budget with the given limits (0: none). {@code onWorker} says
     * whether to use a worker thread and wait with a deadline; it is only honoured when there
     * is a time limit.
     */
    static <T> T run(long timeNanos, long allocationBytes, boolean onWorker, Work<T> work) {
        Budget budget = new Budget(timeNanos, allocationBytes)
        if (timeNanos == 0 || !onWorker) {
            Budget outer = Budget.current()
            budget.install()
            try {
                return work.run(budget)
            } finally {
                budget.uninstall()
                Budget.restore(outer) // nested use on one thread: the outer work gets its budget back
            }
        }
        Future<T> future = WORKERS.submit({
            budget.install()
            try {
                work.run(budget)
            } finally {
                budget.uninstall()
            }
        } as Callable<T>)
        long grace = Math.max(MIN_GRACE_NANOS, timeNanos.intdiv(2) as long)
        long start = System.nanoTime()
        try {
            while (true) {
                long deadline = budget.deadline == Long.MAX_VALUE ? start + timeNanos : budget.deadline
                long wait = deadline + grace - System.nanoTime()
                try {
                    return future.get(Math.max(wait, TimeUnit.MILLISECONDS.toNanos(1)), TimeUnit.NANOSECONDS)
                } catch (TimeoutException ignored) {
                    long now = budget.deadline
                    long current = now == Long.MAX_VALUE ? start + timeNanos : now
                    if (System.nanoTime() - (current + grace) > 0) {
                        budget.abandoned = true
                        future.cancel(true)
                        throw new LimitExceeded(LimitExceeded.Limit.TIME, 'time limit: ran longer than ' + Budget.show(budget.timeLimit) +
                                ' and did not stop: it is stuck in a call that does not return to the script, and its ' +
                                'thread was left to finish on its own')
                    }
                }
            }
        } catch (ExecutionException e) {
            throw e.cause ?: e
        } catch (CancellationException e) {
            throw new LimitExceeded(LimitExceeded.Limit.TIME, 'stopped: the work was cancelled')
        } catch (InterruptedException e) {
            budget.abandoned = true
            future.cancel(true)
            Thread.currentThread().interrupt()
            throw new LimitExceeded(LimitExceeded.Limit.TIME, 'stopped: the thread waiting for it was interrupted')
        }
        throw new AssertionError('unreachable')
    }

    /** How many worker threads exist now (busy or idle), for the specs. */
    static int workerThreads() {
        WORKERS.poolSize
    }
}
