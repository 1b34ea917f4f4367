package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * The pitfalls of the reference methods (docs/geometry.md §17), each shown next to the library's
 * answer.
 *
 * <p>The reference methods are written out below as small helpers whose names start with
 * {@code reference}: they are the tutorials' formulas, kept here only to show where they go wrong,
 * and are not the library's. Each is first checked to agree with the library away from the
 * edges, so that a pitfall row shows a real pitfall of the formula, not a slip in the helper.
 *
 * <p>Expected values are derived in the comments from the geometry and from the sign of the
 * rounding in {@code Math.toRadians}: {@code Math.PI} is below π, so {@code cos(toRadians(90))}
 * is about +6.1e-17 and {@code sin(toRadians(180))} about +1.2e-16 (checked with a 60-digit π).
 */
class ReferencePitfallsSpec extends Specification {

    static final BigDecimal PI = new BigDecimal('3.14159265358979323846264338327950288419716939937510582097494459')
    static final long SEED = 0xA271C1EL

    static double up(double v) { Math.nextUp(v) }

    static String verdict(boolean inside) { inside ? 'inside' : 'outside' }

    // =============================================================== the reference methods

    /**
     * REFERENCE, cross products: rotate the corners about the centre with {@code Math.cos} and
     * {@code Math.sin} of the angle in radians, walk top-left, top-right, bottom-right,
     * bottom-left, and call the point inside when every {@code cross(edge, p - edgeStart) >= 0}.
     * Nothing special for zero sizes.
     */
    @CompileStatic
    static boolean referenceCrossProducts(double cx, double cy, double w, double h, double angleDeg, double px, double py) {
        double rad = Math.toRadians(angleDeg)
        double c = Math.cos(rad)
        double s = Math.sin(rad)
        double[] lx = [-w / 2, w / 2, w / 2, -w / 2] as double[]
        double[] ly = [-h / 2, -h / 2, h / 2, h / 2] as double[]
        double[] x = new double[4]
        double[] y = new double[4]
        for (int i = 0; i < 4; i++) {
            x[i] = cx + lx[i] * c - ly[i] * s
            y[i] = cy + lx[i] * s + ly[i] * c
        }
        for (int i = 0; i < 4; i++) {
            double ex = x[(i + 1) % 4] - x[i]
            double ey = y[(i + 1) % 4] - y[i]
            if (ex * (py - y[i]) - ey * (px - x[i]) < 0) {
                return false
            }
        }
        true
    }

    /**
     * REFERENCE, polar form, as the tutorial's sample writes it: INTEGER point and centre, the angle of the
     * point by {@code atan(dy/dx)} (π/2 when dx == 0), turned back by the rectangle's angle, the
     * turned point {@code c + l*(cos r2, sin r2)} stored back into integers, and the rectangle's
     * half sizes halved in integers ({@code w / 2} truncates). With {@code useAtan2} the angle is
     * {@code atan2(dy, dx)} instead.
     */
    @CompileStatic
    static boolean referencePolarInt(int cx, int cy, int w, int h, double angleDeg, int px, int py, boolean useAtan2) {
        int dx = px - cx
        int dy = py - cy
        double l = Math.sqrt((double) (dx * dx + dy * dy))
        double r1 = useAtan2 ? Math.atan2(dy, dx) : dx == 0 ? Math.PI / 2 : Math.atan((double) dy / (double) dx)
        double r2 = r1 - Math.toRadians(angleDeg)
        int qx = (int) (cx + l * Math.cos(r2))
        int qy = (int) (cy + l * Math.sin(r2))
        int hw = w.intdiv(2)
        int hh = h.intdiv(2)
        cx - hw <= qx && qx <= cx + hw && cy - hh <= qy && qy <= cy + hh
    }

    /** The polar form in doubles with {@code atan2}: the reference polar form without the fold. */
    @CompileStatic
    static boolean polarWithAtan2(double cx, double cy, double w, double h, double angleDeg, double px, double py) {
        double dx = px - cx
        double dy = py - cy
        double l = Math.sqrt(dx * dx + dy * dy)
        double r2 = Math.atan2(dy, dx) - Math.toRadians(angleDeg)
        Math.abs(l * Math.cos(r2)) <= w / 2 && Math.abs(l * Math.sin(r2)) <= h / 2
    }

