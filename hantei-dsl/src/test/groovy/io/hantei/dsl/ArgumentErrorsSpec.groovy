package io.hantei.dsl

import org.codehaus.groovy.control.MultipleCompilationErrorsException
import spock.lang.Specification

/**
 * Every message a designer can get from a shape word, with the script's file and line. A
 * mistake written literally is caught before the script runs ({@link WordsChecker}); the same
 * mistake in a map built at run time gives the same text when the word is called.
 */
class ArgumentErrorsSpec extends Specification {

    static final String FIRST_LINE = 'def spot = [100, 100]'

    /** Runs a two-line script: line 1 is harmless, line 2 is {@code line2}. */
    static ScriptResult run(String line2) {
        new ScriptRunner(new StringWriter()).run(FIRST_LINE + '\n' + line2 + '\n', 'level.groovy')
    }

    /** {@code fan(at: ..., len: 5)} becomes {@code def args = [at: ..., len: 5]; fan(args)}: nothing literal for the checker. */
    static String viaMap(String call) {
        def m = call =~ /^(\w+)\((.*)\)$/
        assert m.matches()
        "def args = [${m.group(2) ?: ''}]; ${m.group(1)}(args)"
    }

    def "#call fails with: #message"() {
        expect: "written literally: a compile error, before anything runs"
        run(call).errors*.toString() == ['level.groovy:2: ' + message]

        and: "the same values in a map built at run time: the same message when the word is called"
        run(viaMap(call)).errors*.toString() == ['level.groovy:2: ' + message]

        and: "called directly from Groovy code: the same message"
        def direct = evaluateDirectly(call)
        direct == message

        where:
        call                                                                   || message
        // an unknown argument: named, with the closest valid one when there is one
        "fan(at: [100, 100], dir: 30, rnage: 60, len: 200)"                    || "fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name"
        "fan(at: [100, 100], dir: 30, range: 60, len: 200, colour: 'red')"     || "fan: unknown argument 'colour' — valid: at, dir, range, len, name"
        "rect(at: [0, 0], sise: [1, 2])"                                       || "rect: unknown argument 'sise' — did you mean 'size'? valid: at, size, anchor, angle, pivot, name"
        "circle(at: [0, 0], R: 5)"                                             || "circle: unknown argument 'R' — did you mean 'r'? valid: at, r, name"
        "circle(at: [0, 0], radius: 5)"                                        || "circle: unknown argument 'radius' — did you mean 'r'? valid: at, r, name"
        "fan(at: [0, 0], dir: 0, range: 90, length: 5)"                        || "fan: unknown argument 'length' — did you mean 'len'? valid: at, dir, range, len, name"
        "pixelRect(at: [0, 0], size: [1, 1], nmae: 'ledge')"                   || "pixelRect: unknown argument 'nmae' — did you mean 'name'? valid: at, size, name"
        // a missing argument
        "fan(at: [100, 100], dir: 30, len: 200)"                               || "fan: missing argument 'range' — required: at, dir, range, len (optional: name)"
        "fan(at: [100, 100])"                                                  || "fan: missing arguments 'dir', 'range', 'len' — required: at, dir, range, len (optional: name)"
        "circle(r: 5)"                                                         || "circle: missing argument 'at' — required: at, r (optional: name)"
        "pixelRect(at: [0, 0])"                                                || "pixelRect: missing argument 'size' — required: at, size (optional: name)"
        "rect(size: [1, 2], anchor: 'center')"                                 || "rect: missing argument 'at' — required: at, size (optional: anchor, angle, pivot, name)"
        // a value of the wrong kind
        "fan(at: 'tower', dir: 30, range: 60, len: 200)"                       || "fan: at must be a point [x, y] but was 'tower'"
        "fan(at: [100], dir: 30, range: 60, len: 200)"                         || "fan: at must be a point [x, y] but was [100]"
        "fan(at: [x: 100], dir: 30, range: 60, len: 200)"                      || "fan: at must be a point [x, y] but was [x: 100]"
        "fan(at: [100, 'a'], dir: 30, range: 60, len: 200)"                    || "fan: at must be a point [x, y] but was [100, 'a']"
        "fan(at: [100, 100], dir: '30', range: 60, len: 200)"                  || "fan: dir must be a number but was '30'"
        "fan(at: [100, 100], dir: 30, range: 60, len: null)"                   || "fan: len must be a number but was null"
        "rect(at: [0, 0], size: 10)"                                           || "rect: size must be a size [w, h] but was 10"
        "rect(at: [0, 0], size: [1, 2], angle: 'steep')"                       || "rect: angle must be a number but was 'steep'"
        "rect(at: [0, 0], size: [1, 2], anchor: 'centre')"                     || "rect: anchor must be one of 'topLeft', 'center', 'bottomCenter' but was 'centre' — did you mean 'center'?"
        "rect(at: [0, 0], size: [1, 2], anchor: 'middle')"                     || "rect: anchor must be one of 'topLeft', 'center', 'bottomCenter' but was 'middle'"
        "rect(at: [0, 0], size: [1, 2], anchor: 5)"                            || "rect: anchor must be one of 'topLeft', 'center', 'bottomCenter' but was 5"
        "circle(at: [0, 0], r: 5, name: 7)"                                    || "circle: name must be text but was 7"
        "pixelRect(at: [1.5, 2], size: [3, 4])"                                || "pixelRect: at must be a pixel [x, y] of whole numbers but was [1.5, 2]"
        "pixelRect(at: [1, 2], size: [3, 4.25])"                               || "pixelRect: size must be a size [w, h] of whole numbers but was [3, 4.25]"
        "pixelRect(at: [1, 2], size: [3, 4000000000])"                         || "pixelRect: size must be a size [w, h] of whole numbers but was [3, 4000000000]"
        // the words of the shapes from level files
        "polygon(point: [[0, 0], [1, 0], [0, 1]])"                             || "polygon: unknown argument 'point' — did you mean 'points'? valid: points, at, angle, pivot, name"
        "polygon(at: [0, 0])"                                                  || "polygon: missing argument 'points' — required: points (optional: at, angle, pivot, name)"
        "polygon(points: 5)"                                                   || "polygon: points must be a list of points [[x, y], ...] but was 5"
        "polyline(points: [[0, 0], [1, 'a']])"                                 || "polyline: points[1] must be a point [x, y] but was [1, 'a']"
        "polygon(points: [[0, 0], [1, 0], [0, 1]], pivot: 3)"                  || "polygon: pivot must be a point [x, y] but was 3"
        "ellipse(at: [0, 0], size: [1, 2], anchor: 'centre')"                  || "ellipse: anchor must be one of 'topLeft', 'center', 'bottomCenter' but was 'centre' — did you mean 'center'?"
        "ellipse(at: [0, 0], sizes: [1, 2])"                                   || "ellipse: unknown argument 'sizes' — did you mean 'size'? valid: at, size, anchor, angle, pivot, name"
        "capsule(from: [0, 0], to: [0, 10])"                                   || "capsule: missing argument 'r' — required: from, to, r (optional: name)"
        "capsule(from: [0, 0], too: [0, 10], r: 2)"                            || "capsule: unknown argument 'too' — did you mean 'to'? valid: from, to, r, name"
        "segment(from: [0, 0], to: 'door')"                                    || "segment: to must be a point [x, y] but was 'door'"
        // the sight words
        "lineOfSight(from: [0, 0], too: [1, 1], walls: [])"                    || "lineOfSight: unknown argument 'too' — did you mean 'to'? valid: from, to, walls"
        "lineOfSight(start: [0, 0], to: [1, 1], walls: [])"                    || "lineOfSight: unknown argument 'start' — did you mean 'from'? valid: from, to, walls"
        "lineOfSight(from: [0, 0], to: [1, 1], wall: [])"                      || "lineOfSight: unknown argument 'wall' — did you mean 'walls'? valid: from, to, walls"
        "lineOfSight(from: [0, 0], to: [1, 1], through: [])"                   || "lineOfSight: unknown argument 'through' — valid: from, to, walls"
        "lineOfSight(from: [0, 0], to: [1, 1])"                                || "lineOfSight: missing argument 'walls' — required: from, to, walls"
        "lineOfSight(walls: [])"                                               || "lineOfSight: missing arguments 'from', 'to' — required: from, to, walls"
        "lineOfSight(from: 'guard', to: [1, 1], walls: [])"                    || "lineOfSight: from must be a point [x, y] but was 'guard'"
        "lineOfSight(from: [0, 0], to: [x: 1], walls: [])"                     || "lineOfSight: to must be a point [x, y] but was [x: 1]"
        "lineOfSight(from: [0, 0], to: [1, 1], walls: 'room')"                 || "lineOfSight: walls must be a list of shapes or zones(...) but was 'room'"
        "lineOfSight(from: [0, 0], to: [1, 1], walls: 5)"                      || "lineOfSight: walls must be a list of shapes or zones(...) but was 5"
        "lineOfSight(from: [0, 0], to: [1, 1], walls: [[0, 0], [1, 1]])"       || "lineOfSight: walls[0][0] must be a shape but was 0"
        "lineOfSight(from: [0, 0], to: [1, 1], walls: ['door'])"               || "lineOfSight: walls[0] must be a shape but was 'door'"
        "rayCast(from: [0, 0], dir: 0, length: 5, walls: [])"                  || "rayCast: unknown argument 'length' — did you mean 'len'? valid: from, dir, len, walls"
        "rayCast(from: [0, 0], direction: 0, len: 5, walls: [])"               || "rayCast: unknown argument 'direction' — did you mean 'dir'? valid: from, dir, len, walls"
        "rayCast(from: [0, 0], len: 5, walls: [])"                             || "rayCast: missing argument 'dir' — required: from, dir, len, walls"
        "rayCast(from: [0, 0], dir: 'up', len: 5, walls: [])"                  || "rayCast: dir must be a number but was 'up'"
        "rayCast(from: [0, 0], dir: 0, len: null, walls: [])"                  || "rayCast: len must be a number but was null"
        "rayCast(from: [0, 0], dir: 0, len: 5, walls: null)"                   || "rayCast: walls must be a list of shapes or zones(...) but was null"
        "rayCast(from: 3, dir: 0, len: 5, walls: [])"                          || "rayCast: from must be a point [x, y] but was 3"
        // positional arguments
        "lineOfSight([0, 0], [1, 1], [])"                                      || "lineOfSight takes named arguments, like lineOfSight(from: [0, 0], to: [100, 50], walls: walls) — valid: from, to, walls"
        "rayCast([0, 0], 30, 200, [])"                                         || "rayCast takes named arguments, like rayCast(from: [0, 0], dir: 30, len: 200, walls: walls) — valid: from, dir, len, walls"
        "segment([0, 0], [1, 1])"                                              || "segment takes named arguments, like segment(from: [0, 0], to: [40, 0]) — valid: from, to, name"
        "fan([100, 100], 30, 60, 200)"                                         || "fan takes named arguments, like fan(at: [100, 100], dir: 30, range: 60, len: 200) — valid: at, dir, range, len, name"
        "circle()"                                                             || "circle takes named arguments, like circle(at: [50, 50], r: 40) — valid: at, r, name"
    }

