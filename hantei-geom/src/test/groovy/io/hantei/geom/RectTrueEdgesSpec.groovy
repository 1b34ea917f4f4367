package io.hantei.geom

import spock.lang.Specification

/**
 * A rectangle placed by its centre, its bottom centre or offsets keeps each edge as the exact
 * sum (docs/geometry.md §7): the point at the rounded edge is inside exactly when the true edge
 * is at or before it, and shapes touching the rounded edge meet it exactly then. Each case is
 * judged against the edge in BigDecimal.
 */
class RectTrueEdgesSpec extends Specification {

    static BigDecimal exact(double v) { new BigDecimal(v) }

    /** Seeded (x, w) pairs whose x - w/2 is not a double, each with the sign of the rounding error it leaves. */
    static List<double[]> inexactLeftEdges(int count) {
        Random random = new Random(24)
        List<double[]> found = []
        while (found.size() < count) {
            double x = Math.scalb(random.nextDouble() - 0.5, random.nextInt(20))
            double w = Math.scalb(random.nextDouble(), random.nextInt(20))
            if (exact(x).subtract(exact(w / 2)).compareTo(exact(x - w / 2)) != 0) {
                found << ([x, w] as double[])
            }
        }
        found
    }

    def "bottomCenter: the points at the rounded left and top edges are inside exactly when the true edges are at or before them"() {
        given:
        List<double[]> cases = inexactLeftEdges(400)
        int inside = 0

        expect:
        cases.each { double[] c ->
            double x = c[0], w = c[1]
            double y = x * 3, h = w   // top = y - h, not a double either, most of the time
            Rect r = Rect.bottomCenter(x, y, w, h)
            double midY = y - h / 4
            boolean leftIn = exact(x).subtract(exact(w / 2)) <= exact(r.left())
            boolean topIn = exact(y).subtract(exact(h)) <= exact(r.top())
            assert r.contains(r.left(), midY) == leftIn: "bottomCenter($x, $y, $w, $h) at its left edge ${r.left()}"
            assert r.contains(x, r.top()) == topIn: "bottomCenter($x, $y, $w, $h) at its top edge ${r.top()}"
            inside += leftIn ? 1 : 0
        }
        inside in 50..350   // both signs of the rounding error were met
    }

    def "centered: a circle touching the rounded left edge from outside overlaps exactly when the true edge is at or left of it"() {
        given:
        List<double[]> cases = inexactLeftEdges(200)
        int overlapping = 0

        expect:
        cases.each { double[] c ->
            double cx = c[0], w = c[1]
            Rect r = Rect.centered(cx, 0, w, 10)
            double radius = 0.5
            double circleX = r.left() - radius
            if (circleX + radius != r.left()) {
                return   // the circle's rightmost point would not be the rounded edge: not this case
            }
            boolean touches = exact(cx).subtract(exact(w / 2)) <= exact(r.left())
            assert Overlaps.test(r, Circle.of(circleX, 0, radius)) == touches: "centered($cx, 0, $w, 10) against a circle ending at ${r.left()}"
            assert Overlaps.test(Circle.of(circleX, 0, radius), r) == touches
            overlapping += touches ? 1 : 0
        }
        overlapping > 10 && overlapping < cases.size() - 10
    }

    def "ofOffsets: width and height are right - left and bottom - top"() {
        when:
        Rect r = Rect.ofOffsets(10, 20, -3, -2, 5, 7)

        then:
        r.width() == 8
        r.height() == 9
        [r.left(), r.top(), r.right(), r.bottom()] == [7d, 18d, 15d, 27d]
    }

    def "a polygon holding a box whose #edge edge is not a double, its boundary passing between that edge and the rounded corner, overlaps it"() {
        given: 'the box [1 + 0.375 ulp, 11] x [0, 10] (or its mirror in x = y): the rounded corner (1, 0) lies outside it'
        double u = Math.ulp(1d)
        Rect box = edge == 'left' ? Rect.ofOffsets(1, 0, 0.375 * u, 0, 10, 10) : Rect.ofOffsets(0, 1, 0, 0.375 * u, 10, 10)
        double[] xs = [1 + u, 1, 1, 12, 12]
        double[] ys = [-3, 1, 11, 11, -3]
        Polygon around = edge == 'left' ? Polygon.of(xs, ys) : Polygon.of(ys, xs)
        double[] corner = edge == 'left' ? [box.left(), box.top()] : [box.left(), box.top()]

        expect: 'the polygon holds the whole box, touches none of it, and leaves out the rounded corner'
        !around.contains(corner[0], corner[1])
        around.contains(box.right(), box.bottom())
        Overlaps.test(box, around)
        Overlaps.test(around, box)

        where:
        edge << ['left', 'top']
    }

    def "a polygon holding a box of zero #side at the least subnormal, its edge passing between the box and 0, overlaps it"() {
        given: 'the box x = 2^-1074, 0 <= y <= 1 (or its mirror in x = y), whose centre rounds to x = 0 (half the least subnormal rounds to 0)'
        double u = Double.MIN_VALUE
        Rect box = side == 'width' ? Rect.ofOffsets(u, 0, 0, 0, 0, 1) : Rect.ofOffsets(0, u, 0, 0, 1, 0)
        // the left side, from (0, -1) to (u, 2), passes at x = u/3 .. 2u/3 beside the box, between it and x = 0
        double[] xs = [0, u, 5, 5]
        double[] ys = [-1, 2, 2, -1]
        Polygon around = side == 'width' ? Polygon.of(xs, ys) : Polygon.of(ys, xs)
        double[] centre = side == 'width' ? [0.5 * u + 0.5 * u, 0.5] : [0.5, 0.5 * u + 0.5 * u]

        expect: 'the polygon holds the box, touches none of its edges, and leaves out the rounded centre'
        centre == (side == 'width' ? [0d, 0.5d] : [0.5d, 0d]) as double[]
        !around.contains(centre[0], centre[1])
        around.contains(box.left(), box.top()) && around.contains(box.right(), box.bottom())
        Overlaps.test(box, around)
        Overlaps.test(around, box)

        where:
        side << ['width', 'height']
    }

    def "a box narrower than an ulp between edges that are not doubles holds no double; a polygon holding it overlaps it, one beside it does not"() {
        given: 'x from 1 + 0.375 ulp to 1 + 0.5 ulp, y from 0 to 10: no double x lies in it, and its rounded centre (1, 5) lies outside'
        double u = Math.ulp(1d)
        Rect box = Rect.ofOffsets(1, 0, 0.375 * u, 0, 0.5 * u, 10)
        // the left side, from (1, -1) to (1 + u, 40), passes at x <= 1 + 0.27 ulp along the box, between it and x = 1
        Polygon around = Polygon.of([1, 1 + u, 12, 12] as double[], [-1, 40, 40, -1] as double[])
        // the same side, the polygon to its left: the box lies beside it, untouched
        Polygon beside = Polygon.of([1, 1 + u, -12, -12] as double[], [-1, 40, 40, -1] as double[])

        expect:
        !box.contains(1, 5) && !box.contains(1 + u, 5)
        around.contains(1 + u, 5) && !around.contains(1, 5)
        Overlaps.test(box, around) && Overlaps.test(around, box)
        around.overlaps(box) && box.overlaps(around)
        !Overlaps.test(box, beside) && !Overlaps.test(beside, box)
    }
}
