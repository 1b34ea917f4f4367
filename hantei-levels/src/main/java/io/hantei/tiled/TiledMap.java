package io.hantei.tiled;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Tiled map, loaded with its tilesets and templates, whose objects are hantei shapes placed
 * by Tiled's own rules (docs/geometry.md §24):
 *
 * <pre>{@code
 * TiledMap map = TiledMap.load(Path.of("maps/cave.tmx"));
 * boolean in = map.object(12).shape().contains(40, 90);
 * }</pre>
 *
 * Reads .tmx (XML) and .tmj/.json (JSON) maps of every Tiled 1.x, with tilesets (.tsx, .tsj,
 * .json, or embedded) and templates (.tx, .tj) resolved relative to the file that names them.
 * Orthogonal maps only. Immutable once loaded.
 */
public final class TiledMap {

    private final Path path;
    private final int width;
    private final int height;
    private final double tileWidth;
    private final double tileHeight;
    private final boolean infinite;
    private final List<MapObject> objects;
    private final Map<Integer, MapObject> byId;
    private final List<String> objectLayers;
    private final Map<String, TileLayer> tileLayers;

    TiledMap(Path path, int width, int height, double tileWidth, double tileHeight, boolean infinite,
             List<MapObject> objects, List<String> objectLayers, Map<String, TileLayer> tileLayers) {
        this.path = path;
        this.width = width;
        this.height = height;
        this.tileWidth = tileWidth;
        this.tileHeight = tileHeight;
        this.infinite = infinite;
        this.objects = Collections.unmodifiableList(new ArrayList<>(objects));
        Map<Integer, MapObject> ids = new HashMap<>();
        for (MapObject o : objects) {
            ids.putIfAbsent(o.id(), o);
        }
        this.byId = ids;
        this.objectLayers = Collections.unmodifiableList(new ArrayList<>(objectLayers));
        this.tileLayers = Collections.unmodifiableMap(new LinkedHashMap<>(tileLayers));
    }

    /**
     * Loads a map: .tmx is read as XML, .tmj and .json as JSON (the content decides, so a
     * misnamed file still loads). Everything is read and checked before this returns: there is
     * no half-loaded map.
     *
     * @throws IOException if the map, a tileset or a template it needs cannot be read
     *         (the message names the file that refers to it)
     * @throws IllegalArgumentException if a file is malformed or the map is not orthogonal
     *         (isometric, staggered, hexagonal): the message names the file and what is wrong
     */
    public static TiledMap load(Path path) throws IOException {
        if (path == null) {
            throw new NullPointerException("tiled map: path must not be null");
        }
        return Loader.load(path, null);
    }

    /**
     * Loads a map as {@link #load(Path)} does, reading no file outside {@code root}: the map,
     * its tilesets, templates and images must all lie in that folder or below it (symbolic links
     * resolved), for tools that open maps on behalf of others.
     *
     * @throws IllegalArgumentException naming the file that lies outside, and the folder
     */
    public static TiledMap load(Path path, Path root) throws IOException {
        if (path == null || root == null) {
            throw new NullPointerException("tiled map: path and root must not be null");
        }
        return Loader.load(path, root);
    }

    /**
     * The map-level object with Tiled's id {@code id}, or null if there is none. The collision
     * objects inside tilesets are not map-level objects (their ids are local to their tile).
     * Should two objects share an id, the first in the file's order is returned.
     */
    public MapObject object(int id) {
        return byId.get(id);
    }

    /** Every map-level object, in the order of the file: layers and groups depth first, hidden ones included. */
    public List<MapObject> objects() {
        return objects;
    }

    /** The objects of the object layers named {@code layer} (in any group). */
    public List<MapObject> objects(String layer) {
        List<MapObject> out = new ArrayList<>();
        for (MapObject o : objects) {
            if (o.layer().equals(layer)) {
                out.add(o);
            }
        }
        return out;
    }

    /** The names of the object layers, in file order (a name given twice appears twice). */
    public List<String> objectLayerNames() {
        return objectLayers;
    }

    /** The tile layer named {@code name} (the first, if several share it), or null. */
    public TileLayer tileLayer(String name) {
        return tileLayers.get(name);
    }

    /** The names of the tile layers, in file order. */
    public List<String> tileLayerNames() {
        return List.copyOf(tileLayers.keySet());
    }

    /** The file it was loaded from. */
    public Path path() {
        return path;
    }

    /** Width in tiles (0 for an infinite map's). */
    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public double tileWidth() {
        return tileWidth;
    }

    public double tileHeight() {
        return tileHeight;
    }

    public boolean infinite() {
        return infinite;
    }

    @Override
    public String toString() {
        return "TiledMap " + path + " (" + objects.size() + " objects)";
    }
}