    def "#call is refused where the word reads its arguments, naming the argument as written: #message"() {
        expect: "a value the checker cannot read before the run (Double.NaN) is refused when the word runs, with the line; a literal one before"
        run(call).errors*.toString() == ['level.groovy:2: ' + message]
        run(viaMap(call)).errors*.toString() == ['level.groovy:2: ' + message]

        where:
        call                                                                   || message
        "fan(at: [100, 100], dir: 30, range: 60, len: -5)"                     || "fan: len must be >= 0 but was -5.0"
        "fan(at: [100, 100], dir: 30, range: -60, len: 5)"                     || "fan: range must be >= 0 but was -60.0"
        "fan(at: [Double.NaN, 0], dir: 30, range: 60, len: 5)"                 || "fan: at must be a point of finite numbers but was [NaN, 0]"
        "circle(at: [0, 0], r: -1)"                                            || "circle: r must be >= 0 but was -1.0"
        "rect(at: [0, 0], size: [-3, 4])"                                      || "rect: size must be a size [w, h] of finite numbers >= 0 but was [-3, 4]"
        "rect(at: [0, 0], size: [3, -4], angle: 30)"                           || "rect: size must be a size [w, h] of finite numbers >= 0 but was [3, -4]"
        "rect(at: [0, 0], size: [3, 4], angle: Double.POSITIVE_INFINITY)"      || "rect: angle must be a finite number but was Infinity"
        "pixelRect(at: [0, 0], size: [-1, 4])"                                 || "pixelRect: size must be a size [w, h] of whole numbers >= 0 but was [-1, 4]"
        "polygon(points: [[0, 0], [1, 1]])"                                    || "polygon: points must hold at least 3 vertices but held 2"
        "polyline(points: [[0, 0]])"                                           || "polyline: points must hold at least 2 points but held 1"
        "polygon(points: [[0, 0], [1, 0], [0, Double.NaN]])"                   || "polygon: points[2] must be a point of finite numbers but was [0, NaN]"
        "ellipse(at: [0, 0], size: [-1, 2])"                                   || "ellipse: size must be a size [w, h] of finite numbers >= 0 but was [-1, 2]"
        "capsule(from: [0, 0], to: [0, 10], r: -2)"                            || "capsule: r must be >= 0 but was -2.0"
        "segment(from: [0, Double.POSITIVE_INFINITY], to: [0, 10])"            || "segment: from must be a point of finite numbers but was [0, Infinity]"
        "capsule(from: [0, 0], to: [Double.POSITIVE_INFINITY, 1], r: 1)"     || "capsule: to must be a point of finite numbers but was [Infinity, 1]"
        "polygon(points: [[0, 0], [4, 0], [0, 4]], angle: Double.POSITIVE_INFINITY)" || "polygon: angle must be a finite number but was Infinity"
        "rect(at: [0, 0], size: [4, 4], angle: 90, pivot: [Double.NaN, 0])"   || "rect: pivot must be a point of finite numbers but was [NaN, 0]"
        // an argument that does not change the shape is checked all the same
        "polygon(points: [[0, 0], [4, 0], [0, 4]], pivot: [0, Double.NaN])"   || "polygon: pivot must be a point of finite numbers but was [0, NaN]"
        "rect(at: [0, 0], size: [4, 4], pivot: [Double.NaN, 0])"              || "rect: pivot must be a point of finite numbers but was [NaN, 0]"
        "ellipse(at: [0, 0], size: [4, 4], pivot: ['a', 0])"                  || "ellipse: pivot must be a point [x, y] but was ['a', 0]"
        // finite numbers whose sum is not: named by the arguments that make it
        "polygon(points: [[1e308, 0], [0, 0], [0, 1]], at: [1e308, 0])"        || "polygon: points[0] must be a point of finite numbers, placed and turned, but was [1.0E308, 0.0], which makes (Infinity, 0.0)"
        "polygon(points: [[1e308, 0], [0, 0], [0, 1]], angle: 90, pivot: [-1e308, 0])" || "polygon: points[0] must be a point of finite numbers, placed and turned, but was [1.0E308, 0.0], which makes (NaN, Infinity)"
        "ellipse(at: [0, 0], size: [2, 2], angle: 90, pivot: [-1.5e308, 1.5e308])" || "ellipse: at [0, 0] and size [2, 2], turned about pivot [-1.5E+308, 1.5E+308], put the centre at (0.0, Infinity), which is not a point of finite numbers"
        "rect(at: [1.5e308, 0], size: [1.5e308, 2], angle: 30)"               || "rect: at [1.5E+308, 0] and size [1.5E+308, 2] put the centre at (Infinity, 1.0), which is not a point of finite numbers"
        // the sight words
        "lineOfSight(from: [Double.NaN, 0], to: [1, 1], walls: [])"            || "lineOfSight: from must be a point of finite numbers but was [NaN, 0]"
        "lineOfSight(from: [0, 0], to: [1, Double.POSITIVE_INFINITY], walls: [])" || "lineOfSight: to must be a point of finite numbers but was [1, Infinity]"
        "rayCast(from: [0, Double.NEGATIVE_INFINITY], dir: 0, len: 5, walls: [])" || "rayCast: from must be a point of finite numbers but was [0, -Infinity]"
        "rayCast(from: [0, 0], dir: Double.NaN, len: 5, walls: [])"            || "rayCast: dir must be a finite number but was NaN"
        "rayCast(from: [0, 0], dir: 0, len: -5, walls: [])"                    || "rayCast: len must be >= 0 but was -5.0"
        "rayCast(from: [0, 0], dir: 0, len: Double.POSITIVE_INFINITY, walls: [])" || "rayCast: len must be a finite number but was Infinity"
        "lineOfSight(from: [0, 0], to: [1, 1], walls: [circle(at: [5, 5], r: 1), 'door'])" || "lineOfSight: walls[1] must be a shape but was 'door'"
        "lineOfSight(from: [0, 0], to: [1, 1], walls: [[circle(at: [5, 5], r: 1)], [rect(at: [0, 0], size: [1, 1]), 7]])" || "lineOfSight: walls[1][1] must be a shape but was 7"
        "rayCast(from: [0, 0], dir: 0, len: 5, walls: [pixelRect(at: [0, 0], size: [2, 2], name: 'ledge')])" || "rayCast: walls[0] is pixelRect 'ledge', on the pixel grid — walls are plane shapes: use rect(...) for it"
        "lineOfSight(from: [0, 0], to: [1, 1], walls: circle(at: [5, 5], r: 1, name: 'well'))" || "lineOfSight: walls must be a list of shapes or zones(...) but was circle 'well' — a single wall goes in a list: walls: [wall]"
    }

