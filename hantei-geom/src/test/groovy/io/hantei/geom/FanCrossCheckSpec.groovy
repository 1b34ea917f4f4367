package io.hantei.geom

import spock.lang.Specification

import java.awt.geom.Arc2D

/**
 * Fan against independent computations of the same set, on thousands of seeded random points:
 * {@link Circle} (a fan of 360° or more is that disc, boundary included), Java2D's
 * {@link Arc2D.Double} of type PIE and a plain atan2 reading of docs/geometry.md §9 (both only away
 * from the boundary, where their rounding cannot matter), and the fan itself at another turn of
 * its direction (the same set, so the same answer everywhere, boundary included). A last
 * feature checks that {@code bounds()} encloses every point the fan contains and is no larger
 * than the true extremes by more than rounding.
 */
class FanCrossCheckSpec extends Specification {

    static final long SEED = 0x4A5E_2026L

    /** The parameters of one random fan. */
    static class Params {
        double ax, ay, dir, range, len

        Fan fan() { Fan.of(ax, ay, dir, range, len) }

        String toString() { "Fan.of($ax, $ay, $dir, $range, $len)" }
    }

    static double uniform(Random rnd, double lo, double hi) { lo + (hi - lo) * rnd.nextDouble() }

    static <T> T pick(Random rnd, List<T> values) { values[rnd.nextInt(values.size())] }

    /** Ranges across 0..400 with the special values mixed in; directions negative and past 360. */
    static Params randomFan(Random rnd) {
        def p = new Params()
        p.len = Math.pow(10, uniform(rnd, -3, 4))
        double far = rnd.nextInt(4) == 0 ? 0 : 1e4
        p.ax = uniform(rnd, -far, far)
        p.ay = uniform(rnd, -far, far)
        switch (rnd.nextInt(5)) {
            case 0: p.dir = 45 * (rnd.nextInt(33) - 16); break
            case 1: p.dir = uniform(rnd, 0, 360); break
            default: p.dir = uniform(rnd, -1000, 1000)
        }
        p.range = rnd.nextInt(10) < 7 ? uniform(rnd, 0, 400)
                : pick(rnd, [0d, 1e-9d, 45d, 90d, 180d, 270d, 359d, 359.999d, 360d, 400d, 1e6d])
        p
    }

    /** A point near the fan: in its bounding square, or at a random distance along a random angle or one in the opening. */
    static double[] randomPointNear(Random rnd, Params p) {
        double r = p.len * uniform(rnd, 0, 1.3)
        double t
        switch (rnd.nextInt(5)) {
            case 0:
            case 1:
                return [p.ax + p.len * uniform(rnd, -1.3, 1.3), p.ay + p.len * uniform(rnd, -1.3, 1.3)] as double[]
            case 2:
                t = uniform(rnd, 0, 360); break
            default:
                double spread = Math.min(p.range, 360) / 2 + 20
                t = p.dir + uniform(rnd, -spread, spread)
        }
        [p.ax + r * Math.cos(Math.toRadians(t)), p.ay + r * Math.sin(Math.toRadians(t))] as double[]
    }

    /**
     * The fan of docs/geometry.md §9 read literally with atan2: inside when |p - apex| <= len and
     * the angle from dir to p - apex, reduced to [-180°, 180°], is at most range/2 in size; the
     * apex is inside and 360° or more is a disc. Returns null when the point is within {@code marginDeg} of a
     * bounding ray or within a relative {@code marginLen} of the rim, where this double-precision
     * reading could be wrong.
     */
    static Boolean atan2Reference(Params p, double x, double y, double marginDeg, double marginLen) {
        double dx = x - p.ax
        double dy = y - p.ay
        if (dx == 0 && dy == 0) {
            return true
        }
        double d = Math.hypot(dx, dy)
        if (Math.abs(d - p.len) <= marginLen * p.len) {
            return null
        }
        if (d > p.len) {
            return false
        }
        if (p.range >= 360) {
            return true
        }
        double off = Math.IEEEremainder(Math.toDegrees(Math.atan2(dy, dx)) - p.dir, 360)
        double half = p.range / 2
        if (Math.abs(Math.abs(off) - half) <= marginDeg) {
            return null
        }
        Math.abs(off) <= half
    }

