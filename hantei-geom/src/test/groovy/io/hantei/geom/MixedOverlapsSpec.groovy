package io.hantei.geom

import spock.lang.Specification

/**
 * Overlaps of the shapes of issue 14 (segment, polyline, polygon, capsule, ellipse) with every
 * shape, old and new (docs/geometry.md §13): exact where both are straight-edged, and for the
 * curved pairs right whenever the gap or the penetration is wider than 1e-9 of the shapes' size.
 */
class MixedOverlapsSpec extends Specification {

    static final double U = Math.ulp(5d)   // the ulp of the coordinates near 5
    static final double GAP = 1e-6         // well past the curved pairs' tolerance, for sizes near 10

    static Segment seg(double x1, double y1, double x2, double y2) { Segment.of(x1, y1, x2, y2) }

    static Polygon square(double x, double y, double size) {
        Polygon.of([x, x + size, x + size, x] as double[], [y, y, y + size, y + size] as double[])
    }

    /** A 10 x 10 square with a 6 x 6 hole, traced as one outline with a doubled seam. */
    static Polygon ring() {
        Polygon.of([0, 10, 10, 0, 0, 2, 2, 8, 8, 2, 2, 0] as double[],
                [0, 0, 10, 10, 0, 0, 2, 2, 8, 8, 2, 0] as double[])
    }

    /** An L-shaped room: concave, its inner corner at (5, 5). */
    static Polygon room() {
        Polygon.of([0, 10, 10, 5, 5, 0] as double[], [0, 0, 5, 5, 10, 10] as double[])
    }

    def "straight pairs, exactly: #what"() {
        expect:
        a.overlaps(b) == expected
        b.overlaps(a) == expected
        Overlaps.test(a, b) == expected

        where:
        what                                                   | a                                  | b                    || expected
        'a rect sharing an edge with a polygon'                | Rect.of(10, 0, 5, 5)               | square(0, 0, 10)     || true
        'a rect an ulp right of the polygon'                   | Rect.of(10 + 2 * U, 0, 5, 5)       | square(0, 0, 10)     || false
        'a rect inside a polygon'                              | Rect.of(2, 2, 1, 1)                | square(0, 0, 10)     || true
        'a polygon inside a rect'                              | square(2, 2, 1)                    | Rect.of(0, 0, 10, 10) || true
        'a rect in a ring\'s hole'                             | Rect.of(3, 3, 4, 4)                | ring()               || false
        'a rect in the notch of an L-shaped room'              | Rect.of(6, 6, 3, 3)                | room()               || false
        'a rect touching the room\'s inner corner'             | Rect.of(5, 5, 3, 3)                | room()               || true
        'a zero-size rect on a segment'                        | Rect.of(3, 3, 0, 0)                | seg(0, 0, 10, 10)    || true
        'a zero-size rect an ulp off the segment'              | Rect.of(3, Math.nextUp(3d), 0, 0)  | seg(0, 0, 10, 10)    || false
        'a segment through a rect, no vertex inside'           | seg(-1, 5, 11, 5)                  | Rect.of(0, 0, 10, 10) || true
        'a polyline around a rect, not closed'                 | Polyline.of([-1, 11, 11, -1] as double[], [-1, -1, 11, 11] as double[]) | Rect.of(0, 0, 10, 10) || false
        // 0.1 + 0.2 is 0.3000000000000000166…: between the doubles 0.3 and 0.30000000000000004
        'a segment at x = 0.3, inside a rect ending at 0.1 + 0.2' | seg(0.3, -1, 0.3, 2)            | Rect.of(0.1, 0, 0.2, 1) || true
        'a segment at the next double, past its true edge'     | seg(0.30000000000000004, -1, 0.30000000000000004, 2) | Rect.of(0.1, 0, 0.2, 1) || false
        'a rect turned by 90° is its box'                      | RotatedRect.of(12, 5, 10, 4, 90)   | square(0, 0, 10)     || true
        'a rect turned by 90°, an ulp off'                     | RotatedRect.of(12 + 2 * U, 5, 10, 4, 90) | square(0, 0, 10) || false
        'a rect turned by 30° across a segment'                | RotatedRect.of(5, 5, 4, 2, 30)     | seg(0, 5, 10, 5)     || true
        'a rect turned by 30° in a ring\'s hole'               | RotatedRect.of(5, 5, 2, 2, 30)     | ring()               || false
        // a triangle touching the rect from outside with one vertex, on each side: every edge's box
        // only touches the rect's, which the index of edges must not pass over
        'a triangle touching the left edge with a vertex'      | Rect.of(0, 0, 10, 10)              | Polygon.of([-5, 0, -5] as double[], [2, 5, 8] as double[]) || true
        'a triangle touching the right edge with a vertex'     | Rect.of(0, 0, 10, 10)              | Polygon.of([15, 10, 15] as double[], [2, 5, 8] as double[]) || true
        'a triangle touching the top edge with a vertex'       | Rect.of(0, 0, 10, 10)              | Polygon.of([2, 5, 8] as double[], [-5, 0, -5] as double[]) || true
        'a triangle touching the bottom edge with a vertex'    | Rect.of(0, 0, 10, 10)              | Polygon.of([2, 5, 8] as double[], [15, 10, 15] as double[]) || true
        'a triangle an ulp left of the left edge'              | Rect.of(0, 0, 10, 10)              | Polygon.of([-5, -Double.MIN_VALUE, -5] as double[], [2, 5, 8] as double[]) || false
        'a polyline touching the bottom edge with its end'     | Rect.of(0, 0, 10, 10)              | Polyline.of([5, 5, 9] as double[], [10, 20, 20] as double[]) || true
    }

