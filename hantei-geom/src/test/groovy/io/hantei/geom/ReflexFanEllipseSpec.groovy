package io.hantei.geom

import spock.lang.Specification

/**
 * An ellipse against a fan wider than 180° (docs/geometry.md §13), in the part of the plane the
 * fan leaves uncovered. Such a fan is cut into two half-planes, each bounded by the line of one
 * of its boundary rays, and an ellipse whose nearest point to the apex lies in neither is asked
 * about those lines both ways from the apex; a line direction that points into the gap would
 * let an ellipse there answer "overlaps". The scenes are built from angles alone: the ellipse
 * lies inside the gap's cone with a margin of degrees (far more than the slack), and the same
 * ellipse turned about the apex onto the fan's middle ray has its centre inside the fan.
 */
class ReflexFanEllipseSpec extends Specification {

    def "a fan pointing at #dir° opening #range°, an ellipse #w × #h turned #turn° at #at° from the apex: apart"() {
        given:
        Fan fan = Fan.of(0, 0, dir, range, 10)
        Ellipse e = ellipseAt(0, 0, at, 5, w / 2, h / 2, turn)

        expect: 'the gap runs from dir + range/2 to dir - range/2 + 360, and the ellipse lies well inside it'
        !fan.contains(e.centerX(), e.centerY())
        !fan.overlaps(e)
        !e.overlaps(fan)

        where:
        dir | range | at  | w | h | turn
        30  | 200   | 250 | 2 | 1 | 0
        30  | 200   | 230 | 2 | 1 | 45
        150 | 200   | 310 | 2 | 1 | 0
        150 | 200   | 290 | 2 | 1 | 120
        30  | 200   | 200 | 1 | 1 | 0
        270 | 300   | 90  | 1 | 0.5 | 10
    }

    def "an ellipse in the gap of a fan wider than 180° is apart, and inside when turned onto the middle ray: #trials seeded scenes"() {
        given:
        Random random = new Random(241)

        expect:
        trials.times {
            double size = Math.scalb(1d, random.nextInt(21) - 10)
            double ax = 100 * size * (random.nextDouble() * 2 - 1)
            double ay = 100 * size * (random.nextDouble() * 2 - 1)
            double len = size * (0.5 + random.nextDouble())
            double dir = 360 * random.nextDouble()
            double range = 185 + 170 * random.nextDouble()
            Fan fan = Fan.of(ax, ay, dir, range, len)
            // the gap spans (dir + range/2, dir + 360 - range/2); the ellipse's bounding circle,
            // seen from the apex, keeps 2° from both of its sides
            double gap = 360 - range
            double d = len * (0.1 + 0.8 * random.nextDouble())
            double room = gap / 2 - 2 // the largest half-angle the ellipse may take, centred in the gap
            double half = room * (0.1 + 0.9 * random.nextDouble())
            double at = dir + range / 2 + 2 + half + (room - half) * 2 * random.nextDouble()
            double p = d * Math.sin(Math.toRadians(half)) // the longer half axis
            double q = p * (0.05 + 0.95 * random.nextDouble())
            double turn = 360 * random.nextDouble()
            Ellipse outside = ellipseAt(ax, ay, at, d, p, q, turn)
            Ellipse inside = ellipseAt(ax, ay, dir, d, p, q, turn)
            String scene = "fan ($ax, $ay) dir $dir range $range len $len, ellipse at $at°, $d away, half axes $p, $q, turned $turn°"
            assert !fan.contains(outside.centerX(), outside.centerY()) : scene
            assert !fan.overlaps(outside) : scene
            assert !outside.overlaps(fan) : scene
            assert fan.contains(inside.centerX(), inside.centerY()) : scene
            assert fan.overlaps(inside) : scene
            assert inside.overlaps(fan) : scene
        }

        where:
        trials = 3000
    }

    /** An ellipse with half axes p and q, turned `turn` degrees, centred d from (ax, ay) at `at` degrees. */
    static Ellipse ellipseAt(double ax, double ay, double at, double d, double p, double q, double turn) {
        double t = Math.toRadians(at)
        Ellipse.of(ax + d * Math.cos(t), ay + d * Math.sin(t), 2 * p, 2 * q, turn)
    }
}
