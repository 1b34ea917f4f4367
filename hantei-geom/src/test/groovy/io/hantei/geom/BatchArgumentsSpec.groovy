package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Shared
import spock.lang.Specification

/**
 * The four batch forms of every shape ({@code containsAll(xs, ys, out)}, the same with a count,
 * and both into a bit set) check their arguments with the messages of docs/geometry.md §16,
 * report a NaN or infinite coordinate by its index, and answer as {@code contains} point for
 * point on the boundary and the ulp beside it. BatchSpec checks the loops on one circle and on
 * random shapes; this spec asks each kind of shape (and each of its special cases: a turn by 90°,
 * a segment, a full disc, an indexed outline, a careful radius, a shape from elsewhere), so that
 * a shape whose batch forms stop validating or start answering differently is caught by name.
 */
class BatchArgumentsSpec extends Specification {

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    /** A shape from outside the package: the points with x > y, batch-tested through its contains. */
    static class Diagonal implements Shape {
        boolean contains(double x, double y) {
            if (!Double.isFinite(x) || !Double.isFinite(y)) {
                throw new AssertionError('the batch loop must report a bad coordinate before asking contains')
            }
            x >= y
        }
        Rect bounds() { Rect.of(0, 0, 0, 0) }
        String name() { null }
        Shape named(String name) { this }
    }

    /** A 40-gon of radius 10 about the origin: past Outline.INDEX_THRESHOLD, so queried through its SlabIndex. */
    static Polygon manyGon() {
        int n = 40
        double[] xs = (0..<n).collect { Math.cos(2 * Math.PI * it / n) * 10 } as double[]
        double[] ys = (0..<n).collect { Math.sin(2 * Math.PI * it / n) * 10 } as double[]
        Polygon.of(xs, ys)
    }

    /**
     * Every kind of shape, with the label its messages use and probes for the boundary test: each
     * probe is a point inside and one outside on the same horizontal or vertical line.
     */
    static final List<Map> SHAPES = [
        [label: "rect 'door'", shape: Rect.of(0, 0, 10, 5).named('door'),
         probes: [[5, 2, 20, 2], [5, 2, 5, 9], [5, 2, -3, 2], [5, 2, 5, -1]]],
        [label: 'rect', shape: Rect.of(0.1d, 0, 0.2d, 1),            // the right edge 0.1 + 0.2 is no double
         probes: [[0.2d, 0.5d, 1, 0.5d], [0.2d, 0.5d, 0, 0.5d]]],
        [label: 'rotatedRect', shape: RotatedRect.of(3, 4, 20, 10, 30),
         probes: [[3, 4, 30, 4], [3, 4, -30, 4], [3, 4, 3, 30], [3, 4, 3, -30]]],
        [label: "rotatedRect 'gate'", shape: RotatedRect.of(0, 0, 20, 10, 90).named('gate'),
         probes: [[0, 0, 9, 0], [0, 0, 0, 12], [0, 0, -9, 0]]],
        [label: 'rotatedRect', shape: RotatedRect.of(0, 0, 0, 10, 30),   // a segment holding only its centre
         probes: [[0, 0, 1, 0], [0, 0, 0, 1]]],
        [label: 'circle', shape: Circle.of(0, 0, 5),
         probes: [[0, 4, 9, 4], [0, 1, 9, 1], [0, 0, 0, -9]]],
        [label: "circle 'huge'", shape: Circle.of(0, 0, 5e200).named('huge'),   // r² overflows: the careful path
         probes: [[0, 4e200, 9e200, 4e200], [1e200, 0, 1e200, 9e200]]],
        [label: "fan 'guard'", shape: Fan.of(0, 0, 30, 60, 10).named('guard'),
         probes: [[5, 3, 20, 3], [5, 3, 5, 20], [5, 3, 5, -2], [5, 3, 5, 9]]],
        [label: 'fan', shape: Fan.of(1, 2, 0, 360, 10),
         probes: [[1, 2, 20, 2], [1, 2, 1, -20]]],
        [label: 'fan', shape: Fan.of(0, 0, 90, 270, 10),          // wider than 180°: not convex
         probes: [[-5, -3, -5, -8], [0, 5, 20, 5], [5, -3, 5, -8]]],   // the rays at 225° and 315° cross (∓5, -5)
        [label: 'fan', shape: Fan.of(0, 0, 45, 0, 10),            // range 0 along 45°: a segment
         probes: [[3, 3, 3, 4], [3, 3, 3, 2], [7, 7, 20, 7]]],
        [label: "segment 'wire'", shape: Segment.of(0, 0, 8, 4).named('wire'),
         probes: [[2, 1, 2, 3], [2, 1, 2, 0], [6, 3, 9, 3]]],
        [label: 'polyline', shape: Polyline.of([0, 4, 8, 12] as double[], [0, 2, 0, 2] as double[]),
         probes: [[2, 1, 2, 3], [6, 1, 6, 0], [12, 2, 13, 2]]],
        [label: 'polygon', shape: Polygon.of([0, 10, 0] as double[], [0, 0, 10] as double[]),
         probes: [[2, 2, 20, 2], [2, 2, 2, -1], [2, 2, -1, 2], [3, 4, 3, 9]]],
        [label: "polygon 'arena'", shape: manyGon().named('arena'),
         probes: [[0, 0, 20, 0], [0, 3, 20, 3], [1, 0, 1, -20]]],
        [label: 'ellipse', shape: Ellipse.of(0, 0, 10, 6, 0),
         probes: [[0, 0, 9, 0], [0, 0, 0, 9], [2, 1, 2, 9]]],
        [label: "ellipse 'pool'", shape: Ellipse.of(1, 2, 10, 6, 30).named('pool'),
         probes: [[1, 2, 20, 2], [1, 2, 1, 20], [1, 2, -20, 2]]],
        [label: 'ellipse', shape: Ellipse.of(0, 0, 10, 0, 0),     // zero height: the segment -5..5
         probes: [[0, 0, 9, 0], [0, 0, 0, 1]]],
        [label: 'capsule', shape: Capsule.of(0, 0, 10, 0, 2),
         probes: [[5, 0, 5, 9], [5, 0, 5, -9], [10, 0, 20, 0], [11, 1, 11, 9]]],
        [label: "capsule 'rope'", shape: Capsule.of(0, 0, 10, 5, 0).named('rope'),   // r = 0: the segment
         probes: [[2, 1, 2, 3], [10, 5, 11, 5]]],
        [label: 'Diagonal', shape: new Diagonal(),
         probes: [[3, 1, 3, 9]]],
    ]

