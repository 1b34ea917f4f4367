package io.hantei.dsl

import io.hantei.geom.Circle
import io.hantei.geom.Fan
import io.hantei.geom.PixelRect
import io.hantei.geom.Rect
import io.hantei.geom.RotatedRect
import io.hantei.render.CheckMark
import io.hantei.render.Figure
import io.hantei.render.Palette
import io.hantei.render.PngRendererSpec
import io.hantei.render.Scene
import io.hantei.render.SvgRendererSpec
import io.hantei.render.ViewTransform
import spock.lang.Specification
import spock.lang.TempDir

import javax.imageio.ImageIO
import java.awt.Color
import java.nio.file.Path

/**
 * The picture of a script: what its scene holds (every shape its words made, a mark per judged
 * example, its heat maps), and the words {@code render} and {@code heatMap}, with their errors.
 * Pictures are decoded (PNG) or parsed (SVG) and checked at known points.
 */
class PicturesSpec extends Specification {

    @TempDir
    Path dir

    static ScriptResult run(String script) {
        new ScriptRunner(new StringWriter()).run(script.stripIndent(), 'level.groovy')
    }

    /** Runs {@code text} saved as {@code name} in the temporary folder, as {@code ./hantei run} would. */
    ScriptResult runFile(String name, String text) {
        File f = dir.resolve(name).toFile()
        f.parentFile.mkdirs()
        f.text = text.stripIndent()
        new ScriptRunner(new StringWriter()).run(f, f.path)
    }

    static List<String> kinds(Scene scene) {
        scene.figures().collect { Figure f -> f instanceof Figure.OfPixels ? 'PixelRect' : ((Figure.OfShape) f).shape().getClass().simpleName }
    }

    static List<Object> marks(Scene scene) {
        scene.checks().collect { CheckMark m -> [m.x(), m.y(), m.passed(), m.label(), m.expected()] }
    }

    // ---- the scene of a script

    def "the scene holds every shape the words made, named or not, in the order they were made"() {
        when:
        def r = run('''\
            def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
            rect(at: [10, 10], size: [40, 80])                       // not kept in a variable: still drawn
            def button = rect(at: [200, 80], size: [120, 40], anchor: 'center', angle: 30, name: 'button')
            def coin = circle(at: [120, 200], r: 10)
            def ledge = pixelRect(at: [0, 100], size: [10, 8], name: 'ledge')
            ''')

        then:
        r.errors.empty
        kinds(r.scene) == ['Fan', 'Rect', 'RotatedRect', 'Circle', 'PixelRect']
        r.scene.figures()*.name() == ['guard', null, 'button', null, 'ledge']
        r.scene.figures()[0].bounds() == Fan.of(100, 100, 30, 60, 200).bounds()
    }

    def "shapes made in a helper closure or as a check's example are drawn; shapes a rule makes as it answers are not"() {
        when:
        def r = run('''\
            def wall = rect(at: [0, 0], size: [10, 100], name: 'wall')
            def makeDoor = { x -> rect(at: [x, 0], size: [20, 40], name: 'door') }
            makeDoor(50)
            rule('touches the wall') { p -> circle(at: p, r: 5).bounds().overlaps(wall) }   // a circle per answer
            check('touches the wall') { hit 12, 50; miss 16, 50; hit 14, 0 }
            rule('box on the wall') { box -> box.overlaps(wall) }
            check('box on the wall') { hit rect(at: [5, 5], size: [4, 4], name: 'box') }
            heatMap 'touches the wall', step: 10
            ''')
        // the heat map is sampled when the picture is drawn: nothing it makes is kept either
        io.hantei.render.PngRenderer.create().toImage(r.scene)

        then:
        r.errors.empty
        r.passed
        r.scene.figures()*.name() == ['wall', 'door', 'box']
    }

