package io.hantei.tiled;

import io.hantei.geom.Shape;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static io.hantei.tiled.Values.bad;

/**
 * Loads a map and everything it refers to, then resolves every object: template, tile,
 * offsets, id, region. One loader per {@link TiledMap#load} call; it caches the tilesets and
 * templates it has read, by path.
 */
final class Loader {

    /** Bits 32, 31, 30 and 29 of a gid: horizontal, vertical and diagonal flip, hexagonal 120° turn. */
    static final long FLAG_BITS = 0xF0000000L;

    private final Map<Path, Raw.Tileset> tilesets = new HashMap<>();
    private final Map<Path, Raw.Template> templates = new HashMap<>();
    private final Map<Path, double[]> imageSizes = new HashMap<>();
    /** The folder every file read must lie in (symbolic links resolved), or null for anywhere. */
    private final Path root;

    private Loader(Path root) {
        this.root = root;
    }

    static TiledMap load(Path path, Path root) throws IOException {
        return new Loader(root == null ? null : root.toAbsolutePath().normalize().toRealPath()).loadMap(path.normalize());
    }

    /**
     * Refuses a file outside the root: an existing file by its real path (so a symbolic link
     * cannot lead out), a missing one by its path as written.
     */
    private void inside(Path file, Path from, String what) throws IOException {
        if (root == null) {
            return;
        }
        Path abs = file.toAbsolutePath().normalize();
        boolean ok = Files.exists(abs) ? abs.toRealPath().startsWith(root) : abs.startsWith(root);
        if (!ok) {
            throw new IllegalArgumentException((from == null ? "" : from + ": ") + "the " + what + " " + file
                    + " is outside the folder " + root + ", and only files inside it may be read");
        }
    }

    // ------------------------------------------------------------------ files

    private enum Format { XML, JSON }

    private String read(Path file, Path from, String what) throws IOException {
        inside(file, from, what);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            if (from == null) {
                throw new IOException(file + ": no such " + what + " file", e);
            }
            throw new IOException(from + ": the " + what + " " + file + " it refers to does not exist", e);
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            text = declaredEncoding(file, bytes, what);
        }
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** Text in the encoding its XML declaration names (some old maps say ISO-8859-1); else an error. */
    private static String declaredEncoding(Path file, byte[] bytes, String what) {
        String head = new String(bytes, 0, Math.min(bytes.length, 256), StandardCharsets.ISO_8859_1);
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("^\\s*<\\?xml[^>]*encoding\\s*=\\s*[\"']([A-Za-z0-9._-]+)[\"']").matcher(head);
        if (m.find()) {
            try {
                return new String(bytes, java.nio.charset.Charset.forName(m.group(1)));
            } catch (IllegalArgumentException ignored) {
                throw bad(file, "declares the encoding '" + m.group(1) + "', which this JVM cannot read");
            }
        }
        throw bad(file, "is not UTF-8 text and declares no other encoding, so not a Tiled " + what);
    }