    /**
     * REFERENCE, fan: the dot product of the normalised {@code p - apex} with the unit direction
     * {@code (cos dir, sin dir)}, compared with {@code cos(range / 2)}; radians by
     * {@code Math.toRadians}.
     */
    @CompileStatic
    static double referenceFanDot(double ax, double ay, double dirDeg, double px, double py) {
        double dx = px - ax
        double dy = py - ay
        double l = Math.sqrt(dx * dx + dy * dy)
        double nx = dx / l
        double ny = dy / l
        nx * Math.cos(Math.toRadians(dirDeg)) + ny * Math.sin(Math.toRadians(dirDeg))
    }

    /** REFERENCE, fan: within len of the apex and {@code dot >= cos(range / 2)}. */
    @CompileStatic
    static boolean referenceFan(double ax, double ay, double dirDeg, double rangeDeg, double len, double px, double py) {
        double dx = px - ax
        double dy = py - ay
        double dot = referenceFanDot(ax, ay, dirDeg, px, py)
        // In Java and C any comparison with NaN is false. Groovy orders NaN above every number
        // (NaN >= x is true in Groovy), so the Java semantics of the reference method are spelt out here.
        Math.sqrt(dx * dx + dy * dy) <= len && !Double.isNaN(dot) && dot >= Math.cos(Math.toRadians(rangeDeg / 2))
    }

    /**
     * The NAIVE coordinate transform: cosine and sine of {@code Math.toRadians(angle)}, with no
     * reduction in degrees, then {@code |u| <= w/2, |v| <= h/2}.
     */
    @CompileStatic
    static boolean naiveTransform(double cx, double cy, double w, double h, double angleDeg, double px, double py) {
        double rad = Math.toRadians(angleDeg)
        double c = Math.cos(rad)
        double s = Math.sin(rad)
        double dx = px - cx
        double dy = py - cy
        Math.abs(c * dx + s * dy) <= w / 2 && Math.abs(c * dy - s * dx) <= h / 2
    }

    // =============================================================== the helpers are faithful

    def "away from the edges, the reference methods agree with the library (seeded, #n rectangles and fans, 40 points each)"() {
        when:
        def failures = faithful(new Random(SEED), n)

        then: 'so the rows below show the formulas failing at their edge cases, not a slip in the helpers'
        failures.take(10) == []

        where:
        n = 500
    }

    @CompileStatic
    static List<String> faithful(Random rnd, int n) {
        List<String> failures = []
        n.times {
            // rectangles: integer centre and sizes, so that the integer polar form applies
            int cx = rnd.nextInt(2001) - 1000
            int cy = rnd.nextInt(2001) - 1000
            int w = 2 + rnd.nextInt(200)
            int h = 2 + rnd.nextInt(200)
            double angle = rnd.nextInt(4) == 0 ? 15 * rnd.nextInt(24) : rnd.nextDouble() * 360
            def r = RotatedRect.of(cx, cy, w, h, angle)
            double c = Math.cos(Math.toRadians(angle))
            double s = Math.sin(Math.toRadians(angle))
            for (int k = 0; k < 40; k++) {
                int px = cx + rnd.nextInt(w + h + 1) - (w + h).intdiv(2)
                int py = cy + rnd.nextInt(w + h + 1) - (w + h).intdiv(2)
                double u = Math.abs(c * (px - cx) + s * (py - cy))
                double v = Math.abs(c * (py - cy) - s * (px - cx))
                boolean inside = r.contains(px, py)
                // the integer form errs by up to an integer unit (truncation) plus a half (w / 2)
                if (Math.abs(u - w / 2d) > 1.5 && Math.abs(v - h / 2d) > 1.5 &&
                        referencePolarInt(cx, cy, w, h, angle, px, py, false) != inside) {
                    failures << "integer polar form, $r at ($px, $py): library says $inside".toString()
                }
                if (Math.abs(u - w / 2d) > 1e-6 && Math.abs(v - h / 2d) > 1e-6) {
                    if (referenceCrossProducts(cx, cy, w, h, angle, px, py) != inside) {
                        failures << "cross products, $r at ($px, $py): library says $inside".toString()
                    }
                    if (naiveTransform(cx, cy, w, h, angle, px, py) != inside) {
                        failures << "naive transform, $r at ($px, $py): library says $inside".toString()
                    }
                    if (polarWithAtan2(cx, cy, w, h, angle, px, py) != inside) {
                        failures << "polar with atan2, $r at ($px, $py): library says $inside".toString()
                    }
                }
            }
            // fans narrower than a full turn, points away from the rays and the arc
            double dir = rnd.nextDouble() * 720 - 360
            double range = rnd.nextDouble() * 359
            double len = 1 + rnd.nextDouble() * 100
            def fan = Fan.of(cx, cy, dir, range, len)
            for (int k = 0; k < 40; k++) {
                double a = rnd.nextDouble() * 360
                double d = rnd.nextDouble() * len * 1.3
                double px = cx + d * Math.cos(Math.toRadians(a))
                double py = cy + d * Math.sin(Math.toRadians(a))
                double off = Math.abs(((a - dir) % 360 + 540) % 360 - 180) // angle from dir, 0..180
                if (Math.abs(off - range / 2) > 1e-6 && Math.abs(d - len) > 1e-6 * len &&
                        referenceFan(cx, cy, dir, range, len, px, py) != fan.contains(px, py)) {
                    failures << "fan dot product, $fan at ($px, $py): library says ${fan.contains(px, py)}".toString()
                }
            }
        }
        failures
    }

