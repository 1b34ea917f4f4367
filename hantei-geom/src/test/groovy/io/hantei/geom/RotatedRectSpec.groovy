package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

import static io.hantei.geom.RotatedRect.Method.CROSS_PRODUCT
import static io.hantei.geom.RotatedRect.Method.POLAR
import static io.hantei.geom.RotatedRect.Method.TRANSFORM

/**
 * The point in a rotated rectangle (centre, w, h, angle about the centre): docs/geometry.md §8.
 *
 * <p>Conventions in every table: y grows down, angles in degrees, a positive angle turns
 * clockwise on screen. The rectangle's own frame is u along its width, v along its height:
 * {@code u = cos*dx + sin*dy, v = cos*dy - sin*dx} for {@code (dx, dy) = p - centre}, and the
 * point is inside when {@code |u| <= w/2} and {@code |v| <= h/2}.
 *
 * <p>Where a row is about a single ulp, the feature also checks the row's premise with
 * {@link BigDecimal} (every double is a finite binary fraction, so sums and products of doubles
 * are exact there), so that a wrong row fails on its own premise instead of agreeing with the
 * implementation by accident. Right-angle turns are exact (cos and sin are 0 and ±1); other
 * turns are exact against the rectangle's own {@code cos()} and {@code sin()}, the rounded values
 * it prepares once, except that a segment (zero width or height) at an angle that is not a
 * multiple of 45° holds only its centre (see the zero-size features).
 */
class RotatedRectSpec extends Specification {

    static final double TINY = Double.MIN_VALUE
    static final long SEED = 0x5EED_2024L
    /** 2^1000: large, and its small multiples and halves are exact. */
    static final double P = Math.scalb(1d, 1000)

    @CompileStatic
    static double up(double v) { Math.nextUp(v) }

    @CompileStatic
    static double down(double v) { Math.nextDown(v) }

    @CompileStatic
    static BigDecimal exact(double v) { new BigDecimal(v) }

    static String verdict(boolean inside) { inside ? 'inside' : 'outside' }

    /** Whether (x, y) is in the closed box [left, right] x [top, bottom], exactly. */
    static boolean inBox(double x, double y, double left, double top, double right, double bottom) {
        exact(left) <= exact(x) && exact(x) <= exact(right) && exact(top) <= exact(y) && exact(y) <= exact(bottom)
    }

    /**
     * The exact verdict in the rectangle's frame, from its own (rounded) cos() and sin():
     * |cos*dx + sin*dy| <= w/2 and |cos*dy - sin*dx| <= h/2, all in BigDecimal.
     */
    @CompileStatic
    static boolean exactlyInside(RotatedRect r, double x, double y) {
        BigDecimal dx = exact(x) - exact(r.centerX())
        BigDecimal dy = exact(y) - exact(r.centerY())
        BigDecimal c = exact(r.cos())
        BigDecimal s = exact(r.sin())
        BigDecimal u = (c * dx + s * dy).abs()
        BigDecimal v = (c * dy - s * dx).abs()
        u * 2 <= exact(r.width()) && v * 2 <= exact(r.height())
    }

    // ------------------------------------------------------------ turns by multiples of 90°

    def "turned by #angle°, a 20 x 10 rectangle on the origin lies along x (-10..10, -5..5): #where (#x, #y) is #result"() {
        given:
        def r = RotatedRect.of(0, 0, 20, 10, angle)

        expect: 'the row agrees with the box x -10..10, y -5..5'
        inBox(x, y, -10, -5, 10, 5) == inside

        and:
        r.contains(x, y) == inside
        r.contains(new Vec2(x, y)) == inside

        where:
        angle << [0, 180, 360, -360, 540, -180]
        combined:
        x         | y        || inside | where
        0         | 0        || true   | 'the centre'
        9         | 4        || true   | 'an interior point'
        -9.5      | -4.5     || true   | 'an interior point near the top-left corner'
        10        | 0        || true   | 'on the right edge'
        -10       | 0        || true   | 'on the left edge'
        0         | -5       || true   | 'on the top edge'
        0         | 5        || true   | 'on the bottom edge'
        -10       | -5       || true   | 'the top-left corner'
        10        | -5       || true   | 'the top-right corner'
        10        | 5        || true   | 'the bottom-right corner'
        -10       | 5        || true   | 'the bottom-left corner'
        down(10)  | 0        || true   | 'one ulp inside the right edge'
        up(10)    | 0        || false  | 'one ulp outside the right edge'
        up(-10)   | 0        || true   | 'one ulp inside the left edge'
        down(-10) | 0        || false  | 'one ulp outside the left edge'
        0         | up(-5)   || true   | 'one ulp inside the top edge'
        0         | down(-5) || false  | 'one ulp outside the top edge'
        0         | down(5)  || true   | 'one ulp inside the bottom edge'
        0         | up(5)    || false  | 'one ulp outside the bottom edge'
        up(10)    | 5        || false  | 'one ulp right of the bottom-right corner'
        10        | up(5)    || false  | 'one ulp below the bottom-right corner'
        down(-10) | down(-5) || false  | 'one ulp up and left of the top-left corner'
        11        | 0        || false  | 'right of the rectangle'
        0         | 6        || false  | 'below the rectangle'
        5         | 10       || false  | 'where a quarter-turned rectangle has its bottom edge'
        -30       | 20       || false  | 'far away'
        result = verdict(inside)
    }

