package io.hantei.geom;

import java.math.BigDecimal;

/**
 * A ray: the closed segment of the points {@code start + t·d} for {@code 0 <= t <= len}, where d
 * is the unit vector at {@code dirDegrees} (0 = +x, clockwise on screen) rounded to doubles, as
 * every turn of the library is (docs/geometry.md §2, §23). {@link #hit} tells where it first
 * touches a wall.
 *
 * <p>Exact for straight walls (segments, polylines, polygons, rectangles whose corners are
 * doubles): whether the ray touches an edge is decided by exact signs, and the distance is the
 * exact fraction rounded to the nearest double. Against curved walls (circles, ellipses,
 * capsules, fans) it carries a slack of 1e-11 of the ray's length plus the wall's size, on the
 * side of touching: a ray that grazes a disc within that slack touches it, at any magnitude.
 */
public final class Ray {

    private static final String KIND = "rayCast";

    private final double x;
    private final double y;
    private final double dirDegrees;
    private final double len;
    private final double dx;
    private final double dy;

    private Ray(double x, double y, double dirDegrees, double len) {
        this.x = x;
        this.y = y;
        this.dirDegrees = dirDegrees;
        this.len = len;
        this.dx = Angles.cosDeg(dirDegrees);
        this.dy = Angles.sinDeg(dirDegrees);
    }

    /**
     * The ray from {@code (x, y)} along {@code dirDegrees}, {@code len} long.
     *
     * @param x the start's x, in pixels
     * @param y the start's y, in pixels (y grows down)
     * @param dirDegrees the direction, in degrees: 0 is +x, positive turns clockwise on screen;
     *        any finite value
     * @param len the length, in pixels, {@code >= 0} (0 is the start alone)
     * @return the ray
     * @throws IllegalArgumentException naming the argument, if a value is NaN or infinite or len
     *         is negative ({@code rayCast: len must be >= 0 but was -1.0})
     */
    public static Ray of(double x, double y, double dirDegrees, double len) {
        Require.finite(KIND, "x", x);
        Require.finite(KIND, "y", y);
        Require.finite(KIND, "dir", dirDegrees);
        Require.nonNegative(KIND, "len", len);
        return new Ray(x, y, dirDegrees, len);
    }

    /**
     * The start's x.
     *
     * @return x as given, in pixels
     */
    public double x() {
        return x;
    }

    /**
     * The start's y.
     *
     * @return y as given, in pixels (y grows down)
     */
    public double y() {
        return y;
    }

    /**
     * The direction as given.
     *
     * @return the direction, in degrees (0 = +x, clockwise on screen), not reduced
     */
    public double dirDegrees() {
        return dirDegrees;
    }

    /**
     * The length.
     *
     * @return len as given, in pixels, {@code >= 0}
     */
    public double len() {
        return len;
    }

    /**
     * The unit direction's x, {@code cos(dir)} as {@link Angles#cosDeg} rounds it.
     *
     * @return the x of d, exactly 0 or ±1 at multiples of 90°
     */
    public double dx() {
        return dx;
    }

    /**
     * The unit direction's y, {@code sin(dir)} as {@link Angles#sinDeg} rounds it.
     *
     * @return the y of d, exactly 0 or ±1 at multiples of 90°
     */
    public double dy() {
        return dy;
    }

    /**
     * The far end, {@code start + len·d}, each coordinate rounded.
     *
     * @return the far end
     * @throws IllegalArgumentException if a coordinate of the far end overflows
     */
    public Vec2 end() {
        return new Vec2(x + len * dx, y + len * dy);
    }

    /**
     * Where the ray first touches the closed wall within its length; a start inside the wall or on
     * it is a hit at distance 0 (docs/geometry.md §23).
     *
     * @param wall the wall, a shape of this package
     * @return the hit, or null when the ray does not touch the wall
     * @throws NullPointerException if wall is null
     * @throws UnsupportedOperationException if wall is a {@code Shape} from outside this package
     *         whose box the ray reaches and whose inside does not hold the start
     */
    public RayHit hit(Shape wall) {
        double t = entry(wall);
        if (!(t <= len)) {
            return null;
        }
        return new RayHit(t, Math.fma(t, dx, x), Math.fma(t, dy, y), wall);
    }

