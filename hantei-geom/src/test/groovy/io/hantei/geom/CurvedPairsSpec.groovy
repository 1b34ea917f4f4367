package io.hantei.geom

import spock.lang.Specification

/**
 * The curved pairs (docs/geometry.md §13) at their promise: shapes built to touch at a known
 * point, then moved into each other or apart by a known gap, overlap when they touch or go into
 * each other, and are told apart at a gap of three slacks (a slack is 1e-11 of the sum of the
 * diagonals of their boxes). Each scene is built from the geometry alone (a point of an ellipse's rim at a
 * parameter, its normal, a line that separates them at a known distance), never by the code it
 * checks, on turned ellipses of many aspects, sizes and places. The rim's nearest point
 * ({@code CurvedPairs.nearest}) is checked on its own against the rim's equation and its normal.
 */
class CurvedPairsSpec extends Specification {

    /** Gaps in units of the pair's slack, and whether the pair must overlap at that gap. */
    static final List<List> GAPS = [[-2d, true], [-0.5d, true], [0d, true], [0.001d, true], [3d, false]]

    /** An ellipse with a point of its rim, the outward unit normal there and a size. */
    static class Rim {
        Ellipse e
        double px, py, nx, ny

        double size() { Math.max(e.width(), e.height()) }

        /** The point at distance k beyond the rim along the normal (inside for k < 0). */
        double x(double k) { px + k * nx }

        double y(double k) { py + k * ny }

        /** The unit tangent: the normal turned a quarter. */
        double tx() { -ny }

        double ty() { nx }

        /** The direction of -n in degrees. */
        double inward() { Math.toDegrees(Math.atan2(-ny, -nx)) }
    }

    static Rim rim(Random random) {
        double size = Math.scalb(1d, random.nextInt(21) - 10)
        double far = random.nextInt(4) == 0 ? 100 * size : size
        double w = size * (0.2 + random.nextDouble() * 2)
        double h = random.nextInt(5) == 0 ? w : size * (0.2 + random.nextDouble() * 2)
        double angle = random.nextInt(4) == 0 ? 90 * random.nextInt(4) : 360 * random.nextDouble()
        double cx = far * (random.nextDouble() * 2 - 1)
        double cy = far * (random.nextDouble() * 2 - 1)
        Ellipse e = Ellipse.of(cx, cy, w, h, angle)
        double t = random.nextInt(6) == 0 ? Math.PI / 2 * random.nextInt(4) : 2 * Math.PI * random.nextDouble()
        rimAt(e, t)
    }

    /** The rim point at parameter t (frame u = a cos t, v = b sin t) and its normal ∝ (cos t / a, sin t / b). */
    static Rim rimAt(Ellipse e, double t) {
        double a = e.width() / 2
        double b = e.height() / 2
        double u = a * Math.cos(t)
        double v = b * Math.sin(t)
        double mu = Math.cos(t) / a
        double mv = Math.sin(t) / b
        double m = Math.hypot(mu, mv)
        double c = e.cos()
        double s = e.sin()
        new Rim(e: e, px: e.centerX() + c * u - s * v, py: e.centerY() + s * u + c * v,
                nx: (c * mu - s * mv) / m, ny: (s * mu + c * mv) / m)
    }

    /** 1e-11 of the sum of the diagonals of the two boxes, computed here. */
    static double slack(Shape a, Shape b) {
        1e-11 * (Math.hypot(a.bounds().width(), a.bounds().height()) + Math.hypot(b.bounds().width(), b.bounds().height()))
    }

    /**
     * Builds the other shape at a gap of 0 to learn the slack, then at each gap of {@link #GAPS},
     * and checks both orders of the pair. Answers the number of pairs checked.
     */
    static int check(Shape fixed, String what, Closure<Shape> atGap) {
        double unit = slack(fixed, atGap(0d))
        int n = 0
        for (List g : GAPS) {
            double gap = (double) g[0] * unit
            Shape other = atGap(gap)
            boolean expected = g[1]
            assert fixed.overlaps(other) == expected: "$what at a gap of ${g[0]} slack: $fixed and $other"
            assert other.overlaps(fixed) == expected: "$what at a gap of ${g[0]} slack, asked the other way: $other and $fixed"
            n++
        }
        n
    }

