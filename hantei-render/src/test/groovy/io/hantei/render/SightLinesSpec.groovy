package io.hantei.render

import io.hantei.geom.Rect
import io.hantei.geom.Vec2
import org.w3c.dom.Document
import org.w3c.dom.Element
import spock.lang.Specification

import java.awt.Color

import static io.hantei.render.SvgRendererSpec.SVG_NS
import static io.hantei.render.SvgRendererSpec.elements
import static io.hantei.render.SvgRendererSpec.numbers
import static io.hantei.render.SvgRendererSpec.render
import static io.hantei.render.SvgRendererSpec.single

/**
 * How a picture draws sight lines and ray casts ({@link SightLine}): clear lines in
 * {@link Palette#SIGHT_CLEAR}; blocked ones in {@link Palette#SIGHT_BLOCKED} up to the first
 * wall, a cross there and dashed beyond; rays to their hit, or to their end with an arrowhead.
 * The view is 0..400 x 0..300 drawn 800 x 600: world (x, y) is pixel (2x, 2y).
 */
class SightLinesSpec extends Specification {

    static final Rect VIEW = Rect.of(0, 0, 400, 300)

    static Vec2 v(double x, double y) {
        new Vec2(x, y)
    }

    static Scene scene(SightLine... lines) {
        Scene.Builder b = Scene.builder().view(VIEW)
        lines.each { b.sight(it) }
        b.build()
    }

    static List<Double> ends(Element line) {
        ['x1', 'y1', 'x2', 'y2'].collectMany { numbers(line.getAttribute(it)) }
    }

    static String title(Element e) {
        e.getElementsByTagNameNS(SVG_NS, 'title').item(0)?.textContent
    }

    def "a clear line of sight is one line in the clear colour, with a dot where it starts"() {
        given:
        Document doc = render(scene(SightLine.clear(v(40, 150), v(300, 100))))
        Element line = single(doc, 'line', 'sight-line clear')

        expect:
        ends(line) == [80d, 300d, 600d, 200d]
        line.getAttribute('stroke') == Palette.hex(Palette.SIGHT_CLEAR)
        !line.hasAttribute('stroke-dasharray')
        title(line) == 'line of sight (40, 150) → (300, 100): clear'
        elements(doc, 'circle', 'sight-line-start').collect { numbers(it.getAttribute('cx')) + numbers(it.getAttribute('cy')) } == [[80d, 300d]]
        elements(doc, 'line', 'sight-hit').isEmpty()
    }

    def "a blocked line is solid to the first wall, crossed there, and dashed beyond, in the blocked colour"() {
        given:
        Document doc = render(scene(SightLine.blocked(v(40, 150), v(300, 150), v(160, 150), "polygon 'pillar'")))
        Element seen = single(doc, 'line', 'sight-line blocked')
        Element unseen = single(doc, 'line', 'sight-line-unseen')
        List<Element> cross = elements(doc, 'line', 'sight-hit')

        expect:
        ends(seen) == [80d, 300d, 320d, 300d]
        seen.getAttribute('stroke') == Palette.hex(Palette.SIGHT_BLOCKED)
        title(seen) == "line of sight (40, 150) → (300, 150): blocked by polygon 'pillar' at (160, 150)"
        ends(unseen) == [320d, 300d, 600d, 300d]
        unseen.getAttribute('stroke-dasharray') == '6 4'
        cross.size() == 2
        cross.collect { ends(it) } == [[315.5d, 295.5d, 324.5d, 304.5d], [315.5d, 304.5d, 324.5d, 295.5d]]
        cross.every { it.getAttribute('stroke') == Palette.hex(Palette.SIGHT_BLOCKED) }
    }

    def "a blocked line whose first contact is not known is dashed all along"() {
        given:
        Element line = single(render(scene(SightLine.blocked(v(40, 150), v(300, 150), null, null))), 'line', 'sight-line blocked')

        expect:
        ends(line) == [80d, 300d, 600d, 300d]
        line.getAttribute('stroke-dasharray') == '6 4'
        title(line) == 'line of sight (40, 150) → (300, 150): blocked by a wall'
    }