    def "point(...) with anything but two numbers says how to write a point"() {
        expect:
        run('point(1, 2, 3)').errors*.toString() == ['level.groovy:2:1: point takes two numbers, like point(150, 130), but was point(1, 2, 3)']
        run("point('a', 2)").errors*.toString() == ["level.groovy:2: point takes two numbers, like point(150, 130), but was point('a', 2)"]
        run('point(null, 2)').errors*.toString() == ['level.groovy:2: point takes two numbers, like point(150, 130), but was point(null, 2)']
        run('point(Double.NaN, 2)').errors*.toString() == ['level.groovy:2: point: x must be a finite number but was NaN']
    }

    def "every literal mistake in a script is reported at once, each with its line, and nothing runs"() {
        given:
        def out = new StringWriter()
        def script = '''\
            println 'started'
            def guard = fan(at: [100, 100], dir: 30, rnage: 60, len: 200)
            def door = rect(at: [0, 0], size: [1, 2])
            def coin = circle(at: 'here', r: 5)
            '''.stripIndent()

        when:
        def result = new ScriptRunner(out).run(script, 'level.groovy')

        then:
        result.errors*.toString() == [
                "level.groovy:2: fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name",
                "level.groovy:4: circle: at must be a point [x, y] but was 'here'"]
        out.toString() == ''
        !result.passed
    }

