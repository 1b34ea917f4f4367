package io.hantei.geom

import spock.lang.Specification

import java.math.MathContext

/**
 * Line of sight and ray casts (docs/geometry.md §23): walls are closed, so grazing a corner,
 * running along an edge, or starting or ending on a wall blocks the view; exact for straight
 * walls, circles and capsules, within 1e-11 of the sizes for ellipses and fans.
 */
class SightSpec extends Specification {

    static final double TINY = Double.MIN_VALUE       // the ulp beside 0
    static final double GAP = 1e-6

    static Polygon square(double x, double y, double size) {
        Polygon.of([x, x + size, x + size, x] as double[], [y, y, y + size, y + size] as double[])
    }

    static boolean clear(double ax, double ay, double bx, double by, List<Shape> walls) {
        Sight.lineOfSight(ax, ay, bx, by, walls)
    }

    def "#what: #expected"() {
        expect:
        clear(ax, ay, bx, by, walls) == expected
        clear(bx, by, ax, ay, walls) == expected   // the same line, looked at from the other end

        where:
        what                                             | ax  | ay | bx                    | by                   | walls                           || expected
        'no walls'                                       | 0   | 0  | 100                   | 100                  | []                              || true
        'a line past a wall'                             | -5  | -5 | 15                    | -5                   | [square(0, 0, 10)]              || true
        'a line through a wall'                          | -5  | 5  | 15                    | 5                    | [square(0, 0, 10)]              || false
        'grazing a corner'                               | -1  | 1  | 1                     | -1                   | [square(0, 0, 10)]              || false
        'passing the corner by less than an ulp'         | -1  | 1  | 1                     | Math.nextDown(-1d)   | [square(0, 0, 10)]              || true
        'along an edge'                                  | -5  | 0  | 15                    | 0                    | [square(0, 0, 10)]              || false
        'parallel to the edge, the ulp beside'           | -5  | -TINY | 15                 | -TINY                | [square(0, 0, 10)]              || true
        'ending on the wall'                             | -5  | 5  | 0                     | 5                    | [square(0, 0, 10)]              || false
        'ending the ulp before it'                       | -5  | 5  | -TINY                 | 5                    | [square(0, 0, 10)]              || true
        'ending inside the wall'                         | -5  | 5  | 5                     | 5                    | [square(0, 0, 10)]              || false
        'a point (A = B) inside a wall'                  | 5   | 5  | 5                     | 5                    | [square(0, 0, 10)]              || false
        'a point on a wall\'s edge'                      | 10  | 5  | 10                    | 5                    | [square(0, 0, 10)]              || false
        'a point outside every wall'                     | 11  | 5  | 11                    | 5                    | [square(0, 0, 10)]              || true
        'crossing a segment wall'                        | 0   | 0  | 10                    | 10                   | [Segment.of(0, 10, 10, 0)]      || false
        'collinear with a segment wall, overlapping'     | 0   | 0  | 6                     | 0                    | [Segment.of(4, 0, 10, 0)]       || false
        'collinear with a segment wall, apart'           | 0   | 0  | 4                     | 0                    | [Segment.of(4 + Math.ulp(4d), 0, 10, 0)] || true
        'parallel to a segment wall'                     | 0   | 0  | 10                    | 0                    | [Segment.of(0, 1, 10, 1)]       || true
        'through the gap of a polyline'                  | 5   | -5 | 5                     | 15                   | [Polyline.of([0, 4] as double[], [5, 5] as double[]), Polyline.of([6, 10] as double[], [5, 5] as double[])] || true
        'into a room\'s notch'                           | 20  | 20 | 6                     | 6                    | [room()]                        || true
        'grazing the room\'s two outer corners of the notch' | 15 | 0 | 0                    | 15                   | [room()]                        || false
        'the ulp outside them'                           | 15  | Math.ulp(15d) | Math.ulp(15d) | 15          | [room()]                        || true
        'a Rect wall, grazed'                            | -1  | 1  | 1                     | -1                   | [Rect.of(0, 0, 10, 10)]         || false
        'a rect turned by 90°, grazed'                   | -1  | 1  | 1                     | -1                   | [RotatedRect.of(5, 5, 10, 10, 90)] || false
        'a circle, tangent'                              | -10 | 5  | 10                    | 5                    | [Circle.of(0, 0, 5)]            || false
        'a circle, the ulp beside the tangent'           | -10 | 5 + Math.ulp(5d) | 10      | 5 + Math.ulp(5d)     | [Circle.of(0, 0, 5)]            || true
        'a capsule, tangent'                             | -10 | 2  | 10                    | 2                    | [Capsule.of(0, 0, 0, -10, 2)]   || false
        'a capsule, the ulp beside'                      | -10 | 2 + Math.ulp(2d) | 10      | 2 + Math.ulp(2d)     | [Capsule.of(0, 0, 0, -10, 2)]   || true
        'an ellipse, tangent'                            | -10 | 2  | 10                    | 2                    | [Ellipse.of(0, 0, 10, 4, 0)]    || false
        'an ellipse, just beside'                        | -10 | 2 + GAP | 10               | 2 + GAP              | [Ellipse.of(0, 0, 10, 4, 0)]    || true
        'a fan wall, touched at its tip'                 | 10  | -5 | 10                    | 5                    | [Fan.of(0, 0, 0, 60, 10)]       || false
        'a fan wall, just beyond its tip'                | 10 + GAP | -5 | 10 + GAP        | 5                    | [Fan.of(0, 0, 0, 60, 10)]       || true
        'the second of two walls blocks'                 | -5  | 5  | 25                    | 5                    | [square(0, 20, 5), square(10, 0, 10)] || false
    }

