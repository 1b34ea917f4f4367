package io.hantei

import io.hantei.dsl.ScriptCompiler
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Path

/**
 * Every Groovy and Java snippet of the README is compiled here, and every terminal session that
 * shows its files ({@code $ cat level.groovy}) is run, so the README cannot rot. What each
 * snippet must give is checked by the spec of its section (ReadmeSpec, ReadmeJavaSpec,
 * ReadmeEmbedSpec, ReadmeTiledSpec, ReadmeLevelsSpec, ReadmeMistakesSpec); this spec makes sure
 * none is left out.
 */
class ReadmeSnippetsSpec extends Specification {

    @TempDir
    Path dir

    static List<List<String>> of(String lang) {
        Readme.allBlocks().findAll { it[0] == lang }
    }

    def "the README has the snippets this spec expects, so it cannot pass on nothing"() {
        expect:
        of('groovy').size() >= 4
        of('java').size() >= 5
        of('gradle').size() >= 2
        of('text').count { Readme.session(it[2])?.files } >= 2
    }

    def "the Groovy under '#heading' compiles as a hantei script"() {
        when:
        ScriptCompiler.TRUSTED.compile(text, 'readme.groovy')

        then:
        noExceptionThrown()

        where:
        [lang, fence, text, heading] << of('groovy')
    }

    def "the Java under '#heading' compiles with javac#file"() {
        when:
        Readme.JavaRun run = Readme.javac(text, dir, 'Snippet', fence ?: null, false)

        then:
        run.diagnostics == ''
        run.javac == 0

        where:
        [lang, fence, text, heading] << of('java')
        file = fence ? ' as ' + fence : ''
    }

    def "the Gradle under '#heading' is Groovy that parses"() {
        when:
        new GroovyShell().parse(text, 'build.gradle')

        then:
        noExceptionThrown()

        where:
        [lang, fence, text, heading] << of('gradle')
    }

    def "the session under '#heading' prints what the README shows: #command"() {
        given:
        Readme.Session session = Readme.session(text)

        when:
        def (code, printed) = Readme.run(session, dir.toFile())

        then:
        printed == session.shown

        where:
        // Sessions that show every file they use; the eval session, which takes the DSL tour above
        // as its level.groovy and runs two commands, is run by EvalTelemetrySpec.
        [lang, fence, text, heading] << of('text').findAll { selfContained(Readme.session(it[2])) }
        command = Readme.session(text).command.join(' ')
    }

    /** A session whose command names only files the session shows with {@code $ cat} (or none). */
    static boolean selfContained(Readme.Session session) {
        session?.files && session.command.drop(2).every { String arg -> !arg.contains('.') || arg.startsWith('-') || session.files.containsKey(arg) }
    }
}
