package io.hantei.tiled

import spock.lang.Specification
import spock.lang.TempDir

import javax.tools.ToolProvider
import java.nio.file.Files
import java.nio.file.Path

/**
 * The README's "Levels from Tiled": its Java is compiled by javac and run, each commented line
 * giving what its comment says; its Groovy is part of dsl-examples/tiled_level.groovy, which
 * ExamplesSpec runs.
 */
class ReadmeTiledSpec extends Specification {

    @TempDir
    Path dir

    static String section() {
        String readme = new File('README.md').getText('UTF-8')
        int start = readme.indexOf('## Levels from Tiled\n')
        assert start >= 0: 'README.md has no section Levels from Tiled'
        int end = readme.indexOf('\n## ', start + 3)
        readme.substring(start, end < 0 ? readme.length() : end)
    }

    static String block(String fence) {
        String text = section()
        int start = text.indexOf('```' + fence + '\n')
        assert start >= 0
        text.substring(start + fence.length() + 4, text.indexOf('```', start + 3))
    }

    def "the README's Java for Tiled maps compiles with javac and runs as its comments say"() {
        given:
        List<String> lines = block('java').readLines()
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
        String source = imports.join('\n') + '\nimport java.util.*;\npublic class ReadmeTiled {\n' +
                '    public static List<Object> run() throws Exception {\n        List<Object> values = new ArrayList<>();\n        ' +
                body.join('\n        ') + '\n        return values;\n    }\n}\n'
        Path file = dir.resolve('ReadmeTiled.java')
        Files.writeString(file, source)

        when:
        def errors = new ByteArrayOutputStream()
        int javac = ToolProvider.systemJavaCompiler.run(null, null, errors, '-classpath',
                System.getProperty('java.class.path'), '-d', dir.toString(), file.toString())
        def loader = new URLClassLoader([dir.toUri().toURL()] as URL[], getClass().classLoader)
        List<Object> values = javac == 0 ? loader.loadClass('ReadmeTiled').getMethod('run').invoke(null) as List<Object> : []

        then:
        javac == 0
        errors.toString() == ''
        values*.toString() == expected
        expected.size() == 4
    }

    def "every line of the README's Groovy for Tiled maps is a line of dsl-examples/tiled_level.groovy, which the build runs"() {
        given:
        List<String> example = new File('dsl-examples/tiled_level.groovy').readLines()*.trim()

        expect:
        block('groovy').readLines()*.trim().findAll { it }.every { example.contains(it) }
    }
}
