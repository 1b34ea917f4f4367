package io.hantei.geom

import spock.lang.Specification

/**
 * The axis-aligned rectangle (docs/geometry.md §7) and its closed overlap (§3, §13).
 *
 * <p>Expected values come from the geometry. Where a row is about a single ulp, the spec
 * recomputes the true edge with {@link BigDecimal} (every double is a finite binary fraction,
 * so sums of doubles are exact there) and checks that the row's verdict agrees with it.
 */
class RectSpec extends Specification {

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    static BigDecimal ex(double v) { new BigDecimal(v) }

    /** Whether d is a double nearest to the real v (d rounds v to nearest). */
    static boolean isNearest(double d, BigDecimal v) {
        BigDecimal gap = (ex(d) - v).abs()
        gap <= (ex(up(d)) - v).abs() && gap <= (ex(down(d)) - v).abs()
    }

    // ---------------------------------------------------------------- the three origins

    def "#origin: left #left, top #top, right #right, bottom #bottom, #width wide and #height high"() {
        expect:
        rect.left() == left
        rect.top() == top
        rect.right() == right
        rect.bottom() == bottom
        rect.width() == width
        rect.height() == height

        and: "the same four edges, given directly, make an equal rectangle"
        rect == Rect.ofEdges(left, top, right, bottom)

        where:
        origin                                                         | rect                                      || left    | top      | right   | bottom  | width | height
        'Rect.of(10, 20, 30, 40): top-left corner (the default)'       | Rect.of(10, 20, 30, 40)                   || 10      | 20       | 40      | 60      | 30    | 40
        'Rect.centered(25, 40, 30, 40): centre'                        | Rect.centered(25, 40, 30, 40)             || 10      | 20       | 40      | 60      | 30    | 40
        'Rect.bottomCenter(25, 60, 30, 40): middle of the bottom edge' | Rect.bottomCenter(25, 60, 30, 40)         || 10      | 20       | 40      | 60      | 30    | 40
        'Rect.ofEdges(10, 20, 40, 60): the four edges'                 | Rect.ofEdges(10, 20, 40, 60)              || 10      | 20       | 40      | 60      | 30    | 40
        'Rect.of(-50, -30, 20, 10): negative top-left corner'          | Rect.of(-50, -30, 20, 10)                 || -50     | -30      | -30     | -20     | 20    | 10
        'Rect.centered(-40, -25, 20, 10): negative centre'             | Rect.centered(-40, -25, 20, 10)           || -50     | -30      | -30     | -20     | 20    | 10
        'Rect.bottomCenter(-40, -20, 20, 10): negative feet'           | Rect.bottomCenter(-40, -20, 20, 10)       || -50     | -30      | -30     | -20     | 20    | 10
        'Rect.of(1e9, 1e9, 2, 4): far from the origin'                 | Rect.of(1e9d, 1e9d, 2, 4)                 || 1e9d    | 1e9d     | 1e9d + 2 | 1e9d + 4 | 2   | 4
        'Rect.centered(1e9, -1e9, 2, 4): far, centre'                  | Rect.centered(1e9d, -1e9d, 2, 4)          || 1e9d - 1 | -1e9d - 2 | 1e9d + 1 | -1e9d + 2 | 2  | 4
        'Rect.bottomCenter(1e9, -1e9, 2, 4): far, feet'                | Rect.bottomCenter(1e9d, -1e9d, 2, 4)      || 1e9d - 1 | -1e9d - 4 | 1e9d + 1 | -1e9d   | 2  | 4
        'Rect.of(3, 7, 0, 0): zero size, a single point'               | Rect.of(3, 7, 0, 0)                       || 3       | 7        | 3       | 7       | 0     | 0
        'Rect.centered(3, 7, 0, 0): zero size, a single point'         | Rect.centered(3, 7, 0, 0)                 || 3       | 7        | 3       | 7       | 0     | 0
    }

    def "a character standing at (100, 200) is Rect.bottomCenter(100, 200, 32, 64): #part (#x, #y) is #verdict"() {
        given:
        def body = Rect.bottomCenter(100, 200, 32, 64) // x 84..116, y 136..200

        expect:
        body.contains(x, y) == inside

        where:
        part                                 | x        | y         || inside
        'the feet'                           | 100      | 200       || true
        'the top of the head'                | 100      | 136       || true
        'the middle of the body'             | 100      | 168       || true
        'the left foot corner'               | 84       | 200       || true
        'the right shoulder corner'          | 116      | 136       || true
        'one ulp below the feet'             | 100      | up(200)   || false
        'one ulp above the head'             | 100      | down(136) || false
        'one ulp left of the left side'      | down(84) | 168       || false
        'one ulp right of the right side'    | up(116)  | 168       || false
        'the point (100, 200 - 64 - 64)'     | 100      | 72        || false
        verdict = inside ? 'inside' : 'outside'
    }