    /**
     * The same fan as a Java2D pie. Arc2D measures angles counter-clockwise in a y-UP sense: its
     * 0° is +x and its 90° points to -y in Java2D's y-down device space, so its angle θ is our
     * screen angle -θ, and its extent runs counter-clockwise. Our fan spans the screen angles
     * dir - range/2 .. dir + range/2 (clockwise), which are the Arc2D angles
     * -(dir + range/2) .. -(dir - range/2): start -(dir + range/2), extent +range. The frame is
     * the square around the circle.
     */
    static Arc2D.Double pie(Params p) {
        new Arc2D.Double(p.ax - p.len, p.ay - p.len, 2 * p.len, 2 * p.len, -(p.dir + p.range / 2), p.range, Arc2D.PIE)
    }

    def "a fan agrees with a plain atan2 reading of its definition on 20000 seeded random points away from its boundary"() {
        given:
        def rnd = new Random(SEED)
        def mismatches = []
        int compared = 0, inside = 0, total = 0

        when:
        500.times {
            Params p = randomFan(rnd)
            Fan fan = p.fan()
            40.times {
                double[] q = randomPointNear(rnd, p)
                total++
                Boolean expected = atan2Reference(p, q[0], q[1], 1e-9, 1e-12)
                if (expected == null) {
                    return
                }
                compared++
                if (expected) {
                    inside++
                }
                if (fan.contains(q[0], q[1]) != expected) {
                    mismatches << "$p at (${q[0]}, ${q[1]}): expected $expected"
                }
            }
        }

        then: 'no disagreement'
        mismatches.take(10) == []

        and: 'the comparison covered both verdicts and skipped few points'
        compared >= 0.95 * total
        inside >= 0.2 * compared
        compared - inside >= 0.2 * compared
    }

    def "a fan agrees with java.awt.geom.Arc2D.Double of type PIE on 20000 seeded random points away from its boundary"() {
        given:
        def rnd = new Random(SEED + 1)
        def mismatches = []
        int compared = 0, inside = 0, total = 0

        when:
        500.times {
            Params p = randomFan(rnd)
            // Arc2D works in its frame's normalised coordinates: keep the apex within 100 radii of
            // the origin so that its rounding stays far below the margin
            p.ax = p.len * uniform(rnd, -100, 100)
            p.ay = p.len * uniform(rnd, -100, 100)
            Fan fan = p.fan()
            Arc2D.Double arc = pie(p)
            40.times {
                double[] q = randomPointNear(rnd, p)
                total++
                // Arc2D is half-open at the rim and at one ray, and decides the apex by atan2(0, 0):
                // only points clear of every edge are compared
                if (q[0] == p.ax && q[1] == p.ay || atan2Reference(p, q[0], q[1], 1e-6, 1e-6) == null) {
                    return
                }
                compared++
                boolean expected = arc.contains(q[0], q[1])
                if (expected) {
                    inside++
                }
                if (fan.contains(q[0], q[1]) != expected) {
                    mismatches << "$p at (${q[0]}, ${q[1]}): Arc2D says $expected"
                }
            }
        }

        then:
        mismatches.take(10) == []

        and:
        compared >= 0.95 * total
        inside >= 0.2 * compared
        compared - inside >= 0.2 * compared
    }

