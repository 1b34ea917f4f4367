package io.hantei.dsl

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import io.hantei.geom.PixelRect
import io.hantei.geom.Ray
import io.hantei.geom.RayHit
import io.hantei.geom.Rect
import io.hantei.geom.Shape
import io.hantei.index.ShapeIndex

/**
 * A set of zones — named shapes of a level — that answers "which zones hold this point?" and
 * "which zones does this shape touch?" through the core's spatial index ({@link ShapeIndex}):
 * the index only prunes by bounding boxes, the shapes decide, so the answers are exactly those
 * of asking every zone. Made by the {@code zones} word:
 * <pre>
 * def triggers = zones(door, chest, guard)
 * triggers.at([120, 40])          // the zones containing the point, in the order they were given
 * triggers.names([120, 40])       // their names
 * triggers.overlapping(player)    // the zones the shape overlaps (touching counts)
 * triggers.crossing([0, 0], [120, 40])  // the zones the closed segment touches
 * [120, 40] in triggers           // whether any zone contains the point; also case triggers:
 * </pre>
 * As the walls of {@code lineOfSight}, {@code rayCast} and {@code fan.sees}, a zones set is asked
 * through the index too ({@code ShapeIndex.anyCrossing}, {@code rayCast}), with the answers of
 * a list of the same shapes.
 * Results always come in the order the zones were given, whatever the index visits first.
 * Zones are plane shapes (rect, fan, circle, turned rect); a pixelRect is refused, since the
 * pixel grid's rule (neighbours do not overlap) is not the plane's. Immutable once made.
 */
@CompileStatic
final class Zones implements Iterable<Shape> {

    private final List<Shape> shapes
    private final ShapeIndex<Integer> index = new ShapeIndex<>()

    private Zones(List<Shape> shapes) {
        this.shapes = shapes.asImmutable()
        ScriptScene.zoned(this.shapes) // the script's zones, for a rule set's zones()
        shapes.eachWithIndex { Shape s, int i -> index.add(s, i) }
        index.rebuild()
    }

    /** The zones made from shapes, or lists of shapes, in order; anything else is refused with a message. */
    static Zones of(Object... args) {
        List<Shape> all = []
        args.eachWithIndex { Object a, int i -> add(all, a, "argument ${i + 1}") }
        new Zones(all)
    }

    private static void add(List<Shape> all, Object a, String where) {
        if (a instanceof Shape) {
            all << (Shape) a
        } else if (a instanceof Collection) {
            ((Collection) a).eachWithIndex { Object item, int j -> add(all, item, "$where, item ${j + 1}") }
        } else if (a instanceof PixelRect) {
            throw new IllegalArgumentException("zones: $where is ${ShapeExtensions.label(a)}, on the pixel grid — " +
                    'zones are plane shapes: use rect(...) for it')
        } else {
            throw new IllegalArgumentException("zones: $where must be a shape (rect, fan, circle) or a list of shapes, " +
                    "but was ${Args.show(a)}")
        }
    }

    /** The zones containing the point ({@code [x, y]}, {@code [x: 1, y: 2]} or {@code point(x, y)}), in the order given. */
    List<Shape> at(Object point) {
        double[] xy = coordinates('at', point)
        List<Integer> hits = []
        index.query(xy[0], xy[1]) { ShapeIndex.Entry<Integer> e -> hits << e.payload() }
        inOrder(hits)
    }

    /** The names of the zones containing the point (an unnamed zone shows as its description). */
    List<String> names(Object point) {
        at(point).collect { Shape s -> s.name() ?: s.toString() }
    }

    /** The zones the shape overlaps (closed: touching counts), in the order given. */
    List<Shape> overlapping(Shape shape) {
        if (shape == null) {
            throw new IllegalArgumentException('zones.overlapping: takes a shape, but was null')
        }
        Involved.note(shape)
        List<Integer> hits = []
        index.overlapping(shape) { ShapeIndex.Entry<Integer> e -> hits << e.payload() }
        inOrder(hits)
    }

    /**
     * The zones the closed segment from {@code from} to {@code to} touches (closed: grazing a
     * corner counts; for equal ends, the zones holding that point), in the order given.
     */
    List<Shape> crossing(Object from, Object to) {
        double[] a = Points.finite('zones.crossing', 'from', coordinates('crossing', from))
        double[] b = Points.finite('zones.crossing', 'to', coordinates('crossing', to))
        List<Shape> hits = crossing(a[0], a[1], b[0], b[1])
        hits.each { Involved.note(it) }
        hits
    }

    /** The zones the closed segment touches, in the order given, not noted for a report. */
    @PackageScope
    List<Shape> crossing(double ax, double ay, double bx, double by) {
        List<Integer> hits = []
        index.crossing(ax, ay, bx, by) { ShapeIndex.Entry<Integer> e -> hits << e.payload() }
        hits.sort()
        hits.collect { Integer i -> shapes[i] }
    }

    /** Whether some zone touches the closed segment (the sight line between its ends is blocked). */
    @PackageScope
    boolean blocks(double ax, double ay, double bx, double by) {
        index.anyCrossing(ax, ay, bx, by)
    }

    /**
     * The first zone the ray touches, or null. The index finds the least distance; of the zones
     * touched at that distance, the one given first is the hit, as {@code Ray.firstHit} chooses
     * among a list: the candidates are the zones that touch a small box around the hit point
     * (every zone touched at that distance touches the ray there), each asked {@code Ray.hit}.
     */
    @PackageScope
    RayHit rayCast(double x, double y, double dirDegrees, double len) {
        Ray ray = Ray.of(x, y, dirDegrees, len)
        RayHit best = index.rayCast(x, y, dirDegrees, len)
        if (best == null) {
            return null
        }
        // the largest magnitude, not a sum, so that the margin of a ray near the largest doubles stays finite
        double scale = Math.max(Math.max(Math.abs(x), Math.abs(y)), Math.max(len, best.distance()))
        double margin = 4e-9 * scale + Double.MIN_NORMAL
        Rect near = Rect.ofEdges(best.x() - margin, best.y() - margin, best.x() + margin, best.y() + margin)
        List<Integer> candidates = []
        index.overlapping(near) { ShapeIndex.Entry<Integer> e -> candidates << e.payload() }
        candidates.sort()
        for (Integer i : candidates) {
            RayHit h = ray.hit(shapes[i])
            if (h != null && h.distance() == best.distance()) {
                return h
            }
        }
        best // not reached: the index's own hit is among the candidates
    }

    /** {@code p in zones}, {@code case zones:} — whether any zone contains the point. */
    boolean isCase(Object point) {
        double[] xy = coordinates('in', point)
        ShapeIndex.Entry<Integer> hit = index.anyContaining(xy[0], xy[1])
        if (hit != null) {
            Involved.note(hit.shape())
        }
        hit != null
    }

    /** How many zones there are. */
    int size() {
        shapes.size()
    }

    @Override
    Iterator<Shape> iterator() {
        shapes.iterator()
    }

    private List<Shape> inOrder(List<Integer> hits) {
        hits.sort()
        hits.collect { Integer i ->
            Shape s = shapes[i]
            Involved.note(s)
            s
        }
    }

    private static double[] coordinates(String word, Object point) {
        double[] xy = Points.coordinates(point)
        if (xy == null) {
            throw new IllegalArgumentException("zones.$word: ${Args.show(point)} is not a point — write ${Points.FORMS}")
        }
        xy
    }

    @Override
    String toString() {
        'zones(' + shapes.collect { Shape s -> s.name() ? "'${s.name()}'" : s.toString() }.join(', ') + ')'
    }
}