    // ---------------------------------------------------------------- contains

    def "a point #where of Rect.of(10, 20, 30, 40) (x 10..40, y 20..60) is #verdict"() {
        given:
        def rect = Rect.of(10, 20, 30, 40)

        expect:
        rect.contains(x, y) == inside
        rect.contains(new Vec2(x, y)) == inside

        where:
        where                                  | x         | y         || inside
        'at the centre'                        | 25        | 40        || true
        'in the interior'                      | 11        | 59        || true
        'on the left edge'                     | 10        | 40        || true
        'on the right edge'                    | 40        | 40        || true
        'on the top edge'                      | 25        | 20        || true
        'on the bottom edge'                   | 25        | 60        || true
        'on the top-left corner'               | 10        | 20        || true
        'on the top-right corner'              | 40        | 20        || true
        'on the bottom-right corner'           | 40        | 60        || true
        'on the bottom-left corner'            | 10        | 60        || true
        'one ulp inside the left edge'         | up(10)    | 40        || true
        'one ulp outside the left edge'        | down(10)  | 40        || false
        'one ulp inside the right edge'        | down(40)  | 40        || true
        'one ulp outside the right edge'       | up(40)    | 40        || false
        'one ulp inside the top edge'          | 25        | up(20)    || true
        'one ulp outside the top edge'         | 25        | down(20)  || false
        'one ulp inside the bottom edge'       | 25        | down(60)  || true
        'one ulp outside the bottom edge'      | 25        | up(60)    || false
        'one ulp outside the top-left corner'  | down(10)  | down(20)  || false
        'one ulp outside the bottom-right corner, along x only' | up(40) | 60 || false
        'left of the rectangle'                | 0         | 40        || false
        'right of the rectangle'               | 100       | 40        || false
        'above the rectangle (smaller y)'      | 25        | 0         || false
        'below the rectangle (larger y)'       | 25        | 100       || false
        'in line with the left edge, below'    | 10        | 61        || false
        'diagonally beyond a corner'           | 41        | 61        || false
        'at the origin'                        | 0         | 0         || false
        verdict = inside ? 'inside' : 'outside'
    }

    def "zero sizes: #rectText contains only its #extent, so (#x, #y) is #verdict"() {
        expect:
        rect.contains(x, y) == inside

        where:
        rectText                     | rect                        | extent                    | x         | y          || inside
        'Rect.of(5, 0, 0, 10)'       | Rect.of(5, 0, 0, 10)        | 'segment x = 5, y 0..10'  | 5         | 0          || true
        'Rect.of(5, 0, 0, 10)'       | Rect.of(5, 0, 0, 10)        | 'segment x = 5, y 0..10'  | 5         | 5          || true
        'Rect.of(5, 0, 0, 10)'       | Rect.of(5, 0, 0, 10)        | 'segment x = 5, y 0..10'  | 5         | 10         || true
        'Rect.of(5, 0, 0, 10)'       | Rect.of(5, 0, 0, 10)        | 'segment x = 5, y 0..10'  | up(5)     | 5          || false
        'Rect.of(5, 0, 0, 10)'       | Rect.of(5, 0, 0, 10)        | 'segment x = 5, y 0..10'  | down(5)   | 5          || false
        'Rect.of(5, 0, 0, 10)'       | Rect.of(5, 0, 0, 10)        | 'segment x = 5, y 0..10'  | 5         | up(10)     || false
        'Rect.of(5, 0, 0, 10)'       | Rect.of(5, 0, 0, 10)        | 'segment x = 5, y 0..10'  | 5         | down(0)    || false
        'Rect.of(0, 5, 10, 0)'       | Rect.of(0, 5, 10, 0)        | 'segment y = 5, x 0..10'  | 7         | 5          || true
        'Rect.of(0, 5, 10, 0)'       | Rect.of(0, 5, 10, 0)        | 'segment y = 5, x 0..10'  | 7         | up(5)      || false
        'Rect.of(0, 5, 10, 0)'       | Rect.of(0, 5, 10, 0)        | 'segment y = 5, x 0..10'  | 7         | down(5)    || false
        'Rect.of(0, 5, 10, 0)'       | Rect.of(0, 5, 10, 0)        | 'segment y = 5, x 0..10'  | up(10)    | 5          || false
        'Rect.centered(3, 7, 0, 0)'  | Rect.centered(3, 7, 0, 0)   | 'point (3, 7)'            | 3         | 7          || true
        'Rect.centered(3, 7, 0, 0)'  | Rect.centered(3, 7, 0, 0)   | 'point (3, 7)'            | up(3)     | 7          || false
        'Rect.centered(3, 7, 0, 0)'  | Rect.centered(3, 7, 0, 0)   | 'point (3, 7)'            | 3         | down(7)    || false
        'Rect.of(0, 0, -0.0, 1)'     | Rect.of(0, 0, -0.0d, 1)     | 'segment x = 0 (a width of -0.0 is zero)' | 0 | 0.5d || true
        'Rect.of(0, 0, -0.0, 1)'     | Rect.of(0, 0, -0.0d, 1)     | 'segment x = 0 (a width of -0.0 is zero)' | Double.MIN_VALUE | 0.5d || false
        verdict = inside ? 'inside' : 'outside'
    }

