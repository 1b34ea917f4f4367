package io.hantei.embed;

import groovy.lang.GroovyClassLoader;
import groovy.lang.GroovySystem;
import io.hantei.dsl.ScriptCompiler;
import org.codehaus.groovy.jsr223.GroovyScriptEngineImpl;
import org.codehaus.groovy.runtime.FormatHelper;

import javax.script.ScriptEngine;
import javax.script.ScriptEngineFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
public class HanteiScriptEngineFactory implements ScriptEngineFactory {

    static final String VERSION = version();

    /** The jar's Implementation-Version, or the build's when there is none (or it is empty). */
    private static String version() {
        Package p = HanteiScriptEngineFactory.class.getPackage();
        String v = p == null ? null : p.getImplementationVersion();
        return v == null || v.isEmpty() ? "0.1.0-SNAPSHOT" : v;
    }

    @Override
    public String getEngineName() {
        return "hantei";
    }

    @Override
    public String getEngineVersion() {
        return VERSION;
    }

    @Override
    public List<String> getExtensions() {
        return list("hantei");
    }

    @Override
    public List<String> getMimeTypes() {
        return list("application/x-hantei");
    }

    @Override
    public List<String> getNames() {
        return list("hantei", "Hantei");
    }

    /** A new list, the caller's to change, as each call gave before. */
    private static List<String> list(String... items) {
        return new ArrayList<>(Arrays.asList(items));
    }

    @Override
    public String getLanguageName() {
        return "hantei";
    }

    @Override
    public String getLanguageVersion() {
        return VERSION + " (Groovy " + GroovySystem.getVersion() + ")";
    }

    @Override
    public Object getParameter(String key) {
        if (key == null) {
            return null;
        }
        switch (key) {
            case ScriptEngine.NAME: return "hantei";
            case ScriptEngine.ENGINE: return getEngineName();
            case ScriptEngine.ENGINE_VERSION: return getEngineVersion();
            case ScriptEngine.LANGUAGE: return getLanguageName();
            case ScriptEngine.LANGUAGE_VERSION: return getLanguageVersion();
            case "THREADING": return "MULTITHREADED"; // as Groovy's engine: each eval runs a new script instance
            default: return null;
        }
    }

    @Override
    public String getMethodCallSyntax(String obj, String m, String... args) {
        return obj + "." + m + "(" + String.join(", ", args) + ")";
    }

    @Override
    public String getOutputStatement(String toDisplay) {
        return "println(" + FormatHelper.inspect(toDisplay) + ")"; // Groovy's inspect(): in single quotes, escaped
    }

    @Override
    public String getProgram(String... statements) {
        return String.join("\n", statements) + "\n";
    }

    @Override
    public ScriptEngine getScriptEngine() {
        return new Engine(this);
    }

    /** Groovy's engine, compiling with hantei's configuration, that names this factory as its own. */
    public static final class Engine extends GroovyScriptEngineImpl {
        private final HanteiScriptEngineFactory factory;

        public Engine(HanteiScriptEngineFactory factory) {
            super(new GroovyClassLoader(HanteiScriptEngineFactory.class.getClassLoader(), ScriptCompiler.getTRUSTED().configuration()));
            this.factory = factory;
        }

        @Override
        public ScriptEngineFactory getFactory() {
            return factory;
        }
    }
}
