package io.hantei.geom

import spock.lang.Specification

/**
 * Points of an ellipse that lie less than one slack inside its rim (docs/geometry.md §13): a point
 * there is inside the ellipse, so a circle of radius 0 on it and a fan with its apex on it, opening
 * outwards, overlap the ellipse. The slack of such a pair is {@link CurvedPairs#TOLERANCE} of the
 * ellipse's box diagonal (a point's box has none), so the depths here run up to exactly that: the
 * deepest points are where a test that grows the ellipse by the slack and one that shrinks it meet.
 * Round ellipses are drawn often, since there one slack inwards is the same depth in every direction.
 */
class EllipseRimInsideSpec extends Specification {

    static final List<Double> DEPTHS = [0.25d, 0.5d, 0.9d, 0.99d, 0.999999d, 1d]

    def "a point up to one slack inside an ellipse's rim overlaps it: #trials seeded points"() {
        given:
        Random random = new Random(2711)

        expect:
        trials.times {
            double size = Math.scalb(1d, random.nextInt(21) - 10)
            double a = size * (0.5 + random.nextDouble())
            double b = random.nextInt(2) == 0 ? a : a * (0.1 + 0.9 * random.nextDouble())
            double angle = random.nextInt(3) == 0 ? 0 : 360 * random.nextDouble()
            double cx = random.nextInt(2) == 0 ? 0 : 100 * size * (random.nextDouble() * 2 - 1)
            double cy = random.nextInt(2) == 0 ? 0 : 100 * size * (random.nextDouble() * 2 - 1)
            Ellipse e = Ellipse.of(cx, cy, 2 * a, 2 * b, angle)
            double slack = CurvedPairs.TOLERANCE * Math.hypot(e.bounds().width(), e.bounds().height())
            double t = random.nextInt(2) == 0 ? Math.PI * random.nextInt(2) : 2 * Math.PI * random.nextDouble()
            CurvedPairsSpec.Rim rim = CurvedPairsSpec.rimAt(e, t)
            double depth = DEPTHS[random.nextInt(DEPTHS.size())] * slack
            double x = rim.x(-depth)
            double y = rim.y(-depth)
            double outwards = Math.toDegrees(Math.atan2(rim.ny, rim.nx))
            Circle dot = Circle.of(x, y, 0)
            Fan fan = Fan.of(x, y, outwards, 20, size / 1000)

            assert e.contains(x, y): "($x, $y), ${depth / slack} slack inside the rim of $e"
            assert dot.overlaps(e): "$dot, ${depth / slack} slack inside the rim of $e"
            assert e.overlaps(dot): "$dot, ${depth / slack} slack inside the rim of $e, asked the other way"
            assert fan.overlaps(e): "$fan, its apex ${depth / slack} slack inside the rim of $e"
        }

        where:
        trials = 4000
    }
}
