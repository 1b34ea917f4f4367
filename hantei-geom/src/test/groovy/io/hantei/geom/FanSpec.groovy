package io.hantei.geom

import spock.lang.Specification

import java.math.MathContext

/**
 * The point in a fan (docs/geometry.md §9) and the decisions written in the Fan javadoc, row by row.
 *
 * <p>Conventions used in every table: y grows down, angles in degrees, 0° is +x and a positive
 * angle turns clockwise on screen, so a fan at dir 90 looks DOWN the screen (+y). {@code range}
 * is the total opening. A row "one ulp out" moves one coordinate to the next double away from
 * the shape; where the verdict depends on such a step, the row also states the geometry (on the
 * rim / beyond it) and the feature checks that statement with BigDecimal, so a wrong row fails
 * on its own premise rather than agreeing with the implementation by accident.
 */
class FanSpec extends Specification {

    static final double TINY = Double.MIN_VALUE
    static final double MAX = Double.MAX_VALUE
    static final MathContext MC = new MathContext(60)
    /** √50 = 10·√½, where a ray at 45° meets a rim of radius 10. */
    static final BigDecimal ROOT50 = 50.0G.sqrt(MC)
    /** A scale whose square and more overflows: (5·2^660)² = 25·2^1320 > Double.MAX_VALUE. */
    static final double BIG = Math.scalb(1d, 660)
    /** A scale whose square underflows to 0: (5·2^-700)² = 25·2^-1400 < Double.MIN_VALUE. */
    static final double SMALL = Math.scalb(1d, -700)
    /** 2^60, an integer direction far past any whole turn a user would give. */
    static final double TWO_60 = Math.scalb(1d, 60)

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    static BigDecimal exact(double v) { new BigDecimal(v) }

    /** The sign of |p - apex|² - len², exactly: 0 on the rim, 1 beyond it, -1 short of it. */
    static int rimSign(double ax, double ay, double len, double px, double py) {
        BigDecimal dx = exact(px) - exact(ax)
        BigDecimal dy = exact(py) - exact(ay)
        (dx * dx + dy * dy <=> exact(len) * exact(len)) as int
    }

    static String verdict(boolean inside) { inside ? 'inside' : 'outside' }

    def "a fan at the origin looking along +x, 90° wide and 10 long: #what (#px, #py) is #result"() {
        given:
        def fan = Fan.of(0, 0, 0, 90, 10)

        expect:
        fan.contains(px, py) == inside
        fan.contains(new Vec2(px, py)) == inside

        where:
        px         | py          || inside | what
        5          | 0           || true   | 'a point on the direction'
        8          | 3           || true   | 'an interior point at 20.6°, 8.5 away'
        9          | -4          || true   | 'an interior point at -24°, 9.8 away'
        0          | 0           || true   | 'the apex'
        10         | 0           || true   | 'the tip (apex + len along dir)'
        up(10)     | 0           || false  | 'one ulp beyond the tip'
        11         | 0           || false  | 'a point beyond the tip'
        9.9        | 1.5         || false  | 'a point inside the angle but beyond the arc (100.26 > 100)'
        -1         | 0           || false  | 'a point behind the apex'
        0          | 5           || false  | 'a point straight down the screen, at 90°'
        3          | 4           || false  | 'a point at 53° (outside the ±45°)'
        -3         | -3          || false  | 'a point behind on the diagonal'
        1e-300     | 0           || true   | 'a point a hair in front of the apex'
        0          | 1e-300      || false  | 'a point a hair below the apex'
        1e-300     | 1e-300      || true   | 'a point on the 45° ray next to the apex'
        1e-300     | up(1e-300)  || false  | 'a point one ulp past the 45° ray next to the apex'
        result = verdict(inside)
    }

    def "positive angles turn clockwise on a y-down screen: a fan at dir #dir holds (#px, #py): #inside"() {
        expect:
        Fan.of(0, 0, dir, 60, 10).contains(px, py) == inside

        where:
        dir | px | py || inside
        90  | 0  | 5  || true   // +y: down the screen
        90  | 0  | -5 || false
        -90 | 0  | -5 || true   // up the screen
        -90 | 0  | 5  || false
        270 | 0  | -5 || true
        180 | -5 | 0  || true
        180 | 5  | 0  || false
    }

    def "the tip of a fan at (2, 3) looking at #dir° is inside and one ulp further out is outside"() {
        given:
        def fan = Fan.of(2, 3, dir, 60, 10)

        expect:
        rimSign(2, 3, 10, tipX, tipY) == 0
        rimSign(2, 3, 10, outX, outY) > 0
        fan.contains(tipX, tipY)
        !fan.contains(outX, outY)

        where:
        dir  || tipX | tipY |  outX      | outY
        0    || 12   | 3    |  up(12)    | 3
        90   || 2    | 13   |  2         | up(13)
        180  || -8   | 3    |  down(-8)  | 3
        270  || 2    | -7   |  2         | down(-7)
        -90  || 2    | -7   |  2         | down(-7)
        450  || 2    | 13   |  2         | up(13)
        -180 || -8   | 3    |  down(-8)  | 3
    }

