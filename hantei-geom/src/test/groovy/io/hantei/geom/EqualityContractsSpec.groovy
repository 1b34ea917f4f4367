package io.hantei.geom

import spock.lang.Specification

/**
 * {@code equals} and {@code hashCode} of every shape: equal values are equal both ways and hash
 * alike (0.0 and -0.0 included, a turn and the same turn plus whole turns, a name added); a value
 * that differs in any one field, by as little as one ulp, is unequal both ways; the name takes no
 * part; no shape equals null or a shape of another kind that holds the same points. Each class
 * says which fields its equality reads; the rows change those one at a time.
 */
class EqualityContractsSpec extends Specification {

    static double up(double v) { Math.nextUp(v) }

    /** Half an ulp of 1: 1 + 2^-53 rounds to 1, so it is a valid rounding error of an edge at 1. */
    static final double HALF_ULP_1 = Math.scalb(1.0d, -53)

    /** An ulp of 1: a rectangle this wide centred on 1 has the edges 1 ∓ 2^-53. */
    static final double TINY = Math.scalb(1.0d, -52)

    /** The rect with the exact edges hi + lo, the way ShapeCodec reads one back. */
    static Rect exact(double l, double lLo, double t, double tLo, double r, double rLo, double b, double bLo) {
        Rect.exact(l, lLo, t, tLo, r, rLo, b, bLo, r - l, b - t)
    }

