package io.hantei.render

import io.hantei.geom.Circle
import io.hantei.geom.Fan
import io.hantei.geom.Rect
import io.hantei.geom.Vec2
import spock.lang.Specification

import static io.hantei.render.SvgRendererSpec.elements
import static io.hantei.render.SvgRendererSpec.numbers

/**
 * What a picture explains by itself (issue 18): the legend, the colours, the markers and where
 * every label goes. The view is 0..400 x 0..300 drawn 800 x 600: world (x, y) is pixel (2x, 2y),
 * and the grid is every 50 units, 100 pixels.
 */
class PictureLayoutSpec extends Specification {

    static final Rect VIEW = Rect.of(0, 0, 400, 300)
    static final SvgRenderer SVG = SvgRenderer.create()

    static PictureLayout layout(Scene scene) {
        PictureLayout.of(scene, SVG.transform(scene))
    }

    /** The pairs of labels whose boxes share area, as their texts. */
    static List<List<String>> overlapping(List<PictureLayout.Label> labels) {
        def pairs = []
        for (int i = 0; i < labels.size(); i++) {
            for (int j = i + 1; j < labels.size(); j++) {
                if (labels[i].box().intersects(labels[j].box())) {
                    pairs << [labels[i].text(), labels[j].text()]
                }
            }
        }
        pairs
    }

    static Legend legend(Scene scene) {
        def t = SVG.transform(scene)
        Legend.of(scene, PictureLayout.of(scene, t), t)
    }

    // ---- colours

    def "the figures' colours are six of Okabe and Ito's, all different, none the black or vermillion of the checks"() {
        expect:
        Palette.FIGURES*.RGB.collect { it & 0xffffff } == [0x0072b2, 0x009e73, 0xcc79a7, 0x56b4e9, 0xe69f00, 0xf0e442]
        Palette.FIGURES.toSet().size() == 6
        !(Palette.PASSED in Palette.FIGURES)
        !(Palette.FAILED in Palette.FIGURES)
    }

    def "twelve figures look different from each other: the colours come round again with a dashed outline"() {
        given:
        def looks = (0..<12).collect { [Palette.figure(it), Palette.figureDashed(it)] }

        expect:
        looks.toSet().size() == 12
        (0..<6).every { !Palette.figureDashed(it) && Palette.figureDashed(it + 6) }
    }

    def "in the SVG the seventh figure's outline is dashed and the first's is not"() {
        given:
        def b = Scene.builder().view(VIEW)
        7.times { b.add(Rect.of(10 + 50 * it, 10, 20, 20).named("box $it")) }
        def rects = elements(SvgRendererSpec.render(b.build()), 'rect', 'rect')

        expect:
        rects[0].getAttribute('stroke-dasharray') == ''
        rects[6].getAttribute('stroke-dasharray') == '6 4'
        rects[6].getAttribute('stroke') == rects[0].getAttribute('stroke')
    }

    // ---- the legend

    def "the legend lists each shape by its name in its colour, and each heat map"() {
        given:
        def scene = Scene.builder().view(VIEW)
                .add(Fan.of(100, 100, 30, 60, 100).named('guard'))
                .add(Rect.of(250, 100, 40, 80).named('door'))
                .add(Circle.of(50, 250, 20))
                .heatMap(HeatMap.ofShape('seen', Rect.of(0, 0, 100, 100), Circle.of(50, 50, 30)))
                .build()
        def rows = legend(scene).rows()

        expect:
        rows.findAll { it.kind() == Legend.Kind.FIGURE }.collect { [it.text(), it.color()] } ==
                [['guard', Palette.figure(0)], ['door', Palette.figure(1)], ['(no name) circle', Palette.figure(2)]]
        rows.findAll { it.kind() == Legend.Kind.HEAT_MAP }*.text() == ['heat map: seen']

        and: 'no marker rows without checks, no sight rows without sight lines'
        rows.every { !(it.kind() in [Legend.Kind.HIT, Legend.Kind.MISS, Legend.Kind.SIGHT_CLEAR, Legend.Kind.KEY]) }
    }

    def "with checks the legend says what the markers mean: hit filled, miss hollow, failed with a ring"() {
        given:
        def scene = Scene.builder().view(VIEW).check(CheckMark.hit(100, 100, true, 'a')).build()
        def doc = SvgRendererSpec.render(scene)
        def texts = elements(doc, 'text', 'legend-text')*.textContent
        def samples = { String kind -> elements(doc, 'circle').findAll { it.getAttribute('class') == "legend-sample $kind" } }

        expect:
        legend(scene).rows()*.kind().containsAll([Legend.Kind.HIT, Legend.Kind.MISS, Legend.Kind.HIT_FAILED, Legend.Kind.MISS_FAILED])
        texts.containsAll(['hit, passed (the rule holds here)', 'miss, passed (the rule does not hold)',
                           'hit, FAILED: the label says why', 'miss, FAILED: the label says why'])

        and: 'drawn as the markers are: a filled black dot, a white one ringed in black, the failed ones with a vermillion ring'
        samples('hit')*.getAttribute('fill') == ['#000000']
        samples('miss')*.getAttribute('fill') == ['#ffffff']
        samples('miss')*.getAttribute('stroke') == ['#000000']
        samples('hit-failed')*.getAttribute('stroke').contains('#d55e00')
        samples('hit-failed').any { it.getAttribute('fill') == '#d55e00' }
        samples('miss-failed')*.getAttribute('stroke').count('#d55e00') == 2
    }

