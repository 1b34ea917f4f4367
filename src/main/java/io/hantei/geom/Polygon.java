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
 * <p>From {@value #INDEX_THRESHOLD} vertices on, the first query builds a {@link SlabIndex}
 * (the edges in horizontal bands), and each query then reads only the edges of its band: a few
 * for an outline that a horizontal line crosses a few times, however many vertices it has,
 * rather than all of them. Smaller polygons loop over their edges. Both answer the same,
 * exactly (docs/geometry.md §19).
 */
public final class Polygon extends PreparedShape implements Shape {

    private static final String KIND = "polygon";

    /** From this many vertices on, queries go through a {@link SlabIndex}. */
    static final int INDEX_THRESHOLD = 32;

    private final double[] xs;
    private final double[] ys;
    private final double minX;
    private final double minY;
    private final double maxX;
    private final double maxY;
    private final Rect bounds;
    /** Built on the first query of a polygon of {@link #INDEX_THRESHOLD} vertices or more; immutable. */
    private volatile SlabIndex index;

    private Polygon(double[] xs, double[] ys, SlabIndex index, String name) {
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

    /**
     * 1 inside, 0 outside, UNDECIDED when a sign is left undecided by {@link Orient#fastSign} (a
     * point within its error bound of an edge's line, off a common grid) or for a NaN or infinite
     * coordinate. Every answer it gives is exact. No allocation but the index, once.
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

    /** The answer for a finite point: outside the box, else through the index or the plain loop. */
    private long scan(double x, double y, boolean exact) {
        if (x < minX || x > maxX || y < minY || y > maxY) {
            return 0;
        }
        SlabIndex s = index;
        if (s == null && xs.length >= INDEX_THRESHOLD) {
            s = buildIndex();
        }
        return s == null ? loop(x, y, exact) : inBand(s, x, y, exact);
    }

    private SlabIndex buildIndex() {
        SlabIndex s = SlabIndex.of(xs, ys, true, minY, maxY);
        index = s; // immutable, so two threads building it at once only build it twice
        return s;
    }

    /** Every edge in turn: 1 inside, 0 outside, or UNDECIDED (only when not exact). */
    private long loop(double x, double y, boolean exact) {
        int n = xs.length;
        long crossings = 0;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            int e = Edges.classify(xs[j], ys[j], xs[i], ys[i], x, y, exact);
            if (e >= Edges.ON) {
                return e == Edges.ON ? 1 : UNDECIDED;
            }
            crossings += e;
        }
        return crossings & 1;
    }

    /** The edges of the point's band only, as {@link #loop} (docs/geometry.md §19). */
    private static long inBand(SlabIndex s, double x, double y, boolean exact) {
        int k = s.band(y);
        double[] e = s.edges();
        long crossings = 0;
        for (int i = s.start(k), end = s.end(k); i < end; i++) {
            double ax = e[4 * i];
            double ay = e[4 * i + 1];
            double bx = e[4 * i + 2];
            double by = e[4 * i + 3];
            if (x > Math.max(ax, bx)) {
                break; // this edge and every later one in the band lie wholly left of the point
            }
            int c = Edges.classify(ax, ay, bx, by, x, y, exact);
            if (c >= Edges.ON) {
                return c == Edges.ON ? 1 : UNDECIDED;
            }
            crossings += c;
        }
        return crossings & 1;
    }

    /** The exact answer by the plain loop over every edge, for a finite point (the specs compare the two). */
    boolean containsByLoop(double x, double y) {
        Require.point(label, x, y);
        return x >= minX && x <= maxX && y >= minY && y <= maxY && loop(x, y, true) == 1;
    }

    /** The exact answer through the index, built for this call if the polygon has none (the specs compare the two). */
    boolean containsByIndex(double x, double y) {
        Require.point(label, x, y);
        SlabIndex s = index;
        if (s == null) {
            s = SlabIndex.of(xs, ys, true, minY, maxY);
        }
        return x >= minX && x <= maxX && y >= minY && y <= maxY && inBand(s, x, y, true) == 1;
    }

    /** The index when it has been built, else null (for the specs). */
    SlabIndex index() {
        return index;
    }

    /** How many vertices were given (repeated ones included). */
    public int vertexCount() {
        return xs.length;
    }

    /** Vertex i, x. */
    public double vertexX(int i) {
        return xs[java.util.Objects.checkIndex(i, xs.length)];
    }

    /** Vertex i, y (y grows down). */
    public double vertexY(int i) {
        return ys[java.util.Objects.checkIndex(i, ys.length)];
    }

    /** Vertex i. */
    public Vec2 vertex(int i) {
        return new Vec2(vertexX(i), vertexY(i));
    }

    /** The vertices in order, as given. */
    public List<Vec2> vertices() {
        return Outlines.points(xs, ys);
    }

    /** The box of the vertices, exactly (docs/geometry.md §12). */
    @Override
    public Rect bounds() {
        return bounds;
    }

    @Override
    public Polygon named(String newName) {
        return new Polygon(xs, ys, index, newName);
    }

    /**
     * Equal when the vertices are equal, in the same order from the same first vertex; the name
     * takes no part. The same outline traced from another vertex or the other way round holds the
     * same points but is not equal.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Polygon p && Outlines.sameValues(xs, p.xs) && Outlines.sameValues(ys, p.ys);
    }

    @Override
    public int hashCode() {
        return 31 * Outlines.hash(xs) + Outlines.hash(ys);
    }

    /** The vertex count and the first vertices: {@code Polygon[4 vertices: (0, 0), (10, 0), (10, 10), (0, 10)]}. */
    @Override
    public String toString() {
        return "Polygon" + (name == null ? "" : " '" + name + "'") + "[" + Outlines.describe(xs, ys, "vertices") + "]";
    }
}
