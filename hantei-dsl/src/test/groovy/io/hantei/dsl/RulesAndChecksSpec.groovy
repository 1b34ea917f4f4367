package io.hantei.dsl

import io.hantei.geom.PixelRect
import io.hantei.geom.Vec2
import spock.lang.Specification

/** rule(...), check(...) with hit and miss, and what a run reports. */
class RulesAndChecksSpec extends Specification {

    static ScriptResult run(String script) {
        new ScriptRunner(new StringWriter()).run(script.stripIndent(), 'level.groovy')
    }

    static final String GUARD = '''\
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        rule('guard sees player') { p -> p in guard }
        '''

    def "each hit and miss is judged and reported with its rule, example, expectation and line"() {
        when:
        def r = run(GUARD + '''\
            check('guard sees player') {
                hit 150, 130
                miss 100, 320
                hit 100, 320
                miss 150, 130
            }
            '''.stripIndent())

        then:
        r.errors.empty
        r.checks.collect { [it.rule, it.expected, it.example, it.actual, it.passed, it.line] } == [
                ['guard sees player', 'hit', new Vec2(150, 130), true, true, 4],
                ['guard sees player', 'miss', new Vec2(100, 320), false, true, 5],
                ['guard sees player', 'hit', new Vec2(100, 320), false, false, 6],
                ['guard sees player', 'miss', new Vec2(150, 130), true, false, 7]]
        r.passedCount == 2
        r.failedCount == 2
        !r.passed
    }

    def "a failed check names the rule, the point, what was expected and the shapes involved"() {
        when:
        def r = run(GUARD + "check('guard sees player') { hit 100, 320 }\n")
        def failure = r.failed[0]

        then:
        failure.summary == 'FAIL  guard sees player: expected a hit at (100, 320) but it was a miss'
        failure.shapes*.name() == ['guard']
        failure.shapeNotes == ["Fan 'guard'[apex (100, 100), dir 30°, range 60°, len 200] does not contain (100, 320)"]
    }

    def "a passed check reads as a sentence too"() {
        expect:
        run(GUARD + "check('guard sees player') { miss 100, 320 }\n").checks[0].summary ==
                'ok    guard sees player: miss (100, 320)'
    }

    def "examples may be written as #how"() {
        when:
        def r = run(GUARD + "check('guard sees player') { $examples }\n")

        then:
        r.errors.empty
        r.checks*.example == [new Vec2(150, 130), new Vec2(250, 160)]
        r.checks.every { it.passed }

        where:
        how                           | examples
        'two numbers each'            | 'hit 150, 130; hit 250, 160'
        'lists in parentheses'        | 'hit([150, 130], [250, 160])'
        'maps'                        | 'hit([x: 150, y: 130], [x: 250, y: 160])'
        'point(x, y)'                 | 'hit point(150, 130), point(250, 160)'
        'named x: and y:'             | 'hit x: 150, y: 130; hit x: 250, y: 160'
    }

    def "a rule with two parameters gets the point's coordinates"() {
        when:
        def r = run('''\
            rule('left half') { x, y -> x < 320 }
            check('left half') { hit 0, 0; hit 319.5, 100; miss 320, 0 }
            ''')

        then:
        r.checks*.passed == [true, true, true]
    }

    def "an example may be a shape: the rule gets it as it is"() {
        when:
        def r = run('''\
            def bridge = pixelRect(at: [10, 100], size: [30, 8], name: 'bridge')
            rule('box lands on the bridge') { box -> box.overlaps(bridge) }
            check('box lands on the bridge') {
                hit pixelRect(at: [24, 85], size: [16, 16])
                hit pixelRect(at: [24, 84], size: [16, 16])
            }
            ''')

        then:
        r.checks*.example.every { it instanceof PixelRect }
        r.checks*.passed == [true, false]
        r.failed[0].summary == 'FAIL  box lands on the bridge: expected a hit for PixelRect[x 24, y 84, width 16, height 16] but it was a miss'
        r.failed[0].shapes*.name() == ['bridge']
    }

    def "check(shape) needs no rule: hits must be in the shape, misses outside"() {
        when:
        def r = run('''\
            def door = rect(at: [10, 10], size: [40, 80], name: 'door')
            check(door) { hit 50, 90; miss 51, 90; hit 0, 0 }
            check(pixelRect(at: [0, 0], size: [10, 10])) { hit 9, 9; miss 10, 9 }
            ''')

        then:
        r.checks*.rule == ["in rect 'door'"] * 3 + ['in pixelRect'] * 2
        r.checks*.passed == [true, true, false, true, true]
        r.failed[0].summary == "FAIL  in rect 'door': expected a hit at (0, 0) but it was a miss"
    }