    def "#kind: #why, so equal is #equal"() {
        expect: 'symmetric, and reflexive'
        a.equals(b) == equal
        b.equals(a) == equal
        a.equals(a) && b.equals(b)

        and: 'equal values hash alike'
        !equal || a.hashCode() == b.hashCode()

        and: 'a name changes nothing'
        a.named('left').equals(b) == equal
        a.equals(b.named('right')) == equal
        a.named('left').equals(b.named('right')) == equal
        a.named('left').hashCode() == a.hashCode()

        where:
        kind          | a                                          | b                                                  || equal | why
        // ---- Rect: equal when the exact edges (each a double and its rounding error) are equal
        'rect'        | Rect.of(10, 20, 30, 40)                    | Rect.of(10, 20, 30, 40)                            || true  | 'the same arguments'
        'rect'        | Rect.of(10, 20, 30, 40)                    | Rect.bottomCenter(25, 60, 30, 40)                  || true  | 'the same edges from the bottom centre'
        // 1 - 2^-53 is a double and 1 + 2^-53 is not: the left and top edges are exact, the right
        // and bottom ones are 1 and an error of 2^-53
        'rect'        | Rect.bottomCenter(1, 1, TINY, HALF_ULP_1)  | exact(1 - HALF_ULP_1, 0, 1 - HALF_ULP_1, 0, 1, HALF_ULP_1, 1, 0) || true | 'the exact edges from the bottom centre'
        'rect'        | Rect.centered(1, 1, TINY, TINY)            | exact(1 - HALF_ULP_1, 0, 1 - HALF_ULP_1, 0, 1, HALF_ULP_1, 1, HALF_ULP_1) || true | 'the exact edges from the centre'
        'rect'        | Rect.ofEdges(-0.0d, 0, 1, 1)               | Rect.ofEdges(0.0d, 0, 1, 1)                        || true  | 'left -0.0 is left 0.0'
        'rect'        | Rect.ofEdges(0, -0.0d, 1, 1)               | Rect.ofEdges(0, 0.0d, 1, 1)                        || true  | 'top -0.0 is top 0.0'
        'rect'        | Rect.ofEdges(-1, -1, -0.0d, 0)             | Rect.ofEdges(-1, -1, 0.0d, 0)                      || true  | 'right -0.0 is right 0.0'
        'rect'        | Rect.ofEdges(-1, -1, 0, -0.0d)             | Rect.ofEdges(-1, -1, 0, 0.0d)                      || true  | 'bottom -0.0 is bottom 0.0'
        'rect'        | exact(0, -0.0d, 0, 0, 1, 0, 1, 0)          | exact(0, 0, 0, 0, 1, 0, 1, 0)                      || true  | 'a left error of -0.0 is 0.0'
        'rect'        | exact(0, 0, 0, -0.0d, 1, 0, 1, 0)          | exact(0, 0, 0, 0, 1, 0, 1, 0)                      || true  | 'a top error of -0.0 is 0.0'
        'rect'        | exact(0, 0, 0, 0, 1, -0.0d, 1, 0)          | exact(0, 0, 0, 0, 1, 0, 1, 0)                      || true  | 'a right error of -0.0 is 0.0'
        'rect'        | exact(0, 0, 0, 0, 1, 0, 1, -0.0d)          | exact(0, 0, 0, 0, 1, 0, 1, 0)                      || true  | 'a bottom error of -0.0 is 0.0'
        'rect'        | Rect.ofEdges(0, 0, 1, 1)                   | Rect.ofEdges(up(0), 0, 1, 1)                       || false | 'the left edge one ulp apart'
        'rect'        | Rect.ofEdges(0, 0, 1, 1)                   | Rect.ofEdges(0, up(0), 1, 1)                       || false | 'the top edge one ulp apart'
        'rect'        | Rect.ofEdges(0, 0, 1, 1)                   | Rect.ofEdges(0, 0, up(1), 1)                       || false | 'the right edge one ulp apart'
        'rect'        | Rect.ofEdges(0, 0, 1, 1)                   | Rect.ofEdges(0, 0, 1, up(1))                       || false | 'the bottom edge one ulp apart'
        'rect'        | exact(-1, HALF_ULP_1 / 2, -1, 0, 1, 0, 1, 0) | exact(-1, 0, -1, 0, 1, 0, 1, 0)                  || false | 'the left edges differ in their rounding error alone'
        'rect'        | exact(-1, 0, -1, HALF_ULP_1 / 2, 1, 0, 1, 0) | exact(-1, 0, -1, 0, 1, 0, 1, 0)                  || false | 'the top edges differ in their rounding error alone'
        'rect'        | exact(-1, 0, -1, 0, 1, HALF_ULP_1, 1, 0)   | exact(-1, 0, -1, 0, 1, 0, 1, 0)                    || false | 'the right edges differ in their rounding error alone'
        'rect'        | exact(-1, 0, -1, 0, 1, 0, 1, -HALF_ULP_1 / 2) | exact(-1, 0, -1, 0, 1, 0, 1, 0)                 || false | 'the bottom edges differ in their rounding error alone'
        // ---- RotatedRect: centre, size and the turn reduced to [0, 360)
        'rotatedRect' | RotatedRect.of(1, 2, 20, 10, 30)           | RotatedRect.of(1, 2, 20, 10, 390)                  || true  | 'a turn and the same turn plus 360°'
        'rotatedRect' | RotatedRect.of(1, 2, 20, 10, 30)           | RotatedRect.of(1, 2, 20, 10, -330)                 || true  | 'a turn and the same turn less 360°'
        'rotatedRect' | RotatedRect.of(-0.0d, 2, 20, 10, 30)       | RotatedRect.of(0.0d, 2, 20, 10, 30)                || true  | 'cx -0.0 is cx 0.0'
        'rotatedRect' | RotatedRect.of(1, -0.0d, 20, 10, 30)       | RotatedRect.of(1, 0.0d, 20, 10, 30)                || true  | 'cy -0.0 is cy 0.0'
        'rotatedRect' | RotatedRect.of(1, 2, -0.0d, 10, 30)        | RotatedRect.of(1, 2, 0.0d, 10, 30)                 || true  | 'width -0.0 is width 0.0'
        'rotatedRect' | RotatedRect.of(1, 2, 20, -0.0d, 30)        | RotatedRect.of(1, 2, 20, 0.0d, 30)                 || true  | 'height -0.0 is height 0.0'
        'rotatedRect' | RotatedRect.of(1, 2, 20, 10, -0.0d)        | RotatedRect.of(1, 2, 20, 10, 0.0d)                 || true  | 'a turn of -0.0° is a turn of 0°'
        'rotatedRect' | RotatedRect.of(1, 2, 20, 10, 30)           | RotatedRect.of(up(1), 2, 20, 10, 30)               || false | 'cx one ulp apart'
        'rotatedRect' | RotatedRect.of(1, 2, 20, 10, 30)           | RotatedRect.of(1, up(2), 20, 10, 30)               || false | 'cy one ulp apart'
        'rotatedRect' | RotatedRect.of(1, 2, 20, 10, 30)           | RotatedRect.of(1, 2, up(20), 10, 30)               || false | 'the width one ulp apart'
        'rotatedRect' | RotatedRect.of(1, 2, 20, 10, 30)           | RotatedRect.of(1, 2, 20, up(10), 30)               || false | 'the height one ulp apart'
        'rotatedRect' | RotatedRect.of(1, 2, 20, 10, 30)           | RotatedRect.of(1, 2, 20, 10, up(30))               || false | 'the turn one ulp apart'
        'rotatedRect' | RotatedRect.of(1, 2, 20, 10, 30)           | RotatedRect.of(1, 2, 10, 20, 30)                   || false | 'width and height swapped'
        'rotatedRect' | RotatedRect.of(1, 2, 20, 10, 0)            | RotatedRect.of(1, 2, 10, 20, 90)                   || false | 'the same points as a turn of 90° with the sides swapped: another value'
        // ---- Circle: centre and radius
        'circle'      | Circle.of(-0.0d, 2, 3)                     | Circle.of(0.0d, 2, 3)                              || true  | 'cx -0.0 is cx 0.0'
        'circle'      | Circle.of(1, -0.0d, 3)                     | Circle.of(1, 0.0d, 3)                              || true  | 'cy -0.0 is cy 0.0'
        'circle'      | Circle.of(1, 2, -0.0d)                     | Circle.of(1, 2, 0.0d)                              || true  | 'r -0.0 is r 0.0'
        'circle'      | Circle.of(1, 2, 3)                         | Circle.of(up(1), 2, 3)                             || false | 'cx one ulp apart'
        'circle'      | Circle.of(1, 2, 3)                         | Circle.of(1, up(2), 3)                             || false | 'cy one ulp apart'
        'circle'      | Circle.of(1, 2, 3)                         | Circle.of(1, 2, up(3))                             || false | 'r one ulp apart'
        // ---- Fan: apex, length, opening, direction reduced to [0, 360), and whether only the apex is held
        'fan'         | Fan.of(1, 2, 30, 60, 10)                   | Fan.of(1, 2, 390, 60, 10)                          || true  | 'a direction and the same plus 360°'
        'fan'         | Fan.of(-0.0d, 2, 30, 60, 10)               | Fan.of(0.0d, 2, 30, 60, 10)                        || true  | 'apex x -0.0 is 0.0'
        'fan'         | Fan.of(1, -0.0d, 30, 60, 10)               | Fan.of(1, 0.0d, 30, 60, 10)                        || true  | 'apex y -0.0 is 0.0'
        'fan'         | Fan.of(1, 2, 30, 60, -0.0d)                | Fan.of(1, 2, 30, 60, 0.0d)                         || true  | 'len -0.0 is len 0.0'
        'fan'         | Fan.of(1, 2, 45, -0.0d, 10)                | Fan.of(1, 2, 45, 0.0d, 10)                         || true  | 'range -0.0 is range 0.0'
        'fan'         | Fan.of(1, 2, 30, 60, 10)                   | Fan.of(up(1), 2, 30, 60, 10)                       || false | 'apex x one ulp apart'
        'fan'         | Fan.of(1, 2, 30, 60, 10)                   | Fan.of(1, up(2), 30, 60, 10)                       || false | 'apex y one ulp apart'
        'fan'         | Fan.of(1, 2, 30, 60, 10)                   | Fan.of(1, 2, up(30), 60, 10)                       || false | 'the direction one ulp apart'
        'fan'         | Fan.of(1, 2, 30, 60, 10)                   | Fan.of(1, 2, 30, up(60), 10)                       || false | 'the range one ulp apart'
        'fan'         | Fan.of(1, 2, 30, 60, 10)                   | Fan.of(1, 2, 30, 60, up(10))                       || false | 'len one ulp apart'
        'fan'         | Fan.of(0, 0, -1e-20d, 0, 10)               | Fan.of(0, 0, 0, 0, 10)                             || false | 'the apex alone is not the segment at 0°, although -1e-20° reduces to 0°'
        // ---- Segment: both ends, in order
        'segment'     | Segment.of(-0.0d, 2, 3, 4)                 | Segment.of(0.0d, 2, 3, 4)                          || true  | 'x1 -0.0 is 0.0'
        'segment'     | Segment.of(1, -0.0d, 3, 4)                 | Segment.of(1, 0.0d, 3, 4)                          || true  | 'y1 -0.0 is 0.0'
        'segment'     | Segment.of(1, 2, -0.0d, 4)                 | Segment.of(1, 2, 0.0d, 4)                          || true  | 'x2 -0.0 is 0.0'
        'segment'     | Segment.of(1, 2, 3, -0.0d)                 | Segment.of(1, 2, 3, 0.0d)                          || true  | 'y2 -0.0 is 0.0'
        'segment'     | Segment.of(1, 2, 3, 4)                     | Segment.of(new Vec2(1, 2), new Vec2(3, 4))         || true  | 'the same ends given as points'
        'segment'     | Segment.of(1, 2, 3, 4)                     | Segment.of(up(1), 2, 3, 4)                         || false | 'x1 one ulp apart'
        'segment'     | Segment.of(1, 2, 3, 4)                     | Segment.of(1, up(2), 3, 4)                         || false | 'y1 one ulp apart'
        'segment'     | Segment.of(1, 2, 3, 4)                     | Segment.of(1, 2, up(3), 4)                         || false | 'x2 one ulp apart'
        'segment'     | Segment.of(1, 2, 3, 4)                     | Segment.of(1, 2, 3, up(4))                         || false | 'y2 one ulp apart'
        'segment'     | Segment.of(1, 2, 3, 4)                     | Segment.of(3, 4, 1, 2)                             || false | 'the same points traced the other way'
        // ---- Polyline and Polygon: the vertices, in order
        'polyline'    | path([[-0.0d, 0], [1, -0.0d], [2, 0]])     | path([[0, 0], [1, 0], [2, 0]])                     || true  | '-0.0 in either array is 0.0'
        'polyline'    | path([[0, 0], [1, 0], [2, 0]])             | path([[0, 0], [1, 0], [up(2), 0]])                 || false | 'the last x one ulp apart'
        'polyline'    | path([[0, 0], [1, 0], [2, 0]])             | path([[0, 0], [1, up(0)], [2, 0]])                 || false | 'a y one ulp apart'
        'polyline'    | path([[0, 0], [1, 0], [2, 0]])             | path([[0, 0], [1, 0], [2, 0], [2, 0]])             || false | 'the last point repeated: one point more'
        'polyline'    | path([[0, 0], [1, 0], [2, 0]])             | path([[0, 0], [1, 0]])                             || false | 'one point fewer'
        'polygon'     | poly([[0, -0.0d], [-0.0d, 1], [1, 0]])     | poly([[0, 0], [0, 1], [1, 0]])                     || true  | '-0.0 in either array is 0.0'
        'polygon'     | poly([[0, 0], [0, 1], [1, 0]])             | poly([[0, 0], [0, 1], [up(1), 0]])                 || false | 'an x one ulp apart'
        'polygon'     | poly([[0, 0], [0, 1], [1, 0]])             | poly([[0, 0], [0, up(1)], [1, 0]])                 || false | 'a y one ulp apart'
        'polygon'     | poly([[0, 0], [0, 1], [1, 0]])             | poly([[0, 0], [1, 0], [0, 1]])                     || false | 'the same outline the other way round'
        'polygon'     | poly([[0, 0], [0, 1], [1, 0]])             | poly([[0, 0], [0, 1], [1, 0], [0, 0]])             || false | 'the first vertex repeated at the end'
        'polygon'     | poly([[0, 0], [0, 1], [1, 0]])             | path([[0, 0], [0, 1], [1, 0]])                     || false | 'a polyline through the same vertices'
        // ---- Ellipse: centre, sizes and the turn reduced to [0, 360)
        'ellipse'     | Ellipse.of(1, 2, 10, 6, 30)                | Ellipse.of(1, 2, 10, 6, -330)                      || true  | 'a turn and the same turn less 360°'
        'ellipse'     | Ellipse.of(-0.0d, 2, 10, 6, 30)            | Ellipse.of(0.0d, 2, 10, 6, 30)                     || true  | 'cx -0.0 is cx 0.0'
        'ellipse'     | Ellipse.of(1, -0.0d, 10, 6, 30)            | Ellipse.of(1, 0.0d, 10, 6, 30)                     || true  | 'cy -0.0 is cy 0.0'
        'ellipse'     | Ellipse.of(1, 2, -0.0d, 6, 30)             | Ellipse.of(1, 2, 0.0d, 6, 30)                      || true  | 'width -0.0 is width 0.0'
        'ellipse'     | Ellipse.of(1, 2, 10, -0.0d, 30)            | Ellipse.of(1, 2, 10, 0.0d, 30)                     || true  | 'height -0.0 is height 0.0'
        'ellipse'     | Ellipse.of(1, 2, 10, 6, -0.0d)             | Ellipse.of(1, 2, 10, 6, 0.0d)                      || true  | 'a turn of -0.0° is a turn of 0°'
        'ellipse'     | Ellipse.of(1, 2, 10, 6, 30)                | Ellipse.of(up(1), 2, 10, 6, 30)                    || false | 'cx one ulp apart'
        'ellipse'     | Ellipse.of(1, 2, 10, 6, 30)                | Ellipse.of(1, up(2), 10, 6, 30)                    || false | 'cy one ulp apart'
        'ellipse'     | Ellipse.of(1, 2, 10, 6, 30)                | Ellipse.of(1, 2, up(10), 6, 30)                    || false | 'the width one ulp apart'
        'ellipse'     | Ellipse.of(1, 2, 10, 6, 30)                | Ellipse.of(1, 2, 10, up(6), 30)                    || false | 'the height one ulp apart'
        'ellipse'     | Ellipse.of(1, 2, 10, 6, 30)                | Ellipse.of(1, 2, 10, 6, up(30))                    || false | 'the turn one ulp apart'
        // ---- Capsule: both ends, in order, and the radius
        'capsule'     | Capsule.of(-0.0d, 2, 3, 4, 5)              | Capsule.of(0.0d, 2, 3, 4, 5)                       || true  | 'x1 -0.0 is 0.0'
        'capsule'     | Capsule.of(1, -0.0d, 3, 4, 5)              | Capsule.of(1, 0.0d, 3, 4, 5)                       || true  | 'y1 -0.0 is 0.0'
        'capsule'     | Capsule.of(1, 2, -0.0d, 4, 5)              | Capsule.of(1, 2, 0.0d, 4, 5)                       || true  | 'x2 -0.0 is 0.0'
        'capsule'     | Capsule.of(1, 2, 3, -0.0d, 5)              | Capsule.of(1, 2, 3, 0.0d, 5)                       || true  | 'y2 -0.0 is 0.0'
        'capsule'     | Capsule.of(1, 2, 3, 4, -0.0d)              | Capsule.of(1, 2, 3, 4, 0.0d)                       || true  | 'r -0.0 is r 0.0'
        'capsule'     | Capsule.of(1, 2, 3, 4, 5)                  | Capsule.of(up(1), 2, 3, 4, 5)                      || false | 'x1 one ulp apart'
        'capsule'     | Capsule.of(1, 2, 3, 4, 5)                  | Capsule.of(1, up(2), 3, 4, 5)                      || false | 'y1 one ulp apart'
        'capsule'     | Capsule.of(1, 2, 3, 4, 5)                  | Capsule.of(1, 2, up(3), 4, 5)                      || false | 'x2 one ulp apart'
        'capsule'     | Capsule.of(1, 2, 3, 4, 5)                  | Capsule.of(1, 2, 3, up(4), 5)                      || false | 'y2 one ulp apart'
        'capsule'     | Capsule.of(1, 2, 3, 4, 5)                  | Capsule.of(1, 2, 3, 4, up(5))                      || false | 'r one ulp apart'
        'capsule'     | Capsule.of(1, 2, 3, 4, 5)                  | Capsule.of(3, 4, 1, 2, 5)                          || false | 'the ends swapped'
    }

