package io.hantei.cli

import groovy.json.JsonGenerator
import groovy.json.JsonOutput
import groovy.transform.CompileStatic
import io.hantei.dsl.Judgement
import io.hantei.dsl.Rule
import io.hantei.dsl.ScriptError
import io.hantei.dsl.ScriptPictures
import io.hantei.dsl.ScriptResult
import io.hantei.dsl.ScriptRunner
import io.hantei.dsl.ShapeExtensions
import io.hantei.geom.PixelRect
import io.hantei.geom.Shape
import io.hantei.geom.Vec2
import io.hantei.render.ViewTransform
import picocli.CommandLine.Command
import picocli.CommandLine.Model.CommandSpec
import picocli.CommandLine.Option
import picocli.CommandLine.Parameters
import picocli.CommandLine.Spec

import java.util.concurrent.Callable
import java.util.function.BiPredicate

/**
 * {@code hantei run FILE.groovy|DIR...}: runs scripts as tests and reports every check, with
 * the totals once at the end; {@code --png}/{@code --svg} also draw each script's picture as it
 * ended; {@code --junit-xml} writes the JUnit XML that CI servers read; {@code --only} runs one check.
 */
@CompileStatic
@Command(name = 'run', mixinStandardHelpOptions = true,
        description = [
                'Runs hantei scripts as tests; exits 1 if a check or an assert fails.',
                '',
                'A folder runs every .groovy script under it, in the order of their paths.',
                '',
                'Each check is reported: passed or failed, the example, the rule and the shapes',
                'involved. Exits 3 when a script cannot run, so rule scripts work as tests in a',
                'level pipeline.',
                '',
                'With --png/--svg each script is also drawn as it ended: its shapes, its checks',
                '(a failed one ringed, with why) and its heat maps, with a legend. A picture that cannot be written',
                'exits 3 as well.',
                ''])
class RunCommand implements Callable<Integer> {

    @Parameters(paramLabel = 'FILE|DIR', arity = '1..*', description = 'Scripts to run, in order (FILE.groovy), or folders:' +
            ' every .groovy under one, recursively, in the order of their paths.')
    List<File> files = []

    @Option(names = '--junit-xml', paramLabel = 'FILE.xml', description = ['Also write the results as JUnit XML, for CI servers:' +
            ' a testsuite per script, a testcase per example named as the JUnit Platform engine names it' +
            ' (classname the check, name "hit (150, 130)").'])
    File junitXml

    @Option(names = '--only', paramLabel = 'CHECK', description = 'Run only the checks of this name (the rule\'s name,' +
            ' as the check names it); the other checks are passed over.')
    String only

    @Option(names = '--json', description = 'Print the results as one JSON object on standard output' +
            ' (what the scripts print goes to standard error).')
    boolean json

    @Option(names = ['-q', '--quiet'], description = 'Print only the totals when every check passes; else only the' +
            ' failed checks and errors, under their scripts, and the totals.')
    boolean quiet

    @Option(names = '--png', paramLabel = 'FILE.png', description = ['Also draw each script as a PNG: its shapes,' +
            ' its checks (a failed one ringed, with why), heat maps and a legend. With several scripts, out.png becomes' +
            ' out-<script>.png.'])
    File png

    @Option(names = '--svg', paramLabel = 'FILE.svg', description = 'The same picture as SVG (also with --png).')
    File svg

    @Option(names = '--size', paramLabel = 'PIXELS', defaultValue = '800',
            description = 'The longer side of the pictures in pixels, 1 to 8192 (default: ${DEFAULT-VALUE}).')
    int size

    @Spec
    CommandSpec spec

