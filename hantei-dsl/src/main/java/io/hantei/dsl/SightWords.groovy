package io.hantei.dsl

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import io.hantei.geom.Fan
import io.hantei.geom.Ray
import io.hantei.geom.RayHit
import io.hantei.geom.Shape
import io.hantei.geom.Vec2
import io.hantei.render.SightLine

/**
 * What the sight words do once their arguments are read ({@code lineOfSight} and
 * {@code rayCast} in {@link Hantei}, {@code fan.sees} in {@link ShapeExtensions}): ask the
 * core (docs/geometry.md §23), through a zones set's index when the walls are one, and note
 * what was checked:
 * <ul>
 *   <li>while an example of a check is judged ({@link Involved}): the walls that block a sight
 *       line (at most {@link #MAX_NOTED_WALLS}, in the order given) or that a ray hits first,
 *       each with why, for the report of a failed check; and the sight line itself for the
 *       picture;</li>
 *   <li>else, while the script itself runs ({@link ScriptScene#drawing}): the sight line for
 *       the picture.</li>
 * </ul>
 * Elsewhere (a rule asked by an engine, a heat map) nothing is noted and nothing is computed
 * beyond the answer. Noting never changes an answer: the picture's point of first contact is
 * looked for only when a line is blocked, and a failure to place it leaves it out.
 */
@CompileStatic
@PackageScope
final class SightWords {

    /** So many walls that block one sight line are named in the report; a line across a whole level names the first. */
    static final int MAX_NOTED_WALLS = 8

    private SightWords() {
    }

    /** Whether no wall shares a point with the closed segment a–b; for a = b, whether no wall holds the point. */
    static boolean lineOfSight(double ax, double ay, double bx, double by, Walls walls) {
        boolean clear = walls.clear(ax, ay, bx, by)
        boolean judging = Involved.active()
        if (!judging && !ScriptScene.drawing()) {
            return clear
        }
        Vec2 from = new Vec2(ax, ay)
        Vec2 to = new Vec2(bx, by)
        SightLine line
        if (clear) {
            line = SightLine.clear(from, to)
        } else {
            if (judging) {
                String why = 'blocks the sight line ' + from + ' → ' + to
                walls.touching(ax, ay, bx, by).take(MAX_NOTED_WALLS).each { Shape w -> Involved.note(w, why) }
            }
            RayHit first = firstContact(ax, ay, bx, by, walls)
            line = SightLine.blocked(from, to, first?.point(), first == null ? null : ShapeExtensions.label(first.wall()))
        }
        note(line, judging)
        clear
    }

    /** The first wall the ray touches, or null; see {@link Walls#firstHit}. */
    static RayHit rayCast(double x, double y, double dirDegrees, double len, Walls walls) {
        Ray ray = Ray.of(x, y, dirDegrees, len) // the core's messages for a bad dir or len, before any wall is asked
        RayHit hit = walls.firstHit(x, y, dirDegrees, len)
        boolean judging = Involved.active()
        if (!judging && !ScriptScene.drawing()) {
            return hit
        }
        Vec2 from = new Vec2(x, y)
        if (hit != null && judging) {
            Involved.note(hit.wall(), 'is the first wall the ray from ' + from + ' at ' + num(dirDegrees) +
                    '° meets, ' + num(hit.distance()) + ' along')
        }
        Vec2 end = finiteOrNull(x + len * ray.dx(), y + len * ray.dy())
        if (end != null) {
            note(SightLine.ray(from, end, point(hit), hit == null ? null : ShapeExtensions.label(hit.wall())), judging)
        }
        hit
    }

    /**
     * {@code p in fan && lineOfSight(from: fan's apex, to: p, walls: walls)}; the walls are read
     * first, so that wrong walls are an error wherever the point is.
     */
    static boolean sees(Fan fan, Object point, Object walls) {
        String word = ShapeExtensions.label(fan) + '.sees'
        double[] xy = Points.coordinates(point)
        if (xy == null) {
            throw new IllegalArgumentException(word + ': ' + Args.show(point) + ' is not a point — write ' + Points.FORMS)
        }
        Points.finite(word, 'point', xy)
        Walls w = Walls.read(word, 'walls', walls)
        Involved.note(fan)
        fan.contains(xy[0], xy[1]) && lineOfSight(fan.apexX(), fan.apexY(), xy[0], xy[1], w)
    }

    private static void note(SightLine line, boolean judging) {
        if (judging) {
            Involved.noteSight(line)
        } else {
            ScriptScene.sighted(line)
        }
    }

    /**
     * Where a wall first touches the blocked segment a–b, for the picture: a ray from a towards
     * b a hair longer than the segment; a line that only grazes a corner may pass beside it once
     * its direction is rounded to degrees, so then two rays turned a millionth of a degree to
     * either side. Null when none touches (or the numbers are too large for a ray).
     */
    private static RayHit firstContact(double ax, double ay, double bx, double by, Walls walls) {
        double len = Math.hypot(bx - ax, by - ay)
        if (ax == bx && ay == by) { // a = b in a wall: the point itself
            List<Shape> holding = walls.touching(ax, ay, bx, by)
            return holding.isEmpty() ? null : new RayHit(0, ax, ay, holding[0])
        }
        double reach = len * (1 + 1e-12)
        if (!Double.isFinite(reach)) {
            return null
        }
        double dir = Math.toDegrees(Math.atan2(by - ay, bx - ax))
        try {
            RayHit hit = walls.firstHit(ax, ay, dir, reach)
            if (hit != null) {
                return hit
            }
            for (double turn : [-1e-6d, 1e-6d]) {
                RayHit h = walls.firstHit(ax, ay, dir + turn, reach)
                if (h != null && (hit == null || h.distance() < hit.distance())) {
                    hit = h
                }
            }
            return hit
        } catch (IllegalArgumentException ignored) {
            return null // a point beyond the doubles: the picture goes without the mark
        }
    }

    /** A number as a designer writes it: 30 rather than 30.0. */
    private static String num(double v) {
        v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v)
    }

    private static Vec2 point(RayHit hit) {
        hit == null ? null : finiteOrNull(hit.x(), hit.y())
    }

    private static Vec2 finiteOrNull(double x, double y) {
        Double.isFinite(x) && Double.isFinite(y) ? new Vec2(x, y) : null
    }
}
