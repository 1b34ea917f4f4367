package io.hantei.embed

import groovy.transform.CompileStatic
import io.hantei.dsl.ScriptCompiler
import org.codehaus.groovy.jsr223.GroovyScriptEngineImpl

import javax.script.ScriptEngine
import javax.script.ScriptEngineFactory

/**
 * The hantei DSL for JSR-223 ({@code javax.script}): found by name, extension or MIME type
 * through {@link javax.script.ScriptEngineManager}, with the DSL already imported.
 * <pre>
 * ScriptEngine engine = new ScriptEngineManager().getEngineByName("hantei");
 * engine.eval("[150, 130] in fan(at: [100, 100], dir: 30, range: 60, len: 200)");  // true
 * </pre>
 * Scripts compile with {@link ScriptCompiler#TRUSTED}'s configuration (the one pipeline of
 * a hantei script), and run as Groovy's own engine runs them: each check prints its result to
 * the context's writer, bindings are shared with the host, and the engine is
 * {@code Compilable} and {@code Invocable}. It is not sandboxed: for scripts written by others
 * use {@link RuleSet}, whose sandbox is on by default.
 */
@CompileStatic
class HanteiScriptEngineFactory implements ScriptEngineFactory {

    static final String VERSION = HanteiScriptEngineFactory.package?.implementationVersion ?: '0.1.0-SNAPSHOT'

    @Override
    String getEngineName() {
        'hantei'
    }

    @Override
    String getEngineVersion() {
        VERSION
    }

    @Override
    List<String> getExtensions() {
        ['hantei']
    }

    @Override
    List<String> getMimeTypes() {
        ['application/x-hantei']
    }

    @Override
    List<String> getNames() {
        ['hantei', 'Hantei']
    }

    @Override
    String getLanguageName() {
        'hantei'
    }

    @Override
    String getLanguageVersion() {
        VERSION + ' (Groovy ' + GroovySystem.version + ')'
    }

    @Override
    Object getParameter(String key) {
        switch (key) {
            case ScriptEngine.NAME: return 'hantei'
            case ScriptEngine.ENGINE: return engineName
            case ScriptEngine.ENGINE_VERSION: return engineVersion
            case ScriptEngine.LANGUAGE: return languageName
            case ScriptEngine.LANGUAGE_VERSION: return languageVersion
            case 'THREADING': return 'MULTITHREADED' // as Groovy's engine: each eval runs a new script instance
            default: return null
        }
    }

    @Override
    String getMethodCallSyntax(String obj, String m, String... args) {
        obj + '.' + m + '(' + args.join(', ') + ')'
    }

    @Override
    String getOutputStatement(String toDisplay) {
        'println(' + toDisplay.inspect() + ')'
    }

    @Override
    String getProgram(String... statements) {
        statements.join('\n') + '\n'
    }

    @Override
    ScriptEngine getScriptEngine() {
        new Engine(this)
    }

    /** Groovy's engine, compiling with hantei's configuration, that names this factory as its own. */
    static final class Engine extends GroovyScriptEngineImpl {
        private final HanteiScriptEngineFactory factory

        Engine(HanteiScriptEngineFactory factory) {
            super(new GroovyClassLoader(HanteiScriptEngineFactory.classLoader, ScriptCompiler.TRUSTED.configuration()))
            this.factory = factory
        }

        @Override
        ScriptEngineFactory getFactory() {
            factory
        }
    }
}
