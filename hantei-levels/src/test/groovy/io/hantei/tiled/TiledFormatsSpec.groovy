package io.hantei.tiled

import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Files
import java.nio.file.Path

/**
 * The file formats of every Tiled 1.x: maps without object ids (before Tiled 1.0 saved them),
 * {@code type} and {@code class}, both JSON dialects of properties and tiles, old files naming
 * Tiled's DTD; and what is refused, with messages that name the file and the problem
 * (docs/geometry.md §24).
 */
class TiledFormatsSpec extends Specification {

    @TempDir
    Path dir

    TiledFiles files() { new TiledFiles(dir) }

    // ------------------------------------------------------------------ ids

    def "objects without ids are numbered as Tiled numbers them on load: from nextobjectid (#next), depth first"() {
        given:
        def path = files().tmx('old.tmx', '''
 <objectgroup name="A">
  <object name="a1" x="0" y="0" width="1" height="1"/>
  <object name="a2" x="0" y="0" width="1" height="1"/>
 </objectgroup>
 <group name="G">
  <objectgroup name="B">
   <object name="b1" x="0" y="0" width="1" height="1"/>
  </objectgroup>
 </group>
 <objectgroup name="C">
  <object name="c1" x="0" y="0" width="1" height="1"/>
 </objectgroup>''', 'orthogonal', attributes)

        when:
        def map = TiledMap.load(path)

        then:
        map.objects()*.name() == ['a1', 'a2', 'b1', 'c1']
        map.objects()*.id() == ids
        map.object(ids[2]).name() == 'b1'

        where:
        attributes          | next || ids
        ''                  | 1    || [1, 2, 3, 4]
        'nextobjectid="7"'  | 7    || [7, 8, 9, 10]
    }

    def "an object with an id keeps it; the ones without take the next ids in turn"() {
        when:
        def map = TiledMap.load(files().tmx('mixed.tmx', '''
 <objectgroup name="A">
  <object id="5" name="five" x="0" y="0"/>
  <object name="new" x="0" y="0"/>
 </objectgroup>''', 'orthogonal', 'nextobjectid="6"'))

        then:
        map.object(5).name() == 'five'
        map.object(6).name() == 'new'
    }

    // ------------------------------------------------------------------ class and type

    def "the class is read from #attribute"() {
        when:
        def o = files().one("""<object id="1" $attribute x="0" y="0"/>""")

        then:
        o.type() == 'enemy'

        where:
        attribute << ['type="enemy"', 'class="enemy"', 'class="enemy" type="other"', 'class="" type="enemy"']
    }

    def "JSON reads #key for the class"() {
        when:
        def o = TiledMap.load(files().tmjObjects('c.tmj', """[ { "id": 1, "x": 0, "y": 0, $key } ]""")).object(1)

        then:
        o.type() == 'enemy'

        where:
        key << ['"type": "enemy"', '"class": "enemy"', '"class": "enemy", "type": ""', '"class": "", "type": "enemy"']
    }

    // ------------------------------------------------------------------ JSON dialects

    static final String NEW_PROPS = '''[ {"name": "hp", "type": "int", "value": 3}, {"name": "speed", "type": "float", "value": 2},
  {"name": "boss", "type": "bool", "value": true}, {"name": "title", "type": "string", "value": "Ogre"},
  {"name": "home", "type": "object", "value": 12}, {"name": "skin", "type": "file", "value": "ogre.png"} ]'''

    static final String OLD_PROPS = '''{ "hp": 3, "speed": 2, "boss": true, "title": "Ogre", "home": 12, "skin": "ogre.png" },
  "propertytypes": { "hp": "int", "speed": "float", "boss": "bool", "title": "string", "home": "object", "skin": "file" }'''

    static final String TMX_PROPS = '''<properties>
 <property name="hp" type="int" value="3"/>
 <property name="speed" type="float" value="2"/>
 <property name="boss" type="bool" value="true"/>
 <property name="title" value="Ogre"/>
 <property name="home" type="object" value="12"/>
 <property name="skin" type="file" value="ogre.png"/>
</properties>'''

