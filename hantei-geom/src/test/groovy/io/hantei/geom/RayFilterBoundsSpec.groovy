package io.hantei.geom

import spock.lang.Specification

/**
 * The quick test of a ray against one straight edge ({@code Ray.lowerBound}, docs/geometry.md §23)
 * answers in doubles: NaN for an edge plainly beside, behind or beyond the ray, else a lower bound
 * on where the ray touches it. RayEdgeFilterSpec shows it never drops an edge that touches (the
 * answers stay exact); this spec shows it does its job: the edges it must drop are dropped, even
 * when a coordinate is tiny next to the others (where an error bound made of the wrong terms
 * grows past the side it guards), and the bound it gives is close to the true distance.
 */
class RayFilterBoundsSpec extends Specification {

    def "an edge plainly #place gets no bound (scale #scale)"() {
        given:
        Ray ray = Ray.of(0, 0, dir, 100 * scale)

        expect:
        Double.isNaN(ray.lowerBound(ax * scale, ay * scale, bx * scale, by * scale))
        ray.hit(Segment.of(ax * scale, ay * scale, bx * scale, by * scale)) == null

        where:
        [place, dir, ax, ay, bx, by, scale] << [
                ['beside, parallel, 1e-10 to the left of a ray along +x', 0, 5, 1e-10, 6, 1e-10],
                ['beside, parallel, 1e-10 to the right of a ray along +x', 0, 5, -1e-10, 6, -1e-10],
                ['beside, parallel, 1e-10 to the right of a ray along +y', 90, 1e-10, 5, 1e-10, 6],
                ['beside, parallel, 1e-10 to the left of a ray along +y', 90, -1e-10, 5, -1e-10, 6],
                ['beside, 1e-10 off the line at one end and far at the other', 0, 5, 1e-10, 6, 3],
                ['beside, far to the left', 0, 5, 3, 6, 4],
                ['beside, far to the right of a turned ray', 30, 5, -3, 6, -4],
                ['behind the start, across the line', 0, -5, -1, -5, 1],
                ['beyond the end, across the line', 0, 105, -1, 105, 1],
                ['behind the start, along the line', 0, -20, 0, -10, 0],
        ].collectMany { row -> [1d, Math.scalb(1d, 70), Math.scalb(1d, -70)].collect { s -> row + [s] } }
    }

    def "the bound of an edge #what is at most where the ray touches it and close to it"() {
        given:
        Ray ray = Ray.of(0, 0, dir, 100)
        double bound = ray.lowerBound(ax, ay, bx, by)
        RayHit hit = ray.hit(Segment.of(ax, ay, bx, by))

        expect:
        hit != null && hit.distance() == touch
        bound <= touch
        bound >= nearest - 1e-9

        where: // nearest: the nearer end's distance along the ray, which the bound may not exceed
        what                                    | dir | ax  | ay | bx  | by || touch | nearest
        'across the ray at 10'                  | 0   | 10  | -1 | 10  | 1  || 10    | 10
        'slanted, touched at 11'                | 0   | 10  | -1 | 12  | 1  || 11    | 10
        'with an end on the ray at 40'          | 0   | 40  | 0  | 45  | 7  || 40    | 40
        'along the ray from 20'                 | 0   | 30  | 0  | 20  | 0  || 20    | 20
        'across a ray along +y at 60'           | 90  | -1  | 60 | 1   | 60 || 60    | 60
        'through the start'                     | 0   | 0   | -1 | 0   | 1  || 0     | 0
    }

    def "no bound without a touch, and no bound past the touch: #trials seeded edges against the exact answer"() {
        given:
        Random random = new Random(1523)
        int dropped = 0
        int touching = 0

        expect:
        trials.times {
            double size = Math.scalb(1d, random.nextInt(61) - 30)
            Ray ray = Ray.of(size * (random.nextDouble() - 0.5), size * (random.nextDouble() - 0.5),
                    360 * random.nextDouble(), size * (0.5 + random.nextDouble()))
            double ax, ay, bx, by
            if (random.nextBoolean()) { // anywhere near the ray, long or short
                ax = size * (2 * random.nextDouble() - 1)
                ay = size * (2 * random.nextDouble() - 1)
                double reach = random.nextBoolean() ? 2 * size : size / 8
                bx = ax + reach * (random.nextDouble() - 0.5)
                by = ay + reach * (random.nextDouble() - 0.5)
            } else { // through a point of the ray's line, a little before its start to past its end
                double t = ray.len() * (1.4 * random.nextDouble() - 0.2)
                double px = ray.x() + t * ray.dx(), py = ray.y() + t * ray.dy()
                double turn = 2 * Math.PI * random.nextDouble(), reach = size * random.nextDouble()
                double f = random.nextDouble()
                ax = px + f * reach * Math.cos(turn)
                ay = py + f * reach * Math.sin(turn)
                bx = px - (1 - f) * reach * Math.cos(turn)
                by = py - (1 - f) * reach * Math.sin(turn)
            }
            double bound = ray.lowerBound(ax, ay, bx, by)
            RayHit hit = ray.hit(Segment.of(ax, ay, bx, by))
            if (Double.isNaN(bound)) {
                dropped++
                assert hit == null: "$ray dropped the edge ($ax, $ay)-($bx, $by) it touches at ${hit?.distance()}"
            }
            if (hit != null) {
                touching++
                assert bound <= hit.distance(): "$ray: a bound $bound past the touch at ${hit.distance()}"
            }
        }
        dropped > trials / 4
        touching > trials / 10

        where:
        trials = 4000
    }
}
