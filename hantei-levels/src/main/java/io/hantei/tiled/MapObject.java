package io.hantei.tiled;

import io.hantei.geom.Shape;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * An object of a Tiled map, resolved: its template applied, its tile's size filled in, its
 * layers' offsets added, and its region built as a hantei {@link Shape} by Tiled's rules
 * (docs/geometry.md §24). Immutable.
 */
public final class MapObject {

    /** What an object is in Tiled: its shape, or a tile. */
    public enum Kind {
        RECTANGLE, ELLIPSE, POINT, POLYGON, POLYLINE, TEXT, CAPSULE, TILE;

        /** The name Tiled's files use: {@code rectangle}, {@code ellipse}, ..., {@code tile}. */
        public String tiledName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private final int id;
    private final String name;
    private final String type;
    private final String layer;
    private final Kind kind;
    private final Map<String, Object> properties;
    private final Shape shape;
    private final double x;
    private final double y;
    private final double width;
    private final double height;
    private final double rotation;
    private final long gid;
    private final boolean visible;

    MapObject(int id, String name, String type, String layer, Kind kind, Map<String, Object> properties, Shape shape,
              double x, double y, double width, double height, double rotation, long gid, boolean visible) {
        this.id = id;
        this.name = name == null ? "" : name;
        this.type = type == null ? "" : type;
        this.layer = layer;
        this.kind = kind;
        this.properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties));
        this.shape = shape;
        this.x = x;
        this.y = y;
        this.width = width;
        this.height = height;
        this.rotation = rotation;
        this.gid = gid;
        this.visible = visible;
    }

    /** Tiled's object id, unique within the map. Objects of maps saved before ids existed are numbered as Tiled numbers them on load. */
    public int id() {
        return id;
    }

    /** The object's name, or its template's; "" when it has none. */
    public String name() {
        return name;
    }

    /**
     * The object's class (Tiled 1.9+ {@code class}, earlier {@code type}), else its template's,
     * else its tile's; "" when none.
     */
    public String type() {
        return type;
    }

    /** The name of the object layer it belongs to. */
    public String layer() {
        return layer;
    }

    public Kind kind() {
        return kind;
    }

    /**
     * Its custom properties: its tile's, overridden by its template's, overridden by its own.
     * {@code bool} as Boolean, {@code int} and {@code object} as Integer, {@code float} as Double,
     * {@code string}, {@code color}, {@code file} and enums as String, a class value as a Map.
     */
    public Map<String, Object> properties() {
        return properties;
    }

    /** The region of the object in map pixels, exactly (docs/geometry.md §24). */
    public Shape shape() {
        return shape;
    }

    /** x of the object's anchor in map pixels, its layers' offsets included. */
    public double x() {
        return x;
    }

    /** y of the object's anchor in map pixels, its layers' offsets included. */
    public double y() {
        return y;
    }

    /** Its width (a tile object without one takes its tile's). */
    public double width() {
        return width;
    }

    public double height() {
        return height;
    }

    /** Degrees, clockwise on screen, about (x, y). */
    public double rotation() {
        return rotation;
    }

    /** The gid of a tile object with its flip flags, unsigned; 0 for other objects. */
    public long gid() {
        return gid;
    }

    /** Whether Tiled shows it; hidden objects are objects all the same. */
    public boolean visible() {
        return visible;
    }

    @Override
    public String toString() {
        return "MapObject " + id + (name.isEmpty() ? "" : " '" + name + "'") + " (" + kind.tiledName()
                + (type.isEmpty() ? "" : ", class '" + type + "'") + ", layer '" + layer + "'): " + shape;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof MapObject)) {
            return false;
        }
        MapObject m = (MapObject) o;
        return id == m.id && name.equals(m.name) && type.equals(m.type) && layer.equals(m.layer) && kind == m.kind
                && properties.equals(m.properties) && shape.equals(m.shape) && gid == m.gid && visible == m.visible;
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, name, kind, shape);
    }
}
