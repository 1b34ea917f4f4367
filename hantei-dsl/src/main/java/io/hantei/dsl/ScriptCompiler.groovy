package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.sandbox.AssertionRendering
import io.hantei.sandbox.LimitChecks
import io.hantei.sandbox.SandboxGate
import io.hantei.sandbox.SandboxTransformer
import org.codehaus.groovy.control.BytecodeProcessor
import org.codehaus.groovy.control.CompilationFailedException
import org.codehaus.groovy.control.CompilerConfiguration
import org.codehaus.groovy.control.MultipleCompilationErrorsException
import org.codehaus.groovy.control.customizers.CompilationCustomizer
import org.codehaus.groovy.control.customizers.ImportCustomizer
import org.codehaus.groovy.control.messages.ExceptionMessage
import org.codehaus.groovy.control.messages.Message
import org.codehaus.groovy.control.messages.SimpleMessage
import org.codehaus.groovy.control.messages.SyntaxErrorMessage
import org.codehaus.groovy.runtime.InvokerHelper

/**
 * The one pipeline from script text to a compiled hantei script. {@code ./hantei run}
 * ({@link ScriptRunner}), {@code ./hantei eval} and {@code RuleSet.compile} (the embedding API),
 * the JSR-223 engine and the console all compile through here, so a script means the same
 * everywhere and its errors name the same line (ARCHITECTURE.md, "The one pipeline").
 * <p>
 * What every hantei script gets ({@link #configuration()}):
 * <ul>
 *   <li>the script base class {@link HanteiScript} (rules, checks, pictures);</li>
 *   <li>{@code import static io.hantei.dsl.Hantei.*} (the shape words) and
 *       {@code import io.hantei.geom.*} (the core types, such as {@code RotatedRect.Method});</li>
 *   <li>{@link WordsChecker}: a misspelt, missing or mistyped argument of a shape word is a
 *       compile error with its line; and before the sandbox's rewrites,
 *       {@link WordsChecker.IndexedHit}: {@code hit [x, y]}, an index to Groovy, is one too;</li>
 *   <li>{@link PictureRecording}: {@code run()} notes the shapes the words make, the script's
 *       one record of its shapes (its picture, and a rule set's {@code shapes()}).</li>
 * </ul>
 * A compiler for rule sets ({@link #forRuleSets}) adds, when sandboxed, the sandbox's
 * compile-time gate and rewrites ({@link SandboxGate}, {@link SandboxTransformer}, no
 * {@code @Grab}, and {@link AssertionRendering} on the classes made) and the search for rules
 * that test one shape ({@link ShapeRuleFinder}); and,
 * sandboxed or not, the time and memory checks ({@link LimitChecks}) that limits need.
 */
@CompileStatic
final class ScriptCompiler {

    /** Groovy's global transformation behind {@code @Grab}, which downloads and loads code. */
    private static final String GRAB = 'groovy.grape.GrabAnnotationTransformation'

    /** The compiler for trusted scripts: {@code ./hantei run}, the console, the JSR-223 engine. */
    static final ScriptCompiler TRUSTED = new ScriptCompiler(false, false)

    /**
     * The binding variable that tells a script's words it runs sandboxed (set by
     * {@link Compiled#newScript}; a script cannot name it: it is not an identifier, and the
     * sandbox refuses {@code binding}).
     */
    static final String SANDBOXED = 'hantei.sandboxed'

    /** What identifies the code that compiles, for {@link ScriptCache}: hantei's jar and Groovy's. */
    static final String BUILD = ScriptCache.buildOf(ScriptCompiler) + '|' + ScriptCache.buildOf(Script)

    private final boolean sandboxed
    private final boolean limited
    /** Where compiled scripts are kept and found again, or null: each compile compiles. */
    private final ScriptCache cache

    private ScriptCompiler(boolean sandboxed, boolean limited, ScriptCache cache = null) {
        this.sandboxed = sandboxed
        this.limited = limited
        this.cache = cache
    }

    /**
     * This compiler, keeping what it compiles in {@code folder} and taking it from there when the
     * same text is compiled again under the same name by the same build ({@link ScriptCache});
     * null: no folder.
     */
    ScriptCompiler keepingCompiledIn(java.nio.file.Path folder) {
        new ScriptCompiler(sandboxed, limited, folder == null ? null : new ScriptCache(folder))
    }

    /** The compiler for rule sets: sandboxed or trusted, with the checks time and memory limits need. */
    static ScriptCompiler forRuleSets(boolean sandboxed) {
        new ScriptCompiler(sandboxed, true)
    }

    /** Whether scripts compiled here are sandboxed. */
    boolean sandboxed() {
        sandboxed
    }

    /** The compiler configuration of a hantei script (a new one each call). */
    CompilerConfiguration configuration() {
        configuration(null, null)
    }

