package io.hantei.cli

import groovy.json.JsonSlurper

import java.nio.file.Path

/** The command line as a designer and a level pipeline use it. */
class MainSpec extends CommandLineSpec {


    static final String PASSING = '''\
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        rule('guard sees player') { p -> p in guard }
        check('guard sees player') {
            hit 150, 130
            miss 100, 320
        }
        '''

    def "a script whose checks pass exits 0 and reports each check"() {
        given:
        def file = script('guard.groovy', PASSING)

        when:
        int code = hantei('run', file)

        then:
        code == 0
        out.toString().readLines() == [
                file,
                '  ok    guard sees player: hit (150, 130)',
                '  ok    guard sees player: miss (100, 320)',
                '2 passed, 0 failed']
    }

    def "a script with a wrong check exits 1 and names the check, the point, the line and the shape"() {
        given:
        def file = script('guard.groovy', PASSING.replace('miss 100, 320', 'hit 100, 320'))

        when:
        int code = hantei('run', file)

        then:
        code == 1
        out.toString().readLines() == [
                file,
                '  ok    guard sees player: hit (150, 130)',
                '  FAIL  guard sees player: expected a hit at (100, 320) but it was a miss',
                '        at ' + file + ':5',
                "        Fan 'guard'[apex (100, 100), dir 30°, range 60°, len 200] does not contain (100, 320)",
                '1 passed, 1 failed']
    }

    def "a script that cannot run exits 3 with the file, the line and the message"() {
        given:
        def file = script('typo.groovy', "def ok = circle(at: [1, 2], r: 3)\ndef guard = fan(at: [100, 100], dir: 30, rnage: 60, len: 200)\n")

        when:
        int code = hantei('run', file)

        then:
        code == 3
        out.toString().contains("  ERROR $file:2: fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name\n")
        out.toString().contains("1 script could not run: $file\n")
    }

    def "several scripts run in order and the totals add up; one failure fails the run"() {
        given:
        def good = script('good.groovy', PASSING)
        def bad = script('bad.groovy', PASSING.replace('hit 150, 130', 'miss 150, 130'))

        when:
        int code = hantei('run', good, bad)

        then:
        code == 1
        out.toString().readLines().last() == '3 passed, 1 failed'
        out.toString().indexOf(good) < out.toString().indexOf(bad)
    }

    def "--quiet prints only failures and the totals"() {
        given:
        def file = script('guard.groovy', PASSING.replace('miss 100, 320', 'hit 100, 320'))

        when:
        hantei('run', '--quiet', file)

        then:
        !out.toString().contains('ok    ')
        out.toString().contains('FAIL  guard sees player')
    }

    def "--json prints one JSON object a pipeline can read"() {
        given:
        def file = script('guard.groovy', PASSING.replace('miss 100, 320', 'hit 100, 320') + "println 'noise'\n")

        when:
        int code = hantei('run', '--json', file)
        def json = new JsonSlurper().parseText(out.toString())

        then:
        code == 1
        json.passed == false
        json.counts == [passed: 1, failed: 1, scriptErrors: 0]
        json.scripts.size() == 1
        json.scripts[0].file == file
        json.scripts[0].checks.size() == 2
        with(json.scripts[0].checks[1]) {
            rule == 'guard sees player'
            expected == 'hit'
            actual == 'miss'
            passed == false
            line == 5
            example == [point: [x: 100, y: 320]]
            error == null
            shapes == [[kind: 'fan', name: 'guard', description: "Fan 'guard'[apex (100, 100), dir 30°, range 60°, len 200]", contains: false]]
        }

        and: "what the script printed went to standard error, not into the JSON"
        err.toString().contains('noise')
    }

    def "--json reports a script error with its line"() {
        given:
        def file = script('neg.groovy', "\nfan(at: [100, 100], dir: 30, range: 60, len: -5)\n")

        when:
        int code = hantei('run', '--json', file)
        def json = new JsonSlurper().parseText(out.toString())

        then:
        code == 3
        json.scripts[0].errors == [[file: file, line: 2, column: null, message: 'fan: len must be >= 0 but was -5.0', kind: 'error']]
    }