    def "a ray that hit a wall is drawn to its hit with the cross; one that hit nothing to its end with an arrowhead"() {
        given:
        Document doc = render(scene(
                SightLine.ray(v(40, 150), v(400, 150), v(160, 150), "polygon 'pillar'"),
                SightLine.ray(v(40, 150), v(40, 20), null, null)))
        Element hit = single(doc, 'line', 'ray blocked')
        Element miss = single(doc, 'line', 'ray clear')

        expect:
        ends(hit) == [80d, 300d, 320d, 300d]
        title(hit) == "ray cast (40, 150) → (400, 150): hit polygon 'pillar' at (160, 150)"
        elements(doc, 'line', 'sight-hit').size() == 2
        elements(doc, 'line', 'sight-line-unseen').isEmpty()
        ends(miss) == [80d, 300d, 80d, 40d]
        miss.getAttribute('stroke') == Palette.hex(Palette.SIGHT_CLEAR)
        title(miss) == 'ray cast (40, 150) → (40, 20): hit nothing'
        numbers(single(doc, 'polygon', 'ray-end').getAttribute('points')).take(2) == [80d, 40d]   // the arrow's tip at the end
    }

    def "sight lines are drawn over the figures and under the names and check marks"() {
        given:
        String svg = SvgRenderer.create().toSvg(Scene.builder().view(VIEW).add(io.hantei.geom.Circle.of(100, 100, 10).named('c'))
                .sight(SightLine.clear(v(0, 0), v(100, 100))).check(100, 100, true, 'seen').build())

        expect:
        svg.indexOf('class="figures"') < svg.indexOf('class="sight-lines"')
        svg.indexOf('class="sight-lines"') < svg.indexOf('class="names"')
        svg.indexOf('class="names"') < svg.indexOf('class="checks"')
    }

    def "a line whose ends are far outside the picture is drawn where it crosses it; from = to is a dot"() {
        given:
        Document doc = render(scene(SightLine.clear(v(-1e300, 150), v(1e300, 150)), SightLine.clear(v(100, 100), v(100, 100))))
        List<Element> lines = elements(doc, 'line', 'sight-line clear')
        List<Element> dots = elements(doc, 'circle', 'sight-line clear')

        expect: 'clipped to 64 pixels round the 800 x 600 picture'
        lines.size() == 1
        ends(lines[0]) == [-64d, 300d, 864d, 300d]
        dots.size() == 1
        numbers(dots[0].getAttribute('cx')) + numbers(dots[0].getAttribute('cy')) == [200d, 200d]
    }

    def "the default view holds the ends of the sight lines as drawn: a ray that hit a wall ends at its hit"() {
        expect:
        Scene.builder().sight(SightLine.ray(v(0, 0), v(100, 400), v(100, 50), 'wall')).build().view() == Rect.ofEdges(-8, -8, 108, 58)
        Scene.builder().sight(SightLine.ray(v(0, 0), v(100, 50), null, null)).build().view() == Rect.ofEdges(-8, -8, 108, 58)
        Scene.builder().sight(SightLine.blocked(v(0, 0), v(100, 50), v(10, 5), 'wall')).build().view() == Rect.ofEdges(-8, -8, 108, 58)
        Scene.builder().sight(SightLine.clear(v(0, 0), v(100, 50))).build().view() == Rect.ofEdges(-8, -8, 108, 58)
        Scene.builder().sight(SightLine.clear(v(0, 0), v(100, 50))).build().sightLines().size() == 1
        Scene.builder().sight(SightLine.clear(v(0, 0), v(100, 50))).build().toBuilder().build().sightLines().size() == 1
    }

    def "in the PNG a clear line has the clear colour and a blocked one the blocked colour, the unseen part too"() {
        given: 'lines through the middle of pixel rows (y 50.25 is pixel 100.5), away from the grid lines, so that a row is wholly covered'
        def s = scene(SightLine.clear(v(20, 50.25), v(380, 50.25)), SightLine.blocked(v(20, 210.25), v(380, 210.25), v(200, 210.25), null))
        def image = PngRendererSpec.decode(s)
        Closure<Color> at = { double x, double y -> PngRendererSpec.colorAt(s, image, x, y) }

        expect:
        at(300, 50.25) == Palette.SIGHT_CLEAR
        at(100, 210.25) == Palette.SIGHT_BLOCKED
        (300..340).any { at(it, 210.25) == Palette.SIGHT_BLOCKED }   // dashed: some of it
        (300..340).any { at(it, 210.25) == Color.WHITE }
        at(110, 120) == Color.WHITE
    }

    def "a clear sight line has no hit point"() {
        when:
        new SightLine(v(0, 0), v(1, 1), false, v(0.5, 0.5), false, null)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == 'sight line: a clear line has no hit point, but was given (0.5, 0.5)'
    }
}
