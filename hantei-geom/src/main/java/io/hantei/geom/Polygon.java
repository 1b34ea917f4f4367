package io.hantei.geom;

import java.util.List;

/**
 * A closed polygon through its vertices in order and back to the first, either winding: a point
 * is inside when it lies on the outline, or off it with the outline winding round it an odd
 * number of times (the even-odd rule), exactly for the double vertices given (docs/geometry.md
 * §19).
 *
 * <p>So collinear and repeated vertices, a figure-eight, and a ring traced as one outline (outer
 * loop, a seam, the inner loop the other way, the seam back) all work: the hole is outside, the
 * seam inside. Vertices all on one line make a polygon that is its outline. A query costs about
 * the edges that a horizontal line through the point meets, however many vertices there are.
 */
public final class Polygon extends Outline implements Shape {

    static final String KIND = "polygon";
    /**
     * From this many vertices on the first query builds the band index: every polygon. (A
     * branch-free scan of a band's few edges beat the loop over 16 edges, whose branches the order
     * of the points decides, in shuffled order; src/jmh/README.md.)
     */
    static final int INDEX_THRESHOLD = 3;

    private Polygon(double[] xs, double[] ys, SlabIndex index, String name) {
        super(ShapeKind.POLYGON, name, xs, ys, true, INDEX_THRESHOLD, index);
    }

    /**
     * The closed polygon through the vertices {@code (xs[i], ys[i])} in order and back to the
     * first, either winding; the arrays are copied.
     *
     * @param xs x of each vertex, in pixels, at least 3 of them
     * @param ys y of each vertex, in pixels (y grows down), as many as xs
     * @return the polygon
     * @throws NullPointerException if xs or ys is null
     * @throws IllegalArgumentException if the arrays differ in length, hold fewer than 3
     *         vertices, or a value is NaN or infinite
     *         ({@code polygon: xs and ys must hold at least 3 vertices but held 2})
     */
    public static Polygon of(double[] xs, double[] ys) {
        double[][] v = Require.vertices(KIND, xs, ys, 3, "vertices");
        return new Polygon(v[0], v[1], null, null);
    }

    /**
     * The closed polygon through the given points in order and back to the first, either
     * winding; the list is copied.
     *
     * @param points the vertices, at least 3
     * @return the polygon
     * @throws NullPointerException if points is null or holds null
     * @throws IllegalArgumentException if points holds fewer than 3 vertices
     */
    public static Polygon of(List<Vec2> points) {
        double[][] v = Require.vertices(KIND, points, 3, "vertices");
        return new Polygon(v[0], v[1], null, null);
    }

    @Override
    public Polygon named(String newName) {
        return new Polygon(xs, ys, index(), newName);
    }

    /**
     * Equal when the other is a {@code Polygon} with the same vertices in the same order from the
     * same first vertex; the name takes no part. The same outline traced from another vertex or
     * the other way round holds the same points but is not equal.
     *
     * @param o the other object
     * @return true when o has the same vertex list
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Polygon p && sameVertices(p);
    }

    @Override
    public int hashCode() {
        return super.hashCode();
    }

    /**
     * The vertex count and the first vertices, for messages.
     *
     * @return text such as {@code Polygon[4 vertices: (0, 0), (10, 0), (10, 10), (0, 10)]}
     */
    @Override
    public String toString() {
        return describe("Polygon", "vertices");
    }
}
