package io.hantei.cli

import groovy.json.JsonSlurper
import io.hantei.dsl.ExamplesSpec
import io.hantei.dsl.ScriptRunner
import io.hantei.render.Palette
import io.hantei.render.PngRendererSpec
import io.hantei.render.SvgRendererSpec

import javax.imageio.ImageIO
import java.awt.Color
import java.nio.file.Path

/**
 * {@code hantei run --png FILE.png --svg FILE.svg}: every script's picture as it ended, through
 * the command line's entry point. The exit codes stay those of run.
 */
class RunPicturesSpec extends CommandLineSpec {


    String path(String name) {
        dir.resolve(name).toString()
    }

    /** A guard, a passing and a failing check, a fixed view of 0..400 x 0..300: world (x, y) is pixel (2x, 2y). */
    static final String GUARD = '''\
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        rule('guard sees player') { p -> p in guard }
        check('guard sees player') {
            hit 150, 130
            hit 60, 230
        }
        '''

    def "--png and --svg draw the script: the PNG decodes and the SVG parses, with a mark per check"() {
        given:
        def file = script('guard.groovy', GUARD)

        when:
        int code = hantei('run', file, '--png', path('guard.png'), '--svg', path('guard.svg'))
        def png = ImageIO.read(new File(path('guard.png')))
        def svg = SvgRendererSpec.parse(new File(path('guard.svg')).text)

        then: 'a check failed, so the exit code is 1, and the pictures are written all the same'
        code == 1
        out.toString().readLines().containsAll(['  picture: ' + path('guard.png'), '  picture: ' + path('guard.svg')])
        png != null
        Math.max(PngRendererSpec.plotWidth(png), png.height) == 800
        png.width > PngRendererSpec.plotWidth(png) // the legend
        svg.documentElement.localName == 'svg'
        SvgRendererSpec.elements(svg, 'path', 'fan')*.getAttribute('data-name') == ['guard']
        SvgRendererSpec.elements(svg, 'circle', 'check passed').size() == 1
        SvgRendererSpec.elements(svg, 'circle', 'check failed').size() == 1
    }

    def "the PNG shows the failing check's point vermillion and the passing one black, where the SVG puts them"() {
        given:
        def file = script('guard.groovy', GUARD)

        when:
        hantei('run', file, '--png', path('guard.png'), '--svg', path('guard.svg'))
        def png = ImageIO.read(new File(path('guard.png')))
        def svg = SvgRendererSpec.parse(new File(path('guard.svg')).text)
        def failed = SvgRendererSpec.single(svg, 'circle', 'check failed')
        def passed = SvgRendererSpec.single(svg, 'circle', 'check passed')
        Closure<Color> at = { org.w3c.dom.Element c ->
            new Color(png.getRGB(c.getAttribute('cx') as double as int, c.getAttribute('cy') as double as int))
        }

        then:
        at(failed) == Palette.FAILED
        at(passed) == Palette.PASSED
    }

    def "run --help names the picture options"() {
        when:
        hantei('run', '--help')

        then:
        out.toString().contains('--png=FILE.png')
        out.toString().contains('--svg=FILE.svg')
        out.toString().contains('--size=PIXELS')
        out.toString().contains('out-<script>.png')
    }

    def "--size sets the pictures' longer side"() {
        given:
        def file = script('guard.groovy', GUARD)

        when:
        hantei('run', '--size', '300', '--png', path('small.png'), file)
        def png = ImageIO.read(new File(path('small.png')))

        then: 'the plot is 300 on its longer side; the legend beside it keeps its size'
        Math.max(PngRendererSpec.plotWidth(png), png.height) == 300
    }

