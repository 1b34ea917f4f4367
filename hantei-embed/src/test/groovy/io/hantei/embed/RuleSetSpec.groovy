package io.hantei.embed

import io.hantei.geom.Circle
import io.hantei.geom.Fan
import io.hantei.geom.Rect
import io.hantei.geom.RotatedRect
import io.hantei.geom.Shape
import io.hantei.geom.Vec2
import spock.lang.Shared
import spock.lang.Specification

import java.nio.file.Files
import java.nio.file.Path
import java.time.Duration

/** The embedding API: compile once, list what the script holds, evaluate points, run the checks. */
class RuleSetSpec extends Specification {

    static final String LEVEL = '''\
        def door   = rect(at: [10, 10], size: [40, 80], name: 'door')
        def guard  = fan(at: [100, 100], dir: 30, range: 60, len: 200).named('guard')
        def coin   = circle(at: [120, 200], r: 10, name: 'coin')
        def button = rect(at: [200, 80], size: [120, 40], anchor: 'center', angle: 30, name: 'button')

        rule('at the door') { p -> p in door }
        rule('guard sees player') { p -> guard.contains(p) }
        rule('on the button') { x, y -> button.contains(x, y) }
        rule('near the coin') { x, y -> (x - 120) ** 2 + (y - 200) ** 2 <= 15 * 15 }
        rule('seen far off') { p -> p in guard && p.x() > 150 }

        check('at the door') { hit 50, 90; miss 51, 90 }
        check('guard sees player') { hit 150, 130; miss 100, 320 }
        check(coin) { hit 126, 208 }
        '''.stripIndent()

    /** The same zones as core objects, to check the rule set against. */
    static final Shape DOOR = Rect.of(10, 10, 40, 80)
    static final Shape GUARD = Fan.of(100, 100, 30, 60, 200)
    static final Shape BUTTON = RotatedRect.of(200, 80, 120, 40, 30)

    static List<Boolean> expected(double x, double y) {
        [DOOR.contains(x, y), GUARD.contains(x, y), BUTTON.contains(x, y),
         (x - 120) * (x - 120) + (y - 200) * (y - 200) <= 225, GUARD.contains(x, y) && x > 150]
    }

    @Shared
    RuleSet level = RuleSet.compile(LEVEL, 'level.groovy', Options.defaults())

    @Shared
    RuleSet trusted = RuleSet.compile(LEVEL, 'level.groovy', Options.trusted())

    def "a compiled script lists its rules in order, its shapes as core objects, and its checks"() {
        expect:
        level.name() == 'level.groovy'
        level.rules() == ['at the door', 'guard sees player', 'on the button', 'near the coin', 'seen far off']
        level.shapes()*.name() == ['door', 'guard', 'coin', 'button']
        level.shapes()*.class == [Rect, Fan, Circle, RotatedRect]
        level.shapes()[1] == GUARD      // equality ignores the name: fan(...).named('guard') is kept once, named
        level.examples().collect { [it.rule(), it.expectHit(), it.point(), it.line()] } == [
                ['at the door', true, new Vec2(50, 90), 12], ['at the door', false, new Vec2(51, 90), 12],
                ['guard sees player', true, new Vec2(150, 130), 13], ['guard sees player', false, new Vec2(100, 320), 13],
                ["in circle 'coin'", true, new Vec2(126, 208), 14]]
        level.examples()[0].example() == '(50, 90)'
    }

    def "compile reads a #source and names the script #name in messages"() {
        when:
        compile()
        then:
        def e = thrown(CompileException)
        e.problems()*.toString() == [name + ":2: fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name"]

        where:
        source   | name           | compile
        'path'   | 'broken.groovy' | { -> RuleSet.compile(Files.writeString(Files.createTempDirectory('hantei').resolve('broken.groovy'), BROKEN), Options.defaults()) }
        'path alone' | 'broken.groovy' | { -> RuleSet.compile(Files.writeString(Files.createTempDirectory('hantei').resolve('broken.groovy'), BROKEN)) }
        'string' | 'rules.groovy' | { -> RuleSet.compile(BROKEN, Options.defaults()) }
        'named string' | 'x.groovy' | { -> RuleSet.compile(BROKEN, 'x.groovy', Options.defaults()) }
        'reader' | 'r.groovy'     | { -> RuleSet.compile(new StringReader(BROKEN), 'r.groovy', Options.defaults()) }
    }

