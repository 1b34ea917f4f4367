package io.hantei.dsl

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import io.hantei.geom.Overlaps
import io.hantei.geom.PixelRect
import io.hantei.geom.RayHit
import io.hantei.geom.Segment
import io.hantei.geom.Shape
import io.hantei.geom.Sight

/**
 * The walls of a sight word ({@code lineOfSight}, {@code rayCast}, {@code fan.sees}): a list of
 * shapes, lists in it flattened as {@code zones(...)} flattens them, asked one by one through
 * the core's {@link Sight}; or a {@code zones(...)} set, asked through its spatial index. The
 * two give the same answers, and the same first wall of a ray (the one given first among walls
 * touched at the same distance).
 */
@CompileStatic
@PackageScope
final class Walls {

    /** The zones set given as the walls, or null when they were given as a list. */
    final Zones zones
    /** The walls in the order given, when given as a list (null for a zones set: its index answers). */
    final List<Shape> shapes

    private Walls(Zones zones, List<Shape> shapes) {
        this.zones = zones
        this.shapes = shapes
    }

    /**
     * Reads {@code value} as the walls of the word {@code word} (its argument {@code key}); a
     * value that is no list of shapes is refused with a message that names the word, the
     * argument and where in the list: {@code lineOfSight: walls[1][0] must be a shape but was 'door'}.
     */
    static Walls read(String word, String key, Object value) {
        if (value instanceof Zones) {
            return new Walls((Zones) value, null)
        }
        if (value instanceof Collection) {
            List<Shape> all = []
            Set<Object> open = Collections.newSetFromMap(new IdentityHashMap<Object, Boolean>())
            open.add(value)
            ((Collection) value).eachWithIndex { Object item, int i -> add(all, item, word, key + '[' + i + ']', open) }
            return new Walls(null, all.asImmutable())
        }
        String shown = Args.show(value)
        String hint = value instanceof Shape ? " — a single wall goes in a list: ${key}: [wall]" : ''
        throw new IllegalArgumentException(word + ': ' + key + ' must be ' + Words.Kind.WALLS.description +
                ' but was ' + (value instanceof Shape ? ShapeExtensions.label(value) : shown) + hint)
    }

    /** Adds the shapes of {@code item}; {@code open} holds the lists being read, so that a list that holds itself is named, not followed for ever. */
    private static void add(List<Shape> all, Object item, String word, String where, Set<Object> open) {
        if (item instanceof Shape) {
            all << (Shape) item
        } else if (item instanceof Zones) {
            all.addAll(((Zones) item).toList())
        } else if (item instanceof Collection) {
            if (!open.add(item)) {
                throw new IllegalArgumentException(word + ': ' + where + ' is a list that holds itself — walls are shapes and lists of shapes')
            }
            ((Collection) item).eachWithIndex { Object inner, int j -> add(all, inner, word, where + '[' + j + ']', open) }
            open.remove(item)
        } else if (item instanceof PixelRect) {
            throw new IllegalArgumentException(word + ': ' + where + ' is ' + ShapeExtensions.label(item) +
                    ', on the pixel grid — walls are plane shapes: use rect(...) for it')
        } else {
            throw new IllegalArgumentException(word + ': ' + where + ' must be a shape but was ' + Args.show(item))
        }
    }

    /** Whether no wall shares a point with the closed segment a–b (for a = b: no wall holds the point). */
    boolean clear(double ax, double ay, double bx, double by) {
        zones != null ? !zones.blocks(ax, ay, bx, by) : Sight.lineOfSight(ax, ay, bx, by, shapes)
    }

    /** The walls that share a point with the closed segment a–b, in the order given. */
    List<Shape> touching(double ax, double ay, double bx, double by) {
        if (zones != null) {
            return zones.crossing(ax, ay, bx, by)
        }
        if (ax == bx && ay == by) {
            return shapes.findAll { Shape w -> w.contains(ax, ay) }
        }
        Segment line = Segment.of(ax, ay, bx, by)
        shapes.findAll { Shape w -> Overlaps.test(line, w) }
    }

    /** The first wall the ray touches, as the core's {@code Ray} tells it (the first given wins a tie), or null. */
    RayHit firstHit(double x, double y, double dirDegrees, double len) {
        zones != null ? zones.rayCast(x, y, dirDegrees, len) : Sight.rayCast(x, y, dirDegrees, len, shapes)
    }
}
