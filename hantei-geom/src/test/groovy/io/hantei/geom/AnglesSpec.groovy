package io.hantei.geom

import spock.lang.Specification

/**
 * Trigonometry in degrees (docs/geometry.md §2): sin and cos of every multiple of 90° are
 * exactly 0 and ±1, because the angle is reduced in degrees, where the reduction is exact,
 * before anything is rounded. Everywhere else the values agree with Math.sin/Math.cos to a few
 * ulps.
 */
class AnglesSpec extends Specification {

    static final double SQRT_HALF = Math.sqrt(0.5d)        // √½ correctly rounded (IEEE sqrt)
    static final double SQRT3_HALF = Math.sqrt(3.0d) / 2   // √3/2 correctly rounded (halving is exact)

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    static BigDecimal ex(double v) { new BigDecimal(v) }

    /** The same double, with -0.0 and 0.0 told apart. */
    static boolean same(double a, double b) { Double.compare(a, b) == 0 }

    def "the reason: Math.sin(Math.toRadians(180)) is #value, not 0, because toRadians rounds π"() {
        expect:
        Math.sin(Math.toRadians(180)) == value
        value != 0
        Angles.sinDeg(180) == 0

        where:
        value = 1.2246467991473532E-16d
    }

    def "sinDeg(#angle) is exactly #sin and cosDeg(#angle) is exactly #cos"() {
        expect:
        Angles.sinDeg(angle) == sin
        Angles.cosDeg(angle) == cos

        and: "a zero is 0.0, never -0.0 (in Groovy, -0.0 == 0 is false)"
        sin != 0 || same(Angles.sinDeg(angle), 0.0d)
        cos != 0 || same(Angles.cosDeg(angle), 0.0d)

        where:
        angle                          || sin | cos
        0                              || 0   | 1
        90                             || 1   | 0
        180                            || 0   | -1
        270                            || -1  | 0
        360                            || 0   | 1
        -90                            || -1  | 0
        -180                           || 0   | -1
        -270                           || 1   | 0
        -360                           || 0   | 1
        450                            || 1   | 0
        720                            || 0   | 1
        -450                           || -1  | 0
        -0.0d                          || 0   | 1
        1e6d * 90                      || 0   | 1     // 9e7 = 250000 turns
        1e6d * 90 + 90                 || 1   | 0
        -1e6d * 90 - 90                || -1  | 0
        90 * Math.scalb(1.0d, 60)      || 0   | 1     // 2^60 quarter turns is a whole number of turns
        90 * (Math.scalb(1.0d, 46) + 1) || 1  | 0     // 2^46 + 1 quarter turns: one past whole turns (an exact double)
    }

    def "at the odd multiple of 45° #angle, |sin| and |cos| are the same double, √½ rounded"() {
        expect:
        Angles.sinDeg(angle) == sinSign * SQRT_HALF
        Angles.cosDeg(angle) == cosSign * SQRT_HALF
        Math.abs(Angles.sinDeg(angle)) == Math.abs(Angles.cosDeg(angle))

        where:
        angle || sinSign | cosSign
        45    || 1       | 1
        135   || 1       | -1
        225   || -1      | -1
        315   || -1      | 1
        -45   || -1      | 1
        -135  || -1      | -1
        405   || 1       | 1
        -315  || 1       | 1
        1e6d * 90 + 45 || 1 | 1
    }

    def "sinDeg(#angle) is within an ulp of #sin and cosDeg(#angle) within an ulp of #cos"() {
        expect:
        Math.abs(Angles.sinDeg(angle) - sin) <= Math.ulp(sin)
        Math.abs(Angles.cosDeg(angle) - cos) <= Math.ulp(cos)

        where:
        angle || sin          | cos
        30    || 0.5d         | SQRT3_HALF
        60    || SQRT3_HALF   | 0.5d
        120   || SQRT3_HALF   | -0.5d
        150   || 0.5d         | -SQRT3_HALF
        210   || -0.5d        | -SQRT3_HALF
        240   || -SQRT3_HALF  | -0.5d
        300   || -SQRT3_HALF  | 0.5d
        330   || -0.5d        | SQRT3_HALF
        -30   || -0.5d        | SQRT3_HALF
        -60   || -SQRT3_HALF  | 0.5d
        390   || 0.5d         | SQRT3_HALF
        -330  || 0.5d         | SQRT3_HALF
    }

    def "sin is odd and cos is even, exactly: sinDeg(-#angle) == -sinDeg(#angle) and cosDeg(-#angle) == cosDeg(#angle)"() {
        expect: "(written as a sum, since a zero is 0.0 whatever the sign of the angle)"
        Angles.sinDeg(-angle) + Angles.sinDeg(angle) == 0
        Angles.cosDeg(-angle) == Angles.cosDeg(angle)

        where:
        angle << [0.1d, 1e-20d, 30, 45, 89.99999999999999d, 123.456d, 179.9d, 359.9d, 1e6d + 0.25d, 1e300d]
    }

    def "a tiny negative angle keeps its sign and size: sinDeg(#angle) is #sin, as Math.sin(Math.toRadians(#angle))"() {
        expect: "the sine of a tiny angle is the angle in radians"
        Angles.sinDeg(angle) == sin
        Math.sin(Math.toRadians(angle)) == sin
        Angles.cosDeg(angle) == 1

        where:
        angle      || sin
        -1e-20d    || Math.toRadians(-1e-20d)
        1e-20d     || Math.toRadians(1e-20d)
        -1e-300d   || Math.toRadians(-1e-300d)
    }

