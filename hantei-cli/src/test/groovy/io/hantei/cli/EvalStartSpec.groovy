package io.hantei.cli

import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Files
import java.nio.file.Path

/**
 * What a short eval of an unchanged script leaves out of its start (issue 19): with
 * compiled scripts kept, the second run loads no class of Groovy's compiler, nor Groovy's
 * formatter (whose start loads the compiler's resolver: tenths of a second), and writes the
 * same rows as the first; {@code run} keeps its scripts too. Each run is a JVM of its own, as
 * {@code ./hantei} starts one.
 */
class EvalStartSpec extends Specification {

    @TempDir
    Path dir

    static final String LEVEL = '''\
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        def button = rect(at: [300, 300], size: [120, 40], name: 'button')
        def door = rect(at: [600, 200], size: [80, 30], angle: 30, anchor: 'center', name: 'door')
        def coin = circle(at: [500, 500], r: 25, name: 'coin')
        rule('guard sees') { p -> p in guard }
        rule('click') { p -> p in button && !(p in guard) }
        rule('door') { p -> p in door }
        rule('coin') { p -> p in coin }
        rule('far right') { p -> p.x > 650 }
        '''.stripIndent()

    /** Runs eval in a new JVM; its exit code, standard output, and the classes it loaded. */
    private Map run(String name) {
        launch(name, ['eval', dir.resolve('level.groovy').toString(), dir.resolve('points.csv').toString()])
    }

    /** Runs the command line {@code args} in a new JVM; its exit code, standard output, and the classes it loaded. */
    private Map launch(String name, List<String> args) {
        Path classes = dir.resolve(name + '.classes')
        Path out = dir.resolve(name + '.out')
        def command = [Path.of(System.getProperty('java.home'), 'bin', 'java').toString(),
                       '-Xlog:class+load:file=' + classes + ':none', '-Dhantei.compiledScripts=' + dir.resolve('compiled'),
                       '-cp', System.getProperty('java.class.path'), Main.name] + args
        def process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start()
        int code = process.waitFor()
        [code: code, out: Files.readString(out), classes: Files.readAllLines(classes).collect { it.split(' ')[0] }.toSet()]
    }

    private static boolean loaded(Map run, String name) {
        ((Set<String>) run.classes).contains(name)
    }

    def "the second eval of an unchanged script loads neither Groovy's compiler nor its formatter, and writes the same rows"() {
        given:
        Files.writeString(dir.resolve('level.groovy'), LEVEL)
        Files.writeString(dir.resolve('points.csv'), 'x,y\n150,130\n320,310\n600,200\n500,500\n700,1\n0,0\n')

        when:
        def first = run('first')
        def second = run('second')

        then:
        first.code == 0 && second.code == 0
        second.out == first.out
        first.out.readLines() == ['id,x,y,rule', '2,150,130,guard sees', '3,320,310,click', '4,600,200,door', '5,500,500,coin',
                                  '6,700,1,far right']
        first.classes.size() > 1000
        loaded(first, 'org.codehaus.groovy.control.CompilationUnit') // the first run compiles
        !loaded(second, 'org.codehaus.groovy.control.CompilationUnit')
        !loaded(second, 'org.codehaus.groovy.runtime.FormatHelper')
        Files.list(dir.resolve('compiled')).withCloseable { it.count() } == 1
    }

    def "the second run of an unchanged script does not parse it again, and reports the same"() {
        given:
        Files.writeString(dir.resolve('checks.groovy'), LEVEL + """\
            check('coin') {
                hit 500, 500
                miss 0, 0
            }
            check('door') { hit 600, 200 }
            """.stripIndent())
        def command = ['run', dir.resolve('checks.groovy').toString()]

        when:
        def first = launch('first-run', command)
        def second = launch('second-run', command)

        then:
        first.code == 0 && second.code == 0
        second.out == first.out
        first.out.contains('3 passed, 0 failed')
        loaded(first, 'org.apache.groovy.parser.antlr4.AstBuilder') // the first run parses
        !loaded(second, 'org.apache.groovy.parser.antlr4.AstBuilder')
        Files.list(dir.resolve('compiled')).withCloseable { it.count() } == 1
    }
}
