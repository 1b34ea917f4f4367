package io.hantei.geom

import spock.lang.Specification

import static java.lang.Math.nextDown
import static java.lang.Math.nextUp

/**
 * Shape against shape, pair by pair: touching (overlaps), one ulp apart (does not), containing,
 * crossing. Every row is checked in both argument orders, and again with every coordinate and
 * length scaled by 2^600 and by 2^-600, where the squares overflow or underflow and only the
 * exact path can answer.
 *
 * <p>The 45° rows use a square of side 4·cos 45° (cos 45° as the library rounds it): turned by
 * 45° it is exactly the diamond |dx| + |dy| <= 2, since its test |c·dx + c·dy| <= 2c and
 * |c·dy - c·dx| <= 2c divide by c. So its vertices are the doubles (±2, 0) and (0, ±2).
 */
class OverlapsSpec extends Specification {

    static final double C45 = Angles.cosDeg(45)
    static final double DIAMOND = 4 * C45   // exact: a power of two times a double

    static RotatedRect diamond(double cx, double cy) {
        RotatedRect.of(cx, cy, DIAMOND, DIAMOND, 45)
    }

    static final Fan CONE = Fan.of(0, 0, 0, 90, 10)          // |y| <= x, within 10: rays at ±45° are exact
    static final Fan QUADRANT = Fan.of(0, 0, 45, 90, 10)     // x >= 0 and y >= 0, within 10