    def "huge and negative coordinates: (#x, #y) is #verdict of #rectText"() {
        expect:
        rect.contains(x, y) == inside

        where:
        rectText                          | rect                              | x                 | y            || inside
        'Rect.of(-1e9, -1e9, 2e9, 2e9)'   | Rect.of(-1e9d, -1e9d, 2e9d, 2e9d) | 0                 | 0            || true
        'Rect.of(-1e9, -1e9, 2e9, 2e9)'   | Rect.of(-1e9d, -1e9d, 2e9d, 2e9d) | -1e9d             | -1e9d        || true
        'Rect.of(-1e9, -1e9, 2e9, 2e9)'   | Rect.of(-1e9d, -1e9d, 2e9d, 2e9d) | 1e9d              | 1e9d         || true
        'Rect.of(-1e9, -1e9, 2e9, 2e9)'   | Rect.of(-1e9d, -1e9d, 2e9d, 2e9d) | down(-1e9d)       | 0            || false
        'Rect.of(-1e9, -1e9, 2e9, 2e9)'   | Rect.of(-1e9d, -1e9d, 2e9d, 2e9d) | 0                 | up(1e9d)     || false
        'Rect.of(1e9, 1e9, 1, 1)'         | Rect.of(1e9d, 1e9d, 1, 1)         | 1e9d + 1          | 1e9d + 1     || true
        'Rect.of(1e9, 1e9, 1, 1)'         | Rect.of(1e9d, 1e9d, 1, 1)         | up(1e9d + 1)      | 1e9d + 1     || false
        'Rect.of(1e9, 1e9, 1, 1)'         | Rect.of(1e9d, 1e9d, 1, 1)         | down(1e9d)        | 1e9d         || false
        'Rect.of(-30, -20, 10, 5)'        | Rect.of(-30, -20, 10, 5)          | -20               | -15          || true
        'Rect.of(-30, -20, 10, 5)'        | Rect.of(-30, -20, 10, 5)          | up(-20)           | -15          || false
        'Rect.of(-30, -20, 10, 5)'        | Rect.of(-30, -20, 10, 5)          | -30               | down(-20)    || false
        'Rect.of(-1, -1, 1, 1), right edge 0' | Rect.of(-1, -1, 1, 1)         | -0.0d             | -0.0d        || true
        'Rect.of(-1, -1, 1, 1), right edge 0' | Rect.of(-1, -1, 1, 1)         | 0.0d              | 0.0d         || true
        'Rect.of(-1, -1, 1, 1), right edge 0' | Rect.of(-1, -1, 1, 1)         | Double.MIN_VALUE  | -0.5d        || false
        'Rect.of(-1e300, -1e300, 2e300, 2e300)' | Rect.of(-1e300d, -1e300d, 2e300d, 2e300d) | 1e300d | -1e300d || true
        'Rect.of(-1e300, -1e300, 2e300, 2e300)' | Rect.of(-1e300d, -1e300d, 2e300d, 2e300d) | up(1e300d) | 0     || false
        verdict = inside ? 'inside' : 'outside'
    }

