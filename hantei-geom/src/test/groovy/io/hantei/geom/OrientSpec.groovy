package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * The orientation sign (docs/geometry.md §20): orient(a, b, c) = (bx - ax)(cy - ay) - (by - ay)(cx - ax),
 * exact for every finite double. The oracle throughout is the same determinant in BigDecimal,
 * computed here (every double is a finite binary fraction, so its sums and products are exact).
 */
class OrientSpec extends Specification {

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    static final double MAX = Double.MAX_VALUE
    static final double MIN = Double.MIN_VALUE

    /** The exact sign of the determinant, computed independently of the code under test. */
    @CompileStatic
    static int oracle(double ax, double ay, double bx, double by, double cx, double cy) {
        BigDecimal left = (new BigDecimal(bx) - new BigDecimal(ax)) * (new BigDecimal(cy) - new BigDecimal(ay))
        BigDecimal right = (new BigDecimal(by) - new BigDecimal(ay)) * (new BigDecimal(cx) - new BigDecimal(ax))
        left.compareTo(right)
    }

    /** The determinant in plain doubles, the way a tutorial computes it: the sign it gets is often wrong near the line. */
    @CompileStatic
    static int naive(double ax, double ay, double bx, double by, double cx, double cy) {
        double det = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
        det > 0 ? 1 : det < 0 ? -1 : 0
    }

    def "orient((#ax, #ay), (#bx, #by), (#cx, #cy)) is #expected: #why"() {
        expect:
        Orient.sign(ax, ay, bx, by, cx, cy) == expected

        and: "the exact oracle agrees with the expectation worked out by hand"
        oracle(ax, ay, bx, by, cx, cy) == expected

        and: "when the doubles decide, they decide right"
        Orient.fastSign(ax, ay, bx, by, cx, cy) in [expected, Orient.UNDECIDED]

        where:
        ax       | ay       | bx        | by        | cx               | cy               || expected | why
        0        | 0        | 1         | 0         | 0                | 1                || 1        | 'c below the rightward line: clockwise on a y-down screen'
        0        | 0        | 1         | 0         | 0                | -1               || -1       | 'c above it: counter-clockwise'
        0        | 0        | 1         | 1         | 2                | 2                || 0        | 'collinear'
        0        | 0        | 1         | 1         | 2                | up(2)            || 1        | 'one ulp below the line y = x'
        0        | 0        | 1         | 1         | up(2)            | 2                || -1       | 'one ulp right of it'
        0        | 0        | 0         | 0         | 5                | 7                || 0        | 'a = b: every c is collinear'
        3        | 4        | 3         | 4         | 3                | 4                || 0        | 'three equal points'
        // a vertical and a horizontal line through integer points: decided without BigDecimal
        10       | 0        | 10        | 10        | 10               | 5                || 0        | 'on a vertical line'
        10       | 0        | 10        | 10        | up(10)           | 5                || -1       | 'one ulp right of a downward line'
        0        | 10       | 10        | 10        | 5                | 10               || 0        | 'on a horizontal line'
        0        | 10       | 10        | 10        | 5                | down(10)         || -1       | 'one ulp above a rightward line'
        // 3 * 0.3333333333333333 rounds to 1.0, so plain doubles call (1, 1/3) collinear with (0, 0)-(3, 1)
        0        | 0        | 3         | 1         | 1                | 1 / 3d           || -1       | '(1, 1/3 rounded down) lies above the line to (3, 1)'
        // products of 2^54 + 2^28 (+ 1): equal once rounded, 1 apart exactly
        0        | 0        | 134217729 | 134217728 | 134217730        | 134217729        || 1        | 'the rounded products are equal; their errors differ by 1'
        0        | 0        | 134217728 | 134217729 | 134217729        | 134217730        || -1       | 'the same, mirrored'
        // huge: the products overflow
        -1e300d  | -1e300d  | 1e300d    | 1e300d    | 0                | 0                || 0        | 'collinear at 1e300: the products are 2e600'
        -1e300d  | -1e300d  | 1e300d    | 1e300d    | 0                | MIN              || 1        | 'the smallest double below that line'
        -1e300d  | -1e300d  | 1e300d    | 1e300d    | 1e300d / 2       | up(1e300d / 2)   || 1        | 'one ulp below it at 5e299'
        -1e300d  | -1e300d  | 1e300d    | 1e300d    | 1e300d / 2       | down(1e300d / 2) || -1       | 'one ulp above it at 5e299'
        // near the largest double: the differences themselves overflow
        -1e308d  | -1e308d  | 1e308d    | 1e308d    | 0                | 0                || 0        | 'collinear, b - a is past the largest double'
        -1e308d  | -1e308d  | 1e308d    | 1e308d    | MAX              | MAX              || 0        | 'collinear, far out along the line'
        -1e308d  | -1e308d  | 1e308d    | 1e308d    | MAX              | down(MAX)        || -1       | 'one ulp above the line at the largest double'
        -1e308d  | -1e308d  | 1e308d    | 1e308d    | -MAX             | up(-MAX)         || 1        | 'one ulp below it at the most negative double'
        -MAX     | 0        | MAX       | 0         | 0                | MIN              || 1        | 'a horizontal line across all doubles, c the smallest double below it'
        -MAX     | -MAX     | MAX       | MAX       | -MAX             | MAX              || 1        | 'the corner below the diagonal of everything'
        // tiny: the products underflow to 0 in doubles
        0        | 0        | 1e-300d   | 1e-300d   | 2e-300d          | 2e-300d          || 0        | 'collinear at 1e-300: the products are 2e-600'
        0        | 0        | 1e-300d   | 1e-300d   | 2e-300d          | up(2e-300d)      || 1        | 'one ulp below it: both products still underflow to 0'
        0        | 0        | 1e-300d   | 1e-300d   | up(2e-300d)      | 2e-300d          || -1       | 'one ulp right of it'
        0        | 0        | MIN       | MIN       | 3 * MIN          | 3 * MIN          || 0        | 'collinear among subnormals'
        0        | 0        | MIN       | MIN       | 3 * MIN          | 4 * MIN          || 1        | 'off that line by one subnormal step'
        1e-300d  | 0        | -1e-300d  | 0         | 0                | 1e-300d          || -1       | 'a leftward line at 1e-300'
        // mixed magnitudes
        -1e300d  | 1        | 1e300d    | 1         | 0                | up(1)            || 1        | 'one ulp below a line 2e300 long'
        -1e300d  | 1        | 1e300d    | 1         | 0                | 1                || 0        | 'on that line'
        0        | 0        | 1         | 1         | 0.1d + 0.2d      | 0.3d             || -1       | '(0.1 + 0.2, 0.3) lies above y = x: 0.1 + 0.2 is 0.30000000000000004'
    }