    def "properties read the same from TMX, new JSON (a list) and old JSON (an object with propertytypes)"() {
        when:
        def f = files()
        def fromTmx = f.one("""<object id="1" x="0" y="0">$TMX_PROPS</object>""").properties()
        def fromNew = TiledMap.load(f.tmjObjects('new.tmj', """[ { "id": 1, "x": 0, "y": 0, "properties": $NEW_PROPS } ]""")).object(1).properties()
        def fromOld = TiledMap.load(f.tmjObjects('old.json', """[ { "id": 1, "x": 0, "y": 0, "properties": $OLD_PROPS } ]""")).object(1).properties()

        then:
        fromTmx == [hp: 3, speed: 2.0d, boss: true, title: 'Ogre', home: 12, skin: 'ogre.png']
        fromNew == fromTmx
        fromOld == fromTmx
        fromOld.speed instanceof Double && fromNew.speed instanceof Double
    }

    def "a property value that does not fit its type is kept as written, and the map loads"() {
        when:
        def o = files().one('''<object id="1" x="0" y="0" width="2" height="2"><properties>
 <property name="n" type="int" value="3.5"/><property name="b" type="bool" value="maybe"/><property name="f" type="float" value=""/>
</properties></object>''')

        then:
        o.properties() == [n: '3.5', b: 'maybe', f: 0.0d]
        o.shape().contains(1, 1)
    }

    def "old JSON without propertytypes keeps the JSON types"() {
        when:
        def p = TiledMap.load(files().tmjObjects('old.json', '''[ { "id": 1, "x": 0, "y": 0, "properties": { "n": 3, "f": 2.5, "b": false, "s": "x" } } ]''')).object(1).properties()

        then:
        p == [n: 3, f: 2.5d, b: false, s: 'x']
    }

    def "a class property holds its members (TMX and JSON)"() {
        when:
        def f = files()
        def tmx = f.one('''<object id="1" x="0" y="0"><properties>
 <property name="loot" type="class" propertytype="Loot"><properties><property name="gold" type="int" value="5"/></properties></property>
</properties></object>''').properties()
        def tmj = TiledMap.load(f.tmjObjects('c.tmj', '''[ { "id": 1, "x": 0, "y": 0, "properties": [
  { "name": "loot", "type": "class", "propertytype": "Loot", "value": { "gold": 5 } } ] } ]''')).object(1).properties()

        then:
        tmx == [loot: [gold: 5]]
        tmj == tmx
    }

    def "old JSON tilesets (tiles keyed by id, tileproperties) and new ones (a list) give the same tile"() {
        given:
        def f = files()
        f.write('old.json', '''{ "name": "coll", "tilewidth": 64, "tileheight": 64, "tilecount": 1, "columns": 0,
  "tiles": { "0": { "image": "a.png", "imagewidth": 40, "imageheight": 24, "type": "tree" } },
  "tileproperties": { "0": { "tall": true } }, "tilepropertytypes": { "0": { "tall": "bool" } } }''')
        f.write('new.tsj', '''{ "type": "tileset", "name": "coll", "tilewidth": 64, "tileheight": 64, "tilecount": 1, "columns": 0,
  "tiles": [ { "id": 0, "image": "a.png", "imagewidth": 40, "imageheight": 24, "type": "tree",
    "properties": [ { "name": "tall", "type": "bool", "value": true } ] } ] }''')

        when:
        def objects = ['old.json', 'new.tsj'].collect { ts ->
            TiledMap.load(f.tmjObjects("m-${ts}.tmj", '[ { "id": 1, "gid": 1, "x": 0, "y": 100 } ]',
                    """[ { "firstgid": 1, "source": "$ts" } ]""")).object(1)
        }

        then:
        objects.every { it.width() == 40 && it.height() == 24 && it.type() == 'tree' && it.properties() == [tall: true] }
        objects[0].shape() == objects[1].shape()
    }

    def "a JSON tileset may be used from a TMX map and the other way round"() {
        given:
        def f = files()
        f.write('t.tsj', '{ "type": "tileset", "name": "t", "tilewidth": 8, "tileheight": 4, "tilecount": 1, "columns": 1, "image": "t.png", "imagewidth": 8, "imageheight": 4 }')

        when:
        def o = f.one('<object id="1" gid="1" x="0" y="4"/>', '<tileset firstgid="1" source="t.tsj"/>')

        then:
        o.width() == 8 && o.height() == 4
    }

