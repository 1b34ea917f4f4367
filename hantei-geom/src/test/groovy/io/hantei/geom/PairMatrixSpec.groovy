package io.hantei.geom

import spock.lang.Shared
import spock.lang.Specification

/**
 * Every kind against every kind, both orders, for every pair operation: overlaps, and each kind
 * as a wall of a sight line, a ray cast and a fan's sight (ARCHITECTURE.md, "Adding a shape").
 * A kind without samples, or a pair whose cell is missing or throws, fails here.
 *
 * The cases are made from the shapes themselves, so that their answers are certain in exact
 * arithmetic whatever the kinds: each sample is made at an anchor point it contains (a corner,
 * a vertex, an end, an apex or a centre). Touching: a point p of A's boundary, found by bisection
 * along a direction from A's anchor with {@code contains}, and B moved along the same direction
 * from an anchor at p, by bisection, as far as it still contains p; both contain p exactly, so
 * they share a point and must overlap. Inside: a small B anchored at a point of A. Apart: B a
 * thousand units away, far past any slack.
 */
class PairMatrixSpec extends Specification {

    /** Samples of each kind: a shape of about {@code size} whose anchor (x, y) it contains. */
    static final Map<ShapeKind, List<Closure<Shape>>> SAMPLES = [
            (ShapeKind.RECT)        : [{ double x, double y, double s -> Rect.of(x, y, 2 * s, s) }],
            (ShapeKind.ROTATED_RECT): [{ double x, double y, double s -> RotatedRect.of(x, y, 2 * s, s, 30) },
                                       { double x, double y, double s -> RotatedRect.of(x, y, 2 * s, s, 90) }],
            (ShapeKind.FAN)         : [{ double x, double y, double s -> Fan.of(x, y, 20, 90, 2 * s) },
                                       { double x, double y, double s -> Fan.of(x, y, -45, 270, s) },
                                       { double x, double y, double s -> Fan.of(x, y, 45, 0, 2 * s) },
                                       { double x, double y, double s -> Fan.of(x, y, 0, 360, s) }],
            (ShapeKind.CIRCLE)      : [{ double x, double y, double s -> Circle.of(x, y, s) }],
            (ShapeKind.POLYGON)     : [{ double x, double y, double s ->
                                           Polygon.of([x, x + 2 * s, x + s] as double[], [y, y, y + 2 * s] as double[]) },
                                       { double x, double y, double s ->
                                           Polygon.of([x, x + 2 * s, x + 2 * s, x + s, x + s, x] as double[],
                                                   [y, y, y + s, y + s, y + 2 * s, y + 2 * s] as double[]) }],
            (ShapeKind.POLYLINE)    : [{ double x, double y, double s ->
                                           Polyline.of([x, x + s, x + 2 * s] as double[], [y, y + s, y] as double[]) }],
            (ShapeKind.SEGMENT)     : [{ double x, double y, double s -> Segment.of(x, y, x + 2 * s, y + s) }],
            (ShapeKind.ELLIPSE)     : [{ double x, double y, double s -> Ellipse.of(x, y, 3 * s, s, 25) },
                                       { double x, double y, double s -> Ellipse.of(x, y, 2 * s, 0, 0) }],
            (ShapeKind.CAPSULE)     : [{ double x, double y, double s -> Capsule.of(x, y, x + 2 * s, y + s, s / 2) }],
    ]

    /** The directions, unit vectors rounded to doubles, along which boundaries are sought. */
    static final List<double[]> DIRECTIONS = [0, 37, 115, 200, 290].collect {
        [Math.cos(Math.toRadians(it)), Math.sin(Math.toRadians(it))] as double[]
    }

    /** Where the samples of A are anchored, and their size. */
    static final double AX = 13, AY = 7, SIZE = 4

    @Shared
    List<Shape> collected = []

    static List<Shape> samples(ShapeKind k, double x, double y, double s) {
        SAMPLES[k].collect { it.call(x, y, s) as Shape }
    }

    /** The last point of A's, from (x, y) along d, before its boundary: A contains it. */
    static double[] boundaryPoint(Shape a, double x, double y, double[] d) {
        assert a.contains(x, y)
        double lo = 0, hi = 1000
        assert !a.contains(x + hi * d[0], y + hi * d[1])
        while (true) {
            double mid = (lo + hi) / 2
            if (mid == lo || mid == hi) {
                break
            }
            if (a.contains(x + mid * d[0], y + mid * d[1])) {
                lo = mid
            } else {
                hi = mid
            }
        }
        [x + lo * d[0], y + lo * d[1]] as double[]
    }

    /** The sample moved from an anchor at p along d as far as it still contains p, by bisection. */
    static Shape touchingAt(Closure<Shape> sample, double[] p, double[] d, double s) {
        Closure<Shape> at = { double t -> sample.call(p[0] + t * d[0], p[1] + t * d[1], s) as Shape }
        assert at(0).contains(p[0], p[1]): 'a sample contains its anchor'
        double lo = 0, hi = 1000
        while (true) {
            double mid = (lo + hi) / 2
            if (mid == lo || mid == hi) {
                break
            }
            if (at(mid).contains(p[0], p[1])) {
                lo = mid
            } else {
                hi = mid
            }
        }
        at(lo)
    }

