package io.hantei

import io.hantei.dsl.ScriptCompiler
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Path
import java.nio.file.Paths

/**
 * Every Groovy and Java snippet of every page (README.md and every .md under docs/, as
 * {@link Readme} finds them) is compiled here, and every terminal session that shows its files
 * ({@code $ cat level.groovy}) is run, so no page can rot. What each snippet must give is
 * checked by the spec of its page (ReadmeSpec, ReadmeJavaSpec, ReadmeEmbedSpec,
 * ReadmeTiledSpec, ReadmeLevelsSpec, ReadmeMistakesSpec, ReadmeSparkSpec, EvalTelemetrySpec);
 * this spec makes sure none is left out, and that the pages link to pages and headings that
 * exist.
 */
class ReadmeSnippetsSpec extends Specification {

    @TempDir
    Path dir

    static List<List<String>> of(String lang) {
        Readme.allBlocks().findAll { it[0] == lang }
    }

    def "the pages are the README and every page under docs/, read from the repository's root, so this spec cannot pass on nothing"() {
        expect:
        Readme.PAGES.keySet().first() == 'README.md'
        Readme.PAGES.keySet().containsAll(['docs/geometry.md', 'docs/dsl.md', 'docs/eval.md', 'docs/depending.md'])
        Readme.PAGES.keySet().drop(1).every { it.startsWith('docs/') && it.endsWith('.md') }
        Readme.file('mvnw').isFile()
        of('groovy').size() >= 4
        of('java').size() >= 5
        of('gradle').size() >= 2
        of('text').count { Readme.session(it[2])?.files } >= 2
    }

    def "the Groovy under '#heading' in #page compiles as a hantei script"() {
        when:
        ScriptCompiler.TRUSTED.compile(text, 'readme.groovy')

        then:
        noExceptionThrown()

        where:
        [lang, fence, text, heading, page] << of('groovy')
    }

    def "the Java under '#heading' in #page compiles with javac#file"() {
        when:
        Readme.JavaRun run = Readme.javac(text, dir, 'Snippet', fence ?: null, false)

        then:
        run.diagnostics == ''
        run.javac == 0

        where:
        [lang, fence, text, heading, page] << of('java')
        file = fence ? ' as ' + fence : ''
    }

    def "the Gradle under '#heading' in #page is Groovy that parses"() {
        when:
        new GroovyShell().parse(text, 'build.gradle')

        then:
        noExceptionThrown()

        where:
        [lang, fence, text, heading, page] << of('gradle')
    }

    def "the session under '#heading' in #page prints what the page shows: #command"() {
        given:
        Readme.Session session = Readme.session(text)

        when:
        def (code, printed) = Readme.run(session, dir.toFile())

        then:
        printed == session.shown

        where:
        // Sessions that show every file they use; the eval session, which takes the README's DSL
        // tour as its level.groovy and runs two commands, is run by EvalTelemetrySpec.
        [lang, fence, text, heading, page] << of('text').findAll { selfContained(Readme.session(it[2])) }
        command = Readme.session(text).command.join(' ')
    }

    def "the link #link on #page names a file that exists, and a heading of that page where it names one"() {
        given:
        String target = link.contains('#') ? link.substring(0, link.indexOf('#')) : link
        String anchor = link.contains('#') ? link.substring(link.indexOf('#') + 1) : null
        String path = target ? Paths.get(page).resolveSibling(target).normalize().toString().replace(File.separatorChar, '/' as char) : page

        expect:
        Readme.file(path).exists()
        anchor == null || anchors(Readme.page(path)).contains(anchor)

        where:
        [page, link] << Readme.PAGES.collectMany { String page, String text -> links(text).collect { [page, it] } }
    }

    def "the pages link to each other: #page is linked from the README"() {
        expect:
        links(Readme.TEXT)*.replaceFirst(/#.*/, '').contains(page)

        where:
        page << Readme.PAGES.keySet().drop(1)
    }

    def "a path a snippet names from the root is written as the file's absolute path where the working directory is not the root"() {
        given:
        File module = dir.toFile()
        String code = 'RuleSet.compile(Path.of("dsl-examples/guard_vision.groovy"), \'maps/none.tmx\', "a/b")'
        String absolute = Readme.file('dsl-examples/guard_vision.groovy').absolutePath.replace(File.separatorChar, '/' as char)

        expect:
        Readme.rooted(code, module) == 'RuleSet.compile(Path.of("' + absolute + '"), \'maps/none.tmx\', "a/b")'
        Readme.rooted(code, Readme.ROOT) == code
    }

    def "the root is hantei.root when it is set, else the nearest folder up that holds mvnw"() {
        expect:
        Readme.root(null, Readme.file('src/test/groovy/io/hantei')) == Readme.ROOT.absoluteFile
        Readme.root(null, Readme.ROOT) == Readme.ROOT.absoluteFile
        Readme.root(Readme.ROOT.path, dir.toFile()) == Readme.ROOT.absoluteFile

        when:
        Readme.root(null, dir.toFile())

        then:
        thrown(IllegalStateException)
    }

    /** The links of a page's text, outside its code: the targets of {@code [words](target)} that are neither web addresses nor mail. */
    static List<String> links(String text) {
        String prose = text.replaceAll(/(?ms)^( *)```.*?^\1```/, '').replaceAll(/`[^`]*`/, '')
        (prose =~ /\]\(([^)\s]+)\)/).collect { ((List<String>) it)[1] }.findAll { !(it ==~ /(?i)(https?|mailto):.*/) }
    }

    /** The anchors of a page's headings, as GitHub makes them: lower case, no punctuation but - and _, spaces as -. */
    static Set<String> anchors(String text) {
        String prose = text.replaceAll(/(?ms)^( *)```.*?^\1```/, '')
        (prose =~ /(?m)^#{1,6} (.*)$/).collect { String heading = ((List<String>) it)[1]
            heading.toLowerCase(Locale.ROOT).replaceAll(/[^\p{L}\p{N} _-]/, '').replace(' ', '-')
        } as Set<String>
    }

    /** A session whose command names only files the session shows with {@code $ cat} (or none). */
    static boolean selfContained(Readme.Session session) {
        session?.files && session.command.drop(2).every { String arg -> !arg.contains('.') || arg.startsWith('-') || session.files.containsKey(arg) }
    }
}
