package io.hantei.dsl

import io.hantei.embed.CompileException
import io.hantei.embed.Options
import io.hantei.embed.RuleSet
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Files
import java.nio.file.Path

/**
 * The DSL's {@code tiled(...)} (docs/geometry.md §24; {@link TiledLevel}): the twin level of
 * src/test/resources/tiled/twin copied into a folder with a script beside it, run as
 * {@code ./hantei run} runs it (trusted) and as a rule set (sandboxed).
 */
class TiledWordsSpec extends Specification {

    @TempDir
    Path dir

    static final Path TWIN = Path.of('hantei-levels/src/test/resources/tiled/twin')

    def setup() {
        Files.createDirectories(dir.resolve('levels/maps'))
        Files.list(TWIN).each { Files.copy(it, dir.resolve('levels/maps').resolve(it.fileName)) }
    }

    /** Runs the script from levels/ (trusted, as ./hantei run does); the message of its first error, or null. */
    String run(String script) {
        Path f = dir.resolve('levels/test.groovy')
        Files.writeString(f, script)
        def result = new ScriptRunner(new StringWriter()).run(f.toFile(), 'test.groovy')
        assert result.failed.isEmpty(): result.failed*.summary
        result.errors ? result.errors[0].message : null
    }

    def "a level's objects by name and by id are its shapes; checks work on them (#what)"() {
        expect:
        run("def level = tiled('maps/level.tmx')\n" + code) == null

        where:
        what                      | code
        'by name'                 | "check(level['door']) { hit 44, 88; hit 60, 120; miss 61, 100 }"
        'by id'                   | "check(level[2]) { hit 94, 108; miss 93, 108 }"
        'a JSON map'              | "def j = tiled('maps/level.tmj'); assert j['door'] == level['door'] && j[11] == level[11]"
        'in and case'             | "assert [50, 100] in level['door'] && !([0, 0] in level['door'])"
        'zones of a layer'        | "def z = level.zones('Zones'); assert z.size() == 8 && z.names([50, 100]) == ['door']"
        'a layer inside groups'   | "assert level.zones('Deep').size() == 3"
        'objects by class'        | "assert level.objects(type: 'crate').size() == 3 && level.objects(type: 'spawn') == [level['spawn']]"
        'objects by kind, layer'  | "assert level.objects(kind: 'tile').size() == 4 && level.objects(layer: 'Hidden', kind: 'rectangle') == [level['secret']]"
        'all objects'             | "assert level.objects().size() == 18 && level.names.contains('door')"
        'properties'              | "assert level.propertiesOf('door').keys == 2 && level.propertiesOf(12) == [hp: 3]"
        'solid cells'             | "def g = level.solid('Ground'); assert g.size() == 3 && [0, 0] in g && [31, 15] in g && !([33, 0] in g) && [639, 479] in g"
        'line of sight'           | "assert !lineOfSight(from: [0, 100], to: [100, 100], walls: level.zones('Zones'))"
    }

    def "#problem is an error that helps: #message"() {
        expect:
        run("def level = tiled('maps/level.tmx')\n" + code) == message

        where:
        problem                | code                              || message
        'a misspelt name'      | "level['dor']"                    || "tiled 'maps/level.tmx': no object named 'dor' — did you mean 'door'? — close names: 'door', 'box'"
        'a name held by two'   | "level['crate']"                  || "tiled 'maps/level.tmx': 2 objects are named 'crate' (ids 12, 14) — pick one by its id, like level[12]"
        'an id that is none'   | "level[99]"                       || "tiled 'maps/level.tmx': no object has the id 99 (ids 1 to 18)"
        'no such object layer' | "level.zones('Zone')"             || "tiled 'maps/level.tmx': no object layer named 'Zone' — did you mean 'Zones'? — layers: 'Zones', 'Deep', 'Templates', 'Hidden'"
        'no such tile layer'   | "level.solid('Grund')"            || "tiled 'maps/level.tmx': no tile layer named 'Grund' — did you mean 'Ground'? — layers: 'Ground'"
        'an unknown filter'    | "level.objects(typ: 'x')"         || "objects: unknown argument 'typ' — did you mean 'type'? valid: type, name, layer, kind"
        'an unknown kind'      | "level.objects(kind: 'circle')"   || "objects: kind must be one of 'rectangle', 'ellipse', 'point', 'polygon', 'polyline', 'text', 'capsule', 'tile' but was 'circle'"
    }