    def "tilesets and templates are found relative to the file that names them"() {
        given:
        def f = files()
        f.write('maps/templates/sub/t.tsx', TiledFiles.tilesetXml('topleft', 10, 10))
        f.write('maps/templates/thing.tx', '<template><tileset firstgid="1" source="sub/t.tsx"/><object gid="1"/></template>')
        def map = f.write('maps/level.tmx', """<map orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8">
 <objectgroup name="O"><object id="1" template="templates/thing.tx" x="5" y="5"/></objectgroup></map>""")

        when:
        def o = TiledMap.load(map).object(1)

        then:
        o.width() == 10 && o.shape().contains(5, 5) && o.shape().contains(15, 15) && !o.shape().contains(Math.nextUp(15d), 15)
    }

    def "an old map that names Tiled's DTD loads without fetching it"() {
        when:
        def map = TiledMap.load(files().write('dtd.tmx', '''<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE map SYSTEM "http://mapeditor.org/dtd/1.0/map.dtd">
<map version="1.0" orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8">
 <objectgroup name="O"><object id="1" x="1" y="2" width="3" height="4"/></objectgroup>
</map>'''))

        then:
        map.object(1).shape().contains(4, 6)
    }

    def "an external entity is never read: the file it names does not reach the map"() {
        given:
        def secret = files().write('secret.txt', 'door')

        when:
        def map = TiledMap.load(files().write('xxe.tmx', """<?xml version="1.0"?>
<!DOCTYPE map [ <!ENTITY leak SYSTEM "${secret.toUri()}"> ]>
<map orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8">
 <objectgroup name="O"><object id="1" x="0" y="0"><properties><property name="note">x&leak;</property></properties></object></objectgroup>
</map>"""))

        then:
        map.object(1).properties().note == 'x'
    }

    def "an old map in the encoding its XML declaration names (ISO-8859-1) loads with its names intact"() {
        given:
        def path = dir.resolve('latin1.tmx')
        Files.write(path, ('<?xml version="1.0" encoding="ISO-8859-1"?>\n' +
                '<map orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8">\n' +
                ' <objectgroup name="O"><object id="1" name="caf\u00e9" x="1" y="2" width="3" height="4"/></objectgroup>\n' +
                '</map>').getBytes('ISO-8859-1'))

        expect:
        TiledMap.load(path).object(1).name() == 'caf\u00e9'
    }

    def "a file that is not UTF-8 and declares no other encoding is refused"() {
        given:
        def path = dir.resolve('bad.tmj')
        Files.write(path, '{ "orientation": "orthogonal", "name": "caf\u00e9" }'.getBytes('ISO-8859-1'))

        when:
        TiledMap.load(path)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path: is not UTF-8 text and declares no other encoding, so not a Tiled map"
    }

    def "a file that starts with a byte-order mark loads"() {
        when:
        def map = TiledMap.load(files().write('bom.tmj', '\uFEFF{ "type": "map", "orientation": "orthogonal", "layers": [] }'))

        then:
        map.objects().isEmpty()
    }

    // ------------------------------------------------------------------ refusals

    def "a #orientation #format map is refused: its coordinates are not screen pixels"() {
        given:
        def f = files()
        def path = format == 'TMX' ? f.tmxObjects('iso.tmx', '<object id="1" x="0" y="0"/>').with {
            f.tmx('iso.tmx', '<objectgroup name="O"><object id="1" x="0" y="0"/></objectgroup>', orientation)
        } : f.tmj('iso.tmj', '[]', '[]', orientation)

        when:
        TiledMap.load(path)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path: is $article $orientation map; hantei reads orthogonal maps only (the object coordinates of isometric, staggered and hexagonal maps are not screen pixels)"

        where:
        [format, orientation] << [['TMX', 'JSON'], ['isometric', 'staggered', 'hexagonal', 'oblique']].combinations()
        article = orientation == 'isometric' || orientation == 'oblique' ? 'an' : 'a'
    }