    def "turned by #angle°, a 20 x 10 rectangle on the origin stands along y (-5..5, -10..10): #where (#x, #y) is #result"() {
        given:
        def r = RotatedRect.of(0, 0, 20, 10, angle)

        expect: 'the row agrees with the box x -5..5, y -10..10'
        inBox(x, y, -5, -10, 5, 10) == inside

        and:
        r.contains(x, y) == inside
        r.contains(new Vec2(x, y)) == inside

        where:
        angle << [90, 270, -90, 450, -270, 810]
        combined:
        x        | y         || inside | where
        0        | 0         || true   | 'the centre'
        4        | 9         || true   | 'an interior point'
        5        | 0         || true   | 'on the right edge'
        -5       | 0         || true   | 'on the left edge'
        0        | -10       || true   | 'on the top edge'
        0        | 10        || true   | 'on the bottom edge'
        -5       | -10       || true   | 'the top-left corner on screen'
        5        | -10       || true   | 'the top-right corner on screen'
        5        | 10        || true   | 'the bottom-right corner on screen'
        -5       | 10        || true   | 'the bottom-left corner on screen'
        5        | up(10)    || false  | 'one ulp below the corner (5, 10)'
        5        | down(10)  || true   | 'one ulp above the corner (5, 10), on the edge'
        up(5)    | 10        || false  | 'one ulp right of the corner (5, 10)'
        down(5)  | 0         || true   | 'one ulp inside the right edge'
        up(5)    | 0         || false  | 'one ulp outside the right edge'
        up(-5)   | 0         || true   | 'one ulp inside the left edge'
        down(-5) | 0         || false  | 'one ulp outside the left edge'
        0        | up(-10)   || true   | 'one ulp inside the top edge'
        0        | down(-10) || false  | 'one ulp outside the top edge'
        0        | down(10)  || true   | 'one ulp inside the bottom edge'
        0        | up(10)    || false  | 'one ulp outside the bottom edge'
        10       | 0         || false  | 'where the unturned rectangle has its right edge'
        6        | 0         || false  | 'right of the rectangle'
        0        | 11        || false  | 'below the rectangle'
        result = verdict(inside)
    }

    def "a #w x #h rectangle on (#cx, #cy) turned by #angle° holds the box #box: (#x, #y) is #result"() {
        given:
        def r = RotatedRect.of(cx, cy, w, h, angle)

        expect: 'the row agrees with the box'
        inBox(x, y, box[0], box[1], box[2], box[3]) == inside

        and:
        r.contains(x, y) == inside

        where:
        cx      | cy       | w | h | angle || x                | y                 || inside
        -7.25   | 3.5      | 3 | 1 | 0     || -8.75            | 3                 || true
        -7.25   | 3.5      | 3 | 1 | 0     || -5.75            | 4                 || true
        -7.25   | 3.5      | 3 | 1 | 0     || up(-5.75)        | 4                 || false
        -7.25   | 3.5      | 3 | 1 | 0     || -7.25            | down(3)           || false
        -7.25   | 3.5      | 3 | 1 | 180   || -8.75            | 4                 || true
        -7.25   | 3.5      | 3 | 1 | 180   || down(-8.75)      | 4                 || false
        -7.25   | 3.5      | 3 | 1 | 90    || -6.75            | 5                 || true
        -7.25   | 3.5      | 3 | 1 | 90    || -6.75            | up(5)             || false
        -7.25   | 3.5      | 3 | 1 | 90    || up(-6.75)        | 3.5               || false
        -7.25   | 3.5      | 3 | 1 | 90    || -5.75            | 3.5               || false
        -7.25   | 3.5      | 3 | 1 | 270   || -7.75            | 2                 || true
        -7.25   | 3.5      | 3 | 1 | -90   || down(-7.75)      | 2                 || false
        -7.25   | 3.5      | 3 | 1 | 450   || -7.25            | down(2)           || false
        1e9d    | -1e9d    | 3 | 1 | 0     || 1e9d + 1.5       | -1e9d + 0.5       || true
        1e9d    | -1e9d    | 3 | 1 | 0     || up(1e9d + 1.5)   | -1e9d + 0.5       || false
        1e9d    | -1e9d    | 3 | 1 | 0     || 1e9d - 1.5       | down(-1e9d - 0.5) || false
        1e9d    | -1e9d    | 3 | 1 | 90    || 1e9d + 0.5       | -1e9d + 1.5       || true
        1e9d    | -1e9d    | 3 | 1 | 90    || up(1e9d + 0.5)   | -1e9d + 1.5       || false
        1e9d    | -1e9d    | 3 | 1 | 90    || 1e9d + 0.5       | up(-1e9d + 1.5)   || false
        1e9d    | -1e9d    | 3 | 1 | -90   || 1e9d - 0.5       | -1e9d - 1.5       || true
        1e9d    | -1e9d    | 3 | 1 | -90   || down(1e9d - 0.5) | -1e9d - 1.5       || false
        1e9d    | -1e9d    | 3 | 1 | 90    || 1e9d + 1.5       | -1e9d             || false
        -P      | -P       | P | 4 * P | 270 || -3 * P          | -1.5 * P          || true
        -P      | -P       | P | 4 * P | 270 || P                | -P                || true
        -P      | -P       | P | 4 * P | 270 || up(P)            | -P                || false
        -P      | -P       | P | 4 * P | 270 || -P               | up(-0.5 * P)      || false
        box = Math.abs(angle % 180) == 0
                ? [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2]
                : [cx - h / 2, cy - w / 2, cx + h / 2, cy + w / 2]
        result = verdict(inside)
    }

    // ------------------------------------------------------------ turns by odd multiples of 45°