    def "with sight lines the legend says what their colours and the cross mean"() {
        given:
        def scene = Scene.builder().view(VIEW)
                .sight(SightLine.clear(new Vec2(10, 10), new Vec2(100, 10)))
                .sight(SightLine.blocked(new Vec2(10, 50), new Vec2(100, 50), new Vec2(50, 50), "rect 'wall'"))
                .sight(SightLine.ray(new Vec2(10, 90), new Vec2(100, 90), null, null))
                .build()

        expect:
        legend(scene).rows().findAll { it.kind() in [Legend.Kind.SIGHT_CLEAR, Legend.Kind.SIGHT_BLOCKED, Legend.Kind.RAY] }
                .collect { [it.kind(), it.color()] } ==
                [[Legend.Kind.SIGHT_CLEAR, Palette.SIGHT_CLEAR], [Legend.Kind.SIGHT_BLOCKED, Palette.SIGHT_BLOCKED],
                 [Legend.Kind.RAY, Palette.SIGHT_CLEAR]]
    }

    def "the legend shows the axes, x to the right and y down, and a scale bar one grid square long"() {
        given:
        def scene = Scene.builder().view(VIEW).add(Rect.of(10, 10, 20, 20).named('box')).build()
        def doc = SvgRendererSpec.render(scene)
        def arrows = elements(doc, 'line', 'legend-sample axes')
        def bar = elements(doc, 'line', 'legend-sample scale')[0]

        expect:
        elements(doc, 'text', 'legend-text')*.textContent.containsAll(['x grows right, y grows down', '50 units (one grid square)'])

        and: 'one arrow goes right (x grows, y stays), the other down (y grows, x stays)'
        arrows.any { numbers(it.getAttribute('x2'))[0] > numbers(it.getAttribute('x1'))[0] && it.getAttribute('y1') == it.getAttribute('y2') }
        arrows.any { numbers(it.getAttribute('y2'))[0] > numbers(it.getAttribute('y1'))[0] && it.getAttribute('x1') == it.getAttribute('x2') }

        and: '50 units at 2 pixels a unit'
        numbers(bar.getAttribute('x2'))[0] - numbers(bar.getAttribute('x1'))[0] == 100d
    }

    def "the legend is a panel right of the plot: the plot keeps its size, and nothing of the plot is under the legend"() {
        given:
        def scene = RenderDemo.guardScene()
        def doc = SvgRendererSpec.render(scene)
        def t = SVG.transform(scene)
        def panel = elements(doc, 'rect', 'legend-panel')[0]

        expect:
        numbers(panel.getAttribute('x')) == [t.width() as double]
        numbers(doc.documentElement.getAttribute('width'))[0] == t.width() + numbers(panel.getAttribute('width'))[0]
        elements(doc, 'text', 'legend-text')*.textContent.containsAll(['guard', 'door', 'crate', 'pickup', 'sprite', 'heat map: guard sees'])
    }

    def "an empty scene has no legend"() {
        given:
        def scene = Scene.builder().view(VIEW).build()

        expect:
        legend(scene).isEmpty()
        elements(SvgRendererSpec.render(scene), 'g', 'legend').isEmpty()
    }

    def "a name longer than the legend's room is cut with an ellipsis there, and written whole in the plot"() {
        given:
        def name = 'the long corridor behind the throne room, where the guards change shifts at midnight'
        def scene = Scene.builder().view(VIEW).add(Rect.of(10, 100, 380, 20).named(name)).build()
        def doc = SvgRendererSpec.render(scene)
        def shown = elements(doc, 'text', 'legend-text')*.textContent.find { it.startsWith('the long corridor') }

        expect:
        shown.endsWith('\u2026')
        name.startsWith(shown - '\u2026')
        TextBox.width(shown, Legend.TEXT_FONT.size()) <= Legend.MAX_TEXT_PX
        elements(doc, 'text', 'name')*.textContent == [name]
    }

    // ---- labels