    def "a map without an orientation is refused"() {
        when:
        def path = files().write('none.tmx', '<map width="1" height="1" tilewidth="8" tileheight="8"/>')
        TiledMap.load(path)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path: has no orientation; hantei reads orthogonal Tiled maps only"
    }

    def "#problem is refused with a message naming the file and the problem"() {
        given:
        def f = files()
        f.write('tiles.tsx', TiledFiles.tilesetXml(null))
        def path = f.write(name, text)

        when:
        TiledMap.load(path)

        then:
        def e = thrown(IllegalArgumentException)
        e.message.startsWith("$path: ")
        e.message.contains(expected)

        where:
        problem                  | name        | text                                                                                                        || expected
        'malformed XML'          | 'bad.tmx'   | '<map orientation="orthogonal"><objectgroup></map>'                                                       || 'is not well-formed XML'
        'neither XML nor JSON'   | 'bad.tmx'   | 'orientation=orthogonal'                                                                                   || 'is neither XML nor JSON'
        'another root element'   | 'bad.tmx'   | '<tileset/>'                                                                                               || 'is not a Tiled map: its root element is <tileset>, not <map>'
        'a JSON tileset as map'  | 'bad.tmj'   | '{ "type": "tileset", "name": "t" }'                                                                       || "is not a Tiled map: its type is 'tileset', not 'map'"
        'a bad number'           | 'bad.tmx'   | '<map orientation="orthogonal"><objectgroup name="O"><object id="3" name="door" x="1O" y="0"/></objectgroup></map>' || "object 3 'door': x must be a number but was '1O'"
        'an infinite number'     | 'bad.tmx'   | '<map orientation="orthogonal"><objectgroup name="O"><object id="3" x="1e999" y="0"/></objectgroup></map>' || "object 3: x must be a finite number but was '1e999'"
        'a bad JSON number'      | 'bad.tmj'   | '{ "orientation": "orthogonal", "layers": [ { "type": "objectgroup", "name": "O", "objects": [ { "id": 4, "x": "left", "y": 0 } ] } ] }' || "object 4: x must be a number but was 'left'"
        'a bad polygon'          | 'bad.tmx'   | '<map orientation="orthogonal"><objectgroup name="O"><object id="3" x="0" y="0"><polygon points="0,0 1;1 2,2"/></object></objectgroup></map>' || "object 3: polygon points must be pairs 'x,y' separated by spaces but held '1;1'"
        'a huge exponent in a cell' | 'bad.tmj' | '{ "orientation": "orthogonal", "layers": [ { "type": "tilelayer", "name": "G", "width": 2, "height": 1, "data": [1, 2E47483650] } ] }' || 'is out of range: 2E+47483650'
        'a tiny fraction in a cell' | 'bad.tmj' | '{ "orientation": "orthogonal", "layers": [ { "type": "tilelayer", "name": "G", "width": 2, "height": 1, "data": [1, 2E-47483650] } ] }' || 'must be a whole number but was 2E-47483650'
        'a whole number too big'    | 'bad.tmj' | '{ "orientation": "orthogonal", "layers": [ { "type": "tilelayer", "name": "G", "width": 2, "height": 1, "data": [1, 9.3E18] } ] }' || 'is out of range: 9.3E+18'
        'a null tileset entry'     | 'bad.tmj' | '{ "orientation": "orthogonal", "tilesets": [null], "layers": [] }' || 'a tileset entry must be a JSON object but was null'
        'a null layer'             | 'bad.tmj' | '{ "orientation": "orthogonal", "layers": [null] }' || 'a layer must be a JSON object but was null'
        'a null object'            | 'bad.tmj' | '{ "orientation": "orthogonal", "layers": [ { "type": "objectgroup", "name": "O", "objects": [null] } ] }' || 'an object must be a JSON object but was null'
        'a gid below every tileset' | 'bad.tmx' | '<map orientation="orthogonal"><tileset firstgid="5" source="tiles.tsx"/><objectgroup name="O"><object id="3" gid="2" x="0" y="0"/></objectgroup></map>' || "object 3: gid 2 is below the first tileset's firstgid 5"
        'a gid without tilesets' | 'bad.tmx'   | '<map orientation="orthogonal"><objectgroup name="O"><object id="3" gid="2" x="0" y="0"/></objectgroup></map>' || 'object 3: gid 2 names a tile but the file has no tileset'
    }