    def "each judged example is a mark labelled with its rule: #where"() {
        when:
        def r = run("""\
            def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
            rule('guard sees player') { p -> p in guard }
            rule('box in view') { box -> guard.contains(box.bounds().left(), box.bounds().top()) }   // its top-left corner
            $checks
            """)

        then:
        marks(r.scene) == expected

        where:
        where                                   | checks                                                                   || expected
        'passed hits and misses'                | "check('guard sees player') { hit 150, 130; miss 100, 320 }"             || [[150d, 130d, true, 'guard sees player', 'hit'], [100d, 320d, true, 'guard sees player', 'miss']]
        'failed ones'                           | "check('guard sees player') { hit 100, 320; miss 150, 130 }"             || [[100d, 320d, false, 'guard sees player', 'hit'], [150d, 130d, false, 'guard sees player', 'miss']]
        'a point written as a map or point()'   | "check('guard sees player') { hit([x: 150, y: 130], point(250, 160)) }"  || [[150d, 130d, true, 'guard sees player', 'hit'], [250d, 160d, true, 'guard sees player', 'hit']]
        'a shape at the centre of its bounds'   | "check('box in view') { hit rect(at: [150, 130], size: [20, 10]) }"      || [[160d, 135d, true, 'box in view', 'hit']]
        'pixels at the centre of their area'    | "check('box in view') { miss pixelRect(at: [0, 0], size: [16, 16]) }"    || [[8d, 8d, true, 'box in view', 'miss']]
        'a check on a shape, named after it'    | "check(guard) { hit 150, 130 }"                                          || [[150d, 130d, true, "in fan 'guard'", 'hit']]
    }

    def "a failed example's mark says why: the rule answered the other way, or could not answer"() {
        when:
        def r = run("""\
            def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
            rule('guard sees player') { p -> p in guard }
            rule('broken') { p -> throw new IllegalStateException('no map loaded') }
            check('guard sees player') { hit 100, 320 }
            check('broken') { miss 10, 10 }
            """)

        then:
        r.scene.checks()*.verdict() == ['expected a hit, was a miss', 'the rule failed: IllegalStateException: no map loaded (line 3)'] // as ./hantei run says it
    }

    def "recording ends with the script, even when it throws: shapes made afterwards on its thread, or by its rules called later, are in no picture"() {
        given:
        def shell = new GroovyShell(new Binding(out: new PrintWriter(new StringWriter(), true)), ScriptCompiler.TRUSTED.configuration())
        def script = (HanteiScript) shell.parse('''\
            def door = rect(at: [10, 10], size: [40, 80], name: 'door')
            rule('near the door') { p -> circle(at: p, r: 5).bounds().overlaps(door) }
            throw new IllegalStateException('stop')
            '''.stripIndent())

        when:
        script.run()

        then:
        thrown(IllegalStateException)

        when: 'an engine calls the rule closure itself, not through a check'
        Hantei.circle(at: [0, 0], r: 1, name: 'after')
        def predicate = script.definedRules()[0].@predicate
        predicate.call(new io.hantei.geom.Vec2(20, 20))

        then:
        script.scene().figures()*.name() == ['door']
    }

    def "the script's value is its last statement's: #body"() {
        expect:
        new GroovyShell(ScriptCompiler.TRUSTED.configuration()).evaluate("rect(at: [0, 0], size: [1, 1])\n" + body) == value

        where:
        body                                    || value
        '42'                                    || 42
        'if (true) { return 7 }; 8'             || 7
        "try { 'five' } finally { 6 }"          || 'five'
        'def x = 3'                             || 3
    }

    def "customizers before instruction selection see run() as the script wrote it (the picture's recording comes later)"() {
        given:
        def config = ScriptCompiler.TRUSTED.configuration()
        List<String> seen = []
        config.addCompilationCustomizers(new org.codehaus.groovy.control.customizers.CompilationCustomizer(
                org.codehaus.groovy.control.CompilePhase.CANONICALIZATION) {
            void call(org.codehaus.groovy.control.SourceUnit source, org.codehaus.groovy.classgen.GeneratorContext context,
                      org.codehaus.groovy.ast.ClassNode node) {
                if (node.script) {
                    def code = (org.codehaus.groovy.ast.stmt.BlockStatement) node.getMethod('run', org.codehaus.groovy.ast.Parameter.EMPTY_ARRAY).code
                    seen.addAll(code.statements.collect { it.text })
                }
            }
        })

        when:
        new GroovyShell(config).parse("def door = rect(at: [10, 10], size: [40, 80])\nrule('at the door') { p -> p in door }\n")

        then:
        seen.size() == 2
        seen[0].contains('door') && seen[0].contains('rect')
        seen[1].contains('rule') && seen[1].contains('at the door')
    }

    def "an example that is no point and no shape has no place in the picture and no mark"() {
        when:
        def r = run('''\
            rule('is even') { n -> n % 2 == 0 }
            check('is even') { hit 4; miss 3 }
            ''')

        then:
        r.passed
        r.checks.size() == 2
        r.scene.checks().empty
    }

