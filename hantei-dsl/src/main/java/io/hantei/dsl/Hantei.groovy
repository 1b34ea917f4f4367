package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.geom.Angles
import io.hantei.geom.Capsule
import io.hantei.geom.Circle
import io.hantei.geom.Ellipse
import io.hantei.geom.Fan
import io.hantei.geom.PixelRect
import io.hantei.geom.Polygon
import io.hantei.geom.Polyline
import io.hantei.geom.RayHit
import io.hantei.geom.Rect
import io.hantei.geom.RotatedRect
import io.hantei.geom.Segment
import io.hantei.geom.Shape
import io.hantei.geom.Vec2

/**
 * The shape words of the DSL, and the sight words {@code lineOfSight} and {@code rayCast}.
 * Scripts run by hantei have them already; Groovy code gets them with one static import:
 * <pre>
 * import static io.hantei.dsl.Hantei.*
 *
 * def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
 * assert [150, 130] in guard
 * </pre>
 * Every word returns the core object itself ({@link Fan}, {@link Rect}, ...): nothing wraps it,
 * so a DSL shape costs what a Java one costs. {@code p in shape}, {@code case shape:},
 * {@code shape.contains([x, y])} and {@code a.overlaps(b)} come from {@link ShapeExtensions}.
 *
 * <p>A point is written {@code [x, y]}, {@code [x: 1, y: 2]} or {@code point(x, y)}, wherever a
 * point is taken. Angles are degrees, 0° points to +x and positive angles turn clockwise on the
 * y-down screen. Every word takes an optional {@code name:}, shown in reports and pictures.
 * Within a hantei script, every shape a word makes is also drawn in the script's picture.
 *
 * <p>A word's arguments, their kinds and which are required are written once, in its row of
 * {@link Words}; here is only what each word makes of them. {@link Args} checks a call against
 * the row as the word reads it, and scripts run by hantei are checked before they run by
 * {@link WordsChecker}, from the same row. The messages name the word, the argument and the
 * valid ones: {@code fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name}.
 * A word called with positional arguments is answered from the row too: in a script by
 * {@link WordsChecker} or {@link Mistakes}, in Groovy code by {@code $static_methodMissing} below.
 */
@CompileStatic
final class Hantei {

    private Hantei() {
    }

    /**
     * The zones of a level: shapes (or lists of shapes) that answer {@code zones.at(p)},
     * {@code zones.names(p)}, {@code zones.overlapping(shape)} and {@code p in zones} through the
     * spatial index; see {@link Zones}.
     */
    static Zones zones(Object... shapes) {
        Zones.of(shapes)
    }

    /** The point {@code (x, y)}: the same as writing {@code [x, y]}. */
    static Vec2 point(Number x, Number y) {
        if (x == null || y == null) {
            throw new IllegalArgumentException(Words.misused('point', [x, y] as Object[]))
        }
        Vec2.of(x.doubleValue(), y.doubleValue())
    }

    /**
     * An axis-aligned rectangle ({@link Rect}), or with {@code angle:} a turned one
     * ({@link RotatedRect}).
     * <ul>
     *   <li>{@code at: [x, y]} — the top-left corner, unless {@code anchor:} says otherwise;</li>
     *   <li>{@code size: [w, h]} — width and height, {@code >= 0};</li>
     *   <li>{@code anchor: 'topLeft' | 'center' | 'bottomCenter'} — which point of the rectangle
     *       {@code at} is: the top-left corner (the default), the centre, or the middle of the
     *       bottom edge (where a character's feet are);</li>
     *   <li>{@code angle: 30} — turns the rectangle about its centre, in degrees, clockwise on
     *       screen; the centre is found from {@code at} and {@code anchor} before the turn. With
     *       {@code angle:} (even {@code angle: 0}) the result is a {@link RotatedRect};</li>
     *   <li>{@code pivot: [x, y]} — with {@code angle:}, turns it about this point instead of its
     *       centre (a door on its hinge, an object turned about its top-left corner as Tiled does):
     *       the centre is turned about the pivot, then the rectangle about its new centre;</li>
     *   <li>{@code name: 'door'} — optional.</li>
     * </ul>
     */
    static Shape rect(Map<String, ?> args) {
        Args a = Args.of(Words.RECT, args)
        double[] at = a.point('at')
        double[] size = a.size('size')
        if (a.has('angle')) {
            Vec2 c = centre(a)
            return a.shape(RotatedRect.of(c.x(), c.y(), size[0], size[1], a.number('angle')))
        }
        String anchor = a.anchor()
        a.shape(anchor == 'center' ? Rect.centered(at[0], at[1], size[0], size[1])
                : anchor == 'bottomCenter' ? Rect.bottomCenter(at[0], at[1], size[0], size[1])
                : Rect.of(at[0], at[1], size[0], size[1]))
    }