    def "on the arc at a Pythagorean point: fan at (#ax, #ay) dir #dir range #range len #len holds (#px, #py) #where: #result"() {
        given:
        def fan = Fan.of(ax, ay, dir, range, len)

        expect: 'the row sits where it says (0 on the rim, 1 beyond it, -1 short of it)'
        rimSign(ax, ay, len, px, py) == rim

        and:
        fan.contains(px, py) == inside

        where:
        ax   | ay   | dir | range | len || px        | py          | rim || inside | where
        0    | 0    | 0   | 180   | 5   || 3         | 4           | 0   || true   | 'on the rim'
        0    | 0    | 0   | 180   | 5   || 3         | up(4)       | 1   || false  | 'one ulp out in y'
        0    | 0    | 0   | 180   | 5   || up(3)     | 4           | 1   || false  | 'one ulp out in x'
        0    | 0    | 0   | 180   | 5   || down(3)   | 4           | -1  || true   | 'one ulp in'
        0    | 0    | 0   | 180   | 5   || 4         | -3          | 0   || true   | 'on the rim above the axis'
        0    | 0    | 0   | 180   | 5   || 4         | down(-3)    | 1   || false  | 'one ulp out above the axis'
        0    | 0    | 0   | 180   | 5   || 0         | 5           | 0   || true   | 'where the 90° ray meets the rim'
        0    | 0    | 0   | 180   | 5   || 0         | up(5)       | 1   || false  | 'one ulp past that corner'
        0    | 0    | 0   | 180   | 5   || 0         | -5          | 0   || true   | 'where the -90° ray meets the rim'
        0    | 0    | 0   | 180   | 25  || 7         | 24          | 0   || true   | 'on the rim (7, 24, 25)'
        0    | 0    | 0   | 180   | 25  || 7         | up(24)      | 1   || false  | 'one ulp out of (7, 24, 25)'
        0    | 0    | 0   | 180   | 25  || 24        | -7          | 0   || true   | 'on the rim (24, -7, 25)'
        0    | 0    | 0   | 180   | 65  || 33        | 56          | 0   || true   | 'on the rim (33, 56, 65)'
        0    | 0    | 0   | 180   | 65  || up(33)    | 56          | 1   || false  | 'one ulp out of (33, 56, 65)'
        0    | 0    | 53  | 10    | 5   || 3         | 4           | 0   || true   | 'on the rim at 53.13°, inside 48°..58°'
        0    | 0    | 53  | 10    | 5   || 3         | up(4)       | 1   || false  | 'one ulp out at 53.13°'
        0    | 0    | 53  | 10    | 5   || down(3)   | 4           | -1  || true   | 'one ulp in at 53.13°'
        0    | 0    | 90  | 10    | 5   || 3         | 4           | 0   || false  | 'on the rim but at 53° (the fan spans 85°..95°)'
        100  | -200 | 0   | 180   | 5   || 103       | -196        | 0   || true   | 'on the rim of a moved fan'
        100  | -200 | 0   | 180   | 5   || 103       | up(-196)    | 1   || false  | 'one ulp out of a moved fan'
        -7.5 | 0.25 | 180 | 180   | 13  || -12.5     | 12.25       | 0   || true   | 'on the rim, (-5, 12) from a fractional apex'
        -7.5 | 0.25 | 180 | 180   | 13  || -12.5     | up(12.25)   | 1   || false  | 'one ulp out of that'
        result = verdict(inside)
    }

    def "on a bounding ray: fan dir #dir range #range len 10 at the origin holds (#px, #py) #where: #result"() {
        given:
        def fan = Fan.of(0, 0, dir, range, 10)

        expect:
        fan.contains(px, py) == inside

        where:
        dir | range || px        | py         || inside | where
        // rays at -45° and 45°
        0   | 90    || 5         | 5          || true   | 'on the 45° ray'
        0   | 90    || 5         | up(5)      || false  | 'one ulp past the 45° ray (steeper)'
        0   | 90    || down(5)   | 5          || false  | 'one ulp past the 45° ray (left)'
        0   | 90    || up(5)     | 5          || true   | 'one ulp inside the 45° ray'
        0   | 90    || 5         | -5         || true   | 'on the -45° ray'
        0   | 90    || 5         | down(-5)   || false  | 'one ulp past the -45° ray'
        0   | 90    || down(5)   | -5         || false  | 'one ulp past the -45° ray (left)'
        0   | 90    || 5         | up(-5)     || true   | 'one ulp inside the -45° ray'
        // rays at 0° and 180°: the lower half disc (y >= 0)
        90  | 180   || -3        | 0          || true   | 'on the 180° ray'
        90  | 180   || -3        | -1e-300    || false  | 'just above the 180° ray'
        90  | 180   || 3         | 0          || true   | 'on the 0° ray'
        90  | 180   || 3         | -1e-300    || false  | 'just above the 0° ray'
        90  | 180   || 3         | TINY       || true   | 'the smallest double below the 0° ray'
        90  | 180   || -TINY     | 0          || true   | 'on the 180° ray next to the apex'
        90  | 180   || 0         | -TINY      || false  | 'the smallest double above the apex'
        90  | 180   || 0         | 10         || true   | 'the tip'
        // rays at 0° and 90°
        45  | 90    || 7         | 0          || true   | 'on the 0° ray'
        45  | 90    || 7         | -TINY      || false  | 'one ulp above the 0° ray'
        45  | 90    || 0         | 7          || true   | 'on the 90° ray'
        45  | 90    || -TINY     | 7          || false  | 'one ulp left of the 90° ray'
        45  | 90    || 5         | 5          || true   | 'on the direction'
        // rays at 135° and 225°
        180 | 90    || -4        | 4          || true   | 'on the 135° ray'
        180 | 90    || down(-4)  | 4          || true   | 'one ulp inside the 135° ray'
        180 | 90    || up(-4)    | 4          || false  | 'one ulp past the 135° ray (right)'
        180 | 90    || -4        | up(4)      || false  | 'one ulp past the 135° ray (down)'
        180 | 90    || -4        | -4         || true   | 'on the 225° ray'
        180 | 90    || -4        | down(-4)   || false  | 'one ulp past the 225° ray (up)'
        180 | 90    || down(-4)  | -4         || true   | 'one ulp inside the 225° ray'
        // rays at 225° and 315° (up the screen)
        270 | 90    || -6        | -6         || true   | 'on the 225° ray'
        270 | 90    || -6        | up(-6)     || false  | 'one ulp past the 225° ray'
        270 | 90    || 6         | -6         || true   | 'on the 315° ray'
        270 | 90    || 6         | up(-6)     || false  | 'one ulp past the 315° ray'
        270 | 90    || 6         | down(-6)   || true   | 'one ulp inside the 315° ray'
        -90 | 90    || 6         | -6         || true   | 'on the 315° ray of the same fan given as -90°'
        -90 | 90    || 6         | up(-6)     || false  | 'one ulp past the 315° ray of the fan at -90°'
        // rays at 90° and 180°
        135 | 90    || 0         | 9          || true   | 'on the 90° ray'
        135 | 90    || TINY      | 9          || false  | 'one ulp right of the 90° ray'
        135 | 90    || -9        | 0          || true   | 'on the 180° ray'
        135 | 90    || -9        | -TINY      || false  | 'one ulp above the 180° ray'
        // reflex: rays at -135° and 135°, the gap is behind
        0   | 270   || -5        | 5          || true   | 'on the 135° ray'
        0   | 270   || up(-5)    | 5          || true   | 'one ulp inside the 135° ray'
        0   | 270   || down(-5)  | 5          || false  | 'one ulp into the gap past the 135° ray'
        0   | 270   || -5        | -5         || true   | 'on the -135° ray'
        0   | 270   || -5        | down(-5)   || true   | 'one ulp inside the -135° ray'
        0   | 270   || down(-5)  | -5         || false  | 'one ulp into the gap past the -135° ray'
        0   | 270   || -5        | 0          || false  | 'in the middle of the gap'
        // a direction off the grid whose rays are on it: 0° and 60° (only the 0° ray is exact)
        30  | 60    || 10        | 0          || true   | 'on the 0° ray, at the rim'
        30  | 60    || 10        | -1e-300    || false  | 'just above the 0° ray'
        30  | 60    || 10        | -TINY      || false  | 'one ulp above the 0° ray'
        30  | 60    || 5         | TINY       || true   | 'one ulp below the 0° ray'
        -30 | 60    || 10        | 0          || true   | 'on the 0° ray of the fan at -30°'
        -30 | 60    || 10        | TINY       || false  | 'one ulp below the 0° ray of the fan at -30°'
        -30 | 60    || 5         | -TINY      || true   | 'one ulp above the 0° ray of the fan at -30°'
        60  | 60    || 0         | 5          || true   | 'on the 90° ray of the fan at 60°'
        60  | 60    || -TINY     | 5          || false  | 'one ulp left of the 90° ray'
        60  | 60    || TINY      | 5          || true   | 'one ulp right of the 90° ray'
        result = verdict(inside)
    }