    def "a mistake inside a closure is reported at the line of the word, not of the call"() {
        given:
        def script = '''\
            def cone = { length ->
                fan(at: [0, 0], dir: 0, range: 90, len: length)
            }
            cone(10)
            cone(-1)
            '''.stripIndent()

        expect:
        new ScriptRunner(new StringWriter()).run(script, 'cones.groovy').errors*.toString() ==
                ['cones.groovy:2: fan: len must be >= 0 but was -1.0']
    }

    def "the file is named as the runner was given it"() {
        given:
        File dir = File.createTempDir()
        File file = new File(dir, 'guard.groovy')
        file.text = "def guard = fan(at: [100, 100],\n    dir: 30, rnage: 60, len: 200)\n"

        expect:
        new ScriptRunner(new StringWriter()).run(file, 'levels/guard.groovy').errors*.toString() ==
                ["levels/guard.groovy:2: fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name"]

        cleanup:
        dir.deleteDir()
    }

    def "@TypeChecked Groovy code compiles a word's wrong named argument, and is told when it runs (#mistake)"() {
        given: "the words declare no @NamedParams: their arguments are written once, in Words"
        def code = """\
            import static io.hantei.dsl.Hantei.*
            @groovy.transform.TypeChecked
            class Level {
                def guard() { fan($args) }
            }
            new Level().guard()
            """.stripIndent()

        when:
        new GroovyShell(getClass().classLoader).evaluate(code, 'LevelScript.groovy')

        then:
        IllegalArgumentException e = thrown()
        e.message == expected

        where:
        mistake        | args                                                || expected
        'unknown'      | "at: [100, 100], dir: 30, rnage: 60, len: 200"      || "fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name"
        'missing'      | "at: [100, 100], dir: 30, range: 60"                || "fan: missing argument 'len' — required: at, dir, range, len (optional: name)"
        'wrong type'   | "at: [100, 100], dir: '30', range: 60, len: 200"    || "fan: dir must be a number but was '30'"
    }

