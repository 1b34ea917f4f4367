package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * Batch tests answer exactly as the scalar test, point for point, on boundary points too; the
 * arrays are validated with messages that name the array, the length and the rule.
 */
class BatchSpec extends Specification {

    def "on #shapes seeded #family shapes, batch answers equal contains for every point, edges and their ulp neighbours included"() {
        given:
        def random = new Random(seed)
        int checked = 0
        int insideSeen = 0
        def wrong = []

        when:
        shapes.times {
            Shape shape = make(random)
            double[][] pts = pointsAround(shape, random)
            double[] xs = pts[0]
            double[] ys = pts[1]
            boolean[] out = new boolean[xs.length]
            long[] bits = new long[(xs.length + 63) >>> 6]
            int hits = shape.containsAll(xs, ys, out)
            int bitHits = shape.containsAll(xs, ys, bits)
            int expectedHits = 0
            for (int i = 0; i < xs.length; i++) {
                boolean scalar = shape.contains(xs[i], ys[i])
                expectedHits += scalar ? 1 : 0
                boolean bit = (bits[i >>> 6] >>> (i & 63) & 1L) != 0
                if ((out[i] != scalar || bit != scalar) && wrong.size() < 5) {
                    wrong << "$shape at (${xs[i]}, ${ys[i]}): contains $scalar, boolean[] ${out[i]}, bits $bit"
                }
            }
            if ((hits != expectedHits || bitHits != expectedHits) && wrong.size() < 5) {
                wrong << "$shape: $expectedHits inside, containsAll counted $hits and $bitHits"
            }
            checked += xs.length
            insideSeen += expectedHits
        }

        then:
        wrong == []
        checked > 100_000
        insideSeen > checked / 20     // the points do fall inside, not only around

        where:
        family    | shapes | seed | make
        "grid"    | 400    | 41   | { Random r -> OverlapScenes.gridShape(r) }
        "general" | 400    | 42   | { Random r -> OverlapScenes.generalShape(r) }
    }

    /**
     * Points on the quarter grid over the shape's bounds (on the edges of grid shapes, on their
     * 45° rays, on rims through Pythagorean points), each also nudged by one ulp in x or y, and
     * random points.
     */
    @CompileStatic
    static double[][] pointsAround(Shape shape, Random random) {
        Rect b = shape.bounds()
        List<double[]> pts = []
        double step = Math.max(0.25d, Math.max(b.width(), b.height()) / 24)
        for (double x = Math.floor(b.left()) - 1; x <= b.right() + 1; x += step) {
            for (double y = Math.floor(b.top()) - 1; y <= b.bottom() + 1; y += step) {
                pts << ([x, y] as double[])
                pts << ([Math.nextUp(x), y] as double[])
                pts << ([x, Math.nextDown(y)] as double[])
            }
        }
        200.times {
            pts << ([b.left() - 1 + (b.width() + 2) * random.nextDouble(),
                     b.top() - 1 + (b.height() + 2) * random.nextDouble()] as double[])
        }
        double[] xs = new double[pts.size()]
        double[] ys = new double[pts.size()]
        pts.eachWithIndex { double[] p, int i -> xs[i] = p[0]; ys[i] = p[1] }
        [xs, ys] as double[][]
    }

    def "a #kind whose size needs the careful path answers in a batch as it does point by point"() {
        given:
        double[] xs = [3e200, 3e200, Math.nextUp(3e200), 0, -5e200]
        double[] ys = [4e200, Math.nextUp(4e200), 4e200, 0, 0]
        boolean[] out = new boolean[5]

        when:
        int hits = shape.containsAll(xs, ys, out)

        then:
        out as List == (0..4).collect { shape.contains(xs[it], ys[it]) }
        hits == (out as List).count { it }

        where:
        kind     | shape
        "circle" | Circle.of(0, 0, 5e200)
        "fan"    | Fan.of(0, 0, 0, 360, 5e200)
        "fan"    | Fan.of(0, 0, 45, 90, 5e200)
    }

