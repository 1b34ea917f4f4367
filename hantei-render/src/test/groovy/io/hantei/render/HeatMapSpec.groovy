package io.hantei.render

import io.hantei.geom.Circle
import io.hantei.geom.Fan
import io.hantei.geom.Rect
import spock.lang.Specification

class HeatMapSpec extends Specification {

    static final ViewTransform T = ViewTransform.fit(Rect.of(0, 0, 400, 300), 800)

    def "by default a heat map samples once per pixel, at the pixel centres that lie in its region"() {
        given: 'region 10..20 x 30..35 is pixels 20..39 x 60..69 at two pixels per unit'
        List<List<Double>> asked = []
        def map = HeatMap.of('h', Rect.of(10, 30, 10, 5), { double x, double y -> asked << [x, y]; true } as PointPredicate)

        when:
        def grid = HeatGrid.sample(map, T)

        then:
        map.sampleStep().empty
        grid.cols() == 20
        grid.rows() == 10
        asked.size() == 200
        asked.first() == [10.25d, 30.25d]
        asked.last() == [19.75d, 34.75d]
    }

    def "with a step, a heat map samples the centres of step-wide cells from the region's corner"() {
        given:
        List<List<Double>> asked = []
        def map = HeatMap.of('h', Rect.of(10, 30, 100, 40), { double x, double y -> asked << [x, y]; false } as PointPredicate)
                .withSampleStep(20)

        when:
        def grid = HeatGrid.sample(map, T)

        then: 'ceil(100 / 20) = 5 columns, ceil(40 / 20) = 2 rows'
        map.sampleStep().asDouble == 20
        grid.cols() == 5
        grid.rows() == 2
        asked == [[20d, 40d], [40d, 40d], [60d, 40d], [80d, 40d], [100d, 40d],
                  [20d, 60d], [40d, 60d], [60d, 60d], [80d, 60d], [100d, 60d]]
    }

    def "a stepped heat map samples only the cells that reach into the view"() {
        given: 'a region a million wide with a step of 1: only about 400 x 300 cells are in view'
        def map = HeatMap.of('h', Rect.of(-1e6, -1e6, 2e6, 2e6), { x, y -> true } as PointPredicate).withSampleStep(1)

        when:
        def grid = HeatGrid.sample(map, T)

        then:
        grid.cols() == 400
        grid.rows() == 300
    }

    def "a stepped heat map with too many cells in view is refused, naming it"() {
        given:
        def map = HeatMap.of('fine', Rect.of(0, 0, 400, 300), { x, y -> true } as PointPredicate).withSampleStep(0.01)

        when:
        HeatGrid.sample(map, T)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "heatMap 'fine': sample step 0.01 gives 1200000000 cells in view, more than 16777216; use a larger step or one sample per pixel"
    }

    def "a sample step of #step is refused"() {
        when:
        HeatMap.of(name, Rect.of(0, 0, 1, 1), { x, y -> true } as PointPredicate).withSampleStep(step)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        name  | step                     || message
        'h'   | 0                        || "heatMap 'h': sample step must be a finite number > 0 but was 0.0"
        'h'   | -1                       || "heatMap 'h': sample step must be a finite number > 0 but was -1.0"
        null  | Double.NaN               || 'heatMap: sample step must be a finite number > 0 but was NaN'
        null  | Double.POSITIVE_INFINITY || 'heatMap: sample step must be a finite number > 0 but was Infinity'
    }

    def "a heat map of a shape is sampled by the shape's own test, and agrees with the predicate form on every pixel"() {
        given:
        def fan = Fan.of(150, 150, -20, 100, 140)
        def region = Rect.of(100, 50, 250, 200)

        when:
        def byShape = HeatGrid.sample(HeatMap.ofShape('s', region, fan), T)
        def byPredicate = HeatGrid.sample(HeatMap.of('s', region, PointPredicate.of(fan)), T)

        then:
        HeatMap.ofShape('s', region, fan).shape().is(fan)
        HeatMap.of('s', region, PointPredicate.of(fan)).shape() == null
        byShape.cols() == 500
        byShape.rows() == 400
        (0..<400).every { r -> (0..<500).every { c -> byShape.hit(c, r) == byPredicate.hit(c, r) } }
        (0..<400).sum { r -> (0..<500).count { c -> byShape.hit(c, r) } } > 10_000
    }

    def "ShapeBatch answers as contains does, point by point"() {
        given:
        def circle = Circle.of(0, 0, 5)
        double[] xs = [3, 3, 0, 6, -5]
        double[] ys = [4, Math.nextUp(4.0d), 0, 0, 0]
        boolean[] out = new boolean[5]

        when:
        ShapeBatch.contains(circle, xs, ys, out)

        then:
        out == [true, false, true, false, true] as boolean[]
    }

    def "a missing region or predicate is refused"() {
        when:
        make()

        then:
        def e = thrown(NullPointerException)
        e.message == message

        where:
        make                                                      || message
        ({ -> HeatMap.of('h', null, { x, y -> true }) })          || 'heatMap: region must not be null'
        ({ -> HeatMap.of('h', Rect.of(0, 0, 1, 1), null) })       || 'heatMap: predicate must not be null'
        ({ -> HeatMap.ofShape('h', Rect.of(0, 0, 1, 1), null) })  || 'heatMap: shape must not be null'
    }
}
