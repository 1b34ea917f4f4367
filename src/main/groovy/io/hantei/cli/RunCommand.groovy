package io.hantei.cli

import groovy.json.JsonGenerator
import groovy.json.JsonOutput
import groovy.transform.CompileStatic
import io.hantei.dsl.CheckResult
import io.hantei.dsl.Rule
import io.hantei.dsl.ScriptError
import io.hantei.dsl.ScriptResult
import io.hantei.dsl.ScriptRunner
import io.hantei.dsl.ShapeExtensions
import io.hantei.geom.PixelRect
import io.hantei.geom.Shape
import io.hantei.geom.Vec2
import picocli.CommandLine.Command
import picocli.CommandLine.Model.CommandSpec
import picocli.CommandLine.Option
import picocli.CommandLine.Parameters
import picocli.CommandLine.Spec

import java.util.concurrent.Callable

/** {@code hantei run FILE.groovy...}: runs scripts as tests and reports every check. */
@CompileStatic
@Command(name = 'run', mixinStandardHelpOptions = true,
        description = [
                'Runs hantei scripts as tests; exits 1 if a check fails.',
                '',
                'Each check is reported: passed or failed, the example, the rule and the shapes',
                'involved. Exits 3 when a script cannot run, so rule scripts work as tests in a',
                'level pipeline.',
                ''])
class RunCommand implements Callable<Integer> {

    @Parameters(paramLabel = 'FILE', arity = '1..*', description = 'Scripts to run, in order (FILE.groovy).')
    List<File> files = []

    @Option(names = '--json', description = 'Print the results as one JSON object on standard output' +
            ' (what the scripts print goes to standard error).')
    boolean json

    @Option(names = ['-q', '--quiet'], description = 'Print only failed checks, errors and the totals.')
    boolean quiet

    @Spec
    CommandSpec spec

    @Override
    Integer call() {
        PrintWriter out = spec.commandLine().out
        PrintWriter err = spec.commandLine().err
        ScriptRunner runner = new ScriptRunner(json ? err : out)
        List<ScriptResult> results = []
        for (File f : files) {
            ScriptResult r = runner.run(f, f.path)
            results.add(r)
            if (!json) {
                printText(r, out)
            }
        }
        int passed = (int) results.sum(0) { ScriptResult r -> r.passedCount }
        int failed = (int) results.sum(0) { ScriptResult r -> r.failedCount }
        List<ScriptResult> broken = results.findAll { !it.errors.isEmpty() }
        if (json) {
            out.println(toJson(results, passed, failed))
        } else {
            if (results.size() > 1) {
                out.println()
            }
            if (broken) {
                out.println(broken.size() + (broken.size() == 1 ? ' script' : ' scripts') + ' could not run: ' +
                        broken*.file.join(', '))
            }
            out.println(passed + ' passed, ' + failed + ' failed')
        }
        out.flush()
        broken ? Main.SCRIPT_ERROR : failed > 0 ? Main.CHECK_FAILED : Main.OK
    }

    private void printText(ScriptResult r, PrintWriter out) {
        out.println(r.file)
        for (CheckResult c : r.checks) {
            if (c.passed && quiet) {
                continue
            }
            out.println('  ' + c.summary)
            if (!c.passed) {
                if (c.line > 0) {
                    out.println('        at ' + r.file + ':' + c.line)
                }
                c.shapeNotes.each { out.println('        ' + it) }
            }
        }
        r.warnings.each { out.println('  warning: ' + it) }
        r.errors.each { out.println('  ERROR ' + it) }
        if (r.errors.isEmpty() && r.checks.isEmpty()) {
            out.println('  (no checks)')
        }
        out.println('  ' + r.passedCount + ' passed, ' + r.failedCount + ' failed')
    }

    /** The results as JSON: see the README for the fields. */
    static String toJson(List<ScriptResult> results, int passed, int failed) {
        Map<String, Object> doc = [
                passed : results.every { it.passed },
                counts : [passed: passed, failed: failed, scriptErrors: results.count { !it.errors.isEmpty() }],
                scripts: results.collect { ScriptResult r -> script(r) }
        ] as Map<String, Object>
        JsonGenerator generator = new JsonGenerator.Options().disableUnicodeEscaping().build()
        JsonOutput.prettyPrint(generator.toJson(doc), true)
    }

    private static Map<String, Object> script(ScriptResult r) {
        [
                file    : r.file,
                passed  : r.passed,
                checks  : r.checks.collect { CheckResult c -> check(c) },
                errors  : r.errors.collect { ScriptError e -> [file: e.file, line: e.line > 0 ? e.line : null, message: e.message] },
                warnings: r.warnings
        ] as Map<String, Object>
    }

    private static Map<String, Object> check(CheckResult c) {
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
        [value: CheckResult.show(e)] as Map<String, Object>
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
