package io.hantei.geom;

/**
 * Whether the batch loops may use the Vector API (issue 19; src/jmh/README.md measures it): the
 * incubating module {@code jdk.incubator.vector} is in the boot layer only when the JVM was
 * started with {@code --add-modules jdk.incubator.vector}, and this class looks for it without
 * naming a class of it, so the core loads and answers alike without the flag. The loops that use
 * it live in {@link VectorLoops}, which nothing loads unless this says yes. The system property
 * {@code hantei.vector=false} turns them off; the specs switch between both paths with
 * {@link #use} and check that they give the same answers.
 */
final class VectorBatch {

    /** Whether the module is there, found once. */
    private static final boolean AVAILABLE = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();

    private static volatile boolean enabled = AVAILABLE && !"false".equals(System.getProperty("hantei.vector"));

    private VectorBatch() {
    }

    /** Whether this JVM has the module. */
    static boolean available() {
        return AVAILABLE;
    }

    /** Whether the batch loops use it now. */
    static boolean enabled() {
        return enabled;
    }

    /**
     * Turns the vector loops on or off for the whole JVM (for the specs, which run both paths in
     * one build); on only where the module is there. Returns whether they were on.
     */
    static boolean use(boolean on) {
        boolean was = enabled;
        enabled = on && AVAILABLE;
        return was;
    }
}