    def "huge coordinates keep the ulp: grazing a corner at 1e15 blocks, the next double beside does not"() {
        given:
        double o = 1e15
        def wall = [square(o, o, 1000)]

        expect:
        !clear(o - 8, o + 8, o + 8, o - 8, wall)
        clear(o - 8, o + 8, o + 8, Math.nextDown(o - 8), wall)
    }

    static Polygon room() {
        Polygon.of([0, 10, 10, 5, 5, 0] as double[], [0, 0, 5, 5, 10, 10] as double[])
    }

    def "a fan sees a point when it holds it and nothing stands between"() {
        given:
        def guard = Fan.of(0, 0, 0, 90, 100)
        def pillar = [square(20, -5, 10)]

        expect:
        guard.sees(50, 20, pillar)                 // in the open
        !guard.sees(50, 0, pillar)                 // behind the pillar
        !guard.sees(-10, 0, pillar)                // outside the fan
        !guard.sees(25, 0, pillar)                 // inside the pillar
        guard.sees(new Vec2(50, 20), pillar)
        !guard.sees(new Vec2(50, 0), pillar)
    }

    def "bad input names the argument"() {
        when:
        call()

        then:
        def e = thrown(expected)
        e.message == message

        where:
        call                                                                 || expected                  | message
        ({ -> Sight.lineOfSight(Double.NaN, 0, 1, 1, []) })                  || IllegalArgumentException  | 'lineOfSight: from x must be a finite number but was NaN'
        ({ -> Sight.lineOfSight(0, 0, 1, Double.POSITIVE_INFINITY, []) })    || IllegalArgumentException  | 'lineOfSight: to y must be a finite number but was Infinity'
        ({ -> Sight.lineOfSight(0, 0, 1, 1, null) })                         || NullPointerException      | 'lineOfSight: walls must not be null'
        ({ -> Sight.lineOfSight(0, 0, 1, 1, [null]) })                       || NullPointerException      | 'walls must not hold null'
        ({ -> Sight.lineOfSight(0, 0, 1, 1, ['door']) })                     || IllegalArgumentException  | 'walls must hold shapes but held String door'
        ({ -> Sight.rayCast(0, 0, 0, 1, [7]) })                              || IllegalArgumentException  | 'walls must hold shapes but held Integer 7'
        ({ -> Sight.rayCast(0, 0, 0, -1, []) })                              || IllegalArgumentException  | 'rayCast: len must be >= 0 but was -1.0'
        ({ -> Sight.rayCast(0, 0, Double.NaN, 1, []) })                      || IllegalArgumentException  | 'rayCast: dir must be a finite number but was NaN'
    }