    def "compile(Path) alone is compile(Path, Options.defaults()): sandboxed"() {
        given:
        def dir = Files.createTempDirectory('hantei')
        def level = Files.writeString(dir.resolve('level.groovy'), LEVEL)
        def sneaky = Files.writeString(dir.resolve('sneaky.groovy'), "def ok = 1\ndef f = new File('secret.txt')\n")

        when:
        def rules = RuleSet.compile(level)

        then:
        rules.rules() == RuleSet.compile(level, Options.defaults()).rules()
        rules.toString() == 'RuleSet[level.groovy: 5 rules, sandboxed]'
        rules.evaluate('guard sees player', 150, 130)

        when:
        RuleSet.compile(sneaky)

        then:
        def e = thrown(CompileException)
        e.problems()*.toString() == ['sneaky.groovy:2: refused: java.io.File is not allowed in a sandboxed script']
    }

    static final String BROKEN = "def ok = 1\ndef g = fan(at: [0, 0], dir: 0, rnage: 90, len: 5)\n"

    def "rule '#rule' at (#x, #y) is #answer"() {
        expect:
        level.evaluate(rule, x, y) == answer
        trusted.evaluate(rule, x, y) == answer

        where:
        rule                | x   | y                    || answer
        'at the door'       | 50  | 90                   || true
        'at the door'       | 51  | 90                   || false
        'at the door'       | 10  | 10                   || true
        'guard sees player' | 150 | 130                  || true
        'guard sees player' | 300 | 100                  || true
        'guard sees player' | 301 | 100                  || false
        'on the button'     | 200 | 80                   || true
        'on the button'     | 260 | 80                   || false
        'near the coin'     | 135 | 200                  || true
        'near the coin'     | Math.nextUp(135d) | 200    || false
        'seen far off'      | 150 | 130                  || false
        'seen far off'      | 250 | 160                  || true
    }

    def "evaluateAll of one point names the rules that hit it, in rule order"() {
        expect:
        level.evaluateAll(150, 130) == ['guard sees player']
        level.evaluateAll(250, 160) == ['guard sees player', 'seen far off']
        level.evaluateAll(200, 80) == ['on the button']
        level.evaluateAll(0, 0) == []
    }

    def "batches agree with the core shapes on 5000 seeded random points and on the shapes' corners"() {
        given:
        def random = new Random(7)
        List<List<Double>> points = (0..<5000).collect { [random.nextDouble() * 420 - 10, random.nextDouble() * 420 - 10] }
        points += [[10, 10], [50, 90], [50, 10], [10, 90], [300, 100], [100, 100], [135, 200], [105, 200]]
        points += BUTTON.corners().collect { [it.x(), it.y()] }
        double[] xs = points.collect { it[0] } as double[]
        double[] ys = points.collect { it[1] } as double[]

        when:
        Hits sandboxed = level.evaluateAll(xs, ys)
        Hits plain = trusted.evaluateAll(xs, ys)

        then:
        sandboxed.points() == points.size()
        sandboxed.rules() == level.rules()
        (0..<points.size()).every { i ->
            def want = expected(xs[i], ys[i])
            (0..<5).every { r -> sandboxed.hit(i, r) == want[r] && plain.hit(i, r) == want[r] }
        }
        sandboxed.count() == plain.count()
        sandboxed.count(0) == points.count { DOOR.contains(it[0], it[1]) }
        sandboxed.count(0) > 50        // the points do reach the zones
        sandboxed.count(1) > 50
    }

    def "evaluate of one rule over arrays answers each point"() {
        expect:
        level.evaluate('at the door', [50, 51, 10] as double[], [90, 90, 10] as double[]) == [true, false, true] as boolean[]
    }

    def "evaluate with chosen rules and a count answers only those, in the order given"() {
        when:
        Hits h = level.evaluate(['seen far off', 'at the door'], [250, 50, 999] as double[], [160, 90, 999] as double[], 2)

        then:
        h.rules() == ['seen far off', 'at the door']
        h.points() == 2
        h.rulesHitting(0) == ['seen far off']
        h.rulesHitting(1) == ['at the door']
        h.toString() == 'Hits[2 points, 2 rules, 2 hits]'
    }

