package io.hantei.dsl

import io.hantei.embed.CompileException
import io.hantei.embed.EvaluationException
import io.hantei.embed.Options
import io.hantei.embed.RuleSet
import spock.lang.Specification

import java.lang.reflect.Modifier

/**
 * The mistakes of a designer's first hour (issue 18), each answered with the file, the line, the
 * column where it is known, and the fix: an unknown or misspelt word, an unknown method of a
 * shape, a failed {@code assert}, angles in radians, {@code hit [x, y]} and a syntax error.
 */
class MistakesSpec extends Specification {

    /** The words of a script, in the order the unknown-word message lists them (written out here, not read from Words). */
    static final String WORDS = 'rect, pixelRect, fan, circle, polygon, polyline, ellipse, capsule, segment, lineOfSight, ' +
            'rayCast, point, zones, rule, check, tiled, scene, render, heatMap'
    static final String LISTED = ' words: ' + WORDS + ' (./hantei words lists their arguments)'

    static final String GUARD = "def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')"

    static ScriptResult run(String text) {
        new ScriptRunner(new StringWriter()).run(text, 'level.groovy')
    }

    def "an unknown word on line 2, column #column: #message"() {
        when:
        def result = run(GUARD + '\n' + line2 + '\n')

        then:
        result.errors*.toString() == ["level.groovy:2:$column: $message" as String]
        result.errors[0].kind == ScriptError.Kind.ERROR
        result.errors[0].details == [line2, ' ' * (column - 1) + '^']

        where:
        line2                                        || column | message
        'def coin = circel(at: [1, 2], r: 5)'        || 12     | "unknown word 'circel' — did you mean 'circle'?" + LISTED
        "def g = Fan(at: [0, 0], dir: 0, range: 90, len: 5)" || 9 | "unknown word 'Fan' — did you mean 'fan'?" + LISTED
        'recT(at: [0, 0], size: [4, 4])'             || 1      | "unknown word 'recT' — did you mean 'rect'?" + LISTED
        'def b = box(at: [0, 0])'                    || 9      | "unknown word 'box' —" + LISTED
        "def near = [1, 2].collect { p -> dor(p) }"  || 34     | "unknown word 'dor' —" + LISTED
        "def w = zone(guard)"                        || 9      | "unknown word 'zone' — did you mean 'zones'?" + LISTED
        "def m = tield('maps/cave.tmx')"             || 9      | "unknown word 'tield' — did you mean 'tiled'?" + LISTED
    }

    def "the word list is the DSL: each word in it is a method a script calls, and each of Hantei's words is in it"() {
        given:
        Set<String> statics = Hantei.declaredMethods.findAll { Modifier.isStatic(it.modifiers) && Modifier.isPublic(it.modifiers) }*.name as Set
        Set<String> scriptMethods = HanteiScript.methods*.name as Set

        expect:
        statics.every { Words.NAMES.contains(it) }
        Words.NAMES.every { statics.contains(it) || scriptMethods.contains(it) }
        Words.IN_CHECK*.name.every { String w -> CheckBlock.methods*.name.contains(w) }
    }

    def "a word given what it does not take says how it is written"() {
        expect:
        run(GUARD + '\n' + line2 + '\n').errors*.toString() == ["level.groovy:2:1: $message" as String]

        where:
        line2                 || message
        "rule('door')"        || "rule is written rule('name') { p -> ... } but was given ('door')"
        "check('door', 5)"    || "check is written check('rule name', tags: ['smoke']) { hit x, y; miss x, y } but was given ('door', 5)"
        "check('door')"       || "check is written check('rule name', tags: ['smoke']) { hit x, y; miss x, y } but was given ('door')"
    }

    def "a method the script has, given other arguments, is not called an unknown word: #line2"() {
        when:
        def errors = run(GUARD + '\n' + line2 + '\n').errors

        then:
        errors.size() == 1
        errors[0].message.startsWith('MissingMethodException: No signature of method: ' + name)
        !errors[0].message.contains('unknown word')

        where:
        line2                                                  || name
        "def twice(int n) { 2 * n }\ntwice('door')"            || 'twice'
        "println(1, 2, 3)"                                     || 'println'
    }