    /**
     * The configuration, as a copy of {@code base}: its settings (the console passes
     * {@code System.getProperties()}'s) and its customizers, which run before the DSL's own.
     */
    CompilerConfiguration configuration(CompilerConfiguration base) {
        configuration(base, null)
    }

    private CompilerConfiguration configuration(CompilerConfiguration base, ShapeRuleFinder finder) {
        CompilerConfiguration config = base == null ? new CompilerConfiguration() : new CompilerConfiguration(base)
        if (base != null) {
            config.addCompilationCustomizers(base.compilationCustomizers as CompilationCustomizer[])
        }
        List<CompilationCustomizer> customizers = []
        if (sandboxed) {
            config.disabledGlobalASTTransformations = [GRAB] as Set<String>
            config.bytecodePostprocessor = new AssertionRendering() // a failed assertion's values are weighed before they are written
            customizers.add(new SandboxGate())
        }
        customizers.add(new WordsChecker.IndexedHit()) // hit [x, y] as written, before the sandbox rewrites indexes
        if (finder != null) {
            customizers.add(finder) // before the sandbox rewrites the rules it looks for
        }
        if (sandboxed) {
            customizers.add(new SandboxTransformer())
        }
        if (limited) {
            customizers.add(new LimitChecks())
        }
        config.scriptBaseClass = HanteiScript.name
        ImportCustomizer imports = new ImportCustomizer()
        imports.addStaticStars(Hantei.name)
        imports.addStarImports('io.hantei.geom')
        customizers.addAll([imports, new WordsChecker(), new PictureRecording()])
        config.addCompilationCustomizers(customizers as CompilationCustomizer[])
        config
    }

    /**
     * Compiles script text. {@code fileName} is the base name the script is compiled under (its
     * class and stack frames are named after it: {@code level.groovy}); {@code shownAs} names it
     * in errors (the path as the user gave it).
     *
     * @throws ScriptCompileException with every error, each with its line where Groovy knows it
     */
    Compiled compile(String text, String fileName, String shownAs = fileName) {
        String key = cache == null ? null : ScriptCache.key(BUILD, text, fileName, sandboxed, limited)
        ScriptCache.Entry kept = key == null ? null : cache.read(key)
        if (kept != null) {
            try {
                return new Compiled(kept.load(ScriptCompiler.classLoader), fileName, kept.shapeRules(), kept.shapeFormulas(),
                        sandboxed, kept.checks(), text)
            } catch (ClassNotFoundException | LinkageError ignored) {
                // a kept file that does not load as classes: compile anew, and keep that instead
            }
        }
        ShapeRuleFinder finder = sandboxed ? new ShapeRuleFinder() : null
        CheckFinder checks = new CheckFinder()
        CompilerConfiguration config = configuration(null, finder)
        Parsed parsed = new Parsed()
        config.compilationCustomizers.add(0, parsed) // first of all: the others may stop the compile with their own errors
        config.addCompilationCustomizers(checks)
        Recorder recorder = key == null ? null : new Recorder(config.bytecodePostprocessor)
        if (recorder != null) {
            config.bytecodePostprocessor = recorder
        }
        GroovyClassLoader loader = new GroovyClassLoader(ScriptCompiler.classLoader, config)
        Class<?> cls
        try {
            cls = loader.parseClass(new GroovyCodeSource(text, fileName, '/groovy/shell'))
        } catch (MultipleCompilationErrorsException e) {
            throw new ScriptCompileException(errors(e, shownAs, text, !parsed.parsed), e)
        } catch (CompilationFailedException e) {
            throw new ScriptCompileException([new ScriptError(shownAs, -1, e.message.trim())], e)
        }
        Compiled compiled = new Compiled(cls, fileName, finder == null ? [:] as Map<String, String> : finder.shapeRules,
                finder == null ? [:] as Map<String, ShapeFormula> : finder.shapeFormulas, sandboxed, checks.checks, text)
        if (recorder != null) {
            cache.write(key, new ScriptCache.Entry(cls.name, recorder.classes, compiled.shapeRules, compiled.shapeFormulas,
                    compiled.checks))
        }
        compiled
    }

    /**
     * A bytecode post-processor that keeps every class file the compile makes, after
     * {@code inner} (null: none) changed it: what {@link ScriptCache} stores is what was loaded.
     */
    private static final class Recorder implements BytecodeProcessor {
        private final BytecodeProcessor inner
        final Map<String, byte[]> classes = new LinkedHashMap<>()

        Recorder(BytecodeProcessor inner) {
            this.inner = inner
        }

        @Override
        byte[] processBytecode(String name, byte[] original) {
            byte[] made = inner == null ? original : inner.processBytecode(name, original)
            classes.put(name, made.clone())
            made
        }
    }

