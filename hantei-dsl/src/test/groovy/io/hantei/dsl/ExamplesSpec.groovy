package io.hantei.dsl

import spock.lang.Specification

/**
 * Every script in dsl-examples/ runs in the build, through the runner that {@code ./hantei run}
 * uses, and the build fails when one of its checks fails: the examples cannot rot.
 */
class ExamplesSpec extends Specification {

    static List<File> examples() {
        (new File('dsl-examples').listFiles({ File f -> f.name.endsWith('.groovy') } as FileFilter) ?: [] as File[])
                .toList().sort { it.name }
    }

    def "there are at least the four examples a designer would copy"() {
        expect:
        examples()*.name.containsAll(['guard_vision.groovy', 'turned_button.groovy', 'pickup_zones.groovy', 'platforms.groovy'])
    }

    def "dsl-examples/#file.name runs to the end and every check passes"() {
        when:
        def result = new ScriptRunner(new StringWriter()).run(file, 'dsl-examples/' + file.name)

        then: "it ran"
        result.errors*.toString() == []

        and: "every check passed (a failure is listed here by its summary and line)"
        result.failed.collect { it.summary + ' (line ' + it.line + ')' } == []

        and: "it checks something both ways, and every rule it states is checked"
        result.checks.count { it.expected == 'hit' } >= 2
        result.checks.count { it.expected == 'miss' } >= 2
        result.warnings == []

        where:
        file << examples()
    }
}
