package io.hantei.render

import groovy.transform.CompileStatic
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
import io.hantei.geom.Shape
import spock.lang.Specification

import javax.imageio.ImageIO
import java.awt.Color
import java.awt.GraphicsEnvironment
import java.awt.image.BufferedImage

/**
 * The PNG is decoded and its pixels read at world points mapped through the renderer's
 * transform. The view is 0..400 x 0..300 drawn 800 x 600, so one world unit is two pixels, the
 * grid lines (every 50 units) fall on the pixel columns and rows that are multiples of 100, and
 * the points below are chosen away from them, from the grid's labels and from figures' names.
 */
class PngRendererSpec extends Specification {

    static final Rect VIEW = Rect.of(0, 0, 400, 300)
    static final Color WHITE = Color.WHITE
    static final PngRenderer PNG = PngRenderer.create()

    /** The PNG of the scene, written as bytes and read back. */
    static BufferedImage decode(Scene scene) {
        def image = ImageIO.read(new ByteArrayInputStream(PNG.toBytes(scene)))
        assert image != null : 'not a PNG'
        image
    }

    static Color colorAt(Scene scene, BufferedImage image, double x, double y) {
        def t = PNG.transform(scene)
        new Color(image.getRGB(t.column(x), t.row(y)))
    }

    /** {@code color} at opacity {@code alpha} over {@code under}, as compositing rounds it. */
    static Color blend(Color color, double alpha, Color under) {
        new Color(mix(color.red, under.red, alpha), mix(color.green, under.green, alpha), mix(color.blue, under.blue, alpha))
    }

    static int mix(int top, int bottom, double alpha) {
        Math.round(top * alpha + bottom * (1 - alpha)) as int
    }

    /** Equal up to 2 per channel: the PNG's alpha is a byte, so 0.45 is 115/255. */
    static boolean near(Color a, Color b) {
        Math.abs(a.red - b.red) <= 2 && Math.abs(a.green - b.green) <= 2 && Math.abs(a.blue - b.blue) <= 2
    }

    /**
     * The width of the plot: where the legend's panel begins (its edge line, then its grey), or
     * the whole width when the picture has no legend.
     */
    static int plotWidth(BufferedImage image) {
        for (int x = 0; x < image.width - 1; x++) {
            if (new Color(image.getRGB(x, 0)) == Legend.PANEL_EDGE && new Color(image.getRGB(x + 1, 0)) == Legend.PANEL) {
                return x
            }
        }
        image.width
    }

    static Scene sceneOf(Shape shape) {
        Scene.builder().view(VIEW).add(shape).build()
    }

    def "the tests run headless, as in CI"() {
        expect:
        GraphicsEnvironment.headless
    }

    def "the picture is a PNG of #width x #height for a #viewW x #viewH view at size #size"() {
        given:
        def scene = Scene.builder().view(Rect.of(10, 20, viewW, viewH)).build()

        when:
        def image = ImageIO.read(new ByteArrayInputStream(PngRenderer.withSize(size).toBytes(scene)))

        then:
        image.width == width
        image.height == height

        where:
        viewW | viewH | size || width | height
        400   | 300   | 800  || 800   | 600
        300   | 400   | 800  || 600   | 800
        400   | 300   | 400  || 400   | 300
        100   | 100   | 64   || 64    | 64
        1000  | 1     | 800  || 800   | 1
    }

    def "an empty view is white but for the grid, the axes and their labels"() {
        given:
        def scene = Scene.builder().view(VIEW).build()
        def image = decode(scene)

        expect: 'a point between grid lines is background'
        colorAt(scene, image, 137, 113) == WHITE

        and: 'the grid line x = 50 is the grid colour'
        new Color(image.getRGB(100, 250)) == Palette.GRID

        and: 'the axis x = 0 runs down the first column in the axis colour'
        new Color(image.getRGB(0, 250)) == Palette.AXIS
    }