    def "discs and capsules against straight edges, exactly: #what"() {
        expect:
        a.overlaps(b) == expected
        b.overlaps(a) == expected

        where:
        what                                                   | a                                  | b                    || expected
        'a disc tangent to a segment'                          | Circle.of(0, 0, 5)                 | seg(-10, 5, 10, 5)   || true
        'a disc an ulp short of the segment'                   | Circle.of(0, 0, 5)                 | seg(-10, 5 + U, 10, 5 + U) || false
        'a disc reaching a segment\'s end'                     | Circle.of(0, 0, 5)                 | seg(3, 4, 9, 9)      || true
        'a disc inside a polygon'                              | Circle.of(5, 5, 1)                 | square(0, 0, 10)     || true
        'a disc in a ring\'s hole'                             | Circle.of(5, 5, 2)                 | ring()               || false
        'a disc in a ring\'s hole, touching its inner edge'    | Circle.of(5, 5, 3)                 | ring()               || true
        'a capsule lying on a polygon\'s edge'                 | Capsule.of(0, 0, 10, 0, 2)         | square(2, 2, 5)      || true
        'a capsule an ulp short of it'                         | Capsule.of(0, 0, 10, 0, 2)         | square(2, 2 + 2 * Math.ulp(2d), 5) || false
        'a capsule crossing a segment, no end near it'         | Capsule.of(0, 0, 10, 10, 0)        | seg(0, 10, 10, 0)    || true
        'a capsule with its cap touching a polyline\'s bend'   | Capsule.of(0, 0, 0, 10, 3)         | Polyline.of([3, 6, 9] as double[], [12, 10, 12] as double[]) || false
        'a capsule\'s cap reaching a polyline\'s vertex'       | Capsule.of(0, 0, 0, 10, 5)         | Polyline.of([3, 6, 9] as double[], [14, 10, 14] as double[]) || true
        'a capsule inside a polygon'                           | Capsule.of(3, 3, 7, 7, 1)          | square(0, 0, 10)     || true
        'a capsule in a ring\'s hole'                          | Capsule.of(4, 4, 6, 6, 1)          | ring()               || false
        'a disc capsule at distance 5 from a rect\'s corner'   | Capsule.of(0, 0, 0, 0, 5)          | Rect.of(3, 4, 2, 2)  || true
        'the same, the rect an ulp farther'                    | Capsule.of(0, 0, 0, 0, 5)          | Rect.of(3, 4 + Math.ulp(4d), 2, 2) || false
        'a capsule along a rect\'s side, touching it'          | Capsule.of(-5, 12, 15, 12, 2)      | Rect.of(0, 0, 10, 10) || true
        'a capsule crossing a turned rect'                     | Capsule.of(0, 5, 10, 5, 0.5)       | RotatedRect.of(5, 5, 1, 8, 30) || true
        'a capsule and a disc, touching'                       | Capsule.of(0, 0, 10, 0, 2)         | Circle.of(5, 5, 3)   || true
        'a capsule and a disc, an ulp apart'                   | Capsule.of(0, 0, 10, 0, 2)         | Circle.of(5, 5 + U, 3) || false
        'two capsules, parallel, touching'                     | Capsule.of(0, 0, 10, 0, 2)         | Capsule.of(5, 5, 15, 5, 3) || true
        'two capsules, crossing'                               | Capsule.of(0, 0, 10, 10, 1)        | Capsule.of(0, 10, 10, 0, 1) || true
        'two capsules, end to end an ulp apart'                | Capsule.of(0, 0, 4, 0, 1)          | Capsule.of(6 + U, 0, 9, 0, 1) || false
    }

