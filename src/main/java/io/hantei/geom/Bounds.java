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

    private static double down(double v) {
        return Math.max(-Double.MAX_VALUE, v - 4 * Math.ulp(v));
    }

    private static double up(double v) {
        return Math.min(Double.MAX_VALUE, v + 4 * Math.ulp(v));
    }
}
