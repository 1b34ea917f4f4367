package io.hantei.render;

import io.hantei.geom.Rect;
import io.hantei.geom.Shape;

import java.util.Arrays;
import java.util.BitSet;

/**
 * A sampled heat map laid out in pixel coordinates: {@code cols x rows} cells, the first at pixel
 * {@code (px0, py0)}, each {@code pw x ph} pixels, painted where the predicate held at the cell's
 * centre, clipped to the pixel rectangle {@code clip*}.
 */
final class HeatGrid {

    /** The most cells a stepped heat map may sample in view. */
    static final long MAX_CELLS = 1L << 24;

    private final double px0;
    private final double py0;
    private final double pw;
    private final double ph;
    private final int cols;
    private final int rows;
    private final BitSet hits; // row-major: cell (c, r) is bit r * cols + c
    private final double clipLeft;
    private final double clipTop;
    private final double clipRight;
    private final double clipBottom;

    private HeatGrid(double px0, double py0, double pw, double ph, int cols, int rows, BitSet hits,
                     double clipLeft, double clipTop, double clipRight, double clipBottom) {
        this.px0 = px0;
        this.py0 = py0;
        this.pw = pw;
        this.ph = ph;
        this.cols = cols;
        this.rows = rows;
        this.hits = hits;
        this.clipLeft = clipLeft;
        this.clipTop = clipTop;
        this.clipRight = clipRight;
        this.clipBottom = clipBottom;
    }

    /** Receives one run of painted cells in a row, in pixel coordinates. */
    interface RunConsumer {
        void run(double x, double y, double w, double h);
    }

    /** The heat map sampled as its own settings say. */
    static HeatGrid sample(HeatMap map, ViewTransform t) {
        if (map.sampleStep().isPresent()) {
            return stepped(map.region(), map.sampleStep().getAsDouble(), map.predicate(), map.shape(), t, map.label());
        }
        return perPixel(map.region(), map.predicate(), map.shape(), t);
    }

    /**
     * One sample per output pixel whose centre lies in {@code region}, at that centre mapped back
     * to world coordinates. {@code shape}, when not null, is the predicate, sampled in batches.
     */
    static HeatGrid perPixel(Rect region, PointPredicate predicate, Shape shape, ViewTransform t) {
        int c0 = (int) Math.max(0, Math.ceil(Math.max(-1, t.pixelX(region.left())) - 0.5));
        int c1 = (int) Math.min(t.width() - 1, Math.floor(Math.min(t.width() + 1, t.pixelX(region.right())) - 0.5));
        int r0 = (int) Math.max(0, Math.ceil(Math.max(-1, t.pixelY(region.top())) - 0.5));
        int r1 = (int) Math.min(t.height() - 1, Math.floor(Math.min(t.height() + 1, t.pixelY(region.bottom())) - 0.5));
        int cols = Math.max(0, c1 - c0 + 1);
        int rows = Math.max(0, r1 - r0 + 1);
        double[] xs = new double[cols];
        for (int c = 0; c < cols; c++) {
            xs[c] = t.worldX(c0 + c + 0.5);
        }
        double[] ys = new double[rows];
        for (int r = 0; r < rows; r++) {
            ys[r] = t.worldY(r0 + r + 0.5);
        }
        BitSet hits = sampleAll(xs, ys, predicate, shape);
        return new HeatGrid(c0, r0, 1, 1, cols, rows, hits,
                Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY);
    }

    /**
     * Square cells {@code step} world units wide laid from the region's top-left corner, sampled
     * at their centres; only the cells that reach into the view are sampled.
     */
    static HeatGrid stepped(Rect region, double step, PointPredicate predicate, Shape shape, ViewTransform t, String label) {
        Rect view = t.view();
        double allCols = Math.ceil((region.right() - region.left()) / step);
        double allRows = Math.ceil((region.bottom() - region.top()) / step);
        double c0 = Math.max(0, Math.floor((view.left() - region.left()) / step));
        double c1 = Math.min(allCols, Math.ceil((view.right() - region.left()) / step));
        double r0 = Math.max(0, Math.floor((view.top() - region.top()) / step));
        double r1 = Math.min(allRows, Math.ceil((view.bottom() - region.top()) / step));
        double cols = Math.max(0, c1 - c0);
        double rows = Math.max(0, r1 - r0);
        if (cols * rows > MAX_CELLS) {
            throw new IllegalArgumentException(label + ": sample step " + step + " gives " + (long) (cols * rows)
                    + " cells in view, more than " + MAX_CELLS + "; use a larger step or one sample per pixel");
        }
        double[] xs = new double[(int) cols];
        for (int c = 0; c < xs.length; c++) {
            xs[c] = region.left() + (c0 + c + 0.5) * step;
        }
        double[] ys = new double[(int) rows];
        for (int r = 0; r < ys.length; r++) {
            ys[r] = region.top() + (r0 + r + 0.5) * step;
        }
        BitSet hits = sampleAll(xs, ys, predicate, shape);
        return new HeatGrid(t.pixelX(region.left() + c0 * step), t.pixelY(region.top() + r0 * step),
                step * t.scale(), step * t.scale(), xs.length, ys.length, hits,
                t.pixelX(region.left()), t.pixelY(region.top()), t.pixelX(region.right()), t.pixelY(region.bottom()));
    }

    private static BitSet sampleAll(double[] xs, double[] ys, PointPredicate predicate, Shape shape) {
        BitSet hits = new BitSet();
        boolean[] row = new boolean[xs.length];
        double[] rowYs = new double[xs.length];
        for (int r = 0; r < ys.length; r++) {
            double y = ys[r];
            if (shape != null) {
                Arrays.fill(rowYs, y);
                ShapeBatch.contains(shape, xs, rowYs, row);
            } else {
                for (int c = 0; c < xs.length; c++) {
                    row[c] = predicate.test(xs[c], y);
                }
            }
            for (int c = 0; c < xs.length; c++) {
                if (row[c]) {
                    hits.set(r * xs.length + c);
                }
            }
        }
        return hits;
    }

    /** Whether the predicate held in cell {@code (c, r)}. */
    boolean hit(int c, int r) {
        return hits.get(r * cols + c);
    }

    int cols() {
        return cols;
    }

    int rows() {
        return rows;
    }

    /** Calls {@code out} once per maximal run of painted cells in a row, clipped, in pixel coordinates. */
    void forEachRun(RunConsumer out) {
        for (int r = 0; r < rows; r++) {
            double top = Math.max(clipTop, py0 + r * ph);
            double bottom = Math.min(clipBottom, py0 + (r + 1) * ph);
            if (!(bottom > top)) {
                continue;
            }
            int c = 0;
            while (c < cols) {
                if (!hits.get(r * cols + c)) {
                    c++;
                    continue;
                }
                int start = c;
                while (c < cols && hits.get(r * cols + c)) {
                    c++;
                }
                double left = Math.max(clipLeft, px0 + start * pw);
                double right = Math.min(clipRight, px0 + c * pw);
                if (right > left) {
                    out.run(left, top, right - left, bottom - top);
                }
            }
        }
    }
}