    def "a missing map is an error naming the path as written and the file looked for"() {
        expect:
        run("tiled('maps/nope.tmx')") == "tiled('maps/nope.tmx'): ${dir.resolve('levels/maps/nope.tmx')}: no such map file"
    }

    def "the path is taken from the script's folder, not the working directory"() {
        expect: 'maps/level.tmx exists under levels/, not under the working directory'
        !Files.exists(Path.of('maps/level.tmx'))
        run("assert tiled('maps/level.tmx')['door'] != null") == null
    }

    def "a trusted script may read a map outside its folder"() {
        given:
        Files.createDirectories(dir.resolve('elsewhere'))
        Files.copy(TWIN.resolve('level.tmx'), dir.resolve('elsewhere/alone.tmx'))

        expect: 'it loads until it needs its tileset, which is not beside it'
        run("tiled('../elsewhere/alone.tmx')").contains('the tileset')
    }

    RuleSet sandboxed(String script) {
        Path f = dir.resolve('levels/rules.groovy')
        Files.writeString(f, script)
        RuleSet.compile(f, Options.defaults())
    }

    def "a sandboxed script reads maps inside its folder and answers rules on them"() {
        when:
        def rs = sandboxed("def level = tiled('maps/level.tmx')\nrule('at the door') { p -> p in level['door'] }\n" +
                "check('at the door') { hit 44, 88; miss 0, 0 }\n" +
                "assert level.propertiesOf('door').locked && level.objects(type: 'crate').size() == 3\n" +
                "assert level.solid('Ground').size() == 3 && level.names.size() == 18")

        then:
        rs.evaluate('at the door', 50, 100)
        !rs.evaluate('at the door', 0, 0)
        rs.runChecks().passed()
    }

    def "a sandboxed script may not read #what"() {
        given:
        Files.writeString(dir.resolve('outside.tmx'), '<map orientation="orthogonal"/>')

        when:
        sandboxed("tiled('$path')")

        then:
        def e = thrown(CompileException)
        e.problems()[0].message() == "refused: tiled('$path') is outside the script's folder: a sandboxed script reads files only inside its own folder and below it"

        where:
        what                           | path
        'a map above its folder'       | '../outside.tmx'
        'a map by an absolute path'    | '/etc/hosts'
        'a map through maps/../..'     | 'maps/../../outside.tmx'
    }

    def "a sandboxed script may not reach outside through a map that names an outside tileset"() {
        given:
        Files.writeString(dir.resolve('secret.tsx'), '<tileset name="secret" tilewidth="1" tileheight="1"/>')
        Files.writeString(dir.resolve('levels/maps/sly.tmx'),
                '<map orientation="orthogonal"><tileset firstgid="1" source="../../secret.tsx"/></map>')

        when:
        sandboxed("tiled('maps/sly.tmx')")

        then:
        def e = thrown(CompileException)
        e.problems()[0].message().contains("the tileset ${dir.resolve('levels/maps/../../secret.tsx').normalize()} is outside the folder")
    }

    def "a sandboxed script compiled from text, without a folder, reads no map"() {
        when:
        RuleSet.compile("tiled('maps/level.tmx')", Options.defaults())

        then:
        def e = thrown(CompileException)
        e.problems()[0].message() == "refused: tiled('maps/level.tmx'): a sandboxed script that has no file of its own reads no files"
    }
}