    def "a file that does not exist cannot run"() {
        when:
        int code = hantei('run', 'no-such-level.groovy')

        then:
        code == 3
        out.toString().contains('ERROR no-such-level.groovy: cannot read the script: no such file')
    }

    def "--help explains the commands and the exit codes"() {
        when:
        int code = hantei('--help')
        def text = out.toString()

        then:
        code == 0
        text.contains('Usage: hantei')
        text =~ /(?m)^\s+run\s+Runs hantei scripts as tests; exits 1 if a check or an assert fails\.$/
        text =~ /(?m)^\s+console\s+Opens groovyConsole with the hantei DSL imported\.$/
        text.contains('./hantei run dsl-examples/guard_vision.groovy')
        text.contains('1  a check or an assert failed')
        text.contains('3  a script could not run')
    }

    def "a command line that names a command builds that command alone; any other builds them all"() {
        given:
        def w = new PrintWriter(new StringWriter())

        expect:
        Main.commandLine(w, w, args as String[]).subcommands.keySet() as List == built

        where:
        args                 || built
        ['eval', 'a', 'b']   || ['eval']
        ['run', '--help']    || ['run']
        ['words']            || ['words']
        []                   || ['run', 'watch', 'eval', 'console', 'words', 'help']
        ['--help']           || ['run', 'watch', 'eval', 'console', 'words', 'help']
        ['help', 'eval']     || ['run', 'watch', 'eval', 'console', 'words', 'help']
        ['evl']              || ['run', 'watch', 'eval', 'console', 'words', 'help']
    }

    def "help COMMAND, a command's --help and a misspelt command work as with every command built"() {
        expect:
        hantei('help', 'eval') == 0
        out.toString().contains('Usage: hantei eval')
        hantei('eval', '--help') == 0
        out.toString().count('Usage: hantei eval') == 2

        when:
        int code = hantei('evl', 'level.groovy')

        then:
        code == 2
        err.toString().contains("Unmatched arguments from index 0: 'evl', 'level.groovy'")
        err.toString().contains('eval')
    }

    def "run --help names its options"() {
        when:
        hantei('run', '--help')

        then:
        out.toString().contains('--json')
        out.toString().contains('--quiet')
        out.toString().contains('--junit-xml=FILE.xml')
        out.toString().contains('--only=CHECK')
        out.toString().contains('FILE|DIR...')
    }

    def "no command, or run without a file, is a usage error (exit 2)"() {
        expect:
        hantei() == 2
        err.toString().contains('say what to do')
        hantei('run') == 2
        err.toString().contains("Missing required parameter: 'FILE|DIR'")
    }

    def "console --dry-run sets the console up for the DSL and runs a probe through it, without a window"() {
        when:
        int code = hantei('console', '--dry-run')

        then:
        code == 0
        def lines = out.toString().readLines()
        lines.take(3) == [
                'groovyConsole would open with a short example.',
                'scripts: base class io.hantei.dsl.HanteiScript, import static io.hantei.dsl.Hantei.*, import io.hantei.geom.*',
                "a probe script made: Fan 'probe'[apex (0, 0), dir 0°, range 90°, len 10]"]
        lines.size() == 4

        and: 'the picture: its plot 600 high and 449 wide, with the legend beside it'
        // the probe spans x 0..10, y -7.07..7.07; the view adds 8% of 14.14 on each side:
        // 12.26 x 16.41 drawn 600 high is 448.5, rounded to 449, wide
        def shown = lines[3] =~ /^results shown as pictures: true \(the probe as (\d+) x 600 px\)$/
        shown.matches()
        (shown.group(1) as int) > 449
    }

    def "console with a file that does not exist is a usage error"() {
        expect:
        hantei('console', 'missing.groovy') == 2
        err.toString().contains('console: no such file: missing.groovy')
    }
}