    def "#pair: #situation"() {
        expect:
        a.overlaps(b) == overlaps
        b.overlaps(a) == overlaps

        where:
        pair                | situation                                                  | a                                 | b                                        || overlaps
        "rect, rect"        | "sharing an edge"                                          | Rect.of(0, 0, 10, 10)             | Rect.of(10, 0, 5, 5)                     || true
        "rect, rect"        | "one ulp apart"                                            | Rect.of(0, 0, 10, 10)             | Rect.of(nextUp(10d), 0, 5, 5)             || false
        "rect, rect"        | "one inside the other"                                     | Rect.of(0, 0, 10, 10)             | Rect.of(2, 2, 3, 3)                      || true
        "rect, rect"        | "crossing"                                                 | Rect.of(0, 0, 10, 10)             | Rect.of(5, 5, 10, 10)                    || true

        "rect, rotated"     | "a 45° diamond's vertex on the rect's edge"                | diamond(0, 0)                     | Rect.ofEdges(2, -1, 5, 1)                || true
        "rect, rotated"     | "the rect one ulp past the vertex"                         | diamond(0, 0)                     | Rect.ofEdges(nextUp(2d), -1, 5, 1)        || false
        "rect, rotated"     | "the rect's corner on the diamond's edge"                  | diamond(0, 0)                     | Rect.ofEdges(1, 1, 3, 3)                 || true
        "rect, rotated"     | "the rect's corner one ulp outside the edge"               | diamond(0, 0)                     | Rect.ofEdges(nextUp(1d), 1, 3, 3)         || false
        "rect, rotated"     | "the rect around the diamond"                              | diamond(0, 0)                     | Rect.ofEdges(-5, -5, 5, 5)               || true
        "rect, rotated"     | "the rect inside the diamond"                              | diamond(0, 0)                     | Rect.ofEdges(-0.5, -0.5, 0.5, 0.5)       || true
        "rect, rotated"     | "crossing the diamond's vertex"                            | diamond(0, 0)                     | Rect.ofEdges(1, -0.5, 4, 0.5)            || true
        "rect, rotated"     | "turned 90°: x 13..17, touching at x = 13"                 | RotatedRect.of(15, 5, 10, 4, 90)  | Rect.of(0, 0, 13, 10)                    || true
        "rect, rotated"     | "turned 90°: one ulp short of x = 13"                      | RotatedRect.of(15, 5, 10, 4, 90)  | Rect.of(0, 0, nextDown(13d), 10)          || false
        "rect, rotated"     | "a 30° bar through the rect"                               | RotatedRect.of(0, 0, 10, 2, 30)   | Rect.of(3, 1, 2, 2)                      || true
        "rect, rotated"     | "a 30° bar passing above the rect (y -3..-1)"              | RotatedRect.of(0, 0, 10, 2, 30)   | Rect.of(3, -3, 2, 2)                     || false

        "rotated, rotated"  | "two diamonds vertex to vertex at (2, 0)"                  | diamond(0, 0)                     | diamond(4, 0)                            || true
        "rotated, rotated"  | "two diamonds one ulp apart"                               | diamond(0, 0)                     | diamond(nextUp(4d), 0)                    || false
        "rotated, rotated"  | "two diamonds sharing the edge x + y = 2"                  | diamond(0, 0)                     | diamond(2, 2)                            || true
        "rotated, rotated"  | "two diamonds an ulp off the shared edge"                  | diamond(0, 0)                     | diamond(2, nextUp(2d))                    || false
        "rotated, rotated"  | "a diamond's vertex on a 0° square's edge"                 | RotatedRect.of(0, 0, 4, 4, 0)     | diamond(4, 0)                            || true
        "rotated, rotated"  | "the diamond one ulp past the square's edge"               | RotatedRect.of(0, 0, 4, 4, 0)     | diamond(nextUp(4d), 0)                    || false
        "rotated, rotated"  | "bars at 30° and -60° crossing at their centres"           | RotatedRect.of(0, 0, 10, 1, 30)   | RotatedRect.of(0, 0, 10, 1, -60)         || true
        "rotated, rotated"  | "a small one inside a big one"                             | RotatedRect.of(0, 0, 20, 20, 10)  | RotatedRect.of(1, 1, 2, 2, 77)           || true
        "rotated, rotated"  | "parallel 30° bars 3 apart, 1 + 1 thick"                   | RotatedRect.of(0, 0, 10, 2, 30)   | RotatedRect.of(-1.5, 2.6, 10, 2, 30)     || false
        "rotated, rotated"  | "parallel 30° bars 1.97 apart, 1 + 1 thick"                | RotatedRect.of(0, 0, 10, 2, 30)   | RotatedRect.of(-1, 1.7, 10, 2, 30)       || true

        "circle, circle"    | "rims touching at (1.2, 1.6): 10 = 2 + 8"                  | Circle.of(0, 0, 2)                | Circle.of(6, 8, 8)                       || true
        "circle, circle"    | "one ulp apart"                                            | Circle.of(0, 0, 2)                | Circle.of(nextUp(6d), 8, 8)               || false
        "circle, circle"    | "one inside the other"                                     | Circle.of(0, 0, 10)               | Circle.of(1, 1, 1)                       || true
        "circle, circle"    | "crossing"                                                 | Circle.of(0, 0, 5)                | Circle.of(8, 0, 5)                       || true
        "circle, circle"    | "a point circle on the rim"                                | Circle.of(0, 0, 5)                | Circle.of(3, 4, 0)                       || true
        "circle, circle"    | "a point circle one ulp off the rim"                       | Circle.of(0, 0, 5)                | Circle.of(3, nextUp(4d), 0)               || false

        "circle, rect"      | "the rim on the right edge"                                | Circle.of(15, 5, 5)               | Rect.of(0, 0, 10, 10)                    || true
        "circle, rect"      | "one ulp right of it"                                      | Circle.of(nextUp(15d), 5, 5)       | Rect.of(0, 0, 10, 10)                    || false
        "circle, rect"      | "the rim through the corner (10, 10): a 3-4-5 triangle"    | Circle.of(13, 14, 5)              | Rect.of(0, 0, 10, 10)                    || true
        "circle, rect"      | "one ulp past the corner"                                  | Circle.of(13, nextUp(14d), 5)      | Rect.of(0, 0, 10, 10)                    || false
        "circle, rect"      | "inside the rect"                                          | Circle.of(5, 5, 1)                | Rect.of(0, 0, 10, 10)                    || true
        "circle, rect"      | "around the rect"                                          | Circle.of(5, 5, 100)              | Rect.of(0, 0, 10, 10)                    || true
        "circle, rect"      | "crossing the right edge"                                  | Circle.of(10, 5, 3)               | Rect.of(0, 0, 10, 10)                    || true
        "circle, rect"      | "0.1 + 0.2: r = 2^-55 reaches the true right edge"         | Circle.of(0.1d + 0.2d, 0.5, Math.scalb(1d, -55)) | Rect.of(0.1, 0, 0.2, 1)                 || true
        "circle, rect"      | "0.1 + 0.2: r one ulp less does not"                       | Circle.of(0.1d + 0.2d, 0.5, nextDown(Math.scalb(1d, -55))) | Rect.of(0.1, 0, 0.2, 1)       || false

        "circle, rotated"   | "the rim on the diamond's vertex (2, 0)"                   | Circle.of(5, 0, 3)                | diamond(0, 0)                            || true
        "circle, rotated"   | "one ulp past the vertex"                                  | Circle.of(nextUp(5d), 0, 3)        | diamond(0, 0)                            || false
        "circle, rotated"   | "inside the diamond"                                       | Circle.of(0, 0, 1)                | diamond(0, 0)                            || true
        "circle, rotated"   | "around the diamond"                                       | Circle.of(0, 0, 10)               | diamond(0, 0)                            || true
        "circle, rotated"   | "1.6 from a 30° bar, r = 1"                                | Circle.of(0, 3, 1)                | RotatedRect.of(0, 0, 10, 2, 30)          || false
        "circle, rotated"   | "1.6 from a 30° bar, r = 2"                                | Circle.of(0, 3, 2)                | RotatedRect.of(0, 0, 10, 2, 30)          || true
        "circle, rotated"   | "a zero-height 30° bar (a segment) through the circle"     | Circle.of(4, 2.3, 0.1)            | RotatedRect.of(0, 0, 10, 0, 30)          || true

        "fan, rect"         | "the tip (10, 0) on the rect's edge"                       | CONE                              | Rect.ofEdges(10, -1, 15, 1)              || true
        "fan, rect"         | "the rect one ulp beyond the tip"                          | CONE                              | Rect.ofEdges(nextUp(10d), -1, 15, 1)      || false
        "fan, rect"         | "the rect's corner (5, 5) on the 45° ray"                  | CONE                              | Rect.ofEdges(2, 5, 5, 8)                 || true
        "fan, rect"         | "the rect one ulp below the ray"                           | CONE                              | Rect.ofEdges(2, nextUp(5d), 5, 8)         || false
        "fan, rect"         | "boxes crossing, but the rect's corner is 10.6 out on the ray" | CONE                          | Rect.ofEdges(7.5, 7.5, 20, 20)           || false
        "fan, rect"         | "the apex on the rect's edge behind it"                    | CONE                              | Rect.ofEdges(-5, -1, 0, 1)               || true
        "fan, rect"         | "the rect a subnormal behind the apex"                     | CONE                              | Rect.ofEdges(-5, -1, -Double.MIN_VALUE, 1) || false
        "fan, rect"         | "the rect around the fan"                                  | CONE                              | Rect.of(-20, -20, 40, 40)                || true
        "fan, rect"         | "the rect inside the fan"                                  | CONE                              | Rect.of(2, -1, 2, 2)                     || true
        "fan, rect"         | "crossing the rim between the rays"                        | CONE                              | Rect.ofEdges(9, -1, 12, 1)               || true
        "fan, rect"         | "crossing a ray only"                                      | CONE                              | Rect.ofEdges(3, 2, 4, 6)                 || true

        "fan, rotated"      | "the tip on a diamond's vertex"                            | CONE                              | diamond(12, 0)                           || true
        "fan, rotated"      | "the diamond one ulp beyond"                               | CONE                              | diamond(nextUp(12d), 0)                   || false
        "fan, rotated"      | "a diamond's edge along the -45° ray"                      | CONE                              | diamond(1, -3)                           || true
        "fan, rotated"      | "the diamond one ulp off the ray"                          | CONE                              | diamond(1, nextDown(-3d))                 || false
        "fan, rotated"      | "a diamond inside the fan"                                 | CONE                              | diamond(5, 0)                            || true
        "fan, rotated"      | "a turned square around the fan"                           | CONE                              | RotatedRect.of(0, 0, 30, 30, 30)         || true
        "fan, rotated"      | "a diamond across the rim"                                 | CONE                              | diamond(10, 0)                           || true

        "fan, circle"       | "the rim on the tip"                                       | CONE                              | Circle.of(16, 0, 6)                      || true
        "fan, circle"       | "one ulp beyond the tip"                                   | CONE                              | Circle.of(nextUp(16d), 0, 6)              || false
        "fan, circle"       | "the rim on the 0° ray at (5, 0)"                          | QUADRANT                          | Circle.of(5, -3, 3)                      || true
        "fan, circle"       | "one ulp off the 0° ray"                                   | QUADRANT                          | Circle.of(5, nextDown(-3d), 3)            || false
        "fan, circle"       | "the rim on the apex, behind it"                           | CONE                              | Circle.of(-3, 0, 3)                      || true
        "fan, circle"       | "one ulp behind the apex"                                  | CONE                              | Circle.of(nextDown(-3d), 0, 3)            || false
        "fan, circle"       | "a circle around the fan"                                  | CONE                              | Circle.of(0, 0, 20)                      || true
        "fan, circle"       | "a circle inside the fan"                                  | CONE                              | Circle.of(5, 0, 1)                       || true
        "fan, circle"       | "a circle across the rim"                                  | CONE                              | Circle.of(10, 0, 1)                      || true
        "fan, circle"       | "a range-0 fan at 30° sees a circle its line crosses"     | Fan.of(0, 0, 30, 0, 10)           | Circle.of(8, 4.6, 0.1)                   || true
        "fan, circle"       | "a range-0 fan at 30° misses a circle 0.54 off its line"  | Fan.of(0, 0, 30, 0, 10)           | Circle.of(8, 4.0, 0.1)                   || false

        "fan, fan"          | "two segments meeting tip to tip at (5, 0)"                | Fan.of(0, 0, 0, 0, 5)             | Fan.of(10, 0, 180, 0, 5)                 || true
        "fan, fan"          | "one ulp short"                                            | Fan.of(0, 0, 0, 0, 5)             | Fan.of(nextUp(10d), 0, 180, 0, 5)         || false
        "fan, fan"          | "an apex on the other's ray, turned away: one common point" | CONE                             | Fan.of(5, 5, 135, 90, 3)                 || true
        "fan, fan"          | "that apex one ulp off the ray"                            | CONE                              | Fan.of(5, nextUp(5d), 135, 90, 3)         || false
        "fan, fan"          | "a narrow fan inside a wide one"                           | CONE                              | Fan.of(1, 0, 0, 30, 2)                   || true
        "fan, fan"          | "two fans facing each other, their rims crossing"          | CONE                              | Fan.of(12, 0, 180, 90, 10)               || true
        "fan, fan"          | "two fans back to back, apexes 1 apart"                    | CONE                              | Fan.of(-1, 0, 180, 90, 10)               || false
        "fan, fan"          | "a small fan in the gap of a 270° fan"                     | Fan.of(0, 0, 0, 270, 10)          | Fan.of(-5, 0, 180, 30, 2)                || false
        "fan, fan"          | "a fan from that gap reaching across the ray"              | Fan.of(0, 0, 0, 270, 10)          | Fan.of(-5, 0, 90, 10, 6)                 || true
        "fan, fan"          | "two 270° fans, each apex in the other"                    | Fan.of(0, 0, 0, 270, 10)          | Fan.of(1, 0, 180, 270, 10)               || true
        "fan, fan"          | "a 360° fan's rim on a segment's tip"                      | Fan.of(0, 0, 0, 360, 5)           | Fan.of(10, 0, 180, 0, 5)                 || true
        "fan, fan"          | "one ulp short of it"                                      | Fan.of(0, 0, 0, 360, 5)           | Fan.of(nextUp(10d), 0, 180, 0, 5)         || false
    }