    def "an ellipse and a disc on its normal: #trials seeded scenes"() {
        given:
        Random random = new Random(131)

        expect:
        trials.times {
            Rim r = rim(random)
            double radius = r.size() * (0.01 + random.nextDouble())
            check(r.e, 'a disc on the normal') { double gap -> Circle.of(r.x(radius + gap), r.y(radius + gap), radius) }
        }

        where:
        trials = 2000
    }

    def "an ellipse and a segment, a polyline, a polygon and a capsule along its tangent: #trials seeded scenes"() {
        given:
        Random random = new Random(132)

        expect:
        trials.times {
            Rim r = rim(random)
            double before = r.size() * (0.05 + random.nextDouble())
            double after = r.size() * (0.05 + random.nextDouble())
            double radius = r.size() * (0.01 + random.nextDouble())
            // the line through the point at the gap along the normal, parallel to the tangent: a supporting line moved by the gap
            Closure<double[]> ends = { double k ->
                [r.x(k) - before * r.tx(), r.y(k) - before * r.ty(), r.x(k) + after * r.tx(), r.y(k) + after * r.ty()] as double[]
            }
            check(r.e, 'a segment along the tangent') { double gap -> double[] q = ends(gap); Segment.of(q[0], q[1], q[2], q[3]) }
            check(r.e, 'a polyline along the tangent') { double gap ->
                double[] q = ends(gap)
                Polyline.of([q[0], q[2], r.x(gap + radius) + after * r.tx()] as double[], [q[1], q[3], r.y(gap + radius) + after * r.ty()] as double[])
            }
            check(r.e, 'a triangle with an edge along the tangent') { double gap ->
                double[] q = ends(gap)
                Polygon.of([q[0], q[2], r.x(gap + radius)] as double[], [q[1], q[3], r.y(gap + radius)] as double[])
            }
            check(r.e, 'a capsule along the tangent') { double gap ->
                double[] q = ends(gap + radius)
                Capsule.of(q[0], q[1], q[2], q[3], radius)
            }
        }

        where:
        trials = 1000
    }

    def "an ellipse and a segment or a capsule along its normal, nearest at an end: #trials seeded scenes"() {
        given:
        Random random = new Random(133)

        expect:
        trials.times {
            Rim r = rim(random)
            double length = r.size() * (0.05 + random.nextDouble())
            double radius = random.nextInt(5) == 0 ? 0d : r.size() * (0.01 + random.nextDouble())
            check(r.e, 'a segment along the normal') { double gap -> Segment.of(r.x(gap), r.y(gap), r.x(gap + length), r.y(gap + length)) }
            check(r.e, 'a capsule along the normal') { double gap ->
                Capsule.of(r.x(gap + radius), r.y(gap + radius), r.x(gap + radius + length), r.y(gap + radius + length), radius)
            }
        }

        where:
        trials = 1000
    }

    def "two ellipses with their rims touching, normals opposed: #trials seeded scenes"() {
        given:
        Random random = new Random(134)

        expect:
        trials.times {
            Rim r = rim(random)
            double w2 = r.size() * (0.1 + 2 * random.nextDouble())
            double h2 = r.size() * (0.1 + 2 * random.nextDouble())
            double angle2 = 360 * random.nextDouble()
            Ellipse shape = Ellipse.of(0, 0, w2, h2, angle2)
            // the parameter where the second ellipse's normal is -n: (cos t / a2, sin t / b2) ∝ its frame's -n
            double mu = -(shape.cos() * r.nx + shape.sin() * r.ny)
            double mv = -(shape.cos() * r.ny - shape.sin() * r.nx)
            double t = Math.atan2(mv * h2 / 2, mu * w2 / 2)
            Rim touching = rimAt(shape, t)
            check(r.e, 'a second ellipse') { double gap ->
                Ellipse.of(r.x(gap) - touching.px, r.y(gap) - touching.py, w2, h2, angle2)
            }
        }

        where:
        trials = 1000
    }

