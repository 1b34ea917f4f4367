package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * The closed disc (docs/geometry.md §10), exact at any magnitude: a Pythagorean point on the rim is
 * inside and the next double outward is outside, whether r² overflows, underflows or neither.
 *
 * <p>Every verdict in the tables is checked twice: against the circle, and against the same
 * question asked in exact {@link BigDecimal} arithmetic, so a row cannot carry a wrong
 * expectation without failing.
 */
class CircleSpec extends Specification {

    static final double P600 = Math.scalb(1.0d, 600)     // (5 * 2^600)^2 overflows a double
    static final double P996 = Math.scalb(1.0d, 996)     // 13 * 2^996 is about 8.7e300
    static final double PM700 = Math.scalb(1.0d, -700)   // (5 * 2^-700)^2 underflows to 0

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    /** The next double after v, away from c. */
    static double outward(double v, double c) { v > c ? Math.nextUp(v) : Math.nextDown(v) }

    /** The next double after v, toward c. */
    static double inward(double v, double c) { v > c ? Math.nextDown(v) : Math.nextUp(v) }

    @CompileStatic
    static BigDecimal ex(double v) { new BigDecimal(v) }

    /** (x - cx)² + (y - cy)² <= r², in exact arithmetic. */
    @CompileStatic
    static boolean exactlyInside(double cx, double cy, double r, double x, double y) {
        BigDecimal dx = ex(x).subtract(ex(cx))
        BigDecimal dy = ex(y).subtract(ex(cy))
        dx.multiply(dx).add(dy.multiply(dy)) <= ex(r).multiply(ex(r))
    }

    def "Circle.of(#cx, #cy, #r): #where (#x, #y) is #verdict"() {
        given:
        def circle = Circle.of(cx, cy, r)

        expect:
        circle.contains(x, y) == inside
        circle.contains(new Vec2(x, y)) == inside

        and: "exact arithmetic gives the same verdict"
        exactlyInside(cx, cy, r, x, y) == inside

        where:
        cx   | cy  | r  | where                                      | x                  | y                  || inside
        0    | 0   | 5  | 'the centre'                               | 0                  | 0                  || true
        0    | 0   | 5  | 'an interior point'                        | 1                  | -2                 || true
        0    | 0   | 5  | 'the rim point 3, 4, 5'                    | 3                  | 4                  || true
        0    | 0   | 5  | 'the next double out in x'                 | up(3)              | 4                  || false
        0    | 0   | 5  | 'the next double out in y'                 | 3                  | up(4)              || false
        0    | 0   | 5  | 'the next double in'                       | down(3)            | 4                  || true
        0    | 0   | 5  | 'the rim point in the opposite quadrant'   | -3                 | -4                 || true
        0    | 0   | 5  | 'its next double out'                      | -3                 | down(-4)           || false
        0    | 0   | 5  | 'the rim on the +x axis'                   | 5                  | 0                  || true
        0    | 0   | 5  | 'past the rim on the +x axis'              | up(5)              | 0                  || false
        0    | 0   | 5  | 'the rim on the -y axis (top of screen)'   | 0                  | -5                 || true
        0    | 0   | 5  | 'past the rim on the -y axis'              | 0                  | down(-5)           || false
        0    | 0   | 5  | 'the corner of the bounding square'        | 5                  | 5                  || false
        0    | 0   | 5  | '(4, 4): 32 > 25'                          | 4                  | 4                  || false
        0    | 0   | 5  | '(3.5, 3.5): 24.5 < 25'                    | 3.5d               | 3.5d               || true
        0    | 0   | 13 | 'the rim point 5, 12, 13'                  | 5                  | 12                 || true
        0    | 0   | 13 | 'the rim point 12, -5, 13'                 | 12                 | -5                 || true
        0    | 0   | 13 | 'the next double out'                      | up(12)             | -5                 || false
        0    | 0   | 13 | 'the next double out in y'                 | 12                 | down(-5)           || false
        // 0.6 and 0.8 are not exactly 3/5 and 4/5: 0.8 is 0.8000000000000000444, which carries it out
        0    | 0   | 1  | '(0.6, 0.8), not on the rim in doubles'    | 0.6d               | 0.8d               || false
        0    | 0   | 1  | '(0.6, 0.7999999999999999)'                | 0.6d               | down(0.8d)         || true
        // √½ rounds up, so the diagonal point just outside is the double nearest √½
        0    | 0   | 1  | 'the diagonal at the double nearest √½'    | Math.sqrt(0.5d)    | Math.sqrt(0.5d)    || false
        0    | 0   | 1  | 'one ulp nearer the centre on the diagonal' | down(Math.sqrt(0.5d)) | down(Math.sqrt(0.5d)) || true
        verdict = inside ? 'inside' : 'outside'
    }