    // ---- ray casts ----

    def "ray cast #what"() {
        when:
        RayHit hit = Sight.rayCast(x, y, dir, len, walls)

        then:
        (hit == null) == (distance == null)
        hit == null || hit.wall().is(walls[wallIndex])
        // straight walls: the exact distance rounded; curved ones: within the rounding of doubles
        double within = walls.every { it instanceof Polygon || it instanceof Segment } ? 0 : 1e-12
        hit == null || Math.abs(hit.distance() - distance) <= within && Math.abs(hit.x() - hx) <= within
                && Math.abs(hit.y() - hy) <= within

        where:
        what                                     | x   | y   | dir | len    | walls                                   || distance | hx   | hy   | wallIndex
        'into a square'                          | -5  | 5   | 0   | 20     | [square(0, 0, 10)]                      || 5        | 0    | 5    | 0
        'downwards (90° is +y)'                  | 5   | -5  | 90  | 20     | [square(0, 0, 10)]                      || 5        | 5    | 0    | 0
        'along an edge, to its corner'           | -5  | 0   | 0   | 20     | [square(0, 0, 10)]                      || 5        | 0    | 0    | 0
        'from inside: 0'                         | 5   | 5   | 0   | 20     | [square(0, 0, 10)]                      || 0        | 5    | 5    | 0
        'from the edge: 0'                       | 0   | 5   | 180 | 20     | [square(0, 0, 10)]                      || 0        | 0    | 5    | 0
        'exactly long enough'                    | -5  | 5   | 0   | 5      | [square(0, 0, 10)]                      || 5        | 0    | 5    | 0
        'an ulp too short'                       | -5  | 5   | 0   | Math.nextDown(5d) | [square(0, 0, 10)]           || null     | null | null | 0
        'away from the wall'                     | -5  | 5   | 180 | 20     | [square(0, 0, 10)]                      || null     | null | null | 0
        'the nearer of two walls'                | -5  | 5   | 0   | 50     | [square(20, 0, 10), square(0, 0, 10)]   || 5        | 0    | 5    | 1
        'a tie goes to the wall given first'     | -5  | 5   | 0   | 50     | [Segment.of(0, 0, 0, 10), square(0, 0, 10)] || 5    | 0    | 5    | 0
        'a segment end on the ray'               | 0   | 0   | 0   | 50     | [Segment.of(7, 0, 9, 4)]                || 7        | 7    | 0    | 0
        'a segment end on the ray, from below'   | 0   | 0   | 0   | 50     | [Segment.of(7, 0, 9, -4)]               || 7        | 7    | 0    | 0
        'a segment\'s last end on the ray'       | 0   | 0   | 0   | 50     | [Segment.of(9, -4, 7, 0)]               || 7        | 7    | 0    | 0
        'a wall at the end of a ray 1e-300 long' | 0   | 0   | 0   | 1e-300 | [Segment.of(1e-300, -1, 1e-300, 1)]     || 1e-300   | 1e-300 | 0  | 0
        'a collinear segment'                    | 0   | 0   | 0   | 50     | [Segment.of(12, 0, 9, 0)]               || 9        | 9    | 0    | 0
        'a circle'                               | -10 | 0   | 0   | 20     | [Circle.of(0, 0, 5)]                    || 5        | -5   | 0    | 0
        'an ellipse'                             | -10 | 0   | 0   | 20     | [Ellipse.of(0, 0, 10, 4, 0)]            || 5        | -5   | 0    | 0
        'an ellipse turned by 90°'               | 0   | -10 | 90  | 20     | [Ellipse.of(0, 0, 10, 4, 90)]           || 5        | 0    | -5   | 0
        'a capsule\'s side'                      | 0   | -10 | 90  | 20     | [Capsule.of(-5, 0, 5, 0, 2)]            || 8        | 0    | -2   | 0
        'a capsule\'s cap'                       | -10 | 0   | 0   | 20     | [Capsule.of(-5, 0, 5, 0, 2)]            || 3        | -7   | 0    | 0
        'a turned capsule\'s side'               | 1   | 10  | Math.toDegrees(Math.atan2(-0.6, 0.8)) | 20 | [Capsule.of(2, 3, 8, 11, 1)] || 4 | 4.2 | 7.6 | 0
        'a turned capsule\'s other side'         | 9   | 4   | Math.toDegrees(Math.atan2(0.6, -0.8)) | 20 | [Capsule.of(2, 3, 8, 11, 1)] || 4 | 5.8 | 6.4 | 0
        'a circle, tangent'                      | -10 | 5   | 0   | 20     | [Circle.of(0, 0, 5)]                    || 10       | 0    | 5    | 0
        'a collinear segment from the ray\'s end' | 0  | 0   | 0   | 9      | [Segment.of(12, 0, 9, 0)]               || 9        | 9    | 0    | 0
        'a segment crossed at the ray\'s end'    | 0   | 0   | 0   | 10     | [Segment.of(10, -5, 10, 5)]             || 10       | 10   | 0    | 0
        'the nearer of two edges 1e-11 apart'    | 0   | 0   | 0   | 20     | [Polyline.of([4, 6 + 2e-11, 5, 5] as double[], [1, -1, -1, 1] as double[])] || 5 | 5 | 0 | 0
        'a fan\'s arc'                           | 20  | 0   | 180 | 20     | [Fan.of(0, 0, 0, 90, 10)]               || 10       | 10   | 0    | 0
        'a fan\'s apex, head on'                 | -10 | 0   | 0   | 20     | [Fan.of(0, 0, 0, 90, 10)]               || 10       | 0    | 0    | 0
        'a full fan is its disc'                 | -10 | 0   | 0   | 20     | [Fan.of(0, 0, 0, 360, 4)]               || 6        | -4   | 0    | 0
        'a fan\'s last side'                     | 5   | 10  | 270 | 20     | [Fan.of(0, 0, 0, 90, 10)]               || 5        | 5    | 5    | 0
        'a fan\'s arc, tangent'                  | -10 | 10  | 0   | 20     | [Fan.of(0, 0, 90, 90, 10)]              || 10       | 0    | 10   | 0
        'beside a fan\'s arc, inside its box'    | -10 | 13  | Math.toDegrees(Math.atan2(-4, 20)) | 21 | [Fan.of(0, 0, 90, 90, 10)] || null | null | null | 0
    }