    // =============================================================== (1) cross products on a segment

    def "cross products on a #w x #h rectangle on (3, 4): the reference method says #reference for (#x, #y), the library #library (#why)"() {
        given:
        def r = RotatedRect.of(3, 4, w, h, 0)

        expect:
        referenceCrossProducts(3, 4, w, h, 0, x, y) == referenceSays
        r.containsByCrossProducts(x, y) == inside
        r.contains(x, y) == inside

        where:
        w  | h  | x       | y       || referenceSays | inside | why
        // w = 0: the top and bottom edges have length 0 (cross product 0 for every point), the left
        // and right edges are the same vertical line walked both ways: together they say x == 3
        0  | 10 | 3       | 4       || true          | true   | 'the centre'
        0  | 10 | 3       | 9       || true          | true   | 'the bottom end'
        0  | 10 | 3       | 100     || true          | false  | 'on the line, 91 past the end'
        0  | 10 | 3       | -1000000 || true         | false  | 'on the line, a million above'
        0  | 10 | 3       | up(9)   || true          | false  | 'one ulp past the bottom end'
        0  | 10 | up(3)   | 4       || false         | false  | 'one ulp beside the segment'
        0  | 10 | 2       | 4       || false         | false  | 'beside the segment'
        // h = 0: the same along y == 4
        10 | 0  | 8       | 4       || true          | true   | 'the right end'
        10 | 0  | 1000    | 4       || true          | false  | 'on the line, far to the right'
        10 | 0  | 8       | up(4)   || false         | false  | 'one ulp below the segment'
        // 0 x 0: every edge has length 0, so every cross product is 0, for every point of the plane
        0  | 0  | 3       | 4       || true          | true   | 'the only point of the rectangle'
        0  | 0  | 1000    | -1000   || true          | false  | 'anywhere at all'
        reference = verdict(referenceSays)
        library = verdict(inside)
    }

    // =============================================================== (2) the polar form

