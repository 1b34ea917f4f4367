package io.hantei.geom

import spock.lang.Specification

/**
 * Rays against curved walls (docs/geometry.md §23), built from the geometry: a point Q of the
 * wall's boundary, its outward normal n, and a start at distance D from Q along a direction v
 * with v·n >= 0.3. A wall that is convex is entered at Q (every point of the ray before Q lies
 * outside it), so the hit is at distance D, within the rounding of doubles (1e-9 of the sizes
 * here). Turned ellipses, circles, capsules (caps and sides) and fans' arcs, at many sizes and
 * places; and rays along a tangent moved out by three slacks, which miss.
 */
class RayCurvedSpec extends Specification {

    /** A unit direction within 72° of n (v·n >= 0.3), by turning n through a seeded angle. */
    static double[] towards(Random random, double nx, double ny) {
        double turn = Math.toRadians((random.nextDouble() * 2 - 1) * 72)
        [nx * Math.cos(turn) - ny * Math.sin(turn), nx * Math.sin(turn) + ny * Math.cos(turn)] as double[]
    }

    /** Casts from Q + D·v towards -v and checks the hit: at D, at Q, on that wall. */
    static void hitsAt(Shape wall, double qx, double qy, double[] v, double distance, double size, String what) {
        double sx = qx + distance * v[0]
        double sy = qy + distance * v[1]
        double dir = Math.toDegrees(Math.atan2(-v[1], -v[0]))
        RayHit hit = Ray.of(sx, sy, dir, distance + size).hit(wall)
        double within = 1e-9 * (distance + size)
        assert hit != null: "$what: the ray from ($sx, $sy) at $dir° misses $wall"
        assert Math.abs(hit.distance() - distance) <= within: "$what: hit at ${hit.distance()}, not $distance, from ($sx, $sy) at $dir° on $wall"
        assert Math.abs(hit.x() - qx) <= within && Math.abs(hit.y() - qy) <= within: "$what: hit at ${hit.point()}, not ($qx, $qy)"
        // a ray that stops short by a millionth of the distance does not reach it
        assert Ray.of(sx, sy, dir, distance * (1 - 1e-6)).hit(wall) == null: "$what: a ray short of Q reaches $wall"
    }

    def "rays entering a turned ellipse at a point of its rim: #trials seeded rays"() {
        given:
        Random random = new Random(151)

        expect:
        trials.times {
            CurvedPairsSpec.Rim r = CurvedPairsSpec.rim(random)
            double[] v = towards(random, r.nx, r.ny)
            hitsAt(r.e, r.px, r.py, v, r.size() * (0.1 + 3 * random.nextDouble()), r.size(), 'an ellipse')
        }

        where:
        trials = 1500
    }

    def "rays entering a circle, a capsule's cap or side, or a fan's arc: #trials seeded rays, sizes 2^#low to 2^#high"() {
        given:
        Random random = new Random(152 + low)

        expect:
        trials.times {
            double size = Math.scalb(1d, low + random.nextInt(high - low + 1))
            double cx = size * 100 * (random.nextDouble() - 0.5)
            double cy = size * 100 * (random.nextDouble() - 0.5)
            double r = size * (0.2 + random.nextDouble())
            double angle = 2 * Math.PI * random.nextDouble()
            double nx = Math.cos(angle)
            double ny = Math.sin(angle)
            double distance = size * (0.1 + 3 * random.nextDouble())
            double[] v = towards(random, nx, ny)
            hitsAt(Circle.of(cx, cy, r), cx + r * nx, cy + r * ny, v, distance, size, 'a circle')

            // a capsule whose first cap faces n: its axis runs from the centre away from n
            double length = size * (0.1 + 2 * random.nextDouble())
            double axis = angle + Math.PI + Math.toRadians((random.nextDouble() * 2 - 1) * 60)
            Capsule capsule = Capsule.of(cx, cy, cx + length * Math.cos(axis), cy + length * Math.sin(axis), r)
            if (nx * Math.cos(axis) + ny * Math.sin(axis) < -0.01) { // Q lies on the cap, not over the body
                hitsAt(capsule, cx + r * nx, cy + r * ny, v, distance, size, 'a capsule\'s cap')
            }
            // the same capsule's side: the middle of the axis moved by r along the side's normal
            double sx = -Math.sin(axis) * (random.nextBoolean() ? 1 : -1)
            double sy = Math.cos(axis) * (sx == -Math.sin(axis) ? 1 : -1)
            double along = length * (0.2 + 0.6 * random.nextDouble())
            double qx = cx + along * Math.cos(axis) + r * sx
            double qy = cy + along * Math.sin(axis) + r * sy
            hitsAt(capsule, qx, qy, towards(random, sx, sy), distance, size + length, 'a capsule\'s side')

            // a fan whose arc holds Q, well inside its opening (0.3 of the half range from the middle)
            double range = 20 + 300 * random.nextDouble()
            double dir = Math.toDegrees(angle) + range / 2 * 0.6 * (random.nextDouble() * 2 - 1)
            hitsAt(Fan.of(cx, cy, dir, range, r), cx + r * nx, cy + r * ny, v, distance, size, "a fan's arc (${range}°)")
        }

        where: 'the squares of the lengths overflow above 2^511 and vanish below 2^-537'
        trials | low   | high
        1500   | -10   | 10
        300    | -1010 | -990
        300    | 890   | 910
    }

    def "a ray along a tangent of a turned ellipse touches it; moved out by three slacks, it misses: #trials seeded rays"() {
        given:
        Random random = new Random(153)

        expect:
        trials.times {
            CurvedPairsSpec.Rim r = CurvedPairsSpec.rim(random)
            double before = r.size() * (0.2 + random.nextDouble())
            double len = before + r.size()
            double slack = 1e-11 * (len + Math.max(r.e.width(), r.e.height())) // §23: the longer side
            double dir = Math.toDegrees(Math.atan2(r.ty(), r.tx()))
            double gap = 3 * slack
            assert Ray.of(r.x(0) - before * r.tx(), r.y(0) - before * r.ty(), dir, len).hit(r.e) != null: "a tangent of ${r.e}"
            assert Ray.of(r.x(gap) - before * r.tx(), r.y(gap) - before * r.ty(), dir, len).hit(r.e) == null: "three slacks off ${r.e}"
        }

        where:
        trials = 1500
    }
}