    def "#pair at scale 2^#exponent: #situation"() {
        given: "every coordinate and length times a power of two, so every relation is unchanged"
        double k = Math.scalb(1.0d, exponent)

        expect:
        scaled(a, k).overlaps(scaled(b, k)) == overlaps
        scaled(b, k).overlaps(scaled(a, k)) == overlaps

        where:
        [pair, situation, a, b, overlaps, exponent] << scalableRows().collectMany { row -> [600, -600].collect { row + [it] } }
    }

    static List<List> scalableRows() {
        [
            ["rect, rect", "one ulp apart", Rect.of(0, 0, 10, 10), Rect.of(nextUp(10d), 0, 5, 5), false],
            ["rect, rotated", "a diamond's vertex on the edge", diamond(0, 0), Rect.ofEdges(2, -1, 5, 1), true],
            ["rect, rotated", "one ulp past the vertex", diamond(0, 0), Rect.ofEdges(nextUp(2d), -1, 5, 1), false],
            ["rotated, rotated", "diamonds sharing an edge", diamond(0, 0), diamond(2, 2), true],
            ["rotated, rotated", "one ulp off that edge", diamond(0, 0), diamond(2, nextUp(2d)), false],
            ["circle, circle", "rims touching", Circle.of(0, 0, 2), Circle.of(6, 8, 8), true],
            ["circle, circle", "one ulp apart", Circle.of(0, 0, 2), Circle.of(nextUp(6d), 8, 8), false],
            ["circle, rect", "the rim through a corner", Circle.of(13, 14, 5), Rect.of(0, 0, 10, 10), true],
            ["circle, rect", "one ulp past it", Circle.of(13, nextUp(14d), 5), Rect.of(0, 0, 10, 10), false],
            ["circle, rotated", "the rim on a vertex", Circle.of(5, 0, 3), diamond(0, 0), true],
            ["circle, rotated", "one ulp past it", Circle.of(nextUp(5d), 0, 3), diamond(0, 0), false],
            ["fan, rect", "a corner on the 45° ray", CONE, Rect.ofEdges(2, 5, 5, 8), true],
            ["fan, rect", "one ulp below the ray", CONE, Rect.ofEdges(2, nextUp(5d), 5, 8), false],
            ["fan, rotated", "a diamond's edge along the ray", CONE, diamond(1, -3), true],
            ["fan, rotated", "one ulp off the ray", CONE, diamond(1, nextDown(-3d)), false],
            ["fan, circle", "the rim on the tip", CONE, Circle.of(16, 0, 6), true],
            ["fan, circle", "one ulp beyond", CONE, Circle.of(nextUp(16d), 0, 6), false],
            ["fan, circle", "the rim on the 0° ray", QUADRANT, Circle.of(5, -3, 3), true],
            ["fan, circle", "one ulp off it", QUADRANT, Circle.of(5, nextDown(-3d), 3), false],
            ["fan, fan", "an apex on the other's ray", CONE, Fan.of(5, 5, 135, 90, 3), true],
            ["fan, fan", "one ulp off it", CONE, Fan.of(5, nextUp(5d), 135, 90, 3), false],
            ["fan, fan", "tips meeting", Fan.of(0, 0, 0, 0, 5), Fan.of(10, 0, 180, 0, 5), true],
            ["fan, fan", "one ulp short", Fan.of(0, 0, 0, 0, 5), Fan.of(nextUp(10d), 0, 180, 0, 5), false],
        ]
    }

