package io.hantei.cli

import io.hantei.dsl.Words

/**
 * A new level designer's first hour at the command line (issue 18): each mistake answered with
 * the file, line, column and fix and the exit code a pipeline needs; {@code ./hantei words};
 * folders and {@code --quiet}.
 */
class FirstHourSpec extends CommandLineSpec {


    static final String GUARD = '''\
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        rule('guard sees player') { p -> p in guard }
        check('guard sees player') {
            hit 150, 130
            miss 100, 320
        }
        '''.stripIndent()

    def "an unknown word exits 3 with its file, line and column, the word meant, the words there are, and the line with a caret"() {
        given:
        def file = file('level.groovy', GUARD + "def coin = circel(at: [120, 200], r: 5)\n")

        when:
        int code = hantei('run', file)

        then:
        code == 3
        out.toString().readLines() == [
                file,
                '  ok    guard sees player: hit (150, 130)',
                '  ok    guard sees player: miss (100, 320)',
                "  ERROR $file:7:12: unknown word 'circel' — did you mean 'circle'? words: rect, pixelRect, fan, circle, polygon, " +
                        'polyline, ellipse, capsule, segment, lineOfSight, rayCast, point, zones, rule, check, tiled, scene, render, ' +
                        'heatMap (./hantei words lists their arguments)',
                '        def coin = circel(at: [120, 200], r: 5)',
                '                   ^',
                "1 script could not run: $file",
                '2 passed, 0 failed']
    }

    def "a failed assert keeps Groovy's diagram and its line, and exits 1 like a failed check"() {
        given:
        def file = file('level.groovy', GUARD + "assert [100, 320] in guard\n")

        when:
        int code = hantei('run', file)

        then:
        code == 1
        out.toString().readLines() == [
                file,
                '  ok    guard sees player: hit (150, 130)',
                '  ok    guard sees player: miss (100, 320)',
                "  FAIL  $file:7: assertion failed",
                '        assert [100, 320] in guard',
                '                          |  |',
                "                          |  Fan 'guard'[apex (100, 100), dir 30°, range 60°, len 200]",
                '                          false',
                '2 passed, 1 failed']
    }

    def "--junit-xml reports a failed assert as a failure with its diagram, not an error"() {
        given:
        def file = file('level.groovy', GUARD + "assert [100, 320] in guard\n")
        File xml = dir.resolve('out.xml').toFile()

        when:
        int code = hantei('run', file, '--junit-xml', xml.path)
        def suite = new groovy.xml.XmlSlurper().parse(xml).testsuite[0]

        then:
        code == 1
        [suite.@tests.text(), suite.@failures.text(), suite.@errors.text()] == ['3', '1', '0']
        suite.testcase.failure.size() == 1
        suite.testcase.failure.text().readLines() == [
                "$file:7: assertion failed: assert [100, 320] in guard; |  |; |  Fan 'guard'[apex (100, 100), dir 30°, range 60°, len 200]; false",
                'assert [100, 320] in guard',
                '                  |  |',
                "                  |  Fan 'guard'[apex (100, 100), dir 30°, range 60°, len 200]",
                '                  false']
    }

    def "radians by mistake: the script runs and exits 0, with a warning that names the line and says angles are degrees"() {
        given:
        def file = file('level.groovy', RADIANS)

        when:
        int code = hantei('run', file)

        then:
        code == 0
        out.toString().readLines() == [
                file,
                '  ok    guard sees player: hit (150, 100)',
                '  ok    guard sees player: miss (150, 130)',
                '  warning: fan (line 1): dir 0.52 and range 1.05 look like radians, but angles are degrees — for radians ' +
                        'write dir: Math.toDegrees(0.52), range: Math.toDegrees(1.05)',
                '2 passed, 0 failed']
    }

    /** A guard whose cone was written in radians: 0.52 and 1.05 are read as degrees, a cone about 1° wide along +x. */
    static final String RADIANS = GUARD.replace('dir: 30, range: 60', 'dir: 0.52, range: 1.05')
            .replace('hit 150, 130', 'hit 150, 100').replace('miss 100, 320', 'miss 150, 130')