    def "normalizeDegrees(#angle) is #expected, in [0, 360)"() {
        given:
        double result = Angles.normalizeDegrees(angle)

        expect:
        same(result, expected)

        where:
        angle               || expected
        0                   || 0.0d
        -0.0d               || 0.0d       // never -0.0
        90                  || 90
        359.5d              || 359.5d
        360                 || 0.0d
        370                 || 10
        720.5d              || 0.5d
        -10                 || 350
        -90                 || 270
        -360                || 0.0d
        -370                || 350
        -720                || 0.0d
        1e6d * 90           || 0.0d
        1e6d * 90 + 45.5d   || 45.5d
        // 360 - 1e-20 is nearer to 360 than to the double below it (360 - 2^-44), so the sum rounds
        // to 360, which is folded to 0 to stay in [0, 360)
        -1e-20d             || 0.0d
        -1e-14d             || 0.0d
        // 360 - 3e-14 is nearer to 360 - 2^-44 = 359.99999999999994 than to 360
        -3e-14d             || 360 - Math.scalb(1.0d, -44)
    }

    def "normalizeDegrees gives the double nearest the true angle in [0, 360) on #n seeded random angles of magnitude up to #magnitude"() {
        given:
        def random = new Random(seed)
        BigDecimal full = 360

        expect:
        (1..n).every {
            double angle = (random.nextDouble() * 2 - 1) * magnitude
            double result = Angles.normalizeDegrees(angle)
            BigDecimal truth = ex(angle).remainder(full)          // exact, with the sign of angle
            if (truth < 0) {
                truth += full
            }
            boolean nearest = (ex(result) - truth).abs() <= (ex(up(result)) - truth).abs() &&
                    (ex(result) - truth).abs() <= (ex(down(result)) - truth).abs()
            boolean folded = result == 0 && (full - truth) <= (truth - ex(down(360d)))  // rounds to 360
            result >= 0 && result < 360 && (nearest || folded)
        }

        where:
        magnitude | seed || n
        1e-12d    | 11   || 2000
        1         | 12   || 2000
        720       | 13   || 2000
        1e12d     | 14   || 2000
        1e300d    | 15   || 500
    }

    def "isRightAngleMultiple(#angle) is #right and isMultipleOf45(#angle) is #of45"() {
        expect:
        Angles.isRightAngleMultiple(angle) == right
        Angles.isMultipleOf45(angle) == of45

        where:
        angle                       || right | of45
        0                           || true  | true
        -0.0d                       || true  | true
        90                          || true  | true
        -90                         || true  | true
        180                         || true  | true
        270                         || true  | true
        450                         || true  | true
        -270                        || true  | true
        1e6d * 90                   || true  | true
        90 * Math.scalb(1.0d, 60)   || true  | true
        45                          || false | true
        -45                         || false | true
        135                         || false | true
        315                         || false | true
        1e6d * 90 + 45              || false | true
        30                          || false | false
        22.5d                       || false | false
        1                           || false | false
        up(90)                      || false | false
        down(90)                    || false | false
        down(45)                    || false | false
        1e-300d                     || false | false
        // a tiny negative angle is not a multiple of anything, although -1e-20 + 360 rounds to 360
        -1e-20d                     || false | false
        Double.NaN                  || false | false
        Double.POSITIVE_INFINITY    || false | false
    }

    def "like Math.sin, sinDeg and cosDeg of #angle are NaN (shapes reject such angles before asking)"() {
        expect:
        Double.isNaN(Angles.sinDeg(angle))
        Double.isNaN(Angles.cosDeg(angle))

        where:
        angle << [Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY]
    }

    def "sinDeg and cosDeg agree with Math.sin/Math.cos(Math.toRadians) within 4 ulps on #n seeded random angles in ±#magnitude°"() {
        given: """Math.toRadians rounds the angle, which moves Math.sin by up to an ulp of the angle
                  in radians; so the tolerance is 4 ulps of the result or of the radians, whichever
                  is larger"""
        def random = new Random(seed)

        expect:
        (1..n).every {
            double angle = (random.nextDouble() * 2 - 1) * magnitude
            double radians = Math.toRadians(angle)
            double sin = Math.sin(radians)
            double cos = Math.cos(radians)
            double tolerance = 4 * Math.max(Math.ulp(radians), Math.max(Math.ulp(sin), Math.ulp(cos)))
            Math.abs(Angles.sinDeg(angle) - sin) <= tolerance && Math.abs(Angles.cosDeg(angle) - cos) <= tolerance
        }

        where:
        magnitude | seed || n
        1e-6d     | 21   || 2000
        1         | 22   || 2000
        90        | 23   || 2000
        720       | 24   || 4000
    }

    def "every multiple of 90 is exact: #n seeded random k, sinDeg(90k) and cosDeg(90k) follow k mod 4"() {
        given:
        def random = new Random(31)
        // k mod 4 = 0, 1, 2, 3: the angle points to +x, +y (down), -x, -y
        def sines = [0, 1, 0, -1]
        def cosines = [1, 0, -1, 0]

        expect:
        (1..n).every {
            long k = random.nextInt(2_000_001) - 1_000_000
            int m = Math.floorMod(k, 4L) as int
            Angles.sinDeg(90d * k) == sines[m] && Angles.cosDeg(90d * k) == cosines[m]
        }

        where:
        n = 5000
    }
}