    // ---------------------------------------------------------------- a NaN or infinite coordinate

    def "#label: #value at #array[#index] of 70 points is reported by that index in all four batch forms"() {
        given: 'points inside and outside, and one bad coordinate'
        double[] xs = new double[70]
        double[] ys = new double[70]
        for (int i = 0; i < 70; i++) {
            xs[i] = i % 3 == 0 ? 1e6 : shape.bounds().centerX()
            ys[i] = shape.bounds().centerY()
        }
        (array == 'xs' ? xs : ys)[index] = value
        String expected = "$label: query point $array[$index] must be a finite number but was $value"

        expect:
        failure { shape.containsAll(xs, ys, new boolean[70]) } == expected
        failure { shape.containsAll(xs, ys, new long[2]) } == expected
        failure { shape.containsAll(xs, ys, 70, new boolean[70]) } == expected
        failure { shape.containsAll(xs, ys, 70, new long[2]) } == expected

        and: 'a count that stops before the bad point does not read it'
        shape.containsAll(xs, ys, index, new boolean[70]) == scalarHits(shape, xs, ys, index)
        shape.containsAll(xs, ys, index, new long[2]) == scalarHits(shape, xs, ys, index)

        where:
        [label, shape, array, index, value] << SHAPES.collectMany { s ->
            [['xs', 0, Double.NaN], ['ys', 2, Double.POSITIVE_INFINITY],
             ['xs', 64, Double.NEGATIVE_INFINITY], ['ys', 69, Double.NaN]].collect { [s.label, s.shape] + it }
        }
    }

    def "#label: of two bad coordinates the first is reported, x before y at the same index"() {
        given:
        double[] xs = [0, 0, Double.NaN, 0, Double.NaN]
        double[] ys = [0, 0, Double.POSITIVE_INFINITY, Double.NaN, 0]

        expect:
        failure { shape.containsAll(xs, ys, new boolean[5]) } == "$label: query point xs[2] must be a finite number but was NaN"
        failure { shape.containsAll(xs, ys, new long[1]) } == "$label: query point xs[2] must be a finite number but was NaN"

        when: 'x at 2 is mended: y at 2 is next'
        xs[2] = 0

        then:
        failure { shape.containsAll(xs, ys, new boolean[5]) } == "$label: query point ys[2] must be a finite number but was Infinity"
        failure { shape.containsAll(xs, ys, 4, new long[1]) } == "$label: query point ys[2] must be a finite number but was Infinity"

        where:
        [label, shape] << SHAPES.collect { [it.label, it.shape] }
    }

    // ---------------------------------------------------------------- arrays that do not fit

