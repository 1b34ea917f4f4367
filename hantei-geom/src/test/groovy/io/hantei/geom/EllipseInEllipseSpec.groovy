package io.hantei.geom

import spock.lang.Specification

/**
 * An ellipse wholly inside another, away from its centre (docs/geometry.md §13): the two overlap,
 * whichever is asked first. The test of a pair of ellipses maps the first onto the unit disc, where
 * the second is an ellipse too; a first ellipse inside the second has its centre inside that image
 * and the image's rim far from it, so the answer rests on the test of the centre alone. The big
 * ellipse of the rows is 20 wide and 16 high around the origin (half axes 10 and 8).
 */
class EllipseInEllipseSpec extends Specification {

    def "an ellipse #w by #h at (#x, #y) turned #turn° against the big one turned #bigTurn°: #what"() {
        given:
        Ellipse big = Ellipse.of(0, 0, 20, 16, bigTurn)
        Ellipse small = Ellipse.of(x, y, w, h, turn)

        expect:
        small.overlaps(big) == expected
        big.overlaps(small) == expected

        where:
        what                                          | x    | y    | w   | h   | turn | bigTurn || expected
        'inside, off centre along the long axis'      | 3    | 0    | 2   | 1   | 0    | 0       || true
        'inside, off centre along the short axis'     | 0    | 3    | 2   | 1   | 0    | 0       || true
        'inside, near the long axis\'s end'           | 7.5  | 0    | 2   | 1   | 90   | 0       || true
        'inside, near the short axis\'s end'          | 0    | -6   | 2   | 1   | 0    | 0       || true
        'inside, off the axes, both turned'           | 4    | 3    | 2   | 0.5 | 30   | 10      || true
        'inside, a round one off centre'              | -5   | 2    | 1   | 1   | 0    | 45      || true
        'inside, long and thin, across the centre'    | 1    | 1    | 6   | 0.2 | 120  | 0       || true
        'outside, beyond the long axis\'s end'        | 11.5 | 0    | 2   | 1   | 0    | 0       || false
        'outside, beyond the short axis\'s end'       | 0    | 9.6  | 2   | 1   | 0    | 0       || false
        'across the rim'                              | 10   | 0    | 2   | 1   | 0    | 0       || true
    }

    def "an ellipse wholly inside another, and the same one wholly outside: #trials seeded pairs"() {
        given:
        Random random = new Random(2411)

        expect:
        trials.times {
            double size = Math.scalb(1d, random.nextInt(21) - 10)
            double a = size * (0.5 + random.nextDouble())
            double b = a * (0.1 + 0.9 * random.nextDouble())
            double angle = 360 * random.nextDouble()
            double cx = 100 * size * (random.nextDouble() * 2 - 1)
            double cy = 100 * size * (random.nextDouble() * 2 - 1)
            Ellipse big = Ellipse.of(cx, cy, 2 * a, 2 * b, angle)
            // a point at ρ of the way to the rim along t (in the big one's axes) is at least (1 - ρ)·b
            // from the rim: a small ellipse whose longer half axis is less than that lies wholly inside
            double rho = 0.95 * random.nextDouble()
            double t = 2 * Math.PI * random.nextDouble()
            double room = (1 - rho) * b
            double p = room * (0.05 + 0.9 * random.nextDouble())
            double q = p * (0.1 + 0.9 * random.nextDouble())
            double turn = 360 * random.nextDouble()
            Ellipse inside = smallAt(big, rho, t, p, q, turn)
            assert inside.overlaps(big): "$inside lies inside $big"
            assert big.overlaps(inside): "$inside lies inside $big, asked the other way"
            // at 1 + (p + margin)/b of the way, the point is more than p + margin beyond the rim
            double out = 1 + p * 1.01 / b
            Ellipse outside = smallAt(big, out, t, p, q, turn)
            assert !outside.overlaps(big): "$outside lies outside $big"
            assert !big.overlaps(outside): "$outside lies outside $big, asked the other way"
        }

        where:
        trials = 3000
    }

    /** An ellipse 2p by 2q turned by turn°, centred at ρ of the way from big's centre to its rim point at parameter t. */
    private static Ellipse smallAt(Ellipse big, double rho, double t, double p, double q, double turn) {
        CurvedPairsSpec.Rim rim = CurvedPairsSpec.rimAt(big, t)
        Ellipse.of(big.centerX() + rho * (rim.px - big.centerX()), big.centerY() + rho * (rim.py - big.centerY()), 2 * p, 2 * q, turn)
    }
}
