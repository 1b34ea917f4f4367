package io.hantei.dsl

import io.hantei.cli.Main
import spock.lang.Specification

import javax.imageio.ImageIO
import java.awt.image.BufferedImage

/** The README's Groovy code and the run it shows are executed here, so they cannot rot. */
class ReadmeSpec extends Specification {

    static final String README = new File('README.md').getText('UTF-8')

    static List<String> blocks(String lang) {
        (README =~ /(?s)```${lang}\n(.*?)```/).collect { it[1] as String }
    }

    def "the DSL tour in the README runs and every check passes"() {
        when:
        def result = new ScriptRunner(new StringWriter()).run(blocks('groovy')[0], 'level.groovy')

        then:
        result.errors*.toString() == []
        result.checks.size() == 6
        result.passed
    }

    def "the README shows what ./hantei run prints for the tour with one wrong check"() {
        given:
        File dir = File.createTempDir()
        File level = new File(dir, 'level.groovy')
        String tour = blocks('groovy')[0]
        assert tour.readLines()[25].trim().startsWith('miss 100, 320')   // line 26, as the README says
        level.text = tour.replace('miss 100, 320  ', 'hit 100, 320   ')
        def out = new StringWriter()

        when:
        int code = Main.commandLine(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true)).execute('run', level.path)
        String shown = blocks('text').find { it.startsWith('$ ./hantei run level.groovy') }

        then:
        code == 1
        shown != null
        out.toString().replace(level.path, 'level.groovy') == shown.readLines().drop(1).join('\n') + '\n'

        cleanup:
        dir.deleteDir()
    }

    def "the README's picture is what the command shown next to it draws"() {
        given: 'the image, and the sh block right after it'
        def m = README =~ /(?s)!\[[^\]]*\]\((docs\/[\w.]+\.png)\)\s*```sh\n(.*?)\n```/
        assert m.find() : 'a picture followed by the command that draws it'
        String picture = m.group(1)
        List<String> command = m.group(2).trim().split(/\s+/) as List<String>
        File fresh = File.createTempFile('readme', '.png')

        when: 'the command is run as shown, but drawing to a fresh file'
        assert command[0] == './hantei' && command.indexOf(picture) > 0
        List<String> args = command.drop(1).collect { it == picture ? fresh.path : it }
        int code = Main.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true))
                .execute(args as String[])
        BufferedImage committed = ImageIO.read(new File(picture))
        BufferedImage drawn = ImageIO.read(fresh)

        then: 'the same size, and the same pixels but where text is drawn with another machine\'s fonts (under 3%)'
        code == 0
        [committed.width, committed.height] == [drawn.width, drawn.height]
        differing(committed, drawn) < 0.03 * drawn.width * drawn.height

        cleanup:
        fresh?.delete()
    }

    /** How many pixels differ by more than 8 in a channel. */
    static int differing(BufferedImage a, BufferedImage b) {
        int n = 0
        for (int y = 0; y < a.height; y++) {
            for (int x = 0; x < a.width; x++) {
                int p = a.getRGB(x, y), q = b.getRGB(x, y)
                if ([16, 8, 0].any { Math.abs(((p >> it) & 0xff) - ((q >> it) & 0xff)) > 8 }) {
                    n++
                }
            }
        }
        n
    }

    def "the README's Groovy-code example runs"() {
        when:
        new GroovyShell(getClass().classLoader).evaluate(blocks('groovy')[1])

        then:
        noExceptionThrown()
    }
}
