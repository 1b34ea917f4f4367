package io.hantei.geom;

import java.util.List;

/**
 * A closed polygon: the outline through its vertices in order and back to the first, either
 * winding. A point is inside when it lies on the outline, or off it with the outline winding
 * round it an odd number of times (the even-odd rule). So collinear and repeated vertices, a
 * figure-eight, and a ring traced as one outline (outer loop, a seam, the inner loop the other
 * way, the seam back) all work: the hole is outside, the seam inside. Vertices all on one line
 * make a polygon that is its outline. Screen coordinates (y down). See docs/geometry.md §19.
 *
 * <p>Exact for the double vertices given, with no epsilon: the crossing test and the boundary
 * test use the exact sign of {@link Orient} and exact compares ({@link Edges#classify}).
 *
 * <p>The first query builds a {@link SlabIndex} (the edges in horizontal bands, with what the
 * fast test needs prepared), and each query then reads only the edges of its band: a few for an
 * outline that a horizontal line crosses a few times, however many vertices it has, rather than
 * all of them, with no branch on the point but the end of the band's list. It answers as the
 * plain loop over every edge, exactly (docs/geometry.md §19).
 */
public final class Polygon extends Outline implements Shape {

    private static final String KIND = "polygon";
    /**
     * From this many vertices on the first query builds the index: every polygon. (A branch-free
     * scan of a band's few edges beat the loop over 16 edges, whose branches the order of the
     * points decides, by about 1.9x in shuffled order; src/jmh/README.md.)
     */
    static final int INDEX_THRESHOLD = 3;

    private Polygon(double[] xs, double[] ys, SlabIndex index, String name) {
        super(KIND, name, xs, ys, true, INDEX_THRESHOLD, index);
    }

    /**
     * The polygon through {@code (xs[i], ys[i])} in order, closed back to the first; at least 3
     * vertices, either winding. The arrays are copied.
     */
    public static Polygon of(double[] xs, double[] ys) {
        double[][] v = Require.vertices(KIND, xs, ys, 3, "vertices");
        return new Polygon(v[0], v[1], null, null);
    }

    /** The polygon through the given points in order, closed back to the first; at least 3. */
    public static Polygon of(List<Vec2> points) {
        double[][] v = Require.vertices(KIND, points, 3, "vertices");
        return new Polygon(v[0], v[1], null, null);
    }

    @Override
    public Polygon named(String newName) {
        return new Polygon(xs, ys, index(), newName);
    }

    /**
     * Equal when the vertices are equal, in the same order from the same first vertex; the name
     * takes no part. The same outline traced from another vertex or the other way round holds the
     * same points but is not equal.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Polygon p && sameVertices(p);
    }

    @Override
    public int hashCode() {
        return super.hashCode();
    }

    /** The vertex count and the first vertices: {@code Polygon[4 vertices: (0, 0), (10, 0), (10, 10), (0, 10)]}. */
    @Override
    public String toString() {
        return describe("Polygon", "vertices");
    }
}