    /**
     * The nearest hit among the walls, the wall given first winning a tie, as {@link #hit} finds
     * each.
     *
     * @param walls the walls, shapes of this package
     * @return the nearest hit, or null when the ray touches none
     * @throws NullPointerException if walls is null or holds null
     * @throws IllegalArgumentException if walls holds something other than shapes
     * @throws UnsupportedOperationException as {@link #hit}, for a wall from outside this package
     */
    public RayHit firstHit(Iterable<? extends Shape> walls) {
        RayHit best = null;
        for (Object w : walls) {
            RayHit h = hit(requireWall(w));
            if (h != null && (best == null || h.distance() < best.distance())) {
                best = h;
            }
        }
        return best;
    }

    /** A wall from a collection of walls, checked: a raw collection may hold anything. */
    static Shape requireWall(Object w) {
        if (w == null) {
            throw new NullPointerException("walls must not hold null");
        }
        if (!(w instanceof Shape s)) { // not a dispatch on kinds: whether it is a shape at all
            throw new IllegalArgumentException("walls must hold shapes but held " + w.getClass().getSimpleName() + " " + w);
        }
        return s;
    }

    /** The distance along the ray where it first touches the wall; +∞ when it never does. */
    double entry(Shape wall) {
        Rect b = wall.bounds();
        double ex = x + len * dx;
        double ey = y + len * dy;
        double margin = 1e-9 * (len + b.width() + b.height()); // beyond the slack and the end's rounding
        if (Math.max(x, ex) < b.left() - margin || Math.min(x, ex) > b.right() + margin
                || Math.max(y, ey) < b.top() - margin || Math.min(y, ey) > b.bottom() + margin) {
            return Double.POSITIVE_INFINITY; // the ray's box misses the wall's box
        }
        if (wall.contains(x, y)) {
            return 0;
        }
        Shape w = Overlaps.unflattened(wall);
        ShapeKind k = ShapeKind.of(w);
        if (k == null) {
            throw new UnsupportedOperationException("rayCast: no ray test for " + wall.getClass().getName()
                    + "; walls are the shapes of io.hantei.geom");
        }
        return ENTRY.get(k).entry(this, w);
    }

    /** Where a ray first touches a wall of one kind, as {@link #entry}: +∞ when it never does. */
    @FunctionalInterface
    private interface WallEntry {
        double entry(Ray ray, Shape wall);
    }

    /**
     * {@link #entry}'s test for each kind of wall (ARCHITECTURE.md, "Adding a shape"), after the
     * boxes and the start: straight edges exactly, curved walls with the slack of their own size
     * (docs/geometry.md §23). A flat ellipse reaches it as the turned rectangle it is.
     */
    private static final KindTable<WallEntry> ENTRY = KindTable.of("rayCast", k -> switch (k) {
        case RECT, ROTATED_RECT, POLYGON, POLYLINE, SEGMENT ->
                (ray, w) -> ray.edges(Overlaps.edgesOf(w), Overlaps.isClosed(w));
        case CIRCLE -> (ray, w) -> {
            Circle c = (Circle) w;
            return ray.disc(c.centerX(), c.centerY(), c.r(), ray.slack(2 * c.r()));
        };
        case ELLIPSE -> (ray, w) -> {
            Ellipse e = (Ellipse) w;
            return ray.ellipse(e, ray.slack(Math.max(e.width(), e.height())));
        };
        case CAPSULE -> (ray, w) -> {
            Capsule c = (Capsule) w;
            return ray.capsule(c, ray.slack(Math.hypot(c.x2() - c.x1(), c.y2() - c.y1()) + 2 * c.r()));
        };
        case FAN -> (ray, w) -> {
            Fan f = (Fan) w;
            return ray.fan(f, ray.slack(2 * f.len()));
        };
    });

