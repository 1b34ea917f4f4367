package io.hantei.geom

import spock.lang.Specification

/**
 * A capsule of zero length (both ends one point: a disc) against an ellipse (docs/geometry.md
 * §13): it is judged as the disc it is, so it overlaps exactly when a circle of its radius there
 * would. The seeded scenes put it on the outward normal of a rim point of a turned ellipse at
 * {@link CurvedPairsSpec}'s gaps (touching and into the ellipse overlap, three slacks out does
 * not); the rows put it in a corner of the ellipse's box, where the boxes overlap and only the
 * distance to the rim can tell it apart.
 */
class EllipseZeroCapsuleSpec extends Specification {

    def "a disc of radius #r at (#x, #y) as a capsule of zero length, against an ellipse 10 by 4: #what"() {
        given:
        Ellipse e = Ellipse.of(0, 0, 10, 4, 0)
        Capsule disc = Capsule.of(x, y, x, y, r)

        expect:
        disc.bounds().overlaps(e.bounds())
        disc.overlaps(e) == expected
        e.overlaps(disc) == expected
        Circle.of(x, y, r).overlaps(e) == expected

        where:
        what                                       | x    | y    | r    || expected
        'in the box\'s corner, clear of the rim'   | 4.5  | 1.9  | 0.05 || false
        'in the opposite corner, clear of the rim' | -4.5 | -1.9 | 0.05 || false
        'in the corner, large enough to reach'     | 4.5  | 1.9  | 1    || true
        'on the rim at the end of the long axis'   | 5    | 0    | 0.05 || true
        'inside'                                   | 1    | 1    | 0.05 || true
    }

    def "a capsule of zero length on the normal of a turned ellipse's rim: #trials seeded scenes"() {
        given:
        Random random = new Random(2811)

        expect:
        trials.times {
            CurvedPairsSpec.Rim rim = CurvedPairsSpec.rim(random)
            double r = rim.size() * (0.001 + random.nextDouble())
            CurvedPairsSpec.check(rim.e, 'a capsule of zero length on the normal') { double gap ->
                Capsule.of(rim.x(gap + r), rim.y(gap + r), rim.x(gap + r), rim.y(gap + r), r)
            }
        }

        where:
        trials = 1000
    }
}
