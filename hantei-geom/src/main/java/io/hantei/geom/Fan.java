package io.hantei.geom;

import java.math.BigDecimal;

/**
 * A closed fan (circular sector, a "vision cone"): the points within {@code len} of the apex
 * whose direction from the apex is within {@code range/2} of {@code dir}, both rays and the arc
 * included (docs/geometry.md §9).
 *
 * <p>Angles are degrees; 0° points to +x and positive angles turn clockwise on a y-down screen.
 * {@code range} is the TOTAL opening, range/2 on each side of dir. The decisions:
 * <ul>
 *   <li>The apex is inside, for every range and length.</li>
 *   <li>{@code range >= 360} is the full disc.</li>
 *   <li>{@code dir} wraps: -30 is 330, and a fan at 350 with range 40 holds a point at 5°.</li>
 *   <li>{@code range == 0} is the segment along dir. Unless dir is a multiple of 45°, no double
 *       point but the apex lies exactly on that segment (tan dir is irrational), so such a fan
 *       contains only its apex. Users who want "near the line" need a fan with an opening
 *       (§6).</li>
 *   <li>A fan wider than 180° is not convex: inside means within len and not in the open gap
 *       behind it; at exactly 180° it is a closed half-disc.</li>
 *   <li>{@code len == 0} contains only the apex.</li>
 * </ul>
 * Rays at multiples of 45° are exact, so a point on them is inside; other rays are exact against
 * their cosine and sine rounded to doubles (§4).
 */
public final class Fan extends PreparedShape implements Shape {

    static final String KIND = "fan";

    /** How the opening is tested: a disc, a convex wedge (below 180°), a half-plane, or a reflex wedge (past 180°). */
    enum Opening { FULL, CONVEX, HALF_PLANE, REFLEX }

    private final double ax;
    private final double ay;
    private final double dirDegrees;
    private final double rangeDegrees;
    private final double len;
    private final double len2;
    private final double band;
    /**
     * Above this, the cross products with the rays computed in doubles have the sign of the
     * exact values for every point within the radius (see {@link #fastBit}).
     */
    private final double rayTolerance;
    private final Opening opening;
    private final boolean apexOnly;
    /** A full disc, an apex-only segment, or a radius outside the fast path's range: answered off the common path. */
    private final boolean special;
    private final boolean reflex;
    // Unit vectors: the first ray (dir - range/2), the last ray (dir + range/2), the direction.
    private final double aX;
    private final double aY;
    private final double bX;
    private final double bY;
    private final double uX;
    private final double uY;
    private final Rect bounds;

    private Fan(double ax, double ay, double dirDegrees, double rangeDegrees, double len, String name) {
        super(ShapeKind.FAN, name);
        this.ax = ax;
        this.ay = ay;
        this.dirDegrees = dirDegrees;
        this.rangeDegrees = rangeDegrees;
        this.len = len;
        this.len2 = len * len;
        // the fast test's bounds, argued in docs/geometry.md §9
        this.band = Circle.needsCarefulPath(len) ? Double.POSITIVE_INFINITY : len2 * 1e-15;
        this.rayTolerance = 1e-15 * (2 * len);
        this.opening = rangeDegrees >= 360 ? Opening.FULL
                : rangeDegrees < 180 ? Opening.CONVEX
                : rangeDegrees == 180 ? Opening.HALF_PLANE
                : Opening.REFLEX;
        // % 45 is exact on the angle as given; normalizing first would round -1e-20 up to 360 -> 0
        this.apexOnly = rangeDegrees == 0 && dirDegrees % 45.0 != 0;
        this.special = apexOnly || opening == Opening.FULL || band == Double.POSITIVE_INFINITY;
        this.reflex = opening == Opening.REFLEX;
        // reduce dir first: for a huge dir (1e300) dir ± range/2 would round back to dir
        double dir = Angles.normalizeDegrees(dirDegrees);
        double first = dir - rangeDegrees / 2;
        double last = dir + rangeDegrees / 2;
        this.aX = Angles.cosDeg(first);
        this.aY = Angles.sinDeg(first);
        this.bX = Angles.cosDeg(last);
        this.bY = Angles.sinDeg(last);
        this.uX = Angles.cosDeg(dirDegrees);
        this.uY = Angles.sinDeg(dirDegrees);
        this.bounds = computeBounds(first);
    }