    def "the distance to a straight wall is the exact one rounded: a ray at #dir° meets the line x = 10 at 10 / cos"() {
        given:
        def ray = Ray.of(0, 0, dir, 1000)
        def wall = Segment.of(10, -1e4, 10, 1e4)
        // the ray is start + t·d with d = (cos, sin) rounded; it meets x = 10 at t = 10 / d.x exactly
        double expected = new BigDecimal(10).divide(new BigDecimal(ray.dx()), new MathContext(40)).doubleValue()

        expect:
        ray.hit(wall).distance() == expected

        where:
        dir << [0, 10, 30, 45, -60, 89]
    }

    def "a short ray grazing a big circle within the slack of the sizes (1e-11 of its length plus the wall's diameter) touches it; three slacks off, not"() {
        given: 'a circle of radius 1e6: its diameter makes the slack 2e-5'
        Circle wall = Circle.of(0, 0, 1e6)

        expect:
        Ray.of(-5, 1e6 + 1e-5, 0, 10).hit(wall) != null
        Ray.of(-5, 1e6 + 1e-4, 0, 10).hit(wall) == null
    }

    def "a ray keeps its direction as given; a hit tells its point and reads as text; lineOfSight takes two Vec2"() {
        expect:
        Ray.of(1, 2, 30, 5).dirDegrees() == 30
        Sight.lineOfSight(new Vec2(0, 0), new Vec2(10, 0), [Circle.of(5, 0, 1)]) == false
        Sight.lineOfSight(new Vec2(0, 0), new Vec2(10, 0), [Circle.of(5, 5, 1)])
        RayHit hit = Ray.of(0, 0, 0, 10).hit(Segment.of(4, -1, 4, 1).named('door'))
        hit.point() == new Vec2(4, 0)
        hit.toString() == "RayHit[4 along, at (4, 0), 'door']"
        Ray.of(0, 0, 0, 10).hit(Segment.of(4, -1, 4, 1)).toString() == 'RayHit[4 along, at (4, 0), Segment[(4, -1) to (4, 1)]]'
    }