    def "an edge past the largest double: Rect.of(1e308, 0, 1e308, 1) reaches 2e308, so (#x, 0.5) is #verdict"() {
        given: "the true right edge 1e308 + 1e308 is beyond every double"
        def rect = Rect.of(1e308d, 0, 1e308d, 1)
        assert ex(Double.MAX_VALUE) < ex(1e308d) + ex(1e308d)

        expect:
        rect.contains(x, 0.5d) == inside

        where:
        x                 || inside
        Double.MAX_VALUE  || true
        1e308d            || true
        down(1e308d)      || false
        verdict = inside ? 'inside' : 'outside'
    }

    // ---------------------------------------------------------------- exact edges

    def "exact edges: the true #edge edge of #rectText is #trueEdge, so #probe is #verdict"() {
        expect: "the rectangle answers for the true edge, not for its rounded double"
        rect.contains(edge in ['left', 'right'] ? probe : other, edge in ['left', 'right'] ? other : probe) == inside

        and: "exact arithmetic agrees that the probe is on that side of the true edge"
        (edge in ['right', 'bottom'] ? ex(probe) <= trueEdge : ex(probe) >= trueEdge) == inside

        and: "the probe is no more than one ulp from the true edge, so the row is about the last ulp"
        (ex(up(probe)) - trueEdge).signum() != (ex(probe) - trueEdge).signum() ||
                (ex(down(probe)) - trueEdge).signum() != (ex(probe) - trueEdge).signum()

        where:
        rectText                                  | rect                                   | edge     | trueEdge                 | other     | probe                  || inside
        // 0.1 + 0.2 rounds UP to 0.30000000000000004: that double lies past the true edge
        'Rect.of(0.1, 0, 0.2, 1)'                 | Rect.of(0.1d, 0, 0.2d, 1)              | 'right'  | ex(0.1d) + ex(0.2d)      | 0.5d      | 0.30000000000000004d   || false
        'Rect.of(0.1, 0, 0.2, 1)'                 | Rect.of(0.1d, 0, 0.2d, 1)              | 'right'  | ex(0.1d) + ex(0.2d)      | 0.5d      | 0.3d                   || true
        // 0.1 + 0.7 rounds DOWN to 0.7999999999999999: that double is inside, 0.8 is past the edge
        'Rect.of(0.1, 0, 0.7, 1)'                 | Rect.of(0.1d, 0, 0.7d, 1)              | 'right'  | ex(0.1d) + ex(0.7d)      | 0.5d      | 0.7999999999999999d    || true
        'Rect.of(0.1, 0, 0.7, 1)'                 | Rect.of(0.1d, 0, 0.7d, 1)              | 'right'  | ex(0.1d) + ex(0.7d)      | 0.5d      | 0.8d                   || false
        'Rect.of(0, 0.1, 1, 0.2)'                 | Rect.of(0, 0.1d, 1, 0.2d)              | 'bottom' | ex(0.1d) + ex(0.2d)      | 0.5d      | 0.30000000000000004d   || false
        'Rect.of(0, 0.1, 1, 0.2)'                 | Rect.of(0, 0.1d, 1, 0.2d)              | 'bottom' | ex(0.1d) + ex(0.2d)      | 0.5d      | 0.3d                   || true
        // 0.1 - 0.5 rounds DOWN to -0.4 (-0.40000000000000002): below the true left edge
        'Rect.centered(0.1, 0.5, 1, 1)'           | Rect.centered(0.1d, 0.5d, 1, 1)        | 'left'   | ex(0.1d) - 0.5           | 0.5d      | -0.4d                  || false
        'Rect.centered(0.1, 0.5, 1, 1)'           | Rect.centered(0.1d, 0.5d, 1, 1)        | 'left'   | ex(0.1d) - 0.5           | 0.5d      | -0.39999999999999997d  || true
        'Rect.centered(0.5, 0.1, 1, 1)'           | Rect.centered(0.5d, 0.1d, 1, 1)        | 'top'    | ex(0.1d) - 0.5           | 0.5d      | -0.4d                  || false
        'Rect.centered(0.5, 0.1, 1, 1)'           | Rect.centered(0.5d, 0.1d, 1, 1)        | 'top'    | ex(0.1d) - 0.5           | 0.5d      | -0.39999999999999997d  || true
        'Rect.centered(0.1, 0.5, 1, 1)'           | Rect.centered(0.1d, 0.5d, 1, 1)        | 'right'  | ex(0.1d) + 0.5           | 0.5d      | 0.6d                   || true
        'Rect.centered(0.1, 0.5, 1, 1)'           | Rect.centered(0.1d, 0.5d, 1, 1)        | 'right'  | ex(0.1d) + 0.5           | 0.5d      | up(0.6d)               || false
        // bottomCenter: the top edge is y - h, here 0.1 - 0.5 as above
        'Rect.bottomCenter(0.5, 0.1, 1, 0.5)'     | Rect.bottomCenter(0.5d, 0.1d, 1, 0.5d) | 'top'    | ex(0.1d) - 0.5           | 0.5d      | -0.4d                  || false
        'Rect.bottomCenter(0.5, 0.1, 1, 0.5)'     | Rect.bottomCenter(0.5d, 0.1d, 1, 0.5d) | 'top'    | ex(0.1d) - 0.5           | 0.5d      | -0.39999999999999997d  || true
        // at 1e9 an ulp is 1.2e-7: 1e9 + 1e-6 is 8.39 ulps, rounded down to 8 ulps
        'Rect.of(1e9, 0, 1e-6, 1)'                | Rect.of(1e9d, 0, 1e-6d, 1)             | 'right'  | ex(1e9d) + ex(1e-6d)     | 0.5d      | 1e9d + 1e-6d           || true
        'Rect.of(1e9, 0, 1e-6, 1)'                | Rect.of(1e9d, 0, 1e-6d, 1)             | 'right'  | ex(1e9d) + ex(1e-6d)     | 0.5d      | up(1e9d + 1e-6d)       || false
        'Rect.centered(-1e9, 0, 2e-6, 1)'         | Rect.centered(-1e9d, 0, 2e-6d, 1)      | 'left'   | ex(-1e9d) - ex(1e-6d)    | 0         | -1e9d - 1e-6d          || true
        'Rect.centered(-1e9, 0, 2e-6, 1)'         | Rect.centered(-1e9d, 0, 2e-6d, 1)      | 'left'   | ex(-1e9d) - ex(1e-6d)    | 0         | down(-1e9d - 1e-6d)    || false
        verdict = inside ? 'inside' : 'outside'
    }