    def "the rules that test one shape are found and answered through the index, and tests joined by && || ! in Java: #form"() {
        given:
        def rs = (ScriptRuleSet) RuleSet.compile("def zone = circle(at: [0, 0], r: 5)\ndef other = rect(at: [0, 0], size: [1, 1])\n" +
                "rule('r') $form\n$more", Options.defaults())

        expect:
        (rs.idle.peek().zones[0] != null) == indexed
        (rs.idle.peek().formulas[0] != null) == formula
        rs.evaluate('r', 3, 4) == hit34

        where:
        form                                         | more                 || indexed | formula | hit34
        '{ p -> p in zone }'                         | ''                   || true    | false   | true
        '{ p -> zone.contains(p) }'                  | ''                   || true    | false   | true
        '{ it in zone }'                             | ''                   || true    | false   | true
        '{ x, y -> zone.contains(x, y) }'            | ''                   || true    | false   | true
        '{ p -> return p in zone }'                  | ''                   || true    | false   | true
        '{ p -> p in zone && true }'                 | ''                   || false   | false   | true
        '{ p -> !(p in zone) }'                      | ''                   || false   | true    | false
        '{ p -> p in zone && !(p in other) }'        | ''                   || false   | true    | true
        '{ p -> p in other || zone.contains(p) }'    | ''                   || false   | true    | true
        '{ it in other || !(it in zone) }'           | ''                   || false   | true    | false
        '{ p -> p in zone && p in other }'           | ''                   || false   | true    | false
        '{ p -> p in zone && !(p in other) }'        | 'other = zone'       || false   | false   | false
        '{ p -> p in zone && !(p in other) && p.x > 0 }' | ''               || false   | false   | true
        '{ p -> p in other }'                        | ''                   || true    | false   | false
        '{ p -> p in zone }'                         | 'zone = other'       || false   | false   | false
        '{ p -> p in zone }'                         | "rule('s') { p -> zone = other; true }" || false | false | true
        '{ x, y -> zone.contains(y, x) }'            | ''                   || false   | false   | true
        "{ p -> p in pixelRect(at: [0, 0], size: [9, 9]) }" | ''            || false   | false   | true
        "{ p -> p in zone && p in pixelRect(at: [0, 0], size: [9, 9]) }" | '' || false | false  | true
    }

    def "a rule of shape tests joined by && || ! answers as its closure does (run trusted) on 5000 seeded points"() {
        given:
        String text = '''\
            def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200)
            def button = rect(at: [60, 80], size: [120, 40])
            def door = rect(at: [200, 100], size: [80, 30], angle: 30, anchor: 'center')
            def coin = circle(at: [180, 170], r: 25)
            rule('click') { p -> p in button && !(p in guard) }
            rule('either') { p -> p in door || coin.contains(p) }
            rule('mixed') { it in guard && (it in coin || !(it in button)) }
            '''.stripIndent()
        def sandboxed = (ScriptRuleSet) RuleSet.compile(text, Options.defaults())
        def closures = RuleSet.compile(text, Options.defaults().sandboxed(false))
        def random = new Random(11)
        double[] xs = (0..<5000).collect { random.nextDouble() * 300 } as double[]
        double[] ys = (0..<5000).collect { random.nextDouble() * 300 } as double[]

        when:
        Hits inJava = sandboxed.evaluateAll(xs, ys)
        Hits byClosures = closures.evaluateAll(xs, ys)

        then: "the sandboxed set answers in Java, the trusted one runs the closures"
        sandboxed.idle.peek().formulas.every { it != null }
        (0..<3).every { r -> (0..<5000).every { i -> inJava.hit(i, r) == byClosures.hit(i, r) } }
        (0..<3).collect { r -> byClosures.count(r) }.every { it > 50 && it < 4950 } // the points reach both answers
    }

