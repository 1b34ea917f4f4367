package io.hantei.render

import io.hantei.geom.Rect
import spock.lang.Specification

class ViewTransformSpec extends Specification {

    def "a 400 x 300 view drawn at 800 is 800 x 600, two pixels per unit, y down in both"() {
        given:
        def t = ViewTransform.fit(Rect.of(0, 0, 400, 300), 800)

        expect:
        t.width() == 800
        t.height() == 600
        t.scale() == 2
        t.pixelX(0) == 0
        t.pixelX(400) == 800
        t.pixelY(0) == 0
        t.pixelY(300) == 600   // no flip: larger y is lower in the picture
        t.column(137.2) == 274
        t.row(113.9) == 227
        t.worldX(0.5) == 0.25  // the centre of the first column
        t.worldY(599.5) == 299.75
    }

    def "the longer side gets the size: a #w x #h view at #size is #width x #height, scale #scale"() {
        given:
        def t = ViewTransform.fit(Rect.of(10, 20, w, h), size)

        expect:
        t.width() == width
        t.height() == height
        t.scale() == scale
        t.pixelX(10) == 0
        t.pixelY(20) == 0

        where:
        w    | h    | size || width | height | scale
        400  | 300  | 800  || 800   | 600    | 2
        100  | 400  | 800  || 200   | 800    | 2
        1000 | 1    | 800  || 800   | 1      | 0.8
        1    | 1000 | 800  || 1     | 800    | 0.8
        1    | 1    | 1    || 1     | 1      | 1
    }

    def "a size of #size pixels is refused"() {
        when:
        ViewTransform.fit(Rect.of(0, 0, 1, 1), size)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "picture: size must be between 1 and 8192 pixels but was $size"

        where:
        size << [0, -1, 8193]
    }

    def "the renderers refuse a bad size when made"() {
        when:
        make()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == 'picture: size must be between 1 and 8192 pixels but was 0'

        where:
        make << [{ PngRenderer.withSize(0) }, { SvgRenderer.withSize(0) }]
    }

    def "world points far outside a small view map to far pixels without overflow"() {
        given:
        def t = ViewTransform.fit(Rect.ofEdges(-Double.MAX_VALUE, 0, Double.MAX_VALUE, 1), 800)

        expect: 'MAX_VALUE - (-MAX_VALUE) overflows; the transform works in halves'
        t.pixelX(Double.MAX_VALUE) == 800
        t.pixelX(-Double.MAX_VALUE) == 0
        t.pixelX(0) == 400
    }
}