    def "curved pairs, told apart at a gap of 1e-6: #what"() {
        expect:
        a.overlaps(b) == expected
        b.overlaps(a) == expected

        where:
        what                                                   | a                                   | b                    || expected
        'an ellipse touching a rect'                           | Ellipse.of(0, 0, 10, 4, 0)          | Rect.of(5, -1, 2, 2) || true
        'an ellipse just short of a rect'                      | Ellipse.of(0, 0, 10, 4, 0)          | Rect.of(5 + GAP, -1, 2, 2) || false
        'a turned ellipse touching a rect'                     | Ellipse.of(0, 0, 10, 4, 90)         | Rect.of(-1, 5, 2, 2) || true
        'a turned ellipse just short of a rect'                | Ellipse.of(0, 0, 10, 4, 90)         | Rect.of(-1, 5 + GAP, 2, 2) || false
        'an ellipse touching a disc'                           | Ellipse.of(0, 0, 10, 4, 0)          | Circle.of(8, 0, 3)   || true
        'an ellipse just short of a disc'                      | Ellipse.of(0, 0, 10, 4, 0)          | Circle.of(8 + GAP, 0, 3) || false
        'two ellipses touching'                                | Ellipse.of(0, 0, 10, 4, 0)          | Ellipse.of(0, 4, 6, 4, 0) || true
        'two ellipses just apart'                              | Ellipse.of(0, 0, 10, 4, 0)          | Ellipse.of(0, 4 + GAP, 6, 4, 0) || false
        'two crossing ellipses'                                | Ellipse.of(0, 0, 10, 2, 0)          | Ellipse.of(0, 0, 10, 2, 90) || true
        'an ellipse inside another'                            | Ellipse.of(0, 0, 2, 1, 30)          | Ellipse.of(0, 0, 10, 8, 0) || true
        'an ellipse inside a polygon'                          | Ellipse.of(5, 5, 4, 2, 30)          | square(0, 0, 10)     || true
        'a polygon inside an ellipse'                          | square(-1, -1, 2)                   | Ellipse.of(0, 0, 10, 8, 0) || true
        'an ellipse in a ring\'s hole'                         | Ellipse.of(5, 5, 5, 3, 30)          | ring()               || false
        'an ellipse in the hole touching its inner edge'       | Ellipse.of(5, 5, 6, 2, 0)           | ring()               || true
        'an ellipse touching a segment'                        | Ellipse.of(0, 0, 10, 4, 0)          | seg(-10, 2, 10, 2)   || true
        'an ellipse just short of a segment'                   | Ellipse.of(0, 0, 10, 4, 0)          | seg(-10, 2 + GAP, 10, 2 + GAP) || false
        'a flat ellipse (a segment) across a segment'          | Ellipse.of(0, 0, 10, 0, 30)         | seg(0, -5, 0, 5)     || true
        'an ellipse touching a capsule'                        | Ellipse.of(0, 0, 10, 4, 0)          | Capsule.of(-5, 4, 5, 4, 2) || true
        'an ellipse just short of a capsule'                   | Ellipse.of(0, 0, 10, 4, 0)          | Capsule.of(-5, 4 + GAP, 5, 4 + GAP, 2) || false
        'an ellipse touching a fan\'s apex'                    | Ellipse.of(0, 0, 10, 4, 0)          | Fan.of(5, 0, 0, 60, 10) || true
        'an ellipse just short of a fan\'s apex'               | Ellipse.of(0, 0, 10, 4, 0)          | Fan.of(5 + GAP, 0, 0, 60, 10) || false
        'a fan reaching an ellipse with its tip'               | Ellipse.of(20, 0, 10, 4, 0)         | Fan.of(0, 0, 0, 60, 15) || true
        'a fan just short of an ellipse'                       | Ellipse.of(20, 0, 10, 4, 0)         | Fan.of(0, 0, 0, 60, 15 - GAP) || false
        'a fan wider than 180° seeing an ellipse beside it'    | Ellipse.of(0, -8, 4, 4, 0)          | Fan.of(0, 0, 0, 270, 9) || true
        'a fan of 90° not seeing an ellipse beside it'         | Ellipse.of(0, -8, 4, 4, 0)          | Fan.of(0, 0, 0, 90, 20) || false
        'a fan wider than 180° not seeing an ellipse behind'   | Ellipse.of(-10, 0, 4, 4, 0)         | Fan.of(0, 0, 0, 270, 20) || false
        'a fan with its apex inside a polygon'                 | Fan.of(5, 5, 0, 30, 1)              | square(0, 0, 10)     || true
        'a fan whose tip touches a polygon\'s edge'            | Fan.of(-5, 5, 0, 30, 5)             | square(0, 0, 10)     || true
        'a fan whose tip stops short of it'                    | Fan.of(-5, 5, 0, 30, 5 - GAP)       | square(0, 0, 10)     || false
        'a fan looking away from a polygon'                    | Fan.of(-1, 5, 180, 90, 20)          | square(0, 0, 10)     || false
        'a fan in a ring\'s hole'                              | Fan.of(5, 5, 0, 90, 2)              | ring()               || false
        'a fan in a ring\'s hole reaching its edge'            | Fan.of(5, 5, 0, 90, 3)              | ring()               || true
        'a fan past 180° seeing a wall behind'                 | Fan.of(0, 0, 0, 270, 5)             | seg(-3, -5, -3, 5)   || true
        'a fan of range 0 crossing a segment'                  | Fan.of(0, 0, 0, 0, 10)              | seg(5, -1, 5, 1)     || true
        'a fan of range 0 beside a segment'                    | Fan.of(0, 0, 0, 0, 10)              | seg(5, GAP, 5, 1)    || false
        'a fan and a capsule, touching'                        | Fan.of(0, 0, 0, 90, 10)             | Capsule.of(12, -5, 12, 5, 2) || true
        'a fan and a capsule, just apart'                      | Fan.of(0, 0, 0, 90, 10)             | Capsule.of(12 + GAP, -5, 12 + GAP, 5, 2) || false
        'a full fan and a polyline'                            | Fan.of(0, 0, 0, 360, 5)             | Polyline.of([5, 9] as double[], [0, 3] as double[]) || true
    }