    def "a rule that moves the zone another rule tests is run as a closure, so it sees the move"() {
        given:
        def rs = RuleSet.compile('''\
            def zone = circle(at: [0, 0], r: 1)
            rule('in zone') { p -> p in zone }
            rule('move zone') { x, y -> zone = circle(at: [x, y], r: 1); true }
            '''.stripIndent(), Options.defaults())

        expect: "rules run in order for each point: the zone follows the point"
        rs.evaluateAll(50, 50) == ['in zone', 'move zone'] || rs.evaluateAll(50, 50) == ['in zone', 'move zone']
        rs.evaluate('in zone', 50, 50)
        !rs.evaluate('in zone', 0, 0)
    }

    def "runChecks runs the script's checks again and reports each example"() {
        when:
        CheckReport report = level.runChecks()

        then:
        report.script() == 'level.groovy'
        report.passed()
        report.outcomes()*.summary() == ['ok    at the door: hit (50, 90)', 'ok    at the door: miss (51, 90)',
                                         'ok    guard sees player: hit (150, 130)', 'ok    guard sees player: miss (100, 320)',
                                         "ok    in circle 'coin': hit (126, 208)"]
        report.warnings() == ["rule 'on the button' (line 8) has no check", "rule 'near the coin' (line 9) has no check",
                              "rule 'seen far off' (line 10) has no check"]
    }

    def "runChecks reports the words' warnings, as ./hantei run does: a fan given in radians"() {
        given:
        def rs = RuleSet.compile("def g = fan(at: [0, 0], dir: 0.52, range: 1.05, len: 100)\nrule('g') { p -> p in g }\ncheck('g') { miss 50, 10 }\n",
                'level.groovy', Options.defaults())

        when:
        CheckReport report = rs.runChecks()

        then: "the check passes; the warning names the line and the fix"
        report.passed()
        report.warnings() == ['fan (line 1): dir 0.52 and range 1.05 look like radians, but angles are degrees — ' +
                                      'for radians write dir: Math.toDegrees(0.52), range: Math.toDegrees(1.05)']
    }

    def "a failing check is reported, and the rule set still evaluates"() {
        given:
        def rs = RuleSet.compile(LEVEL + "check('at the door') { hit 51, 90 }\n", 'level.groovy', Options.defaults())

        when:
        def report = rs.runChecks()

        then:
        !report.passed()
        report.failedCount() == 1
        report.passedCount() == 5
        with(report.outcomes().find { !it.passed() }) {
            example().line() == 15
            actual() == false
            summary() == 'FAIL  at the door: expected a hit at (51, 90) but it was a miss'
        }
        rs.evaluate('at the door', 50, 90)
    }

    def "a rule that fails #what fails with its rule, point and line"() {
        given:
        def rs = RuleSet.compile("def zone = circle(at: [0, 0], r: 5)\nrule('bad') { p ->\n    $body\n}\n", 'odd.groovy', Options.defaults())

        when:
        rs.evaluate('bad', 1, 2)

        then:
        def e = thrown(EvaluationException)
        e.rule() == 'bad'
        e.x() == 1d
        e.y() == 2d
        e.problem().kind() == Problem.Kind.ERROR
        e.message.startsWith(message)

        where:
        what                 | body                                  || message
        'answering a number' | '42'                                  || "odd.groovy:2: rule 'bad' at (1.0, 2.0): rule 'bad' must answer true or false but answered 42"
        'by throwing'        | "throw new IllegalStateException('no')" || "odd.groovy:3: rule 'bad' at (1.0, 2.0): IllegalStateException: no"
        'with a missing method' | 'p.nope()'                         || "odd.groovy:3: rule 'bad' at (1.0, 2.0): MissingMethodException: No signature of method: nope for class: io.hantei.geom.Vec2 is applicable for argument types: () values: []"
    }

    def "a rule that fails on one point does not spoil the next evaluation"() {
        given:
        def rs = RuleSet.compile("rule('picky') { x, y -> if (x < 0) throw new IllegalArgumentException('left'); x > 5 }", Options.defaults())

        when:
        rs.evaluate('picky', -1, 0)
        then:
        thrown(EvaluationException)

        expect:
        rs.evaluate('picky', 6, 0)
        !rs.evaluate('picky', 1, 0)
    }