    def "a pixel rect equals one with the same x, y, width and height, and no other: #why"() {
        expect:
        a.equals(b) == equal
        b.equals(a) == equal
        !equal || a.hashCode() == b.hashCode()
        a.named('tile').equals(b) == equal

        where:
        a                        | b                        || equal | why
        PixelRect.of(1, 2, 3, 4) | PixelRect.of(1, 2, 3, 4) || true  | 'the same arguments'
        PixelRect.of(1, 2, 3, 4) | PixelRect.of(0, 2, 3, 4) || false | 'x apart'
        PixelRect.of(1, 2, 3, 4) | PixelRect.of(1, 3, 3, 4) || false | 'y apart'
        PixelRect.of(1, 2, 3, 4) | PixelRect.of(1, 2, 4, 4) || false | 'the width apart'
        PixelRect.of(1, 2, 3, 4) | PixelRect.of(1, 2, 3, 5) || false | 'the height apart'
    }

    def "#a equals neither null, nor a value of another kind, nor #other, which holds the same points"() {
        expect:
        !a.equals(null)
        !a.equals('a string')
        !a.equals(other)
        !other.equals(a)

        where:
        a                                  | other
        Rect.of(-1, -1, 2, 2)              | RotatedRect.of(0, 0, 2, 2, 0)
        RotatedRect.of(0, 0, 2, 2, 0)      | Rect.of(-1, -1, 2, 2)
        Circle.of(0, 0, 5)                 | Fan.of(0, 0, 0, 360, 5)
        Fan.of(0, 0, 0, 360, 5)            | Ellipse.of(0, 0, 10, 10, 0)
        Ellipse.of(0, 0, 10, 10, 0)        | Circle.of(0, 0, 5)
        Segment.of(0, 0, 1, 0)             | Polyline.of([0, 1] as double[], [0, 0] as double[])
        Polyline.of([0, 1] as double[], [0, 0] as double[]) | Capsule.of(0, 0, 1, 0, 0)
        Capsule.of(0, 0, 1, 0, 0)          | Segment.of(0, 0, 1, 0)
        Polygon.of([0, 1, 1] as double[], [0, 0, 1] as double[]) | Polyline.of([0, 1, 1, 0] as double[], [0, 0, 1, 0] as double[])
        PixelRect.of(0, 0, 2, 2)           | Rect.of(0, 0, 2, 2)
    }

