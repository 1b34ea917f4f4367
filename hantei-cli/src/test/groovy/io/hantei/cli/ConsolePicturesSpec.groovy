package io.hantei.cli

import groovy.console.ui.Console
import groovy.console.ui.OutputTransforms
import io.hantei.dsl.ScriptPictures
import io.hantei.geom.Fan
import io.hantei.geom.PixelRect
import io.hantei.render.Palette
import io.hantei.render.PngRenderer
import io.hantei.render.PngRendererSpec
import io.hantei.render.Scene
import org.codehaus.groovy.runtime.InvokerHelper
import spock.lang.Specification
import spock.lang.TempDir

import javax.swing.ImageIcon
import java.awt.Color
import java.awt.image.BufferedImage
import java.nio.file.Path

/**
 * groovyConsole shows a script's last value as a picture when it is a scene or a shape: the
 * transform (value to image) and its place in the console, checked without a window.
 */
class ConsolePicturesSpec extends Specification {

    @TempDir
    Path dir

    static final PngRenderer CONSOLE_PNG = PngRenderer.withSize(ConsolePictures.SIZE)

    /** What the console shows for {@code value}, through its own list of transforms. */
    static Object shown(Console console, Object value) {
        OutputTransforms.transformResult(value, (List<Closure>) console.shell.context.getVariable(ConsolePictures.TRANSFORMS))
    }

    static Color colorAt(Scene scene, BufferedImage image, double x, double y) {
        def t = CONSOLE_PNG.transform(scene)
        new Color(image.getRGB(t.column(x), t.row(y)))
    }

    def "the launcher's console shows results visualised, with the picture transform first"() {
        when:
        Console console = ConsoleLauncher.create()

        then:
        console.visualizeScriptResults
        ((List) console.shell.context.getVariable(ConsolePictures.TRANSFORMS))[0].is(ConsolePictures.TRANSFORM)
    }

    def "a script that ends with scene() is shown as its picture: the fan's fill inside it, passed and failed checks"() {
        given:
        Console console = ConsoleLauncher.create(new Binding(out: new PrintWriter(new StringWriter(), true)))

        when:
        def scene = console.shell.evaluate('''
            def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
            rule('guard sees player') { p -> p in guard }
            check('guard sees player') { hit 150, 130; hit 60, 230 }
            scene()
        ''')
        def icon = shown(console, scene)
        def image = (BufferedImage) ((ImageIcon) icon).image

        then:
        scene instanceof Scene
        Math.max(PngRendererSpec.plotWidth(image), image.height) == ConsolePictures.SIZE
        colorAt(scene, image, 150, 130) == Palette.PASSED
        colorAt(scene, image, 60, 230) == Palette.FAILED
        PngRendererSpec.near(colorAt(scene, image, 231, 161), PngRendererSpec.blend(Palette.figure(0), Palette.FIGURE_FILL_ALPHA, Color.WHITE))
        colorAt(scene, image, 283, 247) == Color.WHITE   // beyond the fan's reach: 234.7 from the apex
    }

    def "a #kind as the last value is a picture of it alone"() {
        given:
        Console console = ConsoleLauncher.create()

        when:
        def image = (BufferedImage) ((ImageIcon) shown(console, value)).image
        def scene = sceneOf

        then:
        PngRendererSpec.near(colorAt(scene, image, x, y), PngRendererSpec.blend(Palette.figure(0), Palette.FIGURE_FILL_ALPHA, Color.WHITE))

        where:
        kind        | value                                      | sceneOf                                                      | x     | y
        'shape'     | Fan.of(0, 0, 90, 60, 100)                  | Scene.of(Fan.of(0, 0, 90, 60, 100))                          | 10.3  | 70.7   // below the apex, inside
        'pixelRect' | PixelRect.of(0, 0, 30, 20)                 | Scene.builder().add(PixelRect.of(0, 0, 30, 20)).build()      | 13.3  | 7.7
    }

    def "anything else is left to the console's own transforms"() {
        given:
        Console console = ConsoleLauncher.create()

        expect:
        ConsolePictures.image(value) == null
        shown(console, value) == InvokerHelper.inspect(value)

        where:
        value << [42, 'guard', [true, false]]
    }

    def "Clear Script Context gives a fresh list of transforms; the picture transform is put back before the next run"() {
        given:
        Console console = ConsoleLauncher.create()

        when:
        console.clearContext(null)

        then: 'the console loaded its own transforms afresh'
        !((List) console.shell.context.getVariable(ConsolePictures.TRANSFORMS)).any { it.is(ConsolePictures.TRANSFORM) }

        when:
        console.beforeExecution.call()
        console.beforeExecution.call()

        then: 'first, and once'
        def transforms = (List) console.shell.context.getVariable(ConsolePictures.TRANSFORMS)
        transforms[0].is(ConsolePictures.TRANSFORM)
        transforms.count { it.is(ConsolePictures.TRANSFORM) } == 1
    }

    def "render in the console writes beside the script's file; an unsaved script writes to the working directory"() {
        given:
        Console console = ConsoleLauncher.create(new Binding(out: new PrintWriter(new StringWriter(), true)))

        when: 'a saved script'
        console.scriptFile = dir.resolve('level.groovy').toFile()
        console.beforeExecution.call()
        console.shell.evaluate("rect(at: [0, 0], size: [5, 5]); render 'beside.svg'")

        then:
        dir.resolve('beside.svg').toFile().isFile()

        when: 'an unsaved one'
        console.scriptFile = null
        console.beforeExecution.call()

        then:
        console.shell.context.getVariable(ScriptPictures.SCRIPT_DIRECTORY) == null
    }
}
