package io.hantei.geom

import spock.lang.Specification

/**
 * {@link ExactRegion} on its own: a convex region of any number of half-planes (the library adds at
 * most seven, a wedge's three and a box's four; the region grows past its first eight), against a
 * disc and against two discs, touching counted and the ulp beyond not.
 */
class ExactRegionSpec extends Specification {

    /** The regular k-gon around (cx, cy) whose edges lie at distance 1 from the centre, one edge facing +x. */
    static ExactRegion polygon(int k, double cx, double cy) {
        ExactRegion region = new ExactRegion()
        k.times { int i ->
            double angle = 2 * Math.PI * i / k
            // exact normals for the edges facing ±x and ±y, rounded ones elsewhere
            double nx = i * 4 % k == 0 ? Math.round(Math.cos(angle)) : Math.cos(angle)
            double ny = i * 4 % k == 0 ? Math.round(Math.sin(angle)) : Math.sin(angle)
            // inside: -n·x >= -n·centre - 1
            region.add(-nx, -ny, Exact.of(-nx).multiply(Exact.of(cx)).add(Exact.of(-ny).multiply(Exact.of(cy))).subtract(BigDecimal.ONE))
        }
        region
    }

    def "a #k-gon of half-planes against a disc #what"() {
        given:
        ExactRegion region = polygon(k, 5, 5)

        expect:
        region.meetsDisc(x, 5, r) == meets

        where:
        k  | what                                         | x     | r                       || meets
        12 | 'touching the edge that faces +x'            | 8     | 2                       || true
        12 | 'an ulp short of it'                         | 8     | Math.nextDown(2d)       || false
        12 | 'around the centre'                          | 5     | 0                       || true
        20 | 'touching the edge that faces +x, 20 sides'  | 8     | 2                       || true
        20 | 'an ulp short of it, 20 sides'               | 8     | Math.nextDown(2d)       || false
        4  | 'a square, touching'                         | 8     | 2                       || true
        4  | 'a square, an ulp short'                     | 8     | Math.nextDown(2d)       || false
    }

    def "a 12-gon of half-planes against two discs: only where both reach it"() {
        given:
        ExactRegion region = polygon(12, 0, 0)

        expect:
        region.meetsDiscs(3, 0, 2, -3, 0, 5)                       // both reach the edge facing +x: its point (1, 0)
        !region.meetsDiscs(3, 0, 2, -3, 0, 3)                      // the second reaches only the edge facing -x
        !region.meetsDiscs(3, 0, Math.nextDown(2d), -3, 0, 5)
    }

    def "two discs touching each other inside the region meet it there, and nowhere else: #what"() {
        given: 'the box 1 <= x <= 2.5, -1 <= y <= 1, holding neither centre'
        ExactRegion region = new ExactRegion()
        region.add(1, 0, BigDecimal.ONE)             // x >= 1
        region.add(-1, 0, new BigDecimal('-2.5'))    // x <= 2.5
        region.add(0, 1, BigDecimal.ONE.negate())    // y >= -1
        region.add(0, -1, BigDecimal.ONE.negate())   // y <= 1

        expect: 'the discs around (3, 0) and (0, 0) touch at (2, 0), inside the box: no vertex, edge or crossing of the box is that point'
        region.meetsDiscs(3, 0, r1, 0, 0, 2) == meets

        where:
        what                 | r1                || meets
        'touching'           | 1                 || true
        'an ulp apart'       | Math.nextDown(1d) || false
        'overlapping'        | 1.5               || true
    }

    def "two discs touching each other on the region's edge meet it there"() {
        given: 'the box 2 <= x <= 2.5, -1 <= y <= 1: the discs touch at (2, 0), on its left edge'
        ExactRegion region = new ExactRegion()
        region.add(1, 0, new BigDecimal(2))
        region.add(-1, 0, new BigDecimal('-2.5'))
        region.add(0, 1, BigDecimal.ONE.negate())
        region.add(0, -1, BigDecimal.ONE.negate())

        expect:
        region.meetsDiscs(3, 0, 1, 0, 0, 2)
        !region.meetsDiscs(3, 0, Math.nextDown(1d), 0, 0, 2)
    }

    def "the sign of p + q√d is exact, zero included: #p + #q·√#d"() {
        expect:
        ExactRegion.signSqrt(new BigDecimal(p), new BigDecimal(q), new BigDecimal(d)) == sign

        where:
        p   | q   | d        || sign
        3   | -1  | 9        || 0
        -3  | 1   | 9        || 0
        3   | -1  | 8        || 1
        3   | -1  | 10       || -1
        -3  | 1   | 8        || -1
        -3  | 1   | 10       || 1
        0   | 1   | 2        || 1
        2   | 5   | 0        || 1
        -2  | 0   | 7        || -1
        0   | 0   | 5        || 0
    }
}
