package io.hantei.embed

import io.hantei.Readme
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Path

/**
 * docs/embedding.md's example, compiled by javac as plain Java and run: every value its comments
 * state is what the line gives. (ReadmeJavaSpec runs it in JShell too; javac is stricter.) And
 * the sandbox's messages docs/sandbox.md quotes are the ones the sandbox gives.
 */
class ReadmeEmbedSpec extends Specification {

    @TempDir
    Path dir

    def "docs/embedding.md's example is ten lines of Java that javac compiles and that run as their comments say"() {
        given:
        String block = Readme.blocks('java', Readme.section('docs/embedding.md', 'Embedding in JVM pipelines'))[0]

        when:
        Readme.JavaRun run = Readme.javac(Readme.rooted(block), dir, 'ReadmeExample')

        then:
        block.readLines().size() == 10
        run.javac == 0
        run.diagnostics == ''
        run.values*.toString() == run.expected
        run.expected.size() == 5
    }

    def "the sandbox's messages docs/sandbox.md quotes are the sandbox's own"() {
        given:
        List<String> quoted = Readme.blocks('text', Readme.section('docs/sandbox.md', 'The sandbox'))[0].readLines()

        when: "a script with a File on line 2 and a process on line 3, one whose rules misbehave on lines 7 and 9, and one with calls not on the list"
        List<String> got = []
        try {
            RuleSet.compile("def ok = 1\ndef f = new File('x')\n'ls'.execute()\n", 'level.groovy', Options.defaults())
        } catch (CompileException e) {
            got.addAll(e.problems()*.toString())
        }
        def rs = RuleSet.compile('\n' * 5 + "def text = String\nrule('sneaky') { x, y -> text.valueOf(1) == '1' }\n\n" +
                "rule('spin') { x, y -> while (true) { } }\n", 'level.groovy', Options.defaults())
        ['sneaky', 'spin'].each { String rule ->
            try {
                rs.evaluate(rule, 1, 2)
            } catch (EvaluationException e) {
                got << e.message
            }
        }
        and: "calls not on the list: collate on a list on line 4, a map with a load factor on line 6"
        ["\n\ndef l = [1, 2, 3]\ndef w = l.collate(2)\n", "\n\n\n\n\ndef m = new HashMap(16, 0.5f)\n"].each { String code ->
            try {
                RuleSet.compile(code, 'level.groovy', Options.defaults())
            } catch (CompileException e) {
                got.addAll(e.problems()*.toString())
            }
        }

        then:
        got == quoted
    }
}