    def "the shapes involved are those the rule looked at, in order"() {
        when:
        def r = run('''\
            def door = rect(at: [10, 10], size: [40, 80], name: 'door')
            def coin = circle(at: [120, 200], r: 10, name: 'coin')
            def gem = circle(at: [400, 60], r: 6, name: 'gem')
            rule('a pickup') { p -> p in coin || p in gem }
            check('a pickup') { hit 0, 0; hit 120, 200 }
            ''')

        then: "a miss tried both pickups; a hit on the coin stopped there"
        r.checks[0].shapes*.name() == ['coin', 'gem']
        r.checks[1].shapes*.name() == ['coin']
    }

    def "when a rule calls the core directly, the shapes its closure refers to are named"() {
        when:
        def r = run('''\
            def button = rect(at: [200, 80], size: [120, 40], anchor: 'center', angle: 30, name: 'ok')
            rule('click') { x, y -> button.containsByCrossProducts(x, y) }
            check('click') { hit 250, 80 }
            ''')

        then:
        r.failed[0].shapes*.name() == ['ok']
        r.failed[0].shapeNotes[0].endsWith('does not contain (250, 80)')
    }

    def "a rule that throws fails its example with the reason and goes on with the next"() {
        when:
        def r = run(GUARD + '''\
            check('guard sees player') {
                hit 'player'
                hit 150, 130
            }
            '''.stripIndent())

        then:
        r.errors.empty
        r.checks*.passed == [false, true]
        r.checks[0].actual == null
        r.checks[0].error == "fan 'guard': 'player' is not a point — write [x, y], [x: 1, y: 2] or point(x, y) (line 2)"
        r.checks[0].summary == "FAIL  guard sees player: hit 'player' — the rule failed: " + r.checks[0].error
    }

    def "a rule must answer true or false"() {
        when:
        def r = run('''\
            rule('forgot to answer') { p -> }
            check('forgot to answer') { hit 1, 2 }
            ''')

        then:
        r.checks[0].error == "rule 'forgot to answer' must answer true or false but answered null"
        !r.passed
    }

    def "#mistake stops the script with: #message"() {
        expect:
        run(script).errors*.toString() == [message]

        where:
        mistake                      | script                                                                  || message
        'a check of no rule'         | "check('guard sees player') { hit 1, 2 }"                                || "level.groovy:1: check: no rule named 'guard sees player' — no rule is defined yet: write rule('guard sees player') { p -> ... } before the check"
        'a misspelt rule name'       | GUARD + "check('guard see player') { hit 1, 2 }"                         || "level.groovy:3: check: no rule named 'guard see player' — did you mean 'guard sees player'? rules so far: 'guard sees player'"
        'an unknown rule name'       | GUARD + "check('door opens') { hit 1, 2 }"                               || "level.groovy:3: check: no rule named 'door opens' — rules so far: 'guard sees player'"
        'the same rule twice'        | GUARD + "rule('guard sees player') { true }"                             || "level.groovy:3: rule 'guard sees player' is already defined (line 2) — give each rule its own name"
        'a rule without a name'      | "rule('') { true }"                                                      || "level.groovy:1: rule: the name must be some text, like rule('guard sees player') { p -> ... }"
        'a rule of three parameters' | "rule('r') { a, b, c -> true }"                                          || "level.groovy:1: rule 'r': the closure takes one example { p -> ... } or a point's coordinates { x, y -> ... }, not 3 parameters"
        'a hit of nothing'           | GUARD + "check('guard sees player') { hit() }"                           || "level.groovy:3: hit needs an example, like hit 150, 130"
        'a check without a block'    | GUARD + "check('guard sees player', null)"                               || "level.groovy:3: check 'guard sees player': needs a block of examples, like { hit 150, 130; miss 0, 0 }"
    }

    def "checks judged before a script stops are kept"() {
        when:
        def r = run(GUARD + '''\
            check('guard sees player') { hit 150, 130 }
            def n = -1; def oops = circle(at: [0, 0], r: n)
            '''.stripIndent())

        then:
        r.checks*.passed == [true]
        r.errors*.toString() == ['level.groovy:4: circle: r must be >= 0 but was -1.0']
        !r.passed
    }