    def "a fan at dir #dir, range #range #verdict the point #distance away at #angle°"() {
        given: 'a point at a polar angle from the apex, on the y-down screen (positive = clockwise)'
        def fan = Fan.of(110, 140, dir, range, 120).named('guard')
        def scene = sceneOf(fan)
        double x = 110 + distance * Math.cos(Math.toRadians(angle))
        double y = 140 + distance * Math.sin(Math.toRadians(angle))
        def image = decode(scene)
        def expected = inside ? blend(Palette.figure(0), Palette.FIGURE_FILL_ALPHA, WHITE) : WHITE

        expect:
        fan.contains(x, y) == inside
        near(colorAt(scene, image, x, y), expected)

        where:
        dir     | range | angle | distance || inside
        30      | 60    | 45    | 80       || true   // down-right on screen
        30      | 60    | -45   | 80       || false  // the mirror image: a wrong sign shows at once
        -30     | 60    | -45   | 80       || true
        -30     | 60    | 45    | 80       || false
        350     | 40    | 5     | 80       || true   // the sector wraps through 0°
        350     | 40    | 25    | 80       || false
        0       | 270   | -120  | 80       || true   // wider than 180°: reaches back past the apex
        0       | 270   | 120   | 80       || true
        0       | 270   | 180   | 80       || false  // but not straight behind it (the gap is 135°..225°)
        0       | 90    | 120   | 80       || false
        90      | 60    | 80    | 80       || true   // 90° points down
        90      | 60    | -90   | 80       || false
        0       | 400   | 180   | 80       || true   // 360° and more is a disc
        750     | 60    | 45    | 80       || true   // 750° is 30°
        30      | 60    | 45    | 130      || false  // beyond len
        verdict = inside ? 'paints' : 'leaves white'
    }

    @CompileStatic
    static int[] disagreements(Fan fan, BufferedImage image, BufferedImage background, ViewTransform t) {
        int checked = 0
        int wrong = 0
        for (int j = 1; j < t.height() - 1; j += 3) { // the plot, not the legend beside it
            for (int i = 1; i < t.width() - 1; i += 3) {
                double x = t.worldX(i + 0.5)
                double y = t.worldY(j + 0.5)
                boolean inside = fan.contains(x, y)
                double ax = t.pixelX(fan.apexX()) - i - 0.5
                double ay = t.pixelY(fan.apexY()) - j - 0.5
                if (ax * ax + ay * ay < 36) {
                    continue // the apex is a boundary point, and drawn as a dot
                }
                // only pixels whose neighbours 3 pixels around agree: away from the edge and from
                // the antialiased outline
                boolean clear = true
                for (int dj = -3; dj <= 3 && clear; dj += 3) {
                    for (int di = -3; di <= 3 && clear; di += 3) {
                        clear = fan.contains(t.worldX(i + 0.5 + di), t.worldY(j + 0.5 + dj)) == inside
                    }
                }
                if (!clear) {
                    continue
                }
                checked++
                boolean painted = image.getRGB(i, j) != background.getRGB(i, j)
                if (painted != inside) {
                    wrong++
                }
            }
        }
        return [checked, wrong] as int[]
    }

    def "the drawn sector agrees with Fan.contains on every pixel away from its edge, for 40 random fans"() {
        given:
        def random = new Random(20240611)
        def renderer = PngRenderer.withSize(400)
        def emptyScene = Scene.builder().view(VIEW).build()
        def background = renderer.toImage(emptyScene)
        def t = renderer.transform(emptyScene)
        int checked = 0
        List<String> failures = []

        when:
        40.times {
            // openings of 20° and more: a thinner wedge is narrower than its own direction arrow
            double range = random.nextInt(10) == 0 ? 360 + random.nextDouble() * 100 : 20 + random.nextDouble() * 338
            def fan = Fan.of(50 + random.nextDouble() * 300, 50 + random.nextDouble() * 200,
                    random.nextDouble() * 1440 - 720, range, 40 + random.nextDouble() * 160)
            def image = renderer.toImage(Scene.builder().view(VIEW).add(fan).build())
            def (int n, int wrong) = disagreements(fan, image, background, t)
            checked += n
            if (wrong > 0) {
                failures << "$fan: $wrong of $n pixels".toString()
            }
        }

        then:
        failures == []
        checked > 30_000
    }

