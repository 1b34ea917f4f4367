package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * The fast paths of contains decide in doubles with one tolerance per shape (prepared once, not
 * computed per point) and leave everything closer to an edge to exact arithmetic. These specs
 * aim at the corners of that argument: points far out on the line of an edge or a ray (where
 * one margin is about 0 and the other is huge), points within a few ulps of an edge at sizes
 * from 1e-300 to 1e300, subnormal sizes, offsets that overflow, and bad coordinates on every
 * path. Every answer is checked against an exact BigDecimal reference, and the batch tests
 * against contains.
 */
class FastPathSpec extends Specification {

    static final long SEED = 0x5EED_FA57L

    def "#kind: contains agrees with the exact reference on points near edges and far out along their lines, at every scale (seeded, #n shapes)"() {
        given:
        def rnd = new Random(SEED + kind.hashCode())

        when:
        def tally = new Tally()
        Samples.of(n).times { probe(kind, rnd, tally) }

        then:
        tally.failures.take(10) == []
        tally.inside > Samples.of(n)
        tally.outside > Samples.of(n)

        where:
        kind           | n
        'rotatedRect'  | 1500
        'fan'          | 1500
        'reflexFan'    | 800
        'circle'       | 800
        'capsule'      | 1200
        'ellipse'      | 1200
    }

    /**
     * The other half of the fast path's promise: it answers what doubles can decide, and leaves
     * to exact arithmetic only the points near an edge and shapes outside its range. Points drawn
     * at random around a shape are almost never within the fast path's tolerance (about 1e-15 of
     * its size) of an edge, so nearly all must be decided; a shape outside the range decides none.
     */
    def "#label: the fast path decides #share of random points around it"() {
        given: 'the shape is made here, not in the table, so that mutation testing sees it made by this test'
        Shape shape = make()
        def rnd = new Random(SEED + shape.toString().hashCode())
        def b = shape.bounds()
        double w = Math.max(b.right() - b.left(), 1e-300)
        double h = Math.max(b.bottom() - b.top(), 1e-300)
        int n = 2000
        int decided = 0
        int agree = 0

        when:
        n.times {
            double x = b.left() + (rnd.nextDouble() * 3 - 1) * w
            double y = b.top() + (rnd.nextDouble() * 3 - 1) * h
            long bit = shape.fastBit(x, y)
            if (bit != PreparedShape.UNDECIDED) {
                decided++
                if ((bit == 1L) == shape.slowContains(x, y)) {
                    agree++
                }
            }
        }

        then: 'what it decides is the exact answer'
        agree == decided

        and:
        fast ? decided >= n * 0.99 : decided == 0

        where:
        fast  | make
        true  | { -> Rect.of(1, 2, 30, 40) }
        true  | { -> Rect.of(1e10, -2e10, 3e9, 4e9) }
        true  | { -> RotatedRect.of(5, 5, 30, 10, 33) }
        true  | { -> Circle.of(1e-10, 0, 3e-10) }
        true  | { -> Fan.of(0, 0, 30, 60, 100) }
        true  | { -> Fan.of(0, 0, 30, 250, 100) }
        true  | { -> Segment.of(0, 0, 10, 7) }
        true  | { -> Segment.of(-1e12, 3e11, 7e12, 1e12) }
        true  | { -> Polyline.of([0, 10, 10, 25] as double[], [0, 3, 12, 0] as double[]) }
        true  | { -> Polygon.of([0, 10, 4, 12, -3] as double[], [0, 2, 8, 14, 9] as double[]) }
        true  | { -> Ellipse.of(0, 0, 40, 10, 0) }
        true  | { -> Ellipse.of(0, 0, 40, 10, 25) }
        // the capsule's fast range: 2^-400 <= r <= 2^400, and no longer than 2^40 radii
        true  | { -> Capsule.of(0, 0, 30, 40, 7) }
        true  | { -> Capsule.of(0, 0, Math.scalb(3d, 40), Math.scalb(4d, 40), 5) }
        false | { -> Capsule.of(0, 0, Math.nextUp(Math.scalb(3d, 40)), Math.scalb(4d, 40), 5) }
        true  | { -> Capsule.of(0, 0, Math.scalb(1d, -400), 0, Math.scalb(1d, -400)) }
        false | { -> Capsule.of(0, 0, Math.scalb(1d, -400), 0, Math.nextDown(Math.scalb(1d, -400))) }
        true  | { -> Capsule.of(0, 0, Math.scalb(1d, 400), 0, Math.scalb(1d, 400)) }
        false | { -> Capsule.of(0, 0, Math.scalb(1d, 400), 0, Math.nextUp(Math.scalb(1d, 400))) }
        false | { -> Capsule.of(0, 0, 10, 0, 0) }
        // the ellipse's: sizes in [2^-1000, 2^1000], and turned, no longer than 2^40 times as wide
        true  | { -> Ellipse.of(0, 0, Math.scalb(1d, -1000), Math.scalb(3d, -1000), 25) }
        false | { -> Ellipse.of(0, 0, Math.nextDown(Math.scalb(1d, -1000)), Math.scalb(3d, -1000), 25) }
        true  | { -> Ellipse.of(0, 0, Math.scalb(1d, 1000), Math.scalb(1d, 999), 25) }
        false | { -> Ellipse.of(0, 0, Math.nextUp(Math.scalb(1d, 1000)), Math.scalb(1d, 999), 25) }
        true  | { -> Ellipse.of(0, 0, Math.scalb(1d, 40), 1, 25) }
        false | { -> Ellipse.of(0, 0, Math.nextUp(Math.scalb(1d, 40)), 1, 25) }
        true  | { -> Ellipse.of(0, 0, Math.scalb(1d, 60), 1, 90) }
        false | { -> Ellipse.of(0, 0, 10, 0, 25) }
        label = make().toString()
        share = fast ? 'nearly all' : 'none'
    }