    def "an ellipse and a fan whose apex lies on its normal, pointing at it: #trials seeded scenes"() {
        given:
        Random random = new Random(135)

        expect:
        trials.times {
            Rim r = rim(random)
            double len = r.size() * (0.05 + 2 * random.nextDouble())
            double range = [0d, 360d, 180d, 1 + 178 * random.nextDouble(), 181 + 178 * random.nextDouble()][random.nextInt(5)]
            // the direction towards the rim, off the middle by up to 0.45 of the opening
            double dir = r.inward() + (range >= 360 ? 360 * random.nextDouble() : range * 0.9 * (random.nextDouble() - 0.5))
            check(r.e, "a fan of ${range}° on the normal") { double gap -> Fan.of(r.x(len + gap), r.y(len + gap), dir, range, len) }
        }

        where:
        trials = 1500
    }

    def "an ellipse and a fan whose corner lies on its normal, its opening turned away: #trials seeded scenes"() {
        given:
        Random random = new Random(136)

        expect:
        trials.times {
            Rim r = rim(random)
            double len = r.size() * (0.2 + 2 * random.nextDouble())
            double turn = (2 + 58 * random.nextDouble()) * (random.nextBoolean() ? 1 : -1)
            double range = 5 + 120 * random.nextDouble()
            // a boundary ray at `turn` from the inward normal, ending at the corner C = p + gap·n; the
            // opening turns further from the normal. Then the whole sector lies on C's side of the
            // line through C along the tangent, and the ellipse on the other side of the tangent at p:
            // the gap between them is the gap, met at C.
            double ray = Math.toRadians(r.inward() + turn)
            double rx = Math.cos(ray)
            double ry = Math.sin(ray)
            double dir = r.inward() + turn + Math.signum(turn) * range / 2
            check(r.e, "a fan of ${range}° with its corner on the normal") { double gap ->
                Fan.of(r.x(gap) - len * rx, r.y(gap) - len * ry, dir, range, len)
            }
        }

        where:
        trials = 1500
    }

    def "a fan and a segment across its middle ray, a polyline and a capsule beside it: #trials seeded scenes"() {
        given:
        Random random = new Random(137)

        expect:
        trials.times {
            double size = Math.scalb(1d, random.nextInt(21) - 10)
            double far = random.nextInt(4) == 0 ? 100 * size : 0
            double ax = far * random.nextDouble()
            double ay = -far * random.nextDouble()
            double len = size * (0.5 + random.nextDouble())
            double range = [360d, 180d, 1 + 178 * random.nextDouble(), 181 + 178 * random.nextDouble(), 0d][random.nextInt(5)]
            Fan fan = Fan.of(ax, ay, 360 * random.nextDouble(), range, len)
            double ux = fan.dirX()
            double uy = fan.dirY()
            // across the middle ray, square to it: its nearest point to the apex lies on the ray
            double before = len * (0.3 + random.nextDouble())
            double after = len * (0.3 + random.nextDouble())
            double radius = random.nextInt(5) == 0 ? 0d : len * random.nextDouble()
            Closure<double[]> across = { double k ->
                [ax + k * ux + before * uy, ay + k * uy - before * ux, ax + k * ux - after * uy, ay + k * uy + after * ux] as double[]
            }
            check(fan, "a segment across the middle of a ${range}° fan") { double gap -> double[] q = across(len + gap); Segment.of(q[0], q[1], q[2], q[3]) }
            check(fan, "a polyline across the middle of a ${range}° fan") { double gap ->
                double[] q = across(len + gap)
                Polyline.of([q[0], q[2], q[2] + len * ux] as double[], [q[1], q[3], q[3] + len * uy] as double[])
            }
            boolean reversed = random.nextBoolean() // either long side of the capsule may be the near one
            check(fan, "a capsule across the middle of a ${range}° fan") { double gap ->
                double[] q = across(len + radius + gap)
                reversed ? Capsule.of(q[2], q[3], q[0], q[1], radius) : Capsule.of(q[0], q[1], q[2], q[3], radius)
            }
        }

        where:
        trials = 1500
    }

