package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * The closed capsule: the points within r of a closed segment (docs/geometry.md §22).
 *
 * <p>Every verdict of a table row is also checked against the same question asked in
 * {@link BigDecimal} ({@link #exactlyInside}), written as a union (within r of either end, or
 * over the body within r of the line) rather than as the class's projection, so a row cannot
 * carry a wrong expectation without failing. Boundary points that are doubles come from the
 * 3-4-5 triangle: the capsule from (0, 0) to (30, 40) has the unit direction (3, 4)/5 and the
 * unit normal (-4, 3)/5, so with r = 5 the point (15, 20) + (-4, 3) = (11, 23) is exactly r from
 * the middle of its side.
 */
class CapsuleSpec extends Specification {

    static final double TINY = Double.MIN_VALUE
    static final long SEED = 0xCA95_0E5L

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

    @CompileStatic
    static BigDecimal dist2(double x, double y, double px, double py) {
        BigDecimal dx = ex(x) - ex(px)
        BigDecimal dy = ex(y) - ex(py)
        dx * dx + dy * dy
    }

    /**
     * Within r of either end, or over the body (the projection between the ends) within r of
     * the line through them: cross² <= r²·len². All in BigDecimal.
     */
    @CompileStatic
    static boolean exactlyInside(double x1, double y1, double x2, double y2, double r, double x, double y) {
        BigDecimal rr = ex(r) * ex(r)
        if (dist2(x, y, x1, y1) <= rr || dist2(x, y, x2, y2) <= rr) {
            return true
        }
        BigDecimal dx = ex(x2) - ex(x1)
        BigDecimal dy = ex(y2) - ex(y1)
        BigDecimal qx = ex(x) - ex(x1)
        BigDecimal qy = ex(y) - ex(y1)
        BigDecimal dot = qx * dx + qy * dy
        BigDecimal len2 = dx * dx + dy * dy
        if (len2.signum() == 0 || dot < 0 || dot > len2) {
            return false
        }
        BigDecimal cross = dx * qy - dy * qx
        cross * cross <= rr * len2
    }

    @CompileStatic
    static boolean exactlyInside(Capsule c, double x, double y) {
        exactlyInside(c.x1(), c.y1(), c.x2(), c.y2(), c.r(), x, y)
    }

    // ------------------------------------------------------------ along an axis

    def "the capsule from (#x1, #y1) to (#x2, #y2), r 5: #where (#x, #y) is #result"() {
        given:
        def c = Capsule.of(x1, y1, x2, y2, 5)

        expect:
        exactlyInside(x1, y1, x2, y2, 5, x, y) == inside

        and:
        c.contains(x, y) == inside
        c.contains(new Vec2(x, y)) == inside

        where:
        ends << [[0, 0, 10, 0], [10, 0, 0, 0]]
        combined:
        x         | y         || inside | where
        0         | 0         || true   | 'one end'
        5         | 0         || true   | 'the middle'
        10        | 0         || true   | 'the other end'
        -5        | 0         || true   | 'the tip of the cap at 0: r behind the end, the segment pointing away'
        down(-5)  | 0         || false  | 'one ulp past it'
        up(-5)    | 0         || true   | 'one ulp inside it'
        15        | 0         || true   | 'the tip of the cap at 10'
        up(15)    | 0         || false  | 'one ulp past it'
        down(15)  | 0         || true   | 'one ulp inside it'
        -3        | 4         || true   | 'a 3-4-5 point of the cap at 0'
        down(-3)  | 4         || false  | 'one ulp out in x'
        -3        | up(4)     || false  | 'one ulp out in y'
        up(-3)    | 4         || true   | 'one ulp in in x'
        -3        | down(4)   || true   | 'one ulp in in y'
        -4        | -3        || true   | 'another, above on screen'
        -4        | down(-3)  || false  | 'one ulp out in y'
        13        | 4         || true   | 'a 3-4-5 point of the cap at 10'
        up(13)    | 4         || false  | 'one ulp out in x'
        13        | up(4)     || false  | 'one ulp out in y'
        14        | -3        || true   | 'another, above on screen'
        14        | down(-3)  || false  | 'one ulp out in y'
        5         | 5         || true   | 'the side, r below the middle'
        5         | up(5)     || false  | 'one ulp past it'
        5         | down(5)   || true   | 'one ulp inside it'
        5         | -5        || true   | 'the other side, r above the middle'
        5         | down(-5)  || false  | 'one ulp past it'
        0         | 5         || true   | 'where the cap at 0 meets the side'
        0         | up(5)     || false  | 'one ulp past it'
        10        | -5        || true   | 'where the cap at 10 meets the other side'
        10        | down(-5)  || false  | 'one ulp past it'
        -3.5d     | 3.5d      || true   | '(-3.5, 3.5): 4.95 from the end'
        -3.6d     | 3.6d      || false  | '(-3.6, 3.6): 5.09 from the end'
        -5        | 5         || false  | 'the corner of the box'
        15        | -5        || false  | 'the other corner of the box'
        x1 = ends[0]
        y1 = ends[1]
        x2 = ends[2]
        y2 = ends[3]
        result = verdict(inside)
    }

    def "the capsule from (#x1, #y1) to (#x2, #y2), r #r: #where (#x, #y) is #result"() {
        given:
        def c = Capsule.of(x1, y1, x2, y2, r)

        expect:
        exactlyInside(x1, y1, x2, y2, r, x, y) == inside

        and:
        c.contains(x, y) == inside

        where:
        x1    | y1     | x2         | y2     | r | x               | y               || inside | where
        2     | -3     | 2          | -13    | 5 | 2               | 2               || true   | 'up the screen: the tip of the cap below the start'
        2     | -3     | 2          | -13    | 5 | 2               | up(2)           || false  | 'one ulp past it'
        2     | -3     | 2          | -13    | 5 | 2               | -18             || true   | 'the tip of the cap above the end'
        2     | -3     | 2          | -13    | 5 | 2               | down(-18)       || false  | 'one ulp past it'
        2     | -3     | 2          | -13    | 5 | 7               | -8              || true   | 'the right side'
        2     | -3     | 2          | -13    | 5 | up(7)           | -8              || false  | 'one ulp past it'
        2     | -3     | 2          | -13    | 5 | -3              | -8              || true   | 'the left side'
        2     | -3     | 2          | -13    | 5 | down(-3)        | -8              || false  | 'one ulp past it'
        2     | -3     | 2          | -13    | 5 | 5               | 1               || true   | 'a 3-4-5 point of the cap below'
        2     | -3     | 2          | -13    | 5 | up(5)           | 1               || false  | 'one ulp out in x'
        1e9d  | -1e9d  | 1e9d + 10  | -1e9d  | 5 | 1e9d - 3        | -1e9d + 4       || true   | 'far out: a 3-4-5 point of the cap at the start'
        1e9d  | -1e9d  | 1e9d + 10  | -1e9d  | 5 | down(1e9d - 3)  | -1e9d + 4       || false  | 'the next double out in x'
        1e9d  | -1e9d  | 1e9d + 10  | -1e9d  | 5 | up(1e9d - 3)    | -1e9d + 4       || true   | 'the next double in in x'
        1e9d  | -1e9d  | 1e9d + 10  | -1e9d  | 5 | 1e9d + 5        | -1e9d + 5       || true   | 'far out: the side'
        1e9d  | -1e9d  | 1e9d + 10  | -1e9d  | 5 | 1e9d + 5        | up(-1e9d + 5)   || false  | 'the next double out'
        result = verdict(inside)
    }

    // ------------------------------------------------------------ along a 3-4-5 diagonal

    def "the capsule from (#x1, #y1) to (#x2, #y2), r 5, along (3, 4): #where (#dx, #dy) from the start, stepped (#sx, #sy), is #result"() {
        given: 'the offsets are doubles and exact, so the sides and caps hold their 3-4-5 points'
        def c = Capsule.of(x1, y1, x2, y2, 5)
        double sx0 = x1 < x2 ? x1 : x2   // the end nearer the origin, where the table's offsets start
        double sy0 = x1 < x2 ? y1 : y2
        double x = step(sx0 + dx, sx)
        double y = step(sy0 + dy, sy)

        expect:
        ex(sx0 + dx) == ex(sx0) + ex(dx) && ex(sy0 + dy) == ex(sy0) + ex(dy)
        exactlyInside(x1, y1, x2, y2, 5, x, y) == inside

        and:
        c.contains(x, y) == inside

        where:
        ends << [[0, 0, 30, 40], [30, 40, 0, 0], [-7.25d, 3.5d, 22.75d, 43.5d], [1e9d, 1e9d, 1e9d + 30, 1e9d + 40]]
        combined:
        dx  | dy  | sx | sy || inside | where
        15  | 20  | 0  | 0  || true   | 'the middle'
        11  | 23  | 0  | 0  || true   | 'the side: the middle plus (-4, 3)'
        11  | 23  | -1 | 0  || false  | 'one ulp out in x'
        11  | 23  | 0  | 1  || false  | 'one ulp out in y'
        11  | 23  | 1  | 0  || true   | 'one ulp in in x'
        11  | 23  | 0  | -1 || true   | 'one ulp in in y'
        19  | 17  | 0  | 0  || true   | 'the other side: the middle plus (4, -3)'
        19  | 17  | 1  | 0  || false  | 'one ulp out in x'
        19  | 17  | 0  | -1 || false  | 'one ulp out in y'
        19  | 17  | -1 | 0  || true   | 'one ulp in in x'
        2   | 11  | 0  | 0  || true   | 'the side at a fifth of the way: (6, 8) plus (-4, 3)'
        2   | 11  | -1 | 0  || false  | 'one ulp out in x'
        2   | 11  | 0  | 1  || false  | 'one ulp out in y'
        -3  | -4  | 0  | 0  || true   | 'the tip of the cap at the start'
        -3  | -4  | -1 | 0  || false  | 'one ulp out in x'
        -3  | -4  | 0  | -1 || false  | 'one ulp out in y'
        -3  | -4  | 1  | 0  || true   | 'one ulp in in x'
        33  | 44  | 0  | 0  || true   | 'the tip of the cap at the end'
        33  | 44  | 1  | 0  || false  | 'one ulp out in x'
        33  | 44  | 0  | 1  || false  | 'one ulp out in y'
        -4  | 3   | 0  | 0  || true   | 'where the cap at the start meets the side'
        -4  | 3   | -1 | 0  || false  | 'one ulp out in x'
        -4  | 3   | 0  | 1  || false  | 'one ulp out in y'
        26  | 43  | 0  | 0  || true   | 'where the cap at the end meets the side'
        26  | 43  | -1 | 0  || false  | 'one ulp out in x'
        26  | 43  | 0  | 1  || false  | 'one ulp out in y'
        30  | 0   | 0  | 0  || false  | 'far beside the body'
        34  | 46  | 0  | 0  || false  | 'past the end, 7.2 from it'
        x1 = ends[0]
        y1 = ends[1]
        x2 = ends[2]
        y2 = ends[3]
        result = verdict(inside)
    }

    // ------------------------------------------------------------ degenerate sizes

    def "r = 0 is the closed segment from (#x1, #y1) to (#x2, #y2): #where (#x, #y) is #result"() {
        given:
        def c = Capsule.of(x1, y1, x2, y2, 0)

        expect:
        exactlyInside(x1, y1, x2, y2, 0, x, y) == inside

        and:
        c.contains(x, y) == inside

        where:
        x1    | y1    | x2        | y2        | x          | y              || inside | where
        0     | 0     | 10        | 5         | 0          | 0              || true   | 'the start'
        0     | 0     | 10        | 5         | 10         | 5              || true   | 'the end'
        0     | 0     | 10        | 5         | 2          | 1              || true   | 'the lattice point (2, 1)'
        0     | 0     | 10        | 5         | 4          | 2              || true   | 'the lattice point (4, 2)'
        0     | 0     | 10        | 5         | 5          | 2.5d           || true   | 'the middle (5, 2.5)'
        0     | 0     | 10        | 5         | 1          | 0.5d           || true   | '(1, 0.5)'
        0     | 0     | 10        | 5         | up(2)      | 1              || false  | 'one ulp beside (2, 1) in x'
        0     | 0     | 10        | 5         | 2          | up(1)          || false  | 'one ulp beside (2, 1) in y'
        0     | 0     | 10        | 5         | 2          | down(1)        || false  | 'one ulp beside it the other way'
        0     | 0     | 10        | 5         | 12         | 6              || false  | 'on its line past the end'
        0     | 0     | 10        | 5         | -2         | -1             || false  | 'on its line before the start'
        0     | 0     | 10        | 5         | TINY       | 0              || false  | 'the smallest double beside the start'
        0     | 0     | 10        | 0         | 5          | 0              || true   | 'along x: the middle'
        0     | 0     | 10        | 0         | 5          | TINY           || false  | 'the smallest double beside it'
        0     | 0     | 10        | 0         | up(10)     | 0              || false  | 'one ulp past the end'
        0     | 0     | 10        | 0         | -TINY      | 0              || false  | 'the smallest double before the start'
        1e9d  | 1e9d  | 1e9d + 30 | 1e9d + 40 | 1e9d + 3   | 1e9d + 4       || true   | 'far out, the lattice point a tenth of the way'
        1e9d  | 1e9d  | 1e9d + 30 | 1e9d + 40 | 1e9d + 3   | up(1e9d + 4)   || false  | 'the next double beside it'
        2     | 3     | 2         | 3         | 2          | 3              || true   | 'both ends the same: the point itself'
        2     | 3     | 2         | 3         | up(2)      | 3              || false  | 'the next double beside it'
        result = verdict(inside)
    }

    def "equal ends make the disc, as Circle.of(2, 3, 5): #where (#x, #y) is #result"() {
        given:
        def c = Capsule.of(2, 3, 2, 3, 5)

        expect:
        Circle.of(2, 3, 5).contains(x, y) == inside
        exactlyInside(2, 3, 2, 3, 5, x, y) == inside

        and:
        c.contains(x, y) == inside

        where:
        x       | y         || inside | where
        2       | 3         || true   | 'the centre'
        5       | 7         || true   | 'the 3-4-5 point'
        up(5)   | 7         || false  | 'one ulp out in x'
        5       | up(7)     || false  | 'one ulp out in y'
        down(5) | 7         || true   | 'one ulp in'
        -1      | -1        || true   | 'the 3-4-5 point in the opposite quadrant'
        -1      | down(-1)  || false  | 'one ulp out'
        7       | 3         || true   | 'the rim on the x axis'
        up(7)   | 3         || false  | 'one ulp out'
        6       | 6         || true   | 'the 3-4-5 point (4, 3) from the centre'
        up(6)   | 6         || false  | 'one ulp out in x'
        7       | 7         || false  | '(5, 4) from the centre'
        result = verdict(inside)
    }

    // ------------------------------------------------------------ huge and tiny

    def "scaled by #scaleText, the capsule from (0, 0) to (30·s, 40·s), r 5·s: (#fx·s, #fy·s) stepped (#sx, #sy) is #result"() {
        given: 'multiplying by a power of two is exact, so every boundary point stays on the boundary'
        def c = Capsule.of(0, 0, 30 * scale, 40 * scale, 5 * scale)
        double x = step(fx * scale, sx)
        double y = step(fy * scale, sy)

        expect:
        exactlyInside(0, 0, 30 * scale, 40 * scale, 5 * scale, x, y) == inside

        and:
        c.contains(x, y) == inside

        where:
        [scale, scaleText] << [[Math.scalb(1d, 300), '2^300'], [Math.scalb(1d, 500), '2^500 (past the fast range)'],
                               [Math.scalb(1d, 960), '2^960 (r² overflows)'], [Math.scalb(1d, -300), '2^-300'],
                               [Math.scalb(1d, -500), '2^-500 (past the fast range)'],
                               [Math.scalb(1d, -1060), '2^-1060 (subnormal)']]
        combined:
        fx | fy | sx | sy || inside
        11 | 23 | 0  | 0  || true
        11 | 23 | -1 | 0  || false
        11 | 23 | 0  | 1  || false
        11 | 23 | 1  | 0  || true
        -3 | -4 | 0  | 0  || true
        -3 | -4 | -1 | 0  || false
        33 | 44 | 0  | 0  || true
        33 | 44 | 0  | 1  || false
        15 | 20 | 0  | 0  || true
        30 | 0  | 0  | 0  || false
        result = verdict(inside)
    }

    def "the capsule from (#x1, 0) to (#x2, 0), r #r: #where (#x, #y) is #result"() {
        given:
        def c = Capsule.of(x1, 0, x2, 0, r)

        expect:
        exactlyInside(x1, 0, x2, 0, r, x, y) == inside

        and:
        c.contains(x, y) == inside

        where:
        x1        | x2        | r         | x                  | y                || inside | where
        -1e300d   | 1e300d    | 1e300d    | -2 * 1e300d        | 0                || true   | 'r 1e300: the tip of a cap'
        -1e300d   | 1e300d    | 1e300d    | down(-2 * 1e300d)  | 0                || false  | 'one ulp past it'
        -1e300d   | 1e300d    | 1e300d    | 0                  | 1e300d           || true   | 'the side'
        -1e300d   | 1e300d    | 1e300d    | 0                  | up(1e300d)       || false  | 'one ulp past it'
        -1e300d   | 1e300d    | 1e300d    | 1e300d             | -1e300d          || true   | 'where a cap meets the side'
        -1e300d   | 1e300d    | 1e300d    | Double.MAX_VALUE   | 0                || false  | 'MAX_VALUE, far past the cap'
        -1e300d   | 1e300d    | 1e300d    | -Double.MAX_VALUE  | Double.MAX_VALUE || false  | 'a far corner'
        0         | 1e100d    | 1e100d    | -1e100d            | 0                || true   | 'r 1e100: the tip of the cap at 0'
        0         | 1e100d    | 1e100d    | down(-1e100d)      | 0                || false  | 'one ulp past it'
        0         | 1e100d    | 1e100d    | 1e100d / 2         | 1e100d           || true   | 'the side'
        0         | 1e100d    | 1e100d    | 1e100d / 2         | up(1e100d)       || false  | 'one ulp past it'
        0         | 1e-100d   | 1e-100d   | -1e-100d           | 0                || true   | 'r 1e-100: the tip of the cap at 0'
        0         | 1e-100d   | 1e-100d   | down(-1e-100d)     | 0                || false  | 'one ulp past it'
        0         | 1e-100d   | 1e-100d   | 1e-100d / 2        | -1e-100d         || true   | 'the side'
        0         | 1e-100d   | 1e-100d   | 1e-100d / 2        | down(-1e-100d)   || false  | 'one ulp past it'
        0         | 1e-100d   | 1e-100d   | 1                  | 1                || false  | 'far away'
        -1e-300d  | 1e-300d   | 1e-300d   | 0                  | 1e-300d          || true   | 'r 1e-300: the side'
        -1e-300d  | 1e-300d   | 1e-300d   | 0                  | up(1e-300d)      || false  | 'one ulp past it'
        -1e-300d  | 1e-300d   | 1e-300d   | 2 * 1e-300d        | 0                || true   | 'the tip of a cap'
        -1e-300d  | 1e-300d   | 1e-300d   | up(2 * 1e-300d)    | 0                || false  | 'one ulp past it'
        result = verdict(inside)
    }

    def "a segment #what than r, from (0, 0) to (#len, 0), r 1: #where (#x, #y) is #result"() {
        given:
        def c = Capsule.of(0, 0, len, 0, 1)

        expect:
        exactlyInside(0, 0, len, 0, 1, x, y) == inside

        and:
        c.contains(x, y) == inside

        where:
        what                      | len                    | x                         | y        || inside | where
        'more than 2^40 longer'   | Math.scalb(1d, 50)     | Math.scalb(1d, 49)        | 1        || true   | 'the side at the middle'
        'more than 2^40 longer'   | Math.scalb(1d, 50)     | Math.scalb(1d, 49)        | up(1)    || false  | 'one ulp past it'
        'more than 2^40 longer'   | Math.scalb(1d, 50)     | -1                        | 0        || true   | 'the tip of the cap at 0'
        'more than 2^40 longer'   | Math.scalb(1d, 50)     | down(-1)                  | 0        || false  | 'one ulp past it'
        'more than 2^40 longer'   | Math.scalb(1d, 50)     | Math.scalb(1d, 50) + 1    | 0        || true   | 'the tip of the other cap'
        'more than 2^40 longer'   | Math.scalb(1d, 50)     | up(Math.scalb(1d, 50) + 1) | 0       || false  | 'one ulp past it'
        '2^30 times longer'       | Math.scalb(1d, 30)     | Math.scalb(1d, 29)        | -1       || true   | 'the side at the middle'
        '2^30 times longer'       | Math.scalb(1d, 30)     | Math.scalb(1d, 29)        | down(-1) || false  | 'one ulp past it'
        'far shorter'             | Math.scalb(1d, -600)   | -1                        | 0        || true   | 'the tip of the cap at 0'
        'far shorter'             | Math.scalb(1d, -600)   | down(-1)                  | 0        || false  | 'one ulp past it'
        'far shorter'             | Math.scalb(1d, -600)   | 1                         | 0        || true   | 'x = 1, 1 - 2^-600 from the end'
        'far shorter'             | Math.scalb(1d, -600)   | up(1)                     | 0        || false  | 'one ulp past it, beyond the cap at the end'
        'far shorter'             | Math.scalb(1d, -600)   | 0                         | 1        || true   | 'r above the start'
        'far shorter'             | Math.scalb(1d, -600)   | Math.scalb(1d, -601)      | 1        || true   | 'r above the middle'
        'far shorter'             | Math.scalb(1d, -600)   | Math.scalb(1d, -601)      | up(1)    || false  | 'one ulp past it'
        'far shorter'             | Math.scalb(1d, -600)   | Math.scalb(1d, -599)      | 1        || false  | 'beyond the end at the height r'
        'shorter'                 | Math.scalb(1d, -450)   | Math.scalb(1d, -451)      | 1        || true   | 'r above the middle'
        'shorter'                 | Math.scalb(1d, -450)   | Math.scalb(1d, -451)      | up(1)    || false  | 'one ulp past it'
        result = verdict(inside)
    }

    // ------------------------------------------------------------ cross-checks

    def "contains agrees with exact arithmetic near the boundary of #c (seeded, #n points and their neighbouring doubles)"() {
        given: '''points put on the boundary (a side or a cap) in doubles, moved by a relative t within
                  ±1e-13 of r, and their neighbouring doubles: many need the exact path'''
        def rnd = new Random(SEED + c.hashCode())

        when:
        def tally = nearBoundary(rnd, c, n)

        then:
        tally.failures.take(10) == []
        tally.inside > n
        tally.outside > n

        and: 'where the doubles near the boundary are fine enough, the exact path was reached'
        tally.undecided > 0 || !reachesExact

        where:
        c                                                     | reachesExact
        Capsule.of(0, 0, 10, 0, 5)                            | true
        Capsule.of(0, 0, 30, 40, 5)                           | true
        Capsule.of(-7.3d, 2.9d, 14.1d, -8.6d, 0.7d)           | true
        Capsule.of(0.1d, 0.2d, 0.3d, 0.4d, 0.05d)             | true
        Capsule.of(1e9d, 1e9d, 1e9d + 3, 1e9d - 7, 2)         | false   // the doubles there are 1.2e-7 apart
        Capsule.of(0, 0, 1000, 1, 0.001d)                     | true
        Capsule.of(5, 5, 5, 5, 3)                             | true
        Capsule.of(0, 0, 1e-9d, 1e-9d, 1)                     | true
        Capsule.of(0, 0, 3e300d, -4e300d, 1e300d)             | true    // every point takes the exact path
        Capsule.of(0, 0, 3e-300d, 4e-300d, 1e-300d)           | true    // every point takes the exact path
        Capsule.of(0, 0, 3e100d, 4e100d, 1e100d)              | true
        Capsule.of(0, 0, Math.scalb(1d, 60), 1, 1)            | true    // every point takes the exact path
        n = 300
    }

    def "along an axis the capsule is the union of a Circle at each end and a RotatedRect between them (seeded, #n capsules)"() {
        given: '''ends and radius on a grid of 1/8, so that the body's centre and length are exact; the
                  points lie near the boundary of a random capsule, and their neighbouring doubles'''
        def rnd = new Random(SEED + 3)

        when:
        def tally = unionCheck(rnd, n)

        then:
        tally.failures.take(10) == []
        tally.inside > n * 5
        tally.outside > n * 5

        where:
        n = 300
    }

    def "on seeded random points anywhere, contains agrees with exact arithmetic and containsAll with contains, for #c"() {
        given:
        def rnd = new Random(SEED + 7 + c.hashCode())
        int n = 2000
        double[] xs = new double[n]
        double[] ys = new double[n]
        double left = Math.min(c.x1(), c.x2()) - 2 * c.r()
        double top = Math.min(c.y1(), c.y2()) - 2 * c.r()
        double w = Math.abs(c.x2() - c.x1()) + 4 * c.r()
        double h = Math.abs(c.y2() - c.y1()) + 4 * c.r()
        n.times { int i ->
            boolean far = i % 50 == 0
            xs[i] = far ? (rnd.nextDouble() * 2 - 1) * 1e300d : left + rnd.nextDouble() * w
            ys[i] = far ? (rnd.nextDouble() * 2 - 1) * 1e300d : top + rnd.nextDouble() * h
        }
        boolean[] out = new boolean[n]
        long[] bits = new long[(n + 63) >> 6]

        when:
        int hits = c.containsAll(xs, ys, out)
        int bitHits = c.containsAll(xs, ys, bits)
        def one = (0..<n).collect { int i -> c.contains(xs[i], ys[i]) }
        def exact = (0..<n).collect { int i -> exactlyInside(c, xs[i], ys[i]) }

        then:
        one == exact
        (0..<n).every { int i -> out[i] == one[i] && ((bits[i >> 6] >>> (i & 63)) & 1L) == (one[i] ? 1L : 0L) }
        hits == one.count(true)
        bitHits == hits
        hits > 100

        where:
        c << [Capsule.of(0, 0, 10, 0, 5), Capsule.of(3, -4, 33, 36, 5), Capsule.of(-1, -1, 1, 1, 0.2d),
              Capsule.of(1e9d, 1e9d, 1e9d + 10, 1e9d, 1e300d)]
    }

    def "a batch agrees with contains on the boundary points and their neighbours"() {
        given:
        def c = Capsule.of(0, 0, 30, 40, 5)
        double[] xs = [11, down(11), up(11), -3, down(-3), 33, 33, 15, 30] as double[]
        double[] ys = [23, 23, 23, -4, -4, 44, up(44), 20, 0] as double[]
        boolean[] out = new boolean[xs.length]
        long[] bits = new long[1]

        when:
        int hits = c.containsAll(xs, ys, out)
        int bitHits = c.containsAll(xs, ys, bits)

        then:
        (0..<xs.length).every { int i -> out[i] == c.contains(xs[i], ys[i]) }
        (0..<xs.length).every { int i -> ((bits[0] >>> i) & 1L) == (c.contains(xs[i], ys[i]) ? 1L : 0L) }
        hits == 5   // (11, 23), (up(11), 23), (-3, -4), (33, 44), (15, 20)
        bitHits == 5
    }

    def "the fast test clamps the projection #t to #expected, exactly"() {
        expect:
        Double.doubleToRawLongBits(Capsule.clampToUnit(t)) == Double.doubleToRawLongBits(expected)

        where:
        t                        || expected
        0.3d                     || 0.3d
        0                        || 0
        -0.0d                    || 0
        Double.MIN_VALUE         || Double.MIN_VALUE
        -Double.MIN_VALUE        || 0
        -1                       || 0
        -1e300d                  || 0
        Double.NEGATIVE_INFINITY || 0
        down(1)                  || down(1)
        1                        || 1
        up(1)                    || 1
        1.5d                     || 1
        Double.POSITIVE_INFINITY || 1
    }

    // ------------------------------------------------------------ bounds

    def "bounds() of #c reaches r past both ends on every side, a few ulps wide at most"() {
        given:
        def b = c.bounds()
        BigDecimal r = ex(c.r())
        BigDecimal left = [ex(c.x1()), ex(c.x2())].min() - r
        BigDecimal right = [ex(c.x1()), ex(c.x2())].max() + r
        BigDecimal top = [ex(c.y1()), ex(c.y2())].min() - r
        BigDecimal bottom = [ex(c.y1()), ex(c.y2())].max() + r
        BigDecimal slackX = ex(16 * Math.ulp(Math.max(Math.max(Math.abs(c.x1()), Math.abs(c.x2())), c.r())))
        BigDecimal slackY = ex(16 * Math.ulp(Math.max(Math.max(Math.abs(c.y1()), Math.abs(c.y2())), c.r())))

        expect:
        ex(b.left()) <= left && ex(b.right()) >= right && ex(b.top()) <= top && ex(b.bottom()) >= bottom

        and:
        ex(b.left()) >= left - slackX && ex(b.right()) <= right + slackX
        ex(b.top()) >= top - slackY && ex(b.bottom()) <= bottom + slackY

        where:
        c << [Capsule.of(0, 0, 30, 40, 5), Capsule.of(30, 40, 0, 0, 5), Capsule.of(0.1d, 0.2d, -0.3d, 0.7d, 0.3d),
              Capsule.of(1e9d, -1e9d, 1e9d + 1, -1e9d, 0), Capsule.of(2, 3, 2, 3, 1e300d)]
    }

    def "bounds() holds every point the capsule holds near its boundary (seeded)"() {
        given:
        def rnd = new Random(SEED + 11)
        def c = Capsule.of(-0.1d, 0.3d, 0.7d, -0.2d, 0.05d)
        def b = c.bounds()
        def held = []
        3000.times {
            double x = -0.2d + rnd.nextDouble() * 1.0d
            double y = -0.3d + rnd.nextDouble() * 0.7d
            if (c.contains(x, y)) {
                held << [x, y]
            }
        }
        [[-0.15d, 0.3d], [0.75d, -0.2d], [-0.1d, 0.35d], [0.7d, -0.25d]].each { p ->
            if (c.contains(p[0], p[1])) {
                held << p
            }
        }

        expect:
        held.size() > 100
        held.every { p -> b.contains(p[0], p[1]) }
    }

    // ------------------------------------------------------------ values, names, errors

    def "accessors, names, equality and toString: the name takes no part"() {
        given:
        def c = Capsule.of(1, 2, 3, 4, 5)
        def named = c.named('beam')

        expect:
        c.x1() == 1 && c.y1() == 2 && c.x2() == 3 && c.y2() == 4 && c.r() == 5
        c.name() == null
        named.name() == 'beam'
        named == c
        named.hashCode() == c.hashCode()
        named instanceof Capsule
        c != Capsule.of(3, 4, 1, 2, 5)
        c != Capsule.of(1, 2, 3, 4, up(5))
        c != Capsule.of(1, 2, 3, up(4), 5)
        Capsule.of(1, 2, 3, 4, -0.0d) == Capsule.of(1, 2, 3, 4, 0)
        Capsule.of(1, 2, 3, 4, -0.0d).hashCode() == Capsule.of(1, 2, 3, 4, 0).hashCode()
        c.toString() == 'Capsule[from (1, 2) to (3, 4), r 5]'
        named.toString() == "Capsule 'beam'[from (1, 2) to (3, 4), r 5]"
        Capsule.of(0.5d, 0, 1, 0, 0.25d).toString() == 'Capsule[from (0.5, 0) to (1, 0), r 0.25]'
    }

    def "Capsule.of(#x1, #y1, #x2, #y2, #r) is refused: #message"() {
        when:
        Capsule.of(x1, y1, x2, y2, r)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        x1                       | y1         | x2                       | y2                       | r                        || message
        Double.NaN               | 0          | 1                        | 1                        | 1                        || 'capsule: x1 must be a finite number but was NaN'
        0                        | Double.POSITIVE_INFINITY | 1          | 1                        | 1                        || 'capsule: y1 must be a finite number but was Infinity'
        0                        | 0          | Double.NEGATIVE_INFINITY | 1                        | 1                        || 'capsule: x2 must be a finite number but was -Infinity'
        0                        | 0          | 1                        | Double.NaN               | 1                        || 'capsule: y2 must be a finite number but was NaN'
        0                        | 0          | 1                        | 1                        | -1                       || 'capsule: r must be >= 0 but was -1.0'
        0                        | 0          | 1                        | 1                        | -Double.MIN_VALUE        || 'capsule: r must be >= 0 but was -4.9E-324'
        0                        | 0          | 1                        | 1                        | Double.NaN               || 'capsule: r must be a finite number but was NaN'
        0                        | 0          | 1                        | 1                        | Double.POSITIVE_INFINITY || 'capsule: r must be a finite number but was Infinity'
    }

    def "a query point (#x, #y) is an error, never a silent false: #message"() {
        when:
        c.contains(x, y)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        c                                       | x                        | y                        || message
        Capsule.of(0, 0, 10, 0, 5)              | Double.NaN               | 0                        || 'capsule: query point x must be a finite number but was NaN'
        Capsule.of(0, 0, 10, 0, 5)              | 0                        | Double.POSITIVE_INFINITY || 'capsule: query point y must be a finite number but was Infinity'
        Capsule.of(0, 0, 10, 0, 0)              | Double.NEGATIVE_INFINITY | 0                        || 'capsule: query point x must be a finite number but was -Infinity'
        Capsule.of(0, 0, 0, 0, 5)               | 0                        | Double.NaN               || 'capsule: query point y must be a finite number but was NaN'
        Capsule.of(0, 0, 10, 0, 1e300d)         | Double.NaN               | Double.NaN               || 'capsule: query point x must be a finite number but was NaN'
        Capsule.of(0, 0, 10, 0, 5).named('beam') | 1e300d                  | Double.NaN               || "capsule 'beam': query point y must be a finite number but was NaN"
    }

    def "a batch names the first bad point by its index"() {
        when:
        Capsule.of(0, 0, 10, 0, 5).containsAll([0, Double.POSITIVE_INFINITY, 2] as double[], [0, 0, 0] as double[], new long[1])

        then:
        def e = thrown(IllegalArgumentException)
        e.message == 'capsule: query point xs[1] must be a finite number but was Infinity'
    }

    // ------------------------------------------------------------ helpers

    static class Tally {
        int inside
        int outside
        int undecided
        List<String> failures = []
    }

    /** A point on the boundary in doubles: over the body at a side, or on a cap. */
    @CompileStatic
    static double[] boundaryPoint(Random rnd, double x1, double y1, double x2, double y2, double r, double scale) {
        double dx = x2 - x1
        double dy = y2 - y1
        double len = Math.hypot(dx, dy)
        double t = rnd.nextDouble() * 1.6 - 0.3
        double px
        double py
        double ox
        double oy
        if (t >= 0 && t <= 1 && len > 0) {
            // a side: the foot plus r along the unit normal, either way
            px = x1 + t * dx
            py = y1 + t * dy
            double side = rnd.nextBoolean() ? 1 : -1
            ox = -dy / len * side
            oy = dx / len * side
        } else {
            // a cap: r from an end in a direction away from the body
            boolean start = t < 0.5
            px = start ? x1 : x2
            py = start ? y1 : y2
            double phi = rnd.nextDouble() * 2 * Math.PI
            ox = Math.cos(phi)
            oy = Math.sin(phi)
        }
        [px + ox * r * scale, py + oy * r * scale] as double[]
    }

    @CompileStatic
    static void check(Tally tally, Capsule c, double x, double y, boolean want) {
        if (want) {
            tally.inside++
        } else {
            tally.outside++
        }
        long fast = c.fastBit(x, y)
        if (fast == PreparedShape.UNDECIDED) {
            tally.undecided++
        } else if ((fast == 1L) != want) {
            tally.failures << "$c at ($x, $y): the fast test says ${fast == 1L}, the reference $want".toString()
        }
        if (c.contains(x, y) != want) {
            tally.failures << "$c at ($x, $y): contains says ${!want}, the reference $want".toString()
        }
    }

    @CompileStatic
    static Tally nearBoundary(Random rnd, Capsule c, int n) {
        def tally = new Tally()
        n.times {
            double scale = 1 + (rnd.nextDouble() * 2 - 1) * 1e-13
            double[] p = boundaryPoint(rnd, c.x1(), c.y1(), c.x2(), c.y2(), c.r(), scale)
            for (int i = -1; i <= 1; i++) {
                for (int j = -1; j <= 1; j++) {
                    double x = step(p[0], i)
                    double y = step(p[1], j)
                    check(tally, c, x, y, exactlyInside(c, x, y))
                }
            }
        }
        tally
    }

    @CompileStatic
    static Tally unionCheck(Random rnd, int n) {
        def tally = new Tally()
        n.times {
            boolean alongX = rnd.nextBoolean()
            double a = (rnd.nextInt(4001) - 2000) / 8d
            double b = a + rnd.nextInt(801) / 8d
            double across = (rnd.nextInt(4001) - 2000) / 8d
            double r = (1 + rnd.nextInt(80)) / 8d
            double x1 = alongX ? a : across
            double y1 = alongX ? across : a
            double x2 = alongX ? b : across
            double y2 = alongX ? across : b
            Capsule c = rnd.nextBoolean() ? Capsule.of(x1, y1, x2, y2, r) : Capsule.of(x2, y2, x1, y1, r)
            // the body: centred between the ends, as long as the segment and 2r across; a quarter turn stands it up
            double mid = (a + b) / 2
            RotatedRect body = alongX ? RotatedRect.of(mid, across, b - a, 2 * r, 0)
                    : RotatedRect.of(across, mid, b - a, 2 * r, 90)
            Circle start = Circle.of(x1, y1, r)
            Circle end = Circle.of(x2, y2, r)
            5.times {
                double scale = 1 + (rnd.nextDouble() * 2 - 1) * 1e-14
                double[] p = boundaryPoint(rnd, x1, y1, x2, y2, r, scale)
                for (int i = -1; i <= 1; i++) {
                    for (int j = -1; j <= 1; j++) {
                        double x = step(p[0], i)
                        double y = step(p[1], j)
                        boolean union = start.contains(x, y) || end.contains(x, y) || body.contains(x, y)
                        if (union != exactlyInside(c, x, y)) {
                            tally.failures << "the union and exact arithmetic disagree for $c at ($x, $y)".toString()
                        }
                        check(tally, c, x, y, union)
                    }
                }
            }
        }
        tally
    }
}