    /**
     * The closed fan with its apex at {@code (x, y)}, looking along {@code dirDegrees}, opening
     * {@code rangeDegrees} in total (half on each side of the direction), reaching {@code len}
     * from the apex.
     *
     * @param x the apex's x, in pixels
     * @param y the apex's y, in pixels (y grows down)
     * @param dirDegrees the direction it looks, in degrees: 0 is +x, positive turns clockwise on
     *        screen; any finite value (-30 is 330)
     * @param rangeDegrees the total opening, in degrees, {@code >= 0}: 0 is the segment along the
     *        direction, 360 and more the full disc
     * @param len the radius, in pixels, {@code >= 0}
     * @return the fan
     * @throws IllegalArgumentException if a value is NaN or infinite, or range or len is negative
     *         ({@code fan: len must be >= 0 but was -5.0})
     */
    public static Fan of(double x, double y, double dirDegrees, double rangeDegrees, double len) {
        Require.finite(KIND, "x", x);
        Require.finite(KIND, "y", y);
        Require.finite(KIND, "dir", dirDegrees);
        Require.nonNegative(KIND, "range", rangeDegrees);
        Require.nonNegative(KIND, "len", len);
        return new Fan(x, y, dirDegrees, rangeDegrees, len, null);
    }

    /**
     * The fast test: {@link #wedgeBit}, or for a special fan UNDECIDED, which leaves every point
     * to {@link #slowContains}. The gap {@code dx² + dy² - len²} decides the radius when farther
     * than the band from 0, the cross products with the unit rays the opening when farther than
     * {@link #rayTolerance}; docs/geometry.md §9 argues both bounds.
     */
    @Override
    long fastBit(double x, double y) {
        return special ? UNDECIDED : wedgeBit(x, y);
    }

    /** The fast test of the common path: {@link #inside} when decided, else UNDECIDED. */
    private long wedgeBit(double x, double y) {
        double dx = x - ax;
        double dy = y - ay;
        double gap = dx * dx + dy * dy - len2;
        double ca = aX * dy - aY * dx;  // >= 0: at or past the first ray (clockwise on screen)
        double cb = bX * dy - bY * dx;  // <= 0: at or before the last ray
        return decided(gap, ca, cb) ? inside(gap, ca, cb) : UNDECIDED;
    }

    /**
     * 1 when a decided point is inside, else 0: {@code gap < 0} and, below 180°, {@code ca > 0}
     * and {@code cb < 0} (past it, either), from the sign bits, without a branch. None of the
     * three is ±0 or NaN once decided.
     */
    private long inside(double gap, double ca, double cb) {
        long past = ~Double.doubleToRawLongBits(ca);   // sign bit set: ca > 0
        long before = Double.doubleToRawLongBits(cb);  // sign bit set: cb < 0
        return (Double.doubleToRawLongBits(gap) & (reflex ? past | before : past & before)) >>> 63;
    }

    /** Whether gap, ca and cb, as {@link #wedgeBit} computes them, decide the point. */
    private boolean decided(double gap, double ca, double cb) {
        double g = Math.abs(gap);
        return (g > band) & (g < Double.POSITIVE_INFINITY)
                & (Math.abs(ca) > rayTolerance) & (Math.abs(cb) > rayTolerance);
    }

    /**
     * The points the fast test leaves undecided, answered exactly, and the error for a NaN or
     * infinite coordinate; for the full disc, the apex-only segment and fans too large or small
     * for the fast bounds, every point (their fast test decides none).
     */
    @Override
    boolean slowContains(double x, double y) {
        Require.point(label, x, y);
        if (apexOnly) {
            return (x == ax) & (y == ay);
        }
        if (opening != Opening.FULL) {
            return exactContains(x, y);
        }
        double dx = x - ax;
        double dy = y - ay;
        double gap = dx * dx + dy * dy - len2;
        if (!(Math.abs(gap) > band)) {
            return Exact.compareDistance(x, y, ax, ay, len) <= 0;
        }
        return gap <= 0;
    }

