package io.hantei.dsl

import groovy.transform.CompileStatic
import groovy.transform.PackageScope

/**
 * Which shapes a rule looked at while one example was being checked, so that a report can name
 * them. {@link ShapeExtensions} notes every shape it answers for; outside a check nothing is
 * kept.
 */
@CompileStatic
@PackageScope
final class Involved implements AutoCloseable {

    private static final ThreadLocal<Involved> CURRENT = new ThreadLocal<>()

    private final Involved outer
    private final Map<Object, Boolean> seen = new IdentityHashMap<>()
    /** The shapes in the order the rule first looked at them. */
    final List<Object> shapes = []

    private Involved(Involved outer) {
        this.outer = outer
    }

    /** Starts noting shapes on this thread until {@link #close()}. */
    static Involved start() {
        Involved recording = new Involved(CURRENT.get())
        CURRENT.set(recording)
        recording
    }

    static void note(Object shape) {
        Involved recording = CURRENT.get()
        if (recording != null && recording.seen.put(shape, Boolean.TRUE) == null) {
            recording.shapes.add(shape)
        }
    }

    @Override
    void close() {
        CURRENT.set(outer)
    }
}