    def "a failed example's label says what was expected and what the rule answered"() {
        expect:
        PictureLayout.text(mark) == text

        where:
        mark                                                                   || text
        CheckMark.hit(0, 0, false, 'guard sees player')                         || 'guard sees player: expected a hit, was a miss'
        CheckMark.miss(0, 0, false, 'guard sees player')                        || 'guard sees player: expected a miss, was a hit'
        new CheckMark(0, 0, false, 'door', true, 'the rule failed: boom')      || 'door: the rule failed: boom'
        CheckMark.miss(0, 0, true, 'guard sees player')                         || 'guard sees player'
    }

    def "on a crowded scene every check has one label, and no label covers another label or any marker (seed #seed)"() {
        given: '#count checks of 5 rules within 120 x 90 units, a third of them failed'
        def random = new Random(seed)
        def b = Scene.builder().view(VIEW).add(Rect.of(120, 100, 120, 90).named('room'))
        count.times {
            def mark = new CheckMark(120 + random.nextDouble() * 120, 100 + random.nextDouble() * 90, random.nextInt(3) > 0,
                    "rule ${random.nextInt(5)}", random.nextBoolean(), null)
            b.check(mark)
        }
        def scene = b.build()
        def l = layout(scene)
        def t = SVG.transform(scene)
        def checkLabels = l.labels().findAll { it.mark() != null }
        def markers = scene.checks().collect { TextBox.around(t.pixelX(it.x()), t.pixelY(it.y()), PictureLayout.markerRadius(it)) }

        expect: 'one label per check, the same mark'
        checkLabels*.mark().collect { System.identityHashCode(it) }.toSorted() ==
                scene.checks().collect { System.identityHashCode(it) }.toSorted()

        and: 'every label found a free place'
        l.crowded() == 0
        overlapping(l.labels()) == []
        checkLabels.findAll { label -> markers.any { label.box().intersects(it) } } == []
        l.labels().findAll { !it.box().within(t.width(), t.height()) } == []

        and: 'each number stands for a text in the key, and each failed text is written in full at least once or numbered'
        l.labels(PictureLayout.Kind.CHECK_NUMBER).every { n -> l.key().any { it.number() == n.text() as int && it.text() == PictureLayout.text(n.mark()) } }

        where:
        seed | count
        1    | 20
        2    | 40
        3    | 60
    }

    def "where there is no free place left, a check's number is written all the same, and counted as crowded"() {
        given: '300 checks on one spot'
        def b = Scene.builder().view(VIEW)
        300.times { b.check(new CheckMark(200 + it * 1e-3, 150, it % 2 == 0, "rule $it", true, null)) }
        def scene = b.build()
        def l = layout(scene)

        expect:
        l.labels().count { it.mark() != null } == 300
        l.crowded() > 0
    }

    def "names that would cover each other move apart, and none is left out"() {
        given: 'six rectangles on top of each other, each with a name'
        def b = Scene.builder().view(VIEW)
        6.times { b.add(Rect.of(100 + it, 100, 100, 50).named("room number $it")) }
        def l = layout(b.build())
        def names = l.labels(PictureLayout.Kind.NAME)

        expect:
        names*.text() == (0..<6).collect { "room number $it" }
        l.crowded() == 0
        overlapping(l.labels()) == []
    }

    def "the axis names, the origin's label and the grid's coordinates cover each other nowhere, the view #view"() {
        given:
        def l = layout(Scene.builder().view(view).build())

        expect:
        l.labels(PictureLayout.Kind.AXIS)*.text() == ['x \u2192', 'y \u2193']
        l.labels(PictureLayout.Kind.ORIGIN)*.text() == ['(0, 0)']
        overlapping(l.labels()) == []

        where:
        view << [Rect.of(-20, -20, 400, 300), Rect.of(0, 0, 400, 300), Rect.of(-400, -300, 400, 300), Rect.of(-200, -150, 400, 300)]
    }

    def "text is measured wider than DejaVu Sans draws it, never narrower"() {
        given: 'the advance of DejaVu Sans Bold at 11 px for a few labels, as Java2D measures it when that face is installed'
        def font = new java.awt.Font('DejaVu Sans', java.awt.Font.BOLD, 1).deriveFont(11f)
        def frc = new java.awt.font.FontRenderContext(null, true, true)
        def texts = ['guard sees player', 'in rect \'door\'', 'WWW mmm', '0123456789', 'il1.,;']

        expect:
        font.family != 'DejaVu Sans' || texts.every { TextBox.width(it, 11) >= new java.awt.font.TextLayout(it, font, frc).advance - 0.01 }
    }

    // ---- one picture, two formats

    def "the same scene gives the same SVG text and the same PNG bytes, every time"() {
        given:
        def scene = RenderDemo.guardScene()

        expect:
        SVG.toSvg(scene) == SVG.toSvg(scene)
        PngRenderer.create().toBytes(scene) == PngRenderer.create().toBytes(scene)
    }
}