    def "the exact sign on a Shewchuk grid: (0.5 + i·ulp, 0.5 + j·ulp) for all i, j in 0..255 against the line through (12, 12) and (24, 24), the grid point #role"() {
        when:
        def grid = Grid.run(role)

        then: "every sign is the exact one"
        grid.wrong == 0
        grid.fastWrong == 0

        and: "the grid is hard: plain doubles get many wrong, and the filter passes some to the exact stages"
        grid.naiveWrong > 1000
        grid.undecided > 1000

        and: "all three answers occur: the line y = x passes through the grid"
        grid.counts[0] > 0 && grid.counts[1] == 256 && grid.counts[2] > 0

        where:
        role << ['last', 'first', 'middle']
    }

    /** The Shewchuk grid's tallies: signs that differ from the oracle, by Orient, by its fast stages, by plain doubles. */
    @CompileStatic
    static class Grid {
        int wrong
        int fastWrong
        int naiveWrong
        int undecided
        int[] counts = new int[3]

        static Grid run(String role) {
            Grid g = new Grid()
            double u = Math.ulp(0.5d)
            for (int i = 0; i < 256; i++) {
                for (int j = 0; j < 256; j++) {
                    double px = 0.5d + i * u
                    double py = 0.5d + j * u
                    // the grid point as c, as a, or as b of orient(a, b, c): a cyclic turn keeps the sign
                    double[] t = role == 'last' ? [12d, 12d, 24d, 24d, px, py] as double[]
                            : role == 'first' ? [px, py, 12d, 12d, 24d, 24d] as double[]
                            : [24d, 24d, px, py, 12d, 12d] as double[]
                    int exact = oracle(t[0], t[1], t[2], t[3], t[4], t[5])
                    g.counts[exact + 1]++
                    if (Orient.sign(t[0], t[1], t[2], t[3], t[4], t[5]) != exact) {
                        g.wrong++
                    }
                    if (naive(t[0], t[1], t[2], t[3], t[4], t[5]) != exact) {
                        g.naiveWrong++
                    }
                    int fast = Orient.fastSign(t[0], t[1], t[2], t[3], t[4], t[5])
                    if (fast == Orient.UNDECIDED) {
                        g.undecided++
                    } else if (fast != exact) {
                        g.fastWrong++
                    }
                }
            }
            g
        }
    }