    def "where the 45° ray meets the rim: the last double on the ray inside radius 10 is inside, the next is outside"() {
        given: 'the largest double t with 2t² <= 100, found exactly'
        def fan = Fan.of(0, 0, 0, 90, 10)
        double t = Math.sqrt(50)
        while (2 * exact(t) * exact(t) > 100) {
            t = down(t)
        }
        while (2 * exact(up(t)) * exact(up(t)) <= 100) {
            t = up(t)
        }

        expect:
        t > 7.0710678 && t < 7.0710679
        fan.contains(t, t)
        fan.contains(t, -t)
        !fan.contains(up(t), up(t))
        !fan.contains(up(t), -up(t))  // on the -45° ray, beyond the rim
        !fan.contains(t, up(t))     // past the ray
        fan.contains(t, down(t))    // inside the angle and the disc
        !fan.contains(down(t), t)   // past the ray
    }

    def "range #range at dir #dir, len 10 from the origin: (#px, #py) #where is #result"() {
        given:
        def fan = Fan.of(0, 0, dir, range, 10)

        expect:
        fan.contains(px, py) == inside

        where:
        dir | range  || px          | py          || inside | where
        // range 0 along a multiple of 45°: the segment from the apex to the tip
        45  | 0      || 3           | 3           || true   | 'on the segment'
        45  | 0      || 7           | 7           || true   | 'on the segment near its end (7√2 = 9.9)'
        45  | 0      || 8           | 8           || false  | 'on the line beyond len (8√2 = 11.3)'
        45  | 0      || -3          | -3          || false  | 'on the line behind the apex'
        45  | 0      || 3           | up(3)       || false  | 'one ulp off the segment'
        45  | 0      || up(3)       | 3           || false  | 'one ulp off the segment the other way'
        45  | 0      || 0           | 0           || true   | 'the apex'
        0   | 0      || 10          | 0           || true   | 'the tip'
        0   | 0      || up(10)      | 0           || false  | 'one ulp beyond the tip'
        0   | 0      || 5           | TINY        || false  | 'one ulp below the segment'
        0   | 0      || 5           | -TINY       || false  | 'one ulp above the segment'
        0   | 0      || -5          | 0           || false  | 'on the line behind the apex'
        270 | 0      || 0           | -10         || true   | 'the tip of an upward segment'
        270 | 0      || 0           | -5          || true   | 'on an upward segment'
        270 | 0      || 0           | 5           || false  | 'on the line of an upward segment, behind'
        270 | 0      || TINY        | -5          || false  | 'one ulp right of an upward segment'
        -45 | 0      || 6           | -6          || true   | 'on the segment at -45°'
        // range 0 off the 45° grid: tan dir is irrational, so only the apex lies on it
        30  | 0      || 0           | 0           || true   | 'the apex'
        30  | 0      || Math.sqrt(3) * 2.5 | 2.5  || false  | 'the rounded point 5 along 30°'
        30  | 0      || 5 * Math.cos(Math.PI / 6) | 2.5 || false | 'the rounded point 5 along 30° (cos)'
        30  | 0      || 10 * Math.cos(Math.PI / 6) | 5 || false | 'the rounded tip at 30°'
        60  | 0      || 2.5         | Math.sqrt(3) * 2.5 || false | 'the rounded point 5 along 60°'
        1e-20 | 0    || 5           | 0           || false  | 'the nearest double to a segment at 1e-20°'
        1e-20 | 0    || 0           | 0           || true   | 'the apex of a segment at 1e-20°'
        -1e-20 | 0   || 5           | 0           || false  | 'the nearest double to a segment at -1e-20°'
        -1e-20 | 0   || 0           | 0           || true   | 'the apex of a segment at -1e-20°'
        -45   | 0    || 5           | -5          || true   | 'on a segment at -45°'
        -315  | 0    || 5           | 5           || true   | 'on a segment at -315° (= 45°)'
        // range 180: a half disc, both bounding rays included
        0   | 180    || 0           | 5           || true   | 'on the 90° ray'
        0   | 180    || 0           | -5          || true   | 'on the -90° ray'
        0   | 180    || -TINY       | 5           || false  | 'one ulp behind the 90° ray'
        0   | 180    || -TINY       | 0           || false  | 'one ulp behind the apex'
        0   | 180    || -1          | 0           || false  | 'behind the apex'
        0   | 180    || 5           | 0           || true   | 'on the direction'
        0   | 180    || 0           | 10          || true   | 'where the 90° ray meets the rim'
        0   | 180    || 0           | up(10)      || false  | 'one ulp beyond that corner'
        0   | 180    || 6           | 8           || true   | 'on the rim (6, 8, 10)'
        0   | 180    || 6           | up(8)       || false  | 'one ulp out of (6, 8, 10)'
        0   | 180    || -6          | 8           || false  | 'on the rim, behind'
        // range 200 (not convex): the gap behind is 160° wide
        0   | 200    || -5          | 0           || false  | 'behind, in the gap'
        0   | 200    || 0           | 5           || true   | 'at 90°'
        0   | 200    || 0           | -5          || true   | 'at -90°'
        0   | 200    || -0.5        | 5           || true   | 'at 95.7° (the fan reaches 100°)'
        0   | 200    || -5          | 5           || false  | 'at 135°, in the gap'
        // range 359: a gap of 1° behind (179.5°..180.5°); tan 0.5° = 0.008727
        0   | 359    || -5          | 0           || false  | 'straight behind'
        0   | 359    || -5          | 0.04        || false  | 'behind at 0.46° off the back, in the gap'
        0   | 359    || -5          | -0.04       || false  | 'behind at -0.46° off the back, in the gap'
        0   | 359    || -5          | 0.05        || true   | 'behind at 0.57° off the back, beside the gap'
        0   | 359    || -5          | -0.05       || true   | 'behind at -0.57° off the back, beside the gap'
        0   | 359    || -9          | 0.1         || true   | 'behind at 0.64° off the back, 9.0 away'
        0   | 359    || 0           | 5           || true   | 'at 90°'
        0   | 359    || 0           | -10         || true   | 'at -90° on the rim'
        // range 360: the full disc
        0   | 360    || -5          | 0           || true   | 'straight behind'
        0   | 360    || -10         | 0           || true   | 'on the rim behind'
        0   | 360    || down(-10)   | 0           || false  | 'one ulp beyond the rim behind'
        0   | 360    || -6          | -8          || true   | 'on the rim at (-6, -8)'
        0   | 360    || -6          | down(-8)    || false  | 'one ulp beyond (-6, -8)'
        90  | 360    || -5          | 0           || true   | 'beside a full disc looking down'
        // range 400: still the full disc (the reference dot product's cos(200°) would reject
        // points behind, docs/geometry.md §17)
        0   | 400    || -5          | 0           || true   | 'straight behind'
        0   | 400    || -10         | 0           || true   | 'on the rim behind'
        0   | 400    || down(-10)   | 0           || false  | 'one ulp beyond the rim behind'
        0   | 400    || -6          | 8           || true   | 'on the rim behind at (-6, 8)'
        17  | 1e300  || -5          | 0           || true   | 'behind a fan of range 1e300'
        17  | 1e300  || 0           | up(10)      || false  | 'one ulp beyond the rim of a fan of range 1e300'
        result = verdict(inside)
    }

