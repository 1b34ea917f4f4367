package io.hantei.geom

import spock.lang.Specification

/**
 * {@link Angles#turn}: a point turned about a pivot, clockwise on a y-down screen for a positive
 * angle (docs/geometry.md §2). Exact at multiples of 90°, within rounding elsewhere. The geom
 * specs did not call it (only the DSL's did), so a wrong sign or operator went unnoticed there.
 */
class AnglesTurnSpec extends Specification {

    def "(8, 9) turned about (5, 5) by #angle° is (#x, #y), exactly"() {
        expect:
        Angles.turn(8, 9, 5, 5, angle) == new Vec2(x, y)

        where:
        angle || x  | y
        0     || 8  | 9
        90    || 1  | 8      // the offset (3, 4) becomes (-4, 3): +x turns toward +y, clockwise on screen
        180   || 2  | 1
        270   || 9  | 2
        -90   || 9  | 2
        450   || 1  | 8
        -360  || 8  | 9
    }

    def "(8, 9) turned about (5, 5) by #angle° is within rounding of the turn by cos and sin"() {
        given:
        double rad = Math.toRadians(angle)
        double ex = 5 + 3 * Math.cos(rad) - 4 * Math.sin(rad)
        double ey = 5 + 3 * Math.sin(rad) + 4 * Math.cos(rad)

        when:
        Vec2 p = Angles.turn(8, 9, 5, 5, angle)

        then:
        Math.abs(p.x() - ex) <= 1e-14
        Math.abs(p.y() - ey) <= 1e-14

        and: 'the distance to the pivot is kept'
        Math.abs(Math.hypot(p.x() - 5, p.y() - 5) - 5) <= 1e-14

        where:
        angle << [30, 45, -60, 123.4d, 1000.5d]
    }
}
