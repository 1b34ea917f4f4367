package io.hantei.tiled

import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Path

/**
 * Tile objects (a {@code gid}): their width x height box anchored at (x, y) by the tileset's
 * object alignment, turned about (x, y); flip flags mirror the image and never move the region;
 * the tileset of a gid is the one with the largest firstgid <= gid (docs/geometry.md §24).
 */
class TiledTileObjectsSpec extends Specification {

    @TempDir
    Path dir

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    TiledFiles files() { new TiledFiles(dir) }

    MapObject tile(String alignment, String objectAttributes) {
        def f = files()
        f.write('tiles.tsx', TiledFiles.tilesetXml(alignment))
        f.one("""<object id="1" gid="1" $objectAttributes/>""", '<tileset firstgid="1" source="tiles.tsx"/>')
    }

    def "alignment #alignment puts a 32 x 16 tile object at (100, 100) on [#left, #right] x [#top, #bottom]"() {
        when:
        def o = tile(alignment, 'x="100" y="100" width="32" height="16"')
        def s = o.shape()

        then: 'the corners are inside and the ulp beyond each edge is outside'
        o.kind() == MapObject.Kind.TILE
        s.contains(left, top) && s.contains(right, bottom) && s.contains(left, bottom) && s.contains(right, top)
        !s.contains(down(left), (top + bottom) / 2)
        !s.contains(up(right), (top + bottom) / 2)
        !s.contains((left + right) / 2, down(top))
        !s.contains((left + right) / 2, up(bottom))

        where:
        alignment     || left | top | right | bottom
        null          || 100  | 84  | 132   | 100      // unspecified: bottom-left on orthogonal maps
        'unspecified' || 100  | 84  | 132   | 100
        'bottomleft'  || 100  | 84  | 132   | 100
        'topleft'     || 100  | 100 | 132   | 116
        'top'         || 84   | 100 | 116   | 116
        'topright'    || 68   | 100 | 100   | 116
        'left'        || 100  | 92  | 132   | 108
        'center'      || 84   | 92  | 116   | 108
        'right'       || 68   | 92  | 100   | 108
        'bottom'      || 84   | 84  | 116   | 100
        'bottomright' || 68   | 84  | 100   | 100
    }

    def "a #alignment tile object turned by #rotation° about (100, 100) spans [#left, #right] x [#top, #bottom] exactly"() {
        when:
        def s = tile(alignment, """x="100" y="100" width="32" height="16" rotation="$rotation\"""").shape()

        then:
        s.contains(left, top) && s.contains(right, bottom)
        !s.contains(down(left), top) && !s.contains(up(right), bottom)
        !s.contains(left, down(top)) && !s.contains(right, up(bottom))

        where: 'bottom-left: the local box is [0, 32] x [-16, 0]; turned by 90° (u, v) lands on (100 - v, 100 + u)'
        alignment    | rotation || left | top | right | bottom
        'bottomleft' | 90       || 100  | 100 | 116   | 132
        'bottomleft' | 180      || 68   | 100 | 100   | 116
        'bottomleft' | 270      || 84   | 68  | 100   | 100
        'center'     | 90       || 92   | 84  | 108   | 116
        'center'     | 180      || 84   | 92  | 116   | 108
        'topleft'    | 90       || 84   | 100 | 100   | 132
    }

    def "a bottom-left tile object turned by 45° about its bottom-left corner: local (#u, #v) is #verdict"() {
        given:
        double r = Math.toRadians(45)
        double x = 100 + u * Math.cos(r) - v * Math.sin(r)
        double y = 100 + u * Math.sin(r) + v * Math.cos(r)

        expect:
        tile(null, 'x="100" y="100" width="32" height="16" rotation="45"').shape().contains(x, y) == inside

        where:
        u  | v   || inside
        16 | -8  || true
        1  | -1  || true
        31 | -15 || true
        16 | 1   || false     // below the bottom edge, in local terms
        33 | -8  || false
        16 | 8   || false     // where a top-left anchored box would be

        verdict = inside ? 'inside' : 'outside'
    }

    def "flip flags #flags mirror the image and do not move the region"() {
        given:
        def f = files()
        f.write('tiles.tsx', TiledFiles.tilesetXml(null))
        def map = TiledMap.load(f.tmxObjects('flips.tmx', """
   <object id="1" gid="1" x="100" y="100" width="32" height="16"/>
   <object id="2" gid="${flags | 1L}" x="100" y="100" width="32" height="16"/>""", '<tileset firstgid="1" source="tiles.tsx"/>'))

        expect:
        map.object(2).shape() == map.object(1).shape()
        map.object(2).gid() == (flags | 1L)
        map.object(2).shape().contains(100, 84) && map.object(2).shape().contains(132, 100)
        !map.object(2).shape().contains(100, up(100))

        where:
        flags << [0x80000000L, 0x40000000L, 0x20000000L, 0x10000000L, 0xE0000000L, 0xF0000000L]
    }

    def "a JSON gid with flip flags above 2^31 (#gid) is read unsigned and finds tile 1"() {
        given:
        def f = files()
        f.write('tiles.tsx', TiledFiles.tilesetXml('topleft'))
        def map = TiledMap.load(f.tmjObjects('flips.tmj', """[
  { "id": 1, "gid": $gid, "x": 100, "y": 100, "width": 32, "height": 16, "rotation": 0, "name": "", "type": "", "visible": true } ]""",
                '[ { "firstgid": 1, "source": "tiles.tsx" } ]'))

        expect:
        map.object(1).kind() == MapObject.Kind.TILE
        map.object(1).gid() == expected
        map.object(1).shape().contains(100, 100) && map.object(1).shape().contains(132, 116)
        !map.object(1).shape().contains(132, up(116))

        where:
        gid           || expected
        '2147483649'  || 2147483649L      // horizontal flip + 1
        '3221225473'  || 3221225473L      // horizontal and vertical
        '4026531841'  || 4026531841L      // all four flags
        '-2147483647' || 2147483649L      // the same 32 bits written as a signed int
    }