    def "the edge of a #kind 10000 units in radius is drawn within 3 pixels where quarter-circle curves miss by 5"() {
        given: 'the edge point at 157.5°, where a quarter-circle Bézier strays most, in the middle of the view'
        double theta = Math.toRadians(157.5)
        double px = 10000 * Math.cos(theta)
        double py = 10000 * Math.sin(theta)
        def view = Rect.centered(px, py, 400, 300)
        def scene = Scene.builder().view(view).add(figure).build()
        def image = decode(scene)
        def background = decode(Scene.builder().view(view).build())
        def t = PNG.transform(scene)
        Closure<Boolean> painted = { double units ->
            // a point `units` outward along the normal
            int i = t.column(px + units * Math.cos(theta)), j = t.row(py + units * Math.sin(theta))
            image.getRGB(i, j) != background.getRGB(i, j)
        }

        expect: 'two pixels per unit: 1.5 units is 3 pixels from the edge'
        painted(-1.5)
        !painted(1.5)
        !painted(3)

        where:
        kind     | figure
        'circle' | Circle.of(0, 0, 10000)
        'fan'    | Fan.of(0, 0, 269.98, 359.96, 10000) // from 90° round: 157.5° lies as deep in a quarter as for the circle
    }

    def "a rectangle turned by 90° stands upright in the picture"() {
        given: '100 x 20 centred on (300, 150), turned: x 290..310, y 100..200'
        def scene = sceneOf(RotatedRect.of(300, 150, 100, 20, 90))
        def image = decode(scene)
        def fill = blend(Palette.figure(0), Palette.FIGURE_FILL_ALPHA, WHITE)

        expect:
        near(colorAt(scene, image, 305, 180), fill)
        colorAt(scene, image, 340, 155) == WHITE  // inside the rectangle before its turn
    }

    def "a #kind fills its inside and leaves its outside white"() {
        given:
        def scene = Scene.builder().view(VIEW).add(figure).build()
        def image = decode(scene)

        expect:
        near(colorAt(scene, image, inX, inY), blend(Palette.figure(0), Palette.FIGURE_FILL_ALPHA, WHITE))
        colorAt(scene, image, outX, outY) == WHITE

        where:
        kind           | figure                                            || inX   | inY   | outX  | outY
        'rect'         | new Figure.OfShape(Rect.of(220, 120, 60, 40))     || 240   | 140   | 290   | 140
        'circle'       | new Figure.OfShape(Circle.of(240, 160, 30))       || 255   | 175   | 264   | 184
        'pixel rect'   | new Figure.OfPixels(PixelRect.of(250, 210, 10, 10)) || 255 | 215   | 263   | 215
    }

    static double[] ds(List<? extends Number> values) {
        values*.doubleValue() as double[]
    }

    def "a #kind fills #inside and leaves #outside white"() {
        given:
        def scene = sceneOf(shape)
        def image = decode(scene)
        def fill = blend(Palette.figure(0), Palette.FIGURE_FILL_ALPHA, WHITE)

        expect: 'the points agree with the shape itself'
        inside.every { shape.contains(it[0], it[1]) }
        outside.every { !shape.contains(it[0], it[1]) }

        and:
        inside.every { near(colorAt(scene, image, it[0], it[1]), fill) }
        outside.every { colorAt(scene, image, it[0], it[1]) == WHITE }

        where:
        kind               | shape                                                                  || inside                              | outside
        'triangle'         | Polygon.of(ds([210, 290, 210]), ds([110, 110, 190]))                   || [[230, 130]]                        | [[280, 180]]
        // a five-pointed star in one stroke: the even-odd rule leaves its middle, wound round twice, out
        'star'             | Polygon.of(ds([230, 265, 173, 287, 195]), ds([100, 209, 141, 141, 209])) || [[230, 115], [253.5, 192.4]]       | [[230, 160]]
        // 100 x 30 turned 30°: its long axis points down-right
        'turned ellipse'   | Ellipse.of(240, 160, 100, 30, 30)                                      || [[270.3, 177.5], [209.7, 142.5]]    | [[270.3, 142.5], [209.7, 177.5]]
        'capsule'          | Capsule.of(210, 220, 290, 260, 12)                                     || [[260, 245], [298, 262], [202, 218]] | [[260, 225], [297, 273], [203, 207]]
    }

