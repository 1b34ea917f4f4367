package io.hantei.dsl

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import io.hantei.render.SightLine

/**
 * Which shapes a rule looked at while one example was being checked, so that a report can name
 * them, and the sight lines and ray casts it checked, so that the picture can draw them.
 * {@link ShapeExtensions} notes every shape it answers for; the sight words note the walls that
 * block a sight line (or that a ray hits first), with why. Outside a check nothing is kept.
 */
@CompileStatic
@PackageScope
final class Involved implements AutoCloseable {

    private static final ThreadLocal<Involved> CURRENT = new ThreadLocal<>()

    private final Involved outer
    private final Map<Object, Boolean> seen = new IdentityHashMap<>()
    /** The shapes in the order the rule first looked at them. */
    final List<Object> shapes = []
    /** What the sight words said of a shape they noted: {@code blocks the sight line (100, 100) → (150, 130)}. */
    final Map<Object, String> reasons = new IdentityHashMap<>()
    /** The sight lines and ray casts the rule checked, in order, at most {@link #MAX_SIGHT_LINES}. */
    final List<SightLine> sightLines = []

    /** So many sight lines of one example are kept for its picture; a rule that checks more draws the first. */
    static final int MAX_SIGHT_LINES = 64

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
        Involved recording = (Involved) CURRENT.get()
        if (recording != null && recording.seen.put(shape, Boolean.TRUE) == null) {
            recording.shapes.add(shape)
        }
    }

    /** Whether an example is being checked on this thread (so that notes are kept). */
    static boolean active() {
        CURRENT.get() != null
    }

    /** Notes a shape with what a sight word found of it; the first reason given is kept. */
    static void note(Object shape, String reason) {
        Involved recording = (Involved) CURRENT.get()
        if (recording != null) {
            note(shape)
            recording.reasons.putIfAbsent(shape, reason)
        }
    }

    static void noteSight(SightLine line) {
        Involved recording = (Involved) CURRENT.get()
        if (recording != null && recording.sightLines.size() < MAX_SIGHT_LINES) {
            recording.sightLines.add(line)
        }
    }

    @Override
    void close() {
        CURRENT.set(outer)
    }
}
