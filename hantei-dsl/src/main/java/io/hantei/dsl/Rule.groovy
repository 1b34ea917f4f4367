package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.geom.Vec2

/**
 * A named rule of a script: a closure that answers true or false for an example (a point, or
 * whatever the rule is about, such as a box that may overlap a platform). Made by
 * {@code rule('guard sees player') { p -> p in guard }}; checked by {@code check(...)}.
 */
@CompileStatic
final class Rule {

    /** The name the checks refer to, as the designer wrote it. */
    final String name
    /** The script line of {@code rule(...)}, or -1 when unknown. */
    final int line
    private final Closure<?> predicate
    private int checks

    Rule(String name, Closure<?> predicate, int line) {
        this.name = name
        this.predicate = predicate
        this.line = line
    }

    /** How many examples have been checked against this rule. */
    int getChecks() {
        checks
    }

    /**
     * The rule's answer for an example. A rule with two parameters, {@code { x, y -> ... }},
     * is given a point's coordinates. Throws when the rule answers anything but a boolean.
     */
    boolean answer(Object example) {
        checks++
        evaluate(example)
    }

    /**
     * The rule's answer for the point {@code (x, y)}, for a picture: it does not count as a
     * check. Throws as {@link #answer} does.
     */
    boolean answerAt(double x, double y) {
        evaluate(new Vec2(x, y))
    }

    private boolean evaluate(Object example) {
        Object answer
        ScriptScene drawing = ScriptScene.pause() // shapes the rule makes as it answers are not the script's
        try {
            answer = predicate.maximumNumberOfParameters == 2 && example instanceof Vec2
                    ? predicate.call(((Vec2) example).x(), ((Vec2) example).y())
                    : predicate.call(example)
        } finally {
            ScriptScene.resume(drawing)
        }
        if (!(answer instanceof Boolean)) {
            throw new IllegalArgumentException("rule '" + name + "' must answer true or false but answered " +
                    Args.show(answer))
        }
        (Boolean) answer
    }

    /** The shapes the rule's closure refers to through local variables of the script. */
    List<Object> capturedShapes() {
        List<Object> found = []
        collectShapes(predicate, found, 0)
        found
    }

    private static void collectShapes(Closure<?> closure, List<Object> found, int depth) {
        if (depth > 3) {
            return
        }
        for (java.lang.reflect.Field f : closure.getClass().declaredFields) {
            if (f.type != Reference) {
                continue
            }
            Object value
            try {
                f.accessible = true
                value = ((Reference) f.get(closure))?.get()
            } catch (ReflectiveOperationException | RuntimeException ignored) {
                continue
            }
            if (isShape(value) && !found.any { it.is(value) }) {
                found.add(value)
            } else if (value instanceof Closure) {
                collectShapes((Closure<?>) value, found, depth + 1)
            }
        }
    }

    static boolean isShape(Object o) {
        o instanceof io.hantei.geom.Shape || o instanceof io.hantei.geom.PixelRect
    }

    @Override
    String toString() {
        "rule '" + name + "'"
    }
}