    def "hit [20, 20] is a script that cannot run, with the fix"() {
        given:
        def file = file('level.groovy', GUARD.replace('miss 100, 320', 'hit [20, 20]'))

        when:
        int code = hantei('run', file)

        then:
        code == 3
        out.toString().readLines() == [
                file,
                "  ERROR $file:5:5: hit [20, 20] is read by Groovy as an index, hit[20, 20] — write hit 20, 20 or hit([20, 20])",
                '            hit [20, 20]',
                '            ^',
                "1 script could not run: $file",
                '0 passed, 0 failed']
    }

    def "a syntax error keeps its column, with the source line and a caret"() {
        given:
        def file = file('level.groovy', "def door = rect(at: [10, 10], size: [40, 80])\ndef coin = circle(at: [0, 0] r: 5)\n")

        when:
        int code = hantei('run', file)

        then:
        code == 3
        out.toString().readLines() == [
                file,
                "  ERROR $file:2:18: unexpected input '('",
                '        def coin = circle(at: [0, 0] r: 5)',
                '                         ^',
                "1 script could not run: $file",
                '0 passed, 0 failed']
    }

    def "./hantei words lists every word with its required and optional arguments, one line each, and the shapes' methods"() {
        when:
        int code = hantei('words')
        List<String> lines = out.toString().readLines()

        then:
        code == 0
        lines.contains('  fan(at, dir, range, len, [name])             e.g. fan(at: [100, 100], dir: 30, range: 60, len: 200)')
        lines.contains('  rect(at, size, [anchor, angle, pivot, name]) e.g. rect(at: [10, 20], size: [40, 30])')
        lines.contains('  circle(at, r, [name])                        e.g. circle(at: [50, 50], r: 40)')
        lines.contains('  rayCast(from, dir, len, walls)               e.g. rayCast(from: [0, 0], dir: 30, len: 200, walls: walls)')
        lines.any { it.startsWith("  rule('name') { p -> ... }") }
        lines.any { it.startsWith('  hit x, y  or  hit(example, ...)') }
        lines.any { it ==~ /  every shape +bounds, contains, containsAll, name, named, overlaps; p in shape, case shape:/ }
        lines.any { it ==~ /  Fan +also apex, .*sees/ }

        and: 'every word the unknown-word message lists starts a line of its own'
        Words.NAMES.every { String w -> lines.count { it.startsWith('  ' + w + '(') || it.startsWith('  ' + w + ' ') } == 1 }
    }

    def "a folder runs every script and prints the totals once, at the end"() {
        given:
        file('a.groovy', GUARD)
        file('rooms/b.groovy', GUARD)
        file('rooms/c.groovy', GUARD.replace('miss 100, 320', 'hit 100, 320'))

        when:
        int code = hantei('run', dir.toString())
        List<String> lines = out.toString().readLines()

        then:
        code == 1
        lines.findAll { it ==~ /\d+ passed, \d+ failed.*/ } == ['5 passed, 1 failed']
        lines.last() == '5 passed, 1 failed'
    }

    def "--quiet prints one summary line when every check passes"() {
        given:
        file('a.groovy', GUARD)
        file('rooms/b.groovy', GUARD)

        when:
        int code = hantei('run', '--quiet', dir.toString())

        then:
        code == 0
        out.toString().readLines() == ['4 passed, 0 failed']
    }

    def "--quiet prints only the failures, under their scripts, and the totals"() {
        given:
        file('a.groovy', GUARD)
        def b = file('rooms/b.groovy', GUARD.replace('miss 100, 320', 'hit 100, 320'))
        def c = file('rooms/c.groovy', "def n = 2\nassert n == 3\n")

        when:
        int code = hantei('run', '--quiet', dir.toString())

        then:
        code == 1
        out.toString().readLines() == [
                b,
                '  FAIL  guard sees player: expected a hit at (100, 320) but it was a miss',
                "        at $b:5",
                "        Fan 'guard'[apex (100, 100), dir 30°, range 60°, len 200] does not contain (100, 320)",
                c,
                "  FAIL  $c:2: assertion failed",
                '        assert n == 3',
                '               | |',
                '               2 false',
                '',
                '3 passed, 2 failed']
    }

    def "--quiet keeps warnings out of the way but counts them"() {
        given:
        file('a.groovy', RADIANS)

        when:
        int code = hantei('run', '-q', dir.toString())

        then:
        code == 0
        out.toString().readLines() == ['2 passed, 0 failed (1 warning: run without --quiet to see it)']
    }
}
