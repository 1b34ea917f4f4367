package io.hantei.geom

import spock.lang.Specification

/**
 * The edges of what {@link ShapeCodec} carries: a polyline or polygon of exactly
 * {@code MAX_VERTICES} vertices travels, one more does not (encode answers null, and the caller
 * reports the shape as too large), and numbers that claim a vertex list too short for its kind
 * are refused by the shape's own check, which says how many vertices it needs.
 */
class ShapeCodecLimitsSpec extends Specification {

    /** n vertices on a circle of radius 1000, in order: a simple outline at any n. */
    static double[][] ring(int n) {
        double[] xs = new double[n]
        double[] ys = new double[n]
        for (int i = 0; i < n; i++) {
            xs[i] = 1000 * Math.cos(2 * Math.PI * i / n)
            ys[i] = 1000 * Math.sin(2 * Math.PI * i / n)
        }
        [xs, ys] as double[][]
    }

    def "a #kind of #count vertices (MAX_VERTICES #offset) #outcome"() {
        given:
        double[][] v = ring(count)
        Shape shape = kind == 'polyline' ? Polyline.of(v[0], v[1]) : Polygon.of(v[0], v[1])

        when:
        double[] numbers = ShapeCodec.encode(shape)

        then:
        (numbers != null) == travels
        !travels || numbers.length == ShapeCodec.MAX_NUMBERS + 2 * (count - ShapeCodec.MAX_VERTICES)
        !travels || ShapeCodec.decode(numbers) == shape

        where:
        kind       | count                         | travels
        'polyline' | ShapeCodec.MAX_VERTICES       | true
        'polyline' | ShapeCodec.MAX_VERTICES + 1   | false
        'polygon'  | ShapeCodec.MAX_VERTICES       | true
        'polygon'  | ShapeCodec.MAX_VERTICES + 1   | false
        'polygon'  | ShapeCodec.MAX_VERTICES - 1   | true

        offset = count == ShapeCodec.MAX_VERTICES ? 'exactly' : count > ShapeCodec.MAX_VERTICES ? '+ 1' : '- 1'
        outcome = travels ? 'is encoded and comes back equal' : 'is not encoded'
    }

    def "the numbers #numbers are refused by #who: #message"() {
        when:
        ShapeCodec.decode(numbers as double[])

        then:
        IllegalArgumentException e = thrown()
        e.message.contains(message)

        where:
        numbers            | who                      | message
        [8, 0]             | 'the polyline'           | 'at least 2 points'
        [8, 1, 5, 5]       | 'the polyline'           | 'at least 2 points'
        [9, 2, 0, 0, 1, 1] | 'the polygon'            | 'at least 3 vertices'
        [8]                | 'the codec (no count)'   | 'no shape is kind 8.0 with 0 numbers'
        [9, 2, 0, 0, 1]    | 'the codec (odd length)' | 'no shape is kind 9.0 with 4 numbers'
        [8, 3, 0, 0, 1, 1] | 'the codec (wrong count)' | 'no shape is kind 8.0 with 5 numbers'
    }
}