    def "the straight-edged #kind answers in a batch as point by point: on its vertices, its edges, the ulps beside them and around it"() {
        given: "the points around its bounds, and its vertices and edge midpoints with their ulp neighbours"
        def random = new Random(43)
        double[][] around = pointsAround(shape, random)
        List<double[]> pts = (0..<around[0].length).collect { [around[0][it], around[1][it]] as double[] }
        for (int i = 0; i < corners.size(); i++) {
            Vec2 a = corners[i]
            Vec2 b = corners[(i + 1) % corners.size()]
            for (double[] p : [[a.x(), a.y()], [a.x() / 2 + b.x() / 2, a.y() / 2 + b.y() / 2]]) {
                pts << p << ([Math.nextUp(p[0]), p[1]] as double[]) << ([p[0], Math.nextDown(p[1])] as double[])
            }
        }
        double[] xs = pts.collect { it[0] } as double[]
        double[] ys = pts.collect { it[1] } as double[]
        boolean[] out = new boolean[xs.length]
        long[] bits = new long[(xs.length + 63) >>> 6]

        when:
        int hits = shape.containsAll(xs, ys, out)
        int bitHits = shape.containsAll(xs, ys, bits)
        List<Boolean> scalar = (0..<xs.length).collect { shape.contains(xs[it], ys[it]) }

        then:
        out as List == scalar
        (0..<xs.length).every { ((bits[it >>> 6] >>> (it & 63)) & 1L) == (scalar[it] ? 1L : 0L) }
        hits == scalar.count { it }
        bitHits == hits
        hits > corners.size() && hits < xs.length

        where:
        kind                                  | shape                                                                             | corners
        'segment'                             | Segment.of(0, 0, 8, 4)                                                            | [shape.from(), shape.to()]
        'polyline'                            | Polyline.of([0, 4, 8, 12] as double[], [0, 2, 0, 2] as double[])                  | shape.vertices()
        'polygon, a ring with a seam'         | PolygonSpec.polygon(PolygonSpec.SHAPES['ring'])                                   | shape.vertices()
        'polygon of 200 vertices, indexed'    | Polygon.of(PolygonSpec.Probe.make(new Random(44), 'star', 200)[0], PolygonSpec.Probe.make(new Random(44), 'star', 200)[1]) | shape.vertices()
    }

    def "the count form tests only the first count points and leaves the rest of out alone"() {
        given:
        def circle = Circle.of(0, 0, 5)
        double[] xs = [0, 3, 10, 0, 0]
        double[] ys = [0, 4, 0, 0, 0]
        boolean[] out = [false, false, true, true, true] as boolean[]

        when:
        int hits = circle.containsAll(xs, ys, 3, out)

        then:
        hits == 2
        out as List == [true, true, false, true, true]
    }

    def "the bit set form overwrites whole words, clears the bits past the last point and leaves later words alone"() {
        given: "70 points, all inside but the ones at index 1 and 65"
        def rect = Rect.of(0, 0, 10, 10)
        double[] xs = new double[70]
        double[] ys = new double[70]
        xs[1] = 11
        xs[65] = -1
        long[] bits = [-1L, -1L, -1L] as long[]

        when:
        int hits = rect.containsAll(xs, ys, bits)

        then:
        hits == 68
        bits[0] == ~(1L << 1)
        bits[1] == (0b111111L & ~(1L << 1))   // points 64..69, point 65 outside, bits 6..63 cleared
        bits[2] == -1L
        BitSet.valueOf(bits).get(64) && !BitSet.valueOf(bits).get(65)
    }

    def "no points: nothing is written and nothing counted"() {
        given:
        boolean[] out = [true] as boolean[]
        long[] bits = [7L] as long[]

        expect:
        Fan.of(0, 0, 0, 90, 10).containsAll(new double[0], new double[0], out) == 0
        Fan.of(0, 0, 0, 90, 10).containsAll(new double[0], new double[0], bits) == 0
        out[0]
        bits[0] == 7L
    }

