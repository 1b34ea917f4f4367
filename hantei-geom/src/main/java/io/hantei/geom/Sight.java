package io.hantei.geom;

/**
 * Line of sight and ray casts against walls (docs/geometry.md §23). Walls are closed shapes:
 * a sight line that grazes a wall's corner, runs along its edge, or starts or ends on or in a
 * wall is blocked.
 *
 * <pre>
 * List&lt;Shape&gt; walls = List.of(pillar, Circle.of(40, 10, 3));
 * Sight.lineOfSight(0, 0, 80, 0, walls);        // false when any wall touches the segment
 * Sight.rayCast(0, 0, 90, 100, walls);          // the first wall straight down, or null
 * guard.sees(player.x(), player.y(), walls);    // in the fan and a clear line from its apex
 * </pre>
 * For thousands of walls, put them in a {@code ShapeIndex} and ask it ({@code anyCrossing},
 * {@code rayCast}): the same answers, pruned by boxes.
 */
public final class Sight {

    private static final String KIND = "lineOfSight";

    private Sight() {
    }

    /**
     * Whether the closed segment from {@code (ax, ay)} to {@code (bx, by)} shares no point with
     * any wall; for a = b, whether that point lies in no wall. Exact for straight-edged walls
     * (and circles and capsules); within 1e-11 of the sizes for ellipses and fans (§13).
     *
     * @throws IllegalArgumentException naming the coordinate, for NaN or infinite values
     * @throws NullPointerException if walls is null or holds null
     */
    public static boolean lineOfSight(double ax, double ay, double bx, double by, Iterable<? extends Shape> walls) {
        Require.finite(KIND, "from x", ax);
        Require.finite(KIND, "from y", ay);
        Require.finite(KIND, "to x", bx);
        Require.finite(KIND, "to y", by);
        if (walls == null) {
            throw new NullPointerException("lineOfSight: walls must not be null");
        }
        if (ax == bx && ay == by) {
            for (Object w : walls) {
                if (Ray.requireWall(w).contains(ax, ay)) {
                    return false;
                }
            }
            return true;
        }
        Segment line = null; // made for the walls that need it
        for (Object w : walls) {
            Shape wall = Ray.requireWall(w);
            if (wall instanceof Outline o) {
                if (Overlaps.segmentOutlineWithin(ax, ay, bx, by, o)) {
                    return false;
                }
            } else {
                if (line == null) {
                    line = Segment.of(ax, ay, bx, by);
                }
                if (Overlaps.test(line, wall)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** {@link #lineOfSight(double, double, double, double, Iterable)} between two points. */
    public static boolean lineOfSight(Vec2 from, Vec2 to, Iterable<? extends Shape> walls) {
        return lineOfSight(from.x(), from.y(), to.x(), to.y(), walls);
    }

    /**
     * The first wall the ray from {@code (x, y)} at {@code dirDegrees} (clockwise on screen,
     * 0 = +x) touches within {@code len}, with the distance and the point; null when none does.
     * See {@link Ray}.
     */
    public static RayHit rayCast(double x, double y, double dirDegrees, double len, Iterable<? extends Shape> walls) {
        Ray ray = Ray.of(x, y, dirDegrees, len);
        if (walls == null) {
            throw new NullPointerException("rayCast: walls must not be null");
        }
        return ray.firstHit(walls);
    }
}
