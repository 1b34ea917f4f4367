package io.hantei.tiled

import io.hantei.Readme
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Path

/**
 * docs/tiled.md, "Levels from Tiled": its Java is compiled by javac and run, each commented line
 * giving what its comment says; its Groovy is part of dsl-examples/tiled_level.groovy, which
 * ExamplesSpec runs.
 */
class ReadmeTiledSpec extends Specification {

    @TempDir
    Path dir

    static String block(String lang) {
        Readme.blocks(lang, Readme.section('docs/tiled.md', 'Levels from Tiled'))[0]
    }

    def "docs/tiled.md's Java for Tiled maps compiles with javac and runs as its comments say"() {
        when:
        Readme.JavaRun run = Readme.javac(Readme.rooted(block('java')), dir, 'ReadmeTiled')

        then:
        run.javac == 0
        run.diagnostics == ''
        run.values*.toString() == run.expected
        run.expected.size() == 4
    }

    def "every line of docs/tiled.md's Groovy for Tiled maps is a line of dsl-examples/tiled_level.groovy, which the build runs"() {
        given:
        List<String> example = Readme.file('dsl-examples/tiled_level.groovy').readLines()*.trim()

        expect:
        block('groovy').readLines()*.trim().findAll { it }.every { example.contains(it) }
    }
}
