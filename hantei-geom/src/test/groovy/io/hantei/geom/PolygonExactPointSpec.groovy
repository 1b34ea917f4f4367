package io.hantei.geom

import spock.lang.Specification

/**
 * The polygon's test of exact points, which need not be doubles ({@code containsExactly}:
 * {@link Overlaps} asks it for the true corner of a rectangle narrower than an ulp, whose edges
 * are sums that no double holds). It counts the edges a ray to the right crosses, each edge's
 * rows half-open (its lower end counted, its upper end not), so a ray through a vertex counts it
 * once where the boundary passes through and an even number of times where it only touches; a
 * point on an edge is inside (docs/geometry.md §19).
 */
class PolygonExactPointSpec extends Specification {

    static final double[] DIAMOND_X = [0, 1, 0, -1]
    static final double[] DIAMOND_Y = [-1, 0, 1, 0]
    /** A 6 × 4 rectangle with a notch cut up into its bottom edge, its tip at (3, 2). */
    static final double[] NOTCHED_X = [0, 6, 6, 4, 3, 2, 0]
    static final double[] NOTCHED_Y = [0, 0, 4, 4, 2, 4, 4]

    def "a point on a vertex's row or near it: #what"() {
        given:
        Polygon polygon = Polygon.of(xs, ys)

        expect:
        polygon.containsExactly(new BigDecimal(x), new BigDecimal(y)) == inside

        where:
        what                                                        | xs        | ys        | x                          | y         | inside
        'the diamond\'s centre: the ray passes through a vertex'    | DIAMOND_X | DIAMOND_Y | '0'                        | '0'       | true
        'left of the centre, the same row'                          | DIAMOND_X | DIAMOND_Y | '-0.5'                     | '0'       | true
        'right of the centre, the same row'                         | DIAMOND_X | DIAMOND_Y | '0.5'                      | '0'       | true
        'left of the diamond on that row: both vertices counted'    | DIAMOND_X | DIAMOND_Y | '-1.5'                     | '0'       | false
        'right of the diamond on that row: no vertex counted'       | DIAMOND_X | DIAMOND_Y | '1.5'                      | '0'       | false
        'the right vertex itself'                                   | DIAMOND_X | DIAMOND_Y | '1'                        | '0'       | true
        'a hair inside the right vertex, not a double'              | DIAMOND_X | DIAMOND_Y | '0.99999999999999999999999' | '0'      | true
        'a hair outside the right vertex, not a double'             | DIAMOND_X | DIAMOND_Y | '1.00000000000000000000001' | '0'      | false
        'the top vertex\'s row, on it'                              | DIAMOND_X | DIAMOND_Y | '0'                        | '-1'      | true
        'the top vertex\'s row, beside it'                          | DIAMOND_X | DIAMOND_Y | '-0.1'                     | '-1'      | false
        'a row a hair below the centre\'s, not a double'            | DIAMOND_X | DIAMOND_Y | '0'                        | '1E-40'   | true
        'the notch\'s tip row, left of it: the tip only touched'    | NOTCHED_X | NOTCHED_Y | '1'                        | '2'       | true
        'the notch\'s tip row, right of it'                         | NOTCHED_X | NOTCHED_Y | '5'                        | '2'       | true
        'the notch\'s tip'                                          | NOTCHED_X | NOTCHED_Y | '3'                        | '2'       | true
        'just below the tip, in the notch: outside'                 | NOTCHED_X | NOTCHED_Y | '3'                        | '2.0000000000000000000001' | false
        'left of the rectangle on its top edge\'s row'              | NOTCHED_X | NOTCHED_Y | '-1'                       | '0'       | false
        'left of the rectangle on its bottom edge\'s row'           | NOTCHED_X | NOTCHED_Y | '-1'                       | '4'       | false
        'on the top edge'                                           | NOTCHED_X | NOTCHED_Y | '2.5'                      | '0'       | true
    }

    def "the exact test agrees with the point test on the rows of the vertices (#polygons seeded polygons)"() {
        given: 'star polygons on a coarse grid, so that many vertices share a row, and points on those rows'
        Random random = new Random(2411)
        List<String> wrong = []
        int inside = 0
        int outside = 0

        when:
        polygons.times {
            int n = 3 + random.nextInt(12)
            double[] xs = new double[n]
            double[] ys = new double[n]
            for (int i = 0; i < n; i++) {
                double angle = 2 * Math.PI * (i + 0.8 * random.nextDouble()) / n
                double radius = 2 + random.nextInt(8)
                xs[i] = Math.rint(radius * Math.cos(angle))
                ys[i] = Math.rint(radius * Math.sin(angle))
            }
            Polygon polygon
            try {
                polygon = Polygon.of(xs, ys)
            } catch (IllegalArgumentException ignored) {
                return // fewer than three distinct vertices after rounding
            }
            for (int i = 0; i < n; i++) {
                for (double x = -11; x <= 11; x += 0.5) {
                    boolean exact = polygon.containsExactly(new BigDecimal(x), new BigDecimal(ys[i]))
                    if (exact != polygon.contains(x, ys[i])) {
                        wrong << "($x, ${ys[i]}) in ${xs.toList()} / ${ys.toList()}: exactly $exact".toString()
                    }
                    exact ? inside++ : outside++
                }
            }
        }

        then:
        wrong.take(5) == []
        inside > 5000
        outside > 5000

        where:
        polygons = 400
    }
}
