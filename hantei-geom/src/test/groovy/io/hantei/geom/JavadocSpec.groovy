package io.hantei.geom

import spock.lang.Specification
import spock.lang.TempDir

import javax.tools.ToolProvider
import java.nio.file.Files
import java.nio.file.Path

/**
 * The javadoc of hantei-geom is its contract (ARCHITECTURE.md, "The modules"): javadoc with every
 * doclint group on writes it with no warning and no error, so each public class and member says
 * what it takes, gives and refuses (@param, @return, @throws).
 *
 * VectorLoops is left out: it is package-private (javadoc does not document it) and names the
 * incubating Vector API, whose module javadoc can only read with a warning of its own.
 */
class JavadocSpec extends Specification {

    static final Path SOURCES = Path.of(System.getProperty('basedir', 'hantei-geom'), 'src', 'main', 'java')

    @TempDir
    Path out

    /** javadoc's messages for these files, doclint on, into a folder of its own. */
    String javadoc(List<Path> files) {
        def messages = new ByteArrayOutputStream()
        def stream = new PrintStream(messages, true, 'UTF-8')
        int code = ToolProvider.systemDocumentationTool.run(null, stream, stream,
                (['-Xdoclint:all', '-quiet', '-encoding', 'UTF-8', '-d', out.toString()] + files*.toString()) as String[])
        messages.toString('UTF-8') + (code == 0 ? '' : "\njavadoc ended with $code")
    }

    static List<Path> publicSources() {
        ['geom', 'index'].collectMany { pkg ->
            Files.list(SOURCES.resolve("io/hantei/$pkg")).withCloseable { it.toList() }
        }.findAll { it.toString().endsWith('.java') && it.fileName.toString() != 'VectorLoops.java' }.sort()
    }

    def "the check sees a public method without its contract"() {
        given: 'a class whose method has no @param and no @return'
        Path dir = out.resolve('src/io/hantei/geom')
        Files.createDirectories(dir)
        Path file = dir.resolve('Bare.java')
        Files.writeString(file, '''package io.hantei.geom;
            /** A class with a method that says nothing. */
            public final class Bare {
                private Bare() {
                }
                /** Twice x. */
                public static double twice(double x) {
                    return 2 * x;
                }
            }
            ''')

        expect:
        javadoc([file]).contains('warning: no @param for x')
    }

    def "javadoc with doclint writes io.hantei.geom and io.hantei.index with no warning"() {
        given:
        def files = publicSources()

        expect: 'the check reads the API (so it is not vacuous)'
        files*.fileName*.toString().containsAll(['Circle.java', 'Shape.java', 'ShapeIndex.java', 'package-info.java'])

        and:
        javadoc(files).trim() == ''
    }
}