    @CompileStatic
    static void probe(String kind, Random rnd, Tally tally) {
        // sizes from 1e-300 to 1e300, subnormal now and then; centres up to 1e6 sizes away
        double scale = rnd.nextInt(10) == 0 ? Double.MIN_VALUE * (1 + rnd.nextInt(1000)) : Math.pow(10, rnd.nextInt(601) - 300)
        double cx = (rnd.nextDouble() * 2 - 1) * scale * Math.pow(10, rnd.nextInt(7))
        double cy = (rnd.nextDouble() * 2 - 1) * scale * Math.pow(10, rnd.nextInt(7))
        double angle = rnd.nextInt(4) == 0 ? 30 : rnd.nextDouble() * 720 - 360
        Shape shape
        List<double[]> anchors = []
        switch (kind) {
            case 'rotatedRect':
                double w = (0.1 + rnd.nextDouble()) * scale
                double h = (0.1 + rnd.nextDouble()) * scale
                def r = RotatedRect.of(cx, cy, w, h, angle)
                shape = r
                double c = r.cos()
                double s = r.sin()
                // on an edge, and far out on the line of that edge (t = 1 .. 1e12 half-widths)
                double t = Math.pow(10, rnd.nextInt(13))
                for (double[] uv : [[w / 2, (rnd.nextDouble() * 2 - 1) * h / 2], [(rnd.nextDouble() * 2 - 1) * w / 2, -h / 2],
                                    [w / 2, h / 2 * t], [w / 2 * t, -h / 2], [-w / 2 * t, h / 2 * (rnd.nextDouble() * 2 - 1)]]) {
                    anchors << ([cx + c * uv[0] - s * uv[1], cy + s * uv[0] + c * uv[1]] as double[])
                }
                break
            case 'fan':
            case 'reflexFan':
                double len = (0.1 + rnd.nextDouble()) * scale
                double range = kind == 'fan' ? rnd.nextDouble() * 179 + 0.5 : 180.5 + rnd.nextDouble() * 179
                def f = Fan.of(cx, cy, angle, range, len)
                shape = f
                double t = Math.pow(10, rnd.nextInt(13))
                for (double along : [len * rnd.nextDouble(), len, len * (1 + t)]) {
                    anchors << ([cx + f.firstRayX() * along, cy + f.firstRayY() * along] as double[])
                    anchors << ([cx + f.lastRayX() * along, cy + f.lastRayY() * along] as double[])
                }
                // on the rim, between the rays
                double mid = Math.toRadians(angle)
                anchors << ([cx + Math.cos(mid) * len, cy + Math.sin(mid) * len] as double[])
                break
            case 'capsule':
                // lengths from 0 to 1e12 radii: the fast test covers up to 2^40 radii
                double rad = (0.1 + rnd.nextDouble()) * scale
                double capLen = rnd.nextInt(8) == 0 ? 0d : rad * Math.pow(10, rnd.nextInt(13)) * (0.5d + rnd.nextDouble())
                if (!Double.isFinite(cx + capLen) || !Double.isFinite(cx - capLen)) {
                    capLen = rad   // near the largest doubles the far end would not be a number
                }
                double ux = Math.cos(Math.toRadians(angle))
                double uy = Math.sin(Math.toRadians(angle))
                double x2 = cx + ux * capLen
                double y2 = cy + uy * capLen
                def k = Capsule.of(cx, cy, x2, y2, rad)
                shape = k
                double along = rnd.nextDouble()
                double turn = rnd.nextDouble() * 2 * Math.PI
                anchors << ([cx + ux * capLen * along - uy * rad, cy + uy * capLen * along + ux * rad] as double[])   // on a side
                anchors << ([x2 + Math.cos(turn) * rad, y2 + Math.sin(turn) * rad] as double[])                // on an end's rim
                anchors << ([cx - Math.cos(turn) * rad, cy - Math.sin(turn) * rad] as double[])
                anchors << ([x2 + ux * capLen * along * 1000d + uy * rad, y2 + uy * capLen * along * 1000d - ux * rad] as double[])  // far out beside the line
                break
            case 'ellipse':
                // aspects from 1 to 1e12: turned, the fast test covers up to 2^40
                double ew = (0.1d + rnd.nextDouble()) * scale
                double eh = ew * Math.pow(10, rnd.nextInt(13)) * (0.5d + rnd.nextDouble())
                if (!Double.isFinite(eh) || !Double.isFinite(cx + eh) || !Double.isFinite(cx - eh)) {
                    eh = ew
                }
                def e = Ellipse.of(cx, cy, ew, eh, angle)
                shape = e
                double ec = Math.cos(Math.toRadians(angle))
                double es = Math.sin(Math.toRadians(angle))
                for (int k = 0; k < 3; k++) {
                    double th = rnd.nextDouble() * 2 * Math.PI
                    double u = ew / 2 * Math.cos(th)
                    double v = eh / 2 * Math.sin(th)
                    anchors << ([cx + ec * u - es * v, cy + es * u + ec * v] as double[])   // on the rim, rounded
                }
                break
            default:
                double r = (0.1 + rnd.nextDouble()) * scale
                shape = Circle.of(cx, cy, r)
                double a = rnd.nextDouble() * 2 * Math.PI
                anchors << ([cx + Math.cos(a) * r, cy + Math.sin(a) * r] as double[])
                anchors << ([cx + Math.cos(a) * r * 1e6, cy + Math.sin(a) * r * 1e6] as double[])
        }
        List<double[]> pts = []
        for (double[] p : anchors) {
            for (int i = -2; i <= 2; i++) {
                for (int j = -2; j <= 2; j++) {
                    double x = p[0] + i * Math.ulp(p[0])
                    double y = p[1] + j * Math.ulp(p[1])
                    if (Double.isFinite(x) && Double.isFinite(y)) {   // far out at 1e300 may pass the largest double
                        pts << ([x, y] as double[])
                    }
                }
            }
        }
        double[] xs = new double[pts.size()]
        double[] ys = new double[pts.size()]
        for (int i = 0; i < pts.size(); i++) {
            xs[i] = pts[i][0]
            ys[i] = pts[i][1]
        }
        boolean[] out = new boolean[xs.length]
        long[] bits = new long[(xs.length + 63) >>> 6]
        shape.containsAll(xs, ys, out)
        shape.containsAll(xs, ys, bits)
        for (int i = 0; i < xs.length; i++) {
            boolean want = exactlyInside(shape, xs[i], ys[i])
            boolean got = shape.contains(xs[i], ys[i])
            boolean bit = ((bits[i >>> 6] >>> (i & 63)) & 1L) != 0
            tally.count(want)
            if (got != want || out[i] != want || bit != want) {
                tally.failures << "$shape at (${xs[i]}, ${ys[i]}): exact $want, contains $got, batch ${out[i]}, bits $bit".toString()
            }
        }
    }