    def "far from the origin, Circle.of(#cx, #cy, #r): #where is #verdict"() {
        given:
        def circle = Circle.of(cx, cy, r)

        expect:
        circle.contains(x, y) == inside
        exactlyInside(cx, cy, r, x, y) == inside

        where:
        cx     | cy     | r  | where                                   | x                          | y                         || inside
        1e9d   | 1e9d   | 5  | 'the rim point (1e9 + 3, 1e9 + 4)'      | 1e9d + 3                   | 1e9d + 4                  || true
        1e9d   | 1e9d   | 5  | 'the next double out'                   | up(1e9d + 3)               | 1e9d + 4                  || false
        1e9d   | 1e9d   | 5  | 'the next double in'                    | down(1e9d + 3)             | 1e9d + 4                  || true
        1e9d   | -1e9d  | 13 | 'the rim point (1e9 - 5, -1e9 + 12)'    | 1e9d - 5                   | -1e9d + 12                || true
        1e9d   | -1e9d  | 13 | 'the next double out'                   | 1e9d - 5                   | up(-1e9d + 12)            || false
        -7     | -11   | 5  | 'the rim point (-4, -7)'                | -4                         | -7                        || true
        -7     | -11   | 5  | 'the next double out (toward 0 in x)'   | outward(-4, -7)            | -7                        || false
        -7     | -11   | 5  | 'the next double in'                    | inward(-4, -7)             | -7                        || true
        -7     | -11   | 5  | 'the rim point (-10, -15)'              | -10                        | -15                       || true
        -7     | -11   | 5  | 'the next double out'                   | -10                        | outward(-15, -11)         || false
        -1e9d  | -1e9d  | 5  | 'the rim point (-1e9 - 4, -1e9 + 3)'   | -1e9d - 4                  | -1e9d + 3                 || true
        -1e9d  | -1e9d  | 5  | 'the next double out'                   | outward(-1e9d - 4, -1e9d)  | -1e9d + 3                 || false
        verdict = inside ? 'inside' : 'outside'
    }

