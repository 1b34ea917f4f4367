package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.geom.Vec2

/**
 * The three ways to write a point — {@code [x, y]}, {@code [x: 1, y: 2]} and
 * {@code point(x, y)} (a core {@link Vec2}) — read in one place.
 */
@CompileStatic
final class Points {

    /** How a point may be written, for messages. */
    static final String FORMS = '[x, y], [x: 1, y: 2] or point(x, y)'

    private Points() {
    }

    /** {x, y} of a point written any of the three ways; null when {@code p} is not a point. */
    static double[] coordinates(Object p) {
        if (p instanceof Vec2) {
            Vec2 v = (Vec2) p
            return [v.x(), v.y()] as double[]
        }
        if (p instanceof List) {
            List l = (List) p
            if (l.size() == 2 && l[0] instanceof Number && l[1] instanceof Number) {
                return [((Number) l[0]).doubleValue(), ((Number) l[1]).doubleValue()] as double[]
            }
        } else if (p instanceof Map) {
            Map m = (Map) p
            if (m.size() == 2 && m.get('x') instanceof Number && m.get('y') instanceof Number) {
                return [((Number) m.get('x')).doubleValue(), ((Number) m.get('y')).doubleValue()] as double[]
            }
        }
        null
    }

    /**
     * {@code xy} when both are finite numbers, else the message the core gives for a shape's
     * numbers, with the argument's name: {@code lineOfSight: from x must be a finite number but was NaN}.
     */
    static double[] finite(String word, String name, double[] xy) {
        for (int i = 0; i < 2; i++) {
            if (!Double.isFinite(xy[i])) {
                throw new IllegalArgumentException(word + ': ' + name + (i == 0 ? ' x' : ' y') +
                        ' must be a finite number but was ' + xy[i])
            }
        }
        xy
    }

    /** Whether {@code p} is written as a point. */
    static boolean isPoint(Object p) {
        coordinates(p) != null
    }

    /** The point as a {@link Vec2}; null when {@code p} is not a point. */
    static Vec2 toVec2(Object p) {
        if (p instanceof Vec2) {
            return (Vec2) p
        }
        double[] xy = coordinates(p)
        xy == null ? null : new Vec2(xy[0], xy[1])
    }
}
