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
     * The rectangle {@code cx - ex .. cx + ex} by {@code cy - ey .. cy + ey}, for half extents
     * that are off by a few parts in 1e16. Widened by 1e-14 of {@code |centre| + extent}: where
     * the centre and the extent nearly cancel, an ulp of the rounded edge (near 0) is far smaller
     * than the rounding it has to cover.
     */
    static Rect aroundCentre(double cx, double cy, double ex, double ey) {
        double sx = 1e-14 * (Math.abs(cx) + ex) + Double.MIN_NORMAL;
        double sy = 1e-14 * (Math.abs(cy) + ey) + Double.MIN_NORMAL;
        return Rect.ofEdges(clamp(cx - ex - sx), clamp(cy - ey - sy), clamp(cx + ex + sx), clamp(cy + ey + sy));
    }

    private static double clamp(double v) {
        return Math.max(-Double.MAX_VALUE, Math.min(Double.MAX_VALUE, v));
    }

    private static double down(double v) {
        return Math.max(-Double.MAX_VALUE, v - 4 * Math.ulp(v));
    }

    private static double up(double v) {
        return Math.min(Double.MAX_VALUE, v + 4 * Math.ulp(v));
    }
}
