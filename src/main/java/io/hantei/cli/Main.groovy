package io.hantei.cli

import groovy.transform.CompileStatic
import picocli.CommandLine
import picocli.CommandLine.Command
import picocli.CommandLine.Model.CommandSpec
import picocli.CommandLine.Spec

import java.nio.charset.StandardCharsets
import java.util.concurrent.Callable

/**
 * The {@code hantei} command: {@code hantei run FILE.groovy...} and {@code hantei console}.
 * {@code ./hantei} at the repository root builds the project when needed and starts this.
 */
@CompileStatic
@Command(name = 'hantei', mixinStandardHelpOptions = true, versionProvider = Main.Version,
        subcommands = [RunCommand, WatchCommand, EvalCommand, ConsoleCommand, WordsCommand, CommandLine.HelpCommand],
        synopsisSubcommandLabel = 'COMMAND',
        description = [
                'Hit tests for level designers. Write shapes, rules and checks as Groovy scripts,',
                'run them as tests in a level pipeline, or try the DSL in groovyConsole.',
                ''],
        footer = [
                '',
                'Examples:',
                '  ./hantei run dsl-examples/guard_vision.groovy',
                '  ./hantei run --json dsl-examples/*.groovy',
                '  ./hantei run levels/ --junit-xml target/hantei.xml',
                '  ./hantei watch levels/',
                '  ./hantei eval level.groovy positions.csv > hits.csv',
                '  ./hantei console dsl-examples/pickup_zones.groovy',
                '  ./hantei words',
                '',
                'Exit status:',
                '  0  every check passed',
                '  1  a check or an assert failed',
                '  2  the command line was wrong',
                '  3  a script could not run (it did not compile, threw, or could not be read)',
                '  4  eval: a line of the points was malformed'])
class Main implements Callable<Integer> {

    static final int OK = 0
    static final int CHECK_FAILED = 1
    static final int USAGE = 2
    static final int SCRIPT_ERROR = 3

    @Spec
    CommandSpec spec

    @Override
    Integer call() {
        PrintWriter err = spec.commandLine().err
        err.println('hantei: say what to do, e.g. hantei run FILE.groovy... or hantei console')
        spec.commandLine().usage(err)
        USAGE
    }

    /** The command line, printing to {@code out} and {@code err}. */
    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Main())
        cl.out = out
        cl.err = err
        cl.setExitCodeExceptionMapper { Throwable t -> t instanceof CommandLine.ParameterException ? USAGE : SCRIPT_ERROR }
        cl
    }

    static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), true)
        PrintWriter err = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err), StandardCharsets.UTF_8), true)
        CommandLine cl = commandLine(out, err)
        int code = cl.execute(args)
        out.flush()
        err.flush()
        ConsoleCommand console = (ConsoleCommand) cl.subcommands.get('console').commandSpec.userObject()
        if (!console.windowOpen) {
            System.exit(code) // else the console's window keeps the program running until it is closed
        }
    }

    static class Version implements CommandLine.IVersionProvider {
        @Override
        String[] getVersion() {
            String v = Main.package?.implementationVersion ?: '0.1.0-SNAPSHOT'
            ['hantei ' + v, 'Groovy ' + GroovySystem.version + ', Java ' + System.getProperty('java.version')] as String[]
        }
    }
}