    def "polar form in integers, a #w x #h rectangle on (100, 100) turned by #angle°: (#px, #py) is #reference by the reference method, #exact in fact (#why)"() {
        given:
        def r = RotatedRect.of(100, 100, w, h, angle)

        expect:
        referencePolarInt(100, 100, w, h, angle, px, py, false) == referenceSays

        and: 'the truth, from the frame test in BigDecimal with the rectangle\'s cos() and sin()'
        exactFrame(r, px, py) == inside

        and: 'the library, by default and by its own polar method in doubles'
        r.contains(px, py) == inside
        r.containsByPolarAngle(px, py) == inside

        where:
        angle | w | h | px  | py  || referenceSays | inside | why
        // at 45°, u = (dx + dy)·cos45 and v = (dy - dx)·cos45; the reference method keeps
        // floor(100 + u) in 100 - w/2 .. 100 + w/2 with w/2 truncated (all values positive, so the
        // cast floors): it accepts u in [-floor(w/2), floor(w/2) + 1), the truth is |u| <= w/2
        45    | 5 | 5 | 102 | 102 || true          | false  | 'u = 2.83 floors to 2: accepted, though 2.83 > 2.5'
        45    | 5 | 5 | 100 | 104 || true          | false  | 'dx = 0, so π/2; u = v = 2.83 floor to 2: accepted'
        45    | 4 | 4 | 102 | 102 || true          | false  | 'u = 2.83 floors to 2 = 4 / 2: accepted, though 2.83 > 2'
        // atan folds (-1, 2) onto (1, -2): v = -2.12, and 100 - 2.12 floors to 97 < 100 - 5 / 2 = 98
        45    | 5 | 5 | 99  | 102 || false         | true   | 'v = 2.12 <= 2.5, but 5 / 2 is 2 in integers and -2.12 floors to -3'
        45    | 5 | 5 | 101 | 101 || true          | true   | 'u = 1.41, v = 0: well inside'
        0     | 5 | 5 | 97  | 100 || false         | false  | 'dx = -3 folds to 3 > 2: outside, rightly'
        0     | 5 | 5 | 98  | 100 || true          | true   | 'dx = -2 folds to 2: inside, rightly'
        reference = verdict(referenceSays)
        exact = verdict(inside)
    }

    def "in integers the fold of atan does matter: (99, 102) in a 5 x 5 rectangle at 45° is kept with atan2, lost with atan"() {
        expect: 'the cast to int floors, which is not symmetric about the centre, so reflecting the point changes the answer'
        !referencePolarInt(100, 100, 5, 5, 45, 99, 102, false)
        referencePolarInt(100, 100, 5, 5, 45, 99, 102, true)   // u = 0.71, v = 2.12: 100.71 and 102.12 floor to 100 and 102
        RotatedRect.of(100, 100, 5, 5, 45).contains(99, 102)
    }

    def "atan folds (#dx, #dy) onto (#mdx, #mdy): both get the angle #angle, and the rectangle, symmetric about its centre, holds both or neither"() {
        given:
        def r = RotatedRect.of(0, 0, 20, 10, 30)

        expect: 'atan(dy/dx) is the atan2 angle of the point reflected through the centre'
        Math.abs(Math.atan(dy / dx) - Math.atan2(-dy as double, -dx as double)) <= 1e-15

        and: 'a rectangle holds p exactly when it holds -p (u and v change sign)'
        exactFrame(r, dx, dy) == exactFrame(r, -dx, -dy)
        r.containsByPolarAngle(dx, dy) == exactFrame(r, dx, dy)
        r.containsByPolarAngle(-dx, -dy) == exactFrame(r, dx, dy)

        where:
        dx   | dy
        -3d  | 2d
        -8d  | -1d
        -9d  | 5d
        -0.5d | -4d
        mdx = -dx
        mdy = -dy
        angle = String.format('%.4f', Math.atan(dy / dx))
    }

    def "the library's polar method in doubles agrees with an atan2 variant on #n seeded random points away from the edges"() {
        when:
        def failures = polarAgainstAtan2(new Random(SEED + 1), n)

        then:
        failures.take(10) == []

        where:
        n = 20000
    }

    @CompileStatic
    static List<String> polarAgainstAtan2(Random rnd, int n) {
        List<String> failures = []
        int inside = 0
        int left = 0
        for (int i = 0; i < n; i++) {
            double cx = rnd.nextDouble() * 200 - 100
            double cy = rnd.nextDouble() * 200 - 100
            double w = 0.1 + rnd.nextDouble() * 50
            double h = 0.1 + rnd.nextDouble() * 50
            double angle = rnd.nextDouble() * 720 - 360
            def r = RotatedRect.of(cx, cy, w, h, angle)
            double c = Math.cos(Math.toRadians(angle))
            double s = Math.sin(Math.toRadians(angle))
            // placed in the frame, up to 0.75 of the size from the centre: about 45% inside
            double fu = (rnd.nextDouble() * 2 - 1) * 0.75 * w
            double fv = (rnd.nextDouble() * 2 - 1) * 0.75 * h
            double x = cx + c * fu - s * fv
            double y = cy + s * fu + c * fv
            double u = Math.abs(c * (x - cx) + s * (y - cy))
            double v = Math.abs(c * (y - cy) - s * (x - cx))
            if (Math.abs(u - w / 2) < 1e-9 || Math.abs(v - h / 2) < 1e-9) {
                continue
            }
            boolean byAtan = r.containsByPolarAngle(x, y)
            inside += byAtan ? 1 : 0
            left += x < cx ? 1 : 0
            if (byAtan != polarWithAtan2(cx, cy, w, h, angle, x, y) || byAtan != (u <= w / 2 && v <= h / 2)) {
                failures << "$r at ($x, $y): atan says $byAtan".toString()
            }
        }
        if (inside < n / 3 || left < n / 3) {
            failures << "too few points inside ($inside) or left of the centre, where atan folds ($left)".toString()
        }
        failures
    }

