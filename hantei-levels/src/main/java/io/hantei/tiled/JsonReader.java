package io.hantei.tiled;

import io.hantei.json.Json;
import io.hantei.json.JsonException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.hantei.tiled.Values.bad;

/**
 * Reads Tiled's JSON files: maps (.tmj, .json), tilesets (.tsj, .json) and templates (.tj), in
 * the dialects of every Tiled 1.x: properties as an object with {@code propertytypes} (before
 * 1.2) or as a list of {@code {name, type, value}}; a tileset's tiles as an object keyed by id
 * (before 1.2) or as a list; {@code class} or {@code type} for an object's class. The text is read
 * by {@link Json}, strictly: malformed JSON is refused with its line and column
 * (<code>m.tmj:12:7: not JSON: expected ',' or '&#125;' but found 'x'</code>), and so is a key written
 * twice in one object; numbers come as Integer, Long or BigInteger when whole as written,
 * BigDecimal otherwise, exactly as written.
 */
final class JsonReader {

    private JsonReader() {
    }

    private static Map<String, Object> rootObject(Path file, String text, String what) {
        Object root;
        try {
            root = Json.parse(file.toString(), text);
        } catch (JsonException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        if (!(root instanceof Map)) {
            throw bad(file, "is not a Tiled " + what + ": its JSON is " + Values.describe(root) + ", not an object");
        }
        return cast(root);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> cast(Object o) {
        return (Map<String, Object>) o;
    }

    private static Map<String, Object> map(Path file, Object o, String what) {
        if (o == null) {
            return null;
        }
        if (!(o instanceof Map)) {
            throw bad(file, what + " must be a JSON object but was " + Values.describe(o));
        }
        return cast(o);
    }

    /** An element of a list that must be an object: null is refused like any other value (found by TmjFuzzTest). */
    private static Map<String, Object> element(Path file, Object o, String what) {
        if (o == null) {
            throw bad(file, what + " must be a JSON object but was null");
        }
        return map(file, o, what);
    }

    private static List<?> list(Path file, Object o, String what) {
        if (o == null) {
            return List.of();
        }
        if (!(o instanceof List)) {
            throw bad(file, what + " must be a JSON list but was " + Values.describe(o));
        }
        return (List<?>) o;
    }

    private static String string(Map<String, Object> m, String key) {
        Object v = m.get(key);
        return v == null ? null : v.toString();
    }

    private static Double optDouble(Path file, Map<String, Object> m, String key, String what) {
        Object v = m.get(key);
        return v == null ? null : Values.toDouble(file, what + ": " + key, v);
    }

    private static double dbl(Path file, Map<String, Object> m, String key, String what, double absent) {
        Object v = m.get(key);
        return v == null ? absent : Values.toDouble(file, what + ": " + key, v);
    }

    private static int integer(Path file, Map<String, Object> m, String key, String what, int absent) {
        Object v = m.get(key);
        return v == null ? absent : Values.toInt(file, what + ": " + key, v);
    }

    // ------------------------------------------------------------------ maps

    static Raw.MapFile readMap(Path file, String text) {
        Map<String, Object> m = rootObject(file, text, "map");
        Object type = m.get("type");
        if (type != null && !"map".equals(type)) {
            throw bad(file, "is not a Tiled map: its type is '" + type + "', not 'map'");
        }
        if (!m.containsKey("layers") && !m.containsKey("orientation")) {
            throw bad(file, "is not a Tiled map: it has neither 'orientation' nor 'layers'");
        }
        Raw.MapFile r = new Raw.MapFile();
        r.file = file;
        r.orientation = string(m, "orientation");
        Object inf = m.get("infinite");
        r.infinite = inf != null && Values.toBoolean(file, "map infinite", inf);
        r.width = integer(file, m, "width", "map", 0);
        r.height = integer(file, m, "height", "map", 0);
        r.tileWidth = dbl(file, m, "tilewidth", "map", 0);
        r.tileHeight = dbl(file, m, "tileheight", "map", 0);
        r.nextObjectId = integer(file, m, "nextobjectid", "map", 0);
        for (Object t : list(file, m.get("tilesets"), "map tilesets")) {
            r.tilesets.add(tilesetRef(file, element(file, t, "a tileset entry")));
        }
        for (Object l : list(file, m.get("layers"), "map layers")) {
            Raw.Layer layer = layer(file, element(file, l, "a layer"), null);
            if (layer != null) {
                r.layers.add(layer);
            }
        }
        return r;
    }

    private static Raw.Layer layer(Path file, Map<String, Object> m, Raw.Layer parent) {
        String type = string(m, "type");
        Raw.Layer.Kind kind;
        if ("objectgroup".equals(type)) {
            kind = Raw.Layer.Kind.OBJECTS;
        } else if ("group".equals(type)) {
            kind = Raw.Layer.Kind.GROUP;
        } else if ("tilelayer".equals(type)) {
            kind = Raw.Layer.Kind.TILES;
        } else {
            kind = Raw.Layer.Kind.OTHER;
        }
        Raw.Layer l = new Raw.Layer();
        l.kind = kind;
        l.parent = parent;
        l.name = m.get("name") == null ? "" : m.get("name").toString();
        String what = "layer '" + l.name + "'";
        l.offsetX = dbl(file, m, "offsetx", what, 0);
        l.offsetY = dbl(file, m, "offsety", what, 0);
        if (kind == Raw.Layer.Kind.GROUP) {
            for (Object c : list(file, m.get("layers"), what + ": layers")) {
                Raw.Layer child = layer(file, element(file, c, what + ": a layer"), l);
                l.children.add(child);
            }
        } else if (kind == Raw.Layer.Kind.OBJECTS) {
            for (Object o : list(file, m.get("objects"), what + ": objects")) {
                l.objects.add(object(file, element(file, o, what + ": an object")));
            }
        } else if (kind == Raw.Layer.Kind.TILES) {
            l.width = integer(file, m, "width", what, 0);
            l.height = integer(file, m, "height", what, 0);
            l.encoding = string(m, "encoding");
            if ("csv".equals(l.encoding)) {
                l.encoding = null;  // JSON's "csv" is the plain array
            }
            l.compression = string(m, "compression");
            if (l.compression != null && l.compression.isEmpty()) {
                l.compression = null;
            }
            if (m.containsKey("chunks")) {
                for (Object c : list(file, m.get("chunks"), what + ": chunks")) {
                    Map<String, Object> cm = element(file, c, what + ": a chunk");
                    Raw.Chunk ch = new Raw.Chunk();
                    ch.x = integer(file, cm, "x", what + ": chunk", 0);
                    ch.y = integer(file, cm, "y", what + ": chunk", 0);
                    ch.width = integer(file, cm, "width", what + ": chunk", 0);
                    ch.height = integer(file, cm, "height", what + ": chunk", 0);
                    ch.data = cellData(file, cm.get("data"), what);
                    l.chunks.add(ch);
                }
            } else {
                l.data = cellData(file, m.get("data"), what);
            }
        }
        return l;
    }

    private static Object cellData(Path file, Object data, String what) {
        if (data == null) {
            return List.of();
        }
        if (data instanceof String) {
            return data;
        }
        List<Long> gids = new ArrayList<>();
        for (Object g : list(file, data, what + ": data")) {
            gids.add(Values.toLong(file, what + ": data", g));
        }
        return gids;
    }

    // ------------------------------------------------------------------ objects

    static Raw.Obj object(Path file, Map<String, Object> m) {
        Raw.Obj o = new Raw.Obj();
        o.file = file;
        o.id = m.get("id") == null ? null : Values.toInt(file, "object id", m.get("id"));
        o.name = string(m, "name");
        String what = o.label();
        String cls = string(m, "class");
        o.type = cls != null && !cls.isEmpty() ? cls : string(m, "type");
        o.x = optDouble(file, m, "x", what);
        o.y = optDouble(file, m, "y", what);
        o.width = optDouble(file, m, "width", what);
        o.height = optDouble(file, m, "height", what);
        o.rotation = optDouble(file, m, "rotation", what);
        o.gid = m.get("gid") == null ? null : Values.toLong(file, what + ": gid", m.get("gid"));
        o.visible = m.get("visible") == null ? null : Values.toBoolean(file, what + ": visible", m.get("visible"));
        o.template = string(m, "template");
        o.properties.putAll(properties(file, m.get("properties"), m.get("propertytypes"), what));
        if (m.get("polygon") instanceof List) {
            o.shape = MapObject.Kind.POLYGON;
            o.points = points(file, (List<?>) m.get("polygon"), what + ": polygon");
        }
        if (m.get("polyline") instanceof List) {
            o.shape = MapObject.Kind.POLYLINE;
            o.points = points(file, (List<?>) m.get("polyline"), what + ": polyline");
        }
        if (flag(file, m, "ellipse", what)) {
            o.shape = MapObject.Kind.ELLIPSE;
        }
        if (flag(file, m, "capsule", what)) {
            o.shape = MapObject.Kind.CAPSULE;
        }
        if (flag(file, m, "point", what)) {
            o.shape = MapObject.Kind.POINT;
        }
        if (m.get("text") instanceof Map) {
            o.shape = MapObject.Kind.TEXT;
        }
        return o;
    }

    private static boolean flag(Path file, Map<String, Object> m, String key, String what) {
        Object v = m.get(key);
        return v != null && Values.toBoolean(file, what + ": " + key, v);
    }

    private static double[] points(Path file, List<?> pts, String what) {
        double[] p = new double[pts.size() * 2];
        for (int i = 0; i < pts.size(); i++) {
            Map<String, Object> pt = map(file, pts.get(i), what + " point " + i);
            p[2 * i] = Values.toDouble(file, what + " point " + i + " x", pt.get("x"));
            p[2 * i + 1] = Values.toDouble(file, what + " point " + i + " y", pt.get("y"));
        }
        return p;
    }

    /**
     * Custom properties in either dialect: a list of {@code {name, type, value}} (Tiled 1.2+, a
     * {@code class} value being an object of members), or an object of name to value with the
     * types in a separate {@code propertytypes} object (before 1.2).
     */
    static Map<String, Object> properties(Path file, Object props, Object types, String what) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (props == null) {
            return out;
        }
        if (props instanceof List) {
            for (Object p : (List<?>) props) {
                Map<String, Object> pm = element(file, p, what + ": a property");
                String name = string(pm, "name");
                if (name == null) {
                    throw bad(file, what + ": a property has no name");
                }
                String type = string(pm, "type");
                String where = what + ": property '" + name + "'";
                Object value = pm.get("value");
                if ("class".equals(type)) {
                    Map<String, Object> members = map(file, value, where);
                    out.put(name, members == null ? new LinkedHashMap<String, Object>() : plain(file, members, where));
                } else {
                    out.put(name, Values.property(file, where, type == null ? "string" : type, value));
                }
            }
            return out;
        }
        Map<String, Object> byName = map(file, props, what + ": properties");
        Map<String, Object> typeMap = types instanceof Map ? cast(types) : Map.of();
        for (Map.Entry<String, Object> e : byName.entrySet()) {
            Object t = typeMap.get(e.getKey());
            String where = what + ": property '" + e.getKey() + "'";
            out.put(e.getKey(), Values.property(file, where, t == null ? null : t.toString(), e.getValue()));
        }
        return out;
    }

    /** The members of a class value, their JSON types kept (numbers as Integer, Long or Double). */
    private static Map<String, Object> plain(Path file, Map<String, Object> members, String what) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : members.entrySet()) {
            Object v = e.getValue();
            out.put(e.getKey(), v instanceof Map ? plain(file, cast(v), what) : Values.property(file, what, null, v));
        }
        return out;
    }

    // ------------------------------------------------------------------ tilesets and templates

    static Raw.TilesetRef tilesetRef(Path file, Map<String, Object> m) {
        Raw.TilesetRef r = new Raw.TilesetRef();
        if (m.get("firstgid") == null) {
            throw bad(file, "a tileset entry has no firstgid");
        }
        r.firstGid = Values.toLong(file, "tileset firstgid", m.get("firstgid"));
        r.source = string(m, "source");
        if (r.source == null) {
            r.embedded = tileset(file, m);
        }
        return r;
    }

    static Raw.Tileset readTileset(Path file, String text) {
        Map<String, Object> m = rootObject(file, text, "tileset");
        Object type = m.get("type");
        if (type != null && !"tileset".equals(type)) {
            throw bad(file, "is not a Tiled tileset: its type is '" + type + "', not 'tileset'");
        }
        return tileset(file, m);
    }

    private static Raw.Tileset tileset(Path file, Map<String, Object> m) {
        Raw.Tileset t = new Raw.Tileset();
        t.file = file;
        t.name = string(m, "name");
        String what = "tileset '" + t.name + "'";
        t.tileWidth = dbl(file, m, "tilewidth", what, 0);
        t.tileHeight = dbl(file, m, "tileheight", what, 0);
        t.objectAlignment = string(m, "objectalignment");
        t.imageCollection = m.get("image") == null || m.get("image").toString().isEmpty();
        Object tiles = m.get("tiles");
        if (tiles instanceof List) {
            for (Object o : (List<?>) tiles) {
                Map<String, Object> tm = element(file, o, what + ": a tile");
                if (tm.get("id") == null) {
                    throw bad(file, what + ": a tile has no id");
                }
                Raw.Tile tile = tile(file, tm, Values.toLong(file, what + ": tile id", tm.get("id")), what);
                t.tiles.put(tile.id, tile);
            }
        } else if (tiles instanceof Map) {
            for (Map.Entry<String, Object> e : cast(tiles).entrySet()) {
                long id = Values.parseLong(file, what + ": tile id", e.getKey());
                Raw.Tile tile = tile(file, map(file, e.getValue(), what + ": tile " + id), id, what);
                t.tiles.put(id, tile);
            }
        }
        Object oldProps = m.get("tileproperties");
        if (oldProps instanceof Map) {
            Map<String, Object> oldTypes = m.get("tilepropertytypes") instanceof Map ? cast(m.get("tilepropertytypes")) : Map.of();
            for (Map.Entry<String, Object> e : cast(oldProps).entrySet()) {
                long id = Values.parseLong(file, what + ": tile id", e.getKey());
                Raw.Tile tile = t.tiles.computeIfAbsent(id, k -> {
                    Raw.Tile n = new Raw.Tile();
                    n.id = k;
                    return n;
                });
                tile.properties.putAll(properties(file, e.getValue(), oldTypes.get(e.getKey()), what + ": tile " + id));
            }
        }
        return t;
    }

    private static Raw.Tile tile(Path file, Map<String, Object> tm, long id, String what) {
        Raw.Tile tile = new Raw.Tile();
        tile.id = id;
        String tw = what + ": tile " + id;
        String cls = string(tm, "class");
        tile.type = cls != null && !cls.isEmpty() ? cls : string(tm, "type");
        tile.width = optDouble(file, tm, "width", tw);
        tile.height = optDouble(file, tm, "height", tw);
        if (tile.width == null || tile.width == 0) {
            tile.width = optDouble(file, tm, "imagewidth", tw);
        }
        if (tile.height == null || tile.height == 0) {
            tile.height = optDouble(file, tm, "imageheight", tw);
        }
        tile.image = string(tm, "image");
        tile.properties.putAll(properties(file, tm.get("properties"), tm.get("propertytypes"), tw));
        return tile;
    }

    static Raw.Template readTemplate(Path file, String text) {
        Map<String, Object> m = rootObject(file, text, "template");
        Object type = m.get("type");
        if (type != null && !"template".equals(type)) {
            throw bad(file, "is not a Tiled template: its type is '" + type + "', not 'template'");
        }
        Raw.Template t = new Raw.Template();
        t.file = file;
        Map<String, Object> ts = map(file, m.get("tileset"), "the template's tileset");
        if (ts != null) {
            t.tilesets.add(tilesetRef(file, ts));
        }
        for (Object o : list(file, m.get("tilesets"), "the template's tilesets")) {
            t.tilesets.add(tilesetRef(file, element(file, o, "a tileset entry")));
        }
        Map<String, Object> obj = map(file, m.get("object"), "the template's object");
        if (obj == null) {
            throw bad(file, "is a template without an object");
        }
        t.object = object(file, obj);
        return t;
    }
}
