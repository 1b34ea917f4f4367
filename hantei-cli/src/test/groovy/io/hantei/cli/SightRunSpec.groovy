package io.hantei.cli

import groovy.json.JsonSlurper
import io.hantei.render.SvgRendererSpec

import java.nio.file.Path

/**
 * {@code hantei run} on scripts that use the sight words: the report of a failed check names the
 * wall in the way, the JSON carries it, and the pictures draw the lines.
 */
class SightRunSpec extends CommandLineSpec {


    static final String LEVEL = '''\
        def pillar = polygon(points: [[0, 0], [40, 0], [40, 40], [0, 40]], at: [160, 130], name: 'pillar')
        def guard = fan(at: [40, 150], dir: 0, range: 90, len: 380, name: 'guard')
        rule('guard sees player') { p -> guard.sees(p, [pillar]) }
        check('guard sees player') {
            hit 300, 100
            hit 300, 150
        }
        '''

    def "the stealth example runs from the command line and every check passes"() {
        when:
        int code = hantei('run', 'dsl-examples/stealth_level.groovy')
        List<String> lines = out.toString().readLines()

        then:
        code == 0
        lines[0] == 'dsl-examples/stealth_level.groovy'
        lines.count { it.startsWith('  ok    ') } == 15
        lines.contains('  ok    clear line from the guard: miss (340, 100)')
        lines.contains('  ok    clear line from the guard: hit (340, 99.99999999999999)')
        lines[-1] == '15 passed, 0 failed'
    }

    def "a failed check says which wall is in the way, with the line"() {
        given:
        def file = script('level.groovy', LEVEL)

        when:
        int code = hantei('run', file)

        then:
        code == 1
        out.toString().readLines().drop(1) == [
                '  ok    guard sees player: hit (300, 100)',
                '  FAIL  guard sees player: expected a hit at (300, 150) but it was a miss',
                '        at ' + file + ':6',
                "        Fan 'guard'[apex (40, 150), dir 0°, range 90°, len 380] contains (300, 150)",
                "        Polygon 'pillar'[4 vertices: (160, 130), (200, 130), (200, 170), (160, 170)] blocks the sight line (40, 150) → (300, 150)",
                '1 passed, 1 failed']
    }

    def "--json names the wall among the failed check's shapes"() {
        given:
        def file = script('level.groovy', LEVEL)

        when:
        int code = hantei('run', '--json', file)
        def doc = new JsonSlurper().parseText(out.toString())
        def failed = doc.scripts[0].checks.find { !it.passed }

        then:
        code == 1
        failed.line == 6
        failed.shapes*.name == ['guard', 'pillar']
        failed.shapes*.kind == ['fan', 'polygon']
        failed.shapes*.contains == [true, false]
    }

    def "--svg draws each checked line: clear, and blocked with the cross at the pillar"() {
        given:
        def file = script('level.groovy', LEVEL)
        def svg = dir.resolve('level.svg').toString()

        when:
        int code = hantei('run', file, '--svg', svg)
        def doc = SvgRendererSpec.parse(new File(svg).text)

        then:
        code == 1
        SvgRendererSpec.elements(doc, 'line', 'sight-line clear').size() == 1
        SvgRendererSpec.elements(doc, 'line', 'sight-line blocked').size() == 1
        SvgRendererSpec.elements(doc, 'line', 'sight-hit').size() == 2
        SvgRendererSpec.elements(doc, 'line', 'sight-line blocked')[0].getElementsByTagName('title').item(0).textContent ==
                "line of sight (40, 150) → (300, 150): blocked by polygon 'pillar' at (160, 150)"
    }

    def "the stealth example's picture draws its sight lines and rays"() {
        given:
        def svg = dir.resolve('stealth.svg').toString()

        when:
        int code = hantei('run', 'dsl-examples/stealth_level.groovy', '--svg', svg)
        def doc = SvgRendererSpec.parse(new File(svg).text)

        then:
        code == 0
        SvgRendererSpec.elements(doc, 'line', 'sight-line clear').size() >= 4
        SvgRendererSpec.elements(doc, 'line', 'sight-line blocked').size() >= 5
        SvgRendererSpec.elements(doc, 'line', 'ray blocked').size() >= 4
        SvgRendererSpec.elements(doc, 'line', 'ray clear').size() == 1
    }
}