    def "#label: #problem is refused: #message"() {
        when:
        call(shape)

        then:
        def e = thrown(type)
        e.message == "$label: $message"

        where:
        [label, shape, problem, type, call, message] << SHAPES.collectMany { s -> PROBLEMS.collect { [s.label, s.shape] + it } }
    }

    static final List<List> PROBLEMS = [
        ['xs null', NullPointerException, { Shape s -> s.containsAll(null, new double[1], new boolean[1]) },
         'xs must not be null'],
        ['ys null, with a count', NullPointerException, { Shape s -> s.containsAll(new double[1], null, 1, new long[1]) },
         'ys must not be null'],
        ['out null', NullPointerException, { Shape s -> s.containsAll(new double[2], new double[2], 2, (boolean[]) null) },
         'out must not be null'],
        ['bits null', NullPointerException, { Shape s -> s.containsAll(new double[2], new double[2], (long[]) null) },
         'bits must not be null'],
        ['xs longer than ys', IllegalArgumentException, { Shape s -> s.containsAll(new double[5], new double[4], new boolean[5]) },
         'xs and ys must have the same length but xs.length was 5 and ys.length was 4'],
        ['ys longer than xs, into bits', IllegalArgumentException, { Shape s -> s.containsAll(new double[3], new double[4], new long[1]) },
         'xs and ys must have the same length but xs.length was 3 and ys.length was 4'],
        ['out one short', IllegalArgumentException, { Shape s -> s.containsAll(new double[5], new double[5], new boolean[4]) },
         'out must hold at least 5 answers but out.length was 4'],
        ['out shorter than count', IllegalArgumentException, { Shape s -> s.containsAll(new double[9], new double[9], 6, new boolean[5]) },
         'out must hold at least 6 answers but out.length was 5'],
        ['bits one word short', IllegalArgumentException, { Shape s -> s.containsAll(new double[65], new double[65], new long[1]) },
         'bits must hold at least 2 words for 65 points but bits.length was 1'],
        ['bits short for count', IllegalArgumentException, { Shape s -> s.containsAll(new double[200], new double[200], 129, new long[2]) },
         'bits must hold at least 3 words for 129 points but bits.length was 2'],
        ['no bits for one point', IllegalArgumentException, { Shape s -> s.containsAll(new double[1], new double[1], new long[0]) },
         'bits must hold at least 1 words for 1 points but bits.length was 0'],
        ['a negative count', IllegalArgumentException, { Shape s -> s.containsAll(new double[5], new double[5], -1, new boolean[5]) },
         'count must be >= 0 and <= xs.length (5) and ys.length (5) but was -1'],
        ['a negative count, into bits', IllegalArgumentException, { Shape s -> s.containsAll(new double[5], new double[5], -1, new long[1]) },
         'count must be >= 0 and <= xs.length (5) and ys.length (5) but was -1'],
        ['a count past xs', IllegalArgumentException, { Shape s -> s.containsAll(new double[4], new double[5], 5, new boolean[5]) },
         'count must be >= 0 and <= xs.length (4) and ys.length (5) but was 5'],
        ['a count past ys, into bits', IllegalArgumentException, { Shape s -> s.containsAll(new double[5], new double[4], 5, new long[1]) },
         'count must be >= 0 and <= xs.length (5) and ys.length (4) but was 5'],
        ['a count past both', IllegalArgumentException, { Shape s -> s.containsAll(new double[3], new double[3], 4, new long[1]) },
         'count must be >= 0 and <= xs.length (3) and ys.length (3) but was 4'],
    ]

    def "#label: arrays that just fit are accepted: count 0, count at the end of the shorter array, out and bits exactly long enough"() {
        given: '64 points and 65 points, at the centre of the bounds'
        double[] xs = new double[65]
        double[] ys = new double[66]
        Arrays.fill(xs, shape.bounds().centerX())
        Arrays.fill(ys, shape.bounds().centerY())
        int each = shape.contains(xs[0], ys[0]) ? 1 : 0

        expect:
        shape.containsAll(xs, ys, 0, new boolean[0]) == 0
        shape.containsAll(xs, ys, 0, new long[0]) == 0
        shape.containsAll(xs, ys, 65, new boolean[65]) == 65 * each
        shape.containsAll(xs, ys, 65, new long[2]) == 65 * each
        shape.containsAll(xs, ys, 64, new long[1]) == 64 * each
        shape.containsAll(xs, Arrays.copyOf(ys, 65), new boolean[65]) == 65 * each
        shape.containsAll(xs, Arrays.copyOf(ys, 65), new long[2]) == 65 * each

        where:
        [label, shape] << SHAPES.collect { [it.label, it.shape] }
    }

    // ---------------------------------------------------------------- the answers on the boundary

