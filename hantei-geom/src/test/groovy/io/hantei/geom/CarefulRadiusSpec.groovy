package io.hantei.geom

import spock.lang.Specification

/**
 * The edges of the circle's and the fan's fast range (docs/geometry.md §10): a radius in
 * [2^-450, 2^450] squares to a normal double with room to spare, so the rounded test
 * dx² + dy² - r² is trusted away from the rim; outside that range (and at 0) every point goes to
 * the exact path. Each edge radius is tried on itself and one ulp outside, and at both the answers
 * are exact on the rim and one ulp beside it.
 */
class CarefulRadiusSpec extends Specification {

    static final double LOW = Math.scalb(1d, -450)
    static final double HIGH = Math.scalb(1d, 450)

    def "a radius of #r takes the #path path"() {
        expect: 'the range is closed at both ends'
        Circle.needsCarefulPath(r) == careful

        and: 'a circle of that radius answers the centre from its fast path only in the range'
        def circle = Circle.of(0, 0, r)
        circle.fastBit(0, 0) == (careful ? PreparedShape.UNDECIDED : 1L)

        and: 'so does a fan of that length, for a point inside it'
        def fan = Fan.of(0, 0, 0, 90, r)
        fan.fastBit(r / 4, r / 8) == (careful ? PreparedShape.UNDECIDED : 1L)

        where:
        r                       || careful
        LOW                     || false
        Math.nextDown(LOW)      || true
        HIGH                    || false
        Math.nextUp(HIGH)       || true
        1                       || false
        Double.MIN_VALUE        || true
        Double.MAX_VALUE        || true
        path = careful ? 'careful' : 'fast'
    }

    def "zero radius is the careful path: the centre only"() {
        given:
        def circle = Circle.of(2, 3, 0)

        expect:
        Circle.needsCarefulPath(0)
        circle.contains(2, 3)
        !circle.contains(Math.nextUp(2d), 3)
        !circle.contains(2, Math.nextDown(3d))
    }

    def "radius 5·#scale: the Pythagorean point (3, 4)·scale is on the rim, the ulp beyond is out"() {
        given: 'every value is 3, 4 or 5 times a power of two, so the rim point is exact'
        double r = 5 * scale
        double x = 3 * scale
        double y = 4 * scale
        def circle = Circle.of(0, 0, r)
        def fan = Fan.of(0, 0, 45, 90, r)   // opening from 0° to 90°: (x, y) lies inside it

        expect:
        circle.contains(x, y)
        !circle.contains(Math.nextUp(x), y)
        !circle.contains(x, Math.nextUp(y))
        circle.contains(Math.nextDown(x), y)
        fan.contains(x, y)
        !fan.contains(Math.nextUp(x), y)
        fan.contains(x, Math.nextDown(y))

        where: 'scales whose radius lies just inside and just outside both ends of the fast range'
        scale << [Math.scalb(1d, -452), Math.scalb(1d, -453), Math.scalb(1d, -449), Math.scalb(1d, 447), Math.scalb(1d, 448), Math.scalb(1d, 450), 1]
    }
}
