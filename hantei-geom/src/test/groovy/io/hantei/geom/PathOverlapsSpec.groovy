package io.hantei.geom

import spock.lang.Specification

/**
 * Overlaps among the shapes of straight edges with double vertices — segments, polylines,
 * polygons — exact (docs/geometry.md §13): touching counts, the ulp beside does not.
 */
class PathOverlapsSpec extends Specification {

    static final double U = Math.ulp(5d)   // the ulp of the coordinates used below

    static Segment seg(double x1, double y1, double x2, double y2) {
        Segment.of(x1, y1, x2, y2)
    }

    static Polygon square(double x, double y, double size) {
        Polygon.of([x, x + size, x + size, x] as double[], [y, y, y + size, y + size] as double[])
    }

    def "#what: #expected, both ways round"() {
        expect:
        a.overlaps(b) == expected
        b.overlaps(a) == expected
        Overlaps.test(a, b) == expected

        where:
        what                                          | a                           | b                                   || expected
        'crossing segments'                           | seg(0, 0, 10, 10)           | seg(0, 10, 10, 0)                   || true
        'an end on the other segment'                 | seg(0, 0, 10, 0)            | seg(5, 0, 5, 10)                    || true
        'an end one ulp off the other segment'        | seg(0, 0, 10, 0)            | seg(5, U, 5, 10)                    || false
        'ends that touch'                             | seg(0, 0, 5, 5)             | seg(5, 5, 9, 0)                     || true
        'collinear, overlapping'                      | seg(0, 0, 6, 0)             | seg(4, 0, 10, 0)                    || true
        'collinear, touching end to end'              | seg(0, 0, 5, 0)             | seg(5, 0, 10, 0)                    || true
        'collinear, an ulp apart'                     | seg(0, 0, 5, 0)             | seg(5 + U, 0, 10, 0)                || false
        'collinear diagonal, an ulp apart'            | seg(0, 0, 4, 4)             | seg(5, 5, 9, 9)                     || false
        'parallel'                                    | seg(0, 0, 10, 0)            | seg(0, 1, 10, 1)                    || false
        'a zero-length segment on a segment'          | seg(3, 3, 3, 3)             | seg(0, 0, 10, 10)                   || true
        'a zero-length segment an ulp off it'         | seg(3, Math.nextUp(3d), 3, Math.nextUp(3d)) | seg(0, 0, 10, 10)   || false
        'a segment wholly inside a polygon'           | seg(2, 2, 3, 3)             | square(0, 0, 10)                    || true
        'a segment ending on a polygon\'s edge'       | seg(-5, 5, 0, 5)            | square(0, 0, 10)                    || true
        'a segment ending an ulp short of the edge'   | seg(-5, 5, -Double.MIN_VALUE, 5) | square(0, 0, 10)               || false
        'a segment through a polygon\'s corner'       | seg(-1, 1, 1, -1)           | square(0, 0, 10)                    || true
        'a polyline crossing a polygon'               | Polyline.of([-5, 5, 5] as double[], [5, 5, 20] as double[]) | square(0, 0, 10) || true
        'a polyline around a polygon, not closed'     | Polyline.of([-1, 11, 11, -1] as double[], [-1, -1, 11, 11] as double[]) | square(0, 0, 10) || false
        'polylines that meet at a bend'               | Polyline.of([0, 5, 10] as double[], [0, 5, 0] as double[]) | Polyline.of([5, 5] as double[], [5, 9] as double[]) || true
        'a polygon inside another'                    | square(2, 2, 2)             | square(0, 0, 10)                    || true
        'polygons sharing an edge'                    | square(0, 0, 5)             | square(5, 0, 5)                     || true
        'polygons sharing a corner only'              | square(0, 0, 5)             | square(5, 5, 5)                     || true
        'polygons an ulp apart'                       | square(0, 0, 5)             | square(5 + U, 0, 5)                 || false
        'a square in a ring\'s hole'                  | square(4, 4, 2)             | ring()                              || false
        'a square across a ring\'s inner edge'        | square(1, 4, 2)             | ring()                              || true
        'a segment in a ring\'s hole'                 | seg(4, 4, 6, 6)             | ring()                              || false
    }

    /** A 10 x 10 square with a 6 x 6 hole, traced as one outline with a doubled seam along y = 0..2 at x = 2. */
    static Polygon ring() {
        Polygon.of([0, 10, 10, 0, 0, 2, 2, 8, 8, 2, 2, 0] as double[],
                [0, 0, 10, 10, 0, 0, 2, 2, 8, 8, 2, 0] as double[])
    }

    def "on a small integer grid, the answer is that of solving the two lines with exact fractions"() {
        given: "every pair of segments with ends on a 5 x 5 grid, from a seeded sample"
        Random random = new Random(3)
        int agree = 0
        int hits = 0

        when:
        4000.times {
            int[] p = (0..<8).collect { random.nextInt(5) } as int[]
            boolean expected = oracle(p)
            boolean actual = seg(p[0], p[1], p[2], p[3]).overlaps(seg(p[4], p[5], p[6], p[7]))
            agree += expected == actual ? 1 : 0
            hits += expected ? 1 : 0
        }

        then:
        agree == 4000
        hits > 400 && hits < 3600   // both answers well represented
    }

    /**
     * Whether two closed integer segments meet, by solving a + t(b - a) = c + s(d - c) in exact
     * fractions: for lines that are not parallel, 0 <= t, s <= 1; for parallel ones, collinear
     * and their projections on an axis overlap; a zero-length segment is a point on the other.
     */
    static boolean oracle(int[] p) {
        BigInteger ax = p[0], ay = p[1], bx = p[2], by = p[3], cx = p[4], cy = p[5], dx = p[6], dy = p[7]
        BigInteger rx = bx - ax, ry = by - ay, sx = dx - cx, sy = dy - cy
        BigInteger den = rx * sy - ry * sx
        BigInteger qx = cx - ax, qy = cy - ay
        if (den != 0) {
            BigInteger tn = qx * sy - qy * sx   // t = tn / den
            BigInteger un = qx * ry - qy * rx   // s = un / den
            if (den < 0) {
                den = -den; tn = -tn; un = -un
            }
            return tn >= 0 && tn <= den && un >= 0 && un <= den
        }
        if (qx * ry - qy * rx != 0 || qx * sy - qy * sx != 0) {
            return false   // parallel on different lines (or a point off the other's line)
        }
        // collinear: compare the spans on both axes
        def span = { BigInteger a, BigInteger b -> [a.min(b), a.max(b)] }
        def (a0, a1) = span(ax, bx)
        def (c0, c1) = span(cx, dx)
        def (e0, e1) = span(ay, by)
        def (f0, f1) = span(cy, dy)
        a0 <= c1 && c0 <= a1 && e0 <= f1 && f0 <= e1
    }
}
