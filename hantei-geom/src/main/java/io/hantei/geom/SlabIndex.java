package io.hantei.geom;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * The edges of a polygon or a polyline sorted into horizontal bands (slabs) of equal height over
 * its bounding box, so that a point test reads only the edges of its band rather than all of
 * them. Immutable: built once, its final fields published safely. See docs/geometry.md §19.
 *
 * <p><b>Why a band holds every edge that matters.</b> The band of a y is
 * {@code b(y) = (int) ((y/2 - minY/2) · scale)}, clamped to the bands. Each step (halving,
 * subtracting, multiplying by a positive constant, truncating, clamping) is monotone in y in
 * floating point, so {@code b} is monotone. An edge is put in every band from
 * {@code b(min y)} to {@code b(max y)} of its ends; an edge whose closed y range holds a point's
 * y therefore lies in that point's band, and the edges not in it can neither hold the point nor
 * cross its level. So a test of the band's edges answers exactly as a test of all of them. (The
 * halving keeps {@code y/2 - minY/2} finite for coordinates up to the largest double.)
 *
 * <p>Within a band the edges come by their larger x, descending: the exact test stops at the first
 * edge wholly left of the point, since every later one is too. Each entry holds its edge from the
 * end with the smaller y to the other (the tests of {@link Edges#classify} do not depend on the
 * direction), with what the fast test of {@link #fastScan} needs prepared: the two differences and
 * a tolerance.
 *
 * <p>There are about as many bands as edges; when long edges would be copied into too many bands
 * (more than {@link #MAX_ENTRIES_PER_EDGE} entries per edge in all, say a comb of tall teeth) the
 * bands are halved until they are not, down to one band, which is the plain loop.
 */
final class SlabIndex {

    /** The most entries per edge, over all bands, before the bands are made fewer. */
    static final int MAX_ENTRIES_PER_EDGE = 6;

    private final double halfMinY;
    private final double scale;
    private final int bands;
    /** Band k's entries are {@code start[k] .. start[k + 1] - 1}. */
    private final int[] start;
    /** The doubles of one entry in {@link #edges}. */
    static final int STRIDE = 7;
    /**
     * Entry i, from {@code e = STRIDE·i}: the edge from {@code (edges[e], edges[e + 1])} to
     * {@code (edges[e + 2], edges[e + 3])}, the first end the one with the smaller y; then
     * {@code dx = bx - ax} and {@code dy = by - ay} rounded, and the tolerance of the fast test.
     */
    private final double[] edges;
    /** Whether {@link #fastScan} may answer: the coordinates are neither too large nor too small for its tolerance. */
    private final boolean fast;

    private SlabIndex(double halfMinY, double scale, int bands, int[] start, double[] edges, boolean fast) {
        this.halfMinY = halfMinY;
        this.scale = scale;
        this.bands = bands;
        this.start = start;
        this.edges = edges;
        this.fast = fast;
    }

    /** The largest coordinate magnitude for which the fast test is used: no product overflows. */
    private static final double FAST_MAX = 0x1p300;
    /** The smallest largest-coordinate magnitude for which it is used (smaller ones underflow into the tolerance). */
    private static final double FAST_MIN = 0x1p-300;

    /**
     * The index of the edges from vertex i to i + 1 of {@code xs}, {@code ys}, and from the last
     * back to the first when {@code closed}; {@code minX} .. {@code maxY} are the least and the
     * greatest coordinates (the box of the vertices).
     */
    static SlabIndex of(double[] xs, double[] ys, boolean closed, double minX, double minY, double maxX, double maxY) {
        int n = xs.length;
        int count = closed ? n : n - 1;
        double[] lo = new double[count];
        double[] hi = new double[count];
        for (int i = 0; i < count; i++) {
            int j = i + 1 == n ? 0 : i + 1;
            lo[i] = Math.min(ys[i], ys[j]);
            hi[i] = Math.max(ys[i], ys[j]);
        }
        double halfMinY = 0.5 * minY;
        double halfHeight = 0.5 * maxY - halfMinY;
        int bands = Math.max(1, count);
        double scale;
        while (true) {
            scale = bands / halfHeight;
            if (!(scale > 0 && scale < Double.POSITIVE_INFINITY) || bands == 1) {
                bands = 1; // a flat outline (or one too thin to divide): one band
                scale = 0;
                break;
            }
            long entries = 0;
            for (int i = 0; i < count; i++) {
                entries += band(hi[i], halfMinY, scale, bands) - band(lo[i], halfMinY, scale, bands) + 1;
            }
            if (entries <= (long) MAX_ENTRIES_PER_EDGE * count) {
                break;
            }
            bands = Math.max(1, bands / 2);
        }
        // the edges by their larger x, descending, then into their bands in that order (stable)
        final double[] xMax = new double[count];
        for (int i = 0; i < count; i++) {
            xMax[i] = Math.max(xs[i], xs[i + 1 == n ? 0 : i + 1]);
        }
        int[] order = IntStream.range(0, count).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> xMax[i]).reversed())
                .mapToInt(Integer::intValue).toArray();
        int[] start = new int[bands + 1];
        for (int i = 0; i < count; i++) {
            for (int k = band(lo[i], halfMinY, scale, bands); k <= band(hi[i], halfMinY, scale, bands); k++) {
                start[k + 1]++;
            }
        }
        for (int k = 0; k < bands; k++) {
            start[k + 1] += start[k];
        }
        int[] fill = Arrays.copyOf(start, bands);
        double[] edges = new double[STRIDE * start[bands]];
        double width = maxX - minX;
        for (int i : order) {
            int j = i + 1 == n ? 0 : i + 1;
            boolean up = ys[i] <= ys[j];
            // + 0.0 makes -0.0 +0.0, so that a difference with the point's coordinate is never -0.0
            double ax = (up ? xs[i] : xs[j]) + 0.0;
            double ay = (up ? ys[i] : ys[j]) + 0.0;
            double bx = (up ? xs[j] : xs[i]) + 0.0;
            double by = (up ? ys[j] : ys[i]) + 0.0;
            double dx = bx - ax;
            double dy = by - ay;
            double tolerance = tolerance(dy, width);
            for (int k = band(lo[i], halfMinY, scale, bands); k <= band(hi[i], halfMinY, scale, bands); k++) {
                int e = STRIDE * fill[k]++;
                edges[e] = ax;
                edges[e + 1] = ay;
                edges[e + 2] = bx;
                edges[e + 3] = by;
                edges[e + 4] = dx;
                edges[e + 5] = dy;
                edges[e + 6] = tolerance;
            }
        }
        double largest = Math.max(Math.max(Math.abs(minX), Math.abs(maxX)), Math.max(Math.abs(minY), Math.abs(maxY)));
        boolean fast = largest >= FAST_MIN && largest <= FAST_MAX;
        return new SlabIndex(halfMinY, scale, bands, start, edges, fast);
    }

    /**
     * The tolerance of an edge's orientation in {@link #fastScan}, for every point level with the
     * edge in the box of the vertices ({@code width} wide): {@code 4·E·|dy|·width + MIN_NORMAL},
     * E Shewchuk's {@link Orient#ERROR_BOUND}. For such a point the computed orientation is
     * {@link Orient}'s first stage exactly (the same differences and products, pivot at the edge's
     * lower end), whose error is at most {@code E·(|left| + |right|)} plus MIN_NORMAL for
     * underflow. Both products are at most the rounded {@code |dy|·width} (rounding is monotone):
     * {@code left = dx·(y - ay)} with {@code |dx| <= width} and {@code 0 <= y - ay <= dy} for a
     * level point, {@code right = dy·(x - ax)} with {@code |x - ax| <= width}. So {@code 2·E·|dy|·width}
     * bounds the error; the factor 2 more covers the rounding of the tolerance itself, many times over.
     */
    private static double tolerance(double dy, double width) {
        return 4 * Orient.ERROR_BOUND * Math.abs(dy) * width + Double.MIN_NORMAL;
    }

    /**
     * The fast test of a finite point in the box of the vertices, through its band: 1 when the
     * edges cross the ray from the point to +x an odd number of times (for a closed outline), 0
     * when even or for an open one, and {@link PreparedShape#UNDECIDED} when some edge level with
     * the point (its closed y range holds the point's y) has an orientation within its tolerance:
     * the point may lie on it, or its side may be wrong. So every answer it gives is exact
     * (docs/geometry.md §19); also UNDECIDED for coordinates outside the range of {@link #fast}.
     *
     * <p>No branch on the point but the loop's end: each comparison is read from the sign bit
     * of a difference, which is exact (a difference of doubles is 0 only for equal ones, and
     * never -0.0 here since neither side is -0.0). With a the lower end (smaller y) of an edge,
     * it crosses the ray when {@code ay <= y < by} and orient(a, b, p) > 0, the half-open rule of
     * {@link Edges#classify} for this direction.
     */
    long fastScan(double x, double y, boolean closed) {
        if (!fast) {
            return PreparedShape.UNDECIDED;
        }
        double px = x + 0.0;
        double py = y + 0.0;
        int k = band(py);
        double[] e = edges;
        long crossings = 0;
        long near = 0;
        for (int i = STRIDE * start[k], end = STRIDE * start[k + 1]; i < end; i += STRIDE) {
            double fromLow = py - e[i + 1];  // >= 0: ay <= y
            double fromHigh = py - e[i + 3]; // < 0: y < by
            double toHigh = e[i + 3] - py;   // >= 0: y <= by
            double orient = e[i + 4] * fromLow - e[i + 5] * (px - e[i]);
            long level = ~Double.doubleToRawLongBits(fromLow);
            crossings ^= Double.doubleToRawLongBits(fromHigh) & level & ~Double.doubleToRawLongBits(orient);
            near |= level & ~Double.doubleToRawLongBits(toHigh)
                    & ~Double.doubleToRawLongBits(e[i + 6] - Math.abs(orient));
        }
        return near < 0 ? PreparedShape.UNDECIDED : closed ? crossings >>> 63 : 0;
    }

    /** The band of y: monotone in y (see the class documentation). */
    private static int band(double y, double halfMinY, double scale, int bands) {
        int b = (int) ((0.5 * y - halfMinY) * scale);
        return Math.max(0, Math.min(bands - 1, b));
    }

    /** The band of a point's y. */
    int band(double y) {
        return band(y, halfMinY, scale, bands);
    }

    /** The first entry of band k. */
    int start(int k) {
        return start[k];
    }

    /** One past the last entry of band k. */
    int end(int k) {
        return start[k + 1];
    }

    /** The entries, {@link #STRIDE} doubles each: ax, ay, bx, by (ay <= by), dx, dy, tolerance. */
    double[] edges() {
        return edges;
    }

    /** How many bands there are. */
    int bands() {
        return bands;
    }

    /** How many entries all bands hold together (an edge counts once per band it is in). */
    int entries() {
        return start[bands];
    }
}