    def "Arc2D's conventions as used above: start 0° is +x, 90° is toward -y (up the screen), extents run counter-clockwise"() {
        given: 'a quarter pie with start 0 and extent 90, in Arc2D terms'
        def arc = new Arc2D.Double(-10, -10, 20, 20, 0, 90, Arc2D.PIE)

        expect: 'it holds the upper-right quarter of the screen (y < 0), which is our fan dir -45 range 90'
        arc.contains(5, -3)
        !arc.contains(5, 3)
        Fan.of(0, 0, -45, 90, 10).contains(5, -3)
        !Fan.of(0, 0, -45, 90, 10).contains(5, 3)

        and: 'pie() maps that fan to exactly this arc'
        def p = new Params(ax: 0, ay: 0, dir: -45, range: 90, len: 10)
        Math.abs(pie(p).angleStart) == 0d
        pie(p).angleExtent == 90d
    }

    /**
     * Where the direction of (dx, dy) lies, exactly, in units of 22.5° from +x toward +y: 2k when
     * it is ON the ray at 45k°, 2k + 1 when strictly between 45k° and 45(k + 1)°. Only signs and
     * |dx| vs |dy| are compared, so no rounding is involved.
     */
    static int octantCode(BigDecimal dx, BigDecimal dy) {
        int sx = dx.signum()
        int sy = dy.signum()
        int c = dx.abs() <=> dy.abs()  // > 0: nearer the x axis
        if (sy == 0) return sx > 0 ? 0 : 8
        if (sx == 0) return sy > 0 ? 4 : 12
        if (sx > 0 && sy > 0) return c > 0 ? 1 : c == 0 ? 2 : 3
        if (sx < 0 && sy > 0) return c < 0 ? 5 : c == 0 ? 6 : 7
        if (sx < 0 && sy < 0) return c > 0 ? 9 : c == 0 ? 10 : 11
        c < 0 ? 13 : c == 0 ? 14 : 15
    }

    /**
     * Exact membership in the fan whose rays are at 45·first° and 45·(first + steps)°
     * (0 <= steps < 8): within len (BigDecimal), and the direction's code from octantCode lies in
     * [2·first, 2·(first + steps)] modulo 16. An odd code is an open octant, inside only when
     * the whole octant is.
     */
    static boolean exactOctantReference(double ax, double ay, int first, int steps, double len, double x, double y) {
        BigDecimal dx = new BigDecimal(x) - new BigDecimal(ax)
        BigDecimal dy = new BigDecimal(y) - new BigDecimal(ay)
        if (dx.signum() == 0 && dy.signum() == 0) {
            return true
        }
        BigDecimal l = new BigDecimal(len)
        if (dx * dx + dy * dy > l * l) {
            return false
        }
        Math.floorMod(octantCode(dx, dy) - 2 * first, 16) <= 2 * steps
    }