    /**
     * Notes that the script parsed: it runs after the parser, so when a compile fails before it
     * ran the errors are Groovy's syntax errors, which get their column and a caret.
     */
    private static final class Parsed extends CompilationCustomizer {
        boolean parsed

        Parsed() {
            super(org.codehaus.groovy.control.CompilePhase.CONVERSION)
        }

        @Override
        void call(org.codehaus.groovy.control.SourceUnit source, org.codehaus.groovy.classgen.GeneratorContext context,
                  org.codehaus.groovy.ast.ClassNode classNode) {
            parsed = true
        }
    }

    /**
     * Each error of a failed compile, with its line where the compiler knows it; a syntax error
     * ({@code syntax}: the script did not parse) or a mistake {@link WordsChecker} pinpoints also
     * with its column and the line of the {@code source} with a caret.
     */
    private static List<ScriptError> errors(MultipleCompilationErrorsException e, String shownAs, String source, boolean syntax) {
        List<ScriptError> errors = []
        for (Message m : (List<Message>) e.errorCollector.errors) {
            if (m instanceof SyntaxErrorMessage) {
                def cause = ((SyntaxErrorMessage) m).cause
                String text = cause.originalMessage.trim()
                boolean pinpointed = syntax || WordsChecker.Pinpointed.isInstance(cause)
                if (pinpointed && cause.line > 0 && cause.startColumn > 0) {
                    errors.add(new ScriptError(shownAs, cause.line, cause.startColumn, syntax ? sentence(text) : text,
                            ScriptError.Kind.ERROR, []).located(source))
                    continue
                }
                errors.add(new ScriptError(shownAs, cause.line, text,
                        text.startsWith('refused:') ? ScriptError.Kind.REFUSED : ScriptError.Kind.ERROR))
            } else if (m instanceof ExceptionMessage) {
                errors.add(new ScriptError(shownAs, -1, ScriptLines.message(((ExceptionMessage) m).cause)))
            } else if (m instanceof SimpleMessage) {
                errors.add(new ScriptError(shownAs, -1, ((SimpleMessage) m).message))
            }
        }
        errors ?: [new ScriptError(shownAs, -1, e.message.trim())]
    }

    /** Groovy's parser's words, as a sentence: {@code Unexpected input: '('} is {@code unexpected input '('}. */
    private static String sentence(String message) {
        String m = message.replaceFirst(/^Unexpected (input|character|token): /, 'unexpected $1 ')
        m ? m.substring(0, 1).toLowerCase(Locale.ROOT) + m.substring(1) : m
    }

    /** A compiled script: its class, and what the compiler found out about its rules. */
    static final class Compiled {
        /** The script's class; each {@link #newScript} is a fresh run of it. */
        final Class<?> scriptClass
        /** The base name the script was compiled under; its stack frames carry it. */
        final String fileName
        /**
         * For each rule that is exactly a test of one shape variable ({@code { p -> p in zone }}),
         * the variable's name (sandboxed scripts only: elsewhere {@code in} may mean anything).
         */
        final Map<String, String> shapeRules
        /**
         * For each rule that joins such tests with {@code &&}, {@code ||} and {@code !}
         * ({@code { p -> p in button && !(p in guard) }}), its formula (sandboxed scripts only).
         */
        final Map<String, ShapeFormula> shapeFormulas
        /** The {@code check} blocks as written, in order ({@link CheckFinder}): what a run will check. */
        final List<CheckOutline> checks

        /** Whether the script was compiled with the sandbox (its words then read files only inside its folder). */
        final boolean sandboxed
        /** The script's text, where its errors find their column ({@link ScriptError#located}). */
        final String source

        private Compiled(Class<?> scriptClass, String fileName, Map<String, String> shapeRules,
                         Map<String, ShapeFormula> shapeFormulas, boolean sandboxed, List<CheckOutline> checks, String source) {
            this.source = source
            this.scriptClass = scriptClass
            this.fileName = fileName
            this.shapeRules = shapeRules.asImmutable()
            this.shapeFormulas = shapeFormulas.asImmutable()
            this.sandboxed = sandboxed
            this.checks = checks.asImmutable()
        }

        /** A new, not yet run, instance of the script whose {@code println} goes to {@code out} (null: standard output). */
        HanteiScript newScript(Binding binding = new Binding(), Writer out = null) {
            if (out != null) {
                binding.setVariable('out', out instanceof PrintWriter ? out : new PrintWriter(out, true))
            }
            if (sandboxed) {
                binding.setVariable(SANDBOXED, Boolean.TRUE)
            }
            HanteiScript script = (HanteiScript) InvokerHelper.createScript(scriptClass, binding)
            script.printEachCheck(false)
            script
        }
    }
}
