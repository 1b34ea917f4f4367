package io.hantei.render

import io.hantei.geom.Circle
import io.hantei.geom.Fan
import io.hantei.geom.PixelRect
import io.hantei.geom.Rect
import io.hantei.geom.RotatedRect
import org.w3c.dom.Document
import org.w3c.dom.Element
import spock.lang.Specification

import javax.xml.parsers.DocumentBuilderFactory

/**
 * The SVG is parsed with the JDK's XML parser and its elements checked. The view is 0..400 x
 * 0..300 drawn 800 x 600: world (x, y) is SVG (2x, 2y). Coordinates are written with three
 * decimals, so expected values are compared within 0.001.
 */
class SvgRendererSpec extends Specification {

    static final String SVG_NS = 'http://www.w3.org/2000/svg'
    static final Rect VIEW = Rect.of(0, 0, 400, 300)
    static final SvgRenderer SVG = SvgRenderer.create()
    static final double HALF_SQRT2 = Math.sqrt(0.5)

    static Document parse(String svg) {
        def factory = DocumentBuilderFactory.newInstance()
        factory.namespaceAware = true
        factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes('UTF-8')))
    }

    static Document render(Scene scene) {
        parse(SVG.toSvg(scene))
    }

    static List<Element> elements(Document doc, String tag, String cssClass = null) {
        def list = doc.getElementsByTagNameNS(SVG_NS, tag)
        (0..<list.length).collect { list.item(it) as Element }
                .findAll { cssClass == null || it.getAttribute('class') == cssClass }
    }

    static Element single(Document doc, String tag, String cssClass) {
        def found = elements(doc, tag, cssClass)
        assert found.size() == 1 : "${found.size()} <$tag class=\"$cssClass\"> elements"
        found[0]
    }

    static List<Double> numbers(String s) {
        (s =~ /-?\d+(?:\.\d+)?/).collect { it as double }
    }

    static boolean close(List<Double> actual, List<Double> expected) {
        actual.size() == expected.size() && [actual, expected].transpose().every { a, e -> Math.abs(a - e) <= 1e-3 }
    }

    def "the root is an svg element #width x #height with viewBox 0 0 #width #height"() {
        given:
        def doc = render(Scene.builder().view(view).build())
        def root = doc.documentElement

        expect:
        root.namespaceURI == SVG_NS
        root.localName == 'svg'
        root.getAttribute('width') == "$width"
        root.getAttribute('height') == "$height"
        root.getAttribute('viewBox') == "0 0 $width $height"

        where:
        view                       || width | height
        VIEW                       || 800   | 600
        Rect.of(-50, 10, 100, 400) || 200   | 800
    }

    def "a fan at dir #dir, range #range is a path from the apex along the first ray, an arc to the last ray and back"() {
        given: 'the apex (100, 150) is SVG (200, 300); len 100 is 200'
        def doc = render(Scene.builder().view(VIEW).add(Fan.of(100, 150, dir, range, 100).named('guard')).build())
        def path = single(doc, 'path', 'fan')
        def d = path.getAttribute('d')
        def commands = d.findAll(/[A-Za-z]/)
        def n = numbers(d)

        expect: 'M apex L first A r r rotation large-arc sweep last Z'
        path.getAttribute('data-name') == 'guard'
        commands == ['M', 'L', 'A', 'Z']
        close(n[0..1], [200d, 300d])
        close(n[2..3], first)
        close(n[4..5], [200d, 200d])
        n[6] == 0
        n[7] == largeArc
        n[8] == 1            // sweep 1: increasing angle, clockwise on the y-down picture
        close(n[9..10], last)

        where:
        dir | range || first                                              | last                                               | largeArc
        90  | 180   || [400d, 300d]                                       | [0d, 300d]                                         | 0 // points down: the arc passes below the apex
        0   | 180   || [200d, 100d]                                       | [200d, 500d]                                       | 0
        -90 | 90    || [200 - 200 * HALF_SQRT2, 300 - 200 * HALF_SQRT2]   | [200 + 200 * HALF_SQRT2, 300 - 200 * HALF_SQRT2]   | 0 // points up
        0   | 270   || [200 - 200 * HALF_SQRT2, 300 - 200 * HALF_SQRT2]   | [200 - 200 * HALF_SQRT2, 300 + 200 * HALF_SQRT2]   | 1
        350 | 40    || [200 + 200 * Math.sqrt(3) / 2, 200d]               | [200 + 200 * Math.cos(Math.PI / 18), 300 + 200 * Math.sin(Math.PI / 18)] | 0
        30  | 60    || [400d, 300d]                                       | [300d, 300 + 200 * Math.sqrt(3) / 2]               | 0 // 0° to 60°, down-right
    }

    def "a fan of 360° or more is a path of two half arcs around the apex"() {
        given:
        def doc = render(Scene.builder().view(VIEW).add(Fan.of(100, 150, 45, 400, 100)).build())
        def d = single(doc, 'path', 'fan').getAttribute('d')

        expect:
        d.findAll(/[A-Za-z]/) == ['M', 'A', 'A', 'Z']
        close(numbers(d), [400, 300, 200, 200, 0, 1, 1, 0, 300, 200, 200, 0, 1, 1, 400, 300]*.toDouble())
    }

    def "a fan draws its direction: a line from the apex and an arrowhead whose tip is at len along dir"() {
        given: 'dir 90 (down), len 100: the tip is world (100, 250), SVG (200, 500)'
        def doc = render(Scene.builder().view(VIEW).add(Fan.of(100, 150, 90, 60, 100).named('guard')).build())
        def line = single(doc, 'line', 'fan-direction')
        def head = single(doc, 'polygon', 'fan-direction')

        expect:
        close(numbers(line.getAttribute('x1')) + numbers(line.getAttribute('y1')), [200d, 300d])
        close(numbers(line.getAttribute('x2')) + numbers(line.getAttribute('y2')), [200d, 490d])
        close(numbers(head.getAttribute('points')), [200, 500, 196, 490, 204, 490]*.toDouble())
    }

    def "a rectangle turned by 90° is a polygon whose corners are the upright rectangle's"() {
        given: '100 x 40 centred on (200, 150), turned 90° clockwise: (dx, dy) goes to (-dy, dx)'
        def doc = render(Scene.builder().view(VIEW).add(RotatedRect.of(200, 150, 100, 40, 90).named('crate')).build())
        def polygon = single(doc, 'polygon', 'rotated-rect')

        expect: 'top-left (-50, -20) -> (220, 100), top-right -> (220, 200), bottom-right -> (180, 200), bottom-left -> (180, 100)'
        polygon.getAttribute('data-name') == 'crate'
        close(numbers(polygon.getAttribute('points')), [440, 200, 440, 400, 360, 400, 360, 200]*.toDouble())
    }

    def "a rectangle turned by 30° is a polygon of its four corners, in the core's order"() {
        given:
        def crate = RotatedRect.of(200, 150, 100, 40, 30)
        def doc = render(Scene.builder().view(VIEW).add(crate).build())
        def expected = crate.corners().collectMany { [2 * it.x(), 2 * it.y()] }

        expect:
        close(numbers(single(doc, 'polygon', 'rotated-rect').getAttribute('points')), expected)
    }

    def "a #kind is a #tag element at its place"() {
        given:
        def doc = render(Scene.builder().view(VIEW).add(figure).build())
        def element = single(doc, tag, kind)

        expect:
        attrs.every { k, v -> numbers(element.getAttribute(k)) == [v as double] }
        element.getAttribute('fill') == Palette.hex(Palette.figure(0))
        element.getAttribute('fill-opacity') == '0.2'
        element.getAttribute('stroke') == Palette.hex(Palette.figure(0))

        where:
        kind         | figure                                              || tag      | attrs
        'rect'       | new Figure.OfShape(Rect.of(10, 20, 30, 40))         || 'rect'   | [x: 20, y: 40, width: 60, height: 80]
        'circle'     | new Figure.OfShape(Circle.of(100, 50, 25))          || 'circle' | [cx: 200, cy: 100, r: 50]
        'pixel-rect' | new Figure.OfPixels(PixelRect.of(10, 20, 5, 3))     || 'rect'   | [x: 20, y: 40, width: 10, height: 6]
    }

    def "check marks are circles, #color when #verdict, at their point"() {
        given:
        def doc = render(Scene.builder().view(VIEW).check(150, 75, passed, 'guard sees the door').build())
        def circle = single(doc, 'circle', "check $verdict")

        expect:
        circle.getAttribute('fill') == color
        numbers(circle.getAttribute('cx')) == [300d]
        numbers(circle.getAttribute('cy')) == [150d]
        circle.getAttribute('data-name') == 'guard sees the door'
        circle.getElementsByTagNameNS(SVG_NS, 'title').item(0).textContent == "guard sees the door: $verdict at (150, 75)"
        elements(doc, 'text', "check-label $verdict")*.textContent == ['guard sees the door']

        where:
        passed || verdict  | color
        true   || 'passed' | '#2e7d32'
        false  || 'failed' | '#c62828'
    }

    def "failed checks' labels are all written; a passed check's label once per text, at the first such check"() {
        given:
        def doc = render(Scene.builder().view(VIEW)
                .check(50, 50, true, 'a')
                .check(50, 150, true, 'a')
                .check(50, 250, false, 'a')
                .check(250, 250, false, 'a')
                .check(250, 50, true, 'b')
                .build())
        def passed = elements(doc, 'text', 'check-label passed')

        expect: 'every dot is drawn'
        elements(doc, 'circle').count { it.getAttribute('class').startsWith('check ') } == 5

        and: 'labels start 9 px right of their dot (radius 5 and a gap of 4) and 4 px below its centre'
        elements(doc, 'text', 'check-label failed').collect { numbers(it.getAttribute('x')) + numbers(it.getAttribute('y')) } ==
                [[109d, 504d], [509d, 504d]]
        passed*.textContent == ['a', 'b']
        passed.collect { numbers(it.getAttribute('x')) + numbers(it.getAttribute('y')) } == [[109d, 104d], [509d, 104d]]
    }

    def "a check label that would overlap one already written is left out; failed checks' labels go first"() {
        given: 'two checks 2 px apart in the picture'
        def doc = render(Scene.builder().view(VIEW)
                .check(100, 100, true, 'tower sees player')
                .check(101, 101, false, 'guard sees player')
                .build())

        expect:
        elements(doc, 'text').findAll { it.getAttribute('class').startsWith('check-label') }*.textContent == ['guard sees player']
        elements(doc, 'circle').count { it.getAttribute('class').startsWith('check ') } == 2
    }

    def "a passed check's label that would cover another dot goes to the next check of its rule"() {
        given: 'the label of (100, 100) would run over the dot at (120, 100), 40 px to its right'
        def doc = render(Scene.builder().view(VIEW)
                .check(100, 100, true, 'click by transform')
                .check(120, 100, true, 'click by transform')
                .build())
        def labels = elements(doc, 'text', 'check-label passed')

        expect: 'the second dot has room on its right'
        labels*.textContent == ['click by transform']
        numbers(labels[0].getAttribute('x')) == [249d]
    }

    def "a check label that would run off the right edge is written to the left of its dot"() {
        given: 'a dot at SVG x 780 of 800: 17 characters do not fit on its right'
        def doc = render(Scene.builder().view(VIEW).check(390, 150, true, 'guard sees player').check(10, 150, true, 'left').build())
        def labels = elements(doc, 'text', 'check-label passed')

        expect:
        labels*.textContent == ['guard sees player', 'left']
        labels*.getAttribute('text-anchor') == ['end', 'start']
        numbers(labels[0].getAttribute('x')) == [771d]
        numbers(labels[1].getAttribute('x')) == [29d]
    }

    def "names, the axis labels and the origin are text elements"() {
        given:
        def scene = Scene.builder().view(VIEW)
                .add(Fan.of(100, 150, 30, 60, 100).named('guard'))
                .add(Rect.of(250, 100, 40, 80).named('door'))
                .add(Circle.of(50, 250, 20)) // no name, no text
                .build()
        def doc = render(scene)

        expect:
        elements(doc, 'text', 'name')*.textContent == ['guard', 'door']
        elements(doc, 'text', 'axis-label x')*.textContent == ['x \u2192']
        elements(doc, 'text', 'axis-label y')*.textContent == ['y \u2193']
        elements(doc, 'text', 'origin-label')*.textContent == ['(0, 0)']
    }

    def "the grid is labelled with its coordinates every 50 units"() {
        given: 'lines about 80 pixels apart at two pixels per unit: every 50'
        def doc = render(Scene.builder().view(VIEW).build())

        expect:
        elements(doc, 'text', 'grid-label x')*.textContent == ['0', '50', '100', '150', '200', '250', '300', '350', '400']
        elements(doc, 'text', 'grid-label y')*.textContent == ['0', '50', '100', '150', '200', '250', '300']
    }

    def "without the origin in view there is no origin label, but the axes are still named"() {
        given:
        def doc = render(Scene.builder().view(Rect.of(100, 100, 400, 300)).build())

        expect:
        elements(doc, 'text', 'origin-label').isEmpty()
        elements(doc, 'line', 'axis x').isEmpty()
        elements(doc, 'text', 'axis-label x')*.textContent == ['x \u2192']
        elements(doc, 'text', 'axis-label y')*.textContent == ['y \u2193']
    }

    def "a heat map is one path of the runs of painted cells"() {
        given: 'cells of 50 over 100..200 x 100..150; the rule holds in the first only'
        def rule = { double x, double y -> x < 150 } as PointPredicate
        def doc = render(Scene.builder().view(VIEW)
                .heatMap(HeatMap.of('left', Rect.of(100, 100, 100, 50), rule).withSampleStep(50)).build())
        def path = single(doc, 'path', 'heat-map')

        expect: 'the cell (100..150, 100..150) in SVG coordinates'
        path.getAttribute('d') == 'M200 200h100v100h-100z'
        path.getAttribute('fill') == Palette.hex(Palette.heatMap(0))
        path.getAttribute('data-name') == 'left'
    }

    def "names are escaped: #name survives as text and as an attribute"() {
        given:
        def doc = render(Scene.builder().view(VIEW).add(Rect.of(10, 10, 20, 20).named(name)).build())

        expect:
        elements(doc, 'text', 'name')*.textContent == [shown]
        single(doc, 'rect', 'rect').getAttribute('data-name') == shown

        where:
        name                   || shown
        '<door & "hall">'      || '<door & "hall">'
        "it's"                 || "it's"
        'line\nbreak'          || 'line\nbreak'
        'bell\u0007'           || 'bell\uFFFD'    // XML 1.0 cannot carry it at all
        '\u5f53\u305f\u308a'   || '\u5f53\u305f\u308a'
        '\uD83D\uDC7E'         || '\uD83D\uDC7E'  // a character outside the BMP, a surrogate pair
    }

    def "the PNG and the SVG have the same size for the same scene"() {
        given:
        def scene = RenderDemo.guardScene()
        def root = parse(SVG.toSvg(scene)).documentElement
        def t = PngRenderer.create().transform(scene)

        expect:
        root.getAttribute('width') == "${t.width()}"
        root.getAttribute('height') == "${t.height()}"
    }

    def "the SVG is written to a file in UTF-8"() {
        given:
        def file = File.createTempFile('hantei', '.svg').toPath()

        when:
        SVG.write(Scene.builder().view(VIEW).add(Rect.of(10, 10, 20, 20).named('\u6249')).build(), file)
        def doc = parse(file.toFile().getText('UTF-8'))

        then:
        elements(doc, 'text', 'name')*.textContent == ['\u6249']

        cleanup:
        file?.toFile()?.delete()
    }
}