    def "a square 2·cos 45° wide turned by #angle° is the diamond |dx + dy| <= #scale, |dy - dx| <= #scale around (#cx, #cy): (#x, #y) is #result"() {
        given: 'half the side is cos 45°, so |cos45·(dx + dy)| <= cos45 exactly when |dx + dy| <= 1 (times scale)'
        double c = Angles.cosDeg(45)
        def r = RotatedRect.of(cx, cy, 2 * c * scale, 2 * c * scale, angle)

        expect: 'the row agrees with the diamond'
        BigDecimal dx = exact(x) - exact(cx)
        BigDecimal dy = exact(y) - exact(cy)
        ((dx + dy).abs() <= exact(scale) && (dy - dx).abs() <= exact(scale)) == inside

        and:
        r.contains(x, y) == inside

        where:
        angle << [45, 135, 225, 315, -45, 405]
        combined:
        cx   | cy    | scale            | x                       | y                       || inside
        0    | 0     | 1                | 0                       | 0                       || true
        0    | 0     | 1                | 1                       | 0                       || true
        0    | 0     | 1                | up(1)                   | 0                       || false
        0    | 0     | 1                | down(1)                 | 0                       || true
        0    | 0     | 1                | 0                       | -1                      || true
        0    | 0     | 1                | 0                       | down(-1)                || false
        0    | 0     | 1                | -1                      | 0                       || true
        0    | 0     | 1                | 0                       | 1                       || true
        0    | 0     | 1                | 0.5                     | 0.5                     || true
        0    | 0     | 1                | 0.5                     | up(0.5)                 || false
        0    | 0     | 1                | 0.5                     | down(0.5)               || true
        0    | 0     | 1                | 0.25                    | 0.75                    || true
        0    | 0     | 1                | 0.25                    | up(0.75)                || false
        0    | 0     | 1                | -0.75                   | -0.25                   || true
        0    | 0     | 1                | -0.75                   | down(-0.25)             || false
        0    | 0     | 1                | 0.75                    | -0.25                   || true
        0    | 0     | 1                | up(0.75)                | -0.25                   || false
        0    | 0     | 1                | -0.25                   | 0.75                    || true
        0    | 0     | 1                | -0.25                   | up(0.75)                || false
        0    | 0     | 1                | 0.7                     | 0.7                     || false
        0    | 0     | 1                | 2                       | 2                       || false
        0    | 0     | Math.scalb(1d, 900)   | Math.scalb(1d, 900)   | 0                     || true
        0    | 0     | Math.scalb(1d, 900)   | up(Math.scalb(1d, 900)) | 0                   || false
        0    | 0     | Math.scalb(1d, 900)   | Math.scalb(1d, 899)   | Math.scalb(1d, 899)   || true
        0    | 0     | Math.scalb(1d, 900)   | Math.scalb(1d, 899)   | up(Math.scalb(1d, 899)) || false
        0    | 0     | Math.scalb(1d, -1000) | Math.scalb(1d, -1000) | 0                     || true
        0    | 0     | Math.scalb(1d, -1000) | up(Math.scalb(1d, -1000)) | 0                 || false
        0    | 0     | Math.scalb(1d, -1000) | Math.scalb(1d, -1001) | Math.scalb(1d, -1001) || true
        0    | 0     | Math.scalb(1d, -1000) | Math.scalb(1d, -1001) | up(Math.scalb(1d, -1001)) || false
        1e9d | -1e9d | 1                | 1e9d + 1                | -1e9d                   || true
        1e9d | -1e9d | 1                | up(1e9d + 1)            | -1e9d                   || false
        1e9d | -1e9d | 1                | 1e9d + 0.5              | -1e9d + 0.5             || true
        1e9d | -1e9d | 1                | 1e9d + 0.5              | up(-1e9d + 0.5)         || false
        1e9d | -1e9d | 1                | 1e9d                    | -1e9d - 1               || true
        1e9d | -1e9d | 1                | 1e9d                    | down(-1e9d - 1)         || false
        result = verdict(inside)
    }

    // ------------------------------------------------------------ other turns

    def "a rectangle 2·|sin| by 2·|cos| turned by #angle° about (#cx, #cy) has corners straight above and below its centre: (#cx + #dx, #cy + #dy) is #result"() {
        given: '''at 30° a 1 x √3 rectangle has its diagonal (length 2) vertical. In the frame the point
                  (0, 1) away has u = sin, v = cos: exactly on the corner when w = 2|sin|, h = 2|cos|
                  with the rectangle's own rounded sine and cosine'''
        def probe = RotatedRect.of(cx, cy, 1, 1, angle)
        def r = RotatedRect.of(cx, cy, 2 * Math.abs(probe.sin()), 2 * Math.abs(probe.cos()), angle)
        double x = cx + dx
        double y = cy + dy

        expect: 'the offsets are exact, and the row agrees with the exact frame'
        exact(x) - exact(cx) == exact(dx) && exact(y) - exact(cy) == exact(dy)
        exactlyInside(r, x, y) == inside

        and:
        r.contains(x, y) == inside

        where:
        [cx, cy] << [[0, 0], [1e9d, 1e9d], [-123.25d, -456.5d]]
        combined:
        angle << [30, 390, -330, 210]
        combined:
        dx     | dy       || inside
        0      | 1        || true
        0      | -1       || true
        0      | 0        || true
        0.25   | 0.375    || true
        -0.375 | 0.5      || true
        0.625  | 0        || false
        1      | 0        || false
        result = verdict(inside)
    }

    def "a rectangle 2·sin 30° by 2·cos 30° turned by 30°: the next double past its corner (0, 1) #where is outside"() {
        given:
        def probe = RotatedRect.of(0, 0, 1, 1, 30)
        def r = RotatedRect.of(0, 0, 2 * probe.sin(), 2 * probe.cos(), 30)

        expect:
        r.contains(0, 1)
        exactlyInside(r, x, y) == inside
        r.contains(x, y) == inside

        where:
        x     | y        || inside | where
        0     | up(1)    || false  | 'below (u and v both grow)'
        TINY  | 1        || false  | 'to the right (u grows past w/2)'
        -TINY | 1        || false  | 'to the left (v grows past h/2)'
        0     | down(1)  || true   | 'above, into the rectangle'
        0     | down(-1) || false  | 'above the opposite corner (0, -1)'
        0     | up(-1)   || true   | 'below the opposite corner, into the rectangle'
    }