    /** The reference: the shape's predicate evaluated exactly on the doubles it holds. */
    @CompileStatic
    static boolean exactlyInside(Shape shape, double x, double y) {
        if (shape instanceof RotatedRect) {
            RotatedRect r = (RotatedRect) shape
            BigDecimal dx = Exact.diff(x, r.centerX())
            BigDecimal dy = Exact.diff(y, r.centerY())
            return Exact.withinHalf(r.cos(), r.sin(), dx, dy, r.width()) && Exact.withinHalf(-r.sin(), r.cos(), dx, dy, r.height())
        }
        if (shape instanceof Fan) {
            Fan f = (Fan) shape
            if (Exact.compareDistance(x, y, f.apexX(), f.apexY(), f.len()) > 0) {
                return false
            }
            BigDecimal dx = Exact.diff(x, f.apexX())
            BigDecimal dy = Exact.diff(y, f.apexY())
            if (dx.signum() == 0 && dy.signum() == 0) {
                return true
            }
            int ca = Exact.crossSign(f.firstRayX(), f.firstRayY(), dx, dy)
            int cb = Exact.crossSign(f.lastRayX(), f.lastRayY(), dx, dy)
            return f.rangeDegrees() > 180 ? (ca >= 0 || cb <= 0)
                    : (ca >= 0 && cb <= 0 && (f.rangeDegrees() == 180 || Exact.dotSign(f.dirX(), f.dirY(), dx, dy) >= 0))
        }
        if (shape instanceof Ellipse) {
            return ((Ellipse) shape).slowContains(x, y)   // exact against its rounded cosine and sine (§20)
        }
        if (shape instanceof Capsule) {
            Capsule k = (Capsule) shape
            return Capsule.exactlyInside(x, y, k.x1(), k.y1(), k.x2(), k.y2(), k.r())
        }
        Circle c = (Circle) shape
        return Exact.compareDistance(x, y, c.centerX(), c.centerY(), c.r()) <= 0
    }