    /**
     * The slack of a curved wall of the given size (its own lengths: a circle's diameter, an
     * ellipse's longer side, a capsule's length plus its diameter, a fan's diameter), §23. Not
     * its box's diagonal: far from the origin a small wall's box is widened by the rounding of
     * its coordinates (an ulp of 1e300 is 1e284), which would make a circle of radius 1 there
     * reach any ray within 1e273.
     */
    private double slack(double size) {
        return CurvedPairs.TOLERANCE * (len + size);
    }

    // ---- straight edges, exactly ----

    /**
     * The first touch of the edges, as the exact fraction rounded; +∞ when none. The edges the
     * quick test keeps are taken in the order of a lower bound on their distance (a touching
     * point of an edge lies between its ends' projections), and decided exactly until the next
     * bound lies past the best distance found.
     */
    private double edges(double[][] v, boolean closed) {
        int n = v[0].length;
        int[] from = new int[n];
        int[] to = new int[n];
        double[] low = new double[n];
        int kept = 0;
        for (int i = closed ? 0 : 1, j = closed ? n - 1 : 0; i < n; j = i++) {
            double t = lowerBound(v[0][j], v[1][j], v[0][i], v[1][i]);
            if (t == t) { // not NaN: kept
                from[kept] = j;
                to[kept] = i;
                low[kept] = t;
                kept++;
            }
        }
        BigDecimal[] best = null;
        double bestT = Double.POSITIVE_INFINITY;
        for (int round = 0; round < kept; round++) {
            int k = -1;
            for (int m = 0; m < kept; m++) {
                if (low[m] == low[m] && (k < 0 || low[m] < low[k])) {
                    k = m;
                }
            }
            if (low[k] > bestT) {
                break; // every edge left starts past the best
            }
            low[k] = Double.NaN; // taken
            BigDecimal[] t = edge(v[0][from[k]], v[1][from[k]], v[0][to[k]], v[1][to[k]]);
            if (t != null && (best == null || t[0].multiply(best[1]).compareTo(best[0].multiply(t[1])) < 0)) {
                best = t;
                bestT = Exact.quotient(t[0], t[1]);
            }
        }
        return bestT;
    }

    /**
     * A lower bound on where the ray touches the edge a–b, or NaN for an edge plainly beside,
     * behind or beyond the ray (decided in doubles with the bounds of their rounding): the
     * nearer end's projection onto the ray, less a margin, at least 0. Both ways of being wrong
     * are pinned by RayFilterBoundsSpec: NaN for an edge that touches would lose a wall, and a
     * bound that is not NaN for an edge plainly apart (or far below its true distance) would send
     * it to the exact test for nothing.
     */
    double lowerBound(double ax, double ay, double bx, double by) {
        double qax = ax - x;
        double qay = ay - y;
        double qbx = bx - x;
        double qby = by - y;
        double sa = dx * qay - dy * qax;
        double sb = dx * qby - dy * qbx;
        double ea = 1e-15 * (Math.abs(dx * qay) + Math.abs(dy * qax)) + Double.MIN_NORMAL;
        double eb = 1e-15 * (Math.abs(dx * qby) + Math.abs(dy * qbx)) + Double.MIN_NORMAL;
        if ((sa > ea && sb > eb) || (sa < -ea && sb < -eb)) {
            return Double.NaN;
        }
        double pa = qax * dx + qay * dy;
        double pb = qbx * dx + qby * dy;
        double margin = 1e-12 * (Math.abs(pa) + Math.abs(pb) + len) + Double.MIN_NORMAL;
        if (Math.max(pa, pb) < -margin || Math.min(pa, pb) > len + margin) {
            return Double.NaN;
        }
        return Math.max(0, Math.min(pa, pb) - margin);
    }

