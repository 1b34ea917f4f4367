package io.hantei.geom;

import java.util.List;

/**
 * An open path of straight segments: the union of the closed segments from each point to the
 * next, not closed back to the first, so that a point is inside when it lies exactly on one of
 * them (docs/geometry.md §18). A closed outline is a {@link Polygon}; repeating the first point
 * at the end closes the path without filling it. Repeated points are fine. Exact for the doubles
 * given, as {@link Segment}.
 */
public final class Polyline extends Outline implements Shape {

    static final String KIND = "polyline";

    private Polyline(double[] xs, double[] ys, SlabIndex index, String name) {
        super(ShapeKind.POLYLINE, name, xs, ys, false, INDEX_THRESHOLD, index);
    }

    /**
     * The path through the points {@code (xs[i], ys[i])} in order; the arrays are copied.
     *
     * @param xs x of each point, in pixels, at least 2 of them
     * @param ys y of each point, in pixels (y grows down), as many as xs
     * @return the polyline
     * @throws NullPointerException if xs or ys is null
     * @throws IllegalArgumentException if the arrays differ in length, hold fewer than 2 points,
     *         or a value is NaN or infinite ({@code polyline: xs[2] must be a finite number but was NaN})
     */
    public static Polyline of(double[] xs, double[] ys) {
        double[][] v = Require.vertices(KIND, xs, ys, 2, "points");
        return new Polyline(v[0], v[1], null, null);
    }

    /**
     * The path through the given points in order; the list is copied.
     *
     * @param points the points, at least 2
     * @return the polyline
     * @throws NullPointerException if points is null or holds null
     * @throws IllegalArgumentException if points holds fewer than 2 points
     */
    public static Polyline of(List<Vec2> points) {
        double[][] v = Require.vertices(KIND, points, 2, "points");
        return new Polyline(v[0], v[1], null, null);
    }

    @Override
    public Polyline named(String newName) {
        return new Polyline(xs, ys, index(), newName);
    }

    /**
     * Equal when the other is a {@code Polyline} with the same points in the same order; the
     * name takes no part.
     *
     * @param o the other object
     * @return true when o is the same path
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Polyline p && sameVertices(p);
    }

    @Override
    public int hashCode() {
        return super.hashCode();
    }

    /**
     * The point count and the first points, for messages.
     *
     * @return text such as {@code Polyline[3 points: (0, 0), (10, 0), (10, 10)]}
     */
    @Override
    public String toString() {
        return describe("Polyline", "points");
    }
}
