package io.hantei

import jdk.jshell.JShell
import jdk.jshell.Snippet
import jdk.jshell.SnippetEvent
import spock.lang.AutoCleanup
import spock.lang.Shared
import spock.lang.Specification

/**
 * The Java examples of every page (README.md and the pages under docs/, as {@link Readme} finds
 * them) run, line by line, in JShell against the compiled core; a line whose comment starts with
 * a value ({@code // true}, {@code // false}, {@code // 2}, {@code // 0.0}) must evaluate to
 * exactly that value. So no page can promise what the library does not do. A block whose fence
 * also names a file ({@code ```java LevelsTest.java}) is a file to copy, not lines to run; the
 * spec of its page checks it (ReadmeLevelsSpec, ReadmeSparkSpec). A path from the repository's
 * root in a line is run as the file's absolute path ({@link Readme#rooted}).
 */
class ReadmeJavaSpec extends Specification {

    @Shared
    @AutoCleanup
    JShell shell = JShell.builder().executionEngine('local').build()

    def setupSpec() {
        System.getProperty('java.class.path').split(File.pathSeparator).each { shell.addToClasspath(it) }
    }

    def "the Java block '#heading' of #page runs and every value its comments state is what the line gives"() {
        given:
        List<String> checked = []

        when:
        Readme.rooted(block).eachLine { String line ->
            String code = line.replaceFirst(/\s*\/\/.*$/, '').trim()
            if (!code) {
                return
            }
            List<SnippetEvent> events = shell.eval(code)
            SnippetEvent failed = events.find { it.status() == Snippet.Status.REJECTED || it.exception() != null }
            if (failed != null) {
                String why = shell.diagnostics(failed.snippet()).collect { it.getMessage(Locale.ROOT) }.join('\n')
                throw new AssertionError("$page: line does not run: $line\n$why${failed.exception() ?: ''}")
            }
            def expected = (line =~ /\/\/\s*(true|false|-?\d+(?:\.\d+)?)\b/)
            if (expected.find()) {
                assert events.last().value() == expected.group(1): "$page: $line"
                checked << code
            }
        }

        then: 'the block states at least one value, so this feature can fail'
        !checked.isEmpty()

        where:
        [page, heading, block] << javaBlocks()
    }

    /** The ```java blocks of every page whose fence names no file: [the page, the heading above the block, the block]. */
    static List<List<String>> javaBlocks() {
        List<List<String>> blocks = Readme.allBlocks().findAll { it[0] == 'java' && !it[1] }.collect { [it[4], it[3], it[2]] }
        assert !blocks.isEmpty(): 'no page has a ```java block'
        blocks
    }
}