    private static Format format(Path file, String text, String what) {
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '<') {
                return Format.XML;
            }
            if (ch == '{' || ch == '[') {
                return Format.JSON;
            }
            if (!Character.isWhitespace(ch)) {
                break;
            }
        }
        throw bad(file, "is neither XML nor JSON, so not a Tiled " + what);
    }

    /**
     * The file a reference names, relative to the file that holds it; a reference that is no
     * path on this system (a NUL character) is an error naming the referencing file.
     */
    private static Path resolve(Path referencing, String source, String what) {
        Path dir = referencing.getParent();
        String s = source.replace('\\', '/');
        try {
            return (dir == null ? Path.of(s) : dir.resolve(s)).normalize();
        } catch (InvalidPathException e) {
            throw bad(referencing, "the " + what + " '" + source.replace("\0", "\\0") + "' is not a file name: " + e.getReason());
        }
    }

    private Raw.Tileset tileset(Path file, Path from) throws IOException {
        Raw.Tileset t = tilesets.get(file);
        if (t == null) {
            String text = read(file, from, "tileset");
            t = format(file, text, "tileset") == Format.XML ? TmxReader.readTileset(file, text) : JsonReader.readTileset(file, text);
            tilesets.put(file, t);
        }
        return t;
    }

    private Raw.Template template(Path file, Path from) throws IOException {
        Raw.Template t = templates.get(file);
        if (t == null) {
            String text = read(file, from, "template");
            t = format(file, text, "template") == Format.XML ? TmxReader.readTemplate(file, text) : JsonReader.readTemplate(file, text);
            templates.put(file, t);
        }
        return t;
    }

    // ------------------------------------------------------------------ gids

    /** A tile a gid names: its tileset, its local id, and what the tileset says about it (or null). */
    private static final class TileRef {
        final Raw.Tileset tileset;
        final long localId;
        final Raw.Tile tile;

        TileRef(Raw.Tileset tileset, long localId) {
            this.tileset = tileset;
            this.localId = localId;
            this.tile = tileset.tiles.get(localId);
        }
    }

    /** The tilesets of a map or a template by first gid: the tileset of a gid is the one with the largest firstgid <= gid. */
    private final class Gids {
        final Path file;
        final long[] firsts;
        final Raw.Tileset[] sets;

        Gids(Path file, List<Raw.TilesetRef> refs) throws IOException {
            this.file = file;
            List<Raw.TilesetRef> sorted = new ArrayList<>(refs);
            sorted.sort((a, b) -> Long.compare(a.firstGid, b.firstGid));
            firsts = new long[sorted.size()];
            sets = new Raw.Tileset[sorted.size()];
            for (int i = 0; i < firsts.length; i++) {
                Raw.TilesetRef r = sorted.get(i);
                firsts[i] = r.firstGid;
                sets[i] = r.source != null ? tileset(resolve(file, r.source, "tileset"), file) : r.embedded;
            }
        }

        /** The tile of a gid with its flags cleared, never 0. */
        TileRef tile(long gid, Raw.Obj o) {
            int i = firsts.length - 1;
            while (i >= 0 && firsts[i] > gid) {
                i--;
            }
            if (i < 0) {
                throw bad(o.file, o.label() + ": gid " + gid + (firsts.length == 0
                        ? " names a tile but the file has no tileset"
                        : " is below the first tileset's firstgid " + firsts[0]));
            }
            return new TileRef(sets[i], gid - firsts[i]);
        }
    }

    /** A gid as 32 unsigned bits (a tool that wrote it as a signed int gives a negative number). */
    private static long unsigned(long gid, Raw.Obj o) {
        if (gid < Integer.MIN_VALUE || gid > 0xFFFFFFFFL) {
            throw bad(o.file, o.label() + ": gid " + gid + " is not a 32-bit tile id");
        }
        return gid & 0xFFFFFFFFL;
    }

    // ------------------------------------------------------------------ the map

    private TiledMap loadMap(Path file) throws IOException {
        String text = read(file, null, "map");
        Raw.MapFile m = format(file, text, "map") == Format.XML ? TmxReader.readMap(file, text) : JsonReader.readMap(file, text);
        if (m.orientation == null) {
            throw bad(file, "has no orientation; hantei reads orthogonal Tiled maps only");
        }
        if (!m.orientation.equals("orthogonal")) {
            throw bad(file, "is " + article(m.orientation) + " " + m.orientation + " map; hantei reads orthogonal maps only (the object coordinates of isometric, "
                    + "staggered and hexagonal maps are not screen pixels)");
        }
        Gids gids = new Gids(file, m.tilesets);
        int[] next = {m.nextObjectId > 0 ? m.nextObjectId : 1};
        List<MapObject> objects = new ArrayList<>();
        Map<String, TileLayer> tileLayers = new LinkedHashMap<>();
        List<String> objectLayers = new ArrayList<>();
        walk(m, m.layers, gids, next, objects, tileLayers, objectLayers);
        return new TiledMap(file, m.width, m.height, m.tileWidth, m.tileHeight, m.infinite, objects, objectLayers, tileLayers);
    }

    private static String article(String word) {
        return word.matches("(?i)[aeiou].*") ? "an" : "a";
    }

    private void walk(Raw.MapFile m, List<Raw.Layer> layers, Gids gids, int[] next, List<MapObject> objects,
                      Map<String, TileLayer> tileLayers, List<String> objectLayers) throws IOException {
        for (Raw.Layer l : layers) {
            // Tiled's total offset: the layer's own, then each enclosing group's
            double ox = l.offsetX;
            double oy = l.offsetY;
            for (Raw.Layer p = l.parent; p != null; p = p.parent) {
                ox += p.offsetX;
                oy += p.offsetY;
            }
            switch (l.kind) {
                case GROUP:
                    walk(m, l.children, gids, next, objects, tileLayers, objectLayers);
                    break;
                case OBJECTS:
                    objectLayers.add(l.name);
                    for (Raw.Obj o : l.objects) {
                        int id = o.id == null || o.id == 0 ? next[0]++ : o.id;
                        objects.add(resolve(o, id, l.name, ox, oy, gids));
                    }
                    break;
                case TILES:
                    tileLayers.putIfAbsent(l.name, new TileLayer(m.file, l, m.tileWidth, m.tileHeight, ox, oy));
                    break;
                default:
                    break;
            }
        }
    }

    // ------------------------------------------------------------------ one object

    private MapObject resolve(Raw.Obj o, int id, String layer, double ox, double oy, Gids gids) throws IOException {
        Raw.Template t = o.template == null ? null : template(resolve(o.file, o.template, "template"), o.file);
        Raw.Obj b = t == null ? null : t.object;

        String name = nonEmpty(o.name) ? o.name : b != null && b.name != null ? b.name : "";
        double w;
        double h;
        // Tiled: an instance keeps its own size only when both are set and neither is 0
        boolean ownSize = b == null || (o.width != null && o.height != null && o.width > 0 && o.height > 0);
        if (ownSize) {
            w = o.width == null ? 0 : o.width;
            h = o.height == null ? 0 : o.height;
        } else {
            w = b.width == null ? 0 : b.width;
            h = b.height == null ? 0 : b.height;
        }
        Raw.Obj shapeFrom = o.shape != null || b == null ? o : b;
        double rotation = o.rotation != null ? o.rotation : b != null && b.rotation != null ? b.rotation : 0;
        boolean visible = o.visible != null ? o.visible : b == null || b.visible == null || b.visible;

        long gid = 0;
        TileRef tile = null;
        if (o.gid != null && o.gid != 0) {
            gid = unsigned(o.gid, o);
            if ((gid & ~FLAG_BITS) != 0) {
                tile = gids.tile(gid & ~FLAG_BITS, o);
            }
        } else if (b != null && b.gid != null && b.gid != 0) {
            gid = unsigned(b.gid, b);
            if ((gid & ~FLAG_BITS) != 0) {
                tile = new Gids(t.file, t.tilesets).tile(gid & ~FLAG_BITS, b);
            }
        }
        if (tile != null) {
            double[] size = tileSize(tile, o);
            if (size != null) {
                if (w == 0) {
                    w = size[0];
                }
                if (h == 0) {
                    h = size[1];
                }
            }
        }

        String type = nonEmpty(o.type) ? o.type
                : b != null && nonEmpty(b.type) ? b.type
                : tile != null && tile.tile != null && nonEmpty(tile.tile.type) ? tile.tile.type : "";
        Map<String, Object> props = new LinkedHashMap<>();
        if (tile != null && tile.tile != null) {
            props.putAll(tile.tile.properties);
        }
        if (b != null) {
            props.putAll(b.properties);
        }
        props.putAll(o.properties);

        double x = (o.x == null ? 0 : o.x) + ox;
        double y = (o.y == null ? 0 : o.y) + oy;
        MapObject.Kind kind = tile != null ? MapObject.Kind.TILE
                : shapeFrom.shape != null ? shapeFrom.shape : MapObject.Kind.RECTANGLE;
        Shape shape;
        try {
            shape = shape(kind, x, y, w, h, rotation, shapeFrom.points, tile);
        } catch (IllegalArgumentException e) {
            throw bad(o.file, "object " + id + (name.isEmpty() ? "" : " '" + name + "'") + " has no valid region: " + e.getMessage());
        }
        shape = shape.named(name.isEmpty() ? "object " + id : name);
        return new MapObject(id, name, type, layer, kind, props, shape, x, y, w, h, rotation, gid, visible);
    }

    private static Shape shape(MapObject.Kind kind, double x, double y, double w, double h, double rotation,
                               double[] points, TileRef tile) {
        switch (kind) {
            case TILE: {
                String a = tile.tileset.objectAlignment == null ? "unspecified"
                        : tile.tileset.objectAlignment.toLowerCase(Locale.ROOT);
                double[] origin = TiledShapes.alignedOrigin(a, w, h);
                return TiledShapes.box(x, y, origin[0], origin[1], w, h, rotation);
            }
            case ELLIPSE:
                return TiledShapes.ellipse(x, y, w, h, rotation);
            case CAPSULE:
                return TiledShapes.capsule(x, y, w, h, rotation);
            case POINT:
                return TiledShapes.point(x, y);
            case POLYGON:
                return TiledShapes.outline(true, x, y, points == null ? new double[0] : points, rotation);
            case POLYLINE:
                return TiledShapes.outline(false, x, y, points == null ? new double[0] : points, rotation);
            case TEXT:
            case RECTANGLE:
            default:
                return TiledShapes.box(x, y, 0, 0, w, h, rotation);
        }
    }

    /**
     * The size a tile object without one takes: the tileset's tile size, or for an image
     * collection that tile's own (its sub-rectangle, else its image's size as written, else as
     * read from the image file). Null when the gid names no tile of an image collection, or its
     * image size is written nowhere and its file cannot be read.
     */
    private double[] tileSize(TileRef ref, Raw.Obj o) throws IOException {
        Raw.Tile t = ref.tile;
        if (t != null && t.width != null && t.height != null && t.width > 0 && t.height > 0) {
            return new double[]{t.width, t.height};
        }
        if (!ref.tileset.imageCollection) {
            return new double[]{ref.tileset.tileWidth, ref.tileset.tileHeight};
        }
        if (t == null || t.image == null) {
            return null;
        }
        Path image = resolve(ref.tileset.file, t.image, "image");
        if (!imageSizes.containsKey(image)) {
            imageSizes.put(image, imageSize(image, ref.tileset.file));
        }
        return imageSizes.get(image);
    }

    /**
     * The size of an image file as its header says, or null when it is missing or unreadable: the
     * object then keeps the size it was written with (Tiled, too, loads a map whose images are
     * missing). A file outside the root is still refused.
     */
    private double[] imageSize(Path image, Path from) throws IOException {
        inside(image, from, "image");
        if (!Files.isRegularFile(image)) {
            return null;
        }
        try (ImageInputStream in = ImageIO.createImageInputStream(image.toFile())) {
            Iterator<ImageReader> readers = in == null ? null : ImageIO.getImageReaders(in);
            if (readers == null || !readers.hasNext()) {
                return null;
            }
            ImageReader r = readers.next();
            try {
                r.setInput(in);
                return new double[]{r.getWidth(0), r.getHeight(0)};
            } finally {
                r.dispose();
            }
        } catch (IOException e) {
            return null;
        }
    }

    private static boolean nonEmpty(String s) {
        return s != null && !s.isEmpty();
    }
}