    def "a 30 x 8 rectangle on (#cx, #cy) turned by #angle°: #delta #side the #part is #result"() {
        given: 'the point is placed in the frame (true cos and sin) and moved along the outward normal(s)'
        def r = RotatedRect.of(cx, cy, 30, 8, angle)
        double rad = Math.toRadians(angle % 360)
        double c = Math.cos(rad)
        double s = Math.sin(rad)
        double sign = side == 'outside' ? 1 : -1
        double u = fu * (15 + (fu == 0 ? 0 : sign * delta))
        double v = fv * (4 + (fv == 0 ? 0 : sign * delta))
        double x = cx + c * u - s * v
        double y = cy + s * u + c * v

        expect:
        r.contains(x, y) == (side == 'inside')
        r.contains(x, y, CROSS_PRODUCT) == (side == 'inside')
        r.contains(x, y, POLAR) == (side == 'inside')

        where:
        [cx, cy, delta] << [[12.5d, -40d, 1e-9d], [1e9d, -1e9d, 1e-5d]]
        combined:
        angle << [30, 10, 60, 123.4, -77.7, 1000.5]
        combined:
        [part, fu, fv] << [['right edge', 1, 0], ['left edge', -1, 0], ['bottom edge', 0, 1], ['top edge', 0, -1],
                           ['bottom-right corner', 1, 1], ['top-right corner', 1, -1],
                           ['bottom-left corner', -1, 1], ['top-left corner', -1, -1]]
        combined:
        side << ['inside', 'outside']
        result = side
    }

    // ------------------------------------------------------------ zero width or height

    def "a #w x #h rectangle on (#cx, #cy) turned by #angle° is a segment: #where (#x, #y) is #result"() {
        given:
        def r = RotatedRect.of(cx, cy, w, h, angle)

        expect:
        r.contains(x, y) == inside

        where:
        cx | cy | w  | h  | angle | x         | y         || inside | where
        0  | 0  | 0  | 10 | 0     | 0         | 0         || true   | 'the centre'
        0  | 0  | 0  | 10 | 0     | 0         | 5         || true   | 'the bottom end'
        0  | 0  | 0  | 10 | 0     | 0         | -5        || true   | 'the top end'
        0  | 0  | 0  | 10 | 0     | 0         | 3         || true   | 'a point between'
        0  | 0  | 0  | 10 | 0     | 0         | up(5)     || false  | 'one ulp past the bottom end'
        0  | 0  | 0  | 10 | 0     | 0         | down(-5)  || false  | 'one ulp past the top end'
        0  | 0  | 0  | 10 | 0     | TINY      | 0         || false  | 'one ulp beside the segment'
        0  | 0  | 0  | 10 | 0     | -TINY     | 3         || false  | 'one ulp beside the segment, the other side'
        0  | 0  | 0  | 10 | 0     | 0         | 97        || false  | 'on its line, far beyond its end'
        0  | 0  | 0  | 10 | 180   | 0         | -5        || true   | 'the top end, turned half a turn'
        2  | -3 | 0  | 10 | 0     | 2         | 2         || true   | 'the bottom end'
        2  | -3 | 0  | 10 | 0     | up(2)     | -3        || false  | 'one ulp beside the centre'
        2  | -3 | 0  | 10 | 90    | 7         | -3        || true   | 'the end to the right (a quarter turn lays it along x)'
        2  | -3 | 0  | 10 | 90    | -3        | -3        || true   | 'the end to the left'
        2  | -3 | 0  | 10 | 90    | up(7)     | -3        || false  | 'one ulp past the right end'
        2  | -3 | 0  | 10 | 90    | 2         | 2         || false  | 'where the unturned segment ends'
        2  | -3 | 0  | 10 | -90   | 7         | -3        || true   | 'the end to the right, turned the other way'
        2  | -3 | 10 | 0  | 0     | 7         | -3        || true   | 'the right end'
        2  | -3 | 10 | 0  | 0     | 2         | up(-3)    || false  | 'one ulp below the centre'
        2  | -3 | 10 | 0  | 0     | 2         | 2         || false  | 'below the centre'
        2  | -3 | 10 | 0  | 90    | 2         | 2         || true   | 'the bottom end'
        2  | -3 | 10 | 0  | 90    | 7         | -3        || false  | 'where the unturned segment ends'
        0  | 0  | 0  | 10 | 45    | 3         | -3        || true   | '(t, -t) for t = 3, 4.24 from the centre'
        0  | 0  | 0  | 10 | 45    | -3        | 3         || true   | '(t, -t) for t = -3'
        0  | 0  | 0  | 10 | 45    | 3.5       | -3.5      || true   | '(t, -t) for t = 3.5, 4.95 from the centre'
        0  | 0  | 0  | 10 | 45    | 4         | -4        || false  | '(t, -t) for t = 4, 5.66 from the centre'
        0  | 0  | 0  | 10 | 45    | 3         | 3         || false  | '(t, t): the other diagonal'
        0  | 0  | 0  | 10 | 45    | 3         | down(-3)  || false  | 'one ulp beside (3, -3)'
        0  | 0  | 0  | 10 | 45    | 100       | -100      || false  | 'on its line, far beyond its end'
        2  | -3 | 0  | 10 | 45    | 5         | -6        || true   | '(t, -t) from the centre for t = 3'
        2  | -3 | 0  | 10 | 135   | 5         | 0         || true   | '(t, t) from the centre for t = 3: at 135° it lies along the other diagonal'
        2  | -3 | 0  | 10 | 135   | 5         | -6        || false  | '(t, -t) from the centre for t = 3'
        2  | -3 | 10 | 0  | 45    | 5         | 0         || true   | '(t, t) from the centre: the width lies along the diagonal'
        2  | -3 | 10 | 0  | 45    | 5         | -6        || false  | '(t, -t) from the centre'
        1e9d | -1e9d | 0 | 10 | 45 | 1e9d + 3 | -1e9d - 3 || true   | '(t, -t) from a far centre for t = 3'
        1e9d | -1e9d | 0 | 10 | 45 | 1e9d + 3 | up(-1e9d - 3) || false | 'one ulp beside it'
        result = verdict(inside)
    }

