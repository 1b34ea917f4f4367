package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * The circle's fast test as two fused multiply-adds and one integer range check (issue 19,
 * docs/geometry.md §5 and §10): wherever it decides a point it gives the exact answer, the
 * points within its band and the bad coordinates go to the exact path, and the batch loops
 * answer as contains does.
 */
class CircleFastTestSpec extends Specification {

    def "at radius 2^#exp, every point it decides near the rim and far from it is decided rightly"() {
        given: 'seeded circles of that size at seeded centres, and points on their rim rounded, with 3 ulps either side'
        def random = new Random(1900 + exp)
        Tally tally = new Tally()

        when:
        200.times {
            double r = Math.scalb(0.5d + random.nextDouble(), exp)
            double cx = (random.nextDouble() - 0.5d) * Math.scalb(1d, exp + random.nextInt(8))
            double cy = (random.nextDouble() - 0.5d) * Math.scalb(1d, exp + random.nextInt(8))
            double a = random.nextDouble() * 2 * Math.PI
            check(Circle.of(cx, cy, r), cx + Math.cos(a) * r, cy + Math.sin(a) * r, tally)
            check(Circle.of(cx, cy, r), cx + Math.cos(a) * r * random.nextDouble(), cy + Math.sin(a) * r * 3, tally)
        }

        then: 'no answer differs from the exact one, and the fast test decided some points near the rim and left others'
        tally.wrong == []
        tally.decided > 0
        tally.undecided > 0

        where:
        exp << [-450, -300, -40, -1, 0, 6, 52, 300, 448]
    }

    def "a Pythagorean point on the rim is left to the exact path and is inside; the ulps beside it are decided exactly: radius 5·2^#exp"() {
        given:
        double s = Math.scalb(1d, exp)
        def circle = Circle.of(0, 0, 5 * s)

        expect:
        circle.fastBit(3 * s, 4 * s) == PreparedShape.UNDECIDED
        circle.contains(3 * s, 4 * s)
        !circle.contains(Math.nextUp(3 * s), 4 * s)
        !circle.contains(3 * s, Math.nextUp(4 * s))
        circle.contains(Math.nextDown(3 * s), 4 * s)
        circle.containsAll([3 * s, Math.nextUp(3 * s)] as double[], [4 * s, 4 * s] as double[], new boolean[2]) == 1

        where:
        exp << [-448, -20, 0, 30, 447]
    }

    def "the fast test decides the common case: #what of the circle of radius 120 is #expected"() {
        given:
        def circle = Circle.of(200, 200, 120)

        expect:
        circle.fastBit(x, y) == expected
        circle.contains(x, y) == (expected == 1L)

        where:
        what                    | x      | y        || expected
        'the centre'            | 200    | 200      || 1L
        'a point well inside'   | 290    | 250      || 1L
        'a point well outside'  | 0      | 0        || 0L
        'a point far outside'   | 1e100  | -1e100   || 0L
    }

    def "a gap beyond every double is left to the exact path, which answers outside: (#x, #y)"() {
        given:
        def circle = Circle.of(-1e308, 0, 10)

        expect: 'the offset overflows to +∞ and so does the gap: undecided, then outside and no error'
        circle.fastBit(x, y) == PreparedShape.UNDECIDED
        !circle.contains(x, y)

        where:
        x       | y
        1e308   | 0
        0       | 1e300
    }

    def "a bad coordinate (#x, #y) is never decided by the fast test and is reported by contains and the batch"() {
        given:
        def circle = Circle.of(0, 0, 5)

        expect:
        circle.fastBit(x, y) == PreparedShape.UNDECIDED

        when:
        circle.contains(x, y)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        when:
        circle.containsAll([1, x] as double[], [1, y] as double[], new long[1])

        then:
        def b = thrown(IllegalArgumentException)
        b.message == message.replace('query point x ', 'query point xs[1] ').replace('query point y ', 'query point ys[1] ')

        where:
        x                         | y                         || message
        Double.NaN                | 0                         || 'circle: query point x must be a finite number but was NaN'
        Double.POSITIVE_INFINITY  | 0                         || 'circle: query point x must be a finite number but was Infinity'
        Double.NEGATIVE_INFINITY  | 0                         || 'circle: query point x must be a finite number but was -Infinity'
        0                         | Double.POSITIVE_INFINITY  || 'circle: query point y must be a finite number but was Infinity'
        0                         | Double.NEGATIVE_INFINITY  || 'circle: query point y must be a finite number but was -Infinity'
    }

    def "a circle outside the fast range decides no point by the fast test: radius #r"() {
        given:
        def circle = Circle.of(0, 0, r)

        expect:
        [[0d, 0d], [r / 2, 0d], [r * 4, r], [1d, 1d]].every { circle.fastBit(it[0], it[1]) == PreparedShape.UNDECIDED }
        circle.contains(0, 0)
        circle.contains(r / 2, 0)
        !circle.contains(outX, outY)

        where:
        r                        | outX                                | outY
        0d                       | Double.MIN_VALUE                    | 0
        Math.scalb(1d, -451)     | Math.nextUp(Math.scalb(1d, -451))   | 0
        Math.scalb(3d, 500)      | 0                                   | Math.nextUp(Math.scalb(3d, 500))
        Double.MAX_VALUE         | Double.MAX_VALUE                    | 1e300
    }

    /** What the rim check found: the points answered wrongly, and how many the fast test decided. */
    static class Tally {
        List<String> wrong = []
        int decided
        int undecided
    }

    /** The point and the 3 ulps on either side in x and in y: fast bit, contains and both batches against the exact answer. */
    @CompileStatic
    static void check(Circle c, double px, double py, Tally tally) {
        List<double[]> points = []
        for (int i = -3; i <= 3; i++) {
            for (int j = -3; j <= 3; j++) {
                points << ([px + i * Math.ulp(px), py + j * Math.ulp(py)] as double[])
            }
        }
        double[] xs = points.collect { it[0] } as double[]
        double[] ys = points.collect { it[1] } as double[]
        boolean[] out = new boolean[xs.length]
        long[] bits = new long[(xs.length + 63) >>> 6]
        c.containsAll(xs, ys, out)
        c.containsAll(xs, ys, bits)
        for (int k = 0; k < xs.length; k++) {
            boolean exact = Exact.compareDistance(xs[k], ys[k], c.centerX(), c.centerY(), c.r()) <= 0
            long fast = c.fastBit(xs[k], ys[k])
            if (fast == PreparedShape.UNDECIDED) {
                tally.undecided++
            } else {
                tally.decided++
            }
            boolean bit = ((bits[k >>> 6] >>> (k & 63)) & 1L) != 0
            boolean fastWrong = fast != PreparedShape.UNDECIDED && (fast == 1L) != exact
            if (fastWrong || c.contains(xs[k], ys[k]) != exact || out[k] != exact || bit != exact) {
                tally.wrong << "${c} at (${xs[k]}, ${ys[k]}): exact ${exact}, fast ${fast}".toString()
            }
        }
    }
}