    def "an unknown word inside a check's block knows hit and miss too"() {
        when:
        def result = run(GUARD + "\nrule('seen') { p -> p in guard }\ncheck('seen') {\n    hitt 150, 130\n}\n")

        then:
        result.errors*.toString() == ["level.groovy:4:5: unknown word 'hitt' — did you mean 'hit'? words: hit, miss, " + WORDS +
                                              ' (./hantei words lists their arguments)']
    }

    def "an unknown method or property of a #kind names the shape's methods: #message"() {
        when:
        def result = run(made + '\n' + call + '\n')

        then:
        result.errors*.toString() == ["level.groovy:2:$column: $message" as String]

        where:
        made                                        | call                          || column | message
        GUARD                                       | 'guard.contain([150, 130])'   || 7      | "a Fan has no method 'contain' — did you mean 'contains'? its methods: apex, apexX, apexY, bounds, contains, containsAll, dirDegrees, isFullDisc, len, name, named, overlaps, rangeDegrees, sees"
        'def coin = circle(at: [0, 0], r: 5)'       | 'assert coin.radius == 5'     || 13     | "a Circle has no property 'radius' — did you mean 'r'? its methods: bounds, center, centerX, centerY, contains, containsAll, name, named, overlaps, r"
        'def coin = circle(at: [0, 0], r: 5)'       | 'coin.overlap(coin)'          || 6      | "a Circle has no method 'overlap' — did you mean 'overlaps'? its methods: bounds, center, centerX, centerY, contains, containsAll, name, named, overlaps, r"
        'def z = zones(circle(at: [0, 0], r: 5))'   | 'z.namse([1, 1])'             || 3      | "a Zones has no method 'namse' — did you mean 'names'? its methods: at, crossing, iterator, names, overlapping, size"
        kind = made.find(/(fan|circle|zones)/)
    }

    def "a sandboxed rule set (eval, embedders) names the unknown word with its line and column too"() {
        when: 'the script calls it as it runs'
        RuleSet.compile(GUARD + '\ndef coin = circel(at: [1, 2], r: 5)\n', 'level.groovy', Options.defaults())

        then:
        CompileException e = thrown()
        e.problems()*.toString() == ["level.groovy:2:12: unknown word 'circel' — did you mean 'circle'?" + LISTED]
        e.problems()[0].column() == 12

        when: 'a rule calls it for a point'
        def rules = RuleSet.compile(GUARD + "\nrule('seen') { p ->\n    guard.contain(p)\n}\n", 'level.groovy', Options.defaults())
        rules.evaluate('seen', 150, 130)

        then:
        EvaluationException ee = thrown()
        ee.problem().toString().startsWith("level.groovy:3:11: rule 'seen' at (150.0, 130.0): a Fan has no method 'contain' — did you mean 'contains'?")
    }

    def "a failed assert keeps Groovy's diagram and its line, and is a failed check, not a script that cannot run"() {
        when:
        def result = run(GUARD + '\ndef seen = [100, 320] in guard\nassert seen == true\n')

        then:
        result.errors.size() == 1
        with(result.errors[0]) {
            kind == ScriptError.Kind.ASSERTION
            line == 3
            details == ['assert seen == true',
                        '       |    |',
                        '       |    false',
                        '       false']
            message == 'assertion failed: assert seen == true; |    |; |    false; false'
        }
    }

    def "an assert with a message of its own keeps the message"() {
        expect:
        run("def n = 2\nassert n > 3, 'too few guards'\n").errors*.toString() ==
                ['level.groovy:2: assertion failed: too few guards. Expression: (n > 3). Values: n = 2']
    }