    def "a #w x #h segment on (#cx, #cy) turned by #angle° holds no double point but its centre (tan #angle° is irrational): #where is #result"() {
        given: 'docs/geometry.md §6, what exactness implies'
        def r = RotatedRect.of(cx, cy, w, h, angle)
        double rad = Math.toRadians(angle)
        // the true direction of the segment: along the height (-sin, cos), or along the width (cos, sin)
        double ex = w == 0 ? -Math.sin(rad) : Math.cos(rad)
        double ey = w == 0 ? Math.cos(rad) : Math.sin(rad)
        double x = cx + k * ex
        double y = cy + k * ey

        expect:
        r.contains(x, y) == (k == 0)

        where:
        cx   | cy    | w  | h  | angle
        0    | 0     | 0  | 10 | 30
        0    | 0     | 10 | 0  | 30
        2    | -3    | 0  | 10 | 60
        2    | -3    | 10 | 0  | -30
        1e9d | -1e9d | 0  | 10 | 123.4
        combined:
        k << [0, 1, -2.5, 4.9]
        where = k == 0 ? 'the centre' : "the double nearest to the point $k along it"
        result = k == 0 ? 'inside' : 'outside'
    }

    def "a #w x #h segment turned by 30°: (-sin, cos) from the centre lies on it as the rounded cosine and sine draw it, but not on the true segment: outside"() {
        given:
        def r = RotatedRect.of(0, 0, w, h, 30)
        double x = w == 0 ? -r.sin() : r.cos()
        double y = w == 0 ? r.cos() : r.sin()

        expect: 'in the rounded frame the point is on the segment'
        exactlyInside(r, x, y)

        and: 'the true segment has the irrational slope tan 30°, and (x, y) has a rational one'
        !r.contains(x, y)

        where:
        w  | h
        0  | 10
        10 | 0
    }

    def "a 0 x 0 rectangle on (#cx, #cy) turned by #angle° is its centre alone"() {
        given:
        def r = RotatedRect.of(cx, cy, 0, 0, angle)

        expect:
        r.contains(cx, cy)
        r.contains(cx, cy, CROSS_PRODUCT)
        !r.contains(up(cx), cy)
        !r.contains(down(cx), cy)
        !r.contains(cx, up(cy))
        !r.contains(cx, down(cy))
        !r.contains(up(cx), up(cy))
        !r.contains(down(cx), up(cy))
        !r.contains(up(cx), cy, CROSS_PRODUCT)
        !r.contains(cx, down(cy), CROSS_PRODUCT)

        where:
        [cx, cy] << [[0, 0], [2, -3], [1e9d, -1e9d]]
        combined:
        angle << [0, 30, 45, 90, 135, -60]
    }

    def "a width of -0.0 is a zero width"() {
        given:
        def r = RotatedRect.of(0, 0, -0.0d, 10, 0)

        expect:
        r.contains(0, 5)
        !r.contains(TINY, 0)
    }

    // ------------------------------------------------------------ corners

    def "turned by #angle°, a 20 x 10 rectangle on (100, 200) lists its corners TL, TR, BR, BL as #expected"() {
        given:
        def r = RotatedRect.of(100, 200, 20, 10, angle)

        expect:
        r.corners() == expected.collect { new Vec2(it[0], it[1]) }

        where:
        angle || expected
        0     || [[90, 195], [110, 195], [110, 205], [90, 205]]
        360   || [[90, 195], [110, 195], [110, 205], [90, 205]]
        90    || [[105, 190], [105, 210], [95, 210], [95, 190]]
        450   || [[105, 190], [105, 210], [95, 210], [95, 190]]
        180   || [[110, 205], [90, 205], [90, 195], [110, 195]]
        270   || [[95, 210], [95, 190], [105, 190], [105, 210]]
        -90   || [[95, 210], [95, 190], [105, 190], [105, 210]]
    }

    def "turned by 90° (clockwise on a y-down screen), the corner that was top-left is at the top right"() {
        given:
        def r = RotatedRect.of(100, 200, 20, 10, 90)
        def (tl, tr, br, bl) = r.corners()

        expect: 'right of the centre and above it (smaller y)'
        tl.x() > 100 && tl.y() < 200

        and: 'the rest follow clockwise: bottom right, bottom left, top left'
        tr.x() > 100 && tr.y() > 200
        br.x() < 100 && br.y() > 200
        bl.x() < 100 && bl.y() < 200
    }