    def "a fan and a segment that crosses a boundary ray, receding inside the opening: #trials seeded scenes"() {
        given:
        Random random = new Random(138)

        expect:
        trials.times {
            double size = Math.scalb(1d, random.nextInt(21) - 10)
            double ax = random.nextInt(4) == 0 ? 100 * size : 0
            double ay = 0
            double len = size * (0.5 + random.nextDouble())
            double range = 5 + 170 * random.nextDouble()
            Fan fan = Fan.of(ax, ay, 360 * random.nextDouble(), range, len)
            boolean first = random.nextBoolean()
            double rx = first ? fan.firstRayX() : fan.lastRayX()
            double ry = first ? fan.firstRayY() : fan.lastRayY()
            // into the opening from the ray: turned from it towards the middle by 10° .. 80°
            double beta = Math.toRadians(10 + 70 * random.nextDouble()) * (first ? 1 : -1)
            double ix = rx * Math.cos(beta) - ry * Math.sin(beta)
            double iy = rx * Math.sin(beta) + ry * Math.cos(beta)
            double outside = len * (0.1 + random.nextDouble())
            double inside = len * (0.1 + random.nextDouble())
            // it crosses the ray at X, beyond the corner C by gap / sin β: its nearest point to the
            // sector is the foot of C, gap from it (inside the opening it only recedes)
            double beyond = 1 / Math.abs(Math.sin(beta))
            check(fan, "a segment crossing the ${first ? 'first' : 'last'} ray of a ${range}° fan") { double gap ->
                double cx = ax + (len + gap * beyond) * rx
                double cy = ay + (len + gap * beyond) * ry
                Segment.of(cx - outside * ix, cy - outside * iy, cx + inside * ix, cy + inside * iy)
            }
        }

        where:
        trials = 1500
    }

    def "the rim's nearest point lies on the rim, along the normal, and no sampled rim point is nearer: #trials seeded points"() {
        given:
        Random random = new Random(139)

        expect:
        trials.times {
            double e0 = Math.scalb(1 + random.nextDouble(), random.nextInt(9) - 4)
            double e1 = random.nextInt(10) == 0 ? e0 : e0 * (0.01 + 0.99 * random.nextDouble())
            double y0 = random.nextInt(10) == 0 ? 0d : 3 * e0 * random.nextDouble()
            double y1 = random.nextInt(10) == 0 ? 0d : 3 * e0 * random.nextDouble()
            double[] q = CurvedPairs.nearest(e0, e1, y0, y1)
            String where = "nearest($e0, $e1, $y0, $y1) = $q"
            assert q[0] >= 0 && q[1] >= 0: where
            assert Math.abs(q[0] * q[0] / (e0 * e0) + q[1] * q[1] / (e1 * e1) - 1) <= 1e-12: "off the rim: $where"
            // the offset is along the normal (q0/e0², q1/e1²): their cross product vanishes
            double gx = q[0] / (e0 * e0)
            double gy = q[1] / (e1 * e1)
            double ox = y0 - q[0]
            double oy = y1 - q[1]
            assert Math.abs(gx * oy - gy * ox) <= 1e-9 * Math.hypot(gx, gy) * (Math.hypot(ox, oy) + e0): "not along the normal: $where"
            double best = Math.hypot(ox, oy)
            for (int k = 0; k <= 400; k++) {
                double t = Math.PI / 2 * k / 400
                double d = Math.hypot(y0 - e0 * Math.cos(t), y1 - e1 * Math.sin(t))
                assert best <= d + 1e-12 * e0: "the rim point at ${t} is nearer ($d < $best): $where"
            }
        }

        where:
        trials = 3000
    }

