package io.hantei.geom

import spock.lang.Shared
import spock.lang.Specification
import spock.lang.TempDir

import javax.tools.ToolProvider
import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.TimeUnit

/**
 * hantei-geom as a game or a tool takes it alone: a named module, io.hantei.geom, that a
 * program of its own module compiles and runs against with nothing else on the module path
 * (ARCHITECTURE.md, "The modules"). The module is this build's classes folder, which holds
 * module-info.class: an exploded module, as good as the jar for the module system.
 */
class ModulePathSpec extends Specification {

    /** This module's compiled classes, module-info.class included. */
    @Shared
    Path classes = Path.of(System.getProperty('basedir', 'hantei-geom'), 'target', 'classes')

    @TempDir
    Path dir

    static final String JAVA = Path.of(System.getProperty('java.home'), 'bin', 'java').toString()

    /** Writes a program's module (its module-info and one class), compiles it; javac's messages, empty when it compiled. */
    String compile(String moduleInfo, String main) {
        Path src = dir.resolve('src')
        Files.createDirectories(src.resolve('demo'))
        Files.writeString(src.resolve('module-info.java'), moduleInfo)
        Files.writeString(src.resolve('demo/Main.java'), main)
        def out = new ByteArrayOutputStream()
        int code = ToolProvider.systemJavaCompiler.run(null, out, out, '--module-path', classes.toString(),
                '-d', dir.resolve('out').toString(), src.resolve('module-info.java').toString(), src.resolve('demo/Main.java').toString())
        code == 0 ? '' : out.toString()
    }

    /** Runs the program's module with the two folders, and nothing else, as the module path. */
    List run(String... jvmOptions) {
        java((jvmOptions as List) + ['--module-path', classes.toString() + File.pathSeparator + dir.resolve('out'),
                                     '--module', 'demo/demo.Main'])
    }

    /** A java command's exit code and its output (standard error with it). */
    static List java(List<String> arguments) {
        def command = [JAVA] + arguments
        def process = new ProcessBuilder(command).redirectErrorStream(true).start()
        assert process.waitFor(60, TimeUnit.SECONDS)
        [process.exitValue(), process.inputStream.text.trim()]
    }

    static final String MAIN = '''
            package demo;

            import io.hantei.geom.Circle;
            import io.hantei.geom.Rect;
            import io.hantei.geom.Shape;
            import io.hantei.geom.Sight;
            import io.hantei.index.ShapeIndex;
            import java.util.List;

            public class Main {
                public static void main(String[] args) {
                    Circle c = Circle.of(0, 0, 5);
                    Shape wall = Rect.of(2, -1, 1, 2);
                    ShapeIndex<String> index = new ShapeIndex<>();
                    index.add(c, "circle");
                    System.out.println(c.contains(5, 0) + " " + c.contains(Math.nextUp(5.0), 0)
                            + " " + Sight.lineOfSight(0, 0, 10, 0, List.of(wall))
                            + " " + index.queryAll(3, 4).size()
                            + " " + Main.class.getModule().getName() + " reads " + Circle.class.getModule().getName());
                }
            }
            '''

    def "the module exports the geometry and the index, and reads java.base alone (its Vector API only when asked for)"() {
        when:
        def (code, text) = java(['--module-path', classes.toString(), '--describe-module', 'io.hantei.geom'])

        then:
        code == 0
        text.readLines()*.trim().findAll { it.startsWith('exports') || it.startsWith('requires') }.toSet() ==
                ['exports io.hantei.geom', 'exports io.hantei.index', 'requires java.base mandated',
                 'requires jdk.incubator.vector static'].toSet()
    }

    def "a program of its own module uses the shapes, sight and the index with hantei-geom alone on the module path"() {
        expect:
        compile('module demo { requires io.hantei.geom; }', MAIN) == ''

        when:
        def (code, text) = run()

        then: 'the boundary point inside, the ulp beyond it outside, the wall in the way, one shape at (3, 4)'
        code == 0
        text == 'true false false 1 demo reads io.hantei.geom'
    }

    def "the batch loops' Vector API is optional: the same program runs with it"() {
        expect:
        compile('module demo { requires io.hantei.geom; }', MAIN) == ''

        when:
        def (code, text) = run('--add-modules', 'jdk.incubator.vector', '-Dhantei.vector=true')

        then:
        code == 0
        text.endsWith('true false false 1 demo reads io.hantei.geom')
    }

    def "a module that does not require io.hantei.geom cannot use it"() {
        expect: 'the check of the module path is real: without the requires, javac refuses the imports'
        compile('module demo { }', MAIN).contains('package io.hantei.geom is not visible')
    }
}
