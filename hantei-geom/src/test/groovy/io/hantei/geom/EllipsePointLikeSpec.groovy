package io.hantei.geom

import spock.lang.Specification

/**
 * Shapes of zero length against an ellipse (docs/geometry.md §13): a segment whose ends are one
 * point, a polyline that repeats a vertex, a capsule of zero length (a disc) and a fan of zero
 * range and length are judged as the point or disc they are. The ellipse is 10 wide and 4 high
 * around the origin, unturned, so its rim meets the x axis at ±5 exactly.
 */
class EllipsePointLikeSpec extends Specification {

    def "a segment and a polyline of zero length at (#x, #y) against the ellipse: #what"() {
        given:
        Ellipse e = Ellipse.of(0, 0, 10, 4, 0)
        Segment point = Segment.of(x, y, x, y)
        Polyline repeated = Polyline.of([x, x, x] as double[], [y, y, y] as double[])

        expect:
        e.contains(x, y) == expected
        point.overlaps(e) == expected
        e.overlaps(point) == expected
        repeated.overlaps(e) == expected
        Fan.of(x, y, 30, 0, 0).overlaps(e) == expected

        where:
        what                      | x   | y   || expected
        'at the centre'           | 0   | 0   || true
        'inside, off the axes'    | 3   | 1   || true
        'on the rim'              | 5   | 0   || true
        'outside by a tenth'      | 5.1 | 0   || false
        'outside, off the axes'   | 4   | 2   || false
    }

    def "a capsule of zero length at (#x, 0), radius #r, against the ellipse: #what"() {
        given:
        Ellipse e = Ellipse.of(0, 0, 10, 4, 0)
        Capsule disc = Capsule.of(x, 0, x, 0, r)

        expect:
        disc.overlaps(e) == expected
        e.overlaps(disc) == expected
        Circle.of(x, 0, r).overlaps(e) == expected

        where:
        what                                   | x   | r   || expected
        'deep inside, small'                   | 0   | 0.5 || true
        'inside, near the rim'                 | 4.8 | 0.1 || true
        'outside, reaching the rim'            | 5.4 | 0.5 || true
        'outside, touching the rim'            | 5.5 | 0.5 || true
        'outside, a tenth short of the rim'    | 5.6 | 0.5 || false
    }
}
