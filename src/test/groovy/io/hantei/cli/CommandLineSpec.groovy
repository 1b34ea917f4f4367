package io.hantei.cli

import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Path

/** What a spec of a command needs: the command line run in process, its two outputs, and files in a folder of its own. */
abstract class CommandLineSpec extends Specification {

    @TempDir
    Path dir

    StringWriter out = new StringWriter()
    StringWriter err = new StringWriter()

    int hantei(String... args) {
        Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args)
    }

    /** Writes a file (UTF-8) in the spec's folder; its path. */
    String file(String name, String text) {
        File f = dir.resolve(name).toFile()
        f.setText(text, 'UTF-8')
        f.path
    }
}