    def "a shape from elsewhere gets the batch test from its contains"() {
        given: "a shape that holds the points with x > y"
        Shape diagonal = new OverlapsSpec.AlienShape() {
            @Override
            boolean contains(double x, double y) { x > y }
        }
        boolean[] out = new boolean[3]

        expect:
        diagonal.containsAll([2, 0, 5] as double[], [1, 1, 5] as double[], out) == 1
        out as List == [true, false, false]
    }

    def "a #what coordinate at index 2 is an error naming the array and the index, for #shape"() {
        given:
        double[] xs = [0, 1, 2, 3]
        double[] ys = [0, 1, 2, 3]
        (array == "xs" ? xs : ys)[2] = value

        when:
        shape.containsAll(xs, ys, new boolean[4])

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$label: query point ${array}[2] must be a finite number but was $value"

        when: "the bit set form says the same"
        shape.containsAll(xs, ys, new long[1])

        then:
        def e2 = thrown(IllegalArgumentException)
        e2.message == e.message

        where:
        shape                                       | label                  | array | what       | value
        Rect.of(0, 0, 1, 1)                         | "rect"                 | "xs"  | "NaN"      | Double.NaN
        Circle.of(0, 0, 1).named("pickup")          | "circle 'pickup'"      | "ys"  | "infinite" | Double.POSITIVE_INFINITY
        RotatedRect.of(0, 0, 2, 1, 30)              | "rotatedRect"          | "ys"  | "NaN"      | Double.NaN
        RotatedRect.of(0, 0, 2, 1, 90)              | "rotatedRect"          | "xs"  | "infinite" | Double.NEGATIVE_INFINITY
        Fan.of(0, 0, 0, 90, 5).named("guard")       | "fan 'guard'"          | "xs"  | "NaN"      | Double.NaN
        Fan.of(0, 0, 0, 360, 5)                     | "fan"                  | "ys"  | "NaN"      | Double.NaN
        Segment.of(0, 0, 1, 1).named("wire")        | "segment 'wire'"       | "xs"  | "infinite" | Double.POSITIVE_INFINITY
        Polyline.of([0, 1] as double[], [0, 1] as double[]) | "polyline"     | "ys"  | "NaN"      | Double.NaN
        PolygonSpec.polygon((0..40).collect { [it, it % 2] }) | "polygon"    | "xs"  | "NaN"      | Double.NaN
    }

    def "#problem is refused: #message"() {
        when:
        call(Circle.of(0, 0, 1))

        then:
        def e = thrown(type)
        e.message == message

        where:
        problem               | type                     | call                                                                                      || message
        "xs null"             | NullPointerException     | { Shape s -> s.containsAll(null, new double[1], new boolean[1]) }                        || "circle: xs must not be null"
        "ys null"             | NullPointerException     | { Shape s -> s.containsAll(new double[1], null, new long[1]) }                           || "circle: ys must not be null"
        "out null"            | NullPointerException     | { Shape s -> s.containsAll(new double[1], new double[1], (boolean[]) null) }             || "circle: out must not be null"
        "bits null"           | NullPointerException     | { Shape s -> s.containsAll(new double[1], new double[1], (long[]) null) }                || "circle: bits must not be null"
        "ys shorter than xs"  | IllegalArgumentException | { Shape s -> s.containsAll(new double[5], new double[4], new boolean[5]) }               || "circle: xs and ys must have the same length but xs.length was 5 and ys.length was 4"
        "out too short"       | IllegalArgumentException | { Shape s -> s.containsAll(new double[5], new double[5], new boolean[3]) }               || "circle: out must hold at least 5 answers but out.length was 3"
        "bits too short"      | IllegalArgumentException | { Shape s -> s.containsAll(new double[65], new double[65], new long[1]) }                || "circle: bits must hold at least 2 words for 65 points but bits.length was 1"
        "a negative count"    | IllegalArgumentException | { Shape s -> s.containsAll(new double[5], new double[5], -1, new boolean[5]) }           || "circle: count must be >= 0 and <= xs.length (5) and ys.length (5) but was -1"
        "a count past ys"     | IllegalArgumentException | { Shape s -> s.containsAll(new double[5], new double[4], 5, new long[1]) }               || "circle: count must be >= 0 and <= xs.length (5) and ys.length (4) but was 5"
    }
}