    def "the accessors give the rounded edge: Rect.of(0.1, 0, 0.2, 1).right() is 0.30000000000000004, the double nearest 0.1 + 0.2"() {
        given:
        def rect = Rect.of(0.1d, 0, 0.2d, 1)

        expect:
        rect.right() == 0.30000000000000004d
        isNearest(0.30000000000000004d, ex(0.1d) + ex(0.2d))
        rect.left() == 0.1d
        rect.width() == 0.2d

        and: "the rounded right edge itself is outside, since the true edge is below it"
        !rect.contains(rect.right(), 0.5d)
    }

    // ---------------------------------------------------------------- overlaps (closed)

    def "#a and #b #relation, so overlaps is #overlap both ways"() {
        expect:
        a.overlaps(b) == overlap
        b.overlaps(a) == overlap

        where:
        relation                                              | a                             | b                                   || overlap
        'share the edge x = 10 (touching overlaps)'           | Rect.of(0, 0, 10, 10)         | Rect.of(10, 0, 10, 10)              || true
        'share the edge y = 10'                               | Rect.of(0, 0, 10, 10)         | Rect.of(0, 10, 10, 10)              || true
        'share only the corner (10, 10)'                      | Rect.of(0, 0, 10, 10)         | Rect.of(10, 10, 5, 5)               || true
        'share only the corner (0, 10)'                       | Rect.of(0, 0, 10, 10)         | Rect.of(-5, 10, 5, 5)               || true
        'are one ulp apart in x'                              | Rect.of(0, 0, 10, 10)         | Rect.of(up(10), 0, 10, 10)          || false
        'are one ulp apart in y'                              | Rect.of(0, 0, 10, 10)         | Rect.of(0, up(10), 10, 10)          || false
        'are one ulp apart at the corner'                     | Rect.of(0, 0, 10, 10)         | Rect.of(up(10), up(10), 5, 5)       || false
        'are one ulp apart at the left'                       | Rect.of(0, 0, 10, 10)         | Rect.ofEdges(-5, 0, down(0), 10)    || false
        'are one ulp apart at the top'                        | Rect.of(0, 0, 10, 10)         | Rect.ofEdges(0, -5, 10, down(0))    || false
        'lie far apart'                                       | Rect.of(0, 0, 10, 10)         | Rect.of(100, 100, 10, 10)           || false
        'are apart in x but level in y'                       | Rect.of(0, 0, 10, 10)         | Rect.of(20, 0, 10, 10)              || false
        'are apart in y but level in x'                       | Rect.of(0, 0, 10, 10)         | Rect.of(0, 20, 10, 10)              || false
        'overlap partly'                                      | Rect.of(0, 0, 10, 10)         | Rect.of(5, 5, 10, 10)               || true
        'one contains the other'                              | Rect.of(0, 0, 10, 10)         | Rect.of(2, 2, 3, 3)                 || true
        'are the same rectangle'                              | Rect.of(0, 0, 10, 10)         | Rect.of(0, 0, 10, 10)               || true
        'cross like a plus sign (no corner inside the other)' | Rect.of(0, 4, 10, 2)          | Rect.of(4, 0, 2, 10)                || true
        'a zero-width rect lies on the edge'                  | Rect.of(0, 0, 10, 10)         | Rect.of(10, 2, 0, 3)                || true
        'a point-sized rect sits on the corner'               | Rect.of(0, 0, 10, 10)         | Rect.ofEdges(10, 10, 10, 10)        || true
        'a point-sized rect sits one ulp off the corner'      | Rect.of(0, 0, 10, 10)         | Rect.ofEdges(up(10), 10, up(10), 10) || false
        'two point-sized rects at the same point'             | Rect.ofEdges(3, 3, 3, 3)      | Rect.centered(3, 3, 0, 0)           || true
        'share a corner at negative coordinates'              | Rect.of(-20, -20, 10, 10)     | Rect.of(-10, -10, 10, 10)           || true
        'touch at x = 1e9'                                    | Rect.of(1e9d - 10, 0, 10, 1)  | Rect.of(1e9d, 0, 1, 1)              || true
        'are one ulp apart at x = 1e9'                        | Rect.of(1e9d - 10, 0, 10, 1)  | Rect.of(up(1e9d), 0, 1, 1)          || false
    }

