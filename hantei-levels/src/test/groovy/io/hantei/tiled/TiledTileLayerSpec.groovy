package io.hantei.tiled

import io.hantei.geom.Rect
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.ByteBuffer
import java.nio.ByteOrder
import java.nio.file.Path
import java.util.zip.DeflaterOutputStream
import java.util.zip.GZIPOutputStream

/**
 * A tile layer's non-empty cells as boxes (docs/geometry.md §24), in every encoding Tiled
 * writes. The layer is 4 x 3 cells of 16 x 16 with tiles at (0, 0), (3, 0) (flipped) and (1, 2).
 */
class TiledTileLayerSpec extends Specification {

    @TempDir
    Path dir

    static final List<Long> GIDS = [1, 0, 0, 0x80000002L, 0, 0, 0, 0, 0, 3, 0, 0]

    static final List<Rect> CELLS = [Rect.of(0, 0, 16, 16), Rect.of(48, 0, 16, 16), Rect.of(16, 32, 16, 16)]

    static byte[] bytes(List<Long> gids) {
        def b = ByteBuffer.allocate(4 * gids.size()).order(ByteOrder.LITTLE_ENDIAN)
        gids.each { b.putInt((int) (long) it) }
        b.array()
    }

    static String base64(List<Long> gids, String compression) {
        byte[] raw = bytes(gids)
        def out = new ByteArrayOutputStream()
        switch (compression) {
            case 'gzip': new GZIPOutputStream(out).withCloseable { it.write(raw) }; break
            case 'zlib': new DeflaterOutputStream(out).withCloseable { it.write(raw) }; break
            default: out.write(raw)
        }
        Base64.encoder.encodeToString(out.toByteArray())
    }

    TiledMap tmx(String data) {
        TiledMap.load(new TiledFiles(dir).tmx('t.tmx', """<layer id="1" name="Ground" width="4" height="3">$data</layer>"""))
    }

    def "TMX #encoding data gives the cells holding a tile, flipped or not"() {
        when:
        def layer = tmx(data).tileLayer('Ground')

        then:
        layer.solidCells() == CELLS

        where:
        encoding        | data
        'csv'           | "<data encoding=\"csv\">\n${GIDS.join(',')}\n</data>"
        'base64'        | "<data encoding=\"base64\">\n   ${base64(GIDS, '')}\n  </data>"
        'base64 + gzip' | "<data encoding=\"base64\" compression=\"gzip\">${base64(GIDS, 'gzip')}</data>"
        'base64 + zlib' | "<data encoding=\"base64\" compression=\"zlib\">${base64(GIDS, 'zlib')}</data>"
        'XML tiles'     | "<data>${GIDS.collect { it ? "<tile gid=\"$it\"/>" : '<tile/>' }.join('')}</data>"
    }

    def "JSON #encoding data gives the same cells"() {
        when:
        def map = TiledMap.load(new TiledFiles(dir).tmj('t.tmj', """[ { "type": "tilelayer", "name": "Ground", "width": 4, "height": 3, $data } ]"""))

        then:
        map.tileLayer('Ground').solidCells() == CELLS

        where:
        encoding        | data
        'array'         | "\"data\": [${GIDS.join(', ')}]"
        'csv (array)'   | "\"encoding\": \"csv\", \"data\": [${GIDS.join(', ')}]"
        'base64'        | "\"encoding\": \"base64\", \"data\": \"${base64(GIDS, '')}\""
        'base64 + gzip' | "\"encoding\": \"base64\", \"compression\": \"gzip\", \"data\": \"${base64(GIDS, 'gzip')}\""
        'base64 + zlib' | "\"encoding\": \"base64\", \"compression\": \"zlib\", \"data\": \"${base64(GIDS, 'zlib')}\""
    }

    def "an infinite map's chunks place their cells at the chunk's position (#format)"() {
        given:
        def f = new TiledFiles(dir)
        def map = format == 'TMX' ? TiledMap.load(f.write('inf.tmx', '''<map orientation="orthogonal" width="4" height="3" tilewidth="16" tileheight="16" infinite="1">
 <layer id="1" name="Ground" width="4" height="3" offsetx="5" offsety="0">
  <data encoding="csv">
   <chunk x="-16" y="0" width="2" height="1">1,0</chunk>
   <chunk x="16" y="32" width="2" height="2">0,0,0,7</chunk>
  </data>
 </layer>
</map>''')) : TiledMap.load(f.write('inf.tmj', '''{ "type": "map", "orientation": "orthogonal", "infinite": true, "tilewidth": 16, "tileheight": 16,
  "layers": [ { "type": "tilelayer", "name": "Ground", "offsetx": 5, "offsety": 0, "chunks": [
   { "x": -16, "y": 0, "width": 2, "height": 1, "data": [1, 0] },
   { "x": 16, "y": 32, "width": 2, "height": 2, "data": [0, 0, 0, 7] } ] } ] }'''))

        expect: 'cell (-16, 0) and cell (17, 33), 16 px each, moved by the layer offset 5'
        map.infinite()
        map.tileLayer('Ground').solidCells() == [Rect.of(5 - 256, 0, 16, 16), Rect.of(5 + 17 * 16, 33 * 16, 16, 16)]

        where:
        format << ['TMX', 'JSON']
    }

    def "a layer in a group takes the offsets of both"() {
        when:
        def map = TiledMap.load(new TiledFiles(dir).tmx('g.tmx', '''<group name="G" offsetx="100" offsety="10">
 <layer id="1" name="Ground" width="2" height="1" offsetx="1" offsety="2"><data encoding="csv">0,1</data></layer></group>'''))

        then:
        map.tileLayer('Ground').solidCells() == [Rect.of(117, 12, 16, 16)]
        map.tileLayerNames() == ['Ground']
    }

    def "a zstd layer does not stop the map from loading; asking for its cells says why it cannot be read"() {
        given:
        def path = new TiledFiles(dir).tmx('z.tmx', '''<layer id="1" name="Ground" width="4" height="3"><data encoding="base64" compression="zstd">KLUv/WAwAA==</data></layer>
 <objectgroup name="O"><object id="1" x="0" y="0" width="2" height="2"/></objectgroup>''')

        when:
        def map = TiledMap.load(path)

        then:
        map.object(1).shape().contains(1, 1)

        when:
        map.tileLayer('Ground').solidCells()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path: tile layer 'Ground': its data is compressed with zstd, which hantei cannot read (the JDK has no zstd): save the map with CSV, base64, gzip or zlib tile layer format"
    }

    def "#problem in a layer's data is refused with the file and the layer"() {
        given:
        def path = new TiledFiles(dir).tmx('b.tmx', """<layer id="1" name="Ground" width="4" height="3">$data</layer>""")

        when:
        TiledMap.load(path).tileLayer('Ground').solidCells()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path: tile layer 'Ground': $message"

        where:
        problem          | data                                              || message
        'too few cells'  | '<data encoding="csv">1,2,3</data>'              || 'its data must hold 12 cells but held 3'
        'a bad cell'     | "<data encoding=\"csv\">1,x,${'0,' * 9}0</data>" || "its data, cell 1 must be a whole number but was 'x'"
        'bad base64'     | '<data encoding="base64">***</data>'             || 'its data is not valid base64: Illegal base64 character 2a'
    }
}
