package io.hantei.geom;

/**
 * What one straight edge (a closed segment from a to b) says about a point p, for
 * {@link Segment}, {@link Polyline} and {@link Polygon}: whether p lies on it, and for the
 * crossing test of a polygon whether it crosses the ray from p to +x. All exact: the box tests
 * compare doubles, and the side of the line is {@link Orient}'s sign. See docs/geometry.md
 * §18-§20.
 */
final class Edges {

    private Edges() {
    }

    /** The edge neither holds p nor crosses the ray from p to +x. */
    static final int NONE = 0;
    /** The edge crosses the ray from p to +x, by the half-open rule, and does not hold p. */
    static final int CROSSING = 1;
    /** p lies on the closed edge. */
    static final int ON = 2;
    /** The doubles did not decide (only from {@code fast}); the exact form decides. */
    static final int UNDECIDED = 3;

    /**
     * What the edge from a to b says about p: {@link #ON}, {@link #CROSSING}, {@link #NONE}, or,
     * when {@code exact} is false and {@link Orient#fastSign} cannot decide, {@link #UNDECIDED}.
     *
     * <p>The crossing test is the half-open rule: the edge counts when exactly one end lies
     * strictly below p ({@code (ay > py) != (by > py)}, y down) and the edge meets the level of
     * p strictly right of it, which is where orient(a, b, p) has the sign of {@code by - ay}
     * (the crossing is {@code orient / (by - ay)} right of p). An end level with p counts as
     * above it, so a vertex on the ray counts once where the outline passes through the ray's
     * level, and twice or not at all where it turns back; a horizontal edge never counts.
     */
    static int classify(double ax, double ay, double bx, double by, double px, double py, boolean exact) {
        if (py < Math.min(ay, by) || py > Math.max(ay, by) || px > Math.max(ax, bx)) {
            return NONE; // not level with the edge, or wholly left of p: neither on it nor crossing
        }
        boolean straddles = (ay > py) != (by > py);
        if (px < Math.min(ax, bx)) {
            return straddles ? CROSSING : NONE; // wholly right of p: not on it
        }
        // p is in the edge's closed box: on the line means on the edge
        int s = exact ? Orient.sign(ax, ay, bx, by, px, py) : Orient.fastSign(ax, ay, bx, by, px, py);
        if (s == Orient.UNDECIDED) {
            return UNDECIDED;
        }
        if (s == 0) {
            return ON;
        }
        return straddles && (s > 0) == (by > ay) ? CROSSING : NONE;
    }

    /**
     * Whether p lies on the closed segment from a to b: in its box and on its line. 1, 0, or
     * {@link #UNDECIDED} when {@code exact} is false and the doubles cannot decide.
     */
    static int on(double ax, double ay, double bx, double by, double px, double py, boolean exact) {
        if (px < Math.min(ax, bx) || px > Math.max(ax, bx) || py < Math.min(ay, by) || py > Math.max(ay, by)) {
            return 0;
        }
        int s = exact ? Orient.sign(ax, ay, bx, by, px, py) : Orient.fastSign(ax, ay, bx, by, px, py);
        return s == Orient.UNDECIDED ? UNDECIDED : s == 0 ? 1 : 0;
    }

    /**
     * Whether the closed segments a–b and c–d share a point, exactly: they cross (each one's ends
     * lie strictly on both sides of the other's line), or an end of one lies on the other (on its
     * line, by the exact sign, and in its box). Covers touching ends, collinear overlaps and
     * zero-length segments (docs/geometry.md §13).
     */
    static boolean meet(double ax, double ay, double bx, double by, double cx, double cy, double dx, double dy) {
        if (Math.max(ax, bx) < Math.min(cx, dx) || Math.max(cx, dx) < Math.min(ax, bx)
                || Math.max(ay, by) < Math.min(cy, dy) || Math.max(cy, dy) < Math.min(ay, by)) {
            return false; // the boxes are apart
        }
        int o1 = Orient.sign(ax, ay, bx, by, cx, cy);
        int o2 = Orient.sign(ax, ay, bx, by, dx, dy);
        int o3 = Orient.sign(cx, cy, dx, dy, ax, ay);
        int o4 = Orient.sign(cx, cy, dx, dy, bx, by);
        if (o1 * o2 < 0 && o3 * o4 < 0) {
            return true;
        }
        return o1 == 0 && inBox(ax, ay, bx, by, cx, cy) || o2 == 0 && inBox(ax, ay, bx, by, dx, dy)
                || o3 == 0 && inBox(cx, cy, dx, dy, ax, ay) || o4 == 0 && inBox(cx, cy, dx, dy, bx, by);
    }

    private static boolean inBox(double ax, double ay, double bx, double by, double px, double py) {
        return px >= Math.min(ax, bx) && px <= Math.max(ax, bx) && py >= Math.min(ay, by) && py <= Math.max(ay, by);
    }
}
