package io.hantei.cli

import groovy.xml.XmlSlurper
import org.junit.platform.engine.discovery.DiscoverySelectors
import org.junit.platform.testkit.engine.EngineTestKit
import spock.lang.TempDir

/** hantei run on a folder, --only and --junit-xml: for pipelines without a build tool. */
class RunFolderSpec extends HanteiCommandSpec {

    @TempDir
    File dir

    static final String GUARD = '''\
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        rule('guard sees player') { p -> p in guard }
        rule('near guard') { p -> p.x < 200 }
        check('guard sees player') {
            hit 150, 130
            miss 100, 320
        }
        check('near guard') { hit 50, 50 }
        '''.stripIndent()

    File level(String path, String text = GUARD) {
        File f = new File(dir, path)
        f.parentFile.mkdirs()
        f.text = text
        f
    }

    def "a folder runs every .groovy under it, recursively, in path order, with the totals once at the end"() {
        given:
        level('b.groovy')
        level('rooms/a.groovy', GUARD.replace('hit 50, 50', 'hit 500, 50'))
        level('a.groovy')
        level('notes.txt', 'not a script')

        when:
        int code = hantei('run', dir.path)
        def lines = out.toString().readLines()

        then:
        code == 1
        lines.findAll { it.endsWith('.groovy') } == ['a.groovy', 'b.groovy', 'rooms/a.groovy'].collect { new File(dir, it).path }
        lines.findAll { it =~ /passed, \d+ failed/ } == ['8 passed, 1 failed']
        lines.last() == '8 passed, 1 failed'
    }

    def "a folder without scripts is a wrong command line that names it"() {
        given:
        new File(dir, 'empty').mkdirs()

        expect:
        hantei('run', new File(dir, 'empty').path) == 2
        err.toString().trim() == 'run: the folder ' + new File(dir, 'empty').path + ' holds no .groovy script'
    }

    def "--only runs the checks of one name and passes over the others"() {
        given:
        File script = level('guard.groovy')

        when:
        int code = hantei('run', '--only', 'near guard', script.path)

        then:
        code == 0
        out.toString().readLines() == [script.path, '  ok    near guard: hit (50, 50)', '1 passed, 0 failed']
    }

    def "--only with a name no check has says so"() {
        given:
        File script = level('guard.groovy')

        expect:
        hantei('run', '--only', 'naer guard', script.path) == 2
        err.toString().trim() == "run: --only 'naer guard': no check of that name ran in " + script.path
    }

    def "--junit-xml writes a suite per script and a case per example, named as the engine names them, and the run exits 1 on a failure"() {
        given:
        level('guard.groovy', GUARD.replace('hit 50, 50', 'hit 500, 50'))
        level('rooms/hall.groovy', "rule('r') { p -> true }\ncheck('r') { hit 1, 1 }\n")
        File xml = new File(dir, 'reports/out.xml')

        when:
        int code = hantei('run', dir.path, '--junit-xml', xml.path)
        def doc = new XmlSlurper().parse(xml)
        def cases = doc.testsuite.testcase.collect { [it.@classname.text(), it.@name.text()] }

        and: 'the engine on the same folder'
        def engine = EngineTestKit.engine('hantei').selectors(DiscoverySelectors.selectDirectory(dir)).execute()
        def tests = engine.testEvents().finished().list()*.testDescriptor.collect { [it.parent.get().displayName, it.displayName] }

        then:
        code == 1
        doc.@tests.text() == '4'
        doc.@failures.text() == '1'
        doc.testsuite*.@name*.text() == [new File(dir, 'guard.groovy').path, new File(dir, 'rooms/hall.groovy').path]
        cases == [['guard sees player', 'hit (150, 130)'], ['guard sees player', 'miss (100, 320)'], ['near guard', 'hit (500, 50)'],
                  ['r', 'hit (1, 1)']]
        cases == tests

        and: 'the failure in ./hantei run words, with the script and line'
        def failure = doc.testsuite[0].testcase[2].failure
        failure.@message.text() == 'near guard: expected a hit at (500, 50) but it was a miss'
        failure.text().readLines()[1] == '  at ' + new File(dir, 'guard.groovy').path + ':8'
        doc.testsuite[0].testcase[2].@line.text() == '8'
    }

    def "--junit-xml reports a script that could not run as an error case named by the script"() {
        given:
        File broken = level('broken.groovy', "def g = fan(at: [0, 0], dir: 0, rnage: 90, len: 10)\n")
        File xml = new File(dir, 'out.xml')

        when:
        int code = hantei('run', broken.path, '--junit-xml', xml.path)
        def doc = new XmlSlurper().parse(xml)

        then:
        code == 3
        doc.testsuite.testcase.collect { [it.@classname.text(), it.@name.text()] } == [[broken.path, broken.path]]
        doc.testsuite.testcase.error.@message.text() == broken.path + ":1: fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name"
    }
}