    def "range -0.0 is range 0 and len -0.0 is len 0"() {
        expect:
        Fan.of(0, 0, 0, -0.0d, 10).contains(5, 0)
        !Fan.of(0, 0, 0, -0.0d, 10).contains(5, TINY)
        Fan.of(0, 0, 0, 90, -0.0d).contains(0, 0)
        !Fan.of(0, 0, 0, 90, -0.0d).contains(TINY, 0)
    }

    def "directions wrap: a fan at #dir° with range #range holds (#px, #py) #where: #result"() {
        given:
        def fan = Fan.of(0, 0, dir, range, 10)

        expect:
        fan.contains(px, py) == inside

        where:
        dir  | range || px | py   || inside | where
        350  | 40    || 8  | 0.7  || true   | 'at 5.0° (the fan spans 330°..10°)'
        350  | 40    || 8  | -0.7 || true   | 'at -5.0°'
        350  | 40    || 9  | 0    || true   | 'at 0°'
        350  | 40    || 9  | -4   || true   | 'at -24°'
        350  | 40    || 9  | 2    || false  | 'at 12.5°'
        350  | 40    || 5  | -5   || false  | 'at -45°'
        350  | 40    || 0  | 5    || false  | 'at 90°'
        -10  | 40    || 8  | 0.7  || true   | 'at 5.0°, dir given as -10'
        -10  | 40    || 9  | 2    || false  | 'at 12.5°, dir given as -10'
        710  | 40    || 8  | 0.7  || true   | 'at 5.0°, dir given as 710'
        -370 | 40    || 8  | 0.7  || true   | 'at 5.0°, dir given as -370'
        -370 | 40    || 9  | -4   || true   | 'at -24°, dir given as -370'
        -30  | 60    || 10 | 0    || true   | 'on the 0° ray'
        -30  | 60    || 10 | TINY || false  | 'one ulp below the 0° ray'
        -30  | 60    || 8  | -4.5 || true   | 'at -29.4°, 9.2 away'
        -30  | 60    || 5  | -8   || true   | 'at -58°'
        -30  | 60    || 4.5| -8.5 || false  | 'at -62.1°, 9.6 away'
        330  | 60    || 10 | 0    || true   | 'on the 0° ray (330 = -30)'
        330  | 60    || 10 | TINY || false  | 'one ulp below the 0° ray (330 = -30)'
        330  | 60    || 5  | -8   || true   | 'at -58° (330 = -30)'
        330  | 60    || 4.5| -8.5 || false  | 'at -62.1° (330 = -30)'
        750  | 60    || 8  | 4.5  || true   | 'at 29.4° (750 = 30)'
        750  | 60    || 4.5| 8.5  || false  | 'at 62.1° (750 = 30)'
        750  | 60    || 10 | 0    || true   | 'on the 0° ray (750 = 30)'
        750  | 60    || 10 | -TINY|| false  | 'one ulp above the 0° ray (750 = 30)'
        result = verdict(inside)
    }