    def "a rule that no check uses is a warning, not a failure"() {
        when:
        def r = run(GUARD + "rule('unused') { p -> true }\ncheck('guard sees player') { hit 150, 130 }\n")

        then:
        r.passed
        r.warnings == ["rule 'unused' (line 3) has no check"]
    }

    def "outside the runner, each check prints its result as it comes (as in groovyConsole)"() {
        given:
        def out = new StringWriter()
        def shell = new GroovyShell(getClass().classLoader, new Binding(out: new PrintWriter(out, true)),
                ScriptCompiler.TRUSTED.configuration())

        when:
        def script = (HanteiScript) shell.parse(GUARD.stripIndent() + "check('guard sees player') { hit 150, 130; hit 100, 320 }\n")
        script.run()

        then:
        out.toString().readLines() == [
                'ok    guard sees player: hit (150, 130)',
                'FAIL  guard sees player: expected a hit at (100, 320) but it was a miss',
                "      Fan 'guard'[apex (100, 100), dir 30°, range 60°, len 200] does not contain (100, 320)"]
        script.checkResults()*.passed == [true, false]
        script.definedRules()*.name == ['guard sees player']
    }

    def "what a script prints goes to the runner's writer"() {
        given:
        def out = new StringWriter()

        when:
        new ScriptRunner(out).run("println 'hello from the level'", 'level.groovy')

        then:
        out.toString() == 'hello from the level' + System.lineSeparator()
    }

    def "a script that cannot be read is an error that says so"() {
        expect:
        new ScriptRunner(new StringWriter()).run(new File('no/such/level.groovy'), 'no/such/level.groovy').errors*.toString() ==
                ['no/such/level.groovy: cannot read the script: no such file']
    }

    def "a Groovy syntax error is reported with its line"() {
        when:
        def r = run("def a = 1\ndef b = (\n")

        then:
        r.errors.size() == 1
        r.errors[0].file == 'level.groovy'
        r.errors[0].line == 2 || r.errors[0].line == 3
        !r.passed
    }

    def "a script that recurses without end is reported, not a crash"() {
        when:
        def r = run('def f\nf = { n -> f(n + 1) }\nf(0)\n')

        then:
        r.errors.size() == 1
        r.errors[0].message.contains('StackOverflowError')
        r.errors[0].line == 2
    }

    def "a check may carry tags; each check block is reported with its name, line, tags and examples"() {
        when:
        def r = run(GUARD + """\
            check('guard sees player', tags: ['smoke', 'level-1']) { hit 150, 130; miss 100, 320 }
            check(guard) { hit 150, 130 }
            """.stripIndent())

        then:
        r.passed
        r.checkRuns.collect { [it.name, it.line, it.tags, it.judgements.size()] } == [
                ['guard sees player', 3, ['smoke', 'level-1'], 2],
                ["in fan 'guard'", 4, [], 1]]
    }

    def "a check's options are named when wrong: #options"() {
        when:
        def r = run(GUARD + "check('guard sees player', $options) { hit 150, 130 }\n")

        then:
        r.errors*.toString() == ['level.groovy:3: ' + message]
        r.checkRuns*.error*.toString() == (ran ? ['level.groovy:3: ' + message] : [])

        where:
        options               || ran   | message
        "tag: ['smoke']"      || true  | "check 'guard sees player': unknown option 'tag' — valid: tags"
        "tags: [1]"           || false | "check: tags must be words written out, like tags: ['smoke', 'level-1'], but one was 1"
        "tags: ['a b']"       || false | "check: tags must be words written out, like tags: ['smoke', 'level-1'], but 'a b' is not one (letters, digits, - _ . : only)"
    }

    def "a gate runs only the checks it lets through, and a gated run warns of no unchecked rule"() {
        when:
        def compiled = ScriptCompiler.TRUSTED.compile(GUARD + """\
            rule('far') { p -> true }
            check('guard sees player') { hit 150, 130 }
            check('far') { hit 0, 0 }
            """.stripIndent(), 'level.groovy')
        def r = new ScriptRunner(new StringWriter()).run(compiled, 'level.groovy', null, { name, line -> name == 'far' } as java.util.function.BiPredicate)

        then:
        r.checks*.rule == ['far']
        r.checkRuns*.name == ['far']
        r.warnings == []
        compiled.checks*.toString() == ["check 'guard sees player' at line 4", "check 'far' at line 5"]
    }
}