    /**
     * A rectangle on the pixel grid ({@link PixelRect}): it covers the whole pixels
     * {@code x .. x+w-1} by {@code y .. y+h-1}, so two 10-wide ones at x 0 and x 10 are
     * neighbours that do not overlap. {@code at: [x, y]} is the top-left pixel and
     * {@code size: [w, h]} counts pixels; all four are whole numbers.
     */
    static PixelRect pixelRect(Map<String, ?> args) {
        Args a = Args.of(Words.PIXEL_RECT, args)
        int[] at = a.wholePair('at')
        int[] size = a.wholePair('size')
        a.shape(PixelRect.of(at[0], at[1], size[0], size[1]))
    }

    /**
     * A fan, a vision cone ({@link Fan}): the points within {@code len} of the apex {@code at}
     * whose direction is within {@code range/2} of {@code dir}. {@code dir} is in degrees (0° is
     * +x, clockwise on screen), {@code range} is the TOTAL opening in degrees (360 and more is a
     * disc), {@code len} the radius, {@code >= 0}.
     */
    static Fan fan(Map<String, ?> args) {
        Args a = Args.of(Words.FAN, args)
        double[] at = a.point('at')
        a.shape(Fan.of(at[0], at[1], a.number('dir'), a.number('range'), a.number('len')))
    }

    /** A closed disc ({@link Circle}) around {@code at} with radius {@code r >= 0}. */
    static Circle circle(Map<String, ?> args) {
        Args a = Args.of(Words.CIRCLE, args)
        double[] at = a.point('at')
        a.shape(Circle.of(at[0], at[1], a.number('r')))
    }

    /**
     * A polygon ({@link Polygon}): {@code points: [[x, y], ...]} in order, either winding, at
     * least 3; a point is inside by the even-odd rule or on the outline (docs/geometry.md §19).
     * The points are offsets from {@code at: [x, y]} (default {@code [0, 0]}), turned by
     * {@code angle:} degrees clockwise about {@code pivot:} (default {@code at}): a vertex is
     * {@code pivot + R(angle)·(at + p − pivot)}.
     */
    static Polygon polygon(Map<String, ?> args) {
        Args a = Args.of(Words.POLYGON, args)
        a.shape(Polygon.of(placed(a)))
    }

    /**
     * A polyline ({@link Polyline}): the closed segments between consecutive points, not closed
     * back (a wall, a one-way platform), at least 2 points; placed and turned as {@link #polygon}.
     */
    static Polyline polyline(Map<String, ?> args) {
        Args a = Args.of(Words.POLYLINE, args)
        a.shape(Polyline.of(placed(a)))
    }

    /**
     * An ellipse ({@link Ellipse}): the one inscribed in the box {@code at}/{@code size},
     * placed by {@code anchor:} as {@link #rect} is; {@code angle:} turns it about its centre,
     * or about {@code pivot:}. A zero width or height is a segment, both zero a point.
     */
    static Ellipse ellipse(Map<String, ?> args) {
        Args a = Args.of(Words.ELLIPSE, args)
        double[] size = a.size('size')
        Vec2 c = centre(a)
        a.shape(Ellipse.of(c.x(), c.y(), size[0], size[1], a.has('angle') ? a.number('angle') : 0d))
    }

    /**
     * A capsule ({@link Capsule}), a character's body: the points within {@code r} of the closed
     * segment {@code from} → {@code to}; {@code r: 0} is the segment, {@code from == to} a disc.
     */
    static Capsule capsule(Map<String, ?> args) {
        Args a = Args.of(Words.CAPSULE, args)
        double[] from = a.point('from')
        double[] to = a.point('to')
        a.shape(Capsule.of(from[0], from[1], to[0], to[1], a.number('r')))
    }

    /** The closed segment {@code from} → {@code to} ({@link Segment}): a tripwire, a thin wall. */
    static Segment segment(Map<String, ?> args) {
        Args a = Args.of(Words.SEGMENT, args)
        double[] from = a.point('from')
        double[] to = a.point('to')
        a.shape(Segment.of(from[0], from[1], to[0], to[1]))
    }

    /**
     * Whether the sight line from {@code from} to {@code to} is clear: no wall shares a point
     * with the closed segment (docs/geometry.md §23). Walls are closed, so a line that grazes a
     * wall's corner, runs along its edge, or starts or ends on or in a wall is blocked; for
     * {@code from == to}, clear when no wall holds that point. Exact for straight-edged walls.
     * <ul>
     *   <li>{@code from: [x, y]}, {@code to: [x, y]} — points written any of the three ways;</li>
     *   <li>{@code walls:} — a list of shapes (lists in it flattened, as {@code zones} does), or
     *       a {@code zones(...)} set, which answers through its spatial index: the same answer.</li>
     * </ul>
     * In a hantei script the line is drawn in the picture: clear in one colour, blocked in
     * another with a cross where a wall first touches it; a wall that blocks the line of a failed
     * check is named in its report.
     */
    static boolean lineOfSight(Map<String, ?> args) {
        Args a = Args.of(Words.LINE_OF_SIGHT, args)
        double[] from = a.point('from')
        double[] to = a.point('to')
        SightWords.lineOfSight(from[0], from[1], to[0], to[1], a.walls('walls'))
    }

