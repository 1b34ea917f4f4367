package io.hantei.dsl

import io.hantei.cli.Main
import spock.lang.Specification

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

    def "the README's Groovy-code example runs"() {
        when:
        new GroovyShell(getClass().classLoader).evaluate(blocks('groovy')[1])

        then:
        noExceptionThrown()
    }
}
