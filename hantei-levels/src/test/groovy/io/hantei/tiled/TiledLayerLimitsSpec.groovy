package io.hantei.tiled

import io.hantei.geom.Rect
import spock.lang.Shared
import spock.lang.Specification
import spock.lang.TempDir
import spock.lang.Timeout

import java.nio.file.Path
import java.util.zip.DeflaterOutputStream
import java.util.zip.GZIPOutputStream

import static io.hantei.tiled.TiledTileLayerSpec.base64

/**
 * What a tile layer's data may take: never more than its declared size, 4 bytes a cell. A
 * compressed layer is inflated only that far (a bomb of a few hundred kilobytes that inflates
 * to gigabytes is refused after 4·w·h bytes), data with more cells than declared is refused,
 * and so is a declared size of more than {@link TileLayer#MAX_CELLS} cells.
 */
class TiledLayerLimitsSpec extends Specification {

    @TempDir
    Path dir

    /** 1 GiB of zeros, compressed: about a megabyte of base64 that a reader without a limit would inflate whole. */
    static final long BOMB = 1L << 30

    @Shared
    Map<String, String> bombs = [:]

    /** The base64 text of {@link #BOMB} zero bytes compressed with gzip or zlib, made once and written nowhere but the map. */
    String bomb(String compression) {
        bombs.computeIfAbsent(compression) {
            def out = new ByteArrayOutputStream()
            (compression == 'gzip' ? new GZIPOutputStream(out, 1 << 16) : new DeflaterOutputStream(out, new java.util.zip.Deflater(9), 1 << 16)).withCloseable { o ->
                byte[] zeros = new byte[1 << 20]
                (BOMB >> 20).times { o.write(zeros) }
            }
            Base64.encoder.encodeToString(out.toByteArray())
        }
    }

    TiledFiles files() { new TiledFiles(dir) }

    @Timeout(120)
    def "a #compression bomb in a #format layer of 4 x 3 cells is refused after 48 bytes, naming the file, the layer and the declared size"() {
        given:
        String data = bomb(compression)
        def path = format == 'TMX'
                ? files().tmx('bomb.tmx', """<layer id="1" name="Ground" width="4" height="3"><data encoding="base64" compression="$compression">$data</data></layer>""")
                : files().tmj('bomb.tmj', """[ { "type": "tilelayer", "name": "Ground", "width": 4, "height": 3, "encoding": "base64", "compression": "$compression", "data": "$data" } ]""")

        when:
        TiledMap.load(path).tileLayer('Ground').solidCells()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path: tile layer 'Ground': its data inflates ($compression) to more than the 4 × 12 = 48 bytes of its declared size 4 × 3: hantei stopped inflating at byte 49"
        data.length() < 4_000_000

        where:
        format | compression
        'TMX'  | 'gzip'
        'TMX'  | 'zlib'
        'JSON' | 'gzip'
        'JSON' | 'zlib'
    }

    def "a bomb in one chunk of an infinite map is refused with that chunk"() {
        given:
        def path = files().write('inf.tmx', """<map orientation="orthogonal" width="4" height="3" tilewidth="16" tileheight="16" infinite="1">
 <layer id="1" name="Ground" width="4" height="3">
  <data encoding="base64" compression="zlib">
   <chunk x="0" y="0" width="16" height="16">${base64([0L] * 256, 'zlib')}</chunk>
   <chunk x="16" y="0" width="16" height="16">${bomb('zlib')}</chunk>
  </data>
 </layer>
</map>""")

        when:
        TiledMap.load(path).tileLayer('Ground').solidCells()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path: tile layer 'Ground': its chunk at 16, 0 inflates (zlib) to more than the 4 × 256 = 1024 bytes of its declared size 16 × 16: hantei stopped inflating at byte 1025"
    }

    def "#format data with more cells than the layer declares is refused (#what)"() {
        given:
        def path = format == 'TMX'
                ? files().tmx('more.tmx', """<layer id="1" name="Ground" width="4" height="3">$data</layer>""")
                : files().tmj('more.tmj', """[ { "type": "tilelayer", "name": "Ground", "width": 4, "height": 3, $data } ]""")

        when:
        TiledMap.load(path).tileLayer('Ground').solidCells()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path: tile layer 'Ground': $message"

        where:
        format | what            | data                                                                                  || message
        'TMX'  | 'CSV'           | "<data encoding=\"csv\">${([1] * 13).join(',')}</data>"                               || 'its data holds 13 cells, more than the 12 of its declared size 4 × 3'
        'TMX'  | 'CSV, a million'| "<data encoding=\"csv\">${'1,' * 1_000_000}1</data>"                                  || 'its data holds 1000001 cells, more than the 12 of its declared size 4 × 3'
        'TMX'  | 'XML tiles'     | "<data>${'<tile gid="1"/>' * 13}</data>"                                              || 'its data holds 13 cells, more than the 12 of its declared size 4 × 3'
        'TMX'  | 'base64'        | "<data encoding=\"base64\">${base64([1L] * 13, '')}</data>"                           || 'its data holds 52 bytes, more than the 4 × 12 = 48 bytes of its declared size 4 × 3'
        'TMX'  | 'gzip'          | "<data encoding=\"base64\" compression=\"gzip\">${base64([1L] * 13, 'gzip')}</data>"  || 'its data inflates (gzip) to more than the 4 × 12 = 48 bytes of its declared size 4 × 3: hantei stopped inflating at byte 49'
        'JSON' | 'array'         | "\"data\": [${([1] * 13).join(', ')}]"                                                || 'its data holds 13 cells, more than the 12 of its declared size 4 × 3'
        'JSON' | 'base64 + zlib' | "\"encoding\": \"base64\", \"compression\": \"zlib\", \"data\": \"${base64([1L] * 13, 'zlib')}\"" || 'its data inflates (zlib) to more than the 4 × 12 = 48 bytes of its declared size 4 × 3: hantei stopped inflating at byte 49'
    }