    def "radii whose squares overflow: Circle.of(#cx, #cy, #rText): #where is #verdict"() {
        given:
        def circle = Circle.of(cx, cy, r)

        expect: "r² is not a finite double, yet the answer is exact"
        !Double.isFinite(r * r)
        circle.contains(x, y) == inside
        exactlyInside(cx, cy, r, x, y) == inside

        where:
        cx           | cy       | r           | rText        | where                                  | x                       | y                 || inside
        0            | 0        | 5 * P600    | '5·2^600'    | 'the rim point (3·2^600, 4·2^600)'     | 3 * P600                | 4 * P600          || true
        0            | 0        | 5 * P600    | '5·2^600'    | 'the next double out'                  | up(3 * P600)            | 4 * P600          || false
        0            | 0        | 5 * P600    | '5·2^600'    | 'the next double in'                   | down(3 * P600)          | 4 * P600          || true
        0            | 0        | 5 * P600    | '5·2^600'    | 'the centre'                           | 0                       | 0                 || true
        -5 * P600    | P600     | 5 * P600    | '5·2^600'    | 'the rim point, centre off the origin' | -2 * P600               | 5 * P600          || true
        -5 * P600    | P600     | 5 * P600    | '5·2^600'    | 'the next double out'                  | -2 * P600               | up(5 * P600)      || false
        0            | 0        | 13 * P996   | '13·2^996'   | 'the rim point (5·2^996, -12·2^996)'   | 5 * P996                | -12 * P996        || true
        0            | 0        | 13 * P996   | '13·2^996'   | 'the next double out'                  | 5 * P996                | down(-12 * P996)  || false
        0            | 0        | 1e200d      | '1e200'      | 'the rim on the axis (1e200, 0)'       | 1e200d                  | 0                 || true
        0            | 0        | 1e200d      | '1e200'      | 'one ulp past it'                      | up(1e200d)              | 0                 || false
        0            | 0        | 1e200d      | '1e200'      | '(0, -1e200)'                          | 0                       | -1e200d           || true
        0            | 0        | 1e200d      | '1e200'      | '(7e199, 7e199): 0.98 r²'              | 7e199d                  | 7e199d            || true
        0            | 0        | 1e200d      | '1e200'      | '(7.1e199, 7.1e199): 1.0082 r²'        | 7.1e199d                | 7.1e199d          || false
        0            | 0        | 1e300d      | '1e300'      | 'the rim on the axis (0, 1e300)'       | 0                       | 1e300d            || true
        0            | 0        | 1e300d      | '1e300'      | 'one ulp past it'                      | 0                       | up(1e300d)        || false
        0            | 0        | 1e300d      | '1e300'      | 'a far point (1e308, 0)'               | 1e308d                  | 0                 || false
        0            | 0        | Double.MAX_VALUE | 'MAX_VALUE' | 'the rim point (MAX_VALUE, 0)'     | Double.MAX_VALUE        | 0                 || true
        0            | 0        | Double.MAX_VALUE | 'MAX_VALUE' | 'the opposite rim point'           | -Double.MAX_VALUE       | 0                 || true
        // x - cx itself overflows: 1e308 - (-1e308) is beyond every double
        -1e308d      | 0        | 1e308d      | '1e308'      | 'the rim point (0, 0)'                 | 0                       | 0                 || true
        -1e308d      | 0        | 1e308d      | '1e308'      | 'the next double out (4.9e-324, 0)'    | Double.MIN_VALUE        | 0                 || false
        -1e308d      | 0        | 1e308d      | '1e308'      | '(1e308, 0), 2e308 from the centre'    | 1e308d                  | 0                 || false
        verdict = inside ? 'inside' : 'outside'
    }

    def "radii whose squares underflow: Circle.of(#cx, #cy, #rText): #where is #verdict"() {
        given:
        def circle = Circle.of(cx, cy, r)

        expect: "r² is 0 in doubles, and so is the squared distance of every nearby point, yet the answer is exact"
        r * r == 0
        circle.contains(x, y) == inside
        exactlyInside(cx, cy, r, x, y) == inside

        where:
        cx     | cy    | r                   | rText       | where                                   | x                   | y              || inside
        0      | 0     | 5 * PM700           | '5·2^-700'  | 'the rim point (3·2^-700, 4·2^-700)'    | 3 * PM700           | 4 * PM700      || true
        0      | 0     | 5 * PM700           | '5·2^-700'  | 'the next double out'                   | up(3 * PM700)       | 4 * PM700      || false
        0      | 0     | 5 * PM700           | '5·2^-700'  | 'the next double in'                    | down(3 * PM700)     | 4 * PM700      || true
        0      | 0     | 5 * PM700           | '5·2^-700'  | 'twice the radius away on the axis'     | 10 * PM700          | 0              || false
        0      | 0     | 5 * PM700           | '5·2^-700'  | 'the centre'                            | 0                   | 0              || true
        -3 * PM700 | 2 * PM700 | 5 * PM700   | '5·2^-700'  | 'the rim point, centre off the origin'  | 0                   | -2 * PM700     || true
        -3 * PM700 | 2 * PM700 | 5 * PM700   | '5·2^-700'  | 'the next double out'                   | Double.MIN_VALUE    | -2 * PM700     || false
        0      | 0     | Double.MIN_VALUE    | '4.9e-324'  | 'the rim point (4.9e-324, 0)'           | Double.MIN_VALUE    | 0              || true
        0      | 0     | Double.MIN_VALUE    | '4.9e-324'  | 'the rim point (0, -4.9e-324)'          | 0                   | -Double.MIN_VALUE || true
        0      | 0     | Double.MIN_VALUE    | '4.9e-324'  | '(4.9e-324, 4.9e-324), √2 r away'       | Double.MIN_VALUE    | Double.MIN_VALUE || false
        0      | 0     | Double.MIN_VALUE    | '4.9e-324'  | '(2 · 4.9e-324, 0)'                     | 2 * Double.MIN_VALUE | 0             || false
        verdict = inside ? 'inside' : 'outside'
    }

