package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * The closed segment (docs/geometry.md §18): the points exactly on the line between its ends,
 * both ends included. Each verdict is also checked against BigDecimal arithmetic done here: the
 * point is in the ends' box and the cross product of (to - from) and (p - from) is exactly 0.
 */
class SegmentSpec extends Specification {

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    static final double MAX = Double.MAX_VALUE

    /** The exact answer, computed independently of the code under test. */
    @CompileStatic
    static boolean exactlyOn(double x1, double y1, double x2, double y2, double px, double py) {
        BigDecimal cross = (new BigDecimal(x2) - new BigDecimal(x1)) * (new BigDecimal(py) - new BigDecimal(y1)) -
                (new BigDecimal(y2) - new BigDecimal(y1)) * (new BigDecimal(px) - new BigDecimal(x1))
        cross.signum() == 0 && px >= Math.min(x1, x2) && px <= Math.max(x1, x2) && py >= Math.min(y1, y2) && py <= Math.max(y1, y2)
    }

    def "Segment.of(#x1, #y1, #x2, #y2): #where (#px, #py) is #verdict"() {
        given:
        def segment = Segment.of(x1, y1, x2, y2)

        expect:
        segment.contains(px, py) == inside
        segment.contains(new Vec2(px, py)) == inside
        exactlyOn(x1, y1, x2, y2, px, py) == inside

        and: "the ends swapped hold the same points"
        Segment.of(x2, y2, x1, y1).contains(px, py) == inside

        where:
        x1       | y1       | x2        | y2        | where                                   | px               | py               || inside
        0        | 0        | 4         | 2         | 'the first end'                         | 0                | 0                || true
        0        | 0        | 4         | 2         | 'the second end'                        | 4                | 2                || true
        0        | 0        | 4         | 2         | 'the lattice point'                     | 2                | 1                || true
        0        | 0        | 4         | 2         | 'a point between lattice points'        | 1                | 0.5d             || true
        0        | 0        | 4         | 2         | 'one ulp below the lattice point'       | 2                | up(1)            || false
        0        | 0        | 4         | 2         | 'one ulp above it'                      | 2                | down(1)          || false
        0        | 0        | 4         | 2         | 'one ulp right of it'                   | up(2)            | 1                || false
        0        | 0        | 4         | 2         | 'on the line past the second end'       | 6                | 3                || false
        0        | 0        | 4         | 2         | 'on the line before the first end'      | -2               | -1               || false
        0        | 0        | 4         | 2         | 'one ulp past the second end, on x'     | up(4)            | 2                || false
        0        | 0        | 4         | 2         | 'far off'                               | 100              | -3               || false
        // 3 * (1/3 rounded) is 1.0 in doubles; exactly, (1, 1/3 rounded) lies off the line
        0        | 0        | 3         | 1         | 'the double nearest (1, 1/3)'           | 1                | 1 / 3d           || false
        0        | 0        | 3         | 1         | '(1.5, 0.5), a double point on it'      | 1.5d             | 0.5d             || true
        // horizontal, vertical
        -5       | 7        | 5         | 7         | 'on a horizontal segment'               | 0.1d             | 7                || true
        -5       | 7        | 5         | 7         | 'one ulp below it'                      | 0.1d             | up(7)            || false
        -5       | 7        | 5         | 7         | 'one ulp past its end'                  | up(5)            | 7                || false
        3        | -1       | 3         | 9         | 'on a vertical segment'                 | 3                | 8.999d           || true
        3        | -1       | 3         | 9         | 'one ulp left of it'                    | down(3)          | 4                || false
        // zero length: the point itself
        3        | 7        | 3         | 7         | 'the point of a zero-length segment'    | 3                | 7                || true
        3        | 7        | 3         | 7         | 'one ulp beside it'                     | up(3)            | 7                || false
        3        | 7        | 3         | 7         | 'one ulp below it'                      | 3                | up(7)            || false
        // 0.1 and 0.2 as given: halving is exact, so (0.05, 0.1) is on the segment to (0.1, 0.2)
        0        | 0        | 0.1d      | 0.2d      | 'the midpoint (0.05, 0.1)'              | 0.05d            | 0.1d             || true
        0        | 0        | 0.1d      | 0.2d      | 'one ulp beside the midpoint'           | 0.05d            | up(0.1d)         || false
        0.1d     | 0.1d     | 0.2d      | 0.3d      | '(0.15, 0.2): not on it as doubles'     | 0.15d            | 0.2d             || false
        // huge: the products overflow; near the largest double the differences do too
        0        | 0        | 1e300d    | 1e300d    | 'the midpoint at 5e299'                 | 1e300d / 2       | 1e300d / 2       || true
        0        | 0        | 1e300d    | 1e300d    | 'one ulp beside it'                     | 1e300d / 2       | up(1e300d / 2)   || false
        -1e308d  | -1e308d  | 1e308d    | 1e308d    | 'the origin, 2e308 from end to end'     | 0                | 0                || true
        -1e308d  | -1e308d  | 1e308d    | 1e308d    | 'the smallest double beside it'         | Double.MIN_VALUE | 0                || false
        -1e308d  | -1e308d  | 1e308d    | 1e308d    | 'an end'                                | 1e308d           | 1e308d           || true
        -1e308d  | -1e308d  | 1e308d    | 1e308d    | 'on the line past the end'              | MAX              | MAX              || false
        -MAX     | 0        | MAX       | 0         | 'on a segment across every double'      | 12345            | 0                || true
        -MAX     | 0        | MAX       | 0         | 'the smallest double below it'          | 12345            | Double.MIN_VALUE || false
        // tiny: the products underflow
        0        | 0        | 1e-300d   | 2e-300d   | 'the midpoint at 1e-300'                | 1e-300d / 2      | 1e-300d          || true
        0        | 0        | 1e-300d   | 2e-300d   | 'one ulp beside it'                     | 1e-300d / 2      | up(1e-300d)      || false
        verdict = inside ? 'inside' : 'outside'
    }