    def "#n seeded random near-collinear triples at #scale: the sign is the oracle's, and symmetric"() {
        given:
        def random = new Random(seed)
        def wrong = []

        when:
        n.times {
            double[] t = nearCollinear(random, scale)
            int exact = oracle(*t)
            int got = Orient.sign(*t)
            // orient is invariant under a cyclic turn of its arguments and flips under a swap
            int turned = Orient.sign(t[2], t[3], t[4], t[5], t[0], t[1])
            int swapped = Orient.sign(t[2], t[3], t[0], t[1], t[4], t[5])
            if ((got != exact || turned != exact || swapped != -exact) && wrong.size() < 5) {
                wrong << "${t as List}: oracle $exact, sign $got, turned $turned, swapped $swapped"
            }
        }

        then:
        wrong == []

        where:
        scale   | seed | n
        1       | 1    | 20000
        1e-300d | 2    | 5000
        1e300d  | 3    | 5000
        1e308d  | 4    | 5000
        1e-310d | 5    | 5000
        // products near 1e-310 are subnormal: their rounding is absolute, not relative, and a
        // filter without its underflow margin trusts wrong signs here
        1e-155d | 6    | 20000
    }

    def "#n seeded random triples at #scale, not near one line: the doubles decide every sign (scaled to about 1 where products would overflow or underflow), and rightly"() {
        given:
        def random = new Random(seed)
        int undecided = 0
        int wrong = 0

        when:
        n.times {
            double[] t = randomTriple(random, scale)
            int fast = Orient.fastSign(*t)
            if (fast == Orient.UNDECIDED) undecided++
            else if (fast != oracle(*t)) wrong++
        }

        then:
        wrong == 0
        undecided == 0

        where:
        scale    | seed | n
        1        | 7    | 20000
        1e-300d  | 8    | 5000
        1e300d   | 9    | 5000
        1e308d   | 10   | 5000
        1e-310d  | 11   | 5000
        1e-155d  | 12   | 5000
    }

    /** Three points with coordinates uniform in [-scale, scale). */
    @CompileStatic
    static double[] randomTriple(Random random, double scale) {
        double[] t = new double[6]
        for (int i = 0; i < 6; i++) {
            t[i] = (random.nextDouble() * 2 - 1) * scale
        }
        t
    }

    /**
     * Three points near one line: a and b random at the scale, c on the line between or beyond
     * them (a rounded affine combination), then nudged by up to 2 ulps in x and y, or left.
     */
    @CompileStatic
    static double[] nearCollinear(Random random, double scale) {
        double ax = (random.nextDouble() * 2 - 1) * scale
        double ay = (random.nextDouble() * 2 - 1) * scale
        double bx = (random.nextDouble() * 2 - 1) * scale
        double by = (random.nextDouble() * 2 - 1) * scale
        double t = random.nextInt(4) == 0 ? random.nextInt(5) - 2 : random.nextDouble() * 3 - 1
        double cx = ax + t * (bx - ax)
        double cy = ay + t * (by - ay)
        if (!Double.isFinite(cx) || !Double.isFinite(cy)) {
            cx = ax / 2 + bx / 2
            cy = ay / 2 + by / 2
        }
        int nudge = random.nextInt(5) - 2
        for (int k = 0; k < Math.abs(nudge); k++) {
            cx = nudge > 0 ? Math.nextUp(cx) : Math.nextDown(cx)
        }
        nudge = random.nextInt(5) - 2
        for (int k = 0; k < Math.abs(nudge); k++) {
            cy = nudge > 0 ? Math.nextUp(cy) : Math.nextDown(cy)
        }
        [ax, ay, bx, by, cx, cy] as double[]
    }