    static Shape scaled(Shape s, double k) {
        switch (s) {
            case Rect: Rect r = (Rect) s; return Rect.ofEdges(r.left() * k, r.top() * k, r.right() * k, r.bottom() * k)
            case RotatedRect: RotatedRect r = (RotatedRect) s
                return RotatedRect.of(r.centerX() * k, r.centerY() * k, r.width() * k, r.height() * k, r.angleDegrees())
            case Circle: Circle c = (Circle) s; return Circle.of(c.centerX() * k, c.centerY() * k, c.r() * k)
            default: Fan f = (Fan) s
                return Fan.of(f.apexX() * k, f.apexY() * k, f.dirDegrees(), f.rangeDegrees(), f.len() * k)
        }
    }

    def "a fan of range #range at #dir° #verdict a circle whose centre is 12 away at #angle° from dir"() {
        given: "a circle of radius 3 centred 12 from the apex: it reaches 2 into the fan's disc of radius 10"
        double t = Math.toRadians(dir + angle)
        def fan = Fan.of(0, 0, dir, range, 10)
        def circle = Circle.of(12 * Math.cos(t), 12 * Math.sin(t), 3)

        expect: "it overlaps when its direction is within the opening; otherwise it is 12·sin 45° = 8.5 > 3 from the nearest ray"
        fan.overlaps(circle) == expected
        circle.overlaps(fan) == expected

        where:
        [range, dir, angle] << [[0, 90, 180, 270, 360], [0, 30], [0, 45, 90, 135, 180, -135, -90, -45]].combinations()
        expected = range >= 360 || Math.abs(angle) <= range / 2
        verdict = expected ? "overlaps" : "misses"
    }