    /** The wedge in exact arithmetic, for a finite point. */
    private boolean exactContains(double x, double y) {
        if (Exact.compareDistance(x, y, ax, ay, len) > 0) {
            return false;
        }
        BigDecimal dx = Exact.diff(x, ax);
        BigDecimal dy = Exact.diff(y, ay);
        if (dx.signum() == 0 && dy.signum() == 0) {
            return true; // the apex
        }
        int ca = Exact.crossSign(aX, aY, dx, dy);
        int cb = Exact.crossSign(bX, bY, dx, dy);
        return switch (opening) {
            case REFLEX -> ca >= 0 || cb <= 0;
            case HALF_PLANE -> ca >= 0 && cb <= 0;
            // below 180° the wedge also lies ahead of the apex; this only matters for openings
            // so narrow that the rounded rays coincide (range 0 along a 45° multiple, say)
            case CONVEX -> ca >= 0 && cb <= 0 && Exact.dotSign(uX, uY, dx, dy) >= 0;
            case FULL -> true;
        };
    }

    private Rect computeBounds(double first) {
        if (opening == Opening.FULL) {
            return Bounds.aroundCentre(ax, ay, len, len);
        }
        // offsets from the apex: the apex itself, both ray tips, and the arc's extreme points at
        // 0°, 90°, 180°, 270° when the opening covers them
        double minDx = Math.min(0, Math.min(len * aX, len * bX));
        double maxDx = Math.max(0, Math.max(len * aX, len * bX));
        double minDy = Math.min(0, Math.min(len * aY, len * bY));
        double maxDy = Math.max(0, Math.max(len * aY, len * bY));
        if (Angles.normalizeDegrees(0 - first) <= rangeDegrees) {
            maxDx = len;
        }
        if (Angles.normalizeDegrees(90 - first) <= rangeDegrees) {
            maxDy = len;
        }
        if (Angles.normalizeDegrees(180 - first) <= rangeDegrees) {
            minDx = -len;
        }
        if (Angles.normalizeDegrees(270 - first) <= rangeDegrees) {
            minDy = -len;
        }
        return Bounds.aroundPoint(ax, ay, minDx, minDy, maxDx, maxDy);
    }

    /**
     * The apex's x.
     *
     * @return x as given, in pixels
     */
    public double apexX() {
        return ax;
    }

    /**
     * The apex's y.
     *
     * @return y as given, in pixels (y grows down)
     */
    public double apexY() {
        return ay;
    }

    /**
     * The apex as a point.
     *
     * @return {@code (apexX, apexY)}
     */
    public Vec2 apex() {
        return new Vec2(ax, ay);
    }

    /**
     * The direction as given.
     *
     * @return the direction, in degrees (0° = +x, clockwise on screen), not reduced
     */
    public double dirDegrees() {
        return dirDegrees;
    }

    /**
     * The total opening as given, range/2 on each side of the direction.
     *
     * @return the opening, in degrees, {@code >= 0}
     */
    public double rangeDegrees() {
        return rangeDegrees;
    }

    /**
     * The radius: how far from the apex the fan reaches.
     *
     * @return len as given, in pixels, {@code >= 0}
     */
    public double len() {
        return len;
    }

    /**
     * Whether the opening is 360° or more, which makes the fan the full disc.
     *
     * @return true for a range of 360 or more
     */
    public boolean isFullDisc() {
        return opening == Opening.FULL;
    }

    /** The convex pieces of the opening for the cross-shape tests, made on first use. */
    private volatile Wedge[] wedges;

    Wedge[] wedges() {
        Wedge[] w = wedges;
        if (w == null) {
            w = Wedge.of(this);
            wedges = w;
        }
        return w;
    }