    def "an offset that overflows (x - centre beyond every double) is far outside, not an error: #shape at (#x, #y)"() {
        expect:
        !shape.contains(x, y)
        shape.containsAll([x] as double[], [y] as double[], new boolean[1]) == 0

        where:
        shape                                         | x       | y
        RotatedRect.of(-1e308, 0, 10, 10, 30)         | 1e308   | 0
        RotatedRect.of(0, -1e308, 10, 10, 30)         | 0       | 1e308
        RotatedRect.of(-1e308, -1e308, 1e300, 1, 30)  | 1e308   | 1e308
        Fan.of(-1e308, 0, 0, 90, 10)                  | 1e308   | 0
        Fan.of(0, 0, 0, 270, 10)                      | -1e200  | 1e200
        Circle.of(-1e308, 0, 10)                      | 1e308   | 0
    }

    def "a rectangle too large for the fast bound is answered exactly: #what"() {
        given: 'w/2 + h/2 times 4 overflows, so every point goes to exact arithmetic'
        def r = RotatedRect.of(0, 0, Double.MAX_VALUE, Double.MAX_VALUE, 30)

        expect:
        r.contains(x, y) == exactlyInside(r, x, y)
        r.contains(x, y) == inside

        where:
        what                          | x                       | y  || inside
        'the centre'                  | 0                       | 0  || true
        'a point 1e307 out along x'   | 1e307                   | 0  || true
        'the largest double along x'  | Double.MAX_VALUE        | 0  || false
    }

    def "an edge at 0 holds the points at -0.0 and 0.0 alike: #rect, (#x, #y) is inside"() {
        expect: 'Rect reads its four comparisons off the signs of differences, where -0.0 would read as negative'
        rect.contains(x, y)
        RotatedRect.of(rect.centerX(), rect.centerY(), rect.width(), rect.height(), 180).contains(x, y)

        where:
        rect                            | x     | y
        Rect.of(0, 0, 1, 1)             | -0.0d | -0.0d
        Rect.of(0, 0, 1, 1)             | 0.0d  | 0.0d
        Rect.ofEdges(-0.0d, -0.0d, 1, 1) | 0.0d | 0.0d
        Rect.ofEdges(-0.0d, -0.0d, 1, 1) | -0.0d | -0.0d
        Rect.ofEdges(-1, -1, 0, 0)      | 0.0d  | 0.0d
        Rect.ofEdges(-1, -1, 0, 0)      | -0.0d | -0.0d
        Rect.ofEdges(-1, -1, -0.0d, -0.0d) | 0.0d | 0.0d
        Rect.ofEdges(0, 0, 0, 0)        | -0.0d | 0.0d
        Rect.ofEdges(-0.0d, -0.0d, -0.0d, -0.0d) | 0.0d | -0.0d
    }