    @Override
    Integer call() {
        PrintWriter out = spec.commandLine().out
        PrintWriter err = spec.commandLine().err
        String wrong = checkPictureOptions()
        if (wrong != null) {
            err.println('run: ' + wrong)
            return Main.USAGE
        }
        if (png != null || svg != null) {
            // pictures need no display; say so before anything touches AWT
            System.setProperty('java.awt.headless', System.getProperty('java.awt.headless', 'true'))
        }
        List<File> scripts = []
        for (File f : files) {
            if (f.isDirectory()) {
                List<File> found = scriptsUnder(f)
                if (found.isEmpty()) {
                    err.println('run: the folder ' + f.path + ' holds no .groovy script')
                    return Main.USAGE
                }
                scripts.addAll(found)
            } else {
                scripts.add(f)
            }
        }
        ScriptRunner runner = new ScriptRunner(json ? err : out, EvalCommand.compiledScripts())
        BiPredicate<String, Integer> gate = only == null ? null : { String name, Integer line -> name == only } as BiPredicate<String, Integer>
        List<ScriptResult> results = []
        Map<ScriptResult, Pictures> pictures = new IdentityHashMap<>()
        for (File f : scripts) {
            ScriptResult r = runner.run(f, f.path, gate)
            results.add(r)
            Pictures p = drawPictures(r)
            pictures.put(r, p)
            if (!json) {
                printText(r, p, out)
            }
        }
        int passed = (int) results.sum(0) { ScriptResult r -> r.passedCount }
        int failed = (int) results.sum(0) { ScriptResult r -> r.failedCount + failedAsserts(r).size() }
        List<ScriptResult> broken = results.findAll { ScriptResult r -> r.errors.size() > failedAsserts(r).size() }
        List<ScriptResult> undrawn = results.findAll { !pictures.get(it).errors.isEmpty() }
        String unwritten = null
        if (junitXml != null) {
            try {
                JunitXml.write(results, junitXml)
            } catch (IOException | javax.xml.stream.XMLStreamException e) {
                unwritten = 'run: cannot write --junit-xml ' + junitXml.path + ': ' + e.message
            }
        }
        boolean nothingOnly = only != null && results.every { it.checkRuns.isEmpty() } && broken.isEmpty()
        if (json) {
            out.println(toJson(results, passed, failed, pictures))
        } else {
            boolean silent = quiet && results.every { silent(it, pictures.get(it)) }
            if (results.size() > 1 && !silent) {
                out.println()
            }
            if (broken) {
                out.println(broken.size() + (broken.size() == 1 ? ' script' : ' scripts') + ' could not run: ' +
                        broken*.file.join(', '))
            }
            if (undrawn) {
                out.println('the pictures of ' + undrawn*.file.join(', ') + ' could not be written')
            }
            int warnings = (int) results.sum(0) { ScriptResult r -> r.warnings.size() }
            out.println(passed + ' passed, ' + failed + ' failed' + (quiet && warnings > 0 ? ' (' + warnings +
                    (warnings == 1 ? ' warning' : ' warnings') + ': run without --quiet to see ' + (warnings == 1 ? 'it)' : 'them)') : ''))
        }
        out.flush()
        if (unwritten != null) {
            err.println(unwritten)
            return Main.SCRIPT_ERROR
        }
        if (nothingOnly) {
            err.println("run: --only '" + only + "': no check of that name ran in " + scripts*.path.join(', '))
            return Main.USAGE
        }
        broken || undrawn ? Main.SCRIPT_ERROR : failed > 0 ? Main.CHECK_FAILED : Main.OK
    }

    /** The failed {@code assert}s that stopped the script: failed checks, not a script that cannot run. */
    private static List<ScriptError> failedAsserts(ScriptResult r) {
        r.errors.findAll { it.kind == ScriptError.Kind.ASSERTION }
    }

    /** Whether --quiet prints nothing of this script: every check passed and nothing went wrong. */
    private static boolean silent(ScriptResult r, Pictures p) {
        r.passed && p.errors.isEmpty()
    }

    /** Every .groovy under the folder, recursively, in the order of their paths. */
    static List<File> scriptsUnder(File dir) {
        List<File> found = []
        dir.eachFileRecurse(groovy.io.FileType.FILES) { File f ->
            if (f.name.endsWith('.groovy')) {
                found.add(f)
            }
        }
        found.sort { it.path }
    }

    /** What was drawn for one script: the files written (by its render words, then --png/--svg) and what failed. */
    static final class Pictures {
        final List<String> written = []
        final List<String> errors = []
    }

    /** Why the picture options cannot work, or null. */
    private String checkPictureOptions() {
        if (png != null && !png.name.toLowerCase(Locale.ROOT).endsWith('.png')) {
            return '--png needs a file name ending in .png but was ' + png.path
        }
        if (svg != null && !svg.name.toLowerCase(Locale.ROOT).endsWith('.svg')) {
            return '--svg needs a file name ending in .svg but was ' + svg.path
        }
        if (size < 1 || size > ViewTransform.MAX_SIZE) {
            return '--size must be between 1 and ' + ViewTransform.MAX_SIZE + ' pixels but was ' + size
        }
        if ((png != null || svg != null) && files.size() > 1) {
            Map<String, List<File>> byName = files.groupBy { File f -> baseName(f) }
            Map.Entry<String, List<File>> twice = byName.find { it.value.size() > 1 }
            if (twice != null) {
                return 'two scripts would draw to the same picture (' + twice.value*.path.join(', ') + '):' +
                        ' run them one at a time, each with its own --png/--svg'
            }
        }
        null
    }

    private Pictures drawPictures(ScriptResult r) {
        Pictures p = new Pictures()
        r.pictures.each { File f -> p.written.add(f.path) }
        if (r.scene == null) {
            return p // it did not compile, or could not be read: nothing to draw
        }
        for (File target : [png, svg]) {
            if (target == null) {
                continue
            }
            File file = files.size() > 1 ? pictureFor(target, r) : target
            try {
                ScriptPictures.write(r.scene, file, size)
                p.written.add(file.path)
            } catch (RuntimeException e) {
                p.errors.add(e instanceof IllegalArgumentException ? e.message : e.toString())
            }
        }
        p
    }