    /**
     * Whether the fan sees the point: it contains the point and the closed sight line from the
     * apex to it touches no wall ({@link Sight#lineOfSight}, docs/geometry.md §23).
     *
     * @param x the point's x, in pixels
     * @param y the point's y, in pixels (y grows down)
     * @param walls the closed shapes that block sight
     * @return true when the point is in the fan and in clear sight of the apex
     * @throws IllegalArgumentException if x or y is NaN or infinite, or walls holds something
     *         other than shapes
     * @throws NullPointerException if walls is null or holds null (when the point is in the fan)
     * @throws UnsupportedOperationException if a wall is a {@code Shape} from outside this package
     *         that does not override {@link Shape#overlaps}
     */
    public boolean sees(double x, double y, Iterable<? extends Shape> walls) {
        return contains(x, y) && Sight.lineOfSight(ax, ay, x, y, walls);
    }

    /**
     * Whether the fan sees the point, as {@link #sees(double, double, Iterable)}.
     *
     * @param p the point
     * @param walls the closed shapes that block sight
     * @return true when the point is in the fan and in clear sight of the apex
     * @throws NullPointerException if p is null, or walls is null or holds null (when the point
     *         is in the fan)
     * @throws IllegalArgumentException if walls holds something other than shapes
     * @throws UnsupportedOperationException if a wall is a {@code Shape} from outside this package
     *         that does not override {@link Shape#overlaps}
     */
    public boolean sees(Vec2 p, Iterable<? extends Shape> walls) {
        return sees(p.x(), p.y(), walls);
    }

    // Package-private views for the cross-shape tests (Overlaps): the prepared unit vectors.

    Opening opening() {
        return opening;
    }

    /**
     * Whether the vector batch loop ({@link VectorLoops#fanBits}) may answer this fan: the
     * common path, where the fast test decides points ({@link #fastBit}).
     */
    boolean vectorisable() {
        return !special;
    }

    /** len², rounded: what the fast test compares the squared distance with. */
    double lenSquared() {
        return len2;
    }

    /** The fast test's band about len² (see {@link #fastBit}). */
    double band() {
        return band;
    }

    /** The fast test's tolerance of the cross products with the rays (see {@link #fastBit}). */
    double rayTolerance() {
        return rayTolerance;
    }

    /** Whether the opening is wider than 180°: inside either ray rather than both. */
    boolean reflex() {
        return reflex;
    }

    /** The first bounding ray (dir - range/2), a unit vector rounded to doubles. */
    double firstRayX() {
        return aX;
    }

    double firstRayY() {
        return aY;
    }

    /** The last bounding ray (dir + range/2). */
    double lastRayX() {
        return bX;
    }

    double lastRayY() {
        return bY;
    }

    /** The direction (dir). */
    double dirX() {
        return uX;
    }

    double dirY() {
        return uY;
    }

    @Override
    public Rect bounds() {
        return bounds;
    }

    @Override
    public Fan named(String newName) {
        return new Fan(ax, ay, dirDegrees, rangeDegrees, len, newName);
    }

    /**
     * Equal when the other is a {@code Fan} with the same apex, length, opening and direction
     * reduced to [0, 360), and the same points; the name takes no part.
     *
     * @param o the other object
     * @return true when o is the same fan
     */
    @Override
    public boolean equals(Object o) {
        // The reduction rounds a tiny negative direction to 0, so a range-0 fan at -1e-20° (only
        // its apex) is told apart from the segment at 0° by whether it holds only its apex.
        return o instanceof Fan f && ax == f.ax && ay == f.ay && len == f.len && rangeDegrees == f.rangeDegrees
                && Angles.normalizeDegrees(dirDegrees) == Angles.normalizeDegrees(f.dirDegrees)
                && apexOnly == f.apexOnly;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(new double[] {ax + 0.0, ay + 0.0, len + 0.0, rangeDegrees + 0.0,
            Angles.normalizeDegrees(dirDegrees)});
    }

    @Override
    public String toString() {
        return "Fan" + (name == null ? "" : " '" + name + "'") + "[apex (" + Require.num(ax) + ", " + Require.num(ay)
                + "), dir " + Require.num(dirDegrees) + "°, range " + Require.num(rangeDegrees) + "°, len "
                + Require.num(len) + "]";
    }
}
