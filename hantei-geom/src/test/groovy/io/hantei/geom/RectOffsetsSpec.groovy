package io.hantei.geom

import spock.lang.Specification

/**
 * {@code Rect.ofOffsets(x, y, left, top, right, bottom)}: the box x + left .. x + right by
 * y + top .. y + bottom, each edge the exact sum (docs/geometry.md §7), as a box turned by a
 * multiple of 90° about an anchor needs (§24).
 */
class RectOffsetsSpec extends Specification {

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    def "ofOffsets(#x, #y, #l, #t, #r, #b) holds (#px, #py): #inside"() {
        expect:
        Rect.ofOffsets(x, y, l, t, r, b).contains(px, py) == inside

        where:
        x    | y  | l   | t  | r   | b   | px                  | py     || inside
        10   | 20 | -40 | 0  | 0   | 30  | -30                 | 20     || true
        10   | 20 | -40 | 0  | 0   | 30  | 10                  | 50     || true
        10   | 20 | -40 | 0  | 0   | 30  | down(-30)           | 30     || false
        10   | 20 | -40 | 0  | 0   | 30  | 0                   | up(50) || false
        // the true edge 0.1 + 0.2 lies between the doubles 0.3 and 0.30000000000000004
        0.1d | 0  | 0   | 0  | 0.2 | 1   | 0.3d                | 0      || true
        0.1d | 0  | 0   | 0  | 0.2 | 1   | 0.30000000000000004 | 0      || false
        // 0.3 - 0.2 is exactly the double 0.09999999999999998 (both are multiples of 2^-55)
        0.3d | 0  | -0.2| 0  | 0   | 1   | 0.09999999999999998 | 0      || true
        0.3d | 0  | -0.2| 0  | 0   | 1   | down(0.09999999999999998) | 0 || false
        5    | 7  | 0   | 0  | 0   | 0   | 5                   | 7      || true
        5    | 7  | 0   | 0  | 0   | 0   | up(5)               | 7      || false
    }

    def "ofOffsets is the same rectangle as of(x + left, y + top, w, h) where those sums are doubles"() {
        expect:
        Rect.ofOffsets(10, 20, -40, 0, 0, 30) == Rect.ofEdges(-30, 20, 10, 50)
        Rect.ofOffsets(10, 20, 0, 0, 30, 40) == Rect.of(10, 20, 30, 40)
    }

    def "ofOffsets refuses #what"() {
        when:
        Rect.ofOffsets(x, 0, l, 0, r, 1)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        what                 | x          | l          | r  || message
        'right below left'   | 0          | 1          | 0  || 'rect: right must be >= left (1.0) but was 0.0'
        'a NaN anchor'       | Double.NaN | 0          | 1  || 'rect: x must be a finite number but was NaN'
        'an infinite offset' | 0          | -1 / 0d    | 1  || 'rect: left must be a finite number but was -Infinity'
    }
}