    def "a circle of radius 2^-700 at (1e9, 1e9) is too small for any double but its centre: #where is #verdict"() {
        given: "the ulp of 1e9 (1.2e-7) is far larger than the radius"
        def circle = Circle.of(1e9d, 1e9d, PM700)

        expect:
        circle.contains(x, y) == inside
        exactlyInside(1e9d, 1e9d, PM700, x, y) == inside

        where:
        where                   | x          | y          || inside
        'the centre'            | 1e9d       | 1e9d       || true
        'the next double right' | up(1e9d)   | 1e9d       || false
        'the next double up'    | 1e9d       | down(1e9d) || false
        verdict = inside ? 'inside' : 'outside'
    }

    def "r = 0: Circle.of(#cx, #cy, 0) contains only its centre, so (#x, #y) is #verdict"() {
        given:
        def circle = Circle.of(cx, cy, 0)

        expect:
        circle.contains(x, y) == inside
        exactlyInside(cx, cy, 0, x, y) == inside

        where:
        cx   | cy   | x                 | y                 || inside
        2    | 3    | 2                 | 3                 || true
        2    | 3    | up(2)             | 3                 || false
        2    | 3    | 2                 | down(3)           || false
        0    | 0    | 0                 | 0                 || true
        0    | 0    | -0.0d             | -0.0d             || true
        0    | 0    | Double.MIN_VALUE  | 0                 || false
        0    | 0    | 0                 | -Double.MIN_VALUE || false
        -1e9d | 1e9d | -1e9d            | 1e9d              || true
        -1e9d | 1e9d | down(-1e9d)      | 1e9d              || false
        verdict = inside ? 'inside' : 'outside'
    }

    def "contains agrees with exact arithmetic on #n seeded random points near the rim of Circle.of(#cx, #cy, #r)"() {
        given: "points at distance r(1 + t) for t within ±1e-14, where rounding matters most"
        def random = new Random(seed)
        def circle = Circle.of(cx, cy, r)

        expect:
        (1..n).every {
            double angle = random.nextDouble() * 2 * Math.PI
            double t = (random.nextDouble() * 2 - 1) * 1e-14
            double x = cx + r * (1 + t) * Math.cos(angle)
            double y = cy + r * (1 + t) * Math.sin(angle)
            circle.contains(x, y) == exactlyInside(cx, cy, r, x, y)
        }

        where:
        cx    | cy     | r          | seed || n
        0     | 0      | 1          | 1    || 3000
        1e9d  | -1e9d  | 100        | 2    || 3000
        -7.5d | 3.25d  | 0.001d     | 3    || 3000
        0     | 0      | 1e200d     | 4    || 1000
        0     | 0      | 3 * PM700  | 5    || 1000
    }

    def "bounds() of Circle.of(#cx, #cy, #r) encloses the circle, a few ulps wide at most"() {
        given:
        def b = Circle.of(cx, cy, r).bounds()
        // the true extremes, clamped to the doubles: no double point lies past ±MAX_VALUE
        BigDecimal max = ex(Double.MAX_VALUE)
        BigDecimal left = [ex(cx) - ex(r), -max].max()
        BigDecimal right = [ex(cx) + ex(r), max].min()
        BigDecimal top = [ex(cy) - ex(r), -max].max()
        BigDecimal bottom = [ex(cy) + ex(r), max].min()
        // outward slack allowed: 16 ulps of the larger of the centre coordinate and the radius
        BigDecimal slackX = ex(16 * Math.ulp(Math.max(Math.abs(cx), r)))
        BigDecimal slackY = ex(16 * Math.ulp(Math.max(Math.abs(cy), r)))

        expect: "every edge is on or outside the true extreme"
        ex(b.left()) <= left
        ex(b.right()) >= right
        ex(b.top()) <= top
        ex(b.bottom()) >= bottom

        and: "and not far outside it"
        ex(b.left()) >= left - slackX
        ex(b.right()) <= right + slackX
        ex(b.top()) >= top - slackY
        ex(b.bottom()) <= bottom + slackY

        where:
        cx      | cy      | r
        0       | 0       | 5
        10      | 20      | 5
        -7      | -11     | 5
        0.1d    | 0.2d    | 0.3d
        1e9d    | -1e9d   | 5
        2       | 3       | 0
        0       | 0       | 1e300d
        0       | 0       | 5 * PM700
        -1e308d | 1e308d  | 1e308d
    }

