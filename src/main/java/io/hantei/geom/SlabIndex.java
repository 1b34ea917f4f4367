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
 * <p>Within a band the edges come by their larger x, descending: a point test stops at the first
 * edge wholly left of the point, since every later one is too.
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
    /** Entry i is the edge from {@code (edges[4i], edges[4i + 1])} to {@code (edges[4i + 2], edges[4i + 3])}. */
    private final double[] edges;

    private SlabIndex(double halfMinY, double scale, int bands, int[] start, double[] edges) {
        this.halfMinY = halfMinY;
        this.scale = scale;
        this.bands = bands;
        this.start = start;
        this.edges = edges;
    }

    /**
     * The index of the edges from vertex i to i + 1 of {@code xs}, {@code ys}, and from the last
     * back to the first when {@code closed}; {@code minY} and {@code maxY} are the least and the
     * greatest y.
     */
    static SlabIndex of(double[] xs, double[] ys, boolean closed, double minY, double maxY) {
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
        double[] edges = new double[4 * start[bands]];
        for (int i : order) {
            int j = i + 1 == n ? 0 : i + 1;
            for (int k = band(lo[i], halfMinY, scale, bands); k <= band(hi[i], halfMinY, scale, bands); k++) {
                int e = 4 * fill[k]++;
                edges[e] = xs[i];
                edges[e + 1] = ys[i];
                edges[e + 2] = xs[j];
                edges[e + 3] = ys[j];
            }
        }
        return new SlabIndex(halfMinY, scale, bands, start, edges);
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

    /** The entries' edges, four doubles each: ax, ay, bx, by. */
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