    def "curved pairs far from the origin keep their precision: a gap of 1e-6 at 1e6"() {
        given:
        double o = 1e6

        expect:
        Ellipse.of(o, o, 10, 4, 0).overlaps(Rect.of(o + 5, o - 1, 2, 2))
        !Ellipse.of(o, o, 10, 4, 0).overlaps(Rect.of(o + 5 + GAP, o - 1, 2, 2))
        Fan.of(o - 5, o + 5, 0, 30, 5).overlaps(square(o, o, 10))
        !Fan.of(o - 5, o + 5, 0, 30, 5 - GAP).overlaps(square(o, o, 10))
    }

    def "segment against box: the fast test, where it decides, agrees with the exact one on #n seeded cases, touching ones included"() {
        given:
        def random = new Random(1401)
        int decided = 0
        List<String> wrong = []

        when:
        n.times {
            double cx = random.nextInt(20) + random.nextDouble()
            double cy = random.nextInt(20) + random.nextDouble()
            double w = 1 + random.nextInt(6) + (random.nextBoolean() ? 0 : random.nextDouble())
            double h = 1 + random.nextInt(6)
            Box box = random.nextBoolean() ? Rect.centered(cx, cy, w, h).box() : RotatedRect.of(cx, cy, w, h, random.nextInt(360)).box()
            double[][] c = box.corners()
            int k = random.nextInt(4)
            // ends on the grid, or one end on a corner (a touching case), or through a corner
            double ax = random.nextInt(4) == 0 ? c[0][k] : random.nextInt(30) - 5
            double ay = random.nextInt(4) == 0 ? c[1][k] : random.nextInt(30) - 5
            double bx = random.nextInt(30) - 5
            double by = random.nextInt(30) - 5
            int fast = Overlaps.fastSegmentBox(ax, ay, bx, by, box)
            boolean exact = Overlaps.exactSegmentBox(ax, ay, bx, by, box)
            if (fast != Fast.UNSURE) {
                decided++
                if ((fast == 1) != exact) {
                    wrong << "($ax, $ay)-($bx, $by) against $box: fast $fast, exact $exact"
                }
            }
        }

        then:
        wrong.isEmpty()
        decided > n * 0.8

        where:
        n = 20000
    }

    // ---- cross-check: each shape between an inner and an outer polygon ----