    /**
     * Not required by the contract, but what a hash table of zones relies on: values that differ in
     * one field spread over hash codes instead of sharing one (a hash that ignored a field, or
     * answered a constant, would put them all in one bucket).
     */
    def "#kind: a value and #m values that each differ from it in one field have #n different hash codes"() {
        expect:
        values.collect { it.hashCode() }.toSet().size() == n

        where:
        kind          | values
        'rect'        | [Rect.ofEdges(0, 0, 1, 1), Rect.ofEdges(up(0), 0, 1, 1), Rect.ofEdges(0, up(0), 1, 1),
                         Rect.ofEdges(0, 0, up(1), 1), Rect.ofEdges(0, 0, 1, up(1)),
                         exact(-1, HALF_ULP_1 / 2, -1, 0, 1, 0, 1, 0), exact(-1, 0, -1, HALF_ULP_1 / 2, 1, 0, 1, 0),
                         exact(-1, 0, -1, 0, 1, HALF_ULP_1, 1, 0), exact(-1, 0, -1, 0, 1, 0, 1, HALF_ULP_1)]
        'rotatedRect' | [RotatedRect.of(1, 2, 20, 10, 30), RotatedRect.of(up(1), 2, 20, 10, 30), RotatedRect.of(1, up(2), 20, 10, 30),
                         RotatedRect.of(1, 2, up(20), 10, 30), RotatedRect.of(1, 2, 20, up(10), 30), RotatedRect.of(1, 2, 20, 10, up(30))]
        'circle'      | [Circle.of(1, 2, 3), Circle.of(up(1), 2, 3), Circle.of(1, up(2), 3), Circle.of(1, 2, up(3))]
        'fan'         | [Fan.of(1, 2, 30, 60, 10), Fan.of(up(1), 2, 30, 60, 10), Fan.of(1, up(2), 30, 60, 10),
                         Fan.of(1, 2, up(30), 60, 10), Fan.of(1, 2, 30, up(60), 10), Fan.of(1, 2, 30, 60, up(10))]
        'segment'     | [Segment.of(1, 2, 3, 4), Segment.of(up(1), 2, 3, 4), Segment.of(1, up(2), 3, 4),
                         Segment.of(1, 2, up(3), 4), Segment.of(1, 2, 3, up(4))]
        // (31 * hash(xs) + hash(ys) adds the same to the hash for the same small change in xs[i + 1]
        // and ys[i]: a different change each)
        'polyline'    | [path([[0, 0], [1, 0], [2, 0]]), path([[up(0), 0], [1, 0], [2, 0]]), path([[0, 0], [1, 7], [2, 0]]),
                         path([[0, 0], [1, 0], [5, 0]]), path([[0, 0], [1, 0], [2, 0], [2, 0]])]
        'polygon'     | [poly([[0, 0], [0, 1], [1, 0]]), poly([[0, up(0)], [0, 1], [1, 0]]), poly([[0, 0], [3, 1], [1, 0]]),
                         poly([[0, 0], [0, 1], [1, 9]])]
        'ellipse'     | [Ellipse.of(1, 2, 10, 6, 30), Ellipse.of(up(1), 2, 10, 6, 30), Ellipse.of(1, up(2), 10, 6, 30),
                         Ellipse.of(1, 2, up(10), 6, 30), Ellipse.of(1, 2, 10, up(6), 30), Ellipse.of(1, 2, 10, 6, up(30))]
        'capsule'     | [Capsule.of(1, 2, 3, 4, 5), Capsule.of(up(1), 2, 3, 4, 5), Capsule.of(1, up(2), 3, 4, 5),
                         Capsule.of(1, 2, up(3), 4, 5), Capsule.of(1, 2, 3, up(4), 5), Capsule.of(1, 2, 3, 4, up(5))]
        'pixel rect'  | [PixelRect.of(1, 2, 3, 4), PixelRect.of(2, 2, 3, 4), PixelRect.of(1, 3, 3, 4), PixelRect.of(1, 2, 4, 4),
                         PixelRect.of(1, 2, 3, 5)]
        n = values.size()
        m = n - 1
    }

    static Polyline path(List<List<Number>> pts) {
        Polyline.of(pts.collect { it[0] as double } as double[], pts.collect { it[1] as double } as double[])
    }

    static Polygon poly(List<List<Number>> pts) {
        Polygon.of(pts.collect { it[0] as double } as double[], pts.collect { it[1] as double } as double[])
    }
}