    def "a JSON #what that is #problem is refused with its line and column"() {
        given:
        def f = files()
        f.write('ok.tsj', '{ "type": "tileset", "name": "t", "tilewidth": 16, "tileheight": 16, "image": "t.png" }')
        f.write('ok.tj', '{ "type": "template", "object": { "width": 8, "height": 8 } }')
        def path = f.write(name, text)
        def map = what == 'map' ? path
                : f.tmjObjects('m.tmj', what == 'template' ? "[ { \"id\": 1, \"template\": \"$name\", \"x\": 0, \"y\": 0 } ]" : '[]',
                               what == 'tileset' ? "[ { \"firstgid\": 1, \"source\": \"$name\" } ]" : '[]')

        when:
        TiledMap.load(map)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path:$message"
        e.cause instanceof io.hantei.json.JsonException

        where:
        what       | problem                     | name      | text                                                        || message
        'map'      | 'cut short'                 | 'bad.tmj' | '{ "orientation": "orthogonal", "layers": [ }'              || "1:44: not JSON: expected a value but found '}'"
        'map'      | 'with a trailing comma'     | 'bad.tmj' | '{ "orientation": "orthogonal",\n  "layers": [],\n}'      || "3:1: not JSON: expected a key in double quotes but found '}'"
        'map'      | 'followed by more text'     | 'bad.tmj' | '{ "orientation": "orthogonal", "layers": [] }\n}'         || '2:1: not JSON: text after the value'
        'map'      | 'with a key twice'          | 'bad.tmj' | '{ "orientation": "orthogonal",\n  "layers": [], "layers": [] }' || "2:17: the key 'layers' appears twice in one object"
        'map'      | 'nested too deep'           | 'bad.tmj' | '{ "orientation": "orthogonal", "properties": ' + '['.multiply(600) || '1:558: not JSON: nested deeper than 512'
        'tileset'  | 'with a raw tab in a name'  | 'bad.tsj' | '{ "type": "tileset", "name": "a\tb" }'                      || '1:32: not JSON: a control character inside a string (write it as an escape)'
        'template' | 'with a leading zero'       | 'bad.tj'  | '{ "type": "template", "object": { "width": 08 } }'        || "1:45: not JSON: expected ',' or '}' but found '8'"
    }

    def "a JSON map's numbers come to the reader as written: #what"() {
        given:
        def path = files().tmjObjects('n.tmj', """[ { "id": 1, "gid": 0, "x": $x, "y": 0, "width": 1, "height": 1,
            "properties": { "p": $x } } ]""")

        when:
        def o = TiledMap.load(path).object(1)

        then:
        o.x() == expectedX
        o.properties().p == property

        where:
        what                                 | x                       || expectedX              | property
        'an integer'                         | '7'                     || 7d                     | 7
        'a decimal, rounded once'            | '0.1'                   || 0.1d                   | 0.1d
        'an integer past 32 bits'            | '4294967296'            || 4294967296d            | 4294967296L
        'an integer past 64 bits, kept as written' | '18446744073709551616' || 18446744073709551616d | '18446744073709551616'
        'an exponent'                        | '1.5e2'                 || 150d                   | 150d
        'minus zero, which JSON gives as 0'  | '-0'                    || 0d                     | 0
    }

    def "a missing #what is an IOException naming the file that refers to it and the missing file"() {
        given:
        def f = files()
        def path = f.tmxObjects('m.tmx', object, tilesets)

        when:
        TiledMap.load(path)

        then:
        def e = thrown(IOException)
        e.message == "$path: the $what ${dir.resolve(missing)} it refers to does not exist"

        where:
        what       | object                                                | tilesets                                       || missing
        'tileset'  | ''                                                    | '<tileset firstgid="1" source="gone.tsx"/>'    || 'gone.tsx'
        'template' | '<object id="1" template="gone/t.tx" x="0" y="0"/>'   | ''                                             || 'gone/t.tx'
    }