    def "overlaps decides on the true edges: #a and #b #relation"() {
        expect:
        a.overlaps(b) == overlap
        b.overlaps(a) == overlap

        and: "exact arithmetic agrees: the right edge of a against the left edge of b"
        (aRight >= bLeft) == overlap

        where:
        relation                                                  | a                          | b                                         | aRight              | bLeft                        || overlap
        // centered(0.4, .., 0.2, ..) has left 0.4 - 0.1 = 3 * 0.1 exactly, as does 0.1 + 0.2
        'touch exactly at 0.1 + 0.2, which is not a double'       | Rect.of(0.1d, 0, 0.2d, 1)  | Rect.centered(0.4d, 0.5d, 0.2d, 1)        | ex(0.1d) + ex(0.2d) | ex(0.4d) - ex(0.1d)          || true
        'are apart: b starts one ulp of 0.4 further right'        | Rect.of(0.1d, 0, 0.2d, 1)  | Rect.centered(up(0.4d), 0.5d, 0.2d, 1)    | ex(0.1d) + ex(0.2d) | ex(up(0.4d)) - ex(0.1d)      || false
        'are apart although a.right() == b.left() as doubles'     | Rect.of(0.1d, 0, 0.2d, 1)  | Rect.ofEdges(0.30000000000000004d, 0, 1, 1) | ex(0.1d) + ex(0.2d) | ex(0.30000000000000004d)   || false
        'overlap: b starts at the double 0.3, inside a'           | Rect.of(0.1d, 0, 0.2d, 1)  | Rect.ofEdges(0.3d, 0, 1, 1)               | ex(0.1d) + ex(0.2d) | ex(0.3d)                     || true
        'overlap: the rounded 0.1 + 0.7 is below the true edge'   | Rect.of(0.1d, 0, 0.7d, 1)  | Rect.ofEdges(0.7999999999999999d, 0, 1, 1) | ex(0.1d) + ex(0.7d) | ex(0.7999999999999999d)    || true
        'are apart: 0.8 is past the true edge 0.1 + 0.7'          | Rect.of(0.1d, 0, 0.7d, 1)  | Rect.ofEdges(0.8d, 0, 1, 1)               | ex(0.1d) + ex(0.7d) | ex(0.8d)                     || false
    }

    def "closed overlap is symmetric on #n seeded random pairs, and agrees with the four apart-states on exact edges"() {
        given:
        def random = new Random(20240611)

        expect:
        (1..n).every {
            def a = randomRect(random)
            def b = randomRect(random)
            boolean apart = a.right() < b.left() || b.right() < a.left() || a.bottom() < b.top() || b.bottom() < a.top()
            a.overlaps(b) == !apart && b.overlaps(a) == !apart
        }

        where:
        n = 5000
    }

    /** Rectangles on a coarse grid of small integers: all edges are exact, and touching is common. */
    static Rect randomRect(Random random) {
        Rect.of(random.nextInt(20) - 10, random.nextInt(20) - 10, random.nextInt(6), random.nextInt(6))
    }

