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
        'y = 1e300, towards a cap'  | 0    | FAR  | 0   | Capsule.of(5, FAR, 8, FAR, 1)          || 4
        // ellipses in their unit frame: half heights 0.5 and 1
        'x = 1e300, towards a flat ellipse' | FAR | 0 | 90 | Ellipse.of(FAR, 5, 2, 1, 0)          || 4.5
        'x = 1e300, towards a tall ellipse' | FAR | 0 | 90 | Ellipse.of(FAR, 5, 1, 2, 0)          || 4
    }

    def "a ray at x = 1e300 that stops a unit short of a circle of radius 1 misses it"() {
        expect:
        Ray.of(FAR, 0, 90, 3).hit(Circle.of(FAR, 5, 1)) == null
        Ray.of(FAR, 0, 90, 4).hit(Circle.of(FAR, 5, 1)).distance() == 4
    }

    def "a slanted ray crossing the arc of a narrow fan at x = 1e300 at #dir°: #outcome"() {
        given: 'a fan of length 1 opening up (270°) by 20°; its arc spans offsets of ±0.17 in x'
        Fan fan = Fan.of(FAR, 5, 270, 20, 1)
        // where the ray from (FAR, 0) crosses the circle of the arc: t² - 10·dy·t + 24 = 0
        double dy = Math.sin(Math.toRadians(dir))
        double t = 5 * dy - Math.sqrt(25 * dy * dy - 24)

        when: 'at the crossing, the offset from the apex is (t·dx, t·dy - 5), which x = 1e300 + t·dx would round away'
        RayHit hit = Ray.of(FAR, 0, dir, 10).hit(fan)

        then:
        hit == null ? !inside : inside && Math.abs(hit.distance() - t) <= 1e-12 * t

        where:
        dir | inside
        88  | true   // crosses at 278°, inside the opening [260°, 280°]
        80  | false  // crosses at 320°, outside it; the ray passes beside the fan
        outcome = inside ? 'hits the arc where it crosses it' : 'misses'
    }
}