    def "fans whose rays lie at multiples of 45° agree with an exact octant reference on their rays, rims and one ulp around them"() {
        given:
        def rnd = new Random(SEED + 5)
        def mismatches = []
        int onRayInside = 0, offRayOutside = 0, onRimInside = 0

        when:
        1000.times {
            int first = rnd.nextInt(41) - 20        // the first ray at 45·first°, negative and past 360 too
            int steps = rnd.nextInt(8)              // range 0, 45, ..., 315
            double range = 45 * steps
            double dir = 45 * first + range / 2     // exact
            def points = []
            double ax, ay, len
            if (rnd.nextBoolean()) {
                double scale = rnd.nextInt(4) == 0 ? Math.pow(10, uniform(rnd, -300, 300)) : 1
                len = scale * uniform(rnd, 0.01, 1000)
                ax = rnd.nextBoolean() ? 0 : scale * uniform(rnd, -1e4, 1e4)
                ay = rnd.nextBoolean() ? (double) rnd.nextInt(2001) - 1000 : scale * uniform(rnd, -1e4, 1e4)
            } else {
                // a Pythagorean rim: len = c·2^e around an apex on the 2^e grid, with points exactly on it
                double unit = Math.scalb(1d, rnd.nextInt(1800) - 900)
                def (a, b, c) = pick(rnd, [[3, 4, 5], [5, 12, 13], [8, 15, 17], [7, 24, 25], [20, 21, 29]])
                len = c * unit
                ax = (rnd.nextInt(2001) - 1000) * unit
                ay = (rnd.nextInt(2001) - 1000) * unit
                for (int sx in [-1, 1]) {
                    for (int sy in [-1, 1]) {
                        points << ([ax + sx * a * unit, ay + sy * b * unit] as double[])
                        points << ([ax + sx * b * unit, ay + sy * a * unit] as double[])
                        points << ([ax + sx * c * unit, ay] as double[])
                        points << ([ax, ay + sy * c * unit] as double[])
                    }
                }
            }
            Fan fan = Fan.of(ax, ay, dir, range, len)
            // on every 45° ray from the apex (0°, 45°, ..., 315°; y down), as nearly as doubles allow, and on the rim
            for (List<Integer> step in [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]]) {
                int cx = step[0]
                int cy = step[1]
                double t = len * uniform(rnd, 0, 1.1) / (cx != 0 && cy != 0 ? Math.sqrt(2) : 1)
                points << ([ax + cx * t, ay + cy * t] as double[])
                double a = Math.toRadians(uniform(rnd, 0, 360))
                points << ([ax + len * Math.cos(a), ay + len * Math.sin(a)] as double[])
            }
            def all = []
            for (double[] q in points) {
                for (double x in [Math.nextDown(q[0]), q[0], Math.nextUp(q[0])]) {
                    for (double y in [Math.nextDown(q[1]), q[1], Math.nextUp(q[1])]) {
                        all << ([x, y] as double[])
                    }
                }
            }
            all << ([ax, ay] as double[])
            for (double[] q in all) {
                boolean expected = exactOctantReference(ax, ay, first, steps, len, q[0], q[1])
                if (fan.contains(q[0], q[1]) != expected) {
                    mismatches << "Fan.of($ax, $ay, $dir, $range, $len) at (${q[0]}, ${q[1]}): expected $expected"
                }
                BigDecimal dx = new BigDecimal(q[0]) - new BigDecimal(ax)
                BigDecimal dy = new BigDecimal(q[1]) - new BigDecimal(ay)
                int code = (dx.signum() == 0 && dy.signum() == 0) ? -1 : octantCode(dx, dy)
                if (expected && steps < 8 && (code == Math.floorMod(2 * first, 16) || code == Math.floorMod(2 * (first + steps), 16))) {
                    onRayInside++
                }
                if (expected && dx * dx + dy * dy == new BigDecimal(len) * new BigDecimal(len)) {
                    onRimInside++
                }
                if (!expected && code % 2 == 1 && Math.floorMod(code - 2 * first, 16) == 2 * steps + 1) {
                    offRayOutside++
                }
            }
        }

        then:
        mismatches.take(10) == []

