package io.hantei.geom

import spock.lang.Specification

/**
 * A polygon's answer is exact also where its index's fast scan is least sure (docs/geometry.md
 * §19): at points a few ulps off an edge. The scan trusts the sign of an orientation computed in
 * doubles when it is larger than the edge's tolerance; a tolerance too small would let it trust a
 * sign that rounding turned. This spec aims points at the edges of seeded star polygons (tens to
 * hundreds of vertices, from a thousandth to a million across, off the origin so that the
 * differences round too), moved by 0 to 4 ulps along each axis, and compares every answer with
 * the crossing number in exact arithmetic (closed: a point on an edge is inside). The polygon's
 * own exact test of points that need not be doubles ({@code containsExactly}) answers the same.
 */
class IndexedPolygonNearEdgeSpec extends Specification {

    static BigDecimal big(double v) { new BigDecimal(v) }

    /** Whether (px, py) lies in the closed polygon, in exact arithmetic. */
    static boolean exactlyInside(double[] xs, double[] ys, double px, double py) {
        BigDecimal x = big(px), y = big(py)
        int n = xs.length
        boolean odd = false
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n
            BigDecimal ax = big(xs[i]), ay = big(ys[i]), bx = big(xs[j]), by = big(ys[j])
            int side = (bx - ax) * (y - ay) - (by - ay) * (x - ax) <=> 0
            boolean within = x >= ax.min(bx) && x <= ax.max(bx) && y >= ay.min(by) && y <= ay.max(by)
            if (side == 0 && within) {
                return true
            }
            // the half-open rule: an edge counts when the point's row is in [low y, high y)
            BigDecimal lowY = ay.min(by)
            BigDecimal highY = ay.max(by)
            if (y >= lowY && y < highY) {
                int upward = (ay < by) ? side : -side
                if (upward > 0) {
                    odd = !odd
                }
            }
        }
        odd
    }

    def "points a few ulps off the edges of indexed polygons get the exact answer: #polygons polygons, #perPolygon points each"() {
        given:
        Random random = new Random(1907)
        int inside = 0
        int outside = 0
        List<String> wrong = []

        when:
        polygons.times {
            int n = 12 + random.nextInt(80)
            double size = [1e-3, 1d, 37d, 1e3, 1e6][random.nextInt(5)]
            // mostly around the origin, where the coordinates' ulps are as fine as the rounding of the
            // scan's products, so that a few ulps off an edge its computed sign can be wrong; at times
            // far off it, where the differences round as well
            double spread = [0d, 0.5d, 0.5d, 2d, 1000d][random.nextInt(5)]
            double cx = size * spread * (random.nextDouble() - 0.5)
            double cy = size * spread * (random.nextDouble() - 0.5)
            double[] xs = new double[n]
            double[] ys = new double[n]
            n.times { i ->
                double angle = 2 * Math.PI * (i + 0.8 * random.nextDouble()) / n
                double r = size * (0.3 + 0.7 * random.nextDouble())
                xs[i] = cx + r * Math.cos(angle)
                ys[i] = cy + r * Math.sin(angle)
            }
            Polygon polygon = Polygon.of(xs, ys)
            perPolygon.times {
                int i = random.nextInt(n)
                int j = (i + 1) % n
                double t = random.nextDouble()
                double x = xs[i] + t * (xs[j] - xs[i])
                double y = ys[i] + t * (ys[j] - ys[i])
                x += (random.nextInt(9) - 4) * Math.ulp(x)
                y += (random.nextInt(9) - 4) * Math.ulp(y)
                boolean expected = exactlyInside(xs, ys, x, y)
                if (polygon.contains(x, y) != expected) {
                    wrong << "($x, $y) near edge $i of polygon $it: expected $expected".toString()
                }
                // the exact test of points that need not be doubles, on the same points
                if (polygon.containsExactly(big(x), big(y)) != expected) {
                    wrong << "containsExactly($x, $y) near edge $i of polygon $it: expected $expected".toString()
                }
                expected ? inside++ : outside++
            }
        }

        then:
        wrong == []
        // both answers are asked about often, so neither kind of error can hide
        inside > polygons * perPolygon / 5
        outside > polygons * perPolygon / 5

        where:
        polygons = Samples.of(300)
        perPolygon = 200
    }

    def "the exact crossing number this spec compares with answers as the polygon does away from the edges"() {
        given:
        double[] xs = [0, 4, 4, 2, 0]
        double[] ys = [0, 0, 3, 1, 3]

        expect:
        exactlyInside(xs, ys, x, y) == expected

        where:
        x   | y   || expected
        1   | 1   || true
        2   | 0.5 || true
        2   | 2   || false   // in the notch
        0   | 0   || true    // a vertex
        2   | 1   || true    // the notch's vertex
        4   | 1.5 || true    // on the right edge
        5   | 1   || false
        1   | 3   || false   // level with the two tops, between them
        -1  | 0   || false
    }
}
