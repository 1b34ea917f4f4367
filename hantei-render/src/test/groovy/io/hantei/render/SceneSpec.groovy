package io.hantei.render

import io.hantei.geom.Circle
import io.hantei.geom.Fan
import io.hantei.geom.PixelRect
import io.hantei.geom.Rect
import spock.lang.Specification

class SceneSpec extends Specification {

    /** Equal edges up to a relative 1e-12. */
    static boolean close(Rect a, Rect b) {
        [[a.left(), b.left()], [a.top(), b.top()], [a.right(), b.right()], [a.bottom(), b.bottom()]].every { double x, double y ->
            Math.abs(x - y) <= 1e-12 * Math.max(Math.abs(x), Math.abs(y))
        }
    }

    def "the default view of #what is #view: what it holds, widened by 8% of its longer side"() {
        expect: 'up to the few ulps by which shapes widen their bounds outward'
        close(scene.view(), view)

        where:
        what                         | scene                                                                  || view
        'a 100 x 50 rect'            | Scene.of(Rect.of(0, 0, 100, 50))                                       || Rect.ofEdges(-8, -8, 108, 58)
        'a rect and a check'         | Scene.builder().add(Rect.of(0, 0, 100, 50)).check(200, 50, true, 'x').build() || Rect.ofEdges(-16, -16, 216, 66)
        'a heat map region'          | Scene.builder().heatMap(HeatMap.of('h', Rect.of(10, 10, 50, 100), { x, y -> true })).build() || Rect.ofEdges(2, 2, 68, 118)
        'a pixel rect'               | Scene.builder().add(PixelRect.of(0, 0, 50, 25)).build()                 || Rect.ofEdges(-4, -4, 54, 29)
        'nothing: 0..100'            | Scene.builder().build()                                                 || Rect.ofEdges(-8, -8, 108, 108)
        'a single point: 10 around'  | Scene.builder().check(5, 5, false, null).build()                        || Rect.ofEdges(-5, -5, 15, 15)
        'a circle of radius 0'       | Scene.of(Circle.of(3, 4, 0))                                            || Rect.ofEdges(-7, -6, 13, 14)
    }

    def "a single point far out gets a margin of a billionth of its coordinates, so the view keeps a size"() {
        given:
        def view = Scene.builder().check(1e300, 0, true, null).build().view()

        expect:
        close(view, Rect.ofEdges(1e300 - 1e291, -1e291, 1e300 + 1e291, 1e291))
        view.right() > view.left()
    }

    def "a tiny scene near the origin is shown at its own size, not widened to 10 units"() {
        given: 'a circle of radius 2^-700: bounds 2^-699 wide, margin 8% of that'
        def view = Scene.of(Circle.of(0, 0, Math.scalb(1d, -700))).view()

        expect: 'the right edge is 2^-700 plus 8% of 2^-699'
        close(view, Rect.ofEdges(-1.16 * Math.scalb(1d, -700), -1.16 * Math.scalb(1d, -700),
                1.16 * Math.scalb(1d, -700), 1.16 * Math.scalb(1d, -700)))
    }

    def "a scene across nearly all the doubles has a view that stays finite and can be drawn"() {
        given:
        def scene = Scene.of(Rect.ofEdges(-1.7e308, -1.7e308, 1.7e308, 1.7e308))
        def t = ViewTransform.fit(scene.view(), 800)

        expect: 'the margin would pass the largest double: the view stops there'
        scene.view().left() == -Double.MAX_VALUE
        scene.view().right() == Double.MAX_VALUE
        t.width() == 800
        t.height() == 800
        Math.abs(t.pixelX(0) - 400) < 1e-9
        Math.abs(t.pixelY(1.7e308) - 400 * (1 + 1.7e308 / Double.MAX_VALUE)) < 1e-9
    }

    def "a view given to the builder is kept, and toBuilder keeps it"() {
        given:
        def scene = Scene.builder().view(Rect.of(0, 0, 10, 10)).add(Rect.of(100, 100, 5, 5)).build()

        expect:
        scene.view() == Rect.of(0, 0, 10, 10)
        scene.toBuilder().build().view() == Rect.of(0, 0, 10, 10)
        scene.toBuilder().defaultView().build().view() == Rect.ofEdges(99.6, 99.6, 105.4, 105.4)
    }

    def "a view #what is refused: #message"() {
        when:
        Scene.builder().view(view)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        what                         | view                       || message
        'without width'              | Rect.of(0, 0, 0, 10)       || 'scene: view width must be > 0 but was 0.0'
        'without height'             | Rect.of(0, 0, 10, 0)       || 'scene: view height must be > 0 but was 0.0'
        'whose width rounds away'    | Rect.of(1e300, 0, 1, 10)   || 'scene: view width must be > 0 but was 0.0'
    }

    def "a scene is immutable: its lists cannot change, and the builder going on does not change it"() {
        given:
        def builder = Scene.builder().add(Rect.of(0, 0, 1, 1))
        def scene = builder.build()

        when:
        builder.add(Circle.of(0, 0, 1)).check(0, 0, true, 'later')

        then:
        scene.figures().size() == 1
        scene.checks().isEmpty()

        when:
        scene.figures().add(new Figure.OfShape(Circle.of(0, 0, 1)))

        then:
        thrown(UnsupportedOperationException)
    }

    def "figures keep their order and their names; a pixel rect is drawn as the area of its pixels"() {
        given:
        def scene = Scene.builder()
                .add(Fan.of(0, 0, 0, 90, 10).named('guard'))
                .add(PixelRect.of(2, 3, 4, 5).named('sprite'))
                .add(Circle.of(0, 0, 1))
                .build()

        expect:
        scene.figures()*.name() == ['guard', 'sprite', null]
        scene.figures()[1].bounds() == Rect.of(2, 3, 4, 5)
    }

    def "a check mark at #x, #y is refused: #message"() {
        when:
        new CheckMark(x, y, true, 'c')

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        x                        | y                        || message
        Double.NaN               | 0                        || 'check: x must be a finite number but was NaN'
        0                        | Double.POSITIVE_INFINITY || 'check: y must be a finite number but was Infinity'
    }

    def "CheckMark.passed and CheckMark.failed say what they are"() {
        expect:
        CheckMark.passed(1, 2, 'a') == new CheckMark(1, 2, true, 'a')
        CheckMark.failed(1, 2, 'a') == new CheckMark(1, 2, false, 'a')
    }
}