    def "fan(dir: #dir, range: #range) #outcome"() {
        when:
        def result = run("def g = fan(at: [0, 0], dir: $dir, range: $range, len: 10)\n")

        then: 'it runs either way'
        result.errors == []
        result.warnings == (warns ? ["fan (line 1): dir $dir and range $range look like radians, but angles are degrees — " +
                                             "for radians write dir: Math.toDegrees($dir), range: Math.toDegrees($range)" as String] : [])

        where:
        dir     | range  || warns
        0.52    | 1.05   || true     // 30° and 60° in radians
        -1.5    | 0.5    || true
        6.28    | 3.14   || true     // just below 2π
        30      | 60     || false    // degrees
        0       | 360    || false    // a full disc
        1       | 2      || false    // whole numbers are never taken for radians
        0       | 1.05   || false    // one whole angle: the fan is taken as written in degrees
        0.52    | 90     || false
        30.5    | 60.25  || false    // not below 2π
        6.3     | 1.05   || false    // 6.3 > 2π
        outcome = warns ? 'warns that it looks like radians and runs' : 'runs without a warning'
    }

    def "an angle: of #word that looks like radians warns with its line, once however often the line runs"() {
        when:
        def result = run("def spot = [0, 0]\n3.times {\n    def s = $call\n}\n")

        then:
        result.errors == []
        result.warnings == [message]

        where:
        word      | call                                                               || message
        'rect'    | "rect(at: [0, 0], size: [4, 2], angle: Math.PI / 6)"               || 'rect (line 3): angle 0.5235987755982988 looks like radians, but angles are degrees — for radians write angle: Math.toDegrees(0.5235987755982988)'
        'ellipse' | "ellipse(at: [0, 0], size: [4, 2], angle: 0.79)"                   || 'ellipse (line 3): angle 0.79 looks like radians, but angles are degrees — for radians write angle: Math.toDegrees(0.79)'
        'polygon' | "polygon(points: [[0, 0], [4, 0], [0, 4]], angle: -0.3)"          || 'polygon (line 3): angle -0.3 looks like radians, but angles are degrees — for radians write angle: Math.toDegrees(-0.3)'
    }

    def "a rect turned by whole degrees, or not turned, gives no warning"() {
        expect:
        run("def a = rect(at: [0, 0], size: [4, 2], angle: 30)\ndef b = rect(at: [0, 0], size: [4, 2])\n" +
                "def c = rect(at: [0, 0], size: [4, 2], angle: 0.0)\n").warnings == []
    }

    def "#written is answered before the script runs, with its column and the fix"() {
        when:
        def result = run(GUARD + "\nrule('seen') { p -> p in guard }\ncheck('seen') {\n    hit 150, 130\n    $written\n}\n")

        then:
        result.checks.isEmpty()
        result.errors*.toString() == ["level.groovy:5:5: $message" as String]
        result.errors[0].details == ['    ' + written, '    ^']

        where:
        written            || message
        'hit [20, 20]'     || 'hit [20, 20] is read by Groovy as an index, hit[20, 20] — write hit 20, 20 or hit([20, 20])'
        'miss [x, 320]'    || 'miss [x, 320] is read by Groovy as an index, miss[x, 320] — write miss x, 320 or miss([x, 320])'
    }

    def "hit [20, 20] in a sandboxed rule set is named with its column too"() {
        when:
        RuleSet.compile(GUARD + "\nrule('seen') { p -> p in guard }\ncheck('seen') {\n    hit [20, 20]\n}\n", 'level.groovy', Options.defaults())

        then:
        CompileException e = thrown()
        e.problems()*.toString() == ['level.groovy:4:5: hit [20, 20] is read by Groovy as an index, hit[20, 20] — write hit 20, 20 or hit([20, 20])']
    }

    def "a variable the script calls hit may still be indexed"() {
        expect:
        run("def hit = [1, 2, 3]\nassert hit[1] == 2\n").errors == []
    }

    def "a syntax error keeps Groovy's column, with the line and a caret under it"() {
        when:
        def result = run(GUARD + "\ndef coin = circle(at: [0, 0] r: 5)\n")

        then:
        result.errors*.toString() == ["level.groovy:2:18: unexpected input '('"]
        result.errors[0].details == ['def coin = circle(at: [0, 0] r: 5)',
                                     '                 ^']
    }

    def "the argument errors keep their line alone, as before"() {
        expect:
        run(GUARD.replace('range', 'rnage')).errors*.toString() ==
                ["level.groovy:1: fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name"]
    }
}
