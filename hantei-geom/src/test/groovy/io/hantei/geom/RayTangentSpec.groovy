package io.hantei.geom

import spock.lang.Specification

/**
 * Rays along a tangent of a circle, of a capsule's cap and of a fan's arc (docs/geometry.md
 * §23): a touch counts, so the tangent hits at its point of contact; moved out by three slacks
 * it misses. The slack is 1e-11 of the ray's length plus the wall's own size (a circle's
 * diameter, a capsule's length plus its diameter, a fan's diameter). Each wall is convex near
 * the point Q where the tangent touches (a fan of at most 180° with Q well inside its opening, a
 * capsule with Q on a cap, away from the sides), so the tangent line meets it nowhere else.
 * Capsules of every shape: shorter than their diameter and longer.
 */
class RayTangentSpec extends Specification {

    def "a ray along a tangent of a circle, a capsule's cap or a fan's arc touches it; moved out by three slacks, it misses: #trials seeded rays"() {
        given:
        Random random = new Random(2301)

        expect:
        trials.times {
            double size = Math.scalb(1d, random.nextInt(21) - 10)
            double cx = size * 100 * (random.nextDouble() - 0.5)
            double cy = size * 100 * (random.nextDouble() - 0.5)
            double r = size * (0.2 + random.nextDouble())
            double angle = 2 * Math.PI * random.nextDouble()
            double nx = Math.cos(angle)
            double ny = Math.sin(angle)
            tangentTouches(Circle.of(cx, cy, r), cx, cy, r, nx, ny, 2 * r, random, 'a circle')

            // the capsule's axis runs from the centre away from n, turned by up to 60°, so Q lies on the cap
            double length = size * (0.05 + 3 * random.nextDouble())
            double axis = angle + Math.PI + Math.toRadians((random.nextDouble() * 2 - 1) * 60)
            Capsule capsule = Capsule.of(cx, cy, cx + length * Math.cos(axis), cy + length * Math.sin(axis), r)
            tangentTouches(capsule, cx, cy, r, nx, ny, length + 2 * r, random, "a capsule ${length} long, radius ${r}")

            // a fan of at most 180° whose arc holds Q within 0.6 of its half opening from the middle
            double range = 10 + 170 * random.nextDouble()
            double dir = Math.toDegrees(angle) + range / 2 * 0.6 * (random.nextDouble() * 2 - 1)
            tangentTouches(Fan.of(cx, cy, dir, range, r), cx, cy, r, nx, ny, 2 * r, random, "a fan's arc (${range}°)")
        }

        where:
        trials = 2000
    }

    def "a ray #len long along the tangent of a cap of a capsule #length long, radius #r: touches it; moved out by three slacks, misses"() {
        given: 'the cap around (1, 0) faces +x; the tangent at (1 + r, 0) runs along +y, from len/2 before it'
        Capsule capsule = Capsule.of(1 - length, 0, 1, 0, r)
        double slack = CurvedPairs.TOLERANCE * (len + length + 2 * r)

        when:
        RayHit touch = Ray.of(1 + r, -len / 2, 90, len).hit(capsule)
        RayHit off = Ray.of(1 + r + 3 * slack, -len / 2, 90, len).hit(capsule)

        then: 'the grown cap meets the tangent within √(2r·slack) of the touch'
        touch != null
        Math.abs(touch.distance() - len / 2) <= 2 * Math.sqrt(2 * r * slack)
        off == null

        where: 'a ray shorter than the capsule is wide, and a long one'
        length | r  | len
        1      | 2  | 2
        0.5    | 3  | 4
        0      | 10 | 2
        4      | 1  | 20
    }

    /**
     * The tangent of the circle (cx, cy, r) at Q = c + r·n: a ray along it from `before` back
     * touches the wall at Q, and the same ray moved out along n by three slacks misses.
     */
    static void tangentTouches(Shape wall, double cx, double cy, double r, double nx, double ny, double wallSize,
            Random random, String what) {
        double tx = -ny
        double ty = nx
        double before = r * (0.05 + 2 * random.nextDouble())
        double len = before + r * (0.05 + 2 * random.nextDouble()) // often shorter than the wall is wide
        double slack = CurvedPairs.TOLERANCE * (len + wallSize)
        double dir = Math.toDegrees(Math.atan2(ty, tx))
        double qx = cx + r * nx
        double qy = cy + r * ny
        RayHit touch = Ray.of(qx - before * tx, qy - before * ty, dir, len).hit(wall)
        assert touch != null: "$what: its tangent at ($qx, $qy) misses $wall"
        // the grown curve meets the tangent within √(2r·slack) of Q
        double near = 2 * Math.sqrt(2 * r * slack) + 1e-9 * len
        assert Math.abs(touch.distance() - before) <= near: "$what: the tangent touches at ${touch.distance()}, not $before"
        double gap = 3 * slack
        RayHit off = Ray.of(qx + gap * nx - before * tx, qy + gap * ny - before * ty, dir, len).hit(wall)
        assert off == null: "$what: its tangent moved out by three slacks hits at ${off?.distance()}: $wall"
    }
}
