package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.geom.PixelRect
import io.hantei.geom.Shape
import io.hantei.geom.Vec2
import io.hantei.render.SightLine

/**
 * The judgement (判定) of one example of a check: {@code hit 150, 130} under
 * {@code check('guard sees player')}. Passed when the rule answered as expected; failed when it
 * answered otherwise or could not answer ({@link #error}).
 */
@CompileStatic
final class Judgement {

    /** The rule's name. */
    final String rule
    /** {@code 'hit'} when the rule must answer true, {@code 'miss'} when it must answer false. */
    final String expected
    /** The example: a {@link Vec2} for a point, else the value as written (a shape, say). */
    final Object example
    /** The rule's answer, or null when it had none (see {@link #error}). */
    final Boolean actual
    /** Why the rule could not answer (it threw, or answered a non-boolean), else null. */
    final String error
    /** The script line of the {@code hit}/{@code miss}, or -1 when unknown. */
    final int line
    /** The shapes the rule looked at (or refers to), in order. */
    final List<Object> shapes
    /** The sight lines and ray casts the rule checked for this example, in order: its picture draws them. */
    final List<SightLine> sightLines
    /** What the sight words said of some of {@link #shapes} (a wall that blocks a sight line), by identity. */
    private final Map<Object, String> reasons

    Judgement(String rule, String expected, Object example, Boolean actual, String error, int line,
                List<Object> shapes) {
        this(rule, expected, example, actual, error, line, shapes, [], [:])
    }

    Judgement(String rule, String expected, Object example, Boolean actual, String error, int line,
                List<Object> shapes, List<SightLine> sightLines, Map<Object, String> reasons) {
        this.rule = rule
        this.expected = expected
        this.example = example
        this.actual = actual
        this.error = error
        this.line = line
        this.shapes = shapes.asImmutable()
        this.sightLines = new ArrayList<SightLine>(sightLines).asImmutable()
        Map<Object, String> kept = new IdentityHashMap<>()
        kept.putAll(reasons)
        this.reasons = Collections.unmodifiableMap(kept)
    }

    boolean isPassed() {
        error == null && actual == (expected == 'hit')
    }

    /**
     * The example as a test is named, {@code hit (150, 130)}: the JUnit Platform engine's name
     * for it, and {@code ./hantei run --junit-xml}'s.
     */
    String getTitle() {
        expected + ' ' + show(example)
    }

    /** One line: {@code ok    guard sees player: hit (150, 130)} or the reason it failed. */
    String getSummary() {
        if (passed) {
            return 'ok    ' + rule + ': ' + expected + ' ' + show(example)
        }
        if (error != null) {
            return 'FAIL  ' + rule + ': ' + expected + ' ' + show(example) + ' — the rule failed: ' + error
        }
        'FAIL  ' + rule + ': expected a ' + expected + ' ' + (example instanceof Vec2 ? 'at ' : 'for ') +
                show(example) + ' but it was a ' + (actual ? 'hit' : 'miss')
    }

    /**
     * What {@code ./hantei run} and the JUnit Platform engine print under a failed example's
     * summary: where it is ({@code at levels/guard.groovy:12}, when the line is known) and
     * {@link #getShapeNotes what each shape says}.
     */
    List<String> details(String file) {
        (line > 0 ? ['at ' + file + ':' + line] : [] as List<String>) + shapeNotes
    }

    /**
     * What each shape says about a point example: {@code fan 'guard' [...] does not contain (100, 320)};
     * of a wall, what it did to a sight line: {@code polygon 'pillar' [...] blocks the sight line (100, 100) → (250, 160)}.
     */
    List<String> getShapeNotes() {
        shapes.collect { Object s -> note(s) }
    }

    private String note(Object shape) {
        String reason = reasons.get(shape)
        if (reason != null) {
            return shape.toString() + ' ' + reason
        }
        if (example instanceof Vec2) {
            Vec2 p = (Vec2) example
            if (shape instanceof Shape) {
                return shape.toString() + (((Shape) shape).contains(p) ? ' contains ' : ' does not contain ') + p
            }
            if (shape instanceof PixelRect && Args.whole(p.x()) != null && Args.whole(p.y()) != null) {
                boolean covered = ((PixelRect) shape).contains(Args.whole(p.x()), Args.whole(p.y()))
                return shape.toString() + (covered ? ' covers ' : ' does not cover ') + 'pixel ' + p
            }
        }
        shape.toString()
    }

    static String show(Object example) {
        example instanceof Vec2 || Rule.isShape(example) ? example.toString() : Args.show(example)
    }

    @Override
    String toString() {
        summary
    }
}
