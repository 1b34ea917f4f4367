package io.hantei.geom

import spock.lang.Specification

/** A shape as numbers and back (ShapeCodec): the same shape, answering every point as before. */
class ShapeCodecSpec extends Specification {

    def "#kind crosses as numbers and comes back equal, answering as before on every point tried"() {
        when:
        double[] numbers = ShapeCodec.encode(shape)
        Shape back = ShapeCodec.decode(numbers)

        then:
        back == shape
        back.getClass() == shape.getClass()
        Random random = new Random(5)
        Rect box = shape.bounds()
        (0..<2000).every {
            double x = box.left() - 2 + random.nextDouble() * (box.width() + 4)
            double y = box.top() - 2 + random.nextDouble() * (box.height() + 4)
            back.contains(x, y) == shape.contains(x, y)
        }

        where:
        kind           | shape
        'rect'         | Rect.of(0.1, 0.7, 0.2, 1.3)
        'centred rect' | Rect.centered(1.5, 2.5, 3, 0.1)
        'turned rect'  | RotatedRect.of(10, 20, 8, 4, 30)
        'fan'          | Fan.of(0, 0, 30, 60, 12)
        'circle'       | Circle.of(3, 4, 5)
        'ellipse'      | Ellipse.of(3, 4, 10, 6, 30)
        'capsule'      | Capsule.of(0, 0, 6, 8, 2)
        'segment'      | Segment.of(0, 0, 3, 4)
        'polyline'     | Polyline.of([0, 4, 4, 9] as double[], [0, 0, 3, 3] as double[])
        'polygon'      | Polygon.of([0, 10, 10, 5, 0] as double[], [0, 0, 10, 4, 10] as double[])
    }

    def "the rect's edges cross exactly: at the ulp beside its rounded right edge the copy answers as the original"() {
        given: "0.1 + 0.2 is not a double: the true right edge lies between two"
        Rect r = Rect.of(0.1, 0, 0.2, 1)
        Shape back = ShapeCodec.decode(ShapeCodec.encode(r))

        expect:
        [0.3d, 0.30000000000000004d, Math.nextDown(0.3d)].every { double x -> back.contains(x, 0.5) == r.contains(x, 0.5) }
        r.contains(0.3d, 0.5) && !r.contains(0.30000000000000004d, 0.5)
    }

    def "numbers no shape has are refused: #why"() {
        when:
        ShapeCodec.decode(numbers as double[])

        then:
        def e = thrown(IllegalArgumentException)
        e.message.contains(message)

        where:
        why                              | numbers                                     || message
        'no numbers'                     | []                                          || 'shape numbers: expected a kind and its numbers but got none'
        'an unknown kind'                | [42, 1, 2]                                  || 'no shape is kind 42.0 with 2 numbers'
        'a circle with too few numbers'  | [4, 1, 2]                                   || 'no shape is kind 4.0 with 2 numbers'
        'a negative radius'              | [4, 0, 0, -1]                               || 'circle: r must be'
        'a rect edge not hi + lo'        | [1, 0, 1, 0, 0, 1, 0, 1, 0, 1, 1]           || 'an exact edge must be a double and its rounding error'
        'a polygon whose count is wrong' | [9, 5, 0, 0, 1, 0, 1, 1]                    || 'no shape is kind 9.0'
        'a polygon of two vertices'      | [9, 2, 0, 0, 1, 1]                          || 'polygon: '
    }

    def "a shape of another package has no numbers"() {
        expect:
        ShapeCodec.encode({ x, y -> true } as Shape) == null
    }
}