    def "#n seeded random triples on an integer grid up to 2^#bits: every sign is the oracle's, and none needs BigDecimal"() {
        given: "collinear triples (c = a + k·(b - a)/g for the gcd g) and their neighbours one unit off"
        def random = new Random(seed)
        def wrong = []
        int undecided = 0
        int collinear = 0

        when:
        n.times {
            long range = 1L << bits
            long ax = (long) (random.nextDouble() * range) - range.intdiv(2)
            long ay = (long) (random.nextDouble() * range) - range.intdiv(2)
            long dx = random.nextInt(2001) - 1000
            long dy = random.nextInt(2001) - 1000
            long g = Math.max(1L, BigInteger.valueOf(dx).gcd(BigInteger.valueOf(dy)).longValue())
            long k = random.nextInt(7) - 3
            double[] t = [ax, ay, ax + dx * 3, ay + dy * 3,
                          ax + k * dx.intdiv(g) + random.nextInt(3) - 1, ay + k * dy.intdiv(g) + random.nextInt(3) - 1] as double[]
            int exact = oracle(*t)
            collinear += exact == 0 ? 1 : 0
            int fast = Orient.fastSign(*t)
            undecided += fast == Orient.UNDECIDED ? 1 : 0
            if (fast != exact && wrong.size() < 5) {
                wrong << "${t as List}: oracle $exact, fastSign $fast"
            }
        }

        then:
        wrong == []
        undecided == 0
        collinear > n / 20

        where:
        bits | seed | n
        20   | 11   | 20000
        52   | 12   | 20000
    }

    def "fastSign at its stages' edges (#why): #expected, without BigDecimal where it may decide"() {
        expect:
        Orient.fastSign(ax, ay, bx, by, cx, cy) == expected
        expected == Orient.UNDECIDED || expected == Orient.exactSign(ax, ay, bx, by, cx, cy)

        where: // E is Shewchuk's bound (3 + 16ε)ε; M is Double.MAX_VALUE; m = |left| = |right| when equal
        ax                     | ay | bx                       | by | cx                     | cy                       || expected         | why
        // the filter trusts det only past E·(|left| + |right|) + MIN_NORMAL: here fl(|det| - bound)
        // is MIN_NORMAL itself (left = (1 + 2^-51)·2^-1022, its bound rounds to 2^-1073, right = 0),
        // and b - a is not exact, so no stage may decide
        -Math.scalb(1d, -60)   | 0  | 1 + Math.scalb(1d, -51)  | 0  | -Math.scalb(1d, -60)   | Double.MIN_NORMAL        || Orient.UNDECIDED | 'det at the filter\'s edge, inexact differences'
        // the same with an exact b - a: the second stage decides
        0                      | 0  | 1 + Math.scalb(1d, -51)  | 0  | 0                      | Double.MIN_NORMAL        || 1                | 'det at the filter\'s edge, exact differences'
        // equal rounded products told apart by fma: exact while m >= 2^-968 ...
        0                      | 0  | Math.scalb(1d, -970)     | 2  | Math.scalb(1d, -969)   | 4                        || 0                | 'collinear, m = 2^-968 exactly'
        // ... and m <= MAX_VALUE, with differences up to MAX_VALUE exact
        0                      | 0  | Double.MAX_VALUE / 4     | 2  | Double.MAX_VALUE / 2   | 4                        || 0                | 'collinear, m = M exactly'
        0                      | 0  | Double.MAX_VALUE         | 1  | Double.MAX_VALUE / 2   | 0.5                      || 0                | 'collinear, b - a = M exactly'
    }
}