    static final int SIDES = 720

    /**
     * On many seeded pairs, overlaps agrees with an independent method: each shape is sandwiched
     * between straight-edged shapes (an inscribed and a circumscribed polygon for curves, the
     * corners rounded inwards and outwards for a turned rect, the shape itself when straight),
     * whose overlaps is the exact edge test. Where the inner shapes overlap, the shapes must;
     * where the outer ones do not, the shapes must not.
     */
    def "overlaps of every pair of kinds agrees with inner and outer polygons on #trials seeded pairs"() {
        given:
        def random = new Random(1414)
        int decided = 0
        int both = 0
        List<String> wrong = []

        when:
        trials.times {
            Shape a = randomShape(random, random.nextInt(KINDS))
            Shape b = randomShape(random, random.nextInt(KINDS))
            boolean answer = a.overlaps(b)
            if (answer != b.overlaps(a)) {
                wrong << "not symmetric: $a / $b"
            }
            boolean mustMeet = Overlaps.paths(inner(a), inner(b))
            boolean mayMeet = Overlaps.paths(outer(a), outer(b))
            if (mustMeet && !answer || !mayMeet && answer) {
                wrong << "$a / $b: $answer (inner polygons meet: $mustMeet, outer polygons meet: $mayMeet)"
            }
            if (mustMeet || !mayMeet) {
                decided++
            }
            if (mustMeet) {
                both++
            }
        }

        then:
        wrong.isEmpty()
        decided >= trials * 0.97     // the oracle leaves only pairs within its own slack undecided
        both >= trials * 0.2         // and the pairs are not mostly far apart
        both <= trials * 0.8

        where:
        trials = 6000
    }

    static final int KINDS = 10

    static Shape randomShape(Random r, int kind) {
        double x = 5 + r.nextInt(16)
        double y = 5 + r.nextInt(16)
        double w = 1 + r.nextInt(12)
        double h = r.nextInt(8) == 0 ? 0 : 1 + r.nextInt(12)
        double angle = r.nextInt(8) * 45 + (r.nextBoolean() ? 0 : r.nextInt(45))
        switch (kind) {
            case 0: return Rect.of(x, y, w, h)
            case 1: return RotatedRect.of(x, y, w, h, angle)
            case 2: return Circle.of(x, y, w / 2)
            case 3: return Fan.of(x, y, angle, [0, 30, 90, 180, 250, 360][r.nextInt(6)], w)
            case 4: return Segment.of(x, y, x + r.nextInt(21) - 10, y + r.nextInt(21) - 10)
            case 5: return ringAt(x, y, 4 + r.nextInt(10), 1 + r.nextInt(3))
            case 6: def s = randomStar(r, x, y, 3 + r.nextInt(8)); return Polygon.of(s[0], s[1])
            case 7: return Capsule.of(x, y, x + r.nextInt(21) - 10, y + r.nextInt(21) - 10, r.nextInt(4))
            case 8: return Ellipse.of(x, y, w, h, angle)
            default: def s = randomStar(r, x, y, 4 + r.nextInt(4)); return Polyline.of(s[0], s[1])
        }
    }

    /** A star-shaped outline around (x, y): concave, integer vertices, in either winding. */
    static double[][] randomStar(Random r, double x, double y, int n) {
        double[] xs = new double[n]
        double[] ys = new double[n]
        boolean reverse = r.nextBoolean()
        for (int i = 0; i < n; i++) {
            double t = 2 * Math.PI * (reverse ? n - i : i) / n
            double rad = 2 + r.nextInt(10)
            xs[i] = Math.rint(x + rad * Math.cos(t))
            ys[i] = Math.rint(y + rad * Math.sin(t))
        }
        [xs, ys] as double[][]
    }

    /** A square frame: a size x size square with a hole, its wall `wall` thick, traced with a seam. */
    static Polygon ringAt(double x, double y, double size, double wall) {
        double a = x + wall
        double b = x + size - wall
        double c = y + wall
        double d = y + size - wall
        Polygon.of([x, x + size, x + size, x, x, a, a, b, b, a, a, x] as double[],
                [y, y, y + size, y + size, y, y, c, c, d, d, c, y] as double[])
    }

    /** A straight-edged shape inside the given one. */
    static Shape inner(Shape s) { approximate(s, 1 - 1e-9, false) }

    /** A straight-edged shape around the given one. */
    static Shape outer(Shape s) { approximate(s, 1 + 1e-9, true) }

