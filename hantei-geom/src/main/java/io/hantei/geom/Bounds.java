package io.hantei.geom;

/**
 * Bounding boxes from rounded extremes, widened outward so that they always enclose the shape
 * (docs/geometry.md §12).
 */
final class Bounds {

    private Bounds() {
    }

    /**
     * The rectangle {@code cx - ex .. cx + ex} by {@code cy - ey .. cy + ey}, for half extents
     * that are off by a few parts in 1e16. Widened by four ulps of the larger of {@code |centre|} and the extent: where
     * the centre and the extent nearly cancel, an ulp of the rounded edge (near 0) is far smaller
     * than the rounding it has to cover.
     */
    static Rect aroundCentre(double cx, double cy, double ex, double ey) {
        return aroundPoint(cx, cy, -ex, -ey, ex, ey);
    }

    /**
     * The rectangle {@code px + minDx .. px + maxDx} by {@code py + minDy .. py + maxDy}, for
     * offsets from a reference point (a centre, a fan's apex) that are off by a few parts in 1e16;
     * widened by four ulps of the larger of {@code |point|} and the largest offset (the
     * offsets and the sums round by less than that), for the same reason as {@link #aroundCentre}.
     */
    static Rect aroundPoint(double px, double py, double minDx, double minDy, double maxDx, double maxDy) {
        // ulp(|p| + offset) <= 2 ulp(max(|p|, offset)), and the max cannot overflow
        double sx = 4 * Math.ulp(Math.max(Math.abs(px), Math.max(-minDx, maxDx)));
        double sy = 4 * Math.ulp(Math.max(Math.abs(py), Math.max(-minDy, maxDy)));
        return Rect.ofEdges(clamp(px + minDx - sx), clamp(py + minDy - sy),
                clamp(px + maxDx + sx), clamp(py + maxDy + sy));
    }

    private static double clamp(double v) {
        return Math.max(-Double.MAX_VALUE, Math.min(Double.MAX_VALUE, v));
    }
}
