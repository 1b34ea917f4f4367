package io.hantei.geom

import spock.lang.Specification

/**
 * A ray meets a curved wall by a quadratic solved with its lengths divided by a power of two
 * (docs/geometry.md §23): the power of the ray's start's offset from the centre and of the
 * radius, so that their squares neither overflow nor vanish. Far from the origin (1e300) the
 * offsets are small while the coordinates are huge: a scale taken from the coordinates instead
 * of the offsets would square the radius to 0 and put the start inside. Each row is a small
 * wall at 1e300 along one axis, hit at a distance known exactly.
 */
class RayFarFromOriginSpec extends Specification {

    static final double FAR = 1e300

    def "a ray at #where meets #wall at #expected"() {
        expect:
        Ray.of(x, y, dir, 10).hit(wall).distance() == expected

        where:
        where                       | x    | y    | dir | wall                                   || expected
        // the circle of radius 1 four units ahead: its rim at 4
        'x = 1e300, going down'     | FAR  | 0    | 90  | Circle.of(FAR, 5, 1)                   || 4
        'y = 1e300, going right'    | 0    | FAR  | 0   | Circle.of(5, FAR, 1)                   || 4
        'x = 1e300, going up'       | FAR  | 0    | 270 | Circle.of(FAR, -5, 1)                  || 4
        'y = 1e300, going left'     | 0    | FAR  | 180 | Circle.of(-5, FAR, 1)                  || 4
        // a fan of length 1 opening back towards the ray: only its arc faces it, at 4
        'x = 1e300, towards an arc' | FAR  | 0    | 90  | Fan.of(FAR, 5, 270, 90, 1)             || 4
        'y = 1e300, towards an arc' | 0    | FAR  | 0   | Fan.of(5, FAR, 180, 90, 1)             || 4
        // a capsule's cap, as a disc
        'x = 1e300, towards a cap'  | FAR  | 0    | 90  | Capsule.of(FAR, 5, FAR, 7, 1)          || 4
    }
}
