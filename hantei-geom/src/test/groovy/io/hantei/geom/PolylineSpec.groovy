package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * The open polyline (docs/geometry.md §18): the union of the closed segments between
 * consecutive points, not closed back to the first.
 */
class PolylineSpec extends Specification {

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    static Polyline line(List<List<Number>> pts) {
        Polyline.of(pts.collect { it[0] as double } as double[], pts.collect { it[1] as double } as double[])
    }

    /** The exact answer: on one of the segments, by BigDecimal cross products (SegmentSpec's oracle). */
    @CompileStatic
    static boolean exactlyOnPath(double[] xs, double[] ys, double px, double py) {
        for (int i = 1; i < xs.length; i++) {
            if (SegmentSpec.exactlyOn(xs[i - 1], ys[i - 1], xs[i], ys[i], px, py)) {
                return true
            }
        }
        false
    }

    def "#path: #where (#x, #y) is #verdict"() {
        given:
        def polyline = line(points)
        double[] xs = points.collect { it[0] as double } as double[]
        double[] ys = points.collect { it[1] as double } as double[]

        expect:
        polyline.contains(x, y) == inside
        exactlyOnPath(xs, ys, x, y) == inside

        and: "the same path traced backwards holds the same points"
        line(points.reverse()).contains(x, y) == inside

        and: "and the same as a list of points"
        Polyline.of(points.collect { new Vec2(it[0] as double, it[1] as double) }).contains(x, y) == inside

        where:
        path                          | points                                   | where                                     | x          | y          || inside
        'an L (0,0)-(10,0)-(10,10)'   | [[0, 0], [10, 0], [10, 10]]              | 'the first point'                         | 0          | 0          || true
        'an L (0,0)-(10,0)-(10,10)'   | [[0, 0], [10, 0], [10, 10]]              | 'the corner'                              | 10         | 0          || true
        'an L (0,0)-(10,0)-(10,10)'   | [[0, 0], [10, 0], [10, 10]]              | 'the last point'                          | 10         | 10         || true
        'an L (0,0)-(10,0)-(10,10)'   | [[0, 0], [10, 0], [10, 10]]              | 'on the first segment'                    | 3.25d      | 0          || true
        'an L (0,0)-(10,0)-(10,10)'   | [[0, 0], [10, 0], [10, 10]]              | 'on the second segment'                   | 10         | 7.5d       || true
        'an L (0,0)-(10,0)-(10,10)'   | [[0, 0], [10, 0], [10, 10]]              | 'one ulp below the first'                 | 3.25d      | up(0)      || false
        'an L (0,0)-(10,0)-(10,10)'   | [[0, 0], [10, 0], [10, 10]]              | 'one ulp right of the corner'             | up(10)     | 0          || false
        'an L (0,0)-(10,0)-(10,10)'   | [[0, 0], [10, 0], [10, 10]]              | 'one ulp past the last point'             | 10         | up(10)     || false
        'an L (0,0)-(10,0)-(10,10)'   | [[0, 0], [10, 0], [10, 10]]              | 'on the closing side it does not have'    | 5          | 5          || false
        'an L (0,0)-(10,0)-(10,10)'   | [[0, 0], [10, 0], [10, 10]]              | 'in the triangle it does not fill'        | 8          | 2          || false
        'a zigzag of diagonals'       | [[0, 0], [4, 2], [8, 0], [12, 2]]        | 'the lattice point (2, 1)'                | 2          | 1          || true
        'a zigzag of diagonals'       | [[0, 0], [4, 2], [8, 0], [12, 2]]        | 'the lattice point (6, 1)'                | 6          | 1          || true
        'a zigzag of diagonals'       | [[0, 0], [4, 2], [8, 0], [12, 2]]        | 'one ulp beside (6, 1)'                   | 6          | up(1)      || false
        // 1/6 rounded is exactly half of 1/3 rounded (halving is exact), so this point lies on y = x/2
        'a zigzag of diagonals'       | [[0, 0], [4, 2], [8, 0], [12, 2]]        | 'the doubles nearest (1/3, 1/6)'          | 1 / 3d     | 1 / 6d     || true
        'a zigzag of diagonals'       | [[0, 0], [4, 2], [8, 0], [12, 2]]        | 'the doubles nearest (1/3, 1/6 + 1/100)'  | 1 / 3d     | 1 / 6d + 0.01d || false
        'repeated points'             | [[0, 0], [0, 0], [5, 0], [5, 0], [5, 5]] | 'the repeated first point'                | 0          | 0          || true
        'repeated points'             | [[0, 0], [0, 0], [5, 0], [5, 0], [5, 5]] | 'on a segment after a repeat'             | 5          | 2          || true
        'repeated points'             | [[0, 0], [0, 0], [5, 0], [5, 0], [5, 5]] | 'one ulp beside it'                       | down(5)    | 2          || false
        'a path that turns back'      | [[0, 0], [10, 0], [4, 0]]                | 'on the part walked twice'                | 6          | 0          || true
        'a path that turns back'      | [[0, 0], [10, 0], [4, 0]]                | 'past the far end'                        | up(10)     | 0          || false
        'a closed path, not filled'   | [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]] | 'the inside of the square'            | 5          | 5          || false
        'a closed path, not filled'   | [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]] | 'on the side closing it'              | 0          | 5          || true
        'all on one point'            | [[3, 7], [3, 7]]                         | 'that point'                              | 3          | 7          || true
        'all on one point'            | [[3, 7], [3, 7]]                         | 'one ulp beside it'                       | 3          | down(7)    || false
        'huge: (0,0)-(1e300,1e300)-(2e300,0)' | [[0, 0], [1e300d, 1e300d], [2e300d, 0]] | 'on the way down at 1.5e300'      | 1.5e300d   | 1e300d / 2 || true
        'huge: (0,0)-(1e300,1e300)-(2e300,0)' | [[0, 0], [1e300d, 1e300d], [2e300d, 0]] | 'one ulp beside it'               | 1.5e300d   | up(1e300d / 2) || false
        'near the largest double'     | [[-1e308d, -1e308d], [1e308d, 1e308d], [1e308d, -1e308d]] | 'the origin'              | 0          | 0          || true
        'near the largest double'     | [[-1e308d, -1e308d], [1e308d, 1e308d], [1e308d, -1e308d]] | 'the smallest double beside it' | 0    | Double.MIN_VALUE || false
        'tiny: (0,0)-(1e-300,2e-300)-(2e-300,0)' | [[0, 0], [1e-300d, 2e-300d], [2e-300d, 0]] | 'on the way up'            | 1e-300d / 2 | 1e-300d   || true
        'tiny: (0,0)-(1e-300,2e-300)-(2e-300,0)' | [[0, 0], [1e-300d, 2e-300d], [2e-300d, 0]] | 'one ulp beside it'        | 1e-300d / 2 | up(1e-300d) || false
        verdict = inside ? 'inside' : 'outside'
    }

    def "a polyline of two points is the segment between them, on #n seeded random points near it"() {
        given:
        def random = new Random(51)
        def wrong = []

        when:
        n.times {
            double[] t = OrientSpec.nearCollinear(random, 1)
            def polyline = Polyline.of([t[0], t[2]] as double[], [t[1], t[3]] as double[])
            def segment = Segment.of(t[0], t[1], t[2], t[3])
            if (polyline.contains(t[4], t[5]) != segment.contains(t[4], t[5]) && wrong.size() < 5) {
                wrong << "$polyline at (${t[4]}, ${t[5]})"
            }
        }

        then:
        wrong == []

        where:
        n = 10000
    }

    def "the index and the plain loop agree on #polylines seeded random polylines of 2 to #maxPoints points, on their points, lattice points of their segments and the ulps beside them"() {
        given:
        def random = new Random(seed)

        when:
        def tally = Probe.run(random, polylines, maxPoints)

        then:
        tally.wrong.take(5) == []
        tally.inside > 1000
        tally.outside > 1000

        where:
        polylines | maxPoints | seed
        300       | 40        | 61
        60        | 2000      | 62
    }

    @CompileStatic
    static class Probe {
        List<String> wrong = []
        int inside
        int outside

        static Probe run(Random random, int polylines, int maxPoints) {
            Probe tally = new Probe()
            for (int p = 0; p < polylines; p++) {
                int n = 2 + random.nextInt(maxPoints - 1)
                double[] xs = new double[n]
                double[] ys = new double[n]
                int x = 0
                int y = 0
                for (int i = 0; i < n; i++) {
                    // a wandering path on the integer grid: short steps, some long, some repeats
                    int reach = random.nextInt(8) == 0 ? 200 : 6
                    x += random.nextInt(2 * reach + 1) - reach
                    y += random.nextInt(2 * reach + 1) - reach
                    xs[i] = x
                    ys[i] = y
                }
                Polyline line = Polyline.of(xs, ys)
                for (int k = 0; k < 60; k++) {
                    int i = random.nextInt(n - 1)
                    // a lattice point of segment i (or its end), and the four ulps beside it
                    int dx = (int) (xs[i + 1] - xs[i])
                    int dy = (int) (ys[i + 1] - ys[i])
                    int g = Math.max(1, BigInteger.valueOf(dx).gcd(BigInteger.valueOf(dy)).intValue())
                    int step = random.nextInt(g + 1)
                    double px = xs[i] + step * (dx.intdiv(g) as int)
                    double py = ys[i] + step * (dy.intdiv(g) as int)
                    check(tally, line, xs, ys, px, py, true)
                    check(tally, line, xs, ys, Math.nextUp(px), py, false)
                    check(tally, line, xs, ys, px, Math.nextDown(py), false)
                    // a random point of the box, with a coordinate of a point now and then
                    Rect b = line.bounds()
                    double rx = random.nextInt(3) == 0 ? xs[random.nextInt(n)] : b.left() + random.nextDouble() * b.width()
                    double ry = random.nextInt(3) == 0 ? ys[random.nextInt(n)] : Math.rint(b.top() + random.nextDouble() * b.height())
                    check(tally, line, xs, ys, rx, ry, false)
                }
            }
            tally
        }

        static void check(Probe tally, Polyline line, double[] xs, double[] ys, double x, double y, boolean mustHit) {
            boolean loop = line.containsByLoop(x, y)
            boolean index = line.containsByIndex(x, y)
            boolean answer = line.contains(x, y)
            boolean oracle = xs.length <= 40 ? exactlyOnPath(xs, ys, x, y) : loop
            if ((loop != index || answer != loop || oracle != loop || (mustHit && !loop)) && tally.wrong.size() < 5) {
                tally.wrong << "$line at ($x, $y): loop $loop, index $index, contains $answer, oracle $oracle".toString()
            }
            if (loop) {
                tally.inside++
            } else {
                tally.outside++
            }
        }
    }

    def "a polyline of #n points builds its index on the first query: #built"() {
        given:
        double[] xs = (0..<n).collect { it as double } as double[]
        double[] ys = (0..<n).collect { (it % 2) as double } as double[]
        def line = Polyline.of(xs, ys)

        when:
        boolean hit = line.contains(0.5d, 0.5d)

        then:
        hit
        (line.index() != null) == built

        where:
        n  || built
        2  || false
        31 || false
        32 || true
    }

    def "bounds() is the box of the points, exactly"() {
        expect:
        line([[4, -2], [-1, 7], [0, 0]]).bounds() == Rect.ofEdges(-1, -2, 4, 7)
        line([[3, 7], [3, 7]]).bounds() == Rect.ofEdges(3, 7, 3, 7)
    }

    def "accessors, names, equality and text"() {
        given:
        def p = line([[1, 2], [3, 4], [5, 0]])
        def named = p.named('fence')

        expect:
        p.vertexCount() == 3
        p.vertexX(1) == 3 && p.vertexY(1) == 4
        p.vertex(2) == new Vec2(5, 0)
        p.vertices() == [new Vec2(1, 2), new Vec2(3, 4), new Vec2(5, 0)]
        named.name() == 'fence'
        named == p
        named.hashCode() == p.hashCode()
        named.contains(4, 2)
        p == Polyline.of([new Vec2(1, 2), new Vec2(3, 4), new Vec2(5, 0)])
        p != line([[1, 2], [3, 4], [5, up(0)]])
        p != line([[5, 0], [3, 4], [1, 2]])
        p != Polygon.of([1, 3, 5] as double[], [2, 4, 0] as double[])
        p.toString() == 'Polyline[3 points: (1, 2), (3, 4), (5, 0)]'
        named.toString() == "Polyline 'fence'[3 points: (1, 2), (3, 4), (5, 0)]"
        line((0..9).collect { [it, 0] }).toString() ==
                'Polyline[10 points: (0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 0), (7, 0), ... 2 more]'
    }

    def "the points given are copied, and the list of them cannot be changed"() {
        given:
        double[] xs = [0, 10]
        double[] ys = [0, 0]
        def p = Polyline.of(xs, ys)

        when:
        xs[1] = 20

        then:
        p.vertexX(1) == 10
        !p.contains(15, 0)

        when:
        p.vertices().add(new Vec2(1, 1))

        then:
        thrown(UnsupportedOperationException)
    }

    def "#code is rejected with: #message"() {
        when:
        make()

        then:
        def e = thrown(exception)
        e.message == message

        where:
        code                                  | make                                                                      || exception                 | message
        'one point'                           | { Polyline.of([1] as double[], [2] as double[]) }                         || IllegalArgumentException  | 'polyline: xs and ys must hold at least 2 points but held 1'
        'no points'                           | { Polyline.of([] as double[], [] as double[]) }                           || IllegalArgumentException  | 'polyline: xs and ys must hold at least 2 points but held 0'
        'a list of one point'                 | { Polyline.of([new Vec2(1, 2)]) }                                         || IllegalArgumentException  | 'polyline: points must hold at least 2 points but held 1'
        'xs and ys of different lengths'      | { Polyline.of([1, 2, 3] as double[], [1, 2] as double[]) }                || IllegalArgumentException  | 'polyline: xs and ys must have the same length but xs.length was 3 and ys.length was 2'
        'a NaN'                               | { Polyline.of([0, 1, Double.NaN] as double[], [0, 1, 2] as double[]) }    || IllegalArgumentException  | 'polyline: xs[2] must be a finite number but was NaN'
        'an infinity'                         | { Polyline.of([0, 1] as double[], [0, Double.NEGATIVE_INFINITY] as double[]) } || IllegalArgumentException | 'polyline: ys[1] must be a finite number but was -Infinity'
        'null xs'                             | { Polyline.of(null, [0, 1] as double[]) }                                 || NullPointerException      | 'polyline: xs must not be null'
        'null ys'                             | { Polyline.of([0, 1] as double[], null) }                                 || NullPointerException      | 'polyline: ys must not be null'
        'a null list'                         | { Polyline.of((List<Vec2>) null) }                                        || NullPointerException      | 'polyline: points must not be null'
        'a null point'                        | { Polyline.of([new Vec2(0, 0), null]) }                                   || NullPointerException      | 'polyline: points[1] must not be null'
        'a NaN query point'                   | { line([[0, 0], [1, 1]]).contains(Double.NaN, 0) }                        || IllegalArgumentException  | 'polyline: query point x must be a finite number but was NaN'
        'a NaN query point, indexed'          | { line((0..40).collect { [it, 0] }).named('rail').contains(0, Double.NaN) } || IllegalArgumentException | "polyline 'rail': query point y must be a finite number but was NaN"
    }

    def "the exact test of points that need not be doubles holds the segments only, not the closing edge a polygon would have: (#x, #y)"() {
        given:
        Polyline corner = Polyline.of([0, 4, 4] as double[], [0, 0, 3] as double[])

        expect:
        corner.containsExactly(new BigDecimal(x), new BigDecimal(y)) == expected
        Polygon.of([0, 4, 4] as double[], [0, 0, 3] as double[]).containsExactly(new BigDecimal(x), new BigDecimal(y)) == inPolygon

        where:
        x                           | y                        || expected | inPolygon
        '2'                         | '0'                      || true     | true
        '2.0000000000000000000001'  | '0'                      || true     | true      // no double: on the first segment
        '2'                         | '0.0000000000000000000001' || false  | true      // just inside the triangle
        '4'                         | '1.5'                    || true     | true
        '2'                         | '1.5'                    || false    | true      // on the closing edge, which a polyline has not
        '1'                         | '1'                      || false    | false
        '-1'                        | '0'                      || false    | false
    }
}
