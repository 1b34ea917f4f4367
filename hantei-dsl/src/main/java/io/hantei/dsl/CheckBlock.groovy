package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.geom.Vec2

/**
 * The words inside a check's block: {@code hit} for an example the rule must answer true,
 * {@code miss} for one it must answer false. Each example is judged at once.
 * <pre>
 * check('guard sees player') {
 *     hit 150, 130                   // a point as two numbers
 *     hit([250, 160], [x: 200, y: 120])  // points written any way, in parentheses
 *     miss point(100, 320)
 * }
 * </pre>
 * (Groovy reads {@code hit [150, 130]} as an index, {@code hit[150, 130]}: a list needs the
 * parentheses, two bare numbers do not.)
 */
@CompileStatic
class CheckBlock {

    private final HanteiScript script
    private final Rule rule

    CheckBlock(HanteiScript script, Rule rule) {
        this.script = script
        this.rule = rule
    }

    /** The point {@code (x, y)} must be a hit. */
    void hit(Number x, Number y) {
        judge('hit', [Hantei.point(x, y)] as Object[])
    }

    /** Each example (a point written any way, or what the rule takes) must be a hit. */
    void hit(Object... examples) {
        judge('hit', examples)
    }

    /** The point {@code (x, y)} must be a miss. */
    void miss(Number x, Number y) {
        judge('miss', [Hantei.point(x, y)] as Object[])
    }

    /** Each example (a point written any way, or what the rule takes) must be a miss. */
    void miss(Object... examples) {
        judge('miss', examples)
    }

    private void judge(String expected, Object[] examples) {
        int line = ScriptLines.callerLine(script.getClass().name)
        if (examples == null || examples.length == 0) {
            throw new IllegalArgumentException(expected + ' needs an example, like ' + expected + ' 150, 130')
        }
        for (Object example : examples) {
            Vec2 point = Points.toVec2(example)
            script.record(judgeOne(expected, point ?: example, line))
        }
    }

    private Judgement judgeOne(String expected, Object example, int line) {
        Boolean actual = null
        String error = null
        List<Object> shapes
        Involved seen = Involved.start()
        try {
            actual = rule.answer(example)
        } catch (Exception e) {
            int at = ScriptLines.lineIn(e.stackTrace, script.getClass().name)
            error = ScriptLines.message(e) + (at > 0 && at != line ? ' (line ' + at + ')' : '')
        } finally {
            seen.close()
            shapes = new ArrayList<Object>(seen.shapes)
        }
        if (shapes.isEmpty()) {
            shapes = rule.capturedShapes()
        }
        shapes.removeIf { it.is(example) }
        new Judgement(rule.name, expected, example, actual, error, line, shapes, seen.sightLines, seen.reasons)
    }
}