    def "with several scripts, out.png becomes out-<script>.png for each"() {
        given:
        def a = script('castle.groovy', "rect(at: [0, 0], size: [10, 10])\n")
        def b = script('levels/forest.groovy', "circle(at: [0, 0], r: 5)\n")

        when:
        int code = hantei('run', a, b, '--png', path('pictures/out.png'), '--svg', path('pictures/out.svg'))

        then:
        code == 0
        ['out-castle.png', 'out-castle.svg', 'out-forest.png', 'out-forest.svg'].every { new File(path('pictures/' + it)).isFile() }
        !new File(path('pictures/out.png')).exists()
    }

    def "#why is a usage error (exit 2) and nothing runs"() {
        given:
        def a = script('castle.groovy', "new File('${path('ran').replace('\\', '\\\\')}').text = 'ran'\n")
        def b = script('other/castle.groovy', "rect(at: [0, 0], size: [10, 10])\n")

        when:
        List<String> command = ['run'] + options.collect { it.replace('DIR', dir.toString()) } + [a] + (twoCastles ? [b] : [])
        int code = hantei(command as String[])

        then:
        code == 2
        err.toString().contains(message.replace('DIR', dir.toString()))
        !new File(path('ran')).exists()

        where:
        why                                  | options                           | twoCastles || message
        'a --png that does not end in .png'  | ['--png', 'DIR/out.svg']          | false      || 'run: --png needs a file name ending in .png but was DIR/out.svg'
        'an --svg that does not end in .svg' | ['--svg', 'DIR/out.txt']          | false      || 'run: --svg needs a file name ending in .svg but was DIR/out.txt'
        'a size of no pixels'                | ['--size', '0', '--png', 'a.png'] | false      || 'run: --size must be between 1 and 8192 pixels but was 0'
        'two scripts with the same name'     | ['--png', 'DIR/out.png']          | true       || 'run: two scripts would draw to the same picture'
    }

    def "a script that does not compile gets no picture and exits 3"() {
        given:
        def file = script('broken.groovy', "def door = rect(at: [10, 10], size: [40, 80]\n")

        when:
        int code = hantei('run', file, '--png', path('broken.png'))

        then:
        code == 3
        !new File(path('broken.png')).exists()
    }

    def "a picture that cannot be written is an error (exit 3) that names the file"() {
        given:
        def file = script('guard.groovy', GUARD.replace('hit 60, 230', 'miss 60, 230'))
        new File(path('taken')).text = 'a file, not a folder'

        when:
        int code = hantei('run', file, '--png', path('taken/guard.png'))

        then:
        code == 3
        out.toString().contains('  ERROR picture: cannot write ' + path('taken/guard.png'))
        out.toString().contains('the pictures of ' + file + ' could not be written')
    }

    def "--json lists the pictures each script wrote, its render words' and the options'"() {
        given:
        def file = script('guard.groovy', GUARD.replace('hit 60, 230', 'miss 60, 230') + "render 'own.svg'\n")

        when:
        int code = hantei('run', '--json', file, '--png', path('guard.png'))
        def json = new JsonSlurper().parseText(out.toString())

        then:
        code == 0
        json.scripts[0].pictures == [path('own.svg'), path('guard.png')]
    }

    def "dsl-examples/#example.name draws a PNG and an SVG from the command line, a mark for every check"() {
        given:
        def png = path(example.name - '.groovy' + '.png')
        def svg = path(example.name - '.groovy' + '.svg')
        def checks = new ScriptRunner(new StringWriter()).run(example).checks

        when:
        int code = hantei('run', example.path, '--png', png, '--svg', svg)
        def image = ImageIO.read(new File(png))
        def doc = SvgRendererSpec.parse(new File(svg).text)
        def marks = SvgRendererSpec.elements(doc, 'circle').findAll { it.getAttribute('class').startsWith('check ') }

        then:
        code == 0
        image != null
        Math.max(PngRendererSpec.plotWidth(image), image.height) == 800
        doc.documentElement.localName == 'svg'
        marks.size() == checks.size()
        marks.every { it.getAttribute('class') == 'check passed' }

        where:
        example << ExamplesSpec.examples()
    }
}