    /**
     * The first wall the ray from {@code from} at {@code dir} degrees (0° is +x, clockwise on
     * screen) touches within {@code len}, or null: a {@link RayHit} whose {@code distance} is how
     * far along the ray, {@code point} where ({@code hit.point in zone} works), and {@code wall}
     * which wall ({@code hit.wall.name}). A start in or on a wall is a hit at distance 0; of walls
     * touched at the same distance, the one given first. Walls as for {@link #lineOfSight}. In a
     * hantei script the ray is drawn to its hit (or its end).
     */
    static RayHit rayCast(Map<String, ?> args) {
        Args a = Args.of(Words.RAY_CAST, args)
        double[] from = a.point('from')
        SightWords.rayCast(from[0], from[1], a.number('dir'), a.number('len'), a.walls('walls'))
    }

    /**
     * A word called with arguments it does not take, from Groovy code: {@code Hantei.fan([0, 0], 30)},
     * or {@code fan(list)} under the static import. Its row in {@link Words} says how it is
     * written ({@link Words#misused}); any other name is Groovy's missing method.
     */
    private static Object $static_methodMissing(String name, Object args) {
        Object[] given = args instanceof Object[] ? (Object[]) args : [args] as Object[]
        String message = Words.misused(name, given)
        if (message == null) {
            throw new MissingMethodException(name, Hantei, given, true)
        }
        throw new IllegalArgumentException(message)
    }

    /**
     * The centre of a rect's or an ellipse's box {@code at}/{@code size} placed by
     * {@code anchor}, turned by {@code angle} about {@code pivot} when one is given (else it
     * stays: the box turns about its centre); a centre past the doubles is named by the
     * arguments that put it there.
     */
    private static Vec2 centre(Args a) {
        double[] at = a.point('at')
        double[] size = a.size('size')
        String anchor = a.anchor()
        double[] c = [anchor == 'topLeft' ? at[0] + size[0] / 2 : at[0],
                      anchor == 'topLeft' ? at[1] + size[1] / 2 : anchor == 'center' ? at[1] : at[1] - size[1] / 2] as double[]
        boolean turned = a.has('pivot') && a.has('angle')
        if (turned) {
            c = turn(c[0], c[1], a.point('pivot'), a.number('angle'))
        }
        if (!Double.isFinite(c[0]) || !Double.isFinite(c[1])) {
            throw new IllegalArgumentException(a.word.name + ': at ' + Args.show(a.value('at')) + ' and size ' +
                    Args.show(a.value('size')) + (turned ? ', turned about pivot ' + Args.show(a.value('pivot')) + ',' : '') +
                    ' put the centre at (' + c[0] + ', ' + c[1] + '), which is not a point of finite numbers')
        }
        new Vec2(c[0], c[1])
    }

    /** {@link Angles#turn} to numbers that may overflow, so that the word can name the arguments that made them. */
    private static double[] turn(double x, double y, double[] pivot, double degrees) {
        double c = Angles.cosDeg(degrees)
        double s = Angles.sinDeg(degrees)
        double dx = x - pivot[0]
        double dy = y - pivot[1]
        [pivot[0] + (dx * c - dy * s), pivot[1] + (dx * s + dy * c)] as double[]
    }

    /**
     * The world vertices of a polygon's or polyline's {@code points}, {@code at}, {@code angle}
     * and {@code pivot}; a point that is not finite once placed and turned is named by its place.
     */
    private static List<Vec2> placed(Args a) {
        double[][] v = a.points('points')
        double[] at = a.has('at') ? a.point('at') : [0d, 0d] as double[]
        double angle = a.has('angle') ? a.number('angle') : 0d
        double[] pivot = a.has('pivot') ? a.point('pivot') : at
        List<Vec2> placed = new ArrayList<>(v[0].length)
        for (int i = 0; i < v[0].length; i++) {
            double x = at[0] + v[0][i]
            double y = at[1] + v[1][i]
            if (angle != 0) {
                double[] t = turn(x, y, pivot, angle)
                x = t[0]
                y = t[1]
            }
            if (!Double.isFinite(x) || !Double.isFinite(y)) {
                throw new IllegalArgumentException(a.word.name + ': points[' + i + '] must be a point of finite numbers, placed ' +
                        'and turned, but was [' + v[0][i] + ', ' + v[1][i] + '], which makes (' + x + ', ' + y + ')')
            }
            placed.add(new Vec2(x, y))
        }
        placed
    }
}