    def "a point of the rim is its own nearest point: #trials seeded points, many with the rim's equation exactly 1 in doubles"() {
        given:
        Random random = new Random(140)
        int exact = 0

        expect:
        trials.times {
            double e0 = Math.scalb(1 + random.nextDouble(), random.nextInt(9) - 4)
            double e1 = e0 * (0.01 + 0.99 * random.nextDouble())
            double t = Math.PI / 2 * random.nextDouble()
            double y0 = e0 * Math.cos(t)
            double y1 = e1 * Math.sin(t)
            double z0 = y0 / e0
            double z1 = y1 / e1
            if (z0 * z0 + z1 * z1 - 1 == 0) {
                exact++
            }
            double[] q = CurvedPairs.nearest(e0, e1, y0, y1)
            assert Math.hypot(q[0] - y0, q[1] - y1) <= 1e-15 * e0: "nearest($e0, $e1, $y0, $y1) = $q"
        }
        exact > trials / 10 // the shortcut for a point whose equation is exactly 1 is taken

        where:
        trials = 2000
    }

    def "the nearest point of the rim to the centre: (#e0, #e1) gives #expected"() {
        expect:
        CurvedPairs.nearest(e0, e1, 0, 0) as List == expected

        where:
        e0 | e1 || expected
        2d | 2d || [2d, 0d]      // a circle: any rim point; the end of the first axis
        4d | 2d || [0d, 2d]      // the end of the short axis
    }

    def "a flat ellipse's rim is its long axis: the nearest point of (#y0, #y1) to the axis of half length 4 is (#x, 0)"() {
        expect:
        CurvedPairs.nearest(4, 0, y0, y1) as List == [x, 0d]

        where:
        y0  | y1 || x
        0d  | 0d || 0d
        3d  | 5d || 3d
        4d  | 1d || 4d
        9d  | 2d || 4d
    }

    def "a segment of zero length is its point against a fan: #what"() {
        given:
        Fan fan = Fan.of(0, 0, 30, 60, 10)

        expect:
        fan.overlaps(Segment.of(x, y, x, y)) == expected
        Segment.of(x, y, x, y).overlaps(fan) == expected
        fan.overlaps(Polyline.of([x, x, 2 * x] as double[], [y, y, 2 * y] as double[])) == expected // a repeated vertex, then away from the apex

        where:
        what                                | x                         | y                          || expected
        'inside, on the middle ray'         | 5 * Math.cos(Math.PI / 6) | 5 * Math.sin(Math.PI / 6)  || true
        'at the apex'                       | 0                         | 0                          || true
        'beyond the arc by a tenth of len'  | 11 * Math.cos(Math.PI / 6)| 11 * Math.sin(Math.PI / 6) || false
        'beside the opening'                | 5                         | -1                         || false
    }

    def "a flat ellipse inside a fan along a boundary ray, #gap slacks from it: #what"() {
        // An ellipse 20 long and 2e-10 across lies along the ray (1, 0) of a fan from (0, 0) of
        // length 100. Its nearest point to the apex (the near tip) lies within the slack of that
        // ray, and the ellipse grown by the slack (by far less across, being flat) does not reach
        // the ray: the piece must hold that point, not hand the question to the boundary rays.
        given:
        double h = 2e-10
        Fan fan = Fan.of(0, 0, dir, range, 100)
        double slack = CurvedPairs.slack(Ellipse.of(50, 0, 20, h, 0), fan)
        double off = gap >= 0 ? h / 2 + gap * slack : -(h / 2) + gap * slack
        Ellipse e = Ellipse.of(50, off, 20, h, 0)

        expect:
        fan.contains(50, off) == (gap >= 0)
        fan.overlaps(e) == expected
        e.overlaps(fan) == expected

        where:
        what                                    | dir | range | gap   || expected
        'a quarter fan, touching'               | 45  | 90    | 0     || true
        'a quarter fan, inside by half a slack' | 45  | 90    | 0.5   || true
        'a quarter fan, inside by 0.9 slack'    | 45  | 90    | 0.9   || true
        'a quarter fan, outside by 3.5 slacks'  | 45  | 90    | -3.5  || false
        'a fan of 300°, inside by half a slack' | 150 | 300   | 0.5   || true
        'a fan of 300°, outside by 3.5 slacks'  | 150 | 300   | -3.5  || false
    }
}
