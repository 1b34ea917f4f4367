package io.hantei.cli

import groovy.transform.CompileStatic
import io.hantei.dsl.Judgement
import io.hantei.dsl.ScriptError
import io.hantei.dsl.ScriptResult
import io.hantei.dsl.ScriptRunner
import picocli.CommandLine.Command
import picocli.CommandLine.Model.CommandSpec
import picocli.CommandLine.Option
import picocli.CommandLine.Parameters
import picocli.CommandLine.Spec

import java.time.LocalTime
import java.time.format.DateTimeFormatter
import java.util.concurrent.Callable

/**
 * {@code hantei watch DIR|FILE...}: runs the scripts, then again each one whose file changes,
 * with a short result each time, for a designer who keeps a terminal open beside the editor.
 * Stops with Ctrl+C.
 */
@CompileStatic
@Command(name = 'watch', mixinStandardHelpOptions = true,
        description = [
                'Runs hantei scripts, then again each one whose file changes (or that appears),',
                'printing a short result each time: one line per script, and each failed check',
                'with its line. A folder stands for every .groovy under it. Stop with Ctrl+C.',
                ''])
class WatchCommand implements Callable<Integer> {

    @Parameters(paramLabel = 'FILE|DIR', arity = '1..*', description = 'Scripts or folders of scripts to watch.')
    List<File> files = []

    @Option(names = '--interval', paramLabel = 'MS', defaultValue = '500',
            description = 'How often to look at the files, in milliseconds, 50 to 60000 (default: ${DEFAULT-VALUE}).')
    long interval

    /** How many looks to take before stopping (for tests; 0: until stopped). */
    @Option(names = '--rounds', hidden = true, defaultValue = '0')
    int rounds

    @Spec
    CommandSpec spec

    @Override
    Integer call() {
        PrintWriter out = spec.commandLine().out
        PrintWriter err = spec.commandLine().err
        if (interval < 50 || interval > 60_000) {
            err.println('watch: --interval must be between 50 and 60000 milliseconds but was ' + interval)
            return Main.USAGE
        }
        File missing = files.find { !it.exists() }
        if (missing != null) {
            err.println('watch: no such file or folder: ' + missing.path)
            return Main.USAGE
        }
        Watcher watcher = new Watcher(files, new ScriptRunner(new StringWriter()), out)
        watcher.look()
        out.println('watching ' + files*.path.join(', ') + ' (Ctrl+C stops)')
        out.flush()
        for (int i = 0; rounds == 0 || i < rounds; i++) {
            try {
                Thread.sleep(interval)
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt()
                break
            }
            watcher.look()
        }
        Main.OK
    }

    /** The scripts under watch and what each file looked like when it last ran. */
    static final class Watcher {
        private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern('HH:mm:ss')

        private final List<File> roots
        private final ScriptRunner runner
        private final PrintWriter out
        private final Map<File, List<Long>> seen = [:]

        Watcher(List<File> roots, ScriptRunner runner, PrintWriter out) {
            this.roots = roots
            this.runner = runner
            this.out = out
        }

        /** Runs each script that is new or changed since the last look (all of them, the first time); returns their results. */
        List<ScriptResult> look() {
            List<File> now = roots.collectMany { File f -> f.isDirectory() ? RunCommand.scriptsUnder(f) : (f.isFile() ? [f] : []) }
            List<ScriptResult> ran = []
            for (File f : now) {
                List<Long> stamp = [f.lastModified(), f.length()]
                if (seen.get(f) == stamp) {
                    continue
                }
                seen.put(f, stamp)
                ScriptResult r = runner.run(f, f.path)
                ran.add(r)
                report(r)
            }
            (seen.keySet() - now).each { File gone ->
                seen.remove(gone)
                out.println(clock() + ' ' + gone.path + ': removed')
            }
            out.flush()
            ran
        }

        private void report(ScriptResult r) {
            boolean broken = r.errors.any { it.kind != ScriptError.Kind.ASSERTION }
            String state = broken ? 'ERROR' : r.failedCount > 0 || r.errors ? 'FAIL ' : 'ok   '
            out.println(clock() + ' ' + state + ' ' + r.file + ': ' + r.passedCount + ' passed, ' + r.failedCount + ' failed')
            for (Judgement j : r.failed) {
                out.println('         ' + j.summary + (j.line > 0 ? ' (line ' + j.line + ')' : ''))
            }
            r.errors.each { out.println('         ' + (it.kind == ScriptError.Kind.ASSERTION ? 'FAIL  ' : 'ERROR ') + it) }
        }

        private static String clock() {
            LocalTime.now().format(CLOCK)
        }
    }
}