    def "every kind has samples, of its kind, that contain their anchors"() {
        expect:
        SAMPLES.keySet() == ShapeKind.values() as Set
        SAMPLES.every { k, list -> !list.isEmpty() && list.every { ShapeKind.of(it.call(AX, AY, SIZE) as Shape) == k } }
        SAMPLES.values().flatten().every { (it as Closure<Shape>).call(AX, AY, SIZE).contains(AX, AY) }
    }

    def "#ka against #kb: touching at a point both contain, one inside the other, and apart"() {
        given:
        List<String> wrong = []
        int cases = 0

        when:
        for (Shape a : samples(ka, AX, AY, SIZE)) {
            for (Closure<Shape> sample : SAMPLES[kb]) {
                for (double[] d : DIRECTIONS) {
                    double[] p = boundaryPoint(a, AX, AY, d)
                    Shape b = touchingAt(sample, p, d, SIZE)
                    assert a.contains(p[0], p[1]) && b.contains(p[0], p[1])
                    check(wrong, 'touching', a, b, true)
                    cases++
                }
                Shape small = sample.call(AX, AY, SIZE / 16) as Shape
                assert a.contains(AX, AY) && small.contains(AX, AY)
                check(wrong, 'inside', a, small, true)
                Shape far = sample.call(AX + 1000, AY + 1000, SIZE) as Shape
                check(wrong, 'apart', a, far, false)
                cases += 2
            }
        }

        then:
        cases > 0
        wrong == []

        where:
        [ka, kb] << [ShapeKind.values().toList(), ShapeKind.values().toList()].combinations()
    }

    /** Both orders, through the shapes' own overlaps and through Overlaps.test. */
    static void check(List<String> wrong, String what, Shape a, Shape b, boolean want) {
        [[a, b], [b, a]].each { Shape x, Shape y ->
            try {
                if (x.overlaps(y) != want || Overlaps.test(x, y) != want) {
                    wrong << "$what: $x / $y should ${want ? '' : 'not '}overlap"
                }
            } catch (Exception e) {
                wrong << "$what: $x / $y threw $e"
            }
        }
    }

    def "#kind as a wall: it blocks a sight line, a ray and a fan's sight that reach a point of it, and not those far away"() {
        given:
        List<String> wrong = []
        int cases = 0

        when:
        for (Shape wall : samples(kind, AX, AY, SIZE)) {
            List<Shape> walls = [wall]
            for (double[] d : DIRECTIONS) {
                double[] p = boundaryPoint(wall, AX, AY, d)
                assert wall.contains(p[0], p[1])
                // a sight line that ends on the wall is blocked, from either end
                if (Sight.lineOfSight(-300, 200, p[0], p[1], walls) || Sight.lineOfSight(p[0], p[1], -300, 200, walls)) {
                    wrong << "$wall: a sight line to $p is clear"
                }
                // a ray that starts on or in the wall hits it at once
                RayHit h = Ray.of(p[0], p[1], 37, 50).hit(wall)
                if (h == null || h.distance() != 0) {
                    wrong << "$wall: a ray from $p hits at $h"
                }
                if (Sight.rayCast(p[0], p[1], 200, 50, walls)?.distance() != 0) {
                    wrong << "$wall: rayCast from $p"
                }
                // a fan whose disc holds the point does not see it through the wall
                if (Fan.of(-300, 200, 0, 360, 2000).sees(p[0], p[1], walls)) {
                    wrong << "$wall: a fan sees $p"
                }
                cases += 4
            }
            // far away: clear, missed, seen
            if (!Sight.lineOfSight(-300, 200, -250, 260, walls) || Ray.of(-300, 200, 180, 100).hit(wall) != null
                    || Sight.rayCast(-300, 200, 90, 100, walls) != null || !Fan.of(-300, 200, 0, 360, 2000).sees(-250, 260, walls)) {
                wrong << "$wall: blocks what lies far from it"
            }
            // aimed at a point well inside a wall with an inside: hit before that point
            double[] q = fatPoint(wall)
            if (q != null) {
                double dir = Math.toDegrees(Math.atan2(q[1] - 200, q[0] + 300))
                double reach = Math.hypot(q[0] + 300, q[1] - 200)
                RayHit aimed = Ray.of(-300, 200, dir, 2 * reach).hit(wall)
                if (aimed == null || aimed.distance() > reach) {
                    wrong << "$wall: a ray aimed at $q hits at $aimed"
                }
                cases++
            }
            cases++
        }

        then:
        cases > 0
        wrong == []

        where:
        kind << ShapeKind.values().toList()
    }

    /**
     * A point of the wall whose neighbours a tenth of the size away, all round, are in it too
     * (a ray aimed at it cannot pass by); null for a wall with no inside (a segment, a polyline,
     * a fan of range 0, a flat ellipse).
     */
    static double[] fatPoint(Shape wall) {
        Rect b = wall.bounds()
        double r = SIZE / 10
        for (int i = 1; i < 16; i++) {
            for (int j = 1; j < 16; j++) {
                double x = b.left() + b.width() * i / 16
                double y = b.top() + b.height() * j / 16
                if ((0..<8).every { int k ->
                    wall.contains(x + r * Math.cos(k * Math.PI / 4), y + r * Math.sin(k * Math.PI / 4))
                } && wall.contains(x, y)) {
                    return [x, y] as double[]
                }
            }
        }
        null
    }
}