    static Shape approximate(Shape s, double grow, boolean around) {
        double arc = around ? 1 / Math.cos(Math.PI / SIDES) : 1
        switch (s) {
            case Segment: case Polyline: case Polygon:
                return s
            case Rect:
                Rect q = (Rect) s
                return scaled([q.left(), q.right(), q.right(), q.left()], [q.top(), q.top(), q.bottom(), q.bottom()],
                        q.centerX(), q.centerY(), grow)
            case RotatedRect:
                RotatedRect q = (RotatedRect) s
                return scaled(q.corners()*.x(), q.corners()*.y(), q.centerX(), q.centerY(), grow)
            case Circle:
                Circle c = (Circle) s
                return oval(c.centerX(), c.centerY(), c.r(), c.r(), 1, 0, grow * arc)
            case Ellipse:
                Ellipse e = (Ellipse) s
                return oval(e.centerX(), e.centerY(), e.width() / 2, e.height() / 2, e.cos(), e.sin(), grow * arc)
            case Capsule:
                Capsule k = (Capsule) s
                return k.r() == 0 ? Segment.of(k.x1(), k.y1(), k.x2(), k.y2()) : capsule(k, grow * arc)
            case Fan:
                return fan((Fan) s, grow, arc)
        }
        throw new IllegalArgumentException("no approximation for $s")
    }

    static Polygon scaled(List<Double> xs, List<Double> ys, double cx, double cy, double grow) {
        Polygon.of(xs.collect { cx + (it - cx) * grow } as double[], ys.collect { cy + (it - cy) * grow } as double[])
    }

    static Polygon oval(double cx, double cy, double a, double b, double c, double s, double grow) {
        def xs = new double[SIDES]
        def ys = new double[SIDES]
        for (int i = 0; i < SIDES; i++) {
            double t = 2 * Math.PI * i / SIDES
            double u = a * Math.cos(t) * grow
            double v = b * Math.sin(t) * grow
            xs[i] = cx + c * u - s * v
            ys[i] = cy + s * u + c * v
        }
        Polygon.of(xs, ys)
    }

    static Shape capsule(Capsule k, double grow) {
        double dx = k.x2() - k.x1()
        double dy = k.y2() - k.y1()
        double base = Math.atan2(dy, dx)
        def xs = []
        def ys = []
        int half = SIDES.intdiv(2)
        for (int i = 0; i <= half; i++) {   // the cap around the end, then the one around the start
            double t = base - Math.PI / 2 + Math.PI * i / half
            xs << k.x2() + k.r() * grow * Math.cos(t)
            ys << k.y2() + k.r() * grow * Math.sin(t)
        }
        for (int i = 0; i <= half; i++) {
            double t = base + Math.PI / 2 + Math.PI * i / half
            xs << k.x1() + k.r() * grow * Math.cos(t)
            ys << k.y1() + k.r() * grow * Math.sin(t)
        }
        Polygon.of(xs as double[], ys as double[])
    }

    static Shape fan(Fan f, double grow, double arc) {
        double range = Math.min(f.rangeDegrees(), 360)
        if (range == 0) {
            double len = f.len() * grow
            return Segment.of(f.apexX(), f.apexY(), f.apexX() + len * f.dirX(), f.apexY() + len * f.dirY())
        }
        if (range == 360) {
            return oval(f.apexX(), f.apexY(), f.len(), f.len(), 1, 0, grow * arc)
        }
        // the opening a little narrower (inner) or wider (outer) than the rays rounded to doubles
        double spread = Math.toRadians(range) + (arc == 1 ? -2e-9 : 2e-9)
        int n = Math.max(2, (int) Math.ceil(SIDES * range / 360))
        double step = spread / n
        double first = Math.toRadians(f.dirDegrees()) - spread / 2
        double reach = f.len() * grow * (arc == 1 ? 1 : 1 / Math.cos(step / 2))
        def xs = [f.apexX()]
        def ys = [f.apexY()]
        if (arc != 1) {   // around: the apex pushed back a little, so the rays' rounding stays inside
            xs[0] -= f.dirX() * f.len() * 1e-9
            ys[0] -= f.dirY() * f.len() * 1e-9
        }
        for (int i = 0; i <= n; i++) {
            double t = first + step * i
            xs << f.apexX() + reach * Math.cos(t)
            ys << f.apexY() + reach * Math.sin(t)
        }
        Polygon.of(xs as double[], ys as double[])
    }
}