    def "a segment and a polyline are drawn as lines in the figure's colour, not filled"() {
        given: 'the lines lie on pixel centres (y = 130.25 is the middle of row 260): the 2-pixel line covers them whole'
        def segment = Segment.of(210, 130.25, 290, 130.25)
        def polyline = Polyline.of(ds([110, 110, 190.25, 190.25]), ds([210, 290.25, 290.25, 210]))
        def scene = Scene.builder().view(VIEW).add(segment).add(polyline).build()
        def image = decode(scene)

        expect: 'on them: the full colour of figure 0 and of figure 1'
        near(colorAt(scene, image, 240, 130.25), Palette.figure(0))
        near(colorAt(scene, image, 190.25, 240), Palette.figure(1))
        near(colorAt(scene, image, 140, 290.25), Palette.figure(1))

        and: 'beside the segment, inside the U, and where a closed outline would run back to the first point'
        colorAt(scene, image, 240, 135) == WHITE
        colorAt(scene, image, 140, 240) == WHITE
        colorAt(scene, image, 140, 210) == WHITE
    }

    def "an empty pixel rectangle covers no pixel, so it draws nothing"() {
        given:
        def empty = Scene.builder().view(VIEW).build()
        def scene = Scene.builder().view(VIEW).add(PixelRect.of(250, 210, 0, 10)).build()

        expect:
        PNG.toImage(scene).getRGB(0, 0, 800, 600, null, 0, 800) == PNG.toImage(empty).getRGB(0, 0, 800, 600, null, 0, 800)
    }

    def "a shape the renderer has no outline for is drawn by sampling its inside"() {
        given: 'a ring around (250, 150) between radius 20 and 50'
        Shape ring = new Ring(250, 150, 20, 50)
        def scene = sceneOf(ring)
        def image = decode(scene)
        def fill = blend(Palette.figure(0), 2 * Palette.FIGURE_FILL_ALPHA, WHITE)

        expect: 'the ring is painted, the hole and the outside are not'
        near(colorAt(scene, image, 285, 160), fill)
        colorAt(scene, image, 255, 155) == WHITE
        colorAt(scene, image, 212, 112) == WHITE // inside the bounds, outside the ring
    }

    def "a #kind check is #look, on top of the figures"() {
        given: 'two pixels per unit: the failure ring (radius 10 px) is 5 units out, the ring of a miss (radius 4 px) 2 units'
        def scene = Scene.builder().view(VIEW)
                .add(Rect.of(280, 200, 60, 60))
                .check(new CheckMark(310, 230, passed, 'guard sees the door', hit, null))
                .build()
        def image = decode(scene)

        expect:
        colorAt(scene, image, 310, 230) == centre
        hit ? colorAt(scene, image, 311, 230) == color : colorAt(scene, image, 312, 230) == color // a dot 5 px across, a ring of 4
        (colorAt(scene, image, 315.25, 230) == Palette.FAILED) == !passed

        where:
        passed | hit   || color          | centre
        true   | true  || Palette.PASSED | Palette.PASSED
        true   | false || Palette.PASSED | WHITE
        false  | true  || Palette.FAILED | Palette.FAILED
        false  | false || Palette.FAILED | WHITE
        kind = (hit ? 'hit' : 'miss') + (passed ? ' passed' : ' failed')
        look = (hit ? 'a filled dot' : 'a hollow ring') + (passed ? ' in black' : ' in vermillion with a vermillion ring round it')
    }

    def "the markers' colours are Okabe and Ito's black and vermillion"() {
        expect:
        Palette.PASSED == new Color(0x000000)
        Palette.FAILED == new Color(0xd55e00)
    }

    def "a heat map paints where its rule holds, inside its region only"() {
        given: 'the rule "within 50 of (275, 125)" over 200..350 x 50..200'
        def rule = { double x, double y -> (x - 275) * (x - 275) + (y - 125) * (y - 125) <= 2500 } as PointPredicate
        def scene = Scene.builder().view(VIEW)
                .heatMap(HeatMap.of('near', Rect.of(200, 50, 150, 150), rule))
                .heatMap(HeatMap.of('everywhere', Rect.of(40, 160, 60, 60), { x, y -> true } as PointPredicate))
                .build()
        def image = decode(scene)
        def first = blend(Palette.heatMap(0), Palette.HEAT_MAP_ALPHA, WHITE)
        def second = blend(Palette.heatMap(1), Palette.HEAT_MAP_ALPHA, WHITE)

        expect: 'well inside the disc, well outside it (in the region), outside the region'
        near(colorAt(scene, image, 295, 135), first)
        colorAt(scene, image, 320, 170) == WHITE
        near(colorAt(scene, image, 70, 190), second)
        colorAt(scene, image, 110, 190) == WHITE
        colorAt(scene, image, 70, 230) == WHITE
    }