    def "#label: the batch forms answer as contains on the boundary and the ulps beside it"() {
        given: 'for each probe, the last double inside and the first outside, each with its four ulp neighbours'
        List<double[]> pts = []
        for (List<Number> probe : probes) {
            double[][] pair = edgePair(shape, probe)
            pair.each { double[] p ->
                pts << p << ([up(p[0]), p[1]] as double[]) << ([down(p[0]), p[1]] as double[])
                pts << ([p[0], up(p[1])] as double[]) << ([p[0], down(p[1])] as double[])
            }
        }
        pts << ([1e6, -1e6] as double[]) << ([shape.bounds().centerX(), shape.bounds().centerY()] as double[])
        int n = pts.size()
        double[] xs = pts.collect { it[0] } as double[]
        double[] ys = pts.collect { it[1] } as double[]
        List<Boolean> scalar = pts.collect { shape.contains(it[0], it[1]) }
        int count = n - 3

        and: 'answers into arrays that hold stale values'
        boolean[] out = new boolean[n + 1]
        Arrays.fill(out, true)
        boolean[] outCounted = new boolean[n + 1]
        Arrays.fill(outCounted, true)
        long[] bits = new long[(n + 63) >>> 6]
        Arrays.fill(bits, -1L)
        long[] bitsCounted = new long[((n + 63) >>> 6) + 1]
        Arrays.fill(bitsCounted, -1L)

        when:
        int hits = shape.containsAll(xs, ys, out)
        int bitHits = shape.containsAll(xs, ys, bits)
        int countedHits = shape.containsAll(xs, ys, count, outCounted)
        int countedBitHits = shape.containsAll(xs, ys, count, bitsCounted)

        then: 'each probe found a boundary: inside and outside both occur'
        scalar.count { it } >= probes.size()
        scalar.count { !it } >= probes.size()

        and: 'the boolean forms answer as contains, and write nothing past their points'
        (0..<n).collect { out[it] } == scalar
        out[n]
        hits == scalar.count { it }
        (0..<count).collect { outCounted[it] } == scalar.subList(0, count)
        (count..n).every { outCounted[it] }
        countedHits == scalar.subList(0, count).count { it }

        and: 'the bit forms too, with the bits past the last point cleared and later words untouched'
        (0..<n).collect { bit(bits, it) } == scalar
        (n..<(bits.length * 64)).every { !bit(bits, it) }
        bitHits == hits
        (0..<count).collect { bit(bitsCounted, it) } == scalar.subList(0, count)
        (count..<(((count + 63) >>> 6) * 64)).every { !bit(bitsCounted, it) }
        bitsCounted[bitsCounted.length - 1] == -1L
        countedBitHits == countedHits

        where:
        [label, shape, probes] << SHAPES.collect { [it.label, it.shape, it.probes] }
    }

    // ---------------------------------------------------------------- helpers

    static boolean bit(long[] bits, int i) {
        ((bits[i >>> 6] >>> (i & 63)) & 1L) != 0
    }

    static int scalarHits(Shape shape, double[] xs, double[] ys, int count) {
        (0..<count).count { shape.contains(xs[it], ys[it]) } as int
    }

    /** The message of the IllegalArgumentException the call throws, or a note that it threw none. */
    static String failure(Closure<?> call) {
        try {
            call()
            return 'no exception'
        } catch (IllegalArgumentException e) {
            return e.message
        }
    }

    /**
     * The last double inside and the first double outside on the line from the probe's inside
     * point to its outside point (horizontal or vertical), found by halving: {@code [in, out]},
     * adjacent doubles in the coordinate that varies.
     */
    @CompileStatic
    static double[][] edgePair(Shape shape, List<Number> probe) {
        double x0 = probe[0].doubleValue(), y0 = probe[1].doubleValue()
        double x1 = probe[2].doubleValue(), y1 = probe[3].doubleValue()
        boolean alongX = y0 == y1
        if (!(alongX || x0 == x1) || !shape.contains(x0, y0) || shape.contains(x1, y1)) {
            throw new IllegalStateException("probe $probe must go from inside $shape to outside, along x or y")
        }
        double a = alongX ? x0 : y0   // inside
        double b = alongX ? x1 : y1   // outside
        while (true) {
            double next = a < b ? Math.nextUp(a) : Math.nextDown(a)
            if (next == b) {
                break
            }
            double m = a / 2 + b / 2
            if (m == a || m == b) {
                m = next
            }
            boolean inside = alongX ? shape.contains(m, y0) : shape.contains(x0, m)
            if (inside) {
                a = m
            } else {
                b = m
            }
        }
        alongX ? [[a, y0] as double[], [b, y0] as double[]] as double[][]
               : [[x0, a] as double[], [x0, b] as double[]] as double[][]
    }
}
