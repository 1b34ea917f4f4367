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

    /** The commands, in the order the help lists them; then picocli's {@code help}. */
    private static final List<Class<?>> COMMANDS = [RunCommand, WatchCommand, EvalCommand, ConsoleCommand, WordsCommand]

    /** The command line, printing to {@code out} and {@code err}. */
    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        commandLine(out, err, null)
    }

    /**
     * The command line for {@code args}: when they start with a command's name, only that command
     * is built (picocli reads each command's options by reflection, and Groovy makes each class's
     * metaclass: about a tenth of a second for all of them, a fifth of a short eval); otherwise
     * every command, for the help, the version, and picocli's suggestion for a misspelt command.
     */
    static CommandLine commandLine(PrintWriter out, PrintWriter err, String[] args) {
        CommandLine cl = new CommandLine(new Main())
        String first = args != null && args.length > 0 ? args[0] : null
        Class<?> named = COMMANDS.find { Class<?> c -> c.getAnnotation(Command).name() == first }
        if (named != null) {
            cl.addSubcommand(named)
        } else {
            COMMANDS.each { Class<?> c -> cl.addSubcommand(c) }
            cl.addSubcommand(CommandLine.HelpCommand)
        }
        cl.out = out
        cl.err = err
        cl.setExitCodeExceptionMapper { Throwable t -> t instanceof CommandLine.ParameterException ? USAGE : SCRIPT_ERROR }
        cl
    }

    static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), true)
        PrintWriter err = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.err), StandardCharsets.UTF_8), true)
        CommandLine cl = commandLine(out, err, args)
        int code = cl.execute(args)
        out.flush()
        err.flush()
        CommandLine consoleLine = cl.subcommands.get('console')
        ConsoleCommand console = consoleLine == null ? null : (ConsoleCommand) consoleLine.commandSpec.userObject()
        if (console == null || !console.windowOpen) {
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