    // =============================================================== (3) fans: cos(range / 2)

    def "a fan at dir #dir with range 400 is a full disc: (#px, #py), #where, is #reference by the reference dot product's cos(200°), inside by the library"() {
        given:
        def fan = Fan.of(0, 0, dir, 400, 10)

        expect: 'cos(400° / 2) = cos 200° = -0.94: the reference dot product keeps only points within 160° of dir'
        Math.cos(Math.toRadians(200)) < -0.93 && Math.cos(Math.toRadians(200)) > -0.95
        referenceFan(0, 0, dir, 400, 10, px, py) == referenceSays

        and:
        fan.contains(px, py)
        fan.isFullDisc()

        where:
        dir | px | py || referenceSays | where
        0   | 5  | 0  || true          | 'ahead'
        0   | -5 | 5  || true          | '135° from dir (cos -0.71)'
        0   | -6 | -3 || true          | '153° from dir (cos -0.89)'
        0   | -8 | -2 || false         | '166° from dir (cos -0.97)'
        0   | -9 | 1  || false         | '174° from dir (cos -0.99)'
        0   | -5 | 0  || false         | 'straight behind (cos -1)'
        0   | -10 | 0 || false         | 'straight behind, on the rim'
        90  | 0  | -5 || false         | 'straight behind a fan looking down the screen'
        reference = verdict(referenceSays)
    }

    def "cos 90° is 6.1e-17 in doubles, not 0"() {
        given: 'toRadians(90) is below π/2 by ε, and cos(π/2 - ε) = sin ε, about ε'
        double rad = Math.toRadians(90)
        BigDecimal eps = PI / 2 - new BigDecimal(rad)
        double cos90 = Math.cos(rad)

        expect:
        eps > 0
        Math.abs(cos90 - eps.doubleValue()) <= 1e-9 * eps.doubleValue()
        cos90 > 6.1e-17 && cos90 < 6.2e-17

        and: 'the library says 0, exactly (as -0.0: abs, since Spock compares doubles as Double.equals does)'
        Math.abs(Angles.cosDeg(90)) == 0d
    }

    def "a 180° fan at dir #dir: (#px, #py), #where, is #reference by the reference dot product >= cos 90°, #library by the library"() {
        given:
        def fan = Fan.of(0, 0, dir, 180, 10)

        expect:
        referenceFan(0, 0, dir, 180, 10, px, py) == referenceSays
        fan.contains(px, py) == inside

        where:
        dir | px     | py || referenceSays | inside | where
        // dir 0: the rays point up and down the screen; a point on them has dot exactly 0 < 6.1e-17
        0   | 0      | 5  || false         | true   | 'on the lower ray'
        0   | 0      | -5 || false         | true   | 'on the upper ray'
        0   | 1e-20  | 5  || false         | true   | 'just in front of the lower ray (dot 2e-21)'
        0   | -1e-20 | 5  || false         | false  | 'just behind the lower ray'
        0   | 5      | 5  || true          | true   | 'at 45°'
        0   | -5     | 0  || false         | false  | 'straight behind'
        // dir 90 (looking down the screen): the unit direction is (6.1e-17, 1), so on the ray
        // along +x the dot is 6.1e-17, equal to the threshold, and on the ray along -x it is -6.1e-17
        90  | 5      | 0  || true          | true   | 'on the ray along +x (dot = threshold, by luck)'
        90  | -5     | 0  || false         | true   | 'on the ray along -x'
        90  | 0      | 5  || true          | true   | 'ahead'
        reference = verdict(referenceSays)
        library = verdict(inside)
    }

