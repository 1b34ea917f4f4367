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
public final class Polyline extends Outline implements Shape {

    private static final String KIND = "polyline";

    private Polyline(double[] xs, double[] ys, SlabIndex index, String name) {
        super(KIND, name, xs, ys, false, INDEX_THRESHOLD, index);
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

    @Override
    public Polyline named(String newName) {
        return new Polyline(xs, ys, index(), newName);
    }

    /** Equal when the points are equal, in the same order; the name takes no part. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Polyline p && sameVertices(p);
    }

    @Override
    public int hashCode() {
        return super.hashCode();
    }

    /** The point count and the first points: {@code Polyline[3 points: (0, 0), (10, 0), (10, 10)]}. */
    @Override
    public String toString() {
        return describe("Polyline", "points");
    }
}