    // ---------------------------------------------------------------- values and names

    def "#a equals #b is #equal: equality is on the exact edges"() {
        expect:
        (a == b) == equal
        (b == a) == equal
        !equal || a.hashCode() == b.hashCode()

        where:
        a                                   | b                                       || equal
        Rect.of(10, 20, 30, 40)             | Rect.centered(25, 40, 30, 40)           || true
        Rect.of(10, 20, 30, 40)             | Rect.bottomCenter(25, 60, 30, 40)       || true
        Rect.of(10, 20, 30, 40)             | Rect.ofEdges(10, 20, 40, 60)            || true
        Rect.of(0.0d, 0.0d, 1, 1)           | Rect.of(-0.0d, -0.0d, 1, 1)             || true
        // centered(0.2, .., 0.2, ..) spans 0.2 - 0.1 = 0.1 .. 0.2 + 0.1 = 0.1 + 0.2, exactly
        Rect.of(0.1d, 0, 0.2d, 1)           | Rect.centered(0.2d, 0.5d, 0.2d, 1)      || true
        Rect.of(0.1d, 0, 0.2d, 1)           | Rect.ofEdges(0.1d, 0, 0.30000000000000004d, 1) || false
        Rect.of(10, 20, 30, 40)             | Rect.of(up(10), 20, 30, 40)             || false
        Rect.of(10, 20, 30, 40)             | Rect.of(10, up(20), 30, 40)             || false
        Rect.of(10, 20, 30, 40)             | Rect.of(10, 20, up(30), 40)             || false
        Rect.of(10, 20, 30, 40)             | Rect.of(10, 20, 30, up(40))             || false
    }

    def "a rect equals no other kind of value"() {
        expect:
        Rect.of(0, 0, 1, 1) != Circle.of(0, 0, 1)
        !Rect.of(0, 0, 1, 1).equals(null)
    }

    def "named() gives a copy with a name that takes no part in equality or hit tests"() {
        given:
        def plain = Rect.of(10, 20, 30, 40)
        def door = plain.named('door')

        expect:
        plain.name() == null
        door.name() == 'door'
        door == plain
        door.hashCode() == plain.hashCode()
        door.contains(40, 60)
        !door.contains(up(40), 60)
        door.left() == 10 && door.top() == 20 && door.right() == 40 && door.bottom() == 60

        and: "the original is unchanged and a name can be replaced or removed"
        plain.name() == null
        door.named('gate').name() == 'gate'
        door.named(null).name() == null

        and: "a named rect keeps its exact edges"
        Rect.of(0.1d, 0, 0.2d, 1).named('x') == Rect.of(0.1d, 0, 0.2d, 1)
        !Rect.of(0.1d, 0, 0.2d, 1).named('x').contains(0.30000000000000004d, 0.5d)
    }

    def "a rect is its own bounds"() {
        given:
        def rect = Rect.of(10, 20, 30, 40)

        expect:
        rect.bounds().is(rect)
    }

    // ---------------------------------------------------------------- invalid input