    def "a missing map is an IOException naming it"() {
        when:
        TiledMap.load(dir.resolve('nowhere.tmx'))

        then:
        def e = thrown(IOException)
        e.message == "${dir.resolve('nowhere.tmx')}: no such map file"
    }

    def "a malformed tileset names the tileset file, not only the map"() {
        given:
        def f = files()
        def ts = f.write('broken.tsx', '<tileset name="b" tilewidth="x16" tileheight="16"/>')
        def path = f.tmxObjects('m.tmx', '', '<tileset firstgid="1" source="broken.tsx"/>')

        when:
        TiledMap.load(path)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$ts: tileset 'b': tilewidth must be a number but was 'x16'"
    }

    def "load(null) is a NullPointerException"() {
        when:
        TiledMap.load(null)

        then:
        thrown(NullPointerException)
    }

    // ------------------------------------------------------------------ reading only inside a folder

    def "load(path, root) reads the map, its tilesets and templates when all lie inside root"() {
        given:
        def f = files()
        f.write('level/t.tsx', TiledFiles.tilesetXml(null))
        def path = f.write('level/m.tmx', '''<map orientation="orthogonal" width="1" height="1" tilewidth="8" tileheight="8">
 <tileset firstgid="1" source="t.tsx"/><objectgroup name="O"><object id="1" gid="1" x="0" y="16"/></objectgroup></map>''')

        expect:
        TiledMap.load(path, dir.resolve('level')).object(1).width() == 16
    }

    def "load(path, root) refuses #what outside root, naming it"() {
        given:
        def f = files()
        f.write('outside/t.tsx', TiledFiles.tilesetXml(null))
        f.write('outside/t.tx', '<template><object width="1" height="1"/></template>')
        f.write('level/readme.txt', 'the root folder')
        def path = f.write(mapName, text)

        when:
        TiledMap.load(path, dir.resolve('level'))

        then:
        def e = thrown(IllegalArgumentException)
        e.message.contains("is outside the folder ${dir.resolve('level').toRealPath()}, and only files inside it may be read")
        e.message.contains(named)

        where:
        what         | mapName          | text                                                                                                  || named
        'a map'      | 'outside/m2.tmx' | '<map orientation="orthogonal"/>'                                                                     || 'the map'
        'a tileset'  | 'level/m.tmx'    | '<map orientation="orthogonal"><tileset firstgid="1" source="../outside/t.tsx"/></map>'              || 'the tileset'
        'a template' | 'level/m.tmx'    | '<map orientation="orthogonal"><objectgroup name="O"><object id="1" template="../outside/t.tx"/></objectgroup></map>' || 'the template'
    }

    def "a #what reference that is no file name (a NUL character, which JSON can write) is refused with the file that holds it"() {
        given: 'found by TxFuzzTest: Path.resolve threw its InvalidPathException past the reader'
        def f = files()
        f.write('t.tsj', '{ "name": "t", "tilewidth": 8, "tileheight": 8, "tiles": [ { "id": 0, "image": "a\\u0000.png" } ] }')
        def path = f.write('m.tmj', """{ "orientation": "orthogonal", $json }""")

        when:
        TiledMap.load(path)

        then:
        def e = thrown(IllegalArgumentException)
        e.getClass() == IllegalArgumentException
        e.message == "${dir.resolve(file)}: the $what '$shown' is not a file name: Nul character not allowed"

        where:
        what       | json                                                                                                                                        || file    | shown
        'tileset'  | '"tilesets": [ { "firstgid": 1, "source": "t\\u0000.tsj" } ]'                                                                           || 'm.tmj' | 't\\0.tsj'
        'template' | '"layers": [ { "type": "objectgroup", "objects": [ { "id": 1, "template": "t\\u0000.tj" } ] } ]'                                          || 'm.tmj' | 't\\0.tj'
        'image'    | '"tilesets": [ { "firstgid": 1, "source": "t.tsj" } ], "layers": [ { "type": "objectgroup", "objects": [ { "id": 1, "gid": 1 } ] } ]'  || 't.tsj' | 'a\\0.png'
    }
}