    /**
     * The first t in [0, len] where the ray touches the closed edge a–b, exactly, as a fraction
     * {num, den > 0}; null when it does not.
     */
    private BigDecimal[] edge(double ax, double ay, double bx, double by) {
        BigDecimal ddx = Exact.of(dx);
        BigDecimal ddy = Exact.of(dy);
        BigDecimal eax = Exact.diff(ax, x);
        BigDecimal eay = Exact.diff(ay, y);
        BigDecimal ebx = Exact.diff(bx, x);
        BigDecimal eby = Exact.diff(by, y);
        int ga = ddx.multiply(eay).subtract(ddy.multiply(eax)).signum();
        int gb = ddx.multiply(eby).subtract(ddy.multiply(ebx)).signum();
        if (ga == gb && ga != 0) {
            return null;
        }
        BigDecimal ex = ebx.subtract(eax);
        BigDecimal ey = eby.subtract(eay);
        BigDecimal den = ddx.multiply(ey).subtract(ddy.multiply(ex));
        BigDecimal exactLen = Exact.of(len);
        if (den.signum() == 0) { // along the ray's line: the nearer end of the overlap
            BigDecimal dd = ddx.multiply(ddx).add(ddy.multiply(ddy));
            BigDecimal ta = eax.multiply(ddx).add(eay.multiply(ddy));
            BigDecimal tb = ebx.multiply(ddx).add(eby.multiply(ddy));
            BigDecimal lo = ta.min(tb);
            BigDecimal hi = ta.max(tb);
            if (hi.signum() < 0) {
                return null;
            }
            BigDecimal num = lo.max(BigDecimal.ZERO);
            return num.compareTo(exactLen.multiply(dd)) <= 0 ? new BigDecimal[] {num, dd} : null;
        }
        BigDecimal num = eax.multiply(ey).subtract(eay.multiply(ex));
        if (den.signum() < 0) {
            den = den.negate();
            num = num.negate();
        }
        if (num.signum() < 0 || num.compareTo(exactLen.multiply(den)) > 0) {
            return null;
        }
        return new BigDecimal[] {num, den};
    }

    // ---- curved walls, in doubles with the slack ----

    /**
     * The first t where the ray enters the disc; +∞ when it misses. Whether it touches is decided
     * with the disc grown by tol (a graze within the slack touches); where is the true circle's.
     */
    private double disc(double cx, double cy, double r, double tol) {
        int e = scaleOf(x - cx, y - cy, r);
        double fx = Math.scalb(x - cx, -e);
        double fy = Math.scalb(y - cy, -e);
        double rs = Math.scalb(r, -e);
        double a = dx * dx + dy * dy;
        double b = fx * dx + fy * dy;
        double ff = fx * fx + fy * fy;
        double reach = rs + Math.scalb(tol, -e);
        return Math.scalb(firstRoot(a, b, ff - rs * rs, ff - reach * reach), e);
    }

    /**
     * The exponent of the largest of |fx|, |fy| and r: a circle's quadratic is solved with its
     * lengths divided by that power of two (exactly), so that their squares neither overflow
     * (lengths above about 2^511) nor vanish into underflow (below about 2^-537); the distance
     * found is multiplied back. The unit direction needs no scaling.
     */
    private static int scaleOf(double fx, double fy, double r) {
        return Math.getExponent(Math.max(Math.max(Math.abs(fx), Math.abs(fy)), r));
    }

    /**
     * The smaller root of {@code a·t² + 2b·t + c} (the true curve) when the ray, moving towards
     * it, touches the curve grown by the slack ({@code cSlack}); 0 when the start lies within it;
     * else +∞. The root is taken in the form that does not cancel, {@code c / (-b + √disc)}.
     */
    private static double firstRoot(double a, double b, double c, double cSlack) {
        if (cSlack <= 0 || c <= 0) {
            return 0;
        }
        if (b >= 0 || b * b - a * cSlack < 0) {
            return Double.POSITIVE_INFINITY;
        }
        double disc = Math.max(0, b * b - a * c);
        return c / (-b + Math.sqrt(disc));
    }