    def "gid #gid belongs to the tileset with the largest firstgid <= it (#which)"() {
        given: 'tileset A (16 x 16 tiles, bottom-left) from gid 1, tileset B (32 x 8 tiles, top-left) from gid 17'
        def f = files()
        f.write('a.tsx', TiledFiles.tilesetXml(null))
        f.write('b.tsx', TiledFiles.tilesetXml('topleft', 32, 8))
        def o = f.one("""<object id="1" gid="$gid" x="100" y="100"/>""",
                '<tileset firstgid="17" source="b.tsx"/>\n<tileset firstgid="1" source="a.tsx"/>')

        expect: 'without a size the object takes its tile size, placed by its tileset'
        o.width() == w && o.height() == h
        o.shape().contains(left, top) && o.shape().contains(left + w, top + h)
        !o.shape().contains(left, down(top)) && !o.shape().contains(up(left + w), top)

        where:
        gid || which | w  | h  | left | top
        1   || 'A'   | 16 | 16 | 100  | 84
        16  || 'A'   | 16 | 16 | 100  | 84
        17  || 'B'   | 32 | 8  | 100  | 100
        40  || 'B'   | 32 | 8  | 100  | 100
    }

    def "a tile object with only a width takes the tile's height (and keeps its width)"() {
        given:
        def f = files()
        f.write('tiles.tsx', TiledFiles.tilesetXml('topleft'))

        when:
        def o = f.one('<object id="1" gid="1" x="0" y="0" width="50"/>', '<tileset firstgid="1" source="tiles.tsx"/>')

        then:
        o.width() == 50 && o.height() == 16
    }

    def "a tile of an image collection without a size takes #source"() {
        given:
        def f = files()
        f.write('coll.tsx', """<tileset name="coll" tilewidth="64" tileheight="64" tilecount="2" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0"><image width="40" height="24" source="a.png"/></tile>
 <tile id="1" x="0" y="0" width="10" height="6"><image width="40" height="24" source="a.png"/></tile>
</tileset>""")

        when:
        def o = f.one("""<object id="1" gid="$gid" x="0" y="100"/>""", '<tileset firstgid="1" source="coll.tsx"/>')

        then:
        o.width() == w && o.height() == h
        o.shape().contains(0, 100 - h) && !o.shape().contains(up(w), 100)

        where:
        gid | source                          || w  | h
        1   | "its image's size (40 x 24)"    || 40 | 24
        2   | 'its sub-rectangle (10 x 6)'    || 10 | 6
    }

    def "a tile of an image collection whose image size is not written takes the image file's size"() {
        given:
        def f = files()
        def img = new java.awt.image.BufferedImage(12, 7, java.awt.image.BufferedImage.TYPE_INT_ARGB)
        javax.imageio.ImageIO.write(img, 'png', dir.resolve('pic.png').toFile())
        f.write('coll.tsx', '''<tileset name="coll" tilewidth="64" tileheight="64" tilecount="1" columns="0">
 <tile id="0"><image source="pic.png"/></tile>
</tileset>''')

        when:
        def o = f.one('<object id="1" gid="1" x="0" y="0"/>', '<tileset firstgid="1" source="coll.tsx"/>')

        then:
        o.width() == 12 && o.height() == 7
    }

    def "a tile of an image collection whose image is missing and whose size is written nowhere keeps the object's own size"() {
        given:
        def f = files()
        f.write('coll.tsx', '''<tileset name="coll" tilewidth="64" tileheight="64" tilecount="1" columns="0">
 <tile id="0"><image source="gone.png"/></tile>
</tileset>''')

        when:
        def sized = f.one('<object id="1" gid="1" x="0" y="10" width="5" height="10"/>', '<tileset firstgid="1" source="coll.tsx"/>')
        def unsized = f.one('<object id="1" gid="1" x="0" y="10"/>', '<tileset firstgid="1" source="coll.tsx"/>')

        then:
        sized.shape().contains(5, 0) && !sized.shape().contains(5, -1)
        unsized.width() == 0 && unsized.height() == 0
        unsized.shape().contains(0, 10) && !unsized.shape().contains(0, 9)
    }

    def "an embedded tileset works as an external one"() {
        when:
        def o = files().one('<object id="1" gid="2" x="10" y="10"/>', '''<tileset firstgid="1" name="t" tilewidth="8" tileheight="4" tilecount="4" columns="2" objectalignment="center">
  <image source="t.png" width="16" height="8"/>
 </tileset>''')

        then:
        o.width() == 8 && o.height() == 4
        o.shape().contains(6, 8) && o.shape().contains(14, 12)
        !o.shape().contains(down(6), 10)
    }

    def "a tile object's class and properties fall back to its tile's"() {
        when:
        def o = files().one('<object id="1" gid="1" x="0" y="0"><properties><property name="hp" type="int" value="5"/></properties></object>', '''<tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="1" columns="1">
  <image source="t.png" width="8" height="8"/>
  <tile id="0" type="crate"><properties><property name="hp" type="int" value="1"/><property name="heavy" type="bool" value="true"/></properties></tile>
 </tileset>''')

        then:
        o.type() == 'crate'
        o.properties() == [hp: 5, heavy: true]
    }
}
