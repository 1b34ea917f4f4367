package io.hantei.dsl

import io.hantei.sandbox.Budget
import java.time.Duration

import groovy.transform.CompileStatic

import java.util.function.BiPredicate

/**
 * Runs hantei scripts and collects what they checked. One runner serves the command line, the
 * build (every {@code dsl-examples/} script runs through it in a spec) and the tests.
 * <pre>
 * ScriptResult r = new ScriptRunner().run(new File('dsl-examples/guard_vision.groovy'))
 * assert r.passed
 * r.checks.each { println it.summary }
 * </pre>
 * Each script gets its own class loader and binding, compiled by the one pipeline,
 * {@link ScriptCompiler#TRUSTED}. A script that cannot compile, or that throws,
 * gives {@link ScriptResult#errors} with the file and line; checks judged before a throw are
 * kept, and so is its picture so far ({@link ScriptResult#scene}). A script run from a file
 * writes its pictures ({@code render 'level.png'}) beside that file.
 */
@CompileStatic
class ScriptRunner {

    private final Writer out
    /** The trusted compiler, or the same keeping what it compiles in a folder ({@link ScriptCompiler#keepingCompiledIn}). */
    private final ScriptCompiler compiler
    /** The limit on one run of a script, in nanoseconds (0: none): kept by the checks a rule-set compiler writes into it. */
    private long timeLimit

    /** A runner whose scripts print ({@code println}) to standard output. */
    ScriptRunner() {
        this(null)
    }

    /** A runner whose scripts print to {@code out} (null: standard output). */
    ScriptRunner(Writer out) {
        this(out, null)
    }

    /**
     * A runner whose scripts print to {@code out} (null: standard output) and whose compiles are
     * kept in {@code compiledScripts} for the next run of the same text (null: not kept).
     */
    ScriptRunner(Writer out, java.nio.file.Path compiledScripts) {
        this.out = out
        this.compiler = ScriptCompiler.TRUSTED.keepingCompiledIn(compiledScripts)
    }

    /**
     * This runner with a limit on the whole run of each script, its checks included
     * ({@link Duration#ZERO}: none, the default). The limit is kept by the checks that the
     * rule sets' compiler ({@link ScriptCompiler#forRuleSets}) writes into a script, at the top
     * of every closure, method and loop body: a script compiled without them runs unlimited.
     */
    ScriptRunner timeLimit(Duration limit) {
        timeLimit = limit.isZero() ? 0L : Math.max(1L, Math.min(limit.toNanos(), 1L << 61))
        this
    }

    /** Runs the script file; {@code shownAs} is how reports name it (the path as the user gave it). */
    ScriptResult run(File file, String shownAs = file.path) {
        run(file, shownAs, null)
    }

    /**
     * Runs the script file with only the checks for which {@code gate} answers true, given the
     * check's name and line (null: every check); {@code shownAs} as above.
     */
    ScriptResult run(File file, String shownAs, BiPredicate<String, Integer> gate) {
        String text
        try {
            text = file.getText('UTF-8')
        } catch (IOException e) {
            return new ScriptResult(shownAs, [], [new ScriptError(shownAs, -1, 'cannot read the script: ' +
                    (e instanceof FileNotFoundException ? 'no such file' : e.message))], [])
        }
        ScriptCompiler.Compiled compiled
        try {
            compiled = compiler.compile(text, file.name, shownAs)
        } catch (ScriptCompileException e) {
            return new ScriptResult(shownAs, [], e.errors, [])
        }
        run(compiled, shownAs, file.parentFile, gate)
    }

    /**
     * Runs script source. {@code fileName} is the base name the script is compiled under (its
     * class is named after it, so it should end in {@code .groovy}); {@code shownAs} names it in
     * reports.
     */
    ScriptResult run(String text, String fileName, String shownAs = fileName) {
        run(text, fileName, shownAs, null)
    }

    /**
     * Runs script source that lives in {@code directory}, where its {@code render} writes
     * relative file names (null: the working directory).
     */
    ScriptResult run(String text, String fileName, String shownAs, File directory) {
        ScriptCompiler.Compiled compiled
        try {
            compiled = compiler.compile(text, fileName, shownAs)
        } catch (ScriptCompileException e) {
            return new ScriptResult(shownAs, [], e.errors, [])
        }
        run(compiled, shownAs, directory, null)
    }

    /**
     * Runs a compiled script (from any {@link ScriptCompiler}: the JUnit Platform engine
     * compiles before it runs, to list the checks) that lives in {@code directory}. Only the
     * checks for which {@code gate} answers true (given the check's name and line) run; null:
     * every check.
     */
    ScriptResult run(ScriptCompiler.Compiled compiled, String shownAs, File directory, BiPredicate<String, Integer> gate) {
        Binding binding = new Binding()
        binding.setVariable(ScriptPictures.SCRIPT_DIRECTORY, directory)
        HanteiScript script = compiled.newScript(binding, out)
        script.gateChecks(gate)
        List<ScriptError> errors = []
        Budget budget = timeLimit == 0 ? null : new Budget(timeLimit, 0L)
        Budget outer = Budget.current()
        try {
            budget?.install()
            script.run()
            budget?.failIfFailed()
        } catch (Throwable t) {
            if (t instanceof VirtualMachineError && !(t instanceof StackOverflowError)) {
                throw t
            }
            errors.add(ScriptError.of(t, compiled.fileName, shownAs).located(compiled.source))
        } finally {
            if (budget != null) {
                budget.uninstall()
                Budget.restore(outer)
            }
        }
        List<CheckRun> runs = script.checksRun().collect { HanteiScript.Ran r ->
            new CheckRun(r.name, r.line, r.tags, r.judgements,
                    r.thrown == null ? null : ScriptError.of(r.thrown, compiled.fileName, shownAs, r.line).located(compiled.source))
        }
        List<String> warnings = script.wordWarnings() + (errors || gate != null ? [] as List<String> : script.uncheckedRules())
        new ScriptResult(shownAs, script.checkResults(), errors, warnings, script.scene(), script.writtenPictures(), runs)
    }
}
