package io.hantei.cli

import io.hantei.Readme
import io.hantei.dsl.ScriptRunner
import spock.lang.Specification

/**
 * docs/mistakes.md ("Common mistakes") and the {@code ./hantei words} of docs/running-scripts.md:
 * every message the first quotes is the one the mistake gets, and the words the second shows are
 * lines of what the command prints. (The two terminal sessions of docs/mistakes.md are run by
 * ReadmeSnippetsSpec.)
 */
class ReadmeMistakesSpec extends Specification {

    static final String SECTION = Readme.section('docs/mistakes.md', 'Common mistakes')

    static final String GUARD = "def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')"

    def "docs/mistakes.md quotes what #what gets"() {
        when:
        def result = new ScriptRunner(new StringWriter()).run(script, 'level.groovy')
        String got = quoted.startsWith('level.groovy:') ? result.errors[0].toString() : result.errors[0].message

        then:
        result.errors.size() == 1
        got == quoted
        SECTION.contains('`' + quoted + '`')

        where:
        what                      | script                                                                          || quoted
        'an unknown word'         | GUARD + '\ndef coin = circel(at: [120, 200], r: 10)\n'                          || "level.groovy:2:12: unknown word 'circel' — did you mean 'circle'? words: rect, pixelRect, fan, circle, polygon, polyline, ellipse, capsule, segment, lineOfSight, rayCast, point, zones, rule, check, tiled, scene, render, heatMap (./hantei words lists their arguments)"
        'a word given too little' | "rule('door')\n"                                                                 || "rule is written rule('name') { p -> ... } but was given ('door')"
        'an unknown method'       | GUARD + '\nguard.contain([150, 130])\n'                                         || "a Fan has no method 'contain' — did you mean 'contains'? its methods: apex, apexX, apexY, bounds, contains, containsAll, dirDegrees, isFullDisc, len, name, named, overlaps, rangeDegrees, sees"
        'a misspelt argument'     | GUARD.replace('range', 'rnage')                                                 || "fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name"
        'hit [20, 20]'            | GUARD + "\nrule('seen') { p -> p in guard }\ncheck('seen') { hit [20, 20] }\n"  || 'hit [20, 20] is read by Groovy as an index, hit[20, 20] — write hit 20, 20 or hit([20, 20])'
    }

    def "Fan(...) and recT(...) are answered with the word meant"() {
        expect:
        new ScriptRunner(new StringWriter()).run(script, 'level.groovy').errors[0].message.startsWith("unknown word '$written' — did you mean '$meant'?")
        SECTION.contains("`$written(...)`")

        where:
        written | meant  | script
        'Fan'   | 'fan'  | 'def g = Fan(at: [0, 0], dir: 0, range: 90, len: 10)\n'
        'recT'  | 'rect' | 'def r = recT(at: [0, 0], size: [4, 4])\n'
    }

    def "the lines of ./hantei words docs/running-scripts.md shows are what it prints"() {
        given:
        String block = Readme.blocks('text', Readme.section('docs/running-scripts.md', 'Running scripts, in a terminal or a level pipeline')).find { it.startsWith('$ ./hantei words') }
        def out = new StringWriter()

        when:
        int code = Main.commandLine(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true)).execute('words')
        List<String> shown = block.readLines().drop(1) - ['...']

        then:
        code == 0
        shown.size() >= 5
        out.toString().readLines().take(shown.size()) == shown
    }
}
