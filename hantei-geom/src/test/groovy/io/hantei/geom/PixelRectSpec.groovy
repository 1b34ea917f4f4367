package io.hantei.geom

import spock.lang.Specification

/**
 * The pixel-grid rectangle (docs/geometry.md §11): PixelRect.of(x, y, w, h) covers the whole
 * pixels x .. x+w-1 and y .. y+h-1 (the last pixel is x + w - 1). Neighbours do not overlap,
 * and a rectangle of zero width or height covers no pixel at all.
 */
class PixelRectSpec extends Specification {

    static final int MAX = Integer.MAX_VALUE
    static final int MIN = Integer.MIN_VALUE

    def "PixelRect.of(0, 0, 10, 10) covers pixels 0..9: pixel (#px, #py) #where is #verdict"() {
        given:
        def r = PixelRect.of(0, 0, 10, 10)

        expect:
        r.contains(px, py) == covered

        where:
        where                                | px | py || covered
        'the first pixel'                    | 0  | 0  || true
        'the last pixel'                     | 9  | 9  || true
        'the last pixel of the first row'    | 9  | 0  || true
        'the first pixel of the last row'    | 0  | 9  || true
        'in the middle'                      | 5  | 5  || true
        'just past the last column (x + w)'  | 10 | 5  || false
        'just past the last row (y + h)'     | 5  | 10 || false
        'just past the last corner'          | 10 | 10 || false
        'just before the first column'       | -1 | 5  || false
        'just before the first row'          | 5  | -1 || false
        verdict = covered ? 'covered' : 'not covered'
    }

    def "PixelRect.of(#x, #y, #w, #h) covers #what: pixel (#px, #py) is #verdict"() {
        expect:
        PixelRect.of(x, y, w, h).contains(px, py) == covered

        where:
        x       | y    | w   | h  | what                           | px        | py   || covered
        -5      | -5   | 10  | 10 | '-5..4 in both directions'     | -5        | -5   || true
        -5      | -5   | 10  | 10 | '-5..4 in both directions'     | 4         | 4    || true
        -5      | -5   | 10  | 10 | '-5..4 in both directions'     | 5         | 4    || false
        -5      | -5   | 10  | 10 | '-5..4 in both directions'     | -6        | 0    || false
        7       | 3    | 1   | 1  | 'the single pixel (7, 3)'      | 7         | 3    || true
        7       | 3    | 1   | 1  | 'the single pixel (7, 3)'      | 8         | 3    || false
        7       | 3    | 1   | 1  | 'the single pixel (7, 3)'      | 7         | 4    || false
        7       | 3    | 1   | 1  | 'the single pixel (7, 3)'      | 6         | 3    || false
        // x + w overflows int: a naive px < x + w would wrap to a negative bound and cover nothing
        MAX - 4 | 0    | 10  | 1  | 'columns up to MAX (and past)' | MAX       | 0    || true
        MAX - 4 | 0    | 10  | 1  | 'columns up to MAX (and past)' | MAX - 4   | 0    || true
        MAX - 4 | 0    | 10  | 1  | 'columns up to MAX (and past)' | MAX - 5   | 0    || false
        MAX - 4 | 0    | 10  | 1  | 'columns up to MAX (and past)' | MIN       | 0    || false
        MAX     | MAX  | MAX | MAX | 'one corner at MAX, MAX'      | MAX       | MAX  || true
        MAX     | MAX  | MAX | MAX | 'one corner at MAX, MAX'      | MAX - 1   | MAX  || false
        MAX - 1 | 0    | 1   | 1  | 'the single column MAX - 1'    | MAX       | 0    || false
        MAX     | 0    | 1   | 1  | 'the single column MAX'        | MAX       | 0    || true
        MIN     | MIN  | 1   | 1  | 'the single pixel (MIN, MIN)'  | MIN       | MIN  || true
        MIN     | 0    | MAX | 1  | 'MIN .. -2 (MIN + MAX - 1)'    | -2        | 0    || true
        MIN     | 0    | MAX | 1  | 'MIN .. -2 (MIN + MAX - 1)'    | -1        | 0    || false
        verdict = covered ? 'covered' : 'not covered'
    }

    def "a #w x #h PixelRect covers no pixel: not even its own origin (#px, #py)"() {
        given:
        def r = PixelRect.of(px, py, w, h)

        expect:
        r.isEmpty()
        !r.contains(px, py)
        !r.contains(px, py + 1)
        !r.contains(px + 1, py)
        !r.contains(px - 1, py)

        where:
        px  | py  | w  | h
        5   | 5   | 0  | 10
        5   | 5   | 10 | 0
        5   | 5   | 0  | 0
        -3  | -3  | 0  | 1
        MAX - 1 | 0 | 0 | MAX
    }

    def "a PixelRect with pixels is not empty"() {
        expect:
        !PixelRect.of(0, 0, 1, 1).isEmpty()
        !PixelRect.of(MIN, MIN, MAX, MAX).isEmpty()
    }

    def "the last pixel of PixelRect.of(#x, 0, #w, 1) is column #last, computed without int overflow"() {
        expect:
        PixelRect.of(x, 0, w, 1).lastX() == last
        PixelRect.of(0, x, 1, w).lastY() == last

        where:
        x       | w   || last
        0       | 10  || 9L
        -5      | 10  || 4L
        MAX     | MAX || 2L * MAX - 1
        MIN     | 1   || (long) MIN
        3       | 0   || 2L     // empty: the last column is before the first
    }

