package io.hantei.geom;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * What a {@link Polygon} and a {@link Polyline} share: their vertices, the box of them, and the
 * edge scan of the point test, over every edge or, from {@link #INDEX_THRESHOLD} vertices on,
 * over the edges of the point's band ({@link SlabIndex}, built on the first query). A closed
 * outline (a polygon) adds the edge back to the first vertex and answers by the even-odd count
 * of crossings when no edge holds the point; an open one (a polyline) only by its edges. Both
 * exact (docs/geometry.md §18-§20).
 */
abstract class Outline extends PreparedShape {

    /** From this many vertices on, queries of a polyline go through a {@link SlabIndex} (a polygon's always do). */
    static final int INDEX_THRESHOLD = 32;

    final double[] xs;
    final double[] ys;
    /** Whether the last vertex joins back to the first: a polygon. */
    final boolean closed;
    /** From this many vertices on, the first query builds the index. */
    private final int indexThreshold;
    private final double minX;
    private final double minY;
    private final double maxX;
    private final double maxY;
    private final Rect bounds;
    /** Built on the first query of an outline of {@link #indexThreshold} vertices or more; immutable. */
    private volatile SlabIndex index;

    Outline(ShapeKind kind, String name, double[] xs, double[] ys, boolean closed, int indexThreshold, SlabIndex index) {
        super(kind, name);
        this.xs = xs;
        this.ys = ys;
        this.closed = closed;
        this.indexThreshold = indexThreshold;
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
     * 1 inside, 0 outside, UNDECIDED when {@link Orient#fastSign} leaves a sign undecided (a point
     * within its error bound of an edge's line, off a common grid) or for a NaN or infinite
     * coordinate. Every answer it gives is exact. No allocation but the index, once.
     */
    @Override
    final long fastBit(double x, double y) {
        if ((x - x) + (y - y) != 0) {
            return UNDECIDED;
        }
        return scan(x, y, false);
    }

    @Override
    final boolean slowContains(double x, double y) {
        Require.point(label, x, y);
        return scan(x, y, true) == 1;
    }

    /** The answer for a finite point: outside the box, else through the index or the plain loop. */
    private long scan(double x, double y, boolean exact) {
        if (x < minX || x > maxX || y < minY || y > maxY) {
            return 0;
        }
        SlabIndex s = index;
        if (s == null && xs.length >= indexThreshold) {
            s = SlabIndex.of(xs, ys, closed, minX, minY, maxX, maxY);
            index = s; // immutable, so two threads building it at once only build it twice
        }
        if (s == null) {
            return loop(x, y, exact);
        }
        long fast = exact ? UNDECIDED : s.fastScan(x, y, closed);
        return fast != UNDECIDED ? fast : inBand(s, x, y, exact);
    }

    /** Every edge in turn: 1 inside, 0 outside, or UNDECIDED (only when not exact). */
    private long loop(double x, double y, boolean exact) {
        int n = xs.length;
        long crossings = 0;
        for (int i = closed ? 0 : 1, j = closed ? n - 1 : 0; i < n; j = i++) {
            int e = Edges.classify(xs[j], ys[j], xs[i], ys[i], x, y, exact);
            if (e >= Edges.ON) {
                return e == Edges.ON ? 1 : UNDECIDED;
            }
            crossings += e;
        }
        return closed ? crossings & 1 : 0;
    }

    /** The edges of the point's band only, as {@link #loop} (docs/geometry.md §19). */
    private long inBand(SlabIndex s, double x, double y, boolean exact) {
        int k = s.band(y);
        double[] e = s.edges();
        long crossings = 0;
        for (int i = SlabIndex.STRIDE * s.start(k), end = SlabIndex.STRIDE * s.end(k); i < end; i += SlabIndex.STRIDE) {
            double ax = e[i];
            double ay = e[i + 1];
            double bx = e[i + 2];
            double by = e[i + 3];
            if (x > Math.max(ax, bx)) {
                break; // this edge and every later one in the band lie wholly left of the point
            }
            int c = Edges.classify(ax, ay, bx, by, x, y, exact);
            if (c >= Edges.ON) {
                return c == Edges.ON ? 1 : UNDECIDED;
            }
            crossings += c;
        }
        return closed ? crossings & 1 : 0;
    }

    /** The exact answer by the plain loop over every edge, for a finite point (the specs compare the two). */
    final boolean containsByLoop(double x, double y) {
        Require.point(label, x, y);
        return x >= minX && x <= maxX && y >= minY && y <= maxY && loop(x, y, true) == 1;
    }

    /** The exact answer through the index, built for this call if there is none (the specs compare the two). */
    final boolean containsByIndex(double x, double y) {
        Require.point(label, x, y);
        SlabIndex s = index;
        if (s == null) {
            s = SlabIndex.of(xs, ys, closed, minX, minY, maxX, maxY);
        }
        return x >= minX && x <= maxX && y >= minY && y <= maxY && inBand(s, x, y, true) == 1;
    }

    /**
     * Whether the point (x, y), exact and not always a double, lies in the closed outline: on an
     * edge, or inside by the even-odd count of crossings with the half-open rule of
     * {@link Edges#classify}, all in exact arithmetic. For a point no double can stand for, such as a
     * corner of a box narrower than an ulp ({@link Overlaps#boxPath}); slow, an allocation per edge.
     */
    final boolean containsExactly(BigDecimal x, BigDecimal y) {
        int n = xs.length;
        boolean odd = false;
        // the edge from the last vertex back to the first only when closed
        for (int i = closed ? 0 : 1, j = closed ? n - 1 : 0; i < n; j = i++) {
            BigDecimal ax = new BigDecimal(xs[j]);
            BigDecimal ay = new BigDecimal(ys[j]);
            BigDecimal bx = new BigDecimal(xs[i]);
            BigDecimal by = new BigDecimal(ys[i]);
            int side = bx.subtract(ax).multiply(y.subtract(ay)).subtract(by.subtract(ay).multiply(x.subtract(ax))).signum();
            if (side == 0 && within(x, ax, bx) && within(y, ay, by)) {
                return true;
            }
            // an edge from its lower end up crosses the row to the right of the point when the point is left of it
            boolean up = ay.compareTo(by) < 0;
            if (y.compareTo(up ? ay : by) >= 0 && y.compareTo(up ? by : ay) < 0 && (up ? side : -side) > 0) {
                odd = !odd;
            }
        }
        return closed && odd;
    }

    private static boolean within(BigDecimal v, BigDecimal a, BigDecimal b) {
        return v.compareTo(a.min(b)) >= 0 && v.compareTo(a.max(b)) <= 0;
    }

    /** The index when it has been built, else null (for the specs and for named copies). */
    final SlabIndex index() {
        return index;
    }

    /**
     * How many vertices (a polyline's points) were given, repeated ones included.
     *
     * @return the vertex count, at least 2 for a polyline and 3 for a polygon
     */
    public int vertexCount() {
        return xs.length;
    }

    /**
     * The x of vertex i, as given.
     *
     * @param i the vertex's index, from 0
     * @return the vertex's x, in pixels
     * @throws IndexOutOfBoundsException if i is negative or not below {@link #vertexCount()}
     */
    public double vertexX(int i) {
        return xs[Objects.checkIndex(i, xs.length)];
    }

    /**
     * The y of vertex i, as given.
     *
     * @param i the vertex's index, from 0
     * @return the vertex's y, in pixels (y grows down)
     * @throws IndexOutOfBoundsException if i is negative or not below {@link #vertexCount()}
     */
    public double vertexY(int i) {
        return ys[Objects.checkIndex(i, ys.length)];
    }

    /**
     * Vertex i, as given.
     *
     * @param i the vertex's index, from 0
     * @return the vertex
     * @throws IndexOutOfBoundsException if i is negative or not below {@link #vertexCount()}
     */
    public Vec2 vertex(int i) {
        return new Vec2(vertexX(i), vertexY(i));
    }

    /**
     * The vertices in order, as given.
     *
     * @return the vertices, an unmodifiable list
     */
    public List<Vec2> vertices() {
        return Outlines.points(xs, ys);
    }

    /** The vertices themselves, not copied, for the pair tests and the ray casts. */
    @Override
    double[][] edgeVertices() {
        return new double[][]{xs, ys};
    }

    /**
     * The box of the vertices, exactly: its edges are the least and greatest coordinates, with
     * nothing rounded or widened (docs/geometry.md §12).
     *
     * @return the box of the vertices
     */
    public Rect bounds() {
        return bounds;
    }

    /** The same vertices in the same order (the name takes no part). */
    final boolean sameVertices(Outline o) {
        return Outlines.sameValues(xs, o.xs) && Outlines.sameValues(ys, o.ys);
    }

    @Override
    public int hashCode() {
        return 31 * Outlines.hash(xs) + Outlines.hash(ys);
    }

    /** {@code Polygon 'room'[4 vertices: (0, 0), ...]}. */
    final String describe(String type, String vertices) {
        return type + (name == null ? "" : " '" + name + "'") + "[" + Outlines.describe(xs, ys, vertices) + "]";
    }
}
