package io.hantei.tiled;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a Tiled file says, read from XML or JSON into one neutral form before anything is
 * resolved: the readers ({@link TmxReader}, {@link JsonReader}) fill these, {@link Loader} turns
 * them into {@link MapObject}s. A field that is {@code null} was absent from the file (Tiled's
 * templates and defaults depend on the difference).
 */
final class Raw {

    private Raw() {
    }

    /** A map file: its orientation, tilesets, layers, and the id of the next object. */
    static final class MapFile {
        Path file;
        String orientation;
        boolean infinite;
        int width;
        int height;
        double tileWidth;
        double tileHeight;
        int nextObjectId;
        final List<TilesetRef> tilesets = new ArrayList<>();
        final List<Layer> layers = new ArrayList<>();
    }

    /** A tileset entry of a map or a template: its first gid and either a source file or the tileset itself. */
    static final class TilesetRef {
        long firstGid;
        String source;          // external tileset, relative to the referencing file
        Tileset embedded;       // embedded tileset, when source is null
    }

    /** A tileset: the size of its tiles, where tile objects are anchored, and its own tiles. */
    static final class Tileset {
        Path file;
        String name;
        double tileWidth;
        double tileHeight;
        String objectAlignment;  // null when unspecified
        boolean imageCollection; // no tileset image: each tile has its own
        final Map<Long, Tile> tiles = new HashMap<>();
    }

    /** A tile of a tileset that says something about itself. */
    static final class Tile {
        long id;
        String type;
        Double width;           // sub-rectangle or image size, null when not given
        Double height;
        String image;           // image file of an image-collection tile, relative to the tileset
        Map<String, Object> properties = new LinkedHashMap<>();
    }

    /** A layer: an object layer, a group of layers, a tile layer, or another kind (image layer). */
    static final class Layer {
        enum Kind { OBJECTS, GROUP, TILES, OTHER }

        Kind kind;
        String name = "";
        double offsetX;
        double offsetY;
        Layer parent;
        final List<Layer> children = new ArrayList<>();
        final List<Obj> objects = new ArrayList<>();
        // tile layers
        int width;
        int height;
        String encoding;        // null (XML <tile> elements or a JSON array), "csv", "base64"
        String compression;     // null, "gzip", "zlib", "zstd"
        Object data;            // String (csv/base64), List<Long> (XML tiles or JSON array)
        final List<Chunk> chunks = new ArrayList<>();
    }

    /** A chunk of an infinite map's tile layer. */
    static final class Chunk {
        int x;
        int y;
        int width;
        int height;
        Object data;
    }

    /** An object as written in a map or a template; null fields were not written. */
    static final class Obj {
        Path file;
        Integer id;
        String name;
        String type;
        Double x;
        Double y;
        Double width;
        Double height;
        Double rotation;
        Long gid;
        Boolean visible;
        MapObject.Kind shape;   // the shape element or flag: ELLIPSE, POINT, POLYGON, POLYLINE, TEXT, CAPSULE; null if none
        double[] points;        // polygon or polyline points, x0, y0, x1, y1, ...
        String template;        // template file, relative to the referencing file
        Map<String, Object> properties = new LinkedHashMap<>();

        /** How messages name this object: {@code object 12 'door'}. */
        String label() {
            StringBuilder b = new StringBuilder("object");
            if (id != null) {
                b.append(' ').append(id);
            }
            if (name != null && !name.isEmpty()) {
                b.append(" '").append(name).append('\'');
            }
            return b.toString();
        }
    }

    /** A template file: the object and the tilesets its gid refers to. */
    static final class Template {
        Path file;
        Obj object;
        final List<TilesetRef> tilesets = new ArrayList<>();
    }
}
