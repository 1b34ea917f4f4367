package io.hantei.geom

import spock.lang.Specification

import static io.hantei.geom.RotatedRect.Method.CROSS_PRODUCT
import static io.hantei.geom.RotatedRect.Method.POLAR
import static io.hantei.geom.RotatedRect.Method.TRANSFORM

/**
 * The reference polar method of {@link RotatedRect} (docs/geometry.md §17) on its boundary. It is
 * not exact in general (atan, cos and sin per point), but where the point lies on one of the
 * rectangle's axes and the turn is a multiple of 90°, every step of it is exact: the distance is
 * |dx| or |dy| (sqrt of a square), and cos and sin of the turned-back angle round to 0 and ±1. So
 * a point exactly on an edge is inside by every method, the next double outward is outside, and
 * the next inward inside: the comparisons {@code |x'| <= w/2} and {@code |y'| <= h/2} are closed.
 */
class PolarBoundarySpec extends Specification {

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    def "a 6 x 4 rectangle on (10, 20) turned by #angle°: the #edge edge's point (#x, #y) is inside by POLAR, #outward one ulp outward is not, #inward one ulp inward is"() {
        given:
        def r = RotatedRect.of(10, 20, 6, 4, angle)

        expect: 'on the edge: inside, by every method'
        r.containsByPolarAngle(x, y)
        r.contains(x, y, POLAR)
        r.contains(x, y, TRANSFORM)
        r.contains(x, y, CROSS_PRODUCT)

        and: 'one ulp outward: outside'
        !r.containsByPolarAngle(outward[0], outward[1])
        !r.contains(outward[0], outward[1], POLAR)
        !r.contains(outward[0], outward[1])

        and: 'one ulp inward: inside'
        r.containsByPolarAngle(inward[0], inward[1])
        r.contains(inward[0], inward[1])

        where:
        // the edge points: centre + (w/2)·(cos, sin) along the width and (h/2)·(-sin, cos) along the height
        [angle, edge, x, y, outward, inward] << [0, 90, 180, 270, -90, 450, -540].collectMany { a ->
            double c = Angles.cosDeg(a)
            double s = Angles.sinDeg(a)
            [['right', 3 * c, 3 * s], ['left', -3 * c, -3 * s], ['bottom', -2 * s, 2 * c], ['top', 2 * s, -2 * c]].collect { e ->
                double px = 10 + (e[1] as double)
                double py = 20 + (e[2] as double)
                double dx = e[1] as double
                double dy = e[2] as double
                [a, e[0], px, py,
                 [step(px, dx, true), step(py, dy, true)] as double[],
                 [step(px, dx, false), step(py, dy, false)] as double[]]
            }
        }
    }

    /** v moved one ulp away from the centre (out) or toward it, along the axis the offset d lies on. */
    static double step(double v, double d, boolean out) {
        if (d == 0) {
            return v
        }
        (d > 0) == out ? up(v) : down(v)
    }

    def "a #w x #h rectangle on (#cx, #cy) at #angle°: (#x, #y) is #result by POLAR, at the edge or one ulp past it"() {
        expect:
        RotatedRect.of(cx, cy, w, h, angle).containsByPolarAngle(x, y) == inside

        where:
        cx   | cy  | w  | h   | angle | x           | y          || inside
        // on the centre lines, so atan(0) and the π/2 of dx == 0 are exact
        0    | 0   | 8  | 2   | 0     | 4           | 0          || true
        0    | 0   | 8  | 2   | 0     | up(4)       | 0          || false
        0    | 0   | 8  | 2   | 0     | -4          | 0          || true
        0    | 0   | 8  | 2   | 0     | down(-4)    | 0          || false
        0    | 0   | 8  | 2   | 0     | 0           | 1          || true
        0    | 0   | 8  | 2   | 0     | 0           | up(1)      || false
        0    | 0   | 8  | 2   | 0     | 0           | -1         || true
        0    | 0   | 8  | 2   | 0     | 0           | down(-1)   || false
        // turned by 90°, the 8-wide side stands along y
        0    | 0   | 8  | 2   | 90    | 0           | 4          || true
        0    | 0   | 8  | 2   | 90    | 0           | up(4)      || false
        0    | 0   | 8  | 2   | 90    | 1           | 0          || true
        0    | 0   | 8  | 2   | 90    | up(1)       | 0          || false
        0    | 0   | 8  | 2   | 90    | 4           | 0          || false
        // a square: both comparisons meet at the same distance
        -5   | 7   | 2  | 2   | 0     | -4          | 7          || true
        -5   | 7   | 2  | 2   | 0     | up(-4)      | 7          || false
        -5   | 7   | 2  | 2   | 0     | -5          | 8          || true
        -5   | 7   | 2  | 2   | 0     | -5          | up(8)      || false
        result = inside ? 'inside' : 'outside'
    }
}
