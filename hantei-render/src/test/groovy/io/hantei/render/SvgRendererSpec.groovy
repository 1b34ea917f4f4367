package io.hantei.render

import io.hantei.geom.Capsule
import io.hantei.geom.Circle
import io.hantei.geom.Ellipse
import io.hantei.geom.Fan
import io.hantei.geom.PixelRect
import io.hantei.geom.Polygon
import io.hantei.geom.Polyline
import io.hantei.geom.Rect
import io.hantei.geom.RotatedRect
import io.hantei.geom.Segment
import io.hantei.geom.ShapeKind
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

    static double[] ds(List<? extends Number> values) {
        values*.doubleValue() as double[]
    }

    /** The points attribute as [x, y] pairs. */
    static List<List<Double>> points(Element polygon) {
        numbers(polygon.getAttribute('points')).collate(2)
    }

    def "a polygon is a polygon element of its vertices, filled by the even-odd rule"() {
        given: 'a five-pointed star drawn in one stroke: its middle is wound round twice'
        def star = Polygon.of(ds([100, 140, 50, 150, 60]), ds([50, 150, 90, 90, 150])).named('star')
        def polygon = single(render(Scene.builder().view(VIEW).add(star).build()), 'polygon', 'polygon')

        expect:
        polygon.getAttribute('data-name') == 'star'
        close(numbers(polygon.getAttribute('points')), [200, 100, 280, 300, 100, 180, 300, 180, 120, 300]*.toDouble())
        polygon.getAttribute('fill-rule') == 'evenodd'
        polygon.getAttribute('fill') == Palette.hex(Palette.figure(0))
        polygon.getAttribute('stroke') == Palette.hex(Palette.figure(0))
    }

    def "a polyline is an unfilled outline along its points and back, with a dot at each end"() {
        given:
        def path = Polyline.of(ds([10, 60, 60, 110]), ds([20, 20, 70, 70])).named('path')
        def doc = render(Scene.builder().view(VIEW).add(path).build())
        def outline = single(doc, 'polygon', 'polyline')
        def ends = elements(doc, 'circle', 'polyline-end')

        expect: 'along (20, 40) (120, 40) (120, 140) (220, 140), then back without closing the path'
        outline.getAttribute('data-name') == 'path'
        close(numbers(outline.getAttribute('points')), [20, 40, 120, 40, 120, 140, 220, 140, 120, 140, 120, 40]*.toDouble())
        outline.getAttribute('fill') == 'none'
        outline.getAttribute('stroke') == Palette.hex(Palette.figure(0))
        ends.collect { numbers(it.getAttribute('cx')) + numbers(it.getAttribute('cy')) } == [[20d, 40d], [220d, 140d]]
    }

    def "a segment is a line between its ends, with a dot at each end"() {
        given:
        def doc = render(Scene.builder().view(VIEW).add(Segment.of(30, 40, 130, 90).named('ray')).build())
        def line = single(doc, 'line', 'segment')

        expect:
        line.getAttribute('data-name') == 'ray'
        ['x1', 'y1', 'x2', 'y2'].collectMany { numbers(line.getAttribute(it)) } == [60d, 80d, 260d, 180d]
        line.getAttribute('stroke') == Palette.hex(Palette.figure(0))
        elements(doc, 'circle', 'segment-end').collect { numbers(it.getAttribute('cx')) + numbers(it.getAttribute('cy')) } ==
                [[60d, 80d], [260d, 180d]]
    }

    def "a segment of length 0 is a dot"() {
        given:
        def doc = render(Scene.builder().view(VIEW).add(Segment.of(30, 40, 30, 40)).build())
        def dot = single(doc, 'circle', 'segment')

        expect:
        numbers(dot.getAttribute('cx')) + numbers(dot.getAttribute('cy')) == [60d, 80d]
        elements(doc, 'line', 'segment').isEmpty()
    }

    def "an ellipse turned by #angle° is a polygon of points on it, close enough that no chord strays 0.1 pixel"() {
        given: '100 x 40 centred on (200, 150): in pixels half axes 100 and 40 about (400, 300)'
        def ellipse = Ellipse.of(200, 150, 100, 40, angle)
        def polygon = single(render(Scene.builder().view(VIEW).add(ellipse).build()), 'polygon', 'ellipse')
        def pts = points(polygon)
        double c = Math.cos(Math.toRadians(angle)), s = Math.sin(Math.toRadians(angle))
        def onEllipse = pts.collect { p ->
            double dx = p[0] - 400, dy = p[1] - 300
            double u = c * dx + s * dy, v = c * dy - s * dx
            (u / 100) * (u / 100) + (v / 40) * (v / 40)
        }

        expect: 'every point on the turned ellipse (the points are written to 0.001)'
        onEllipse.every { Math.abs(it - 1) < 1e-4 }

        and: 'the first is the end of the u axis, turned clockwise on screen'
        Math.abs(pts[0][0] - (400 + 100 * c)) < 1e-3
        Math.abs(pts[0][1] - (300 + 100 * s)) < 1e-3

        and: 'they go round evenly enough: a chord over 1/n of a turn of radius 100 strays 100 (1 - cos(π/n))'
        100 * (1 - Math.cos(Math.PI / pts.size())) < 0.1
        polygon.getAttribute('fill') == Palette.hex(Palette.figure(0))

        where:
        angle << [0, 30, 90, -120]
    }

    def "an ellipse #what is a line along the axis that has a size"() {
        given:
        def line = single(render(Scene.builder().view(VIEW).add(ellipse).build()), 'line', 'ellipse')

        expect:
        close(['x1', 'y1', 'x2', 'y2'].collectMany { numbers(line.getAttribute(it)) }, ends)

        where:
        what                       | ellipse                            || ends
        '0 wide, turned 90°'       | Ellipse.of(200, 150, 0, 40, 90)    || [440, 300, 360, 300]*.toDouble()
        '0 high, unturned'         | Ellipse.of(200, 150, 60, 0, 0)     || [340, 300, 460, 300]*.toDouble()
    }

    def "a capsule #what is a polygon of points r from its segment, through the far ends of its caps"() {
        given:
        def capsule = Capsule.of(x1, y1, x2, y2, r)
        def polygon = single(render(Scene.builder().view(VIEW).add(capsule).build()), 'polygon', 'capsule')
        def pts = points(polygon)
        // in pixels: ends (2 x1, 2 y1) and (2 x2, 2 y2), radius 2 r
        double ax = 2 * x1, ay = 2 * y1, bx = 2 * x2, by = 2 * y2, pr = 2 * r
        double len = Math.hypot(bx - ax, by - ay)
        double ux = len == 0 ? 1 : (bx - ax) / len, uy = len == 0 ? 0 : (by - ay) / len
        Closure<Double> distance = { List<Double> p ->
            double tt = Math.max(0, Math.min(len, (p[0] - ax) * ux + (p[1] - ay) * uy))
            Math.hypot(p[0] - ax - tt * ux, p[1] - ay - tt * uy)
        }
        Closure<Boolean> has = { double x, double y -> pts.any { Math.abs(it[0] - x) < 1e-3 && Math.abs(it[1] - y) < 1e-3 } }

        expect:
        pts.every { Math.abs(distance(it) - pr) < 2e-3 }
        has(bx + pr * ux, by + pr * uy)
        has(ax - pr * ux, ay - pr * uy)
        has(ax - pr * uy, ay + pr * ux)   // the sides' ends
        has(bx + pr * uy, by - pr * ux)

        where:
        what            | x1  | y1  | x2  | y2  | r
        'along x'       | 100 | 150 | 300 | 150 | 20
        'turned'        | 100 | 50  | 300 | 200 | 15
        'of equal ends' | 200 | 150 | 200 | 150 | 30
    }

    def "a capsule of radius 0 is the line of its segment"() {
        given:
        def line = single(render(Scene.builder().view(VIEW).add(Capsule.of(10, 20, 110, 70, 0)).build()), 'line', 'capsule')

        expect:
        ['x1', 'y1', 'x2', 'y2'].collectMany { numbers(line.getAttribute(it)) } == [20d, 40d, 220d, 140d]
    }

    def "the new shapes are named above their highest point"() {
        given:
        def doc = render(Scene.builder().view(VIEW)
                .add(Polygon.of(ds([20, 60, 80, 40]), ds([100, 100, 160, 160])).named('roof'))
                .add(Segment.of(300, 250, 350, 200).named('ray'))
                .add(Ellipse.of(200, 150, 100, 40, 30).named('pond'))
                .add(Capsule.of(250, 40, 350, 90, 10).named('pill'))
                .add(Polyline.of(ds([100, 120, 140]), ds([280, 270, 290])).named('path'))
                .build())
        def names = elements(doc, 'text', 'name')
        def at = names.collectEntries { [it.textContent, numbers(it.getAttribute('x')) + numbers(it.getAttribute('y'))] }
        double c = Math.cos(Math.PI / 6), s = Math.sin(Math.PI / 6)
        def top = (0..<100_000).collect { k ->
            double th = 2 * Math.PI * k / 100_000, u = 100 * Math.cos(th), v = 40 * Math.sin(th)
            [400 + c * u - s * v, 300 + s * u + c * v]
        }.min { it[1] }

        expect: 'centred 5 pixels above: the middle of a level top edge, the higher end, the top of the cap'
        names*.textContent == ['roof', 'ray', 'pond', 'pill', 'path']
        names.every { it.getAttribute('text-anchor') == 'middle' }
        at.roof == [80d, 195d]
        at.ray == [700d, 395d]
        at.pill == [500d, 55d]
        at.path == [240d, 535d]

        and: "the ellipse's highest point, found by going round it in small steps"
        Math.abs(at.pond[0] - top[0]) < 0.01
        Math.abs(at.pond[1] - (top[1] - 5)) < 0.01
    }

    def "check marks are circles, #color when #verdict, at their point, and a failed one says why"() {
        given:
        def doc = render(Scene.builder().view(VIEW).check(150, 75, passed, 'guard sees the door').build())
        def circle = single(doc, 'circle', "check $verdict")

        expect:
        circle.getAttribute('fill') == color
        numbers(circle.getAttribute('cx')) == [300d]
        numbers(circle.getAttribute('cy')) == [150d]
        circle.getAttribute('data-name') == 'guard sees the door'
        circle.getElementsByTagNameNS(SVG_NS, 'title').item(0).textContent == title
        elements(doc, 'text', "check-label $verdict")*.textContent == [label]

        and: 'a failed one has a ring round it'
        elements(doc, 'circle', 'check-ring').size() == (passed ? 0 : 2) // a white halo under the vermillion ring

        where:
        passed || verdict  | color     | title                                                                  | label
        true   || 'passed' | '#000000' | 'guard sees the door: hit passed at (150, 75)'                         | 'guard sees the door'
        false  || 'failed' | '#d55e00' | 'guard sees the door: hit failed at (150, 75): expected a hit, was a miss' | 'guard sees the door: expected a hit, was a miss'
    }

    def "a miss is a hollow ring: white inside, the verdict's colour round it"() {
        given:
        def doc = render(Scene.builder().view(VIEW).check(CheckMark.miss(150, 75, passed, 'door is shut')).build())
        def circle = single(doc, 'circle', "check $verdict")

        expect:
        circle.getAttribute('fill') == '#ffffff'
        circle.getAttribute('stroke') == color
        elements(doc, 'text', "check-label $verdict")*.textContent == [label]

        where:
        passed || verdict  | color     | label
        true   || 'passed' | '#000000' | 'door is shut'
        false  || 'failed' | '#d55e00' | 'door is shut: expected a miss, was a hit'
    }

    def "every check is labelled: each failed one in full, a passed rule's name once, the other checks by a number in the key"() {
        given:
        def scene = Scene.builder().view(VIEW)
                .check(50, 50, true, 'a')
                .check(50, 150, true, 'a')
                .check(50, 250, false, 'a')
                .check(250, 250, false, 'a')
                .check(250, 50, true, 'b')
                .build()
        def doc = render(scene)
        def layout = PictureLayout.of(scene, SVG.transform(scene))

        expect: 'every marker is drawn'
        elements(doc, 'circle').count { it.getAttribute('class').startsWith('check ') } == 5

        and: "each failed one in full, right of its ring (radius 10, 2 px of halo, a gap of 3) and 4 px below its centre"
        def failed = elements(doc, 'text', 'check-label failed')
        failed*.textContent == ['a: expected a hit, was a miss', 'a: expected a hit, was a miss']
        failed.collect { numbers(it.getAttribute('x')) + numbers(it.getAttribute('y')) }.every { it[0] in [115d, 515d] }

        and: "the passed rule 'a' is written once, at its first check; its second check has the number of 'a' in the key"
        elements(doc, 'text', 'check-label passed')*.textContent == ['a', 'b']
        elements(doc, 'text', 'check-number passed')*.textContent == ['1']
        layout.key().find { it.number() == 1 }.text() == 'a'

        and: 'the key is in the legend'
        elements(doc, 'text', 'legend-text')*.textContent.contains('a')
        elements(doc, 'text', 'legend-number')*.textContent.contains('1')
    }

    def "two checks 2 px apart both get a label, the failed one's first, and neither covers the other or a marker"() {
        given:
        def scene = Scene.builder().view(VIEW)
                .check(100, 100, true, 'tower sees player')
                .check(101, 101, false, 'guard sees player')
                .build()
        def doc = render(scene)
        def layout = PictureLayout.of(scene, SVG.transform(scene))
        def boxes = layout.labels().findAll { it.mark() != null }*.box()

        expect:
        elements(doc, 'text').findAll { it.getAttribute('class').startsWith('check-label') }*.textContent ==
                ['guard sees player: expected a hit, was a miss', 'tower sees player']
        boxes.size() == 2
        !boxes[0].intersects(boxes[1])
        scene.checks().every { m ->
            def dot = TextBox.around(SVG.transform(scene).pixelX(m.x()), SVG.transform(scene).pixelY(m.y()), SceneDrawer.CHECK_RADIUS_PX)
            boxes.every { !it.intersects(dot) }
        }
    }

    def "a passed check's label that would cover another dot is put on another side of its own"() {
        given: 'the label of (100, 100) would run over the dot at (120, 100), 40 px to its right'
        def scene = Scene.builder().view(VIEW)
                .check(100, 100, true, 'click by transform')
                .check(120, 100, true, 'click by transform')
                .build()
        def doc = render(scene)
        def labels = elements(doc, 'text', 'check-label passed')

        expect: 'written once, at the first dot, to its left (the first free side after the right)'
        labels*.textContent == ['click by transform']
        labels[0].getAttribute('text-anchor') == 'end'
        numbers(labels[0].getAttribute('x')) == [191d]

        and: 'the second dot has the number of its rule'
        elements(doc, 'text', 'check-number passed')*.textContent == ['1']
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

        and:
        def png = PngRenderer.create().toImage(scene)

        expect: 'the plot as the transform says, and the legend to its right, in both'
        root.getAttribute('width') == "${png.width}"
        root.getAttribute('height') == "${png.height}"
        png.width > t.width()
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

    /** One shape of each kind, inside the view, for the table of kinds below. */
    static final Map<ShapeKind, io.hantei.geom.Shape> SAMPLES = [
            (ShapeKind.RECT)        : Rect.of(20, 20, 60, 40),
            (ShapeKind.ROTATED_RECT): RotatedRect.of(200, 100, 60, 30, 30),
            (ShapeKind.FAN)         : Fan.of(100, 200, 0, 60, 50),
            (ShapeKind.CIRCLE)      : Circle.of(300, 60, 25),
            (ShapeKind.POLYGON)     : Polygon.of([20, 60, 40] as double[], [250, 250, 280] as double[]),
            (ShapeKind.POLYLINE)    : Polyline.of([200, 240, 280] as double[], [250, 220, 250] as double[]),
            (ShapeKind.SEGMENT)     : Segment.of(320, 200, 380, 260),
            (ShapeKind.ELLIPSE)     : Ellipse.of(150, 60, 60, 30, 20),
            (ShapeKind.CAPSULE)     : Capsule.of(320, 120, 380, 150, 8),
    ]

    def "the table of samples has a shape of every kind (so the next feature covers each)"() {
        expect:
        SAMPLES.keySet() == ShapeKind.values() as Set
        SAMPLES.every { k, s -> ShapeKind.of(s) == k }
    }

    def "a #kind is drawn as its kind (class '#cssClass') and named where its row places it"() {
        given:
        def shape = SAMPLES[kind].named('it')

        when:
        def doc = render(Scene.builder().view(VIEW).add(shape).build())

        then: "one drawn element of its kind's class, and its name once"
        ['rect', 'polygon', 'circle', 'path', 'line', 'polyline', 'ellipse'].sum { elements(doc, it, cssClass).size() } >= 1
        elements(doc, 'text', 'name')*.textContent == ['it']

        where:
        kind << ShapeKind.values()
        cssClass = SceneDrawer.tagName(kind)
    }

}
