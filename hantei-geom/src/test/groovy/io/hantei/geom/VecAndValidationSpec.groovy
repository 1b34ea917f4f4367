package io.hantei.geom

import spock.lang.Specification

/**
 * Vec2, the point type, and the validation every shape shares: a NaN or an infinity never
 * reaches a hit test, and the message names who complained, which parameter, the rule and the
 * value.
 */
class VecAndValidationSpec extends Specification {

    def "#code is rejected with: #message"() {
        when:
        make()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        code                         | make                                                          || message
        'new Vec2(NaN, 0)'           | { new Vec2(Double.NaN, 0) }                                   || 'point: x must be a finite number but was NaN'
        'new Vec2(0, NaN)'           | { new Vec2(0, Double.NaN) }                                   || 'point: y must be a finite number but was NaN'
        'Vec2.of(Infinity, 0)'       | { Vec2.of(Double.POSITIVE_INFINITY, 0) }                      || 'point: x must be a finite number but was Infinity'
        'Vec2.of(0, -Infinity)'      | { Vec2.of(0, Double.NEGATIVE_INFINITY) }                      || 'point: y must be a finite number but was -Infinity'
        'Vec2.of(NaN, Infinity)'     | { Vec2.of(Double.NaN, Double.POSITIVE_INFINITY) }             || 'point: x must be a finite number but was NaN'
    }

    def "Vec2.of(#x, #y) is a valid point: any finite double, including #what"() {
        when:
        def p = Vec2.of(x, y)

        then:
        p.x() == x
        p.y() == y
        p == new Vec2(x, y)

        where:
        what                    | x                  | y
        'the origin'            | 0                  | 0
        'the largest doubles'   | Double.MAX_VALUE   | -Double.MAX_VALUE
        'the smallest doubles'  | Double.MIN_VALUE   | -Double.MIN_VALUE
        'negative zero'         | -0.0d              | -0.0d
        'ordinary coordinates'  | 12.5d              | -3
    }

    def "a query point with NaN or an infinity is an error for #shapeText, named in the message: #message"() {
        when:
        shape.contains(x, y)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        shapeText                 | shape                                          | x                        | y                         || message
        'a rect'                  | Rect.of(0, 0, 10, 10)                          | Double.NaN               | 0                         || 'rect: query point x must be a finite number but was NaN'
        'a circle'                | Circle.of(0, 0, 5)                             | 0                        | Double.POSITIVE_INFINITY  || 'circle: query point y must be a finite number but was Infinity'
        'a rotated rect'          | RotatedRect.of(0, 0, 10, 4, 30)                | Double.NEGATIVE_INFINITY | 0                         || 'rotatedRect: query point x must be a finite number but was -Infinity'
        'a rotated rect at 90°'   | RotatedRect.of(0, 0, 10, 4, 90)                | 0                        | Double.NaN                || 'rotatedRect: query point y must be a finite number but was NaN'
        'a fan'                   | Fan.of(0, 0, 0, 60, 10)                        | Double.NaN               | Double.NaN                || 'fan: query point x must be a finite number but was NaN'
        'a named fan'             | Fan.of(0, 0, 0, 60, 10).named('guard')         | 1                        | Double.NaN                || "fan 'guard': query point y must be a finite number but was NaN"
        'a named rect'            | Rect.of(0, 0, 10, 10).named('door')            | Double.POSITIVE_INFINITY | 5                         || "rect 'door': query point x must be a finite number but was Infinity"
        'a named circle'          | Circle.of(0, 0, 5).named('pickup')             | 0                        | Double.NEGATIVE_INFINITY  || "circle 'pickup': query point y must be a finite number but was -Infinity"
        'a named rotated rect'    | RotatedRect.of(0, 0, 10, 4, 30).named('button') | Double.NaN              | 0                         || "rotatedRect 'button': query point x must be a finite number but was NaN"
    }

    def "contains(Vec2) equals contains(x, y) for #shapeText on #n seeded random points and on its boundary points"() {
        given:
        def random = new Random(seed)
        def points = (1..n).collect {
            [(random.nextDouble() * 2 - 1) * spread, (random.nextDouble() * 2 - 1) * spread] as double[]
        } + boundary.collect { it as double[] }

        expect: "the same verdicts, and both verdicts occur, so the comparison is not vacuous"
        points.every { p -> shape.contains(Vec2.of(p[0], p[1])) == shape.contains(p[0], p[1]) }
        points.any { p -> shape.contains(Vec2.of(p[0], p[1])) }
        points.any { p -> !shape.contains(Vec2.of(p[0], p[1])) }

        where:
        shapeText                    | shape                            | seed | spread | boundary                                       || n
        'Rect.of(-5, -5, 10, 10)'    | Rect.of(-5, -5, 10, 10)          | 1    | 10     | [[-5, -5], [5, 5], [5, -5], [0, 5]]            || 2000
        'Rect.of(0.1, 0, 0.2, 1)'    | Rect.of(0.1d, 0, 0.2d, 1)        | 2    | 1      | [[0.3d, 0.5d], [0.30000000000000004d, 0.5d]]   || 2000
        'Circle.of(0, 0, 5)'         | Circle.of(0, 0, 5)               | 3    | 8      | [[3, 4], [Math.nextUp(3d), 4], [0, -5]]        || 2000
        'RotatedRect.of(0, 0, 8, 4, 30)' | RotatedRect.of(0, 0, 8, 4, 30) | 4   | 6      | [[0, 0]]                                       || 2000
        'RotatedRect.of(0, 0, 8, 4, 90)' | RotatedRect.of(0, 0, 8, 4, 90) | 5   | 6      | [[2, 4], [0, -4], [Math.nextUp(2d), 0]]        || 2000
        'Fan.of(0, 0, 30, 60, 10)'   | Fan.of(0, 0, 30, 60, 10)         | 6    | 12     | [[0, 0], [10, 0]]                              || 2000
    }
}
