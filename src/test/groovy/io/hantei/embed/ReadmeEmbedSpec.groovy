package io.hantei.embed

import spock.lang.Specification
import spock.lang.TempDir

import javax.tools.ToolProvider
import java.nio.file.Files
import java.nio.file.Path

/**
 * The README's embedding example, compiled by javac as plain Java and run: every value its
 * comments state is what the line gives. (ReadmeJavaSpec runs it in JShell too; javac is
 * stricter.) And the sandbox's messages the README quotes are the ones the sandbox gives.
 */
class ReadmeEmbedSpec extends Specification {

    @TempDir
    Path dir

    static String section(String heading) {
        String readme = new File('README.md').getText('UTF-8')
        int start = readme.indexOf(heading)
        assert start >= 0: 'README.md has no ' + heading
        readme.substring(start)
    }

    static String block(String text, String fence) {
        int start = text.indexOf('```' + fence + '\n')
        assert start >= 0
        text.substring(start + fence.length() + 4, text.indexOf('```', start + 3))
    }

    def "the README's embedding example is ten lines of Java that javac compiles and that run as their comments say"() {
        given:
        List<String> lines = block(section('## Embedding in JVM pipelines'), 'java').readLines()
        List<String> imports = lines.findAll { it.startsWith('import ') }
        List<String> expected = []
        List<String> body = lines.findAll { it.trim() && !it.startsWith('import ') }.collect { String line ->
            String code = line.replaceFirst(/\s*\/\/.*$/, '').trim()
            def comment = line =~ /\/\/\s*(.*)$/
            if (comment.find()) {
                expected << comment.group(1).trim()
                return 'values.add(' + code.replaceFirst(/;$/, '') + ');'
            }
            code
        }
        String source = imports.join('\n') + '\nimport java.util.*;\npublic class ReadmeExample {\n' +
                '    public static List<Object> run() {\n        List<Object> values = new ArrayList<>();\n        ' +
                body.join('\n        ') + '\n        return values;\n    }\n}\n'
        Path file = dir.resolve('ReadmeExample.java')
        Files.writeString(file, source)

        when:
        def errors = new ByteArrayOutputStream()
        int javac = ToolProvider.systemJavaCompiler.run(null, null, errors, '-classpath',
                System.getProperty('java.class.path'), '-d', dir.toString(), file.toString())
        def loader = new URLClassLoader([dir.toUri().toURL()] as URL[], getClass().classLoader)
        List<Object> values = javac == 0 ? loader.loadClass('ReadmeExample').getMethod('run').invoke(null) as List<Object> : []

        then:
        lines.size() == 10
        javac == 0
        errors.toString() == ''
        values*.toString() == expected
        expected.size() == 5
    }

    def "the sandbox's messages the README quotes are the sandbox's own"() {
        given:
        List<String> quoted = block(section('### The sandbox'), 'text').readLines()

        when: "a script with a File on line 2 and a process on line 3, and one whose rules misbehave on lines 7 and 9"
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

        then:
        got == quoted
    }
}