    def "a script that throws keeps its picture up to the throw; one that does not compile has none"() {
        expect:
        with(run('''\
                def door = rect(at: [10, 10], size: [40, 80], name: 'door')
                check(door) { hit 20, 20 }
                throw new IllegalStateException('stop')
                def late = circle(at: [0, 0], r: 5, name: 'late')
                ''')) {
            errors*.line == [3]
            scene.figures()*.name() == ['door']
            marks(scene) == [[20d, 20d, true, "in rect 'door'", 'hit']]
        }
        run("def door = rect(at: [10, 10], size: [40, 80]\n").scene == null
    }

    // ---- render

    def "render writes the picture as it stands at its line: checks above it are in it, checks below are not"() {
        when:
        def r = runFile('level.groovy', '''\
            def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
            rule('guard sees player') { p -> p in guard }
            check('guard sees player') { hit 150, 130; hit 100, 320 }
            render 'before.svg'
            check('guard sees player') { miss 50, 50 }
            def late = circle(at: [300, 300], r: 10, name: 'late')
            render 'after.svg'
            ''')
        def before = SvgRendererSpec.parse(dir.resolve('before.svg').toFile().text)
        def after = SvgRendererSpec.parse(dir.resolve('after.svg').toFile().text)

        then:
        r.errors.empty
        SvgRendererSpec.elements(before, 'circle', 'check passed').size() == 1
        SvgRendererSpec.elements(before, 'circle', 'check failed').size() == 1
        SvgRendererSpec.elements(before, 'circle', 'circle').empty
        SvgRendererSpec.elements(after, 'circle', 'check passed').size() == 2
        SvgRendererSpec.elements(after, 'circle', 'circle')*.getAttribute('data-name') == ['late']
        SvgRendererSpec.elements(after, 'path', 'fan')*.getAttribute('data-name') == ['guard']
    }

    def "a relative name is taken from the script's folder; the picture's files are listed in the result"() {
        when: 'the script lives in levels/castle/, and the runner is not started there'
        def r = runFile('levels/castle/keep.groovy', '''\
            def door = rect(at: [10, 10], size: [40, 80], name: 'door')
            render 'keep.png'
            render 'pictures/keep.svg'                 // a missing folder is made
            ''')
        File png = dir.resolve('levels/castle/keep.png').toFile()
        File svg = dir.resolve('levels/castle/pictures/keep.svg').toFile()

        then:
        r.errors.empty
        r.pictures == [png, svg]
        ImageIO.read(png).height == ViewTransform.DEFAULT_SIZE   // the door is taller than wide
        SvgRendererSpec.parse(svg.text).documentElement.localName == 'svg'
        !new File('keep.png').exists()
    }

    def "an absolute name is used as it is"() {
        given:
        File target = dir.resolve('elsewhere/abs.svg').toFile()

        when:
        def r = run("rect(at: [0, 0], size: [5, 5])\nrender '${target.path.replace('\\', '\\\\')}'\n")

        then:
        r.errors.empty
        r.pictures == [target]
        target.isFile()
    }

    def "a script with no file writes relative to the working directory"() {
        given:
        File expected = new File('target/pictures-spec/no-file.svg')
        expected.delete()

        when:
        def r = run("rect(at: [0, 0], size: [5, 5])\nrender 'target/pictures-spec/no-file.svg'\n")

        then:
        r.errors.empty
        r.pictures == [expected]
        expected.isFile()

        cleanup:
        expected.delete()
    }

    def "render size: sets the longer side and view: the region shown"() {
        when:
        def r = runFile('level.groovy', '''\
            def door = rect(at: [10, 10], size: [40, 80], name: 'door')
            render 'small.png', size: 200
            render 'view.png', view: [at: [0, 0], size: [400, 300]]
            render 'shape-view.png', view: rect(at: [0, 0], size: [100, 200]), size: 300
            ''')
        def small = ImageIO.read(dir.resolve('small.png').toFile())
        def view = ImageIO.read(dir.resolve('view.png').toFile())
        def shapeView = ImageIO.read(dir.resolve('shape-view.png').toFile())

        then: 'the door with its margin is taller than wide: 200 high; 400 x 300 is 800 x 600; 100 x 200 is 150 x 300 (each with its legend beside it)'
        r.errors.empty
        small.height == 200
        PngRendererSpec.plotWidth(small) < 200
        [PngRendererSpec.plotWidth(view), view.height] == [800, 600]
        [PngRendererSpec.plotWidth(shapeView), shapeView.height] == [150, 300]
    }

