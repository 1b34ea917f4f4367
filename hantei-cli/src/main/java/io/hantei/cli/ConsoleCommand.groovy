package io.hantei.cli

import groovy.transform.CompileStatic
import picocli.CommandLine.Command
import picocli.CommandLine.Model.CommandSpec
import picocli.CommandLine.Option
import picocli.CommandLine.Parameters
import picocli.CommandLine.Spec

import java.awt.GraphicsEnvironment
import java.util.concurrent.Callable

/** {@code hantei console [FILE]}: groovyConsole with the DSL imported. */
@CompileStatic
@Command(name = 'console', mixinStandardHelpOptions = true,
        description = [
                'Opens groovyConsole with the hantei DSL imported.',
                '',
                'Shape words, rules and checks work as in a script run by hantei; each check',
                'prints its result in the output pane. Ctrl+R (Cmd+R on a Mac) runs the script.',
                ''])
class ConsoleCommand implements Callable<Integer> {

    @Parameters(paramLabel = 'FILE', arity = '0..1', description = 'A script to open (else a short example).')
    File file

    @Option(names = '--dry-run', description = 'Set the console up and run a probe script through it,' +
            ' but open no window (to check a machine without a display).')
    boolean dryRun

    @Spec
    CommandSpec spec

    /** Whether a console window was opened (the program then runs until it is closed). */
    boolean windowOpen

    @Override
    Integer call() {
        PrintWriter out = spec.commandLine().out
        PrintWriter err = spec.commandLine().err
        if (file != null && !file.isFile()) {
            err.println('console: no such file: ' + file.path)
            return Main.USAGE
        }
        if (dryRun) {
            out.println(ConsoleLauncher.dryRun(file))
            return Main.OK
        }
        if (GraphicsEnvironment.headless) {
            err.println('console: no display to open a window on (DISPLAY is not set, or Java runs headless);' +
                    ' try ./hantei console --dry-run, or ./hantei run FILE.groovy')
            return Main.SCRIPT_ERROR
        }
        ConsoleLauncher.open(file)
        windowOpen = true
        Main.OK
    }
}