    def "a fan of range #range at #dir° #verdict a square of side 6 centred 12 away at #angle° from dir"() {
        given: "the square reaches 3 toward the apex along its direction, and 4.24 (half its diagonal) in any direction"
        double t = Math.toRadians(dir + angle)
        def fan = Fan.of(0, 0, dir, range, 10)
        def square = Rect.centered(12 * Math.cos(t), 12 * Math.sin(t), 6, 6)
        def turned = RotatedRect.of(12 * Math.cos(t), 12 * Math.sin(t), 6, 6, 20)

        expect: "inside the opening its point 9 from the apex is in the fan; outside it stays 8.5 > 4.24 from every ray"
        fan.overlaps(square) == expected
        square.overlaps(fan) == expected
        fan.overlaps(turned) == expected
        turned.overlaps(fan) == expected

        where:
        [range, dir, angle] << [[0, 90, 180, 270, 360], [0, 30], [0, 45, 90, 135, 180, -135, -90, -45]].combinations()
        expected = range >= 360 || Math.abs(angle) <= range / 2
        verdict = expected ? "overlaps" : "misses"
    }

    def "every fan of range #range contains its apex, so a circle touching the apex from behind overlaps it"() {
        expect:
        Fan.of(0, 0, 0, range, 10).overlaps(Circle.of(-3, 0, 3))
        Fan.of(0, 0, 0, range, 10).overlaps(Rect.ofEdges(-3, -1, 0, 1))

        where:
        range << [0, 45, 90, 180, 270, 360]
    }