    private double ellipse(Ellipse e, double tol) {
        double c = e.cos();
        double s = e.sin();
        double ha = e.width() / 2;
        double hb = e.height() / 2;
        double fx = x - e.centerX();
        double fy = y - e.centerY();
        double pu = (c * fx + s * fy) / ha;
        double pv = (c * fy - s * fx) / hb;
        // the direction per 2^scale of length, 2^scale the larger half axis's power of two: in the unit
        // frame d/ha squared would vanish for a huge ellipse and overflow for a tiny one (as scaleOf)
        int scale = Math.getExponent(Math.max(ha, hb));
        double du = (c * dx + s * dy) / Math.scalb(ha, -scale);
        double dv = (c * dy - s * dx) / Math.scalb(hb, -scale);
        double reach = 1 + tol / Math.max(ha, hb);
        double pp = pu * pu + pv * pv;
        return Math.scalb(firstRoot(du * du + dv * dv, pu * du + pv * dv, pp - 1, pp - reach * reach), scale);
    }

    private double capsule(Capsule k, double tol) {
        double best = Math.min(disc(k.x1(), k.y1(), k.r(), tol), disc(k.x2(), k.y2(), k.r(), tol));
        double ex = k.x2() - k.x1();
        double ey = k.y2() - k.y1();
        double l = Math.hypot(ex, ey);
        if (l > 0) {
            double ox = -ey / l * k.r();
            double oy = ex / l * k.r();
            double[][] sides = {{k.x1() + ox, k.x2() + ox, k.x2() - ox, k.x1() - ox},
                {k.y1() + oy, k.y2() + oy, k.y2() - oy, k.y1() - oy}};
            best = Math.min(best, edges(sides, true));
        }
        return best;
    }

    private double fan(Fan f, double tol) {
        double ax = f.apexX();
        double ay = f.apexY();
        double l = f.len();
        if (f.isFullDisc()) {
            return disc(ax, ay, l, tol);
        }
        if (f.rangeDegrees() == 0) {
            return edges(new double[][] {{ax, ax + l * f.dirX()}, {ay, ay + l * f.dirY()}}, false);
        }
        double best = Math.min(
                edges(new double[][] {{ax, ax + l * f.firstRayX()}, {ay, ay + l * f.firstRayY()}}, false),
                edges(new double[][] {{ax, ax + l * f.lastRayX()}, {ay, ay + l * f.lastRayY()}}, false));
        // the arc: where the ray crosses the circle, at a point of the opening (a graze within
        // the slack counts, at the point nearest the circle); solved in the scale of disc's
        int e = scaleOf(x - ax, y - ay, l);
        double fx = Math.scalb(x - ax, -e);
        double fy = Math.scalb(y - ay, -e);
        double ls = Math.scalb(l, -e);
        double a = dx * dx + dy * dy;
        double b = fx * dx + fy * dy;
        double ff = fx * fx + fy * fy;
        double reach = ls + Math.scalb(tol, -e);
        if (b * b - a * (ff - reach * reach) >= 0) {
            double root = Math.sqrt(Math.max(0, b * b - a * (ff - ls * ls)));
            for (double scaled : new double[] {(-b - root) / a, (-b + root) / a}) {
                double t = Math.scalb(scaled, e);
                // the point as an offset from the apex: far from the origin x + t·dx would round
                // by more than the slack
                if (t >= 0 && t < best && inOpening(f, (x - ax) + t * dx, (y - ay) + t * dy, tol)) {
                    best = t;
                }
            }
        }
        return best;
    }

    /** Whether the point at offset (ox, oy) from the fan's apex lies in its opening, within the slack. */
    private static boolean inOpening(Fan f, double ox, double oy, double tol) {
        for (CurvedPairs.Piece p : CurvedPairs.Piece.of(f)) {
            if (p.holds(0, 0, ox, oy, tol)) {
                return true;
            }
        }
        return false;
    }
}
