package io.hantei.render

import spock.lang.Specification

import java.nio.file.Files
import java.nio.file.Path

class RenderPackageSpec extends Specification {

    static final Path SOURCES = Path.of('hantei-render/src/main/java/io/hantei/render')

    def "the render package imports the geometry core and the JDK only, never Groovy"() {
        given:
        def files = Files.list(SOURCES).withCloseable { it.toList() }.findAll { it.toString().endsWith('.java') }
        def imports = files.collectMany { f -> f.toFile().readLines().findAll { it.startsWith('import ') }.collect { it.trim() } }

        expect:
        files.size() > 10
        imports.every { it ==~ /import (static )?(io\.hantei\.geom|io\.hantei\.render|java|javax)\..*;/ }
        imports.count { it.contains('groovy') } == 0
    }

    def "SceneFiles writes #file as #format, chosen by the file name"() {
        given:
        def dir = Files.createTempDirectory('hantei')
        def path = dir.resolve(file)

        when:
        SceneFiles.write(RenderDemo.guardScene(), path, 100)
        def start = new String(Files.readAllBytes(path), 0, 8, 'ISO-8859-1')

        then:
        start.startsWith(prefix)

        cleanup:
        Files.deleteIfExists(path)
        Files.deleteIfExists(dir)

        where:
        file          || format | prefix
        'scene.png'   || 'PNG'  | '\u0089PNG'
        'scene.PNG'   || 'PNG'  | '\u0089PNG'
        'scene.svg'   || 'SVG'  | '<?xml'
    }

    def "SceneFiles refuses a file name it cannot tell the format of"() {
        when:
        SceneFiles.write(RenderDemo.guardScene(), Path.of('scene.jpg'))

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "picture: file name must end in .png or .svg but was 'scene.jpg'"
    }
}
