package io.hantei.dsl

import io.hantei.embed.Options
import io.hantei.embed.RuleSet
import io.hantei.geom.Vec2
import io.hantei.render.SightLine
import io.hantei.render.SvgRendererSpec
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Path

/**
 * What a script's picture shows of its sight words: each line of sight and ray cast the script
 * itself checked, and those its rules checked for a judged example, with the first contact of
 * a blocked line; none for a rule that answers for a heat map, an engine or a shape outside the
 * fan that {@code sees} never looks through.
 */
class SightPicturesSpec extends Specification {

    @TempDir
    Path dir

    static ScriptResult run(String script) {
        new ScriptRunner(new StringWriter()).run(LEVEL + script.stripIndent(), 'level.groovy')
    }

    static final String LEVEL = '''\
        def pillar = polygon(points: [[0, 0], [40, 0], [40, 40], [0, 40]], at: [160, 130], name: 'pillar')
        def column = circle(at: [200, 90], r: 12, name: 'column')
        def walls = [pillar, column]
        def guard = fan(at: [40, 150], dir: 0, range: 90, len: 380, name: 'guard')
        '''.stripIndent()

    static Vec2 v(double x, double y) {
        new Vec2(x, y)
    }

    static boolean near(Vec2 a, Vec2 b) {
        Math.abs(a.x() - b.x()) <= 1e-9 * 400 && Math.abs(a.y() - b.y()) <= 1e-9 * 400
    }

    def "the script's own sight words are drawn: clear, blocked at the first wall, a ray to its hit or its end"() {
        when:
        def r = run('''\
            assert lineOfSight(from: [40, 150], to: [300, 100], walls: walls)
            assert !lineOfSight(from: [40, 150], to: [300, 150], walls: zones(walls))
            assert !lineOfSight(from: [180, 150], to: [180, 150], walls: walls)
            assert rayCast(from: [40, 150], dir: 0, len: 380, walls: walls).distance == 120
            assert rayCast(from: [40, 150], dir: 180, len: 30, walls: walls) == null
            ''')

        then:
        r.errors*.toString() == []
        r.scene.sightLines() == [
                SightLine.clear(v(40, 150), v(300, 100)),
                SightLine.blocked(v(40, 150), v(300, 150), v(160, 150), "polygon 'pillar'"),
                SightLine.blocked(v(180, 150), v(180, 150), v(180, 150), "polygon 'pillar'"),
                SightLine.ray(v(40, 150), v(420, 150), v(160, 150), "polygon 'pillar'"),
                SightLine.ray(v(40, 150), v(10, 150), null, null)]
    }

    def "a line that only grazes a corner is crossed at that corner"() {
        when: '(40, 150) → (340, 100) runs exactly through the corner (160, 130)'
        def r = run('assert !lineOfSight(from: [40, 150], to: [340, 100], walls: walls)\n')
        SightLine line = r.scene.sightLines()[0]

        then:
        line.blocked()
        line.wall() == "polygon 'pillar'"
        near(line.hit(), v(160, 130))
    }

    def "the lines a check's rule asked are drawn with its example's judgement, passed or failed"() {
        when:
        def r = run('''\
            rule('guard sees player') { p -> guard.sees(p, walls) }
            check('guard sees player') {
                hit 300, 100
                miss 300, 150
                hit 280, 60         // wrong: behind the column
                miss 40, 280        // outside the cone: sees draws no line
            }
            ''')

        then:
        r.failedCount == 1
        r.checks*.sightLines == [
                [SightLine.clear(v(40, 150), v(300, 100))],
                [SightLine.blocked(v(40, 150), v(300, 150), v(160, 150), "polygon 'pillar'")],
                [r.checks[2].sightLines[0]],
                []]
        r.checks[2].sightLines[0].blocked() && r.checks[2].sightLines[0].wall() == "circle 'column'"
        r.scene.sightLines() == r.checks*.sightLines.flatten()
    }

    def "a picture rendered at a line holds the lines of the checks above it only"() {
        given:
        File f = dir.resolve('level.groovy').toFile()
        f.text = LEVEL + '''\
            rule('guard sees player') { p -> guard.sees(p, walls) }
            check('guard sees player') { hit 300, 100 }
            render 'first.svg'
            check('guard sees player') { miss 300, 150 }
            render 'both.svg'
            '''.stripIndent()

        when:
        def r = new ScriptRunner(new StringWriter()).run(f, f.path)
        def first = SvgRendererSpec.parse(dir.resolve('first.svg').toFile().text)
        def both = SvgRendererSpec.parse(dir.resolve('both.svg').toFile().text)

        then:
        r.errors*.toString() == []
        SvgRendererSpec.elements(first, 'line', 'sight-line clear').size() == 1
        SvgRendererSpec.elements(first, 'line', 'sight-line blocked').isEmpty()
        SvgRendererSpec.elements(both, 'line', 'sight-line clear').size() == 1
        SvgRendererSpec.elements(both, 'line', 'sight-line blocked').size() == 1
        SvgRendererSpec.elements(both, 'line', 'sight-hit').size() == 2
    }

    def "a heat map of a sight rule and a rule asked by an engine draw no line"() {
        when:
        def r = run('''\
            rule('guard sees player') { p -> guard.sees(p, walls) }
            heatMap 'guard sees player', region: [at: [0, 0], size: [400, 300]], step: 10
            ''')
        def rules = RuleSet.compile(LEVEL + "rule('guard sees player') { p -> guard.sees(p, walls) }\n", Options.defaults())

        then:
        r.errors*.toString() == []
        r.scene.sightLines() == []
        rules.evaluate('guard sees player', 300, 100)
        !rules.evaluate('guard sees player', 300, 150)
    }

    def "a script that checks many lines in a loop draws the first thousand; one example's rule the first 64"() {
        when:
        def r = run('''\
            (0..<1500).each { i -> lineOfSight(from: [0, i], to: [10, i], walls: walls) }
            rule('many') { p -> (0..<100).every { i -> lineOfSight(from: [0, i], to: p, walls: walls) } }
            check('many') { hit 20, 20 }
            ''')

        then:
        r.errors*.toString() == []
        r.checks[0].sightLines.size() == 64
        r.scene.sightLines().size() == 1000 + 64
    }
}
