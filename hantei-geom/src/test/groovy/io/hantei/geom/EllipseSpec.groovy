package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * The closed ellipse inscribed in a w x h box turned about its centre (docs/geometry.md §21).
 *
 * <p>Conventions in every table: y grows down, degrees, a positive angle turns clockwise on
 * screen. The ellipse's own frame is that of {@link RotatedRect}: {@code u = c·dx + s·dy},
 * {@code v = c·dy - s·dx}, and a point is inside when {@code (u/a)² + (v/b)² <= 1} for the
 * half sizes {@code a = w/2}, {@code b = h/2}.
 *
 * <p>Every verdict of a table row is also checked against the same question asked in
 * {@link BigDecimal} ({@link #exactlyInside}), written apart from the class, so a row cannot
 * carry a wrong expectation without failing. Rim points that are doubles come from the 3-4-5 and
 * 5-12-13 families: for a = 5k and b = 10k, (3k, 8k) and (4k, 6k) lie on the rim, since
 * 9/25 + 64/100 = 16/25 + 36/100 = 1.
 */
class EllipseSpec extends Specification {

    static final double TINY = Double.MIN_VALUE
    static final long SEED = 0xE111_95E5L

    @CompileStatic
    static double up(double v) { Math.nextUp(v) }

    @CompileStatic
    static double down(double v) { Math.nextDown(v) }

    /** v moved by one double: +1 up, -1 down, 0 not at all. */
    @CompileStatic
    static double step(double v, int dir) { dir > 0 ? Math.nextUp(v) : dir < 0 ? Math.nextDown(v) : v }

    @CompileStatic
    static BigDecimal ex(double v) { new BigDecimal(v) }

    static String verdict(boolean inside) { inside ? 'inside' : 'outside' }

    /**
     * u²·b² + v²·a² <= a²·b² in BigDecimal, with a = w/2, b = h/2 exact, and u, v from the
     * rounded cosine and sine of {@link Angles} (exactly 0 and ±1 at right angles). Only for
     * w, h > 0.
     */
    @CompileStatic
    static boolean exactlyInside(double cx, double cy, double w, double h, double angle, double x, double y) {
        if (w == 0d || h == 0d) {
            throw new IllegalArgumentException('the oracle is for w, h > 0; a zero size is a RotatedRect segment')
        }
        BigDecimal c = ex(Angles.cosDeg(angle))
        BigDecimal s = ex(Angles.sinDeg(angle))
        BigDecimal dx = ex(x) - ex(cx)
        BigDecimal dy = ex(y) - ex(cy)
        BigDecimal u = c * dx + s * dy
        BigDecimal v = c * dy - s * dx
        BigDecimal a = ex(w) * 0.5G
        BigDecimal b = ex(h) * 0.5G
        u * u * b * b + v * v * a * a <= a * a * b * b
    }

    @CompileStatic
    static boolean exactlyInside(Ellipse e, double x, double y) {
        exactlyInside(e.centerX(), e.centerY(), e.width(), e.height(), e.angleDegrees(), x, y)
    }

    // ------------------------------------------------------------ axis-aligned: the extremes

    def "Ellipse.of(0, 0, 10, 6, #angle): #where (#x, #y) is #result"() {
        given: 'half sizes 5 along x and 3 along y'
        def e = Ellipse.of(0, 0, 10, 6, angle)

        expect:
        exactlyInside(0, 0, 10, 6, angle, x, y) == inside

        and:
        e.contains(x, y) == inside
        e.contains(new Vec2(x, y)) == inside

        where:
        angle << [0, 180, 360, -180, 540]
        combined:
        x        | y        || inside | where
        0        | 0        || true   | 'the centre'
        5        | 0        || true   | 'the end of the long axis'
        up(5)    | 0        || false  | 'one ulp past it'
        down(5)  | 0        || true   | 'one ulp inside it'
        -5       | 0        || true   | 'the other end of the long axis'
        down(-5) | 0        || false  | 'one ulp past it'
        0        | 3        || true   | 'the end of the short axis (bottom on screen)'
        0        | up(3)    || false  | 'one ulp past it'
        0        | down(3)  || true   | 'one ulp inside it'
        0        | -3       || true   | 'the other end of the short axis (top on screen)'
        0        | down(-3) || false  | 'one ulp past it'
        5        | TINY     || false  | 'beside the end of the long axis by the smallest double'
        TINY     | 3        || false  | 'beside the end of the short axis by the smallest double'
        5        | 3        || false  | 'the corner of the box'
        3.5d     | 2.1d     || true   | '(3.5, 2.1): 0.49 + 0.49 < 1'
        3.5d     | 2.2d     || false  | '(3.5, 2.2): 0.49 + 0.54 > 1'
        4        | 1.7d     || true   | '(4, 1.7): 0.64 + 0.32 < 1'
        4        | 1.9d     || false  | '(4, 1.9): 0.64 + 0.40 > 1'
        0        | 4        || false  | 'where the ellipse turned by 90° reaches'
        result = verdict(inside)
    }

    def "Ellipse.of(0, 0, 10, 20, #angle) lies along y (a = 5, b = 10): #where (#x, #y) is #result"() {
        given:
        def e = Ellipse.of(0, 0, 10, 20, angle)

        expect:
        exactlyInside(0, 0, 10, 20, angle, x, y) == inside

        and:
        e.contains(x, y) == inside

        where:
        angle << [0, 180, -180, 720]
        combined:
        x         | y         || inside | where
        3         | 8         || true   | 'the rim point (3, 8): 9/25 + 64/100 = 1'
        up(3)     | 8         || false  | 'one ulp out in x'
        3         | up(8)     || false  | 'one ulp out in y'
        down(3)   | 8         || true   | 'one ulp in in x'
        3         | down(8)   || true   | 'one ulp in in y'
        -3        | -8        || true   | 'the rim point in the opposite quadrant'
        down(-3)  | -8        || false  | 'one ulp out in x'
        -3        | up(-8)    || true   | 'one ulp in in y'
        4         | 6         || true   | 'the rim point (4, 6): 16/25 + 36/100 = 1'
        up(4)     | 6         || false  | 'one ulp out in x'
        4         | up(6)     || false  | 'one ulp out in y'
        4         | down(6)   || true   | 'one ulp in in y'
        -4        | 6         || true   | 'the rim point (-4, 6)'
        -4        | up(6)     || false  | 'one ulp out in y'
        4         | -6        || true   | 'the rim point (4, -6)'
        up(4)     | -6        || false  | 'one ulp out in x'
        5         | 0         || true   | 'the end of the short axis'
        up(5)     | 0         || false  | 'one ulp past it'
        0         | -10       || true   | 'the end of the long axis (top on screen)'
        0         | down(-10) || false  | 'one ulp past it'
        6         | 8         || false  | 'the rim point of (3, 8) scaled by 2 in x'
        8         | 3         || false  | 'where the ellipse turned by 90° has its rim point'
        result = verdict(inside)
    }

    def "turned by #angle°, Ellipse.of(0, 0, 10, 20, #angle) lies along x (a = 5 along y, b = 10 along x): #where (#x, #y) is #result"() {
        given:
        def e = Ellipse.of(0, 0, 10, 20, angle)

        expect:
        exactlyInside(0, 0, 10, 20, angle, x, y) == inside

        and:
        e.contains(x, y) == inside

        where:
        angle << [90, 270, -90, 450, -270]
        combined:
        x         | y         || inside | where
        0         | 0         || true   | 'the centre'
        10        | 0         || true   | 'the end of the long axis, now along x'
        up(10)    | 0         || false  | 'one ulp past it'
        down(10)  | 0         || true   | 'one ulp inside it'
        -10       | 0         || true   | 'the other end'
        down(-10) | 0         || false  | 'one ulp past it'
        0         | 5         || true   | 'the end of the short axis, now along y'
        0         | up(5)     || false  | 'one ulp past it'
        0         | down(-5)  || false  | 'one ulp past the top end'
        8         | 3         || true   | 'the rim point (8, 3)'
        up(8)     | 3         || false  | 'one ulp out in x'
        8         | up(3)     || false  | 'one ulp out in y'
        down(8)   | 3         || true   | 'one ulp in in x'
        -8        | -3        || true   | 'the rim point (-8, -3)'
        -8        | down(-3)  || false  | 'one ulp out in y'
        6         | -4        || true   | 'the rim point (6, -4)'
        6         | down(-4)  || false  | 'one ulp out in y'
        up(6)     | -4        || false  | 'one ulp out in x'
        3         | 8         || false  | 'the rim point of the unturned ellipse'
        0         | 10        || false  | 'where the unturned ellipse ends'
        result = verdict(inside)
    }

    def "off the origin, Ellipse.of(#cx, #cy, 10, 20, #angle): the rim point (#cx + #fx, #cy + #fy) moved #move is #result"() {
        given:
        def e = Ellipse.of(cx, cy, 10, 20, angle)
        double x0 = cx + fx
        double y0 = cy + fy
        double x = move == 'outward in x' ? step(x0, Integer.signum(fx)) : move == 'inward in x' ? step(x0, -Integer.signum(fx)) : x0
        double y = move == 'outward in y' ? step(y0, Integer.signum(fy)) : move == 'inward in y' ? step(y0, -Integer.signum(fy)) : y0

        expect: 'the rim point itself is exact: the offsets are doubles'
        ex(x0) - ex(cx) == ex(fx) && ex(y0) - ex(cy) == ex(fy)
        exactlyInside(cx, cy, 10, 20, angle, x, y) == inside

        and:
        e.contains(x, y) == inside

        where:
        [cx, cy] << [[-7.25d, 3.5d], [1e9d, -1e9d], [-1e9d, -1e9d], [12345.678d, 1000.5d]]
        combined:
        [angle, fx, fy] << [[0, 3, 8], [0, -4, 6], [180, 4, -6], [90, -8, 3], [270, 6, 4]]
        combined:
        move << ['not at all', 'outward in x', 'outward in y', 'inward in x', 'inward in y']
        inside = !move.startsWith('outward')
        result = verdict(inside)
    }

    def "a turn by a multiple of 90° is the turn itself: a 10 x 10 ellipse at #angle° is the circle of radius 5 on the 3-4-5 and 5-12-13 points"() {
        given:
        def e = Ellipse.of(1, -2, 10, 10, angle)
        def circle = Circle.of(1, -2, 5)
        def points = [[3, 4], [4, -3], [-3, -4], [5, 0], [0, -5]].collectMany { p ->
            double x = 1 + p[0]
            double y = -2 + p[1]
            [[x, y], [up(x), y], [down(x), y], [x, up(y)], [x, down(y)]]
        }

        expect:
        points.every { p -> e.contains(p[0], p[1]) == circle.contains(p[0], p[1]) }
        and: 'each rim point is in with its inward neighbours: two for a 3-4-5 point, one for the end of an axis'
        points.count { p -> e.contains(p[0], p[1]) } == 3 * 3 + 2 * 2

        where:
        angle << [0, 90, 180, 270, -90, 3600]
    }

    // ------------------------------------------------------------ huge and tiny sizes

    def "scaled by #scaleText, Ellipse.of(0, 0, 10·s, 20·s, #angle): the frame point (#fu·s, #fv·s) stepped (#su, #sv) is #result"() {
        given: '''multiplying by a power of two is exact, so the rim point stays on the rim; a quarter turn
                  puts the frame point (u, v) at (-v, u) on screen'''
        def e = Ellipse.of(0, 0, 10 * scale, 20 * scale, angle)
        double u = step(fu * scale, su)
        double v = step(fv * scale, sv)
        double x = angle == 0 ? u : -v
        double y = angle == 0 ? v : u

        expect:
        exactlyInside(0, 0, 10 * scale, 20 * scale, angle, x, y) == inside

        and:
        e.contains(x, y) == inside

        where:
        [scale, scaleText] << [[Math.scalb(1d, 990), '2^990'], [Math.scalb(1d, 1010), '2^1010 (past the fast range)'],
                               [Math.scalb(1d, -990), '2^-990'], [Math.scalb(1d, -1010), '2^-1010 (past the fast range)'],
                               [Math.scalb(1d, -1070), '2^-1070 (subnormal)']]
        combined:
        angle << [0, 90]
        combined:
        fu | fv | su | sv || inside
        3  | 8  | 0  | 0  || true
        3  | 8  | 1  | 0  || false
        3  | 8  | 0  | 1  || false
        3  | 8  | -1 | 0  || true
        -4 | 6  | -1 | 0  || false
        -4 | 6  | 0  | -1 || true
        5  | 0  | 1  | 0  || false
        5  | 0  | 0  | 0  || true
        0  | 0  | 0  | 0  || true
        6  | 8  | 0  | 0  || false
        result = verdict(inside)
    }

    def "the rim of Ellipse.of(0, 0, #w, #h, 0) at the ends of its axes: (#x, #y) is #result"() {
        given:
        def e = Ellipse.of(0, 0, w, h, 0)

        expect:
        exactlyInside(0, 0, w, h, 0, x, y) == inside

        and:
        e.contains(x, y) == inside

        where:
        w             | h             | x               | y               || inside
        2 * 1e300d    | 1e300d        | 1e300d          | 0               || true
        2 * 1e300d    | 1e300d        | up(1e300d)      | 0               || false
        2 * 1e300d    | 1e300d        | 0               | 1e300d / 2      || true
        2 * 1e300d    | 1e300d        | 0               | up(1e300d / 2)  || false
        2 * 1e300d    | 1e300d        | 7e299d          | 3.5e299d        || true
        2 * 1e300d    | 1e300d        | 7.1e299d        | 3.6e299d        || false
        2 * 1e300d    | 1e300d        | -1e308d         | 1e308d          || false
        2 * 1e300d    | 1e300d        | Double.MAX_VALUE | -Double.MAX_VALUE || false
        Double.MAX_VALUE | Double.MAX_VALUE | Double.MAX_VALUE / 2 | 0   || true
        Double.MAX_VALUE | Double.MAX_VALUE | up(Double.MAX_VALUE / 2) | 0 || false
        2 * 1e-300d   | 1e-300d       | 1e-300d         | 0               || true
        2 * 1e-300d   | 1e-300d       | up(1e-300d)     | 0               || false
        2 * 1e-300d   | 1e-300d       | 0               | 1e-300d / 2     || true
        2 * 1e-300d   | 1e-300d       | 0               | down(-1e-300d / 2) || false
        2 * 1e-300d   | 1e-300d       | 1               | 0               || false
        3 * TINY      | 2 * TINY      | TINY            | 0               || true
        3 * TINY      | 2 * TINY      | 0               | TINY            || true
        3 * TINY      | 2 * TINY      | 2 * TINY        | 0               || false
        3 * TINY      | 2 * TINY      | TINY            | TINY            || false
        result = verdict(inside)
    }

    def "an ellipse of 1e-300 at (1e9, 1e9) is too small for any double but its centre: #where is #result"() {
        given:
        def e = Ellipse.of(1e9d, 1e9d, 1e-300d, 2e-300d, angle)

        expect:
        exactlyInside(1e9d, 1e9d, 1e-300d, 2e-300d, angle, x, y) == inside
        e.contains(x, y) == inside

        where:
        angle << [0, 30]
        combined:
        where                   | x          | y          || inside
        'the centre'            | 1e9d       | 1e9d       || true
        'the next double right' | up(1e9d)   | 1e9d       || false
        'the next double up'    | 1e9d       | down(1e9d) || false
        result = verdict(inside)
    }

    // ------------------------------------------------------------ zero width or height

    def "Ellipse.of(#cx, #cy, #w, #h, #angle) is a segment, as the zero-size RotatedRect: #where (#x, #y) is #result"() {
        given:
        def e = Ellipse.of(cx, cy, w, h, angle)

        expect: 'the rotated rectangle of the same numbers agrees'
        RotatedRect.of(cx, cy, w, h, angle).contains(x, y) == inside

        and:
        e.contains(x, y) == inside

        where:
        cx | cy | w  | h  | angle | x        | y         || inside | where
        0  | 0  | 0  | 10 | 0     | 0        | 0         || true   | 'the centre'
        0  | 0  | 0  | 10 | 0     | 0        | 5         || true   | 'the bottom end'
        0  | 0  | 0  | 10 | 0     | 0        | up(5)     || false  | 'one ulp past it'
        0  | 0  | 0  | 10 | 0     | 0        | -5        || true   | 'the top end'
        0  | 0  | 0  | 10 | 0     | 0        | down(-5)  || false  | 'one ulp past it'
        0  | 0  | 0  | 10 | 0     | TINY     | 0         || false  | 'beside the segment by the smallest double'
        0  | 0  | 0  | 10 | 0     | 0        | 97        || false  | 'on its line, beyond its end'
        2  | -3 | 10 | 0  | 0     | 7        | -3        || true   | 'the right end of a zero-height one'
        2  | -3 | 10 | 0  | 0     | up(7)    | -3        || false  | 'one ulp past it'
        2  | -3 | 10 | 0  | 0     | 2        | up(-3)    || false  | 'one ulp below the centre'
        2  | -3 | 0  | 10 | 90    | 7        | -3        || true   | 'a quarter turn lays it along x: the right end'
        2  | -3 | 0  | 10 | 90    | up(7)    | -3        || false  | 'one ulp past it'
        2  | -3 | 0  | 10 | 90    | 2        | 2         || false  | 'where the unturned segment ends'
        2  | -3 | 0  | 10 | 270   | -3       | -3        || true   | 'the left end, three quarter turns'
        0  | 0  | 0  | 10 | 45    | 3        | -3        || true   | '(t, -t) for t = 3 at 45°'
        0  | 0  | 0  | 10 | 45    | 3.5d     | -3.5d     || true   | '(t, -t) for t = 3.5, 4.95 from the centre'
        0  | 0  | 0  | 10 | 45    | 4        | -4        || false  | '(t, -t) for t = 4, 5.66 from the centre'
        0  | 0  | 0  | 10 | 45    | 3        | down(-3)  || false  | 'one ulp beside (3, -3)'
        0  | 0  | 0  | 10 | 30    | 0        | 0         || true   | 'the centre: at 30° the segment holds no other double (§6)'
        0  | 0  | 0  | 10 | 30    | -2.5d    | 4.330127018922193d || false | 'the double nearest to a point of the true segment'
        0  | 0  | 0  | 0  | 0     | 0        | 0         || true   | 'a 0 x 0 ellipse: its centre'
        0  | 0  | 0  | 0  | 0     | TINY     | 0         || false  | 'the next double beside it'
        5  | 6  | 0  | 0  | 30    | 5        | 6         || true   | 'a 0 x 0 ellipse turned: its centre'
        5  | 6  | 0  | 0  | 30    | 5        | up(6)     || false  | 'the next double below it'
        result = verdict(inside)
    }

    def "a width of -0.0 is a zero width"() {
        given:
        def e = Ellipse.of(0, 0, -0.0d, 10, 0)

        expect:
        e.contains(0, 5)
        !e.contains(TINY, 0)
        e == Ellipse.of(0, 0, 0, 10, 0)
    }

    // ------------------------------------------------------------ other turns

    def "turned by #angle° about (#cx, #cy), a 10 x 6 ellipse holds the point at #scale of its rim in the direction #phi° of its frame: #result"() {
        given: 'the point is placed in the frame with the true cosine and sine, so it is #scale of the way to the rim'
        def e = Ellipse.of(cx, cy, 10, 6, angle)
        double rad = Math.toRadians(angle)
        double u = 5 * scale * Math.cos(Math.toRadians(phi))
        double v = 3 * scale * Math.sin(Math.toRadians(phi))
        double x = cx + u * Math.cos(rad) - v * Math.sin(rad)
        double y = cy + u * Math.sin(rad) + v * Math.cos(rad)

        expect:
        exactlyInside(cx, cy, 10, 6, angle, x, y) == inside

        and:
        e.contains(x, y) == inside

        where:
        [cx, cy] << [[0, 0], [1e9d, -1e9d], [-3.75d, 12.5d]]
        combined:
        angle << [30, -30, 390, 123.4d]
        combined:
        phi << [0, 90, 180, 270, 45, 200]
        combined:
        scale << [0, 0.5d, 0.999999d, 1.000001d, 2]
        inside = scale < 1
        result = verdict(inside)
    }

    def "turned by 30°, the extremes of the unturned ellipse are outside and its axes turn clockwise on screen"() {
        given:
        def e = Ellipse.of(0, 0, 10, 6, 30)

        expect: 'the end of the long axis goes to (5 cos 30°, 5 sin 30°), down and to the right'
        e.contains(4.33d, 2.5d)
        e.contains(-4.33d, -2.5d)
        !e.contains(4.33d, -2.5d)
        !e.contains(5, 0)
        !e.contains(-5, 0)

        and: 'the oracle agrees on each'
        exactlyInside(e, 4.33d, 2.5d)
        exactlyInside(e, -4.33d, -2.5d)
        !exactlyInside(e, 4.33d, -2.5d)
        !exactlyInside(e, 5, 0)
    }

    // ------------------------------------------------------------ cross-checks

    def "contains agrees with exact arithmetic near the rim of #e (seeded, #n points and their neighbouring doubles)"() {
        given: '''points put on the rim in the frame with the true cosine and sine, moved by a relative
                  t within ±1e-13, and their neighbouring doubles: many need the exact path'''
        def rnd = new Random(SEED + e.hashCode())

        when:
        def tally = nearRim(rnd, e, n)

        then:
        tally.failures.take(10) == []
        tally.inside > n
        tally.outside > n

        and: 'where the doubles near the rim are fine enough, the exact path was reached, so the rows exercise it'
        tally.undecided > 0 || !reachesExact

        where:
        e                                                        | reachesExact
        Ellipse.of(0, 0, 10, 6, 0)                               | true
        Ellipse.of(0, 0, 10, 6, 90)                              | true
        Ellipse.of(-7.25d, 3.5d, 10, 20, 180)                    | true
        Ellipse.of(1e9d, -1e9d, 3, 1, 270)                       | false   // the doubles there are 1.2e-7 apart
        Ellipse.of(0, 0, 10, 6, 30)                              | true
        Ellipse.of(0.1d, 0.2d, 0.3d, 0.7d, 17.3d)                | true
        Ellipse.of(5, 5, 10, 10, 45)                             | true
        Ellipse.of(-100, 1e6d, 1000, 1, 123.4d)                  | true
        Ellipse.of(0, 0, 1e6d, 1e-3d, -60)                       | true
        Ellipse.of(0, 0, 2e300d, 1e300d, 10)                     | true
        Ellipse.of(0, 0, 2e-300d, 1e-300d, 80)                   | true
        Ellipse.of(0, 0, Math.scalb(10d, 1010), Math.scalb(6d, 1010), 30) | true    // every point takes the exact path
        Ellipse.of(0, 0, Math.scalb(10d, -1010), Math.scalb(6d, -1010), 0) | true    // every point takes the exact path
        Ellipse.of(0, 0, Math.scalb(1d, 50), 1, 30)              | true    // every point takes the exact path
        n = 300
    }

    def "on seeded random points anywhere, contains agrees with exact arithmetic and containsAll with contains, for #e"() {
        given:
        def rnd = new Random(SEED + 7 + e.hashCode())
        int n = 2000
        double rad = Math.toRadians(e.angleDegrees())
        double[] xs = new double[n]
        double[] ys = new double[n]
        n.times { int i ->
            // most points in the frame's box 1.5 times the ellipse's, a few anywhere up to 1e300 away
            double u = (rnd.nextDouble() * 2 - 1) * 0.75 * e.width()
            double v = (rnd.nextDouble() * 2 - 1) * 0.75 * e.height()
            boolean far = i % 50 == 0
            xs[i] = far ? (rnd.nextDouble() * 2 - 1) * 1e300d : e.centerX() + u * Math.cos(rad) - v * Math.sin(rad)
            ys[i] = far ? (rnd.nextDouble() * 2 - 1) * 1e300d : e.centerY() + u * Math.sin(rad) + v * Math.cos(rad)
        }
        boolean[] out = new boolean[n]
        long[] bits = new long[(n + 63) >> 6]

        when:
        int hits = e.containsAll(xs, ys, out)
        int bitHits = e.containsAll(xs, ys, bits)
        def one = (0..<n).collect { int i -> e.contains(xs[i], ys[i]) }
        def exact = (0..<n).collect { int i -> exactlyInside(e, xs[i], ys[i]) }

        then:
        one == exact
        (0..<n).every { int i -> out[i] == one[i] && ((bits[i >> 6] >>> (i & 63)) & 1L) == (one[i] ? 1L : 0L) }
        hits == one.count(true)
        bitHits == hits
        hits > 100

        where:
        e << [Ellipse.of(0, 0, 10, 6, 0), Ellipse.of(3, -4, 10, 6, 30), Ellipse.of(0, 0, 1000, 1, 75),
              Ellipse.of(1e9d, 1e9d, 2e300d, 1e300d, 0)]
    }

    def "a batch agrees with contains on the rim points and their neighbours: #e"() {
        given:
        double[] xs = [3, up(3), down(3), 0, 0, 5, up(5), 8, up(8)] as double[]
        double[] ys = [8, 8, 8, 10, up(10), 0, 0, 3, 3] as double[]
        boolean[] out = new boolean[xs.length]
        long[] bits = new long[1]

        when:
        int hits = e.containsAll(xs, ys, out)
        int bitHits = e.containsAll(xs, ys, bits)

        then:
        (0..<xs.length).every { int i -> out[i] == e.contains(xs[i], ys[i]) }
        (0..<xs.length).every { int i -> ((bits[0] >>> i) & 1L) == (e.contains(xs[i], ys[i]) ? 1L : 0L) }
        hits == expectedHits
        bitHits == expectedHits

        where:
        e                              || expectedHits
        Ellipse.of(0, 0, 10, 20, 0)    || 4   // (3, 8), (down(3), 8), (0, 10), (5, 0)
        Ellipse.of(0, 0, 10, 20, 90)   || 3   // (5, 0), (up(5), 0), (8, 3): (x/10)² + (y/5)² <= 1
    }

    // ------------------------------------------------------------ bounds

    def "bounds() of an ellipse turned by a multiple of 90° is the box it is inscribed in: #e"() {
        expect:
        e.bounds() == expected

        where:
        e                                     || expected
        Ellipse.of(0, 0, 10, 6, 0)            || Rect.centered(0, 0, 10, 6)
        Ellipse.of(1, 2, 10, 6, 180)          || Rect.centered(1, 2, 10, 6)
        Ellipse.of(1, 2, 10, 6, 90)           || Rect.centered(1, 2, 6, 10)
        Ellipse.of(1, 2, 10, 6, -90)          || Rect.centered(1, 2, 6, 10)
        Ellipse.of(1e9d, -1e9d, 0.3d, 0.7d, 0) || Rect.centered(1e9d, -1e9d, 0.3d, 0.7d)
        Ellipse.of(1, 2, 0, 6, 90)            || Rect.centered(1, 2, 6, 0)
    }

    def "bounds() of #e encloses the turned ellipse, and is wider than it by a hair at most"() {
        given: '''the half extent along x of the ellipse of the rounded cosine and sine is
                  sqrt(a²c² + b²s²) / (c² + s²); compared squared, in BigDecimal'''
        def b = e.bounds()
        BigDecimal c = ex(e.cos())
        BigDecimal s = ex(e.sin())
        BigDecimal a = ex(e.width()) * 0.5G
        BigDecimal bb = ex(e.height()) * 0.5G
        BigDecimal k2 = c * c + s * s
        BigDecimal ex2 = a * a * c * c + bb * bb * s * s   // (extent · k²)²
        BigDecimal ey2 = a * a * s * s + bb * bb * c * c
        BigDecimal right = ex(b.right()) - ex(e.centerX())
        BigDecimal left = ex(e.centerX()) - ex(b.left())
        BigDecimal bottom = ex(b.bottom()) - ex(e.centerY())
        BigDecimal top = ex(e.centerY()) - ex(b.top())
        BigDecimal hair = 1.000000000001G   // 1 + 1e-12, squared below

        expect: 'every side reaches the true extent'
        [right, left].every { it * k2 * it * k2 >= ex2 }
        [bottom, top].every { it * k2 * it * k2 >= ey2 }

        and: 'and not far beyond it'
        [right, left].every { it * k2 * it * k2 <= ex2 * hair * hair }
        [bottom, top].every { it * k2 * it * k2 <= ey2 * hair * hair }

        where:
        e << [Ellipse.of(0, 0, 10, 6, 30), Ellipse.of(-7, 4, 10, 6, 123.4d), Ellipse.of(1, 1, 1000, 1, 45),
              Ellipse.of(0, 0, 2e300d, 1e300d, 10), Ellipse.of(0, 0, 1e-300d, 3e-300d, 60)]
    }

    def "bounds() of #e holds every point the ellipse holds near its rim (seeded)"() {
        given:
        def rnd = new Random(SEED + 11)
        def b = e.bounds()
        def held = []
        2000.times {
            double phi = rnd.nextDouble() * 2 * Math.PI
            double t = 1 + (rnd.nextDouble() * 2 - 1) * 1e-12
            double u = e.width() / 2 * t * Math.cos(phi)
            double v = e.height() / 2 * t * Math.sin(phi)
            double rad = Math.toRadians(e.angleDegrees())
            double x = e.centerX() + u * Math.cos(rad) - v * Math.sin(rad)
            double y = e.centerY() + u * Math.sin(rad) + v * Math.cos(rad)
            if (e.contains(x, y)) {
                held << [x, y]
            }
        }

        expect:
        held.size() > 500
        held.every { p -> b.contains(p[0], p[1]) }

        where:
        e << [Ellipse.of(0, 0, 10, 6, 30), Ellipse.of(0.1d, -0.1d, 0.2d, 0.3d, 200), Ellipse.of(1e9d, 1e9d, 5, 1, 89)]
    }

    // ------------------------------------------------------------ values, names, errors

    def "accessors, names, equality and toString: the name takes no part"() {
        given:
        def e = Ellipse.of(1, 2, 10, 6, 30)
        def named = e.named('pond')

        expect:
        e.centerX() == 1 && e.centerY() == 2 && e.width() == 10 && e.height() == 6 && e.angleDegrees() == 30
        e.cos() == Angles.cosDeg(30) && e.sin() == Angles.sinDeg(30)
        e.center() == new Vec2(1, 2)
        e.name() == null
        named.name() == 'pond'
        named == e
        named.hashCode() == e.hashCode()
        named instanceof Ellipse
        e == Ellipse.of(1, 2, 10, 6, 390)
        e.hashCode() == Ellipse.of(1, 2, 10, 6, -330).hashCode()
        e != Ellipse.of(1, 2, 10, 6, 31)
        e != Ellipse.of(1, 2, 6, 10, 30)
        e != Ellipse.of(1, up(2), 10, 6, 30)
        e.toString() == 'Ellipse[centre (1, 2), width 10, height 6, angle 30°]'
        named.toString() == "Ellipse 'pond'[centre (1, 2), width 10, height 6, angle 30°]"
        Ellipse.of(0.5d, 0, 1, 2, 0).toString() == 'Ellipse[centre (0.5, 0), width 1, height 2, angle 0°]'
    }

    def "Ellipse.of(#cx, #cy, #w, #h, #angle) is refused: #message"() {
        when:
        Ellipse.of(cx, cy, w, h, angle)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        cx                       | cy                       | w                        | h          | angle                    || message
        Double.NaN               | 0                        | 1                        | 1          | 0                        || 'ellipse: cx must be a finite number but was NaN'
        Double.POSITIVE_INFINITY | 0                        | 1                        | 1          | 0                        || 'ellipse: cx must be a finite number but was Infinity'
        0                        | Double.NEGATIVE_INFINITY | 1                        | 1          | 0                        || 'ellipse: cy must be a finite number but was -Infinity'
        0                        | 0                        | -1                       | 1          | 0                        || 'ellipse: width must be >= 0 but was -1.0'
        0                        | 0                        | -Double.MIN_VALUE        | 1          | 0                        || 'ellipse: width must be >= 0 but was -4.9E-324'
        0                        | 0                        | Double.NaN               | 1          | 0                        || 'ellipse: width must be a finite number but was NaN'
        0                        | 0                        | Double.POSITIVE_INFINITY | 1          | 0                        || 'ellipse: width must be a finite number but was Infinity'
        0                        | 0                        | 1                        | -1e300d    | 0                        || 'ellipse: height must be >= 0 but was -1.0E300'
        0                        | 0                        | 1                        | Double.NaN | 0                        || 'ellipse: height must be a finite number but was NaN'
        0                        | 0                        | 1                        | 1          | Double.NaN               || 'ellipse: angle must be a finite number but was NaN'
        0                        | 0                        | 1                        | 1          | Double.NEGATIVE_INFINITY || 'ellipse: angle must be a finite number but was -Infinity'
    }

    def "a query point (#x, #y) is an error, never a silent false: #message"() {
        when:
        e.contains(x, y)

        then:
        def thrownError = thrown(IllegalArgumentException)
        thrownError.message == message

        where:
        e                                          | x                        | y                        || message
        Ellipse.of(0, 0, 10, 6, 0)                 | Double.NaN               | 0                        || 'ellipse: query point x must be a finite number but was NaN'
        Ellipse.of(0, 0, 10, 6, 30)                | 0                        | Double.POSITIVE_INFINITY || 'ellipse: query point y must be a finite number but was Infinity'
        Ellipse.of(0, 0, 10, 6, 90)                | Double.NEGATIVE_INFINITY | 0                        || 'ellipse: query point x must be a finite number but was -Infinity'
        Ellipse.of(0, 0, 0, 6, 30)                 | 0                        | Double.NaN               || 'ellipse: query point y must be a finite number but was NaN'
        Ellipse.of(0, 0, Math.scalb(1d, 1010), 1, 0) | Double.NaN             | 0                        || 'ellipse: query point x must be a finite number but was NaN'
        Ellipse.of(0, 0, 10, 6, 0).named('pond')   | 0                        | Double.NaN               || "ellipse 'pond': query point y must be a finite number but was NaN"
    }

    def "a batch names the first bad point by its index"() {
        when:
        Ellipse.of(0, 0, 10, 6, 30).containsAll([0, 1, 2] as double[], [0, Double.NaN, 0] as double[], new boolean[3])

        then:
        def e = thrown(IllegalArgumentException)
        e.message == 'ellipse: query point ys[1] must be a finite number but was NaN'
    }

    // ------------------------------------------------------------ helpers

    static class Tally {
        int inside
        int outside
        int undecided
        List<String> failures = []
    }

    @CompileStatic
    static Tally nearRim(Random rnd, Ellipse e, int n) {
        def tally = new Tally()
        double rad = Math.toRadians(e.angleDegrees())
        double c = Math.cos(rad)
        double s = Math.sin(rad)
        n.times {
            double phi = rnd.nextDouble() * 2 * Math.PI
            double t = 1 + (rnd.nextDouble() * 2 - 1) * 1e-13
            double u = e.width() / 2 * t * Math.cos(phi)
            double v = e.height() / 2 * t * Math.sin(phi)
            double x0 = e.centerX() + u * c - v * s
            double y0 = e.centerY() + u * s + v * c
            for (int i = -1; i <= 1; i++) {
                for (int j = -1; j <= 1; j++) {
                    double x = step(x0, i)
                    double y = step(y0, j)
                    boolean want = exactlyInside(e, x, y)
                    if (want) {
                        tally.inside++
                    } else {
                        tally.outside++
                    }
                    long fast = e.fastBit(x, y)
                    if (fast == PreparedShape.UNDECIDED) {
                        tally.undecided++
                    } else if ((fast == 1L) != want) {
                        tally.failures << "$e at ($x, $y): the fast test says ${fast == 1L}, exact arithmetic $want".toString()
                    }
                    if (e.contains(x, y) != want) {
                        tally.failures << "$e at ($x, $y): contains says ${!want}, exact arithmetic $want".toString()
                    }
                }
            }
        }
        tally
    }
}
