package io.hantei.geom;

/**
 * Line of sight and ray casts against walls, which are closed shapes: a sight line that grazes a
 * wall's corner, runs along its edge, or starts or ends on or in a wall is blocked
 * (docs/geometry.md §23).
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
     * any closed wall (for a = b, whether that point lies in no wall): exact for straight-edged
     * walls, circles and capsules, within 1e-11 of the sizes, on the side of blocking, for
     * ellipses and fans (docs/geometry.md §13, §23).
     *
     * @param ax the sight line's start, x, in pixels
     * @param ay the sight line's start, y, in pixels (y grows down)
     * @param bx the sight line's end, x, in pixels
     * @param by the sight line's end, y, in pixels
     * @param walls the shapes that block sight
     * @return true when no wall touches the sight line
     * @throws IllegalArgumentException naming the coordinate, if one is NaN or infinite
     *         ({@code lineOfSight: from x must be a finite number but was NaN}), or if walls holds
     *         something other than shapes
     * @throws NullPointerException if walls is null or holds null
     * @throws UnsupportedOperationException if a wall is a {@code Shape} from outside this package
     *         that does not override {@link Shape#overlaps(Shape)}
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
        SightLine line = new SightLine(ax, ay, bx, by);
        for (Object w : walls) {
            Shape wall = Ray.requireWall(w);
            ShapeKind k = ShapeKind.of(wall);
            // a wall from outside this package answers through its own overlaps
            if (k == null ? Overlaps.test(line.segment(), wall) : BLOCKS.get(k).blocks(line, wall)) {
                return false;
            }
        }
        return true;
    }

    /** The sight line's ends, and the {@link Segment} of them, made for the first wall that needs it. */
    private static final class SightLine {
        final double ax;
        final double ay;
        final double bx;
        final double by;
        private Segment segment;

        SightLine(double ax, double ay, double bx, double by) {
            this.ax = ax;
            this.ay = ay;
            this.bx = bx;
            this.by = by;
        }

        Segment segment() {
            if (segment == null) {
                segment = Segment.of(ax, ay, bx, by);
            }
            return segment;
        }
    }

    /** Whether a wall of one kind touches the closed sight line. */
    @FunctionalInterface
    private interface WallTest {
        boolean blocks(SightLine line, Shape wall);
    }

    /**
     * {@link #lineOfSight}'s test for each kind of wall (ARCHITECTURE.md, "Adding a shape"):
     * polylines and polygons against the line's ends, without a segment; every other kind as the
     * segment's overlap ({@link Overlaps}, docs/geometry.md §13, §23).
     */
    private static final KindTable<WallTest> BLOCKS = KindTable.of("lineOfSight", k -> switch (k) {
        case POLYGON, POLYLINE -> (line, wall) -> Overlaps.segmentOutlineWithin(line.ax, line.ay, line.bx, line.by,
                (Outline) wall);
        case RECT, ROTATED_RECT, FAN, CIRCLE, SEGMENT, ELLIPSE, CAPSULE ->
                (line, wall) -> Overlaps.test(line.segment(), wall);
    });

    /**
     * Whether the closed segment between two points shares no point with any wall, as
     * {@link #lineOfSight(double, double, double, double, Iterable)}.
     *
     * @param from the sight line's start
     * @param to the sight line's end
     * @param walls the shapes that block sight
     * @return true when no wall touches the sight line
     * @throws NullPointerException if from, to or walls is null, or walls holds null
     * @throws IllegalArgumentException if walls holds something other than shapes
     * @throws UnsupportedOperationException if a wall is a {@code Shape} from outside this package
     *         that does not override {@link Shape#overlaps(Shape)}
     */
    public static boolean lineOfSight(Vec2 from, Vec2 to, Iterable<? extends Shape> walls) {
        return lineOfSight(from.x(), from.y(), to.x(), to.y(), walls);
    }

    /**
     * The first wall the ray from {@code (x, y)} along {@code dirDegrees} touches within
     * {@code len}, with the distance and the point, as {@link Ray#firstHit} finds it (the wall
     * given first wins a tie).
     *
     * @param x the ray's start, x, in pixels
     * @param y the ray's start, y, in pixels (y grows down)
     * @param dirDegrees the direction, in degrees: 0 is +x, positive turns clockwise on screen
     * @param len the length, in pixels, {@code >= 0}
     * @param walls the shapes the ray may hit
     * @return the nearest hit, or null when the ray touches no wall
     * @throws IllegalArgumentException naming the argument, if a value is NaN or infinite or len
     *         is negative ({@code rayCast: len must be >= 0 but was -1.0}), or if walls holds
     *         something other than shapes
     * @throws NullPointerException if walls is null or holds null
     * @throws UnsupportedOperationException as {@link Ray#hit}, for a wall from outside this
     *         package
     */
    public static RayHit rayCast(double x, double y, double dirDegrees, double len, Iterable<? extends Shape> walls) {
        Ray ray = Ray.of(x, y, dirDegrees, len);
        if (walls == null) {
            throw new NullPointerException("rayCast: walls must not be null");
        }
        return ray.firstHit(walls);
    }
}