    def "@CompileStatic Groovy code that gives a word positional arguments does not compile"() {
        given:
        def code = """\
            import static io.hantei.dsl.Hantei.*
            @groovy.transform.CompileStatic
            class Level {
                def guard() { fan([100, 100], 30, 60, 200) }
            }
            """.stripIndent()

        when:
        new GroovyShell(getClass().classLoader).parse(code, 'Level.groovy')

        then:
        MultipleCompilationErrorsException e = thrown()
        e.message.contains('Level.groovy: 4:')
        e.message.contains('fan')
    }

    def "the closest valid word to #typo is #suggestion"() {
        expect:
        Words.closest(typo, ['at', 'dir', 'range', 'len', 'name']) == suggestion

        where:
        typo      || suggestion
        'rnage'   || 'range'     // two letters swapped: one edit
        'rang'    || 'range'
        'length'  || 'len'       // what the word stands for
        'lenght'  || 'len'       // one swap from 'length'
        'radius'  || null        // means r, which is not among these candidates
        'direction' || 'dir'
        'Len'     || 'len'       // case is ignored
        'dire'    || 'dir'
        'nam'     || 'name'
        'a'       || null        // one letter is too little to guess from
        'colour'  || null
        'x'       || null
    }

    private static String evaluateDirectly(String call) {
        try {
            new GroovyShell(ArgumentErrorsSpec.classLoader).evaluate('import static io.hantei.dsl.Hantei.*\n' + viaMap(call))
            return null
        } catch (IllegalArgumentException e) {
            return e.message
        }
    }
}