    def "one sample per pixel: pixel #column is #verdict by the rule x <= 210.25, tested at its centre"() {
        given: 'two pixels per unit: the centre of column 420 is x = 210.25, that of column 421 is 210.75'
        def scene = Scene.builder().view(VIEW)
                .heatMap(HeatMap.of('edge', Rect.of(150, 100, 100, 50), { double x, double y -> x <= 210.25 } as PointPredicate))
                .build()
        def image = decode(scene)
        def color = new Color(image.getRGB(column, 250))

        expect:
        near(color, blend(Palette.heatMap(0), Palette.HEAT_MAP_ALPHA, WHITE)) == painted

        where:
        column || painted
        419    || true
        420    || true
        421    || false
        422    || false
        verdict = painted ? 'painted' : 'left white'
    }

    def "with a sample step, each cell is painted after the one sample at its centre, clipped to the region"() {
        given: 'cells of 50 from (150, 150); the rule holds for x < 190 and y < 190'
        def rule = { double x, double y -> x < 190 && y < 190 } as PointPredicate
        def scene = Scene.builder().view(VIEW)
                .heatMap(HeatMap.of('coarse', Rect.of(150, 150, 70, 100), rule).withSampleStep(50))
                .build()
        def image = decode(scene)
        def painted = blend(Palette.heatMap(0), Palette.HEAT_MAP_ALPHA, WHITE)

        expect: 'the first cell, centre (175, 175), is painted whole, where the rule fails too'
        near(colorAt(scene, image, 165, 170), painted)
        near(colorAt(scene, image, 195, 195), painted)
        !rule.test(195, 195)

        and: 'the cell to its right, centre (225, 175), is not painted'
        colorAt(scene, image, 205, 160) == WHITE

        and: 'nor is anything past the region, which ends at x = 220'
        colorAt(scene, image, 230, 160) == WHITE
    }

    def "a heat map of a shape, sampled in batches, is the heat map of its contains test"() {
        given:
        def fan = Fan.of(150, 150, -20, 100, 140)
        def region = Rect.of(100, 50, 250, 200)
        def byShape = Scene.builder().view(VIEW).heatMap(HeatMap.ofShape('seen', region, fan)).build()
        def byPredicate = Scene.builder().view(VIEW)
                .heatMap(HeatMap.of('seen', region, { double x, double y -> fan.contains(x, y) } as PointPredicate)).build()

        expect:
        PNG.toImage(byShape).getRGB(0, 0, 800, 600, null, 0, 800) == PNG.toImage(byPredicate).getRGB(0, 0, 800, 600, null, 0, 800)
    }

    def "the PNG is written to a file"() {
        given:
        def file = File.createTempFile('hantei', '.png').toPath()

        when:
        PNG.write(RenderDemo.guardScene(), file)
        def image = ImageIO.read(file.toFile())

        then: 'the plot is 800 wide, and the legend beside it'
        PNG.transform(RenderDemo.guardScene()).width() == 800
        image.width > 800
        image.height > 0

        cleanup:
        file?.toFile()?.delete()
    }

    /** A shape the renderer does not know: a ring (annulus), closed. */
    static final class Ring implements Shape {
        final double cx, cy, inner, outer

        Ring(double cx, double cy, double inner, double outer) {
            this.cx = cx; this.cy = cy; this.inner = inner; this.outer = outer
        }

        boolean contains(double x, double y) {
            double d2 = (x - cx) * (x - cx) + (y - cy) * (y - cy)
            d2 >= inner * inner && d2 <= outer * outer
        }

        Rect bounds() { Rect.centered(cx, cy, 2 * outer, 2 * outer) }

        String name() { null }

        Shape named(String name) { this }
    }
}
