package io.hantei.index;

import io.hantei.geom.Shape;

import java.util.function.Consumer;

/** A plain Java loop of queries, so that the allocation measured is the index's, not Groovy's. */
public final class QueryLoop {

    private QueryLoop() {
    }

    /** Point queries on a fixed lattice of points (x.3, y.7, away from integer edges) and shape queries. */
    public static void run(ShapeIndex<Integer> index, Consumer<ShapeIndex.Entry<Integer>> visitor, Shape[] probes, int n) {
        for (int i = 0; i < n; i++) {
            double x = (i * 37 % 1000) + 0.3;
            double y = (i * 91 % 1000) + 0.7;
            index.query(x, y, visitor);
            if (i % 8 == 0) {
                index.overlapping(probes[(i / 8) % probes.length], visitor);
            }
        }
    }

    /**
     * The bytes this thread allocates while running the loop once more, after warm-up runs
     * that let the JIT compile the paths; measured here in Java so that no Groovy call is counted.
     */
    public static long allocatedBytes(ShapeIndex<Integer> index, Consumer<ShapeIndex.Entry<Integer>> visitor,
                                      Shape[] probes, int n) {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        for (int warm = 0; warm < 3; warm++) {
            run(index, visitor, probes, n);
        }
        long before = threads.getThreadAllocatedBytes(id);
        run(index, visitor, probes, n);
        return threads.getThreadAllocatedBytes(id) - before;
    }

    /** A visitor that counts, in plain Java. */
    public static final class Counter implements Consumer<ShapeIndex.Entry<Integer>> {
        public long hits;

        @Override
        public void accept(ShapeIndex.Entry<Integer> entry) {
            hits++;
        }
    }
}
