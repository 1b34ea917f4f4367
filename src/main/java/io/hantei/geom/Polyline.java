package io.hantei.geom;

import java.util.List;

/**
 * An open path of straight segments: the union of the closed segments from each point to the
 * next, not closed back to the first (a closed outline is a {@link Polygon}; repeating the first
 * point at the end closes the path without filling it). At least 2 points; repeated points are
 * fine. Screen coordinates (y down). See docs/geometry.md §18.
 *
 * <p>Exact for the doubles given, as {@link Segment}: a point is inside when it lies exactly on
 * one of the segments. From {@value #INDEX_THRESHOLD} points on, queries read only the segments
 * of their horizontal band ({@link SlabIndex}, built on the first query).
 */
public final class Polyline extends PreparedShape implements Shape {

    private static final String KIND = "polyline";

    /** From this many points on, queries go through a {@link SlabIndex}. */
    static final int INDEX_THRESHOLD = 32;

    private final double[] xs;
    private final double[] ys;
    private final double minX;
    private final double minY;
    private final double maxX;
    private final double maxY;
    private final Rect bounds;
    /** Built on the first query of a polyline of {@link #INDEX_THRESHOLD} points or more; immutable. */
    private volatile SlabIndex index;

    private Polyline(double[] xs, double[] ys, SlabIndex index, String name) {
        super(KIND, name);
        this.xs = xs;
        this.ys = ys;
        double x0 = xs[0];
        double y0 = ys[0];
        double x1 = xs[0];
        double y1 = ys[0];
        for (int i = 1; i < xs.length; i++) {
            x0 = Math.min(x0, xs[i]);
            y0 = Math.min(y0, ys[i]);
            x1 = Math.max(x1, xs[i]);
            y1 = Math.max(y1, ys[i]);
        }
        this.minX = x0;
        this.minY = y0;
        this.maxX = x1;
        this.maxY = y1;
        this.bounds = Rect.ofEdges(x0, y0, x1, y1);
        this.index = index;
    }

    /** The path through {@code (xs[i], ys[i])} in order; at least 2 points. The arrays are copied. */
    public static Polyline of(double[] xs, double[] ys) {
        double[][] v = Require.vertices(KIND, xs, ys, 2, "points");
        return new Polyline(v[0], v[1], null, null);
    }

    /** The path through the given points in order; at least 2. */
    public static Polyline of(List<Vec2> points) {
        double[][] v = Require.vertices(KIND, points, 2, "points");
        return new Polyline(v[0], v[1], null, null);
    }

    /**
     * 1 on the path, 0 off it, UNDECIDED when {@link Orient#fastSign} leaves a sign undecided or
     * for a NaN or infinite coordinate. Every answer it gives is exact.
     */
    @Override
    long fastBit(double x, double y) {
        if ((x - x) + (y - y) != 0) {
            return UNDECIDED;
        }
        return scan(x, y, false);
    }

    @Override
    boolean slowContains(double x, double y) {
        Require.point(label, x, y);
        return scan(x, y, true) == 1;
    }

    private long scan(double x, double y, boolean exact) {
        if (x < minX || x > maxX || y < minY || y > maxY) {
            return 0;
        }
        SlabIndex s = index;
        if (s == null && xs.length >= INDEX_THRESHOLD) {
            s = SlabIndex.of(xs, ys, false, minY, maxY);
            index = s; // immutable, so two threads building it at once only build it twice
        }
        return s == null ? loop(x, y, exact) : inBand(s, x, y, exact);
    }

    /** Every segment in turn: 1 on one, 0 on none, or UNDECIDED (only when not exact). */
    private long loop(double x, double y, boolean exact) {
        long undecided = 0;
        for (int i = 1; i < xs.length; i++) {
            int on = Edges.on(xs[i - 1], ys[i - 1], xs[i], ys[i], x, y, exact);
            if (on == 1) {
                return 1;
            }
            undecided |= on;
        }
        return undecided == 0 ? 0 : UNDECIDED;
    }

    /** The segments of the point's band only, as {@link #loop}. */
    private static long inBand(SlabIndex s, double x, double y, boolean exact) {
        int k = s.band(y);
        double[] e = s.edges();
        long undecided = 0;
        for (int i = s.start(k), end = s.end(k); i < end; i++) {
            double ax = e[4 * i];
            double ay = e[4 * i + 1];
            double bx = e[4 * i + 2];
            double by = e[4 * i + 3];
            if (x > Math.max(ax, bx)) {
                break; // this segment and every later one in the band lie wholly left of the point
            }
            int on = Edges.on(ax, ay, bx, by, x, y, exact);
            if (on == 1) {
                return 1;
            }
            undecided |= on;
        }
        return undecided == 0 ? 0 : UNDECIDED;
    }

    /** The exact answer by the plain loop over every segment (the specs compare the two). */
    boolean containsByLoop(double x, double y) {
        Require.point(label, x, y);
        return x >= minX && x <= maxX && y >= minY && y <= maxY && loop(x, y, true) == 1;
    }

    /** The exact answer through the index, built for this call if there is none (the specs compare the two). */
    boolean containsByIndex(double x, double y) {
        Require.point(label, x, y);
        SlabIndex s = index;
        if (s == null) {
            s = SlabIndex.of(xs, ys, false, minY, maxY);
        }
        return x >= minX && x <= maxX && y >= minY && y <= maxY && inBand(s, x, y, true) == 1;
    }

    /** How many points were given (repeated ones included). */
    public int vertexCount() {
        return xs.length;
    }

    /** Point i, x. */
    public double vertexX(int i) {
        return xs[java.util.Objects.checkIndex(i, xs.length)];
    }

    /** Point i, y (y grows down). */
    public double vertexY(int i) {
        return ys[java.util.Objects.checkIndex(i, ys.length)];
    }

    /** Point i. */
    public Vec2 vertex(int i) {
        return new Vec2(vertexX(i), vertexY(i));
    }

    /** The points in order, as given. */
    public List<Vec2> vertices() {
        return Outlines.points(xs, ys);
    }

    /** The box of the points, exactly (docs/geometry.md §12). */
    @Override
    public Rect bounds() {
        return bounds;
    }

    @Override
    public Polyline named(String newName) {
        return new Polyline(xs, ys, index, newName);
    }

    /** Equal when the points are equal, in the same order; the name takes no part. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Polyline p && Outlines.sameValues(xs, p.xs) && Outlines.sameValues(ys, p.ys);
    }

    @Override
    public int hashCode() {
        return 31 * Outlines.hash(xs) + Outlines.hash(ys);
    }

    /** The point count and the first points: {@code Polyline[3 points: (0, 0), (10, 0), (10, 10)]}. */
    @Override
    public String toString() {
        return "Polyline" + (name == null ? "" : " '" + name + "'") + "[" + Outlines.describe(xs, ys, "points") + "]";
    }
}
