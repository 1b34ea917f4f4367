package io.hantei.cli

import spock.lang.TempDir

import java.nio.file.Path

/** A command spec with files of its own: {@link HanteiCommandSpec}'s command line, and a folder to write inputs in. */
abstract class CommandLineSpec extends HanteiCommandSpec {

    @TempDir
    Path dir

    /** Writes a file (UTF-8) in the spec's folder, making its folders; its path. */
    String file(String name, String text) {
        File f = dir.resolve(name).toFile()
        f.parentFile.mkdirs()
        f.setText(text, 'UTF-8')
        f.path
    }

    /** Writes a script given as an indented multi-line string, indentation stripped; its path. */
    String script(String name, String text) {
        file(name, text.stripIndent())
    }
}
