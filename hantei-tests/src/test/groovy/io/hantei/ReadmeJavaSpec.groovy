package io.hantei

import jdk.jshell.JShell
import jdk.jshell.Snippet
import jdk.jshell.SnippetEvent
import spock.lang.AutoCleanup
import spock.lang.Shared
import spock.lang.Specification

/**
 * The README's Java examples run, line by line, in JShell against the compiled core; a line whose
 * comment starts with a value ({@code // true}, {@code // false}, {@code // 2}, {@code // 0.0})
 * must evaluate to exactly that value. So the README cannot promise what the library does not do.
 * A block whose fence also names a file ({@code ```java LevelsTest.java}) is a file to copy, not
 * lines to run; the spec of its section checks it (ReadmeLevelsSpec).
 */
class ReadmeJavaSpec extends Specification {

    @Shared
    @AutoCleanup
    JShell shell = JShell.builder().executionEngine('local').build()

    def setupSpec() {
        System.getProperty('java.class.path').split(File.pathSeparator).each { shell.addToClasspath(it) }
    }

    def "the README's Java block '#heading' runs and every value its comments state is what the line gives"() {
        given:
        List<String> checked = []

        when:
        block.eachLine { String line ->
            String code = line.replaceFirst(/\s*\/\/.*$/, '').trim()
            if (!code) {
                return
            }
            List<SnippetEvent> events = shell.eval(code)
            SnippetEvent failed = events.find { it.status() == Snippet.Status.REJECTED || it.exception() != null }
            if (failed != null) {
                String why = shell.diagnostics(failed.snippet()).collect { it.getMessage(Locale.ROOT) }.join('\n')
                throw new AssertionError("README line does not run: $line\n$why${failed.exception() ?: ''}")
            }
            def expected = (line =~ /\/\/\s*(true|false|-?\d+(?:\.\d+)?)\b/)
            if (expected.find()) {
                assert events.last().value() == expected.group(1): "README line: $line"
                checked << code
            }
        }

        then: 'the block states at least one value, so this feature can fail'
        !checked.isEmpty()

        where:
        [heading, block] << javaBlocks()
    }

    /** The ```java blocks of the README with the heading above each. */
    static List<List<String>> javaBlocks() {
        String readme = new File('README.md').getText('UTF-8')
        List<List<String>> blocks = []
        String heading = ''
        boolean inJava = false
        StringBuilder current = null
        readme.eachLine { String line ->
            if (line.startsWith('#') && !inJava) {
                heading = line.replaceFirst(/^#+\s*/, '')
            } else if (line.trim() == '```java') {
                inJava = true
                current = new StringBuilder()
            } else if (inJava && line.trim() == '```') {
                inJava = false
                blocks << [heading, current.toString()]
            } else if (inJava) {
                current.append(line).append('\n')
            }
        }
        assert !blocks.isEmpty(): 'README.md has no ```java block'
        blocks
    }
}