    def "#shape refuses a query point with #coord #value on every path: #message"() {
        when:
        shape.contains(x, y)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        shape                                           | x                        | y
        RotatedRect.of(0, 0, 4, 2, 30)                  | Double.NaN               | 0
        RotatedRect.of(0, 0, 4, 2, 30)                  | 0                        | Double.POSITIVE_INFINITY
        RotatedRect.of(0, 0, 4, 2, 30)                  | Double.NEGATIVE_INFINITY | Double.POSITIVE_INFINITY
        RotatedRect.of(0, 0, 4, 2, 90)                  | Double.POSITIVE_INFINITY | 0
        RotatedRect.of(0, 0, 0, 2, 30)                  | 0                        | Double.NaN
        RotatedRect.of(0, 0, Double.MAX_VALUE, 2, 30)   | Double.NaN               | 0
        Fan.of(0, 0, 30, 60, 10)                        | Double.POSITIVE_INFINITY | 0
        Fan.of(0, 0, 30, 60, 10)                        | 0                        | Double.NaN
        Fan.of(0, 0, 30, 270, 10).named('guard')        | 0                        | Double.NEGATIVE_INFINITY
        Fan.of(0, 0, 30, 360, 10)                       | Double.NaN               | 0
        Fan.of(0, 0, 30, 0, 10)                         | Double.NaN               | 0
        Fan.of(0, 0, 30, 60, 1e300)                     | 0                        | Double.POSITIVE_INFINITY
        Circle.of(0, 0, 10)                             | Double.NEGATIVE_INFINITY | 0
        Circle.of(0, 0, 1e300).named('blast')           | 0                        | Double.NaN
        Circle.of(0, 0, 0)                              | Double.NaN               | Double.NaN
        coord = Double.isFinite(x) ? 'y' : 'x'
        value = Double.isFinite(x) ? y : x
        message = "${Require.label(shape)}: query point $coord must be a finite number but was $value".toString()
    }

    def "a batch names the first bad coordinate by its index, past points at an edge that took the exact path: #shape"() {
        given: '200 points, a point on or within an ulp of an edge (answered exactly) at 5 and 90, NaN at 130 and infinity at 150'
        double[] xs = new double[200]
        double[] ys = new double[200]
        xs[5] = edge[0]
        ys[5] = edge[1]
        xs[90] = edge[0]
        ys[90] = edge[1]
        ys[130] = Double.NaN
        xs[150] = Double.POSITIVE_INFINITY

        when:
        shape.containsAll(xs, ys, new boolean[200])

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "${Require.label(shape)}: query point ys[130] must be a finite number but was NaN"

        when:
        shape.containsAll(xs, ys, new long[4])

        then:
        def e2 = thrown(IllegalArgumentException)
        e2.message == e.message

        when: 'without the bad points, the edge points get the scalar answer and are counted'
        ys[130] = 0
        xs[150] = 0
        boolean[] out = new boolean[200]
        long[] bits = new long[4]

        then:
        shape.containsAll(xs, ys, out) == (0..<200).count { shape.contains(xs[it], ys[it]) }
        out[5] == inside && out[90] == inside
        shape.containsAll(xs, ys, bits) == (0..<200).count { shape.contains(xs[it], ys[it]) }
        (bits[0] >>> 5 & 1L) == (inside ? 1L : 0L) && (bits[1] >>> 26 & 1L) == (inside ? 1L : 0L)

        where:
        shape                              | edge                                   || inside
        Rect.of(0, 0, 3, 3)                | [3d, 3d]                               || true
        RotatedRect.of(0, 0, 4, 2, 90)     | [1d, 2d]                               || true
        RotatedRect.of(0, 0, 4, 2, 30)     | [Math.sqrt(3) - 0.5, 1 + Math.sqrt(3) / 2] || false  // the corner in doubles: just outside
        Fan.of(0, 0, 0, 90, 5)             | [5d, 0d]                               || true
        Fan.of(0, 0, 0, 270, 5)            | [3d, 4d]                               || true
        Circle.of(0, 0, 5)                 | [3d, 4d]                               || true
    }

    @CompileStatic
    static class Tally {
        int inside
        int outside
        List<String> failures = []

        void count(boolean in) {
            if (in) {
                inside++
            } else {
                outside++
            }
        }
    }
}