    def "turned by #angle°, the corners of a #w x #h rectangle on (#cx, #cy) are the turned corners, wound clockwise on screen"() {
        given:
        def r = RotatedRect.of(cx, cy, w, h, angle)
        double rad = Math.toRadians(angle % 360)
        double c = Math.cos(rad)
        double s = Math.sin(rad)
        def local = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]]
        def corners = r.corners()
        double tolerance = 1e-13 * (Math.abs(cx) + Math.abs(cy) + w + h)

        expect: 'each corner is centre + R(angle)·(local corner), in the order TL, TR, BR, BL'
        corners.size() == 4
        (0..3).every { int i ->
            double lx = local[i][0]
            double ly = local[i][1]
            Math.abs(corners[i].x() - (cx + c * lx - s * ly)) <= tolerance &&
                    Math.abs(corners[i].y() - (cy + s * lx + c * ly)) <= tolerance
        }

        and: 'the shoelace area is +w·h: with y down, a positive area is a clockwise walk on screen'
        double twiceArea = (0..3).sum { int i ->
            def p = corners[i]
            def q = corners[(i + 1) % 4]
            p.x() * q.y() - q.x() * p.y()
        } as double
        Math.abs(twiceArea / 2 - w * h) <= 1e-9 * (w * h + Math.abs(cx) + Math.abs(cy))

        and: 'the cross-product method holds every corner it walks'
        corners.every { r.containsByCrossProducts(it.x(), it.y()) }

        where:
        cx    | cy     | w  | h  | angle
        0     | 0      | 20 | 10 | 30
        0     | 0      | 20 | 10 | 45
        5     | -7     | 3  | 11 | 123.4
        -60.5 | 80.25  | 40 | 2  | -10
        1e6   | -1e6   | 8  | 6  | 1000.5
    }

    // ------------------------------------------------------------ bounds

    def "turned by #angle°, the bounds of a 20 x 10 rectangle on (100, 200) are the rectangle itself: #expected"() {
        expect:
        RotatedRect.of(100, 200, 20, 10, angle).bounds() == expected

        where:
        angle || expected
        0     || Rect.centered(100, 200, 20, 10)
        180   || Rect.centered(100, 200, 20, 10)
        -360  || Rect.centered(100, 200, 20, 10)
        90    || Rect.centered(100, 200, 10, 20)
        270   || Rect.centered(100, 200, 10, 20)
        -90   || Rect.centered(100, 200, 10, 20)
        450   || Rect.centered(100, 200, 10, 20)
    }

    def "the bounds of #n seeded random rectangles enclose their corners and the turned box, and are not wider than it by more than a hair"() {
        given:
        def rnd = new Random(SEED)
        def failures = []

        when:
        n.times {
            double cx = (rnd.nextDouble() * 2 - 1) * Math.pow(10, rnd.nextInt(10))
            double cy = (rnd.nextDouble() * 2 - 1) * Math.pow(10, rnd.nextInt(10))
            double w = rnd.nextDouble() * Math.pow(10, rnd.nextInt(6))
            double h = rnd.nextDouble() * Math.pow(10, rnd.nextInt(6))
            double angle = (rnd.nextDouble() * 2 - 1) * 720
            def r = RotatedRect.of(cx, cy, w, h, angle)
            def b = r.bounds()
            double rad = Math.toRadians(angle % 360)
            double ex = w / 2 * Math.abs(Math.cos(rad)) + h / 2 * Math.abs(Math.sin(rad))
            double ey = w / 2 * Math.abs(Math.sin(rad)) + h / 2 * Math.abs(Math.cos(rad))
            double hair = 1e-12 * (Math.abs(cx) + Math.abs(cy) + w + h) + 1e-300
            boolean ok = r.corners().every { b.contains(it) } &&
                    b.left() <= cx - ex + hair && b.right() >= cx + ex - hair &&
                    b.top() <= cy - ey + hair && b.bottom() >= cy + ey - hair &&
                    b.left() >= cx - ex - hair && b.right() <= cx + ex + hair &&
                    b.top() >= cy - ey - hair && b.bottom() <= cy + ey + hair
            if (!ok) {
                failures << "$r: bounds $b"
            }
        }

        then:
        failures.take(10) == []

        where:
        n = 2000
    }

    def "bounds hold every point the rectangle holds, even where the centre and the extent cancel to about 0 (seeded, #n rectangles)"() {
        given: '''each rectangle is placed so that its leftmost corner computes to about x = 0; the corner
                  itself, moved a hair inward, is a contained double point just left or right of 0,
                  where a few ulps of the rounded edge (1e-323) are far less than the rounding of
                  the corner (1e-16)'''
        def rnd = new Random(SEED + 1)
        def mc = new java.math.MathContext(60)
        def failures = []
        int contained = 0

        when:
        n.times {
            double angle = 1 + rnd.nextInt(88) + (rnd.nextBoolean() ? 0.5d : 0d)
            double w = 1 + rnd.nextInt(50)
            double h = 1 + rnd.nextInt(50)
            def origin = RotatedRect.of(0, 0, w, h, angle)
            def leftmost = origin.corners().min { it.x() }
            int k = origin.corners().indexOf(leftmost)
            def r = RotatedRect.of(-leftmost.x(), -leftmost.y(), w, h, angle)
            // the frame corner k, a hair inward, mapped back by the exact inverse of the frame
            BigDecimal c = exact(r.cos())
            BigDecimal s = exact(r.sin())
            BigDecimal norm = c * c + s * s
            BigDecimal u = exact([-w / 2, w / 2, w / 2, -w / 2][k] as double) * 0.9999999999999999999G
            BigDecimal v = exact([-h / 2, -h / 2, h / 2, h / 2][k] as double) * 0.9999999999999999999G
            double x = (exact(r.centerX()) + (c * u - s * v).divide(norm, mc)).doubleValue()
            double y = (exact(r.centerY()) + (s * u + c * v).divide(norm, mc)).doubleValue()
            if (exactlyInside(r, x, y)) {
                contained++
                if (!r.contains(x, y) || !r.bounds().contains(x, y)) {
                    failures << "$r contains ($x, $y)? ${r.contains(x, y)}; bounds ${r.bounds()}"
                }
            }
        }

        then:
        failures.take(10) == []
        contained > n * 0.9

        where:
        n = 1000
    }

    // ------------------------------------------------------------ contains(x, y, Method)

    def "contains(x, y, Method) runs the method it is given: #what, (#x, #y) is #byTransform by TRANSFORM, #byCross by CROSS_PRODUCT, #byPolar by POLAR"() {
        expect:
        r.contains(x, y, TRANSFORM) == transform
        r.contains(x, y, CROSS_PRODUCT) == cross
        r.contains(x, y, POLAR) == polar

        and: 'each method by its own name says the same'
        r.contains(x, y) == transform
        r.containsByCrossProducts(x, y) == cross
        r.containsByPolarAngle(x, y) == polar

        where:
        what | r | x | y || transform | cross | polar
        // POLAR: dx == 0 gives the angle π/2 rounded down (Math.PI < π), so the point turns back to
        // (3·cos(fl(π/2)), ...) = (1.8e-16, 3), past the half width 0. The other two are exact here.
        'a 0 x 10 segment on the origin'      | RotatedRect.of(0, 0, 0, 10, 0)                      | 0         | 3 || true  | true | false
        // The true right edge is 1 + 0.75 ulp(1); its corners are rounded to 1 + 1 ulp, so the
        // cross-product method holds nextUp(1) on its right edge, while the exact test does not;
        // POLAR finds dx = 1 ulp > w/2 = 0.75 ulp.
        'a 1.5-ulp-wide rectangle on (1, 0)'  | RotatedRect.of(1, 0, 3 * Math.ulp(1d) / 2, 2, 0)    | up(1)     | 0 || false | true | false
        byTransform = verdict(transform)
        byCross = verdict(cross)
        byPolar = verdict(polar)
    }

    // ------------------------------------------------------------ invalid input

    def "RotatedRect.of(#cx, #cy, #w, #h, #angle) is refused: #message"() {
        when:
        RotatedRect.of(cx, cy, w, h, angle)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        cx                       | cy                       | w          | h                        | angle                    || message
        Double.NaN               | 0                        | 1          | 1                        | 0                        || 'rotatedRect: cx must be a finite number but was NaN'
        Double.POSITIVE_INFINITY | 0                        | 1          | 1                        | 0                        || 'rotatedRect: cx must be a finite number but was Infinity'
        0                        | Double.NaN               | 1          | 1                        | 0                        || 'rotatedRect: cy must be a finite number but was NaN'
        0                        | Double.NEGATIVE_INFINITY | 1          | 1                        | 0                        || 'rotatedRect: cy must be a finite number but was -Infinity'
        0                        | 0                        | -1         | 1                        | 0                        || 'rotatedRect: width must be >= 0 but was -1.0'
        0                        | 0                        | -TINY      | 1                        | 0                        || 'rotatedRect: width must be >= 0 but was -4.9E-324'
        0                        | 0                        | Double.NaN | 1                        | 0                        || 'rotatedRect: width must be a finite number but was NaN'
        0                        | 0                        | 1          | -0.5                     | 0                        || 'rotatedRect: height must be >= 0 but was -0.5'
        0                        | 0                        | 1          | Double.POSITIVE_INFINITY | 0                        || 'rotatedRect: height must be a finite number but was Infinity'
        0                        | 0                        | 1          | 1                        | Double.NaN               || 'rotatedRect: angle must be a finite number but was NaN'
        0                        | 0                        | 1          | 1                        | Double.POSITIVE_INFINITY || 'rotatedRect: angle must be a finite number but was Infinity'
        0                        | 0                        | 1          | 1                        | Double.NEGATIVE_INFINITY || 'rotatedRect: angle must be a finite number but was -Infinity'
    }

    def "asking #r about (#x, #y) by #method is refused: #message"() {
        when:
        r.contains(x, y, method)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        [r, x, y, message] << [
                [RotatedRect.of(0, 0, 20, 10, 30), Double.NaN, 0, 'rotatedRect: query point x must be a finite number but was NaN'],
                [RotatedRect.of(0, 0, 20, 10, 30), 0, Double.NaN, 'rotatedRect: query point y must be a finite number but was NaN'],
                [RotatedRect.of(0, 0, 20, 10, 90), Double.POSITIVE_INFINITY, 0, 'rotatedRect: query point x must be a finite number but was Infinity'],
                [RotatedRect.of(0, 0, 0, 10, 30), 0, Double.NEGATIVE_INFINITY, 'rotatedRect: query point y must be a finite number but was -Infinity'],
                [RotatedRect.of(0, 0, 20, 10, 45).named('door'), 5, Double.NaN, "rotatedRect 'door': query point y must be a finite number but was NaN"],
                [RotatedRect.of(0, 0, 20, 10, 0).named('door'), Double.NaN, Double.NaN, "rotatedRect 'door': query point x must be a finite number but was NaN"],
        ]
        combined:
        method << [TRANSFORM, CROSS_PRODUCT, POLAR]
    }

    // ------------------------------------------------------------ cross-checks on random points

    /** What a seeded run over random points found: the mismatches and how many points fell each way. */
    static class Tally {
        List<String> failures = []
        int checked
        int inside
        int outside

        void count(boolean in) {
            checked++
            in ? inside++ : outside++
        }
    }

    /** An angle: half of the time any double in ±720, else a multiple of 15° or of 45°. */
    @CompileStatic
    static double randomAngle(Random rnd) {
        switch (rnd.nextInt(4)) {
            case 0: return 15 * (rnd.nextInt(97) - 48)
            case 1: return 45 * (rnd.nextInt(33) - 16)
            default: return (rnd.nextDouble() * 2 - 1) * 720
        }
    }

    def "the three methods agree with each other and with the frame test on #n seeded random rectangles, 50 points each, away from the edges"() {
        when:
        def tally = threeMethods(new Random(SEED + 2), n)

        then:
        tally.failures.take(10) == []
        tally.checked > n * 49
        tally.inside > tally.checked * 0.3
        tally.outside > tally.checked * 0.3

        where:
        n = 600
    }

    /**
     * Random rectangles (centres within ±1000, sizes 0.01..300, any angle) and points placed in
     * their frame at up to 0.75 of the size from the centre on each axis (so about 45% inside).
     * The expected verdict is the frame test with the true cosine and sine of the angle in doubles,
     * which errs by about 1e-13 here; points within 1e-9 of an edge are skipped.
     */
    @CompileStatic
    static Tally threeMethods(Random rnd, int n) {
        def tally = new Tally()
        n.times {
            double cx = (rnd.nextDouble() * 2 - 1) * 1000
            double cy = (rnd.nextDouble() * 2 - 1) * 1000
            double w = 0.01 + rnd.nextDouble() * 300
            double h = 0.01 + rnd.nextDouble() * 300
            double angle = randomAngle(rnd)
            def r = RotatedRect.of(cx, cy, w, h, angle)
            double rad = Math.toRadians(angle % 360)
            double c = Math.cos(rad)
            double s = Math.sin(rad)
            for (int k = 0; k < 50; k++) {
                double fu = (rnd.nextDouble() * 2 - 1) * 0.75 * w
                double fv = (rnd.nextDouble() * 2 - 1) * 0.75 * h
                double x = cx + c * fu - s * fv
                double y = cy + s * fu + c * fv
                double dx = x - cx
                double dy = y - cy
                double u = Math.abs(c * dx + s * dy)
                double v = Math.abs(c * dy - s * dx)
                double margin = 1e-9 * (1 + Math.abs(dx) + Math.abs(dy))
                if (Math.abs(u - w / 2) < margin || Math.abs(v - h / 2) < margin) {
                    continue // too near an edge for the frame test in doubles to decide
                }
                boolean expected = u <= w / 2 && v <= h / 2
                tally.count(expected)
                boolean byTransform = r.contains(x, y, TRANSFORM)
                boolean byCross = r.contains(x, y, CROSS_PRODUCT)
                boolean byPolar = r.contains(x, y, POLAR)
                if (byTransform != expected || byCross != expected || byPolar != expected) {
                    tally.failures << ("$r at ($x, $y): expected $expected, TRANSFORM $byTransform, " +
                            "CROSS_PRODUCT $byCross, POLAR $byPolar").toString()
                }
            }
        }
        tally
    }

    def "turned by #angle°, the default agrees with Rect.centered(cx, cy, #size) on every point, edges and their neighbouring doubles included (seeded)"() {
        when:
        def tally = againstRect(new Random(SEED + 3 + (long) angle), angle, swapped, 150)

        then:
        tally.failures.take(10) == []
        tally.checked == 150 * 11 * 11
        tally.inside > 150 * 9
        tally.outside > 150 * 9

        where:
        angle | swapped
        0     | false
        360   | false
        -360  | false
        180   | false
        720   | false
        90    | true
        -90   | true
        270   | true
        450   | true
        size = swapped ? 'h, w' : 'w, h'
    }

    /**
     * Random rectangles at centres from 0.01 to 1e9 and sizes from 0 to 1e6 (a fifth of them of
     * zero width or height); the points are the grid of the rounded edges and the centre, each
     * with its neighbouring doubles, plus a random and a far point on each axis. The verdicts of
     * the rotated rectangle, of Rect.centered and of the exact frame test must agree.
     */
    @CompileStatic
    static Tally againstRect(Random rnd, double angle, boolean swapped, int n) {
        def tally = new Tally()
        n.times {
            double cx = (rnd.nextDouble() * 2 - 1) * Math.pow(10, rnd.nextInt(12) - 2)
            double cy = (rnd.nextDouble() * 2 - 1) * Math.pow(10, rnd.nextInt(12) - 2)
            double w = rnd.nextInt(5) == 0 ? 0d : rnd.nextDouble() * Math.pow(10, rnd.nextInt(10) - 3)
            double h = rnd.nextInt(5) == 0 ? 0d : rnd.nextDouble() * Math.pow(10, rnd.nextInt(10) - 3)
            def r = RotatedRect.of(cx, cy, w, h, angle)
            def rect = swapped ? Rect.centered(cx, cy, h, w) : Rect.centered(cx, cy, w, h)
            List<Double> xs = []
            for (double e : [rect.left(), rect.right(), cx]) {
                xs.addAll([down(e), e, up(e)])
            }
            xs.addAll([cx + (rnd.nextDouble() * 2 - 1) * (w + h), cx - w - h - 1])
            List<Double> ys = []
            for (double e : [rect.top(), rect.bottom(), cy]) {
                ys.addAll([down(e), e, up(e)])
            }
            ys.addAll([cy + (rnd.nextDouble() * 2 - 1) * (w + h), cy + w + h + 1])
            for (double x : xs) {
                for (double y : ys) {
                    boolean want = rect.contains(x, y)
                    tally.count(want)
                    if (r.contains(x, y) != want || exactlyInside(r, x, y) != want) {
                        tally.failures << "$r vs $rect at ($x, $y): rect says $want".toString()
                    }
                }
            }
        }
        tally
    }

    def "the default agrees with an exact BigDecimal frame test on points within a few ulps of an edge (seeded, #n rectangles at any angle)"() {
        given: '''a point is put on an edge in the frame, mapped to the world in doubles (so it lands within
                  an ulp or so of the edge) and moved by up to two ulps each way: the fast path cannot
                  decide these and must fall back to exact arithmetic'''
        def rnd = new Random(SEED + 4)

        when:
        def tally = nearEdges(rnd, n)

        then:
        tally.failures.take(10) == []
        tally.inside > n * 3
        tally.outside > n * 3

        where:
        n = 2000
    }

    @CompileStatic
    static Tally nearEdges(Random rnd, int n) {
        def tally = new Tally()
        n.times {
            double scale = Math.pow(10, rnd.nextInt(9) - 4)
            double cx = (rnd.nextDouble() * 2 - 1) * scale * Math.pow(10, rnd.nextInt(6))
            double cy = (rnd.nextDouble() * 2 - 1) * scale * Math.pow(10, rnd.nextInt(6))
            double w = (0.1 + rnd.nextDouble()) * scale
            double h = (0.1 + rnd.nextDouble()) * scale
            double angle = randomAngle(rnd)
            def r = RotatedRect.of(cx, cy, w, h, angle)
            double c = r.cos()
            double s = r.sin()
            boolean alongWidth = rnd.nextBoolean()
            double u = alongWidth ? (rnd.nextBoolean() ? w / 2 : -w / 2) : (rnd.nextDouble() * 2 - 1) * w / 2
            double v = alongWidth ? (rnd.nextDouble() * 2 - 1) * h / 2 : (rnd.nextBoolean() ? h / 2 : -h / 2)
            double x0 = cx + c * u - s * v
            double y0 = cy + s * u + c * v
            for (int i = -2; i <= 2; i++) {
                for (int j = -2; j <= 2; j++) {
                    double x = x0 + i * Math.ulp(x0)
                    double y = y0 + j * Math.ulp(y0)
                    boolean want = exactlyInside(r, x, y)
                    tally.count(want)
                    if (r.contains(x, y) != want) {
                        tally.failures << "$r at ($x, $y): exact frame says $want".toString()
                    }
                }
            }
        }
        tally
    }
}
