package io.hantei.geom

import spock.lang.Specification

/**
 * ShapeKind, the public kind of every shape of this package, and the tables keyed by it
 * (KindTable, PairTable): a table with an empty cell is refused when it is built, naming the
 * cell (ARCHITECTURE.md, "Adding a shape").
 */
class ShapeKindSpec extends Specification {

    def "the kinds, in the order of the contract"() {
        expect:
        ShapeKind.values()*.name() == ['RECT', 'ROTATED_RECT', 'FAN', 'CIRCLE', 'POLYGON', 'POLYLINE', 'SEGMENT',
                                       'ELLIPSE', 'CAPSULE']
    }

    def "ShapeKind.of(#shape) is #kind, whose word is the one its factory's messages use"() {
        expect:
        ShapeKind.of(shape) == kind
        ShapeKind.of(shape.named('n')) == kind
        kind.word() == word

        when: 'its factory refuses a bad number'
        bad.call()

        then: 'the message names the shape by the word'
        def e = thrown(IllegalArgumentException)
        e.message.startsWith(word + ': ')

        where:
        shape                                                 | kind                   | word          | bad
        Rect.of(0, 0, 2, 1)                                   | ShapeKind.RECT         | 'rect'        | { Rect.of(0, 0, -1, 1) }
        RotatedRect.of(0, 0, 2, 1, 30)                        | ShapeKind.ROTATED_RECT | 'rotatedRect' | { RotatedRect.of(0, 0, -1, 1, 0) }
        Fan.of(0, 0, 0, 90, 5)                                | ShapeKind.FAN          | 'fan'         | { Fan.of(0, 0, 0, 90, -5) }
        Circle.of(0, 0, 1)                                    | ShapeKind.CIRCLE       | 'circle'      | { Circle.of(0, 0, -1) }
        Polygon.of([0, 2, 1] as double[], [0, 0, 2] as double[]) | ShapeKind.POLYGON   | 'polygon'     | { Polygon.of([0, 1] as double[], [0, 0] as double[]) }
        Polyline.of([0, 2] as double[], [0, 1] as double[])   | ShapeKind.POLYLINE     | 'polyline'    | { Polyline.of([0] as double[], [0] as double[]) }
        Segment.of(0, 0, 1, 1)                                | ShapeKind.SEGMENT      | 'segment'     | { Segment.of(0, 0, Double.NaN, 1) }
        Ellipse.of(0, 0, 3, 1, 25)                            | ShapeKind.ELLIPSE      | 'ellipse'     | { Ellipse.of(0, 0, -3, 1, 0) }
        Capsule.of(0, 0, 2, 1, 0.5)                           | ShapeKind.CAPSULE      | 'capsule'     | { Capsule.of(0, 0, 2, 1, -1) }
    }

    def "every kind is answered by one of the cases above"() {
        expect: 'the same nine, so a new kind needs its row there'
        ShapeKind.values().length == 9
    }

    def "a Shape made elsewhere, and null, have no kind"() {
        given:
        Shape foreign = new Shape() {
            boolean contains(double x, double y) { false }
            Rect bounds() { Rect.of(0, 0, 0, 0) }
            String name() { null }
            Shape named(String name) { this }
        }

        expect:
        ShapeKind.of(foreign) == null
        ShapeKind.of(null) == null
    }

    def "which kinds' straight edges enclose their inside"() {
        expect:
        ShapeKind.values().findAll { it.edgesEnclose() } == [ShapeKind.RECT, ShapeKind.ROTATED_RECT, ShapeKind.POLYGON]
    }

    def "the tables of geom have a cell for every pair and a row for every kind"() {
        expect:
        [ShapeKind.values(), ShapeKind.values()].combinations().every { ShapeKind a, ShapeKind b -> Overlaps.PAIRS.get(a, b) != null }
    }

    def "a pair table with an empty cell is refused when it is built, naming every missing pair"() {
        given: 'a table of three kinds with one pair left out'
        def table = new PairTable.Builder<String>('test pairs', { String v -> v + ' flipped' },
                EnumSet.of(ShapeKind.RECT, ShapeKind.CIRCLE, ShapeKind.FAN))
                .fill(ShapeKind.RECT, ShapeKind.RECT, 'rr')
                .fill(ShapeKind.RECT, ShapeKind.CIRCLE, 'rc')
                .fill(ShapeKind.CIRCLE, ShapeKind.CIRCLE, 'cc')
                .fill(ShapeKind.FAN, ShapeKind.FAN, 'ff')
                .fill(ShapeKind.FAN, ShapeKind.RECT, 'fr')

        when:
        table.build()

        then:
        def e = thrown(IllegalStateException)
        e.message == 'test pairs: no cell for (FAN, CIRCLE), (CIRCLE, FAN)'
    }

    def "a pair is filled once and flipped for the other order; filling it twice is refused"() {
        given:
        def builder = new PairTable.Builder<String>('test pairs', { String v -> v + ' flipped' },
                EnumSet.of(ShapeKind.RECT, ShapeKind.CIRCLE))
                .fill(ShapeKind.RECT, ShapeKind.RECT, 'rr')
                .fill(ShapeKind.RECT, ShapeKind.CIRCLE, 'rc')
                .fill(ShapeKind.CIRCLE, ShapeKind.CIRCLE, 'cc')

        when:
        def table = builder.build()

        then:
        table.get(ShapeKind.RECT, ShapeKind.CIRCLE) == 'rc'
        table.get(ShapeKind.CIRCLE, ShapeKind.RECT) == 'rc flipped'
        table.get(ShapeKind.RECT, ShapeKind.RECT) == 'rr'
        table.get(ShapeKind.FAN, ShapeKind.RECT) == null

        when:
        builder.fill(ShapeKind.CIRCLE, ShapeKind.RECT, 'again')

        then:
        def e = thrown(IllegalStateException)
        e.message == 'test pairs: (CIRCLE, RECT) is filled twice'

        when:
        builder.fill(ShapeKind.FAN, ShapeKind.RECT, 'outside')

        then:
        def outside = thrown(IllegalStateException)
        outside.message.startsWith('test pairs: (FAN, RECT) is outside the table\'s kinds')
    }

    def "fillRow fills a kind against every kind of the table, each pair once"() {
        when:
        def table = new PairTable.Builder<String>('rows', { String v -> v.reverse() },
                EnumSet.of(ShapeKind.RECT, ShapeKind.CIRCLE))
                .fillRow(ShapeKind.RECT, 'row')
                .fill(ShapeKind.CIRCLE, ShapeKind.CIRCLE, 'cc')
                .build()

        then:
        table.get(ShapeKind.RECT, ShapeKind.RECT) == 'row'
        table.get(ShapeKind.RECT, ShapeKind.CIRCLE) == 'row'
        table.get(ShapeKind.CIRCLE, ShapeKind.RECT) == 'wor'
    }

    def "a kind table with an empty row is refused when it is built, naming the kind"() {
        when:
        KindTable.of('test rows') { ShapeKind k -> k == ShapeKind.ELLIPSE ? null : k.word() }

        then:
        def e = thrown(IllegalStateException)
        e.message == 'test rows: no row for ELLIPSE'

        when:
        def table = KindTable.of('test rows') { ShapeKind k -> k.word() }

        then:
        ShapeKind.values().every { table.get(it) == it.word() }
    }
}