    def "a huge direction #dir is #reduced° after whole turns: the fan of range 90 holds a point #offset° from it: #result"() {
        given: 'the direction reduced exactly, in BigDecimal (the double is an exact binary fraction)'
        BigDecimal turns = exact(dir).remainder(360G)
        double r = (turns < 0 ? turns + 360 : turns).doubleValue()
        double t = Math.toRadians(r + offset)
        def fan = Fan.of(0, 0, dir, 90, 10)

        expect:
        Math.abs(r - reduced) < 1e-9
        fan.contains(5 * Math.cos(t), 5 * Math.sin(t)) == inside

        where:
        dir        | offset || reduced | inside
        1e300      | 0      || 0       | true
        1e300      | 40     || 0       | true
        1e300      | -40    || 0       | true
        1e300      | 50     || 0       | false
        1e300      | 180    || 0       | false
        -1e300     | 40     || 0       | true
        -1e300     | -50    || 0       | false
        1e200      | 0      || 128     | true
        1e200      | 40     || 128     | true
        1e200      | -40    || 128     | true
        1e200      | 50     || 128     | false
        7e22       | 40     || 104     | true
        7e22       | -50    || 104     | false
        -7e22      | -40    || 256     | true
        -7e22      | 50     || 256     | false
        1e20       | 0      || 280     | true
        1e20       | 50     || 280     | false
        TWO_60     | 40     || 136     | true
        TWO_60     | 180    || 136     | false
        -5e18      | -40    || 40      | true
        -5e18      | -50    || 40      | false
        123456.75  | -44    || 336.75  | true
        123456.75  | 46     || 336.75  | false
        result = verdict(inside)
    }

    def "a fan at dir #a equals the fan at dir #b: same rays, equal values, equal hash codes"() {
        given:
        def fa = Fan.of(1, 2, a, 60, 10)
        def fb = Fan.of(1, 2, b, 60, 10)

        expect:
        fa == fb
        fa.hashCode() == fb.hashCode()
        fa.named('guard') == fb  // the name takes no part

        where:
        a    || b
        -30  || 330
        750  || 30
        -720 || 0
        -0.0d || 0
        405  || 45
    }

    def "fans that differ are not equal: #why"() {
        expect:
        fan != other

        where:
        fan                          | other                        || why
        Fan.of(1, 2, 30, 60, 10)     | Fan.of(1, 2, 31, 60, 10)     || 'another direction'
        Fan.of(1, 2, 30, 60, 10)     | Fan.of(1, 2, 30, 61, 10)     || 'another range'
        Fan.of(1, 2, 30, 60, 10)     | Fan.of(1, 2, 30, 60, 11)     || 'another length'
        Fan.of(1, 2, 30, 60, 10)     | Fan.of(1, 3, 30, 60, 10)     || 'another apex'
        Fan.of(1, 2, 30, 60, 10)     | Circle.of(1, 2, 10)          || 'not a fan'
        Fan.of(0, 0, -1e-20, 0, 10)  | Fan.of(0, 0, 0, 0, 10)       || 'the apex alone (range 0 at -1e-20°) is not the segment at 0° (which holds (5, 0))'
    }

    def "a fan of len 0 at (3, -4), dir #dir range #range, holds only its apex: (#px, #py) is #result"() {
        expect:
        Fan.of(3, -4, dir, range, 0).contains(px, py) == inside

        where:
        dir | range || px      | py       || inside
        0   | 90    || 3       | -4       || true
        0   | 90    || up(3)   | -4       || false
        0   | 90    || down(3) | -4       || false
        0   | 90    || 3       | up(-4)   || false
        0   | 90    || 3       | down(-4) || false
        0   | 360   || 3       | -4       || true
        0   | 360   || up(3)   | -4       || false
        30  | 0     || 3       | -4       || true
        0   | 0     || 3       | -4       || true
        0   | 0     || up(3)   | -4       || false
        result = verdict(inside)
    }