    def "#n seeded random segments between lattice points (scaled by #scaleText): each lattice point on them is inside, and each ulp neighbour is inside only where exact arithmetic puts it on the segment"() {
        given: "a power of two as scale, so the scaled lattice points stay exactly on the scaled segment"
        def random = new Random(seed)
        def wrong = []
        int lattice = 0
        int neighboursOut = 0

        when:
        n.times {
            long x1 = random.nextInt(2001) - 1000
            long y1 = random.nextInt(2001) - 1000
            long dx = random.nextInt(41) - 20
            long dy = random.nextInt(41) - 20
            long g = Math.max(1L, BigInteger.valueOf(dx).gcd(BigInteger.valueOf(dy)).longValue())
            def segment = Segment.of(x1 * scale, y1 * scale, (x1 + dx) * scale, (y1 + dy) * scale)
            for (long k = 0; k <= g; k++) {
                double px = (x1 + k * dx.intdiv(g)) * scale
                double py = (y1 + k * dy.intdiv(g)) * scale
                lattice++
                if (!segment.contains(px, py)) wrong << "$segment misses ($px, $py)"
                for (double[] q : [[up(px), py], [down(px), py], [px, up(py)], [px, down(py)]]) {
                    boolean exact = exactlyOn(segment.x1(), segment.y1(), segment.x2(), segment.y2(), q[0], q[1])
                    neighboursOut += exact ? 0 : 1
                    if (segment.contains(q[0], q[1]) != exact) wrong << "$segment at (${q[0]}, ${q[1]})"
                }
            }
        }

        then:
        wrong.take(5) == []
        lattice > n
        neighboursOut > 2 * lattice

        where:
        scale                 | scaleText | seed | n
        1                     | '1'       | 31   | 2000
        Math.scalb(1d, -30)   | '2^-30'   | 32   | 1000
        Math.scalb(1d, 990)   | '2^990'   | 33   | 500
        Math.scalb(1d, -1000) | '2^-1000' | 34   | 500
    }

    def "#n seeded random points within a few ulps of seeded random segments at #scale: contains agrees with exact arithmetic"() {
        given:
        def random = new Random(seed)
        def wrong = []
        int hits = 0

        when:
        n.times {
            double[] t = OrientSpec.nearCollinear(random, scale)
            // the segment from a to b, the point c near its line, before, on or past the segment
            def segment = Segment.of(t[0], t[1], t[2], t[3])
            boolean exact = exactlyOn(t[0], t[1], t[2], t[3], t[4], t[5])
            hits += exact ? 1 : 0
            if (segment.contains(t[4], t[5]) != exact && wrong.size() < 5) {
                wrong << "$segment at (${t[4]}, ${t[5]}): exact $exact"
            }
        }

        then:
        wrong == []
        hits > 0

        where:
        scale   | seed | n
        1       | 41   | 20000
        1e300d  | 42   | 5000
        1e308d  | 43   | 5000
        1e-300d | 44   | 5000
    }

