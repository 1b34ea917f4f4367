package io.hantei.cli

import spock.lang.Specification

/** The command line run in process, as the CLI specs run it: {@code hantei('run', file)} gives the exit code, {@link #out} and {@link #err} what it printed. */
abstract class HanteiCommandSpec extends Specification {

    StringWriter out = new StringWriter()
    StringWriter err = new StringWriter()

    int hantei(String... args) {
        Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true), args).execute(args) // as main builds it
    }
}