    def "far from the origin: fan at (#ax, #ay) dir #dir range #range len #len holds (#px, #py) #where: #result"() {
        given:
        def fan = Fan.of(ax, ay, dir, range, len)

        expect:
        rimSign(ax, ay, len, px, py) == rim
        fan.contains(px, py) == inside

        where:
        ax     | ay     | dir | range | len || px              | py                 | rim || inside | where
        1e9    | 1e9    | 0   | 90    | 10  || 1e9 + 10        | 1e9                | 0   || true   | 'the tip'
        1e9    | 1e9    | 0   | 90    | 10  || up(1e9 + 10)    | 1e9                | 1   || false  | 'one ulp beyond the tip'
        1e9    | 1e9    | 0   | 90    | 10  || 1e9 + 5         | 1e9 + 5            | -1  || true   | 'on the 45° ray'
        1e9    | 1e9    | 0   | 90    | 10  || 1e9 + 5         | up(1e9 + 5)        | -1  || false  | 'one ulp past the 45° ray'
        1e9    | 1e9    | 0   | 90    | 10  || 1e9             | 1e9                | -1  || true   | 'the apex'
        1e9    | 1e9    | 0   | 90    | 10  || down(1e9)       | 1e9                | -1  || false  | 'one ulp behind the apex'
        1e9    | 1e9    | 0   | 180   | 5   || 1e9 + 3         | 1e9 + 4            | 0   || true   | 'on the rim at (3, 4)'
        1e9    | 1e9    | 0   | 180   | 5   || 1e9 + 3         | up(1e9 + 4)        | 1   || false  | 'one ulp out of the rim at (3, 4)'
        -1e9   | -2.5e8 | 180 | 90    | 10  || -1e9 - 10       | -2.5e8             | 0   || true   | 'the tip'
        -1e9   | -2.5e8 | 180 | 90    | 10  || down(-1e9 - 10) | -2.5e8             | 1   || false  | 'one ulp beyond the tip'
        -1e9   | -2.5e8 | 180 | 90    | 10  || -1e9 - 5        | -2.5e8 + 5         | -1  || true   | 'on the 135° ray'
        -1e9   | -2.5e8 | 180 | 90    | 10  || -1e9 - 5        | up(-2.5e8 + 5)     | -1  || false  | 'one ulp past the 135° ray'
        -1e9   | -2.5e8 | 90  | 180   | 13  || -1e9 + 5        | -2.5e8 + 12        | 0   || true   | 'on the rim at (5, 12)'
        -1e9   | -2.5e8 | 90  | 180   | 13  || -1e9 + 5        | up(-2.5e8 + 12)    | 1   || false  | 'one ulp out of the rim at (5, 12)'
        -1e9   | -2.5e8 | 90  | 180   | 13  || -1e9 - 13       | -2.5e8             | 0   || true   | 'where the 180° ray meets the rim'
        -1e9   | -2.5e8 | 90  | 180   | 13  || -1e9 - 13       | down(-2.5e8)       | 1   || false  | 'one ulp above that corner'
        1e15   | -1e15  | 0   | 180   | 5   || 1e15 + 3        | -1e15 + 4          | 0   || true   | 'on the rim where ulps are 1/8'
        1e15   | -1e15  | 0   | 180   | 5   || 1e15 + 3        | -1e15 + 4.125      | 1   || false  | 'one ulp (1/8) out'
        -1e308 | 0      | 0   | 90    | MAX || 7e307           | 0                  | -1  || true   | 'a point 1.7e308 away, within Double.MAX_VALUE'
        -1e308 | 0      | 0   | 90    | MAX || 1e308           | 0                  | 1   || false  | 'a point 2e308 away (x - apex overflows)'
        -1e308 | 0      | 0   | 90    | MAX || 1e308           | 1e308              | 1   || false  | 'a point whose offset overflows both ways'
        result = verdict(inside)
    }

    def "a len whose square overflows or underflows changes nothing: len #lenText, (#px, #py) #where is #result"() {
        given:
        def fan = Fan.of(ax, 0, dir, range, len)

        expect:
        rimSign(ax, 0, len, px, py) == rim
        fan.contains(px, py) == inside

        where:
        ax        | dir | range | len        || px                | py               | rim || inside | where
        0         | 0   | 180   | 5 * BIG    || 3 * BIG           | 4 * BIG          | 0   || true   | 'on the rim at 3:4'
        0         | 0   | 180   | 5 * BIG    || 3 * BIG           | up(4 * BIG)      | 1   || false  | 'one ulp out at 3:4'
        0         | 0   | 180   | 5 * BIG    || down(3 * BIG)     | 4 * BIG          | -1  || true   | 'one ulp in at 3:4'
        0         | 0   | 180   | 5 * BIG    || 5 * BIG           | 0                | 0   || true   | 'the tip'
        0         | 0   | 180   | 5 * BIG    || up(5 * BIG)       | 0                | 1   || false  | 'one ulp beyond the tip'
        0         | 0   | 180   | 5 * BIG    || 0                 | 5 * BIG          | 0   || true   | 'where the 90° ray meets the rim'
        0         | 0   | 180   | 5 * BIG    || -TINY             | 4 * BIG          | -1  || false  | 'one ulp behind the 90° ray'
        0         | 0   | 180   | 5 * BIG    || 4 * BIG           | -3 * BIG         | 0   || true   | 'on the rim at 4:-3'
        -5 * BIG  | 0   | 180   | 5 * BIG    || 0                 | 0                | 0   || true   | 'the tip, at the origin'
        -5 * BIG  | 0   | 180   | 5 * BIG    || TINY              | 0                | 1   || false  | 'the smallest double beyond that tip'
        0         | 0   | 90    | 1e200      || 1e200             | 0                | 0   || true   | 'the tip'
        0         | 0   | 90    | 1e200      || up(1e200)         | 0                | 1   || false  | 'one ulp beyond the tip'
        0         | 0   | 90    | 1e200      || 7e199             | 7e199            | -1  || true   | 'on the 45° ray, 9.9e199 away'
        0         | 0   | 90    | 1e200      || 7.1e199           | 7.1e199          | 1   || false  | 'on the 45° ray, 1.004e200 away'
        0         | 0   | 90    | 1e200      || 5e199             | 5e199            | -1  || true   | 'on the 45° ray'
        0         | 0   | 90    | 1e200      || 5e199             | up(5e199)        | -1  || false  | 'one ulp past the 45° ray'
        0         | 0   | 180   | 5 * SMALL  || 3 * SMALL         | 4 * SMALL        | 0   || true   | 'on the rim at 3:4'
        0         | 0   | 180   | 5 * SMALL  || 3 * SMALL         | up(4 * SMALL)    | 1   || false  | 'one ulp out at 3:4'
        0         | 0   | 180   | 5 * SMALL  || 5 * SMALL         | 0                | 0   || true   | 'the tip'
        0         | 0   | 180   | 5 * SMALL  || up(5 * SMALL)     | 0                | 1   || false  | 'one ulp beyond the tip'
        0         | 0   | 90    | 5 * SMALL  || 3 * SMALL         | 3 * SMALL        | -1  || true   | 'on the 45° ray'
        0         | 0   | 90    | 5 * SMALL  || 3 * SMALL         | up(3 * SMALL)    | -1  || false  | 'one ulp past the 45° ray'
        0         | 0   | 90    | 5 * SMALL  || 3 * SMALL         | -3 * SMALL       | -1  || true   | 'on the -45° ray'
        0         | 0   | 90    | 5 * SMALL  || 3 * SMALL         | down(-3 * SMALL) | -1  || false  | 'one ulp past the -45° ray'
        0         | 0   | 180   | 5 * TINY   || 3 * TINY          | 4 * TINY         | 0   || true   | 'on the rim of a subnormal fan'
        0         | 0   | 180   | 5 * TINY   || 3 * TINY          | 5 * TINY         | 1   || false  | 'one ulp out of a subnormal fan'
        0         | 0   | 180   | 5 * TINY   || 5 * TINY          | 0                | 0   || true   | 'the tip of a subnormal fan'
        0         | 0   | 180   | 5 * TINY   || 6 * TINY          | 0                | 1   || false  | 'one ulp beyond the tip of a subnormal fan'
        lenText = len.toString()
        result = verdict(inside)
    }