    def "a fan's straight side is met where the ray crosses it"() {
        when:
        RayHit hit = Sight.rayCast(5, -10, 90, 20, [Fan.of(0, 0, 0, 90, 10)])

        then:
        Math.abs(hit.distance() - 5) < 1e-12
        Math.abs(hit.y() + 5) < 1e-12
    }

    /**
     * On seeded rays against seeded straight walls, the ray cast agrees with line of sight: the
     * segment to a little before the hit is clear, the one a little past it is blocked, and a
     * ray that hits nothing has a clear line to its end.
     */
    def "ray casts agree with line of sight on #n seeded rays"() {
        given:
        def random = new Random(1515)
        List<String> wrong = []
        int hits = 0

        when:
        n.times {
            List<Shape> walls = (1..6).collect { randomStraightWall(random) }
            double x = random.nextInt(60)
            double y = random.nextInt(60)
            double dir = random.nextInt(360)
            double len = 10 + random.nextInt(50)
            def ray = Ray.of(x, y, dir, len)
            RayHit hit = ray.firstHit(walls)
            if (hit == null) {
                Vec2 end = ray.end()
                if (!Sight.lineOfSight(x, y, end.x(), end.y(), walls)) {
                    wrong << "no hit but blocked: $ray.x, $ray.y, $dir, $len, $walls"
                }
            } else if (hit.distance() > 1e-6) {
                hits++
                double t = hit.distance()
                if (!Sight.lineOfSight(x, y, x + (t - 1e-6) * ray.dx(), y + (t - 1e-6) * ray.dy(), walls)) {
                    wrong << "blocked before the hit: $x, $y, $dir, $len, $walls, $hit"
                }
                if (Sight.lineOfSight(x, y, x + (t + 1e-6) * ray.dx(), y + (t + 1e-6) * ray.dy(), [hit.wall()])) {
                    wrong << "clear past the hit: $x, $y, $dir, $len, $walls, $hit"
                }
            }
        }

        then:
        wrong.isEmpty()
        hits > n / 8

        where:
        n = 3000
    }

    def "the exact distance is rounded once, to the nearest double: Exact.quotient agrees with BigDecimal on #n seeded fractions"() {
        given:
        def random = new Random(1517)
        List<String> wrong = []

        when:
        n.times {
            def num = new BigDecimal(Math.abs(random.nextGaussian()) * Math.pow(2, random.nextInt(80) - 40))
                    .multiply(new BigDecimal(random.nextDouble()))
            def den = new BigDecimal(random.nextDouble() + Double.MIN_NORMAL).multiply(new BigDecimal(1 + random.nextInt(1000)))
            double expected = num.divide(den, new MathContext(60)).doubleValue()
            if (Exact.quotient(num, den) != expected) {
                wrong << "$num / $den"
            }
        }

        then:
        wrong.isEmpty()
        Exact.quotient(BigDecimal.ZERO, BigDecimal.ONE) == 0
        Exact.quotient(BigDecimal.ONE, new BigDecimal(3)) == 1 / 3d
        Exact.quotient(new BigDecimal(10), new BigDecimal(4)) == 2.5d

        where:
        n = 5000
    }

    static Shape randomStraightWall(Random r) {
        double x = r.nextInt(60)
        double y = r.nextInt(60)
        switch (r.nextInt(4)) {
            case 0: return Rect.of(x, y, 1 + r.nextInt(10), 1 + r.nextInt(10))
            case 1: return Segment.of(x, y, x + r.nextInt(21) - 10, y + r.nextInt(21) - 10)
            case 2: return Polyline.of([x, x + 5, x + r.nextInt(11)] as double[], [y, y + r.nextInt(11), y + 8] as double[])
            default: return Polygon.of([x, x + 8, x + 4, x + 8, x] as double[], [y, y, y + 4, y + 8, y + 8] as double[])
        }
    }
}
