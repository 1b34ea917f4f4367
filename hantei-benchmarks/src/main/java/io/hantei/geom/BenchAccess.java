package io.hantei.geom;

/**
 * What the benchmarks (io.hantei.bench) reach of this package that is not public: a polygon's
 * exact test by the plain loop over every edge, which {@code contains} replaces by its band
 * index (from {@link Polygon#INDEX_THRESHOLD} vertices on: every polygon). Compiled only in the
 * bench profile, with the benchmarks.
 */
public final class BenchAccess {

    private BenchAccess() {
    }

    /** The exact answer of {@code polygon} by its loop over every edge, never through the index. */
    public static boolean containsByLoop(Polygon polygon, double x, double y) {
        return polygon.containsByLoop(x, y);
    }

    /**
     * Turns the Vector API batch loops on or off (they run only where the JVM has
     * jdk.incubator.vector); returns whether they were on.
     */
    public static boolean useVectorBatch(boolean on) {
        return VectorBatch.use(on);
    }

    /** From how many vertices on a polygon's {@code contains} goes through the band index. */
    public static int indexThreshold() {
        return Polygon.INDEX_THRESHOLD;
    }
}