    def "#a and #b #relation, so overlaps is #overlap both ways"() {
        expect:
        a.overlaps(b) == overlap
        b.overlaps(a) == overlap

        where:
        relation                                                       | a                           | b                             || overlap
        'are neighbours: 10 wide at x = 0 and x = 10'                  | PixelRect.of(0, 0, 10, 10)  | PixelRect.of(10, 0, 10, 10)   || false
        'share column 9: 10 wide at x = 0 and x = 9'                   | PixelRect.of(0, 0, 10, 10)  | PixelRect.of(9, 0, 10, 10)    || true
        'are neighbours: 10 high at y = 0 and y = 10'                  | PixelRect.of(0, 0, 10, 10)  | PixelRect.of(0, 10, 10, 10)   || false
        'share row 9: 10 high at y = 0 and y = 9'                      | PixelRect.of(0, 0, 10, 10)  | PixelRect.of(0, 9, 10, 10)    || true
        'are diagonal neighbours at (10, 10)'                          | PixelRect.of(0, 0, 10, 10)  | PixelRect.of(10, 10, 5, 5)    || false
        'share the single pixel (9, 9)'                                | PixelRect.of(0, 0, 10, 10)  | PixelRect.of(9, 9, 5, 5)      || true
        'are neighbours on the left: x = -10 and x = 0'                | PixelRect.of(-10, 0, 10, 1) | PixelRect.of(0, 0, 10, 1)     || false
        'one contains the other'                                       | PixelRect.of(0, 0, 10, 10)  | PixelRect.of(3, 3, 2, 2)      || true
        'are the same'                                                 | PixelRect.of(0, 0, 10, 10)  | PixelRect.of(0, 0, 10, 10)    || true
        'cross like a plus sign'                                       | PixelRect.of(0, 4, 10, 2)   | PixelRect.of(4, 0, 2, 10)     || true
        'are far apart'                                                | PixelRect.of(0, 0, 10, 10)  | PixelRect.of(100, 100, 1, 1)  || false
        'one covers no pixel, though it lies inside the other'         | PixelRect.of(0, 0, 10, 10)  | PixelRect.of(5, 5, 0, 3)      || false
        'one covers no pixel (zero height), inside the other'          | PixelRect.of(0, 0, 10, 10)  | PixelRect.of(5, 5, 3, 0)      || false
        'both cover no pixel, at the same place'                       | PixelRect.of(5, 5, 0, 0)    | PixelRect.of(5, 5, 0, 0)      || false
        'the last columns near MAX overlap (no overflow to negative)'   | PixelRect.of(MAX - 4, 0, 10, 1) | PixelRect.of(MAX, 0, 1, 1) || true
        'one ends at MAX - 1, the other is column MAX'                 | PixelRect.of(MAX - 10, 0, 10, 1) | PixelRect.of(MAX, 0, 1, 1) || false
        'a rect past MAX does not wrap around to MIN'                  | PixelRect.of(MAX, 0, MAX, 1) | PixelRect.of(MIN, 0, 1, 1)   || false
        'both are huge and meet at column -1'                          | PixelRect.of(MIN, 0, MAX, 1) | PixelRect.of(-1, 0, MAX, 1)  || false
        'both are huge and share column -2'                            | PixelRect.of(MIN, 0, MAX, 1) | PixelRect.of(-2, 0, MAX, 1)  || true
    }

    def "PixelRect.of(#x, #y, #w, #h).bounds() is the closed region of its unit pixels: #left..#right by #top..#bottom"() {
        given:
        def b = PixelRect.of(x, y, w, h).bounds()

        expect:
        b.left() == left
        b.top() == top
        b.right() == right
        b.bottom() == bottom

        where:
        x       | y  | w  | h  || left    | top | right         | bottom
        0       | 0  | 10 | 10 || 0       | 0   | 10            | 10
        -5      | 2  | 3  | 1  || -5      | 2   | -2            | 3
        5       | 5  | 0  | 3  || 5       | 5   | 5             | 8
        MAX     | 0  | 1  | 1  || MAX     | 0   | MAX + 1.0d    | 1
    }

    def "accessors, names and equality: the name takes no part"() {
        given:
        def r = PixelRect.of(1, 2, 3, 4)
        def named = r.named('tile')

        expect:
        r.x() == 1 && r.y() == 2 && r.width() == 3 && r.height() == 4
        r.name() == null
        named.name() == 'tile'
        named == r
        named.hashCode() == r.hashCode()
        named.contains(3, 5)
        !named.contains(4, 5)
        r != PixelRect.of(1, 2, 3, 5)
        r != PixelRect.of(0, 2, 3, 4)
    }

    def "PixelRect.of(#x, #y, #w, #h) is rejected with: #message"() {
        when:
        PixelRect.of(x, y, w, h)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        x | y | w   | h   || message
        0 | 0 | -1  | 1   || 'pixelRect: width must be >= 0 but was -1'
        0 | 0 | 1   | -1  || 'pixelRect: height must be >= 0 but was -1'
        0 | 0 | MIN | 1   || 'pixelRect: width must be >= 0 but was -2147483648'
        0 | 0 | -5  | -5  || 'pixelRect: width must be >= 0 but was -5'
    }
}