    def "bounds() of the fan at (#ax, #ay) dir #dir range #range len #len is [#left, #right] x [#top, #bottom] up to a few ulps, outward"() {
        given:
        Rect b = Fan.of(ax, ay, dir, range, len).bounds()
        double scale = Math.abs(ax) + Math.abs(ay) + len
        BigDecimal slack = exact(8 * Math.ulp(scale))

        expect: 'each edge lies on or outside the true one'
        exact(b.left()) <= left
        exact(b.top()) <= top
        exact(b.right()) >= right
        exact(b.bottom()) >= bottom

        and: 'and no more than a few ulps of the fan size away from it'
        left - exact(b.left()) <= slack
        top - exact(b.top()) <= slack
        exact(b.right()) - right <= slack
        exact(b.bottom()) - bottom <= slack

        where:
        ax  | ay  | dir | range | len || left     | top      | right    | bottom
        0   | 0   | 0   | 90    | 10  || 0        | -ROOT50  | 10       | ROOT50
        100 | 100 | 90  | 180   | 5   || 95       | 100      | 105      | 105
        0   | 0   | 45  | 0     | 10  || 0        | 0        | ROOT50   | ROOT50
        0   | 0   | 0   | 0     | 10  || 0        | 0        | 10       | 0
        1   | 2   | 0   | 360   | 3   || -2       | -1       | 4        | 5
        1   | 2   | 123 | 400   | 3   || -2       | -1       | 4        | 5
        0   | 0   | 0   | 270   | 10  || -ROOT50  | -10      | 10       | 10
        0   | 0   | 270 | 90    | 10  || -ROOT50  | -10      | ROOT50   | 0
        0   | 0   | 180 | 180   | 2   || -2       | -2       | 0        | 2
        0   | 0   | 345 | 30    | 10  || 0        | -5       | 10       | 0
        0   | 0   | -15 | 30    | 10  || 0        | -5       | 10       | 0
        3   | 4   | 77  | 50    | 0   || 3        | 4        | 3        | 4
        -50 | 20  | 90  | 0     | 7   || -50      | 20       | -50      | 27
    }

    def "bounds() of a fan that reaches past the largest double stop at ±Double.MAX_VALUE"() {
        when:
        Rect b = Fan.of(1e308, -1e308, 0, 360, 1e308).bounds()

        then:
        b.right() == MAX
        b.top() == -MAX
        b.left() <= 0 && b.left() >= -8 * Math.ulp(1e308)
        b.bottom() >= 0 && b.bottom() <= 8 * Math.ulp(1e308)
    }

