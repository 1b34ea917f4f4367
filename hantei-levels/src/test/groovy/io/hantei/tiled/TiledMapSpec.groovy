package io.hantei.tiled

import spock.lang.Shared
import spock.lang.Specification

import java.nio.file.Path

/**
 * One level saved twice, as TMX (level.tmx with .tsx tilesets and .tx templates) and as JSON
 * (level.tmj with .tsj and .tj), under src/test/resources/tiled/twin: every rule of
 * docs/geometry.md §24 once, and the two files giving the same objects.
 *
 * <p>The expected boxes are worked out by hand from the rules in the comments of each row.
 */
class TiledMapSpec extends Specification {

    static final Path TWIN = Path.of('hantei-levels/src/test/resources/tiled/twin')

    @Shared
    TiledMap tmx = TiledMap.load(TWIN.resolve('level.tmx'))

    @Shared
    TiledMap tmj = TiledMap.load(TWIN.resolve('level.tmj'))

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    def "the TMX and the JSON file give the same objects, shape for shape (object #id)"() {
        given:
        def a = tmx.object(id)
        def b = tmj.object(id)

        expect:
        a != null && b != null
        a.shape() == b.shape()
        a.kind() == b.kind()
        a.name() == b.name()
        a.type() == b.type()
        a.layer() == b.layer()
        a.properties() == b.properties()
        a.gid() == b.gid()
        a.visible() == b.visible()
        a == b

        where:
        id << (1..18)
    }

    def "both files list the same 18 objects in the same order, layers and groups depth first"() {
        expect:
        tmx.objects()*.id() == (1..18)
        tmj.objects()*.id() == (1..18)
        tmx.objects()*.layer().unique() == ['Zones', 'Deep', 'Templates', 'Hidden']
    }

    def "#file: object #id (#why) spans [#left, #right] x [#top, #bottom], exactly"() {
        given:
        def s = (file == 'tmx' ? tmx : tmj).object(id).shape()

        expect: 'its corners are inside, the ulp past each edge outside'
        s.contains(left, top) && s.contains(right, bottom) && s.contains(left, bottom) && s.contains(right, top)
        !s.contains(down(left), top) && !s.contains(up(right), bottom)
        !s.contains(left, down(top)) && !s.contains(right, up(bottom))

        where:
        [file, row] << [['tmx', 'tmj'], [
                // id, why, left, top, right, bottom
                [1, 'layer offset (4, 8)', 44, 88, 60, 120],
                [2, '30 x 10 turned 90° about (104, 108)', 94, 108, 104, 138],
                [7, 'text 60 x 20 turned 270° about (154, 158)', 154, 98, 174, 158],
                [8, 'hidden', 404, 18, 414, 28],
                [9, 'offsets of two groups and a layer (111, 57)', 111, 57, 121, 67],
                [10, 'flipped tile, 16 x 16 bottom-left, offsets (111, 57)', 161, 101, 177, 117],
                [11, 'centred tile 64 x 32 turned 90° about (191, 137)', 175, 105, 207, 169],
                [12, "template's size", 300, 200, 320, 210],
                [13, 'own size and rotation over the template', 280, 200, 320, 240],
                [14, "width alone: the template's size (Tiled keeps a size only when both are set)", 360, 200, 380, 210],
                [15, "template's gid in the template's own tileset (48 x 24, top-left)", 10, 400, 58, 424],
                [17, "own gid in the map's tileset (16 x 16, bottom-left)", 200, 384, 216, 400],
                [18, 'in a hidden layer', 500, 400, 508, 408],
        ]].combinations()
        id = row[0]
        why = row[1]
        left = row[2] as double
        top = row[3] as double
        right = row[4] as double
        bottom = row[5] as double
    }

    def "#file: #what"() {
        given:
        def map = file == 'tmx' ? tmx : tmj

        expect:
        check(map)

        where:
        [file, what, check] << [['tmx', 'tmj'], [
                ['the point object is only its point', { TiledMap m ->
                    def s = m.object(4).shape()
                    s.contains(68.5, 40.25) && !s.contains(up(68.5), 40.25) && !s.contains(68.5, down(40.25))
                }],
                ['the polygon turned 180° about (304, 308) has its notch where it should', { TiledMap m ->
                    def s = m.object(5).shape()
                    s.contains(294, 303) && !s.contains(294, 301) && s.contains(304, 308) && s.contains(284, 298)
                }],
                ['the polyline is its segments', { TiledMap m ->
                    def s = m.object(6).shape()
                    s.contains(24, 313) && s.contains(34, 318) && !s.contains(20, 313) && !s.contains(up(24), 313)
                }],
                ['the ellipse turned 30° about its top-left holds its turned centre', { TiledMap m ->
                    double r = Math.toRadians(30)
                    double cx = 204 + 20 * Math.cos(r) - 10 * Math.sin(r)
                    double cy = 58 + 20 * Math.sin(r) + 10 * Math.cos(r)
                    def s = m.object(3).shape()
                    s.contains(cx, cy) && !s.contains(224, 68)
                }],
                ["the template's ellipse, its rotation overridden to 0", { TiledMap m ->
                    def s = m.object(16).shape()
                    s.contains(130, 410) && !s.contains(up(130), 410) && s.contains(115, 400) && !s.contains(115, down(400))
                }],
        ]].combinations().collect { [it[0], it[1][0], it[1][1]] }
    }

    def "#file: names, classes, layers and properties come from the object, its template and its tile"() {
        given:
        def map = file == 'tmx' ? tmx : tmj

        expect:
        with(map.object(1)) {
            name() == 'door' && type() == 'door' && layer() == 'Zones' && kind() == MapObject.Kind.RECTANGLE
            properties() == [keys: 2, label: 'Front door', locked: true, speed: 1.5d, target: 5, tint: '#ff00ff00']
            properties().keys instanceof Integer && properties().speed instanceof Double
        }
        map.object(4).type() == 'spawn'
        map.object(4).kind() == MapObject.Kind.POINT
        map.object(5).kind() == MapObject.Kind.POLYGON
        map.object(6).kind() == MapObject.Kind.POLYLINE
        map.object(7).kind() == MapObject.Kind.TEXT
        map.object(3).kind() == MapObject.Kind.ELLIPSE
        !map.object(8).visible()
        map.object(11).type() == 'chest' && map.object(11).properties() == [loot: 'gold']
        map.object(12).name() == 'crate' && map.object(12).type() == 'crate' && map.object(12).properties() == [hp: 3]
        map.object(13).name() == 'big crate'
        map.object(15).name() == 'treasure' && map.object(15).kind() == MapObject.Kind.TILE
        map.object(16).properties() == [depth: 2.0d, wet: true]
        map.object(16).kind() == MapObject.Kind.ELLIPSE
        map.object(10).gid() == 2147483650L

        where:
        file << ['tmx', 'tmj']
    }

    def "#file: object(id) finds map objects only: the tileset's collision object 1 is not a map object, and #id is none"() {
        given:
        def map = file == 'tmx' ? tmx : tmj

        expect: 'id 1 is the door, not the chest tile collision box that also has id 1'
        map.object(1).name() == 'door'
        map.object(id) == null

        where:
        [file, id] << [['tmx', 'tmj'], [0, 19, 29, -1, Integer.MAX_VALUE]].combinations()
    }

    def "a tile object's region is its box, not its tile's collision shape"() {
        expect: 'the chest tile has a 28 x 28 collision box inset by 2; the object is its whole 64 x 32 box'
        tmx.object(11).shape().contains(175, 105)
    }
}
