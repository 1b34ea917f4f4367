package io.hantei.dsl

import io.hantei.embed.CompileException
import io.hantei.embed.Options
import io.hantei.embed.RuleSet
import io.hantei.geom.Fan
import io.hantei.sandbox.LimitChecks
import io.hantei.sandbox.SandboxGate
import io.hantei.sandbox.SandboxTransformer
import org.codehaus.groovy.control.customizers.ImportCustomizer
import spock.lang.Specification

/** The one pipeline from script text to a compiled script, and what each way in gets from it. */
class ScriptCompilerSpec extends Specification {

    private static List<Class<?>> customizers(def config) {
        config.compilationCustomizers.collect { it.getClass() }
    }

    def "#which compiles with the DSL's base class, imports, argument checks and shape recorder#extra"() {
        when:
        def config = compiler.configuration()

        then:
        config.scriptBaseClass == HanteiScript.name
        customizers(config) == expected

        where:
        which                       | compiler                            || expected                                                                          | extra
        'a trusted script'          | ScriptCompiler.TRUSTED              || [WordsChecker.IndexedHit, ImportCustomizer, WordsChecker, PictureRecording]         | ''
        'a trusted rule set'        | ScriptCompiler.forRuleSets(false)   || [WordsChecker.IndexedHit, LimitChecks, ImportCustomizer, WordsChecker, PictureRecording] | ', after the limits\' checks'
        'a sandboxed rule set'      | ScriptCompiler.forRuleSets(true)    || [SandboxGate, WordsChecker.IndexedHit, SandboxTransformer, LimitChecks, ImportCustomizer, WordsChecker, PictureRecording] | ', after the sandbox and the limits\' checks'
    }

    def "a misspelt argument is the same error, on the same line, from run and from RuleSet.compile"() {
        given:
        def text = "def a = 1\ndef guard = fan(at: [0, 0], dir: 0, range: 90, lenn: 5)\n"

        when:
        ScriptCompiler.TRUSTED.compile(text, 'level.groovy', 'maps/level.groovy')

        then:
        ScriptCompileException e = thrown()
        e.errors*.toString() == ["maps/level.groovy:2: fan: unknown argument 'lenn' — did you mean 'len'? valid: at, dir, range, len, name"]

        when:
        def ran = new ScriptRunner().run(text, 'level.groovy')
        RuleSet.compile(text, 'level.groovy', Options.defaults())

        then:
        CompileException c = thrown()
        ran.errors*.line == [2]
        c.problems()*.line() == [2]
        c.problems()*.message() == ran.errors*.message
    }

    def "a refusal of the sandbox is a compile error of kind REFUSED with its line"() {
        when:
        ScriptCompiler.forRuleSets(true).compile("def x = 1\nSystem.exit(0)\n", 'level.groovy')

        then:
        ScriptCompileException e = thrown()
        e.errors*.kind.unique() == [ScriptError.Kind.REFUSED]
        e.errors*.line.unique() == [2]
        e.errors*.message.every { it.startsWith('refused: ') }
    }

    def "the shape recorder keeps a named copy in place of the unnamed shape it was made from"() {
        given:
        def script = ScriptCompiler.TRUSTED.compile('''
            def guard = fan(at: [0, 0], dir: 0, range: 90, len: 5).named('guard')
            def other = circle(at: [9, 9], r: 1)
        ''', 'level.groovy').newScript()

        when:
        script.run()

        then:
        script.shapesMade().collect { it.name() } == ['guard', null]
        script.shapesMade()[0] instanceof Fan
    }

    def "a rule set lists the shapes its script made, named as the script named them"() {
        when:
        def rules = RuleSet.compile('''
            def guard = fan(at: [0, 0], dir: 0, range: 90, len: 5).named('guard')
            rule('seen') { p -> p in guard }
        ''', Options.defaults())

        then:
        rules.shapes()*.name() == ['guard']
    }

    def "only sandboxed rule sets look for rules that test one shape"() {
        given:
        def text = "def zone = circle(at: [0, 0], r: 5)\nrule('in zone') { p -> p in zone }\n"

        expect:
        ScriptCompiler.forRuleSets(true).compile(text, 'a.groovy').shapeRules == ['in zone': 'zone']
        ScriptCompiler.forRuleSets(false).compile(text, 'a.groovy').shapeRules == [:]
        ScriptCompiler.TRUSTED.compile(text, 'a.groovy').shapeRules == [:]
    }
}
