package io.hantei.dsl

import io.hantei.Readme
import io.hantei.cli.Main
import spock.lang.Specification

import javax.imageio.ImageIO
import java.awt.image.BufferedImage

/**
 * The Groovy code of the pages and the runs they show are executed here, so they cannot rot: the
 * README's DSL tour, docs/running-scripts.md's run of it with one wrong check, every page's
 * pictures, docs/embedding.md's Groovy code and docs/line-of-sight.md's script.
 */
class ReadmeSpec extends Specification {

    static List<String> blocks(String lang, String text) {
        Readme.blocks(lang, text)
    }

    def "the DSL tour in the README runs and every check passes"() {
        when:
        def result = new ScriptRunner(new StringWriter()).run(Readme.tour(), 'level.groovy')

        then:
        result.errors*.toString() == []
        result.checks.size() == 6
        result.passed
    }

    def "docs/running-scripts.md shows what ./hantei run prints for the README's tour with one wrong check"() {
        given:
        File dir = File.createTempDir()
        File level = new File(dir, 'level.groovy')
        String tour = Readme.tour()
        assert tour.readLines()[25].trim().startsWith('miss 100, 320')   // line 26, as docs/running-scripts.md says
        level.text = tour.replace('miss 100, 320  ', 'hit 100, 320   ')
        def out = new StringWriter()

        when:
        int code = Main.commandLine(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true)).execute('run', level.path)
        String shown = blocks('text', Readme.page('docs/running-scripts.md')).find { it.startsWith('$ ./hantei run level.groovy') }

        then:
        code == 1
        shown != null
        out.toString().replace(level.path, 'level.groovy') == shown.readLines().drop(1).join('\n') + '\n'

        cleanup:
        dir.deleteDir()
    }

    def "the picture #picture of #page is what the command shown next to it draws"() {
        given: 'the image, and the sh block right after it'
        List<String> command = shown.trim().split(/\s+/) as List<String>
        File fresh = File.createTempFile('readme', '.png')

        when: 'the command is run as shown, but drawing to a fresh file'
        assert command[0] == './hantei' && command.indexOf(picture) > 0
        List<String> args = command.drop(1).collect { it == picture ? fresh.path : Readme.rootedArgument(it) }
        int code = Main.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true))
                .execute(args as String[])
        BufferedImage committed = ImageIO.read(Readme.file(picture))
        BufferedImage drawn = ImageIO.read(fresh)

        then: 'the same size, and the same pixels but where text is drawn with another machine\'s fonts (under 3%)'
        code == (picture == 'docs/level_one_wrong.png' ? 1 : 0) // the tour with one wrong check fails, as it should
        [committed.width, committed.height] == [drawn.width, drawn.height]
        differing(committed, drawn) < 0.03 * drawn.width * drawn.height

        cleanup:
        fresh?.delete()

        where:
        [picture, shown, page] << Readme.pictures()
    }

    def "the pages show the pictures of the guard's vision (the README and docs/pictures.md), of the stealth level and of the tour with one wrong check"() {
        expect:
        Readme.pictures().collect { it[2] + ': ' + it[0] }.sort() == ['README.md: docs/guard_vision.png', 'docs/line-of-sight.md: docs/stealth_level.png',
                                                                      'docs/pictures.md: docs/guard_vision.png', 'docs/pictures.md: docs/level_one_wrong.png']
    }

    def "docs/level_one_wrong.groovy, drawn in docs/pictures.md, is the tour with line 26 a hit, as docs/running-scripts.md shows its run"() {
        expect:
        Readme.file('docs/level_one_wrong.groovy').getText('UTF-8') == Readme.tour().replace('miss 100, 320  ', 'hit 100, 320   ')
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

    def "docs/embedding.md's Groovy-code example runs"() {
        when:
        new GroovyShell(getClass().classLoader).evaluate(Readme.rooted(blocks('groovy', Readme.section('docs/embedding.md', 'From Groovy code'))[0]))

        then:
        noExceptionThrown()
    }

    def "the line of sight section's script runs and its checks pass"() {
        when:
        def result = new ScriptRunner(new StringWriter()).run(blocks('groovy', Readme.section('docs/line-of-sight.md', 'Line of sight and ray casts'))[0], 'sight.groovy')

        then:
        result.errors*.toString() == []
        result.checks*.summary == ['ok    guard sees player: hit (300, 100)', 'ok    guard sees player: miss (300, 150)']
        result.scene.sightLines().size() == 7   // three lines, two rays, and the two checks' lines
    }

    def "the messages the line of sight section quotes are the words' own"() {
        given:
        String text = Readme.section('docs/line-of-sight.md', 'Line of sight and ray casts')

        expect:
        text.contains('`' + message + '`')
        new ScriptRunner(new StringWriter()).run(call, 'level.groovy').errors*.toString() == ['level.groovy:1: ' + message]

        where:
        call                                                                              || message
        "rayCast(from: [0, 0], dir: 0, len: -5, walls: [])"                               || 'rayCast: len must be >= 0 but was -5.0'
        "def w = 'door'; lineOfSight(from: [0, 0], to: [1, 1], walls: [circle(at: [5, 5], r: 1), w])" || "lineOfSight: walls[1] must be a shape but was 'door'"
    }
}