    def "a range-0 fan at 30° contains only its apex, yet overlaps the circles its segment crosses"() {
        given:
        def fan = Fan.of(0, 0, 30, 0, 10)
        double onLine = 8 * Math.tan(Math.toRadians(30))

        expect: "contains is about double points, none of which lies on the irrational segment"
        !fan.contains(8, onLine)

        and: "overlaps is about regions: the segment along the rounded direction"
        fan.overlaps(Circle.of(8, onLine, 1e-9))
        !fan.overlaps(Circle.of(8, onLine + 0.01, 1e-9))
    }

    def "Circle.overlaps(Circle) and Rect.overlaps(Rect) answer as Shape.overlaps does"() {
        expect:
        Circle.of(0, 0, 2).overlaps(Circle.of(6, 8, 8))
        !Circle.of(0, 0, 2).overlaps(Circle.of(nextUp(6d), 8, 8))
        Rect.of(0, 0, 10, 10).overlaps((Shape) Rect.of(10, 0, 5, 5))
    }

    def "overlapping null is an error that names the other shape"() {
        when:
        Circle.of(0, 0, 1).overlaps((Shape) null)

        then:
        def e = thrown(NullPointerException)
        e.message == "overlaps: the other shape must not be null"
    }

    def "a Shape from elsewhere that does not override overlaps is refused with a message saying what to do"() {
        given:
        Shape alien = new AlienShape()

        when:
        Circle.of(0, 0, 1).overlaps(alien)

        then:
        def e = thrown(UnsupportedOperationException)
        e.message == "overlaps: no test for io.hantei.geom.OverlapsSpec\$AlienShape against Circle;" +
                " a Shape outside io.hantei.geom must override overlaps(Shape)"

        when: 'asked from its own side, through Shape.overlaps, and through Overlaps.test directly'
        alien.overlaps(Rect.of(0, 0, 1, 1))

        then: 'refused with the same message, not a loop back into itself'
        def own = thrown(UnsupportedOperationException)
        own.message == "overlaps: no test for io.hantei.geom.OverlapsSpec\$AlienShape against Rect;" +
                " a Shape outside io.hantei.geom must override overlaps(Shape)"

        when:
        Overlaps.test(alien, alien)

        then:
        thrown(UnsupportedOperationException)
    }

    def "a Shape from elsewhere that overrides overlaps is asked, whichever side it is on"() {
        given: "a shape that overlaps whatever contains the origin"
        Shape origin = new OriginShape()

        expect:
        Circle.of(0, 0, 1).overlaps(origin)
        !Circle.of(5, 5, 1).overlaps(origin)
        origin.overlaps(Rect.of(-1, -1, 2, 2))

        and: 'through Overlaps.test with it first (as the DSL calls), its no is kept as well as its yes'
        Overlaps.test(origin, Rect.of(-1, -1, 2, 2))
        !Overlaps.test(origin, Circle.of(5, 5, 1))
        !Overlaps.test(Circle.of(5, 5, 1), origin)
    }

    static class AlienShape implements Shape {
        boolean contains(double x, double y) { false }
        Rect bounds() { Rect.of(0, 0, 0, 0) }
        String name() { null }
        Shape named(String name) { this }
    }

    static class OriginShape extends AlienShape {
        @Override
        boolean overlaps(Shape other) { other.contains(0, 0) }
    }
}
