package io.hantei.embed

import io.hantei.geom.Fan
import spock.lang.Specification

import javax.script.Compilable
import javax.script.Invocable
import javax.script.ScriptEngine
import javax.script.ScriptEngineManager
import javax.script.ScriptException
import javax.script.SimpleBindings

/** The DSL through JSR-223: found by name, the DSL imported, checks printed to the context's writer. */
class ScriptEngineSpec extends Specification {

    static ScriptEngineManager manager = new ScriptEngineManager()

    def "the engine is found by #how"() {
        expect:
        find() instanceof HanteiScriptEngineFactory.Engine
        find().factory instanceof HanteiScriptEngineFactory

        where:
        how         | find
        'name'      | { -> manager.getEngineByName('hantei') }
        'extension' | { -> manager.getEngineByExtension('hantei') }
        'MIME type' | { -> manager.getEngineByMimeType('application/x-hantei') }
    }

    def "the factory describes the engine"() {
        given:
        def f = manager.engineFactories.find { it instanceof HanteiScriptEngineFactory }

        expect:
        f.engineName == 'hantei'
        f.names == ['hantei', 'Hantei']
        f.extensions == ['hantei']
        f.getParameter(ScriptEngine.NAME) == 'hantei'
        f.getParameter('THREADING') == 'MULTITHREADED'
        f.getParameter('no such key') == null
        f.languageVersion.contains('Groovy 5')
        f.getMethodCallSyntax('guard', 'contains', '150', '130') == 'guard.contains(150, 130)'
        f.getOutputStatement("it's") == "println('it\\'s')"
        f.getProgram('def a = 1', 'a + 1') == 'def a = 1\na + 1\n'
        manager.getEngineByName('hantei').eval(f.getProgram('def a = 1', 'a + 1')) == 2
    }

    def "the DSL's words are there without an import, and a shape is the core object"() {
        given:
        def engine = manager.getEngineByName('hantei')

        expect:
        engine.eval('[150, 130] in fan(at: [100, 100], dir: 30, range: 60, len: 200)') == true
        engine.eval('fan(at: [0, 0], dir: 0, range: 90, len: 5)') == Fan.of(0, 0, 0, 90, 5)
        engine.eval('RotatedRect.Method.CROSS_PRODUCT').toString() == 'CROSS_PRODUCT'
    }

    def "rules and checks run, each check printing to the context's writer, with the host's bindings"() {
        given:
        def engine = manager.getEngineByName('hantei')
        def out = new StringWriter()
        engine.context.writer = out
        engine.put('px', 150)

        when:
        def last = engine.eval('''\
            def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
            rule('seen') { p -> p in guard }
            check('seen') { hit px, 130; miss 100, 320; hit 0, 0 }
            'done'
            '''.stripIndent())

        then:
        last == 'done'
        out.toString().readLines() == ['ok    seen: hit (150, 130)', 'ok    seen: miss (100, 320)',
                                       'FAIL  seen: expected a hit at (0, 0) but it was a miss',
                                       "      Fan 'guard'[apex (100, 100), dir 30°, range 60°, len 200] does not contain (0, 0)"]
    }

    def "scripts compile once and run many times, and their functions can be called"() {
        given:
        def engine = manager.getEngineByName('hantei')
        def compiled = ((Compilable) engine).compile('def inZone(x, y) { [x, y] in circle(at: [0, 0], r: 5) }\ninZone(px, 0)')

        expect:
        compiled.eval(new SimpleBindings([px: 5])) == true
        compiled.eval(new SimpleBindings([px: 6])) == false
        engine.eval('def inZone(x, y) { [x, y] in circle(at: [0, 0], r: 5) }') == null
        ((Invocable) engine).invokeFunction('inZone', 3, 4) == true
    }

    def "a mistake in a script is a ScriptException with the DSL's message"() {
        when:
        manager.getEngineByName('hantei').eval('fan(at: [0, 0], dir: 0, rnage: 90, len: 5)')

        then:
        def e = thrown(ScriptException)
        e.message.contains("fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name")
    }

    def "Groovy's own engine is still Groovy's"() {
        expect:
        !(manager.getEngineByName('groovy') instanceof HanteiScriptEngineFactory.Engine)
    }
}
