package io.hantei.geom;

/**
 * Whether the batch loops use the Vector API (issue 19; src/jmh/README.md measures it): only when
 * the JVM has the incubating module {@code jdk.incubator.vector} (in the boot layer only when it
 * was started with {@code --add-modules jdk.incubator.vector}) and the system property
 * {@code hantei.vector} is {@code true}. This class looks for the module without naming a class of
 * it, so the core loads and answers alike without it. The loops that use it live in
 * {@link VectorLoops}, which nothing loads unless this says yes.
 *
 * <p>Why a switch of its own: the vector loops are fast only once C2 has compiled them, and the
 * Vector API run by the interpreter and C1 is far slower than the scalar loop, so a JVM's first
 * bit sets cost much more with them and the loops repay that only after hundreds of millions of
 * points (docs/benchmarks.md, "The vector loops' first second", has the measurements). A
 * long-running process that builds bit sets all day turns them on; a tool that checks a level and
 * exits, or a JVM that has the module for another library, is faster without.
 * The specs switch between both paths with {@link #use} and check that they give the same answers.
 */
final class VectorBatch {

    /** Whether the module is there, found once. */
    private static final boolean AVAILABLE = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();

    private static volatile boolean enabled = wanted(AVAILABLE, System.getProperty("hantei.vector"));

    private VectorBatch() {
    }

    /**
     * Whether the vector loops start on: the module is there and the property {@code hantei.vector}
     * is {@code true} (any case, as {@link Boolean#parseBoolean}); off without it.
     */
    static boolean wanted(boolean available, String property) {
        return available && Boolean.parseBoolean(property);
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
