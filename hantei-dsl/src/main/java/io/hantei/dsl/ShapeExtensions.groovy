package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.geom.Circle
import io.hantei.geom.Fan
import io.hantei.geom.Overlaps
import io.hantei.geom.PixelRect
import io.hantei.geom.RayHit
import io.hantei.geom.Rect
import io.hantei.geom.Shape
import io.hantei.geom.Vec2

/**
 * Groovy's words on the core shapes, added by an extension module
 * ({@code META-INF/groovy/org.codehaus.groovy.runtime.ExtensionModule}) so that the Java core
 * never imports Groovy. Unlike a category, an extension module works in every script, in
 * groovyConsole and under static type checking.
 * <ul>
 *   <li>{@code p in shape} and {@code switch (p) { case shape: ... }} call
 *       {@code shape.isCase(p)}: whether the shape contains the point;</li>
 *   <li>{@code shape.contains(p)} takes a point written any of the three ways:
 *       {@code [x, y]}, {@code [x: 1, y: 2]}, {@code point(x, y)};</li>
 *   <li>{@code a.overlaps(b)} for every pair of plane shapes (the core's exact {@code Shape.overlaps}),
 *       pixelRect with pixelRect (the core's {@code PixelRect.overlaps}), and a clear error when
 *       the pixel grid meets the plane;</li>
 *   <li>{@code guard.sees(p, walls)} on a fan: {@code p in guard} and a clear line of sight from
 *       its apex, with the point written any way and the walls a list or a zones set;</li>
 *   <li>{@code hit.point} of a ray cast's hit: the point, usable with {@code in};
 *       {@code shape.name} (as {@code hit.wall.name}) and {@code fan.apex} (as
 *       {@code lineOfSight(from: guard.apex, ...)}) read the core's {@code name()} and
 *       {@code apex()}.</li>
 * </ul>
 * Anything that is not a point is an error naming the shape and the value, never a silent
 * {@code false}.
 */
@CompileStatic
final class ShapeExtensions {

    private ShapeExtensions() {
    }

    /** {@code p in shape}, {@code case shape:} — whether the closed shape contains the point. */
    static boolean isCase(Shape self, Object point) {
        contains(self, point)
    }

    /** Whether the closed shape contains the point {@code [x, y]}, {@code [x: 1, y: 2]} or {@code point(x, y)}. */
    static boolean contains(Shape self, Object point) {
        Involved.note(self)
        if (point instanceof Vec2) {
            return self.contains((Vec2) point)
        }
        if (point instanceof List) {
            List l = (List) point
            if (l.size() == 2) {
                // read through instanceof, not cast: a cast to Number is a dynamic call that allocates under C1
                Object x = l.get(0)
                Object y = l.get(1)
                if (x instanceof Number && y instanceof Number) {
                    return self.contains(x.doubleValue(), y.doubleValue())
                }
            }
        } else if (point instanceof Map) {
            Map m = (Map) point
            if (m.size() == 2 && m.get('x') instanceof Number && m.get('y') instanceof Number) {
                return self.contains(((Number) m.get('x')).doubleValue(), ((Number) m.get('y')).doubleValue())
            }
        }
        throw notAPoint(self, point)
    }

    /** {@code p in pixels}, {@code case pixels:} — whether the pixel is one of the covered pixels. */
    static boolean isCase(PixelRect self, Object pixel) {
        contains(self, pixel)
    }

    /** Whether the pixel {@code [x, y]} (whole numbers, written any of the three ways) is covered. */
    static boolean contains(PixelRect self, Object pixel) {
        Involved.note(self)
        double[] xy = Points.coordinates(pixel)
        if (xy == null) {
            throw notAPoint(self, pixel)
        }
        Integer x = Args.whole(xy[0])
        Integer y = Args.whole(xy[1])
        if (x == null || y == null) {
            throw new IllegalArgumentException(label(self) + ': a pixel has whole-number coordinates, but was ' +
                    Args.show(pixel))
        }
        self.contains(x.intValue(), y.intValue())
    }

    /**
     * Whether two closed shapes share a point (touching shapes overlap), for every pair of plane
     * shapes: the core's {@link Shape#overlaps} (exact, or within 1e-11 of the size for curved
     * pairs, docs/geometry.md §13). Notes both shapes for the report of a failed check.
     */
    static boolean overlaps(Shape self, Shape other) {
        Involved.note(self)
        Involved.note(other)
        // not self.overlaps(other): the type checker would pick this extension again
        Overlaps.test(self, other)
    }

    /**
     * Whether the fan sees the point ({@code [x, y]}, {@code [x: 1, y: 2]} or
     * {@code point(x, y)}): the point is in the fan and no wall touches the sight line from the
     * apex to it (the core's {@code Fan.sees}, docs/geometry.md §23). {@code walls} is a list of
     * shapes (lists in it flattened) or a {@code zones(...)} set. In a hantei script the sight
     * line is drawn, and a wall that blocks it is named in a failed check's report.
     */
    static boolean sees(Fan self, Object point, Object walls) {
        SightWords.sees(self, point, walls)
    }

    /**
     * {@link #sees(Fan, Object, Object)} for a {@code point(x, y)} and a list: declared so that
     * Groovy takes it over the core's {@code Fan.sees(Vec2, Iterable)}, and reads the walls as
     * the DSL does (nested lists, messages, the picture).
     */
    static boolean sees(Fan self, Vec2 point, Iterable walls) {
        SightWords.sees(self, point, walls)
    }

    /** {@code hit.point}: where the ray touched the wall, a point ({@code hit.point in zone}). */
    static Vec2 getPoint(RayHit self) {
        self.point()
    }

    /** {@code shape.name}: the shape's name, or null ({@code hit.wall.name}). */
    static String getName(Shape self) {
        self.name()
    }

    /** {@code guard.apex}: the fan's apex, a point ({@code lineOfSight(from: guard.apex, ...)}). */
    static Vec2 getApex(Fan self) {
        self.apex()
    }

    /** Pixels overlap only pixels: the grid's rule (neighbours do not overlap) is not the plane's. */
    static boolean overlaps(Shape self, PixelRect other) {
        throw mixed(self, other)
    }

    /** Pixels overlap only pixels: the grid's rule (neighbours do not overlap) is not the plane's. */
    static boolean overlaps(PixelRect self, Shape other) {
        throw mixed(self, other)
    }

    private static IllegalArgumentException mixed(Object a, Object b) {
        new IllegalArgumentException('overlaps: ' + label(a) + ' with ' + label(b) +
                ' mixes the pixel grid with the plane — compare a pixelRect with a pixelRect,' +
                ' or use rect(...) for both')
    }

    private static IllegalArgumentException notAPoint(Object shape, Object value) {
        new IllegalArgumentException(label(shape) + ': ' + Args.show(value) + ' is not a point — write ' + Points.FORMS)
    }

    /** How a shape is called in messages: {@code fan}, {@code fan 'guard'} (as the core says it). */
    static String label(Object shape) {
        String simple = shape.getClass().simpleName
        String kind = Character.toLowerCase(simple.charAt(0)).toString() + simple.substring(1)
        String name = shape instanceof Shape ? ((Shape) shape).name()
                : shape instanceof PixelRect ? ((PixelRect) shape).name() : null
        name == null ? kind : kind + " '" + name + "'"
    }
}