    def "#code is rejected with: #message"() {
        when:
        make()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        code                                      | make                                                       || message
        'Rect.of(NaN, 0, 1, 1)'                   | { Rect.of(Double.NaN, 0, 1, 1) }                           || 'rect: x must be a finite number but was NaN'
        'Rect.of(0, Infinity, 1, 1)'              | { Rect.of(0, Double.POSITIVE_INFINITY, 1, 1) }             || 'rect: y must be a finite number but was Infinity'
        'Rect.of(-Infinity, 0, 1, 1)'             | { Rect.of(Double.NEGATIVE_INFINITY, 0, 1, 1) }             || 'rect: x must be a finite number but was -Infinity'
        'Rect.of(0, 0, NaN, 1)'                   | { Rect.of(0, 0, Double.NaN, 1) }                           || 'rect: width must be a finite number but was NaN'
        'Rect.of(0, 0, Infinity, 1)'              | { Rect.of(0, 0, Double.POSITIVE_INFINITY, 1) }             || 'rect: width must be a finite number but was Infinity'
        'Rect.of(0, 0, 1, -Infinity)'             | { Rect.of(0, 0, 1, Double.NEGATIVE_INFINITY) }             || 'rect: height must be a finite number but was -Infinity'
        'Rect.of(0, 0, -1, 1)'                    | { Rect.of(0, 0, -1, 1) }                                   || 'rect: width must be >= 0 but was -1.0'
        'Rect.of(0, 0, 1, -5)'                    | { Rect.of(0, 0, 1, -5) }                                   || 'rect: height must be >= 0 but was -5.0'
        'Rect.of(0, 0, -4.9E-324, 1)'             | { Rect.of(0, 0, -Double.MIN_VALUE, 1) }                    || 'rect: width must be >= 0 but was -4.9E-324'
        'Rect.centered(NaN, 0, 1, 1)'             | { Rect.centered(Double.NaN, 0, 1, 1) }                     || 'rect: cx must be a finite number but was NaN'
        'Rect.centered(0, -Infinity, 1, 1)'       | { Rect.centered(0, Double.NEGATIVE_INFINITY, 1, 1) }       || 'rect: cy must be a finite number but was -Infinity'
        'Rect.centered(0, 0, -2, 1)'              | { Rect.centered(0, 0, -2, 1) }                             || 'rect: width must be >= 0 but was -2.0'
        'Rect.centered(0, 0, 1, NaN)'             | { Rect.centered(0, 0, 1, Double.NaN) }                     || 'rect: height must be a finite number but was NaN'
        'Rect.bottomCenter(Infinity, 0, 1, 1)'    | { Rect.bottomCenter(Double.POSITIVE_INFINITY, 0, 1, 1) }   || 'rect: x must be a finite number but was Infinity'
        'Rect.bottomCenter(0, NaN, 1, 1)'         | { Rect.bottomCenter(0, Double.NaN, 1, 1) }                 || 'rect: y must be a finite number but was NaN'
        'Rect.bottomCenter(0, 0, 1, -3)'          | { Rect.bottomCenter(0, 0, 1, -3) }                         || 'rect: height must be >= 0 but was -3.0'
        'Rect.ofEdges(NaN, 0, 1, 1)'              | { Rect.ofEdges(Double.NaN, 0, 1, 1) }                      || 'rect: left must be a finite number but was NaN'
        'Rect.ofEdges(0, Infinity, 1, 1)'         | { Rect.ofEdges(0, Double.POSITIVE_INFINITY, 1, 1) }        || 'rect: top must be a finite number but was Infinity'
        'Rect.ofEdges(0, 0, Infinity, 1)'         | { Rect.ofEdges(0, 0, Double.POSITIVE_INFINITY, 1) }        || 'rect: right must be a finite number but was Infinity'
        'Rect.ofEdges(0, 0, 1, NaN)'              | { Rect.ofEdges(0, 0, 1, Double.NaN) }                      || 'rect: bottom must be a finite number but was NaN'
        'Rect.ofEdges(10, 0, 9, 1): right < left' | { Rect.ofEdges(10, 0, 9, 1) }                              || 'rect: right must be >= left (10.0) but was 9.0'
        'Rect.ofEdges(0, 5, 1, 4): bottom < top'  | { Rect.ofEdges(0, 5, 1, 4) }                               || 'rect: bottom must be >= top (5.0) but was 4.0'
        'Rect.ofEdges(0, 0, -4.9E-324, 1)'        | { Rect.ofEdges(0, 0, -Double.MIN_VALUE, 1) }               || 'rect: right must be >= left (0.0) but was -4.9E-324'
    }

    def "a query point (#x, #y) is an error, never a silent false: #message"() {
        when:
        rect.contains(x, y)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        rect                                  | x                         | y                         || message
        Rect.of(0, 0, 10, 10)                 | Double.NaN                | 5                         || 'rect: query point x must be a finite number but was NaN'
        Rect.of(0, 0, 10, 10)                 | 5                         | Double.NaN                || 'rect: query point y must be a finite number but was NaN'
        Rect.of(0, 0, 10, 10)                 | Double.POSITIVE_INFINITY  | 5                         || 'rect: query point x must be a finite number but was Infinity'
        Rect.of(0, 0, 10, 10)                 | 5                         | Double.NEGATIVE_INFINITY  || 'rect: query point y must be a finite number but was -Infinity'
        Rect.of(0, 0, 10, 10)                 | 100                       | Double.NaN                || 'rect: query point y must be a finite number but was NaN'
        Rect.of(0, 0, 10, 10)                 | Double.NaN                | Double.POSITIVE_INFINITY  || 'rect: query point x must be a finite number but was NaN'
        Rect.of(0, 0, 10, 10).named('door')   | Double.NaN                | 5                         || "rect 'door': query point x must be a finite number but was NaN"
    }
}