    def "a script that #what does not compile, with the line"() {
        when:
        RuleSet.compile(script, 'level.groovy', Options.defaults())

        then:
        def e = thrown(CompileException)
        e.problems()*.toString() == messages

        where:
        what               | script                                    || messages
        'has a syntax error' | 'def x = \n\nrule(('                   || ['level.groovy:3:5: unexpected input \'(\'']
        'throws as it runs'  | "def a = 1\nthrow new IllegalStateException('broken level')" || ['level.groovy:2: IllegalStateException: broken level']
        'names a rule twice' | "rule('a') { true }\nrule('a') { false }"  || ["level.groovy:2: rule 'a' is already defined (line 1) — give each rule its own name"]
    }

    def "a trusted script that meets a checked exception as it runs reports that exception, in compile and in runChecks"() {
        given: "a file that is there when the script first runs, and gone when its checks run again"
        File data = File.createTempFile('hantei-level', '.txt')
        data.text = '42'
        String script = "def n = new File(${data.absolutePath.inspect()}).text\nrule('r') { p -> true }"

        when:
        RuleSet rs = RuleSet.compile(script, 'level.groovy', Options.trusted())
        data.delete()
        CheckReport report = rs.runChecks()

        then: "the file's own exception, not a wrapper with a null message"
        report.errors().size() == 1
        report.errors()[0].toString().startsWith('level.groovy:1: FileNotFoundException: ' + data.absolutePath)

        when:
        RuleSet.compile(script, 'level.groovy', Options.trusted())

        then:
        def e = thrown(CompileException)
        e.problems()*.toString().every { it.startsWith('level.groovy:1: FileNotFoundException: ' + data.absolutePath) }

        cleanup:
        data.delete()
        rs?.close()
    }

    def "asking for #what is refused with a message that says what would do"() {
        when:
        ask(level)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        what                  | ask                                                           || message
        'an unknown rule'     | { RuleSet r -> r.evaluate('at the dor', 1, 2) }               || "evaluate: no rule named 'at the dor' in level.groovy — rules: 'at the door', 'guard sees player', 'on the button', 'near the coin', 'seen far off'"
        'a NaN point'         | { RuleSet r -> r.evaluateAll(Double.NaN, 2) }                  || 'evaluate: point 0 must have finite coordinates but was (NaN, 2.0)'
        'arrays of two lengths' | { RuleSet r -> r.evaluateAll(new double[2], new double[3]) } || 'evaluate: xs and ys must be arrays of the same length but were 2 long and 3 long'
        'a count past the end'  | { RuleSet r -> r.evaluate(r.rules(), new double[2], new double[2], 3) } || "evaluate: count must be between 0 and the arrays' lengths (2, 2) but was 3"
    }

    def "what the script prints goes to the output option, and nowhere without one"() {
        given:
        def out = new StringWriter()
        def rs = RuleSet.compile("println 'hello from the script'\nrule('loud') { x, y -> println \"at \$x\"; true }",
                Options.defaults().output(out))

        when:
        rs.evaluate('loud', 3, 4)

        then:
        out.toString().readLines() == ['hello from the script', 'at 3.0']
    }

    def "Options default to the sandbox, 10 s to compile, 1 s per evaluation and 256 MiB"() {
        expect:
        with(Options.defaults()) {
            sandboxed()
            compileTimeout() == Duration.ofSeconds(10)
            evalTimeout() == Duration.ofSeconds(1)
            allocationLimit() == 256L << 20
            output() == null
        }
        !Options.trusted().sandboxed()
        Options.defaults().evalTimeout(Duration.ofMillis(5)).evalTimeout() == Duration.ofMillis(5)
        Options.defaults() == Options.defaults().sandboxed(true)
        Options.defaults() != Options.trusted()
        Options.defaults().toString() == 'Options[sandboxed, compileTimeout PT10S, evalTimeout PT1S, allocationLimit 268435456 bytes]'
    }

    def "Options refuse #what"() {
        when:
        make()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == message

        where:
        what                 | make                                                        || message
        'a negative timeout' | { -> Options.defaults().evalTimeout(Duration.ofSeconds(-1)) } || 'options: evalTimeout must be a duration >= 0 (Duration.ZERO for none) but was PT-1S'
        'a null timeout'     | { -> Options.defaults().compileTimeout(null) }                || 'options: compileTimeout must be a duration >= 0 (Duration.ZERO for none) but was null'
        'a negative limit'   | { -> Options.defaults().allocationLimit(-1) }                 || 'options: allocationLimit must be >= 0 bytes but was -1'
    }

