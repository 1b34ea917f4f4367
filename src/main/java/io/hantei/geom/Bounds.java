package io.hantei.geom;

/** Bounding boxes from rounded extremes, widened outward so that they always enclose the shape. */
final class Bounds {

    private Bounds() {
    }

    /**
     * The rectangle from computed extremes that may each be off by a few ulps: every edge is
     * moved outward by four ulps (and stays finite).
     */
    static Rect around(double minX, double minY, double maxX, double maxY) {
        return Rect.ofEdges(down(minX), down(minY), up(maxX), up(maxY));
    }

    /**
     * The rectangle from extremes computed as sums of terms up to {@code scale} in magnitude (a
     * centre plus turned half sizes, an apex plus a ray): their rounding error is a few ulps of
     * scale, not of the result, which cancellation can make tiny (a corner computed as 3.6 - 3.6
     * may be off by 1e-15, far more than an ulp of the 1e-16 it gives). Every edge moves out by
     * four ulps of itself and eight ulps of scale.
     */
    static Rect around(double minX, double minY, double maxX, double maxY, double scale) {
        double pad = 8 * Math.ulp(scale);
        return Rect.ofEdges(Math.max(-Double.MAX_VALUE, down(minX) - pad), Math.max(-Double.MAX_VALUE, down(minY) - pad),
                Math.min(Double.MAX_VALUE, up(maxX) + pad), Math.min(Double.MAX_VALUE, up(maxY) + pad));
    }

    private static double down(double v) {
        return Math.max(-Double.MAX_VALUE, v - 4 * Math.ulp(v));
    }

    private static double up(double v) {
        return Math.min(Double.MAX_VALUE, v + 4 * Math.ulp(v));
    }
}