    def "bounds() contains the four extreme points of the circle, where they are doubles"() {
        given:
        def circle = Circle.of(cx, cy, r)
        def b = circle.bounds()

        expect:
        [[cx - r, cy], [cx + r, cy], [cx, cy - r], [cx, cy + r]].every { p ->
            circle.contains(p[0], p[1]) && b.contains(p[0], p[1])
        }

        where:
        cx   | cy   | r
        0    | 0    | 5
        -7   | 4    | 3
        1e9d | 1e9d | 5
        0    | 0    | 3 * PM700
    }

    def "accessors, names and equality: the name takes no part"() {
        given:
        def c = Circle.of(1, 2, 3)
        def named = c.named('pickup')

        expect:
        c.centerX() == 1 && c.centerY() == 2 && c.r() == 3
        c.center() == new Vec2(1, 2)
        c.name() == null
        named.name() == 'pickup'
        named == c
        named.hashCode() == c.hashCode()
        named.contains(1, 5)
        !named.contains(1, up(5))
        c != Circle.of(1, 2, up(3))
        c != Circle.of(up(1), 2, 3)
    }

    def "Circle.of(#cx, #cy, #r) is rejected with: #message"() {
        when:
        Circle.of(cx, cy, r)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        cx                        | cy                        | r                         || message
        Double.NaN                | 0                         | 1                         || 'circle: cx must be a finite number but was NaN'
        Double.POSITIVE_INFINITY  | 0                         | 1                         || 'circle: cx must be a finite number but was Infinity'
        0                         | Double.NaN                | 1                         || 'circle: cy must be a finite number but was NaN'
        0                         | Double.NEGATIVE_INFINITY  | 1                         || 'circle: cy must be a finite number but was -Infinity'
        0                         | 0                         | Double.NaN                || 'circle: r must be a finite number but was NaN'
        0                         | 0                         | Double.POSITIVE_INFINITY  || 'circle: r must be a finite number but was Infinity'
        0                         | 0                         | -1                        || 'circle: r must be >= 0 but was -1.0'
        0                         | 0                         | -Double.MIN_VALUE         || 'circle: r must be >= 0 but was -4.9E-324'
        0                         | 0                         | -1e300d                   || 'circle: r must be >= 0 but was -1.0E300'
    }

    def "a query point (#x, #y) is an error, never a silent false: #message"() {
        when:
        circle.contains(x, y)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        circle                                 | x                         | y                         || message
        Circle.of(0, 0, 5)                     | Double.NaN                | 0                         || 'circle: query point x must be a finite number but was NaN'
        Circle.of(0, 0, 5)                     | 0                         | Double.POSITIVE_INFINITY  || 'circle: query point y must be a finite number but was Infinity'
        Circle.of(0, 0, 5)                     | 1e300d                    | Double.NaN                || 'circle: query point y must be a finite number but was NaN'
        Circle.of(0, 0, 1e300d)                | Double.NEGATIVE_INFINITY  | 0                         || 'circle: query point x must be a finite number but was -Infinity'
        Circle.of(0, 0, 5 * PM700)             | 0                         | Double.NaN                || 'circle: query point y must be a finite number but was NaN'
        Circle.of(0, 0, 5).named('pickup')     | 0                         | Double.NEGATIVE_INFINITY  || "circle 'pickup': query point y must be a finite number but was -Infinity"
    }
}