    def "in the PNG a passed hit is black at its point, a failed one vermillion, inside the fan is its fill, outside is white"() {
        when: 'view 0..400 x 0..300 at 800 x 600: world (x, y) is pixel (2x, 2y)'
        def r = runFile('level.groovy', '''\
            def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
            rule('guard sees player') { p -> p in guard }
            check('guard sees player') { hit 150, 130; hit 60, 230 }
            render 'guard.png', view: [at: [0, 0], size: [400, 300]]
            ''')
        def image = ImageIO.read(dir.resolve('guard.png').toFile())
        Closure<Color> at = { double x, double y -> new Color(image.getRGB((int) (2 * x), (int) (2 * y))) }

        then:
        r.failedCount == 1
        at(150, 130) == Palette.PASSED
        at(60, 230) == Palette.FAILED
        PngRendererSpec.near(at(230, 160), PngRendererSpec.blend(Palette.figure(0), Palette.FIGURE_FILL_ALPHA, Color.WHITE))
        at(330, 260) == Color.WHITE
    }

    // ---- heatMap

    def "a rule's heat map paints where the rule holds, up to its edge at the pixel"() {
        when: 'x < 170: the centre of pixel column 339 is x 169.75 (painted), of column 340 x 170.25 (not)'
        def r = runFile('level.groovy', '''\
            rule('left of the river') { x, y -> x < 170 }
            check('left of the river') { hit 100, 100; miss 300, 100 }
            heatMap 'left of the river', region: [at: [0, 0], size: [400, 300]]
            render 'river.png', view: [at: [0, 0], size: [400, 300]]
            ''')
        def image = ImageIO.read(dir.resolve('river.png').toFile())
        def painted = PngRendererSpec.blend(Palette.heatMap(0), Palette.HEAT_MAP_ALPHA, Color.WHITE)
        Closure<Color> pixel = { int column, int row -> new Color(image.getRGB(column, row)) }

        then:
        r.errors.empty
        PngRendererSpec.near(pixel(250, 274), painted)
        PngRendererSpec.near(pixel(339, 274), painted)
        pixel(340, 274) == Color.WHITE
        pixel(651, 274) == Color.WHITE
    }

    def "heatMap of a rule samples the rule; of a shape, the shape's batch test; step: and name: are kept"() {
        when:
        def r = run('''\
            def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
            rule('guard sees player') { p -> p in guard }
            check('guard sees player') { hit 150, 130; miss 100, 320 }
            heatMap 'guard sees player'
            heatMap guard, step: 4, name: 'cone', region: [at: [0, 0], size: [50, 60]]
            ''')
        def (byRule, byShape) = r.scene.heatMaps()

        then:
        r.errors.empty
        byRule.name() == 'guard sees player'
        byRule.shape() == null
        !byRule.sampleStep().present
        byRule.predicate().test(150, 130)
        !byRule.predicate().test(100, 320)
        byShape.name() == 'cone'
        byShape.shape().is(r.scene.figures()[0].shape())
        byShape.sampleStep().asDouble == 4d
        byShape.region() == Rect.of(0, 0, 50, 60)
    }

    def "without region: a heat map covers what the shapes and check points so far cover"() {
        when: 'a rect over x 10..40, y 20..60, and a check at (100, 5)'
        def r = run('''\
            def pad = rect(at: [10, 20], size: [30, 40], name: 'pad')
            rule('on the pad') { p -> p in pad }
            check('on the pad') { miss 100, 5 }
            heatMap 'on the pad'
            ''')

        then:
        r.scene.heatMaps()[0].region() == Rect.ofEdges(10, 5, 100, 60)
    }

    def "sampling a heat map is not checking: the rule's check count and the warnings are the same without it"() {
        when:
        def r = run('''\
            def pad = rect(at: [10, 20], size: [30, 40], name: 'pad')
            rule('on the pad') { p -> p in pad }
            heatMap 'on the pad'
            ''')
        io.hantei.render.PngRenderer.create().toImage(r.scene)

        then:
        r.checks.empty
        r.warnings == ["rule 'on the pad' (line 2) has no check"]
    }

    def "a rule that fails while the picture is drawn is an error at the render line, naming the point"() {
        when: 'the rule answers at the centre (200, 150) when it is added, and fails left of x = 100'
        def r = run('''\
            rule('odd') { x, y -> if (x < 100) throw new IllegalStateException('too far left'); true }
            heatMap 'odd', region: [at: [0, 0], size: [400, 300]], step: 50
            render 'target/pictures-spec/odd.svg'
            ''')

        then:
        r.errors*.line == [3]
        r.errors[0].message == "heatMap 'odd': rule 'odd' could not answer for the point (25, 25): IllegalStateException: too far left"
    }