        and: 'points exactly on a bounding ray (inside), just past the last ray (outside) and exactly on the rim inside the opening were many'
        onRayInside > 1000
        offRayOutside > 1000
        onRimInside > 1000
    }

    def "a fan of range #range agrees with Circle.of on #n seeded points, on and one ulp around the rim included"() {
        given:
        def rnd = new Random(SEED + 2 + (long) range)
        def mismatches = []
        int onRim = 0, onRimInside = 0, justOut = 0

        when:
        n.times {
            // exact points on the rim: a Pythagorean triple, scaled by an integer or a power of two
            def (a, b, c) = pick(rnd, [[3, 4, 5], [5, 12, 13], [8, 15, 17], [7, 24, 25], [20, 21, 29], [9, 40, 41], [11, 60, 61]])
            double scale = rnd.nextBoolean() ? 1 + rnd.nextInt(1_000_000) : Math.scalb(1d, rnd.nextInt(1900) - 1000)
            double ax = (rnd.nextInt(2001) - 1000) * scale
            double ay = (rnd.nextInt(2001) - 1000) * scale
            double len = c * scale
            double dx = (rnd.nextBoolean() ? a : -a) * scale
            double dy = (rnd.nextBoolean() ? b : -b) * scale
            if (rnd.nextBoolean()) {
                (dx, dy) = [dy, dx]
            }
            double dir = uniform(rnd, -1000, 1000)
            Fan fan = Fan.of(ax, ay, dir, range, len)
            Circle circle = Circle.of(ax, ay, len)
            double px = ax + dx
            double py = ay + dy
            // the rim point and its eight neighbours one ulp away, then a random point near the rim
            // and one anywhere in the square around it
            def points = []
            for (double x in [Math.nextDown(px), px, Math.nextUp(px)]) {
                for (double y in [Math.nextDown(py), py, Math.nextUp(py)]) {
                    points << ([x, y] as double[])
                }
            }
            double t = uniform(rnd, 0, 2 * Math.PI)
            points << ([ax + len * Math.cos(t), ay + len * Math.sin(t)] as double[])
            points << ([ax + len * uniform(rnd, -1.5, 1.5), ay + len * uniform(rnd, -1.5, 1.5)] as double[])
            for (double[] q in points) {
                boolean inCircle = circle.contains(q[0], q[1])
                if (fan.contains(q[0], q[1]) != inCircle) {
                    mismatches << "Fan.of($ax, $ay, $dir, $range, $len) vs $circle at (${q[0]}, ${q[1]})"
                }
            }
            assert FanSpec.rimSign(ax, ay, len, px, py) == 0
            onRim++
            if (fan.contains(px, py)) {
                onRimInside++
            }
            // one ulp further from the centre in both coordinates is beyond the rim
            if (!fan.contains(dx > 0 ? Math.nextUp(px) : Math.nextDown(px), dy > 0 ? Math.nextUp(py) : Math.nextDown(py))) {
                justOut++
            }
        }

        then:
        mismatches.take(10) == []

        and: 'every exact rim point was inside, every point one ulp out in both coordinates outside'
        onRimInside == onRim
        justOut == onRim

        where:
        range | n
        360   | 2000
        400   | 1000
        720   | 500
        1e6   | 500
    }

    def "a fan at dir d and at d + 360k are the same set: equal answers on 20000 points, rays and rims included"() {
        given:
        def rnd = new Random(SEED + 3)
        def mismatches = []
        int onBoundaryInside = 0

        when:
        500.times {
            // dyadic angles keep d + 360k exact, so both fans are given the same angle modulo 360
            double d = rnd.nextInt(3) == 0 ? 45 * rnd.nextInt(8) : rnd.nextInt(360 * 64) / 64.0d
            double range = rnd.nextInt(3) == 0 ? 90 * rnd.nextInt(5) : rnd.nextInt(400 * 16) / 16.0d
            int k = pick(rnd, [-3, -2, -1, 1, 2, 3])
            double ax = rnd.nextInt(2001) - 1000
            double ay = rnd.nextInt(2001) - 1000
            double len = 1 + rnd.nextInt(100)
            Fan fan = Fan.of(ax, ay, d, range, len)
            Fan turned = Fan.of(ax, ay, d + 360 * k, range, len)
            assert turned.dirDegrees() - 360 * k == d
            def points = []
            // points on both bounding rays and on the direction (exact when at a 45° multiple),
            // on the rim, and their neighbours one ulp away
            for (double ray in [d - range / 2, d + range / 2, d]) {
                double c = Angles.cosDeg(ray)
                double s = Angles.sinDeg(ray)
                double r = rnd.nextInt((int) len) + 1
                if (Angles.isMultipleOf45(ray)) {
                    double[] exactPoint = [ax + r * Math.signum(c), ay + r * Math.signum(s)] as double[]
                    points << exactPoint
                    if (range < 360 && ray != d && fan.contains(exactPoint[0], exactPoint[1])) {
                        onBoundaryInside++
                    }
                }
                points << ([ax + r * c, ay + r * s] as double[])
                points << ([ax + len * c, ay + len * s] as double[])
            }
            def (x0, y0) = randomPointNear(rnd, new Params(ax: ax, ay: ay, dir: d, range: range, len: len)) as List
            points << ([x0, y0] as double[])
            def neighbours = []
            for (double[] q in points) {
                neighbours << ([Math.nextUp(q[0]), q[1]] as double[])
                neighbours << ([Math.nextDown(q[0]), q[1]] as double[])
                neighbours << ([q[0], Math.nextUp(q[1])] as double[])
                neighbours << ([q[0], Math.nextDown(q[1])] as double[])
            }
            for (double[] q in points + neighbours) {
                boolean a = fan.contains(q[0], q[1])
                if (a != turned.contains(q[0], q[1])) {
                    mismatches << "dir $d vs ${d + 360 * k} (range $range, len $len, apex ($ax, $ay)) at (${q[0]}, ${q[1]})"
                }
            }
        }

        then:
        mismatches.take(10) == []

        and: 'exact points on a bounding ray, inside, were among them'
        onBoundaryInside > 50
    }

    def "bounds() encloses every point that 500 seeded random fans contain, and is within rounding of the true extremes"() {
        given:
        def rnd = new Random(SEED + 4)
        def escaped = []
        def loose = []
        int containedSamples = 0

        when:
        500.times {
            Params p = randomFan(rnd)
            Fan fan = p.fan()
            Rect b = fan.bounds()
            double first = p.dir - p.range / 2
            double sweep = Math.min(p.range, 360)
            // the extremes from the geometry: the apex, both ray ends, and the arc where it crosses an axis
            def xs = [p.ax], ys = [p.ay]
            def angles = [first, first + sweep]
            for (int axis = 0; axis < 360; axis += 90) {
                if (p.range >= 360 || Math.abs(Math.IEEEremainder(axis - p.dir, 360)) <= p.range / 2) {
                    angles << (double) axis
                }
            }
            for (double t in angles) {
                xs << p.ax + p.len * Math.cos(Math.toRadians(t))
                ys << p.ay + p.len * Math.sin(Math.toRadians(t))
            }
            double tol = 1e-12 * (Math.abs(p.ax) + Math.abs(p.ay) + p.len)
            if (Math.abs(b.left() - xs.min()) > tol || Math.abs(b.right() - xs.max()) > tol
                    || Math.abs(b.top() - ys.min()) > tol || Math.abs(b.bottom() - ys.max()) > tol) {
                loose << "$p: $b vs x ${xs.min()}..${xs.max()}, y ${ys.min()}..${ys.max()}"
            }
            // sample the boundary densely (ray ends, the arc, the axis crossings) and the inside,
            // with every neighbour one ulp away; whatever the fan contains must be in the box
            def samples = []
            for (int i = 0; i <= 64; i++) {
                double t = Math.toRadians(first + sweep * i / 64)
                samples << ([p.ax + p.len * Math.cos(t), p.ay + p.len * Math.sin(t)] as double[])
                samples << ([p.ax + p.len * uniform(rnd, 0, 1) * Math.cos(t), p.ay + p.len * uniform(rnd, 0, 1) * Math.sin(t)] as double[])
            }
            for (int i = 0; i < xs.size(); i++) {
                samples << ([xs[i], ys[i]] as double[])
            }
            for (double[] q in samples) {
                for (double x in [Math.nextDown(q[0]), q[0], Math.nextUp(q[0])]) {
                    for (double y in [Math.nextDown(q[1]), q[1], Math.nextUp(q[1])]) {
                        if (fan.contains(x, y)) {
                            containedSamples++
                            if (!b.contains(x, y)) {
                                escaped << "$p: ($x, $y) outside $b"
                            }
                        }
                    }
                }
            }
        }

        then:
        escaped.take(10) == []
        loose.take(10) == []

        and: 'many samples were inside, so the check had something to check'
        containedSamples > 100_000
    }
}