    def "points exactly on a segment whose differences do not round exactly are inside: the exact path decides what the doubles cannot (#n seeded diagonals)"() {
        given: 'ends and points on the line y = x, or y = -x, so exactly collinear, at scales where b - a rounds'
        def random = new Random(62)
        int onButUndecided = 0

        expect:
        (0..<n).every {
            double scale = Math.scalb(1d, random.nextInt(41) - 20)
            double u = random.nextDouble() * scale / 1024 // far smaller than v: v - u rounds (no Sterbenz)
            double v = scale * (1 + random.nextDouble())
            double w = v * (0.25 + 0.5 * random.nextDouble())
            double sign = random.nextBoolean() ? 1 : -1
            Segment seg = Segment.of(u, sign * u, v, sign * v)
            if (seg.fastBit(w, sign * w) == PreparedShape.UNDECIDED) {
                onButUndecided++
            }
            seg.contains(w, sign * w)
        }
        onButUndecided > 0 // the doubles leave some to the exact path

        where:
        n = 20_000
    }

    def "bounds() is the box of the two ends, exactly"() {
        expect:
        Segment.of(4, -2, -1, 7).bounds() == Rect.ofEdges(-1, -2, 4, 7)
        Segment.of(3, 7, 3, 7).bounds() == Rect.ofEdges(3, 7, 3, 7)
        Segment.of(-1e308d, 0, 1e308d, 1).bounds() == Rect.ofEdges(-1e308d, 0, 1e308d, 1)
    }

    def "accessors, names, equality and text"() {
        given:
        def s = Segment.of(1, 2, 3, 4)
        def named = s.named('tripwire')

        expect:
        s.x1() == 1 && s.y1() == 2 && s.x2() == 3 && s.y2() == 4
        s.from() == new Vec2(1, 2)
        s.to() == new Vec2(3, 4)
        Segment.of(new Vec2(1, 2), new Vec2(3, 4)) == s
        s.name() == null
        named.name() == 'tripwire'
        named == s
        named.hashCode() == s.hashCode()
        named.contains(2, 3)
        !named.contains(2, up(3))
        s != Segment.of(1, 2, 3, up(4))
        s != Segment.of(3, 4, 1, 2)     // the same points, traced the other way: not equal
        Segment.of(0.0d, 0, 1, 1) == Segment.of(-0.0d, 0, 1, 1)
        Segment.of(0.0d, 0, 1, 1).hashCode() == Segment.of(-0.0d, 0, 1, 1).hashCode()
        s != Rect.ofEdges(1, 2, 3, 4)
        s.toString() == 'Segment[(1, 2) to (3, 4)]'
        named.toString() == "Segment 'tripwire'[(1, 2) to (3, 4)]"
    }

    def "#code is rejected with: #message"() {
        when:
        make()

        then:
        def e = thrown(exception)
        e.message == message

        where:
        code                               | make                                                         || exception                | message
        'Segment.of(NaN, 0, 1, 1)'         | { Segment.of(Double.NaN, 0, 1, 1) }                          || IllegalArgumentException | 'segment: x1 must be a finite number but was NaN'
        'Segment.of(0, Infinity, 1, 1)'    | { Segment.of(0, Double.POSITIVE_INFINITY, 1, 1) }            || IllegalArgumentException | 'segment: y1 must be a finite number but was Infinity'
        'Segment.of(0, 0, -Infinity, 1)'   | { Segment.of(0, 0, Double.NEGATIVE_INFINITY, 1) }            || IllegalArgumentException | 'segment: x2 must be a finite number but was -Infinity'
        'Segment.of(0, 0, 1, NaN)'         | { Segment.of(0, 0, 1, Double.NaN) }                          || IllegalArgumentException | 'segment: y2 must be a finite number but was NaN'
        'Segment.of(null, (1, 1))'         | { Segment.of(null, new Vec2(1, 1)) }                         || NullPointerException     | 'segment: from must not be null'
        'Segment.of((0, 0), null)'         | { Segment.of(new Vec2(0, 0), null) }                         || NullPointerException     | 'segment: to must not be null'
        'contains(NaN, 0)'                 | { Segment.of(0, 0, 1, 1).contains(Double.NaN, 0) }           || IllegalArgumentException | 'segment: query point x must be a finite number but was NaN'
        'contains(0, -Infinity)'           | { Segment.of(0, 0, 1, 1).contains(0, Double.NEGATIVE_INFINITY) } || IllegalArgumentException | 'segment: query point y must be a finite number but was -Infinity'
        'named: contains(Infinity, 0)'     | { Segment.of(0, 0, 1, 1).named('wire').contains(Double.POSITIVE_INFINITY, 0) } || IllegalArgumentException | "segment 'wire': query point x must be a finite number but was Infinity"
    }
}