    def "Fan.of(#x, #y, #dir, #range, #len) is rejected: #message"() {
        when:
        Fan.of(x, y, dir, range, len)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        x                        | y                        | dir                      | range                    | len                      || message
        0                        | 0                        | 0                        | 90                       | -5                       || 'fan: len must be >= 0 but was -5.0'
        0                        | 0                        | 0                        | 90                       | -TINY                    || 'fan: len must be >= 0 but was -4.9E-324'
        0                        | 0                        | 0                        | 90                       | Double.NaN               || 'fan: len must be a finite number but was NaN'
        0                        | 0                        | 0                        | 90                       | Double.POSITIVE_INFINITY || 'fan: len must be a finite number but was Infinity'
        0                        | 0                        | 0                        | -1                       | 10                       || 'fan: range must be >= 0 but was -1.0'
        0                        | 0                        | 0                        | -TINY                    | 10                       || 'fan: range must be >= 0 but was -4.9E-324'
        0                        | 0                        | 0                        | Double.NaN               | 10                       || 'fan: range must be a finite number but was NaN'
        0                        | 0                        | 0                        | Double.POSITIVE_INFINITY | 10                       || 'fan: range must be a finite number but was Infinity'
        0                        | 0                        | 0                        | Double.NEGATIVE_INFINITY | 10                       || 'fan: range must be a finite number but was -Infinity'
        0                        | 0                        | Double.NaN               | 90                       | 10                       || 'fan: dir must be a finite number but was NaN'
        0                        | 0                        | Double.POSITIVE_INFINITY | 90                       | 10                       || 'fan: dir must be a finite number but was Infinity'
        0                        | 0                        | Double.NEGATIVE_INFINITY | 90                       | 10                       || 'fan: dir must be a finite number but was -Infinity'
        Double.NaN               | 0                        | 0                        | 90                       | 10                       || 'fan: x must be a finite number but was NaN'
        Double.POSITIVE_INFINITY | 0                        | 0                        | 90                       | 10                       || 'fan: x must be a finite number but was Infinity'
        Double.NEGATIVE_INFINITY | 0                        | 0                        | 90                       | 10                       || 'fan: x must be a finite number but was -Infinity'
        0                        | Double.NaN               | 0                        | 90                       | 10                       || 'fan: y must be a finite number but was NaN'
        0                        | Double.NEGATIVE_INFINITY | 0                        | 90                       | 10                       || 'fan: y must be a finite number but was -Infinity'
        // several bad arguments: the first in the order of the parameters is named
        Double.NaN               | Double.NaN               | Double.NaN               | -1                       | -5                       || 'fan: x must be a finite number but was NaN'
        0                        | 0                        | 0                        | -1                       | -5                       || 'fan: range must be >= 0 but was -1.0'
    }

    def "a query point (#px, #py) is rejected by #fanText, never answered: #message"() {
        when:
        fan.contains(px, py)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        fan                                         | px                       | py                       || message
        Fan.of(0, 0, 0, 90, 10)                     | Double.NaN               | 0                        || 'fan: query point x must be a finite number but was NaN'
        Fan.of(0, 0, 0, 90, 10)                     | 0                        | Double.NaN               || 'fan: query point y must be a finite number but was NaN'
        Fan.of(0, 0, 0, 90, 10)                     | Double.POSITIVE_INFINITY | 0                        || 'fan: query point x must be a finite number but was Infinity'
        Fan.of(0, 0, 0, 90, 10)                     | 5                        | Double.NEGATIVE_INFINITY || 'fan: query point y must be a finite number but was -Infinity'
        Fan.of(0, 0, 0, 90, 10)                     | Double.NaN               | Double.NaN               || 'fan: query point x must be a finite number but was NaN'
        Fan.of(0, 0, 0, 360, 10)                    | Double.NaN               | 0                        || 'fan: query point x must be a finite number but was NaN'
        Fan.of(0, 0, 30, 0, 10)                     | 0                        | Double.NaN               || 'fan: query point y must be a finite number but was NaN'
        Fan.of(0, 0, 0, 90, 0)                      | Double.NaN               | 0                        || 'fan: query point x must be a finite number but was NaN'
        Fan.of(0, 0, 0, 90, 10).named('guard')      | Double.NaN               | 0                        || "fan 'guard': query point x must be a finite number but was NaN"
        Fan.of(0, 0, 0, 90, 10).named('guard')      | 3                        | Double.POSITIVE_INFINITY || "fan 'guard': query point y must be a finite number but was Infinity"
        Fan.of(0, 0, 0, 400, 1e200).named('guard')  | Double.NaN               | 0                        || "fan 'guard': query point x must be a finite number but was NaN"
        fanText = fan.name() ? "the fan named '${fan.name()}'" : "a fan of range ${fan.rangeDegrees()}"
    }

    def "a named fan answers like the unnamed one and keeps its parameters"() {
        given:
        def plain = Fan.of(2, 3, 30, 60, 10)
        def named = plain.named('guard')

        expect:
        named.name() == 'guard'
        plain.name() == null
        named.apexX() == 2 && named.apexY() == 3
        named.apex() == new Vec2(2, 3)
        named.dirDegrees() == 30 && named.rangeDegrees() == 60 && named.len() == 10
        named.contains(12, 3) && plain.contains(12, 3)
        !named.contains(2, 13) && !plain.contains(2, 13)
        named.bounds().left() == plain.bounds().left()
        named.bounds().bottom() == plain.bounds().bottom()
    }

    def "at exactly 180° a fan is the closed half-disc between its rounded rays: dir 1e-300 holds (#px, #py) #where: #result"() {
        given: 'dir - 90 rounds to -90, so the rays are exactly (0, -1) and (0, 1), while the direction is (1, ~1.7e-302)'
        def fan = Fan.of(0, 0, 1e-300, range, 10)
        def circle = Circle.of(px, py, 0)

        expect: 'the straight edge is the line x = 0 of the rays, not the normal of the rounded direction (§4, §9)'
        fan.contains(px, py) == result
        fan.overlaps(circle) == result
        circle.overlaps(fan) == result

        where:
        range     | px        | py    || result | where
        180       | 0         | -5    || true   | 'on the edge above the apex, where the direction\'s normal would cut it off'
        180       | 0         | -10   || true   | 'at the end of that edge'
        180       | 0         | 5     || true   | 'on the edge below the apex'
        180       | down(0)   | -5    || false  | 'one ulp behind the edge'
        180       | up(0)     | -5    || true   | 'one ulp ahead of it'
        down(180) | 0         | -5    || false  | 'one ulp narrower: the rays turn inward and leave the edge outside'
    }

    def "isFullDisc() is true exactly from range 360 up: range #range gives #full"() {
        expect:
        Fan.of(0, 0, 0, range, 1).isFullDisc() == full

        where:
        range          || full
        0              || false
        180            || false
        359.9999999999 || false
        down(360)      || false
        360            || true
        400            || true
        1e300          || true
    }
}