    /** {@code out.png} for the script {@code levels/castle.groovy}: {@code out-castle.png}, beside out.png. */
    private File pictureFor(File target, ScriptResult r) {
        String name = target.name
        int dot = name.lastIndexOf('.')
        String file = name.substring(0, dot) + '-' + baseName(new File(r.file)) + name.substring(dot)
        target.parentFile == null ? new File(file) : new File(target.parentFile, file)
    }

    private static String baseName(File script) {
        script.name.toLowerCase(Locale.ROOT).endsWith('.groovy') ? script.name.substring(0, script.name.length() - 7) : script.name
    }

    private void printText(ScriptResult r, Pictures p, PrintWriter out) {
        if (quiet && silent(r, p)) {
            return
        }
        out.println(r.file)
        for (Judgement c : r.checks) {
            if (c.passed && quiet) {
                continue
            }
            out.println('  ' + c.summary)
            if (!c.passed) {
                c.details(r.file).each { out.println('        ' + it) }
            }
        }
        if (!quiet) {
            r.warnings.each { out.println('  warning: ' + it) }
        }
        for (ScriptError e : r.errors) {
            if (e.kind == ScriptError.Kind.ASSERTION) {
                out.println('  FAIL  ' + (e.details ? e.file + (e.line > 0 ? ':' + e.line : '') + ': assertion failed' : e.toString()))
            } else {
                out.println('  ERROR ' + e)
            }
            e.details.each { out.println('        ' + it) }
        }
        if (!quiet) {
            p.written.each { out.println('  picture: ' + it) }
        }
        p.errors.each { out.println('  ERROR picture: ' + it) }
        if (r.errors.isEmpty() && r.checks.isEmpty()) {
            out.println('  (no checks)')
        }
    }

    /** The results as JSON: see docs/running-scripts.md, {@code --json}, for the fields. */
    static String toJson(List<ScriptResult> results, int passed, int failed, Map<ScriptResult, Pictures> pictures = [:]) {
        Map<String, Object> doc = [
                passed : results.every { it.passed },
                counts : [passed: passed, failed: failed, scriptErrors: results.count { ScriptResult r -> r.errors.size() > failedAsserts(r).size() }],
                scripts: results.collect { ScriptResult r -> script(r, pictures.get(r) ?: new Pictures()) }
        ] as Map<String, Object>
        JsonGenerator generator = new JsonGenerator.Options().disableUnicodeEscaping().build()
        JsonOutput.prettyPrint(generator.toJson(doc), true)
    }

    private static Map<String, Object> script(ScriptResult r, Pictures p) {
        [
                file    : r.file,
                passed  : r.passed,
                checks  : r.checks.collect { Judgement c -> check(c) },
                errors  : r.errors.collect { ScriptError e ->
                    [file: e.file, line: e.line > 0 ? e.line : null, column: e.column > 0 ? e.column : null, message: e.message,
                     kind: e.kind.name().toLowerCase(Locale.ROOT)] as Map<String, Object>
                } +
                        p.errors.collect { String m -> [file: r.file, line: null, column: null, message: 'picture: ' + m, kind: 'picture'] as Map<String, Object> },
                warnings: r.warnings,
                pictures: p.written
        ] as Map<String, Object>
    }

    private static Map<String, Object> check(Judgement c) {
        [
                rule    : c.rule,
                expected: c.expected,
                actual  : c.actual == null ? null : c.actual ? 'hit' : 'miss',
                passed  : c.passed,
                line    : c.line > 0 ? c.line : null,
                example : example(c.example),
                error   : c.error,
                shapes  : c.shapes.collect { Object s -> shape(s, c.example) }
        ] as Map<String, Object>
    }

    private static Map<String, Object> example(Object e) {
        if (e instanceof Vec2) {
            return [point: [x: ((Vec2) e).x(), y: ((Vec2) e).y()]] as Map<String, Object>
        }
        if (Rule.isShape(e)) {
            return [shape: e.toString()] as Map<String, Object>
        }
        [value: Judgement.show(e)] as Map<String, Object>
    }

    private static Map<String, Object> shape(Object s, Object example) {
        Map<String, Object> m = [
                kind       : ShapeExtensions.label(s).split(' ')[0],
                name       : s instanceof Shape ? ((Shape) s).name() : s instanceof PixelRect ? ((PixelRect) s).name() : null,
                description: s.toString()
        ] as Map<String, Object>
        if (example instanceof Vec2 && s instanceof Shape) {
            m.contains = ((Shape) s).contains((Vec2) example)
        }
        m
    }
}
