package io.hantei.geom

import spock.lang.Specification

/**
 * A scene made 2^p times larger is the same scene: every answer the same, every distance 2^p
 * times as long (docs/geometry.md §1). Doubles scale exactly by powers of two, so a difference can
 * only come from a square or a product that overflows or vanishes at the scene's size; curved
 * walls, whose tests square lengths, are where that happened (rays against circles, ellipses and
 * fans' arcs, a segment against a fan). Walls of every curved kind and a turned rect, queried by
 * segments, rays, points and each other.
 */
class ScaleInvarianceSpec extends Specification {

    /** The walls of a scene of twelve seeded numbers, at scale s. */
    static List<Shape> walls(List<Double> v, double angle, double range, double s) {
        [Ellipse.of(v[0] * s, v[1] * s, (1 + Math.abs(v[2])) * s, (1 + Math.abs(v[3])) * s, angle),
         Fan.of(v[4] * s, v[5] * s, angle, range, (1 + Math.abs(v[6])) * s),
         Circle.of(v[7] * s, v[8] * s, (1 + Math.abs(v[9])) * s),
         Capsule.of(v[10] * s, v[11] * s, v[0] * s, v[4] * s, (1 + Math.abs(v[2])) * s / 4),
         RotatedRect.of(v[1] * s, v[5] * s, (1 + Math.abs(v[6])) * s, (1 + Math.abs(v[3])) * s, angle)]
    }

    /** Every answer of the scene at scale s, distances divided by s. */
    static List<Object> answers(List<Double> v, List<Double> q, double angle, double range, double dir, double s) {
        List<Shape> w = walls(v, angle, range, s)
        Segment segment = Segment.of(q[0] * s, q[1] * s, q[2] * s, q[3] * s)
        Ray ray = Ray.of(q[0] * s, q[1] * s, dir, 150 * s)
        List<Object> out = []
        w.each { Shape a ->
            out << segment.overlaps(a)
            out << a.contains(q[2] * s, q[3] * s)
            RayHit hit = ray.hit(a)
            out << (hit == null ? null : hit.distance() / s)
            w.each { Shape b -> out << (a.is(b) ? null : Overlaps.test(a, b)) }
        }
        out
    }

    def "#trials seeded scenes give the same answers at 2^#power times their size"() {
        given:
        Random random = new Random(4242 + power)
        double k = Math.scalb(1d, power)
        List<String> wrong = []
        int touching = 0
        int hits = 0

        when:
        trials.times {
            List<Double> v = (0..<12).collect { 100 * random.nextDouble() - 50 }
            List<Double> q = (0..<4).collect { 100 * random.nextDouble() - 50 }
            double angle = 360 * random.nextDouble()
            double range = [30, 90, 179, 200, 300, 360][random.nextInt(6)]
            double dir = 360 * random.nextDouble()
            List<Object> one = answers(v, q, angle, range, dir, 1)
            List<Object> scaled = answers(v, q, angle, range, dir, k)
            boolean same = one.size() == scaled.size() && (0..<one.size()).every { int i ->
                one[i] instanceof Double ? scaled[i] instanceof Double && Math.abs(scaled[i] - one[i]) <= 1e-12 * one[i]
                        : one[i] == scaled[i]
            }
            if (!same) {
                wrong << "scene $v, query $q, angle $angle, range $range, dir $dir: at 1 $one, at 2^$power $scaled"
            }
            touching += one.count { it == true }
            hits += one.count { it instanceof Double }
        }

        then: 'the scenes are not empty: many answers say yes, many rays hit'
        wrong.take(3) == []
        touching > trials * 5
        hits > trials / 2

        where:
        trials | power
        400    | -1000
        400    | -600
        400    | -540
        400    | 540
        400    | 600
        400    | 900
    }
}