    def "a limit of #limit works as a limit that is never reached"() {
        given:
        def rs = RuleSet.compile("rule('quick') { x, y -> x > 0 }", Options.defaults().compileTimeout(limit).evalTimeout(limit))

        expect:
        rs.evaluate('quick', 1, 0)
        !rs.evaluate('quick', -1, 0)

        where:
        limit << [Duration.ofDays(365 * 1000), Duration.ofSeconds(Long.MAX_VALUE)]
    }

    def "without a time limit evaluations run on the calling thread"() {
        given:
        def rs = RuleSet.compile("rule('here') { x, y -> true }", Options.defaults().evalTimeout(Duration.ZERO))
        def before = Limited.workerThreads()

        expect:
        rs.evaluate('here', 0, 0)
        Limited.workerThreads() <= before
    }

    def "with callerThread evaluations run on the calling thread, and the time limit still stops a loop"() {
        given:
        def script = "rule('on a worker') { p -> Thread.currentThread().name.startsWith('hantei-worker') }\n" +
                "rule('forever') { p -> while (true) { } }"
        def limited = Options.trusted().evalTimeout(Duration.ofMillis(200))
        def onCaller = RuleSet.compile(script, 'threads.groovy', limited.callerThread(true))
        def onWorker = RuleSet.compile(script, 'threads.groovy', limited)

        expect:
        !onCaller.evaluate('on a worker', 0, 0)
        onWorker.evaluate('on a worker', 0, 0)
        onCaller.options().callerThread() && !onWorker.options().callerThread()
        onCaller.options() != onWorker.options()
        onCaller.options().toString().endsWith(", on the caller's thread]")

        when:
        onCaller.evaluate('forever', 1, 2)

        then:
        EvaluationException e = thrown()
        e.problem().message().startsWith("rule 'forever' at (1.0, 2.0): time limit")
    }

    static final String ZONES = '''\
        def hall = rect(at: [0, 0], size: [100, 100], name: 'hall')
        def well = circle(at: [50, 50], r: 10, name: 'well')
        def rooms = zones(hall, well)
        def sheds = zones([well, rect(at: [200, 0], size: [10, 10], name: 'shed')])
        rule('near a zone made by the rule') { p -> zones(circle(at: [0, 0], r: 1)).at(p).size() > 0 }
        '''.stripIndent()

    def "zones() lists the shapes of the script's zones sets, each once, in the order given, and none a rule makes"() {
        given:
        def rules = RuleSet.compile(ZONES, 'zones.groovy', Options.defaults())

        expect:
        rules.zones()*.name() == ['hall', 'well', 'shed']
        rules.zones()*.class == [Rect, Circle, Rect]
        rules.evaluateAll(0.5, 0) == ['near a zone made by the rule']
        rules.zones()*.name() == ['hall', 'well', 'shed']
        RuleSet.compile("rule('r') { p -> true }", Options.defaults()).zones() == []
        level.zones() == []
    }

    def "a script compiled with a folder reads the files it names from there"() {
        given:
        def script = "def triggers = tiled('maps/cave.tmx').zones('Triggers')\nrule('anywhere') { p -> true }"

        when:
        def rules = RuleSet.compile(script, 'level.groovy', Options.defaults(), Path.of('dsl-examples'))

        then:
        rules.rules() == ['anywhere']
        !rules.zones().isEmpty()   // the map's Triggers layer, a zones set

        when: 'without a folder it names no file'
        RuleSet.compile(script, 'level.groovy', Options.defaults(), null)

        then:
        thrown(CompileException)
    }

    def "Hits reads as a table and refuses an index outside it"() {
        given:
        Hits h = level.evaluateAll([50, 250] as double[], [90, 160] as double[])

        expect:
        h.hit(0, 0)
        !h.hit(1, 0)
        h.count() == 3
        h.count(1) == 1

        when:
        h.hit(2, 0)
        then:
        def e = thrown(IndexOutOfBoundsException)
        e.message == 'hits: point 2 of 2, rule 0 of 5'
    }
}