    def "the picture words' mistakes are named with the file and line: #mistake"() {
        when:
        def r = run(GUARD + line + '\n')

        then:
        r.errors*.toString() == ['level.groovy:4: ' + message]

        where:
        mistake                   | line                                                                  || message
        'a file of another kind'  | "render 'level.jpg'"                                                  || "render: the file name must end in .png or .svg, like render 'level.png', but was 'level.jpg'"
        'the same, not literal'   | "def name = 'level.gif'; render name"                                 || "render: the file name must end in .png or .svg, like render 'level.png', but was 'level.gif'"
        'a misspelt option'       | "render 'level.png', sise: 400"                                       || "render: unknown argument 'sise' — did you mean 'size'? valid: size, view"
        'a size of no pixels'     | "render 'level.png', size: 0"                                         || 'render: size must be a whole number of pixels from 1 to 8192 but was 0'
        'a size too large'        | "def s = 10000; render 'level.png', size: s"                          || 'render: size must be a whole number of pixels from 1 to 8192 but was 10000'
        'a view that is no region'| "render 'level.png', view: [0, 0, 400, 300]"                          || 'render: view must be a region [at: [x, y], size: [w, h]] or a shape but was [0, 0, 400, 300]'
        'a view with no width'    | "render 'level.png', view: [at: [0, 0], size: [0, 300]]"              || 'render: view must have a width and a height > 0 but was [at: [0, 0], size: [0, 300]]'
        'an unknown rule'         | "heatMap 'guard sees playr'"                                          || "heatMap: no rule named 'guard sees playr' — did you mean 'guard sees player'? rules so far: 'guard sees player'"
        'a misspelt option'       | "heatMap 'guard sees player', stpe: 2"                                || "heatMap: unknown argument 'stpe' — did you mean 'step'? valid: region, step, name"
        'a step of zero'          | "heatMap 'guard sees player', step: 0"                                || 'heatMap: step must be a number > 0 (world units between samples) but was 0'
        'a step that is no number'| "heatMap 'guard sees player', step: 'fine'"                           || "heatMap: step must be a number but was 'fine'"
        'a region with no height' | "heatMap 'guard sees player', region: [at: [0, 0], size: [10, -1]]"   || 'heatMap: region must have a width and a height > 0 but was [at: [0, 0], size: [10, -1]]'
        'pixels, not a shape'     | "heatMap pixelRect(at: [0, 0], size: [4, 4])"                         || "heatMap takes a rule's name or a shape, like heatMap 'guard sees player', but was PixelRect[x 0, y 0, width 4, height 4]"
    }

    static final String GUARD = '''\
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        rule('guard sees player') { p -> p in guard }
        check('guard sees player') { hit 150, 130 }
        '''.stripIndent()

    def "a rule that cannot take a point fails at the heatMap line"() {
        when:
        def r = run('''\
            def bridge = pixelRect(at: [10, 100], size: [30, 8], name: 'bridge')
            rule('box on the bridge') { box -> box.overlaps(bridge) }
            check('box on the bridge') { hit pixelRect(at: [24, 85], size: [16, 16]) }
            heatMap 'box on the bridge'
            ''')

        then: 'the region is x 10..40, y 85..108: its centre is (25, 96.5)'
        r.errors*.line == [4]
        r.errors[0].message.startsWith("heatMap 'box on the bridge': rule 'box on the bridge' could not answer for the point (25, 96.5): ")
    }

    def "a heat map with nothing drawn yet needs a region"() {
        when:
        def r = run('''\
            rule('left') { x, y -> x < 0 }
            heatMap 'left'
            ''')

        then:
        r.errors*.toString() == ['level.groovy:2: heatMap: nothing drawn yet to take the region from — say where to sample,' +
                                         ' like region: [at: [0, 0], size: [400, 300]]']
    }

    def "outside the runner (groovyConsole, a GroovyShell) render says where the picture went"() {
        given:
        def printed = new StringWriter()
        def shell = new GroovyShell(new Binding(out: new PrintWriter(printed, true)), ScriptCompiler.TRUSTED.configuration())
        File target = dir.resolve('shell.svg').toFile()

        when:
        def last = shell.evaluate("rect(at: [0, 0], size: [5, 5]); render '${target.path.replace('\\', '\\\\')}'; scene()")

        then:
        printed.toString().readLines() == ['picture: ' + target.path]
        last instanceof Scene
        ((Scene) last).figures().size() == 1
    }
}
