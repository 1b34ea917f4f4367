package io.hantei.tiled

import java.nio.file.Files
import java.nio.file.Path

/**
 * Small Tiled files written by the specs into a temporary folder: a map is its layers' XML (or
 * JSON) in a frame that says the rest, so each table row states only what it is about.
 */
class TiledFiles {

    final Path dir

    TiledFiles(Path dir) {
        this.dir = dir
    }

    Path write(String name, String text) {
        Path p = dir.resolve(name)
        Files.createDirectories(p.parent)
        Files.writeString(p, text)
        p
    }

    /** An orthogonal 16 x 16 map of 20 x 15 tiles with these tilesets and layers (XML). */
    Path tmx(String name, String body, String orientation = 'orthogonal', String mapAttributes = '') {
        write(name, """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="$orientation" renderorder="right-down" width="20" height="15" tilewidth="16" tileheight="16" infinite="0" $mapAttributes>
$body
</map>
""")
    }

    /** A map with one object layer holding these objects. */
    Path tmxObjects(String name, String objects, String tilesets = '') {
        tmx(name, """$tilesets
 <objectgroup id="1" name="Objects">
$objects
 </objectgroup>""")
    }

    /** A map whose one object is this {@code <object>}; returns the loaded object with id 1. */
    MapObject one(String objectXml, String tilesets = '') {
        TiledMap.load(tmxObjects('one.tmx', objectXml, tilesets)).object(1)
    }

    /** A tileset of 16 x 16 tiles (4 x 4 on a 64 x 64 image) with the given object alignment. */
    static String tilesetXml(String alignment, int tileWidth = 16, int tileHeight = 16) {
        String align = alignment == null ? '' : """ objectalignment="$alignment\""""
        """<tileset version="1.10" tiledversion="1.10.2" name="t" tilewidth="$tileWidth" tileheight="$tileHeight" tilecount="16" columns="4"$align>
 <image source="tiles.png" width="${4 * tileWidth}" height="${4 * tileHeight}"/>
</tileset>
"""
    }

    /** An orthogonal JSON map with these layers and tilesets (JSON text of the two lists). */
    Path tmj(String name, String layers, String tilesets = '[]', String orientation = 'orthogonal') {
        write(name, """{ "type": "map", "version": "1.10", "tiledversion": "1.10.2", "orientation": "$orientation",
  "renderorder": "right-down", "width": 20, "height": 15, "tilewidth": 16, "tileheight": 16, "infinite": false,
  "nextlayerid": 9, "nextobjectid": 99, "tilesets": $tilesets, "layers": $layers }
""")
    }

    /** A JSON map whose one object layer holds these objects (JSON text of the list). */
    Path tmjObjects(String name, String objects, String tilesets = '[]') {
        tmj(name, """[ { "type": "objectgroup", "id": 1, "name": "Objects", "x": 0, "y": 0, "opacity": 1, "visible": true,
  "draworder": "topdown", "objects": $objects } ]""", tilesets)
    }
}