    // =============================================================== (4) the apex

    def "at the apex of Fan.of(3, 4, #dir, #range, #len), the reference dot product divides 0 by 0 (NaN) and says outside; the library says inside"() {
        given:
        def fan = Fan.of(3, 4, dir, range, len)

        expect:
        Double.isNaN(referenceFanDot(3, 4, dir, 3, 4))
        !referenceFan(3, 4, dir, range, len, 3, 4)
        fan.contains(3, 4)

        where:
        dir | range | len
        0   | 90    | 10
        30  | 0     | 10
        200 | 400   | 5
        45  | 90    | 0
        -30 | 359   | 1e-300
    }

    // =============================================================== (5) sin(toRadians(180))

    def "sin 180° is 1.2e-16 with Math.toRadians, 0 with Angles.sinDeg"() {
        given: 'toRadians(180) is below π by ε, and sin(π - ε) = sin ε, about ε'
        BigDecimal eps = PI - new BigDecimal(Math.toRadians(180))
        double sin180 = Math.sin(Math.toRadians(180))

        expect:
        eps > 0
        Math.abs(sin180 - eps.doubleValue()) <= 1e-9 * eps.doubleValue()
        sin180 > 1.2e-16 && sin180 < 1.3e-16

        and: 'in degrees, reduced first: exactly 0 and ±1'
        Math.abs(Angles.sinDeg(180)) == 0d
        Angles.cosDeg(180) == -1d
        Angles.sinDeg(90) == 1d
        Math.abs(Angles.cosDeg(270)) == 0d
        Angles.sinDeg(-90) == -1d
        Math.abs(Angles.cosDeg(450)) == 0d
        Angles.sinDeg(450) == 1d
    }

    def "a #w x #h rectangle on the origin turned by #angle°: (#px, #py) on its edge is #naive by the naive transform, inside by the library"() {
        given:
        def r = RotatedRect.of(0, 0, w, h, angle)

        expect: 'the point is on the edge x = ±1 of the turned rectangle (x -1..1, y -5e5..5e5)'
        Math.abs(px) == 1 && Math.abs(py) <= 500000

        and:
        naiveTransform(0, 0, w, h, angle, px, py) == naiveSays
        r.contains(px, py)

        where:
        angle | w       | h       | px | py      || naiveSays
        // 90°: cos = +6.1e-17, sin = 1, so v = -dx + 6.1e-17·dy, off by 2.4e-11 for |dy| = 4e5
        90    | 1000000 | 2       | 1  | -400000 || false      // v = -1 - 2.4e-11
        90    | 1000000 | 2       | -1 | 400000  || false      // v = 1 + 2.4e-11
        90    | 1000000 | 2       | 1  | 400000  || true       // v = -1 + 2.4e-11: the error points inward
        // -90°: cos = +6.1e-17, sin = -1, so v = dx + 6.1e-17·dy
        -90   | 1000000 | 2       | 1  | 400000  || false      // v = 1 + 2.4e-11
        -90   | 1000000 | 2       | 1  | -400000 || true       // v = 1 - 2.4e-11
        // 180°: cos = -1, sin = +1.2e-16, so u = -dx + 1.2e-16·dy, off by 4.9e-11
        180   | 2       | 1000000 | -1 | 400000  || false      // u = 1 + 4.9e-11
        180   | 2       | 1000000 | 1  | -400000 || false      // u = -1 - 4.9e-11
        180   | 2       | 1000000 | 1  | 400000  || true       // u = -1 + 4.9e-11
        naive = verdict(naiveSays)
    }

    /** The exact frame test with the rectangle's own cos() and sin(), in BigDecimal. */
    @CompileStatic
    static boolean exactFrame(RotatedRect r, double x, double y) {
        BigDecimal dx = new BigDecimal(x) - new BigDecimal(r.centerX())
        BigDecimal dy = new BigDecimal(y) - new BigDecimal(r.centerY())
        BigDecimal c = new BigDecimal(r.cos())
        BigDecimal s = new BigDecimal(r.sin())
        (c * dx + s * dy).abs() * 2 <= new BigDecimal(r.width()) &&
                (c * dy - s * dx).abs() * 2 <= new BigDecimal(r.height())
    }
}