    def "a declared size of #width x #height is refused before its data is read"() {
        given:
        def path = files().tmx('size.tmx', """<layer id="1" name="Ground" width="$width" height="$height"><data encoding="csv">1</data></layer>""")

        when:
        TiledMap.load(path).tileLayer('Ground').solidCells()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path: tile layer 'Ground': $message"

        where:
        width      | height     || message
        100000     | 100000     || 'its declared size 100000 × 100000 is 10000000000 cells, more than the 16777216 (4096 × 4096) hantei reads in a tile layer'
        2147483647 | 2147483647 || 'its declared size 2147483647 × 2147483647 is 4611686014132420609 cells, more than the 16777216 (4096 × 4096) hantei reads in a tile layer'
        4097       | 4096       || 'its declared size 4097 × 4096 is 16781312 cells, more than the 16777216 (4096 × 4096) hantei reads in a tile layer'
        -1         | 12         || 'its declared size -1 × 12 is not a size (width and height must be 0 or more)'
        4          | -3         || 'its declared size 4 × -3 is not a size (width and height must be 0 or more)'
    }

    def "the chunks of an infinite layer may not declare more than 4096 x 4096 cells together"() {
        given: '257 chunks of 256 x 256 cells: each is fine, together they are one chunk too many'
        String chunks = (0..256).collect { """{ "x": ${it * 256}, "y": 0, "width": 256, "height": 256, "data": [] }""" }.join(', ')
        def path = files().write('inf.tmj', """{ "type": "map", "orientation": "orthogonal", "infinite": true, "tilewidth": 16, "tileheight": 16,
  "layers": [ { "type": "tilelayer", "name": "Ground", "chunks": [ $chunks ] } ] }""")

        when:
        TiledMap.load(path).tileLayer('Ground').solidCells()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path: tile layer 'Ground': its chunks declare more than 16777216 cells (4096 × 4096), the most hantei reads in a tile layer: 16842752 up to its chunk at 65536, 0"
    }

    def "a gid of more than 32 bits in a tile layer is refused (#format)"() {
        given:
        def path = format == 'TMX'
                ? files().tmx('gid.tmx', """<layer id="1" name="Ground" width="2" height="1"><data encoding="csv">1,4294967296</data></layer>""")
                : files().tmj('gid.tmj', """[ { "type": "tilelayer", "name": "Ground", "width": 2, "height": 1, "data": [1, 4294967296] } ]""")

        when:
        TiledMap.load(path).tileLayer('Ground').solidCells()

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$path: tile layer 'Ground': its data, cell 1: 4294967296 is not a 32-bit tile id"

        where:
        format << ['TMX', 'JSON']
    }

    def "Tiled's CSV, each line ending with a comma but the last, reads as before"() {
        given:
        def path = files().tmx('ok.tmx', """<layer id="1" name="Ground" width="3" height="2"><data encoding="csv">
0,1,0,
0,0,2
</data></layer>""")

        expect:
        TiledMap.load(path).tileLayer('Ground').solidCells() == [Rect.of(16, 0, 16, 16), Rect.of(32, 16, 16, 16)]
    }

    @Timeout(120)
    def "a layer of 4096 x 4096 cells, the largest read, reads: its 64 MiB inflate in full"() {
        given: 'all cells empty but the last'
        def out = new ByteArrayOutputStream()
        new GZIPOutputStream(out, 1 << 16).withCloseable { o ->
            byte[] zeros = new byte[1 << 20]
            63.times { o.write(zeros) }
            o.write(zeros, 0, zeros.length - 4)
            o.write([5, 0, 0, 0] as byte[])
        }
        def path = files().tmx('big.tmx', """<layer id="1" name="Ground" width="4096" height="4096"><data encoding="base64" compression="gzip">${Base64.encoder.encodeToString(out.toByteArray())}</data></layer>""")

        expect:
        TiledMap.load(path).tileLayer('Ground').solidCells() == [Rect.of(4095 * 16, 4095 * 16, 16, 16)]
    }
}
