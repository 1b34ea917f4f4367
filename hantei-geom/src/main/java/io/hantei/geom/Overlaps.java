package io.hantei.geom;

import java.math.BigDecimal;

/**
 * Shape against shape: whether two closed shapes share at least one point, touching counting
 * (a shared edge, a corner on an edge, a rim on a rim), symmetrically: {@code a.overlaps(b) ==
 * b.overlaps(a)}. {@link Shape#overlaps(Shape)} dispatches here (docs/geometry.md §13).
 *
 * <h2>What the shapes are, exactly</h2>
 * Each shape is the set of real points that its own exact {@code contains} describes:
 * <ul>
 *   <li>{@link Rect}: between its exact edges (x + w is the exact sum).</li>
 *   <li>{@link Circle}: the closed disc.</li>
 *   <li>{@link RotatedRect}: turned by a multiple of 90° it is exactly its axis-aligned Rect;
 *       otherwise {@code |c·dx + s·dy| <= w/2, |c·dy - s·dx| <= h/2} with its cosine c and sine s
 *       rounded to doubles (a true rectangle, turned by atan2(s, c), within an ulp of the given
 *       angle).</li>
 *   <li>{@link Fan}: the disc of radius len cut by the half-planes of its two bounding rays (and
 *       the half-plane ahead of the apex below 180°), made of its unit vectors rounded to doubles;
 *       rays at multiples of 45° are exact. Past 180° the fan is the union of two half-discs.</li>
 *   <li>{@link Segment}, {@link Polyline}, {@link Polygon}, {@link Capsule}, {@link Ellipse}: the
 *       closed sets of their own sections of docs/geometry.md.</li>
 * </ul>
 * Where a turn is not a multiple of 90° (45° for a fan's rays) the set is the one of the rounded
 * cosine and sine, which is what {@code contains} tests too, so {@code a.contains(p) &&
 * b.contains(p)} always implies {@code a.overlaps(b)}.
 *
 * <p>One deliberate difference from {@code contains}: a zero-width rectangle, or a fan of range 0,
 * turned by an angle that is not a multiple of 45° contains no double point but its centre or
 * apex, because no double lies on an irrational line. Overlap is a question about regions, not
 * about double points, so here such a shape is the segment along its rounded direction: a
 * range-0 cone that passes through a body does see it.
 *
 * <h2>How exact</h2>
 * <ul>
 *   <li><b>Exact</b>, no epsilon and no sampling: every pair of straight-edged shapes
 *       (rectangles, turned or not, segments, polylines, polygons), a circle or a capsule against
 *       any of those, two circles, and a fan against a rectangle, a turned rectangle, a circle or
 *       a fan.</li>
 *   <li><b>Exact but for one rounding</b>: a capsule against a circle or a capsule compares
 *       distances with the sum of the two radii rounded to a double.</li>
 *   <li><b>Within 1e-11 of the shapes' size</b> (the sum of the diagonals of their boxes), on the
 *       side of touching: an ellipse against anything, and a fan against a segment, polyline,
 *       polygon or capsule. Shapes that touch always overlap; a gap wider than three times the
 *       slack is always told apart.</li>
 * </ul>
 */
public final class Overlaps {

    // How (docs/geometry.md §13, and §5 for the filters): each pair first takes a floating-point
    // path whose rounding error is bounded (Fast); only when a result lies within that bound,
    // which needs shapes touching or within about 1e-13 of their size of touching, does it decide
    // with exact BigDecimal arithmetic (Exact, ExactRegion). Numbers outside [2^-80, 2^80] always
    // take the exact path.
    // - rectangles (turned or not): separating axes, the two axes of each rectangle;
    // - circle and rectangle: the distance from the centre to the rectangle, in the rectangle's
    //   frame (the clamped point), compared with r;
    // - circles: the distance between centres compared with the sum of the radii;
    // - fan and anything: the nearest point to the apex of (the other shape ∩ the fan's wedge)
    //   lies within len. That point is the apex, a projection of the apex onto a line or onto a
    //   circle, a crossing of two lines or of a line and a circle; every candidate is checked
    //   (ExactRegion).
    // Among straight edges, and for a circle or a capsule against them: edges meet by exact
    // orientation signs (Edges.meet), a box meets an edge by separating axes in BigDecimal, a disc
    // or a capsule reaches an edge when the capsule of the edge holds the centre or an end, and a
    // polygon holds the other shape when it holds a point of it. The curved pairs without an exact
    // test are decided in doubles with the slack on the side of touching (CurvedPairs).

    private Overlaps() {
    }

    /**
     * Whether two closed shapes share at least one point, touching counting, symmetrically; a
     * {@code Shape} from outside this package answers through its own {@code overlaps}.
     *
     * @param a one shape
     * @param b the other shape
     * @return true when the two shapes share a point
     * @throws NullPointerException if either is null
     * @throws UnsupportedOperationException if either is a {@code Shape} of another package that
     *         does not override {@link Shape#overlaps(Shape)}
     */
    public static boolean test(Shape a, Shape b) {
        if (a == null || b == null) {
            throw new NullPointerException("overlaps: the other shape must not be null");
        }
        a = unflattened(a);
        b = unflattened(b);
        ShapeKind ka = ShapeKind.of(a);
        ShapeKind kb = ShapeKind.of(b);
        if (ka == null) {
            // reached from code that calls this directly (the DSL does) with a shape from elsewhere
            if (overridesOverlaps(a)) {
                return a.overlaps(b);
            }
            throw unsupported(a, b);
        }
        if (kb == null) {
            // a shape from elsewhere (say a union built by the DSL) knows how to test itself
            if (overridesOverlaps(b)) {
                return b.overlaps(a);
            }
            throw unsupported(b, a);
        }
        return PAIRS.get(ka, kb).test(a, b);
    }

    /** The test of one pair of shapes, of the kinds of its cell in {@link #PAIRS}. */
    @FunctionalInterface
    interface PairTest {
        boolean test(Shape a, Shape b);
    }

    /** A curved pair's test, given the slack of the two shapes ({@link CurvedPairs#slack}). */
    @FunctionalInterface
    private interface CurvedTest {
        boolean test(Shape a, Shape b, double tol);
    }

    /** The kinds of straight edges between double vertices: a segment, a polyline or a polygon. */
    private static final ShapeKind[] PATHS = {ShapeKind.SEGMENT, ShapeKind.POLYLINE, ShapeKind.POLYGON};
    /** The kinds with a {@link Box} view: a rectangle, turned or not. */
    private static final ShapeKind[] BOXES = {ShapeKind.RECT, ShapeKind.ROTATED_RECT};

    /**
     * The test of every pair of kinds, each pair written once with its shapes in the order of its
     * test's arguments and flipped for the other order (docs/geometry.md §13; ARCHITECTURE.md,
     * "Adding a shape"). An ellipse reaches it unflattened ({@link #unflattened}).
     */
    static final PairTable<PairTest> PAIRS = pairs();

    private static PairTable<PairTest> pairs() {
        PairTable.Builder<PairTest> t = new PairTable.Builder<>("overlaps", test -> (a, b) -> test.test(b, a));
        // rectangles, circles and fans: exact (Fast, then Exact and ExactRegion)
        t.fill(ShapeKind.RECT, ShapeKind.RECT, (a, b) -> rectRect((Rect) a, (Rect) b));
        t.fill(ShapeKind.RECT, ShapeKind.ROTATED_RECT, (a, b) -> rectRotatedRect((Rect) a, (RotatedRect) b));
        t.fill(ShapeKind.ROTATED_RECT, ShapeKind.ROTATED_RECT,
                (a, b) -> rotatedRectRotatedRect((RotatedRect) a, (RotatedRect) b));
        t.fill(ShapeKind.CIRCLE, ShapeKind.RECT, (a, b) -> circleRect((Circle) a, (Rect) b));
        t.fill(ShapeKind.CIRCLE, ShapeKind.ROTATED_RECT, (a, b) -> circleRotatedRect((Circle) a, (RotatedRect) b));
        t.fill(ShapeKind.CIRCLE, ShapeKind.CIRCLE, (a, b) -> circleCircle((Circle) a, (Circle) b));
        t.fill(ShapeKind.FAN, ShapeKind.RECT, (a, b) -> fanRect((Fan) a, (Rect) b));
        t.fill(ShapeKind.FAN, ShapeKind.ROTATED_RECT, (a, b) -> fanRotatedRect((Fan) a, (RotatedRect) b));
        t.fill(ShapeKind.FAN, ShapeKind.CIRCLE, (a, b) -> fanCircle((Fan) a, (Circle) b));
        t.fill(ShapeKind.FAN, ShapeKind.FAN, (a, b) -> fanFan((Fan) a, (Fan) b));
        // straight edges against straight edges, rectangles, discs and capsules: exact
        for (int i = 0; i < PATHS.length; i++) {
            ShapeKind path = PATHS[i];
            for (int j = i; j < PATHS.length; j++) {
                ShapeKind other = PATHS[j];
                if (path == ShapeKind.SEGMENT && other != ShapeKind.SEGMENT) {
                    t.fill(path, other, (a, b) -> segmentPath((Segment) a, (Outline) b));
                } else {
                    t.fill(path, other, Overlaps::paths);
                }
            }
            for (ShapeKind box : BOXES) {
                t.fill(box, path, Overlaps::boxPath);
            }
            t.fill(ShapeKind.CIRCLE, path, (a, b) -> circlePath((Circle) a, b));
            t.fill(ShapeKind.CAPSULE, path, (a, b) -> capsulePath((Capsule) a, b));
            t.fill(ShapeKind.FAN, path, (a, b) -> curved(a, b, (f, p, tol) -> CurvedPairs.fanPath((Fan) f, p, tol)));
        }
        for (ShapeKind box : BOXES) {
            t.fill(ShapeKind.CAPSULE, box, (a, b) -> capsuleBox((Capsule) a, b));
        }
        t.fill(ShapeKind.CAPSULE, ShapeKind.CIRCLE, (a, b) -> capsuleCircle((Capsule) a, (Circle) b));
        t.fill(ShapeKind.CAPSULE, ShapeKind.CAPSULE, (a, b) -> capsuleCapsule((Capsule) a, (Capsule) b));
        // the curved pairs without an exact test: within the slack (CurvedPairs)
        t.fill(ShapeKind.FAN, ShapeKind.CAPSULE,
                (a, b) -> curved(a, b, (f, k, tol) -> CurvedPairs.fanCapsule((Fan) f, (Capsule) k, tol)));
        t.fillRow(ShapeKind.ELLIPSE, (a, b) -> curved(a, b, (e, o, tol) -> CurvedPairs.ellipse((Ellipse) e, o, tol)));
        return t.build();
    }

    /** Whether the shape's class (or a class above it) overrides {@link Shape#overlaps(Shape)}. */
    private static boolean overridesOverlaps(Shape s) {
        try {
            return s.getClass().getMethod("overlaps", Shape.class).getDeclaringClass() != Shape.class;
        } catch (NoSuchMethodException e) {
            // every Shape has the public method, at least as Shape's default: never reached
            throw new AssertionError("a Shape without overlaps(Shape): " + s.getClass().getName(), e);
        }
    }

    /**
     * Two shapes of straight edges with double vertices, exactly: an edge of one meets an edge of
     * the other ({@link Edges#meet}), or one lies wholly inside a polygon, which its first vertex
     * then tells (an outline inside a polygon's hole has its first vertex in the hole).
     */
    static boolean paths(Shape a, Shape b) {
        if (!a.bounds().overlaps(b.bounds())) { // exact boxes of the vertices
            return false;
        }
        double[][] pa = edgesOf(a);
        double[][] pb = edgesOf(b);
        boolean closedA = isClosed(a);
        boolean closedB = isClosed(b);
        int na = pa[0].length;
        int nb = pb[0].length;
        for (int i = closedA ? 0 : 1, j = closedA ? na - 1 : 0; i < na; j = i++) {
            double ax = pa[0][j], ay = pa[1][j], bx = pa[0][i], by = pa[1][i];
            for (int k = closedB ? 0 : 1, l = closedB ? nb - 1 : 0; k < nb; l = k++) {
                if (Edges.meet(ax, ay, bx, by, pb[0][l], pb[1][l], pb[0][k], pb[1][k])) {
                    return true;
                }
            }
        }
        return closedA && a.contains(pb[0][0], pb[1][0]) || closedB && b.contains(pa[0][0], pa[1][0]);
    }

    /** A segment and a polyline or polygon: {@link #segmentOutline} after the test of the boxes. */
    static boolean segmentPath(Segment g, Outline o) {
        if (!g.bounds().overlaps(o.bounds())) { // exact boxes of the vertices
            return false;
        }
        return segmentOutline(g.x1(), g.y1(), g.x2(), g.y2(), o);
    }

    /** {@link #segmentOutline} after the test of the boxes (the outline's box is exact). */
    static boolean segmentOutlineWithin(double ax, double ay, double bx, double by, Outline o) {
        Rect b = o.bounds();
        if (Math.max(ax, bx) < b.left() || Math.min(ax, bx) > b.right()
                || Math.max(ay, by) < b.top() || Math.min(ay, by) > b.bottom()) {
            return false;
        }
        return segmentOutline(ax, ay, bx, by, o);
    }

    /**
     * A segment against a polyline or polygon, exactly, as {@link #paths} but faster for a sight
     * line: the side of the segment's line is found once per vertex, and only an edge whose ends
     * are not strictly on one side is met with {@link Edges#meet}; or the segment lies inside the
     * polygon (its start tells).
     */
    static boolean segmentOutline(double ax, double ay, double bx, double by, Outline o) {
        double[] xs = o.xs;
        double[] ys = o.ys;
        int n = xs.length;
        boolean closed = o.closed;
        int j = closed ? n - 1 : 0;
        int sj = Orient.sign(ax, ay, bx, by, xs[j], ys[j]);
        for (int i = closed ? 0 : 1; i < n; j = i++) {
            int si = Orient.sign(ax, ay, bx, by, xs[i], ys[i]);
            if (si * sj <= 0 && Edges.meet(ax, ay, bx, by, xs[j], ys[j], xs[i], ys[i])) {
                return true;
            }
            sj = si;
        }
        return closed && o.contains(ax, ay);
    }

    private static UnsupportedOperationException unsupported(Shape unknown, Shape other) {
        return new UnsupportedOperationException("overlaps: no test for " + unknown.getClass().getName()
                + " against " + other.getClass().getSimpleName()
                + "; a Shape outside io.hantei.geom must override overlaps(Shape)");
    }

    // ---- straight edges against rectangles, discs and capsules, exactly ----

    /**
     * A rectangle (turned or not) and a segment, polyline or polygon: an edge meets the box
     * ({@link #segmentBox}), or the box lies inside the polygon (a point of it tells).
     */
    static boolean boxPath(Shape boxShape, Shape path) {
        if (!boxShape.bounds().overlaps(path.bounds())) {
            return false;
        }
        Box box = ((PreparedShape) boxShape).box();
        boolean closed = isClosed(path);
        if (anyEdge(edgesOf(path), closed, boxShape.bounds(),
                (ax, ay, bx, by) -> segmentBox(ax, ay, bx, by, box))) {
            return true;
        }
        if (!closed) {
            return false;
        }
        // no edge meets the box: it lies wholly inside the polygon or wholly outside, and any
        // point of it tells which; a Rect narrower than an ulp between edges that are not
        // doubles may hold no double at all, and then its true corner is asked exactly
        double[] p = box.point();
        if (boxShape.contains(p[0], p[1])) {
            return path.contains(p[0], p[1]);
        }
        BigDecimal[] corner = box.exactCorner();
        return ((Polygon) path).containsExactly(corner[0], corner[1]);
    }

    /** A test of one edge, from (ax, ay) to (bx, by). */
    @FunctionalInterface
    interface EdgeTest {
        boolean meets(double ax, double ay, double bx, double by);
    }

    /**
     * Whether the test holds for some edge of the vertices (closing back to the first when
     * closed) whose box overlaps {@code near} (every edge when near is null).
     */
    static boolean anyEdge(double[][] v, boolean closed, Rect near, EdgeTest test) {
        int n = v[0].length;
        for (int i = closed ? 0 : 1, j = closed ? n - 1 : 0; i < n; j = i++) {
            if ((near == null || edgeNear(near, v[0][j], v[1][j], v[0][i], v[1][i]))
                    && test.meets(v[0][j], v[1][j], v[0][i], v[1][i])) {
                return true;
            }
        }
        return false;
    }

    /** Whether the box of the segment a–b overlaps the (exact, closed) rectangle. */
    private static boolean edgeNear(Rect r, double ax, double ay, double bx, double by) {
        return Math.max(ax, bx) >= r.left() && Math.min(ax, bx) <= r.right()
                && Math.max(ay, by) >= r.top() && Math.min(ay, by) <= r.bottom();
    }

    /**
     * Exactly whether the closed segment a–b meets the closed box, by separating axes: the box's
     * two axes e1, e2 and the segment's normal n. Along n the box reaches
     * {@code (h1·|n·e1| + h2·|n·e2|) / k²} from its centre ({@link Box}), so it is apart when
     * {@code |n·(q - a)|·k²} exceeds that numerator.
     */
    static boolean segmentBox(double ax, double ay, double bx, double by, Box box) {
        int fast = box.fast && Fast.fits(ax) && Fast.fits(ay) && Fast.fits(bx) && Fast.fits(by)
                ? fastSegmentBox(ax, ay, bx, by, box) : Fast.UNSURE;
        return fast == Fast.UNSURE ? exactSegmentBox(ax, ay, bx, by, box) : fast == 1;
    }

    /**
     * A test hook, null in use: when set, it sees the bounds {@link #fastSegmentBox} trusts its
     * axes with (M, the error on the box's two axes, and the error on the segment's normal). It
     * exists for SegmentBoxBoundsSpec, which checks them against the terms' magnitudes in exact
     * arithmetic; the cost in use is one field read per call.
     */
    interface SegmentBoxProbe {
        void bounds(double m, double err, double errN);
    }

    static SegmentBoxProbe segmentBoxProbe;

    /**
     * {@link #segmentBox}'s three axes in doubles: 1 or 0 when every axis is decided by more than
     * a bound on the rounding, else {@link Fast#UNSURE}. Every quantity is a sum of a few products
     * of values at most M (the sum of the magnitudes of the ends, the centre and the half sizes)
     * with factors at most 1 (c, s) or |n|, each rounded a few times, and the box's fast view is
     * within a few ulps of M (see {@link Box}): 1e-13·M (times |n| on the normal axis, and k² is
     * within 2 ulps of 1) bounds the error with room to spare.
     */
    static int fastSegmentBox(double ax, double ay, double bx, double by, Box box) {
        double m = Math.abs(ax) + Math.abs(ay) + Math.abs(bx) + Math.abs(by) + box.qxm + box.qym + box.h1m + box.h2m;
        double err = 1e-13 * m;
        double nx = ay - by;
        double ny = bx - ax;
        double errN = err * (Math.abs(nx) + Math.abs(ny));
        SegmentBoxProbe p = segmentBoxProbe;
        if (p != null) {
            p.bounds(m, err, errN);
        }
        double dax = ax - box.qx;
        double day = ay - box.qy;
        double dbx = bx - box.qx;
        double dby = by - box.qy;
        double c = box.c;
        double s = box.s;
        boolean sure = true;
        double ua = c * dax + s * day;
        double ub = c * dbx + s * dby;
        double lo = Math.min(ua, ub);
        double hi = Math.max(ua, ub);
        if (lo > box.h1 + err || hi < -box.h1 - err) {
            return 0;
        }
        sure &= lo < box.h1 - err && hi > -box.h1 + err;
        double va = c * day - s * dax;
        double vb = c * dby - s * dbx;
        lo = Math.min(va, vb);
        hi = Math.max(va, vb);
        if (lo > box.h2 + err || hi < -box.h2 - err) {
            return 0;
        }
        sure &= lo < box.h2 - err && hi > -box.h2 + err;
        double gap = Math.abs(nx * dax + ny * day) * box.k2();
        double reach = box.h1 * Math.abs(nx * c + ny * s) + box.h2 * Math.abs(ny * c - nx * s);
        if (gap > reach + errN) {
            return 0;
        }
        sure &= gap < reach - errN;
        return sure ? 1 : Fast.UNSURE;
    }

    /** {@link #segmentBox} in exact arithmetic. */
    static boolean exactSegmentBox(double ax, double ay, double bx, double by, Box box) {
        BigDecimal qx = box.exactQx();
        BigDecimal qy = box.exactQy();
        BigDecimal h1 = box.exactH1();
        BigDecimal h2 = box.exactH2();
        BigDecimal c = Exact.of(box.c);
        BigDecimal s = Exact.of(box.s);
        BigDecimal dax = Exact.of(ax).subtract(qx);
        BigDecimal day = Exact.of(ay).subtract(qy);
        BigDecimal dbx = Exact.of(bx).subtract(qx);
        BigDecimal dby = Exact.of(by).subtract(qy);
        if (apart(c.multiply(dax).add(s.multiply(day)), c.multiply(dbx).add(s.multiply(dby)), h1)
                || apart(c.multiply(day).subtract(s.multiply(dax)), c.multiply(dby).subtract(s.multiply(dbx)), h2)) {
            return false;
        }
        BigDecimal nx = Exact.diff(ay, by); // n = (-(by - ay), bx - ax)
        BigDecimal ny = Exact.diff(bx, ax);
        BigDecimal k2 = c.multiply(c).add(s.multiply(s));
        BigDecimal gap = nx.multiply(dax).add(ny.multiply(day)).abs().multiply(k2);
        BigDecimal reach = h1.multiply(nx.multiply(c).add(ny.multiply(s)).abs())
                .add(h2.multiply(ny.multiply(c).subtract(nx.multiply(s)).abs()));
        return gap.compareTo(reach) <= 0;
    }

    /** Whether both projections lie beyond the same side of [-h, h]. */
    private static boolean apart(BigDecimal u1, BigDecimal u2, BigDecimal h) {
        return u1.min(u2).compareTo(h) > 0 || u1.max(u2).compareTo(h.negate()) < 0;
    }

    /**
     * A disc and a segment, polyline or polygon, exactly: the centre lies within r of an edge (the
     * capsule of the edge holds it), or inside the polygon.
     */
    static boolean circlePath(Circle c, Shape path) {
        if (!c.bounds().overlaps(path.bounds())) {
            return false;
        }
        double cx = c.centerX();
        double cy = c.centerY();
        boolean closed = isClosed(path);
        return anyEdge(edgesOf(path), closed, c.bounds(),
                (ax, ay, bx, by) -> Capsule.of(ax, ay, bx, by, c.r()).contains(cx, cy))
                || closed && path.contains(cx, cy);
    }

    /**
     * A capsule and a segment, polyline or polygon, exactly: the two segments of some edge meet,
     * or are within r, which an end of one of them tells (the nearest points of two segments that
     * do not cross include an end); or the capsule lies inside the polygon.
     */
    static boolean capsulePath(Capsule k, Shape path) {
        if (!k.bounds().overlaps(path.bounds())) {
            return false;
        }
        boolean closed = isClosed(path);
        return anyEdge(edgesOf(path), closed, k.bounds(),
                (ax, ay, bx, by) -> segmentsWithin(k.x1(), k.y1(), k.x2(), k.y2(), ax, ay, bx, by, k.r()))
                || closed && path.contains(k.x1(), k.y1());
    }

    /** Exactly whether the segments a–b and c–d come within r of each other. */
    private static boolean segmentsWithin(double ax, double ay, double bx, double by,
            double cx, double cy, double dx, double dy, double r) {
        if (Edges.meet(ax, ay, bx, by, cx, cy, dx, dy)) {
            return true;
        }
        Capsule first = Capsule.of(ax, ay, bx, by, r);
        Capsule second = Capsule.of(cx, cy, dx, dy, r);
        return first.contains(cx, cy) || first.contains(dx, dy) || second.contains(ax, ay) || second.contains(bx, by);
    }

    /**
     * A capsule and a rectangle (turned or not): the segment meets the box exactly, or lies within
     * r of it, at an end of the segment (exact) or at a corner of the box (exact for a Rect with
     * double edges, else at the corner rounded to doubles).
     */
    static boolean capsuleBox(Capsule k, Shape boxShape) {
        if (!k.bounds().overlaps(boxShape.bounds())) {
            return false;
        }
        Box box = ((PreparedShape) boxShape).box();
        if (segmentBox(k.x1(), k.y1(), k.x2(), k.y2(), box)
                || discBox(k.x1(), k.y1(), k.r(), box) || discBox(k.x2(), k.y2(), k.r(), box)) {
            return true;
        }
        double[][] c = box.corners();
        for (int i = 0; i < 4; i++) {
            if (k.contains(c[0][i], c[1][i])) {
                return true;
            }
        }
        return false;
    }

    /** A capsule and a disc: the centre lies within r + r' (rounded to a double) of the segment. */
    static boolean capsuleCircle(Capsule k, Circle c) {
        return Capsule.of(k.x1(), k.y1(), k.x2(), k.y2(), k.r() + c.r()).contains(c.centerX(), c.centerY());
    }

    /** Two capsules: their segments come within r + r' (rounded to a double) of each other. */
    static boolean capsuleCapsule(Capsule a, Capsule b) {
        if (!a.bounds().overlaps(b.bounds())) {
            return false;
        }
        return segmentsWithin(a.x1(), a.y1(), a.x2(), a.y2(), b.x1(), b.y1(), b.x2(), b.y2(), a.r() + b.r());
    }

    // ---- the curved pairs without an exact test ----

    /**
     * An ellipse of zero width or height is the segment (or point) it is made of: a flat
     * RotatedRect, which every pair then tests as such (docs/geometry.md §21). Not a dispatch: the
     * one kind whose shapes may stand for another is asked for it before the table is.
     */
    static Shape unflattened(Shape s) {
        if (ShapeKind.of(s) == ShapeKind.ELLIPSE) {
            RotatedRect flat = ((Ellipse) s).flatOrNull();
            if (flat != null) {
                return flat;
            }
        }
        return s;
    }

    /**
     * An ellipse and any shape, or a fan and a segment, polyline, polygon or capsule, in doubles
     * with a slack of {@link CurvedPairs#TOLERANCE} of the shapes' size ({@link CurvedPairs}): the
     * boxes grown by the slack, then the pair's own test.
     */
    private static boolean curved(Shape a, Shape b, CurvedTest test) {
        double tol = CurvedPairs.slack(a, b);
        Rect ba = a.bounds();
        Rect bb = b.bounds();
        if (ba.left() > bb.right() + tol || bb.left() > ba.right() + tol
                || ba.top() > bb.bottom() + tol || bb.top() > ba.bottom() + tol) {
            return false;
        }
        return test.test(a, b, tol);
    }

    /**
     * Whether the shape's straight edges enclose its inside: a polygon or a rectangle (turned or
     * not), {@link ShapeKind#edgesEnclose()}.
     */
    static boolean isClosed(Shape s) {
        return ShapeKind.of(s).edgesEnclose();
    }

    /**
     * The vertices of a segment, polyline or polygon, or a rectangle's corners in doubles
     * ({@link PreparedShape#edgeVertices()}).
     */
    static double[][] edgesOf(Shape s) {
        return ((PreparedShape) s).edgeVertices();
    }

    // ---- the pairs ----

    /**
     * Whether two closed axis-aligned rectangles share a point, exactly on their true edges, as
     * {@link Rect#overlaps(Rect)}.
     *
     * @param a one rectangle
     * @param b the other rectangle
     * @return true when they share a point
     * @throws NullPointerException if either is null
     */
    public static boolean rectRect(Rect a, Rect b) {
        return a.overlaps(b);
    }

    /**
     * Whether a closed rectangle and a closed turned rectangle share a point, exactly.
     *
     * @param a the axis-aligned rectangle
     * @param b the turned rectangle
     * @return true when they share a point
     * @throws NullPointerException if either is null
     */
    public static boolean rectRotatedRect(Rect a, RotatedRect b) {
        Rect aligned = b.axisAlignedOrNull();
        if (aligned != null) {
            return a.overlaps(aligned);
        }
        return boxBox(a.box(), b.box());
    }

    /**
     * Whether two closed turned rectangles share a point, exactly.
     *
     * @param a one turned rectangle
     * @param b the other turned rectangle
     * @return true when they share a point
     * @throws NullPointerException if either is null
     */
    public static boolean rotatedRectRotatedRect(RotatedRect a, RotatedRect b) {
        Rect alignedA = a.axisAlignedOrNull();
        Rect alignedB = b.axisAlignedOrNull();
        if (alignedA != null && alignedB != null) {
            return alignedA.overlaps(alignedB);
        }
        return boxBox(a.box(), b.box());
    }

    /**
     * Whether two closed discs share a point: the distance between the centres is at most the sum
     * of the radii, exactly.
     *
     * @param a one circle
     * @param b the other circle
     * @return true when they share a point
     * @throws NullPointerException if either is null
     */
    public static boolean circleCircle(Circle a, Circle b) {
        return discDisc(a.centerX(), a.centerY(), a.r(), b.centerX(), b.centerY(), b.r());
    }

    /**
     * Whether a closed disc and a closed rectangle share a point: the point of the rectangle
     * nearest to the centre is within r, exactly.
     *
     * @param c the circle
     * @param r the rectangle
     * @return true when they share a point
     * @throws NullPointerException if either is null
     */
    public static boolean circleRect(Circle c, Rect r) {
        return discBox(c.centerX(), c.centerY(), c.r(), r.box());
    }

    /**
     * Whether a closed disc and a closed turned rectangle share a point, exactly.
     *
     * @param c the circle
     * @param r the turned rectangle
     * @return true when they share a point
     * @throws NullPointerException if either is null
     */
    public static boolean circleRotatedRect(Circle c, RotatedRect r) {
        return discBox(c.centerX(), c.centerY(), c.r(), r.box());
    }

    /**
     * Whether a closed fan (of any range, 0 to 360 and more) and a closed rectangle share a
     * point, exactly.
     *
     * @param f the fan
     * @param r the rectangle
     * @return true when they share a point
     * @throws NullPointerException if either is null
     */
    public static boolean fanRect(Fan f, Rect r) {
        if (!f.bounds().overlaps(r)) {
            return false;
        }
        return fanBox(f, r.box());
    }

    /**
     * Whether a closed fan and a closed turned rectangle share a point, exactly.
     *
     * @param f the fan
     * @param r the turned rectangle
     * @return true when they share a point
     * @throws NullPointerException if either is null
     */
    public static boolean fanRotatedRect(Fan f, RotatedRect r) {
        if (!f.bounds().overlaps(r.bounds())) {
            return false;
        }
        return fanBox(f, r.box());
    }

    /**
     * Whether a closed fan and a closed disc share a point (does the cone see any part of a round
     * body?), exactly.
     *
     * @param f the fan
     * @param c the circle
     * @return true when they share a point
     * @throws NullPointerException if either is null
     */
    public static boolean fanCircle(Fan f, Circle c) {
        return fanDisc(f, c.centerX(), c.centerY(), c.r());
    }

    /**
     * Whether two closed fans share a point, exactly; either may be wider than 180° (not convex)
     * or a full disc.
     *
     * @param a one fan
     * @param b the other fan
     * @return true when they share a point
     * @throws NullPointerException if either is null
     */
    public static boolean fanFan(Fan a, Fan b) {
        if (a.isFullDisc()) {
            return fanDisc(b, a.apexX(), a.apexY(), a.len());
        }
        if (b.isFullDisc()) {
            return fanDisc(a, b.apexX(), b.apexY(), b.len());
        }
        if (!a.bounds().overlaps(b.bounds())
                || !discDisc(a.apexX(), a.apexY(), a.len(), b.apexX(), b.apexY(), b.len())) {
            return false;
        }
        boolean fast = fits(a) && fits(b);
        for (Wedge wa : a.wedges()) {
            for (Wedge wb : b.wedges()) {
                int r = fast ? Fast.wedgeDisc(a.apexX(), a.apexY(), a.len(), wa, b.apexX(), b.apexY(), b.len(), wb)
                        : Fast.UNSURE;
                if (r == 1 || (r == Fast.UNSURE && exactWedgeWedge(a, wa, b, wb))) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---- shared parts ----

    private static boolean fanDisc(Fan f, double cx, double cy, double r) {
        if (!discDisc(f.apexX(), f.apexY(), f.len(), cx, cy, r)) {
            return false;
        }
        if (f.isFullDisc()) {
            return true;
        }
        boolean fast = fits(f) && Fast.fits(cx) && Fast.fits(cy) && Fast.fits(r);
        for (Wedge w : f.wedges()) {
            int res = fast ? Fast.wedgeDisc(f.apexX(), f.apexY(), f.len(), w, cx, cy, r, null) : Fast.UNSURE;
            if (res == 1) {
                return true;
            }
            if (res == Fast.UNSURE) {
                ExactRegion region = new ExactRegion();
                w.addTo(region, f.apexX(), f.apexY());
                if (region.meetsDiscs(f.apexX(), f.apexY(), f.len(), cx, cy, r)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean fanBox(Fan f, Box b) {
        if (!discBox(f.apexX(), f.apexY(), f.len(), b)) {
            return false;
        }
        if (f.isFullDisc()) {
            return true;
        }
        boolean fast = b.fast && fits(f);
        for (Wedge w : f.wedges()) {
            int res = fast ? Fast.wedgeBox(f.apexX(), f.apexY(), f.len(), w, b) : Fast.UNSURE;
            if (res == 1) {
                return true;
            }
            if (res == Fast.UNSURE) {
                ExactRegion region = new ExactRegion();
                w.addTo(region, f.apexX(), f.apexY());
                b.addTo(region);
                if (region.meetsDisc(f.apexX(), f.apexY(), f.len())) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean exactWedgeWedge(Fan a, Wedge wa, Fan b, Wedge wb) {
        ExactRegion region = new ExactRegion();
        wa.addTo(region, a.apexX(), a.apexY());
        wb.addTo(region, b.apexX(), b.apexY());
        return region.meetsDiscs(a.apexX(), a.apexY(), a.len(), b.apexX(), b.apexY(), b.len());
    }

    private static boolean fits(Fan f) {
        return Fast.fits(f.apexX()) && Fast.fits(f.apexY()) && Fast.fits(f.len())
                && Fast.fits(f.firstRayX()) && Fast.fits(f.firstRayY()) && Fast.fits(f.lastRayX())
                && Fast.fits(f.lastRayY()) && Fast.fits(f.dirX()) && Fast.fits(f.dirY());
    }

    static boolean discDisc(double ax, double ay, double ra, double bx, double by, double rb) {
        boolean fast = Fast.fits(ax) && Fast.fits(ay) && Fast.fits(ra) && Fast.fits(bx) && Fast.fits(by) && Fast.fits(rb);
        int r = fast ? Fast.discDisc(ax, ay, ra, bx, by, rb) : Fast.UNSURE;
        if (r != Fast.UNSURE) {
            return r == 1;
        }
        return exactDiscDisc(ax, ay, ra, bx, by, rb);
    }

    static boolean exactDiscDisc(double ax, double ay, double ra, double bx, double by, double rb) {
        BigDecimal dx = Exact.diff(ax, bx);
        BigDecimal dy = Exact.diff(ay, by);
        BigDecimal reach = Exact.of(ra).add(Exact.of(rb));
        return dx.multiply(dx).add(dy.multiply(dy)).compareTo(reach.multiply(reach)) <= 0;
    }

    static boolean discBox(double px, double py, double r, Box b) {
        boolean fast = b.fast && Fast.fits(px) && Fast.fits(py) && Fast.fits(r);
        int res = fast ? Fast.discBox(px, py, r, b) : Fast.UNSURE;
        if (res != Fast.UNSURE) {
            return res == 1;
        }
        return exactDiscBox(px, py, r, b);
    }

    /** Exact: {@code du² + dv² <= r²k²} with du, dv the gaps past the half sizes in the box's frame. */
    static boolean exactDiscBox(double px, double py, double r, Box b) {
        BigDecimal dx = Exact.of(px).subtract(b.exactQx());
        BigDecimal dy = Exact.of(py).subtract(b.exactQy());
        BigDecimal c = Exact.of(b.c);
        BigDecimal s = Exact.of(b.s);
        BigDecimal u = c.multiply(dx).add(s.multiply(dy)).abs();
        BigDecimal v = c.multiply(dy).subtract(s.multiply(dx)).abs();
        BigDecimal du = u.subtract(b.exactH1()).max(BigDecimal.ZERO);
        BigDecimal dv = v.subtract(b.exactH2()).max(BigDecimal.ZERO);
        BigDecimal rr = Exact.of(r);
        BigDecimal k2 = c.multiply(c).add(s.multiply(s));
        return du.multiply(du).add(dv.multiply(dv)).compareTo(rr.multiply(rr).multiply(k2)) <= 0;
    }

    static boolean boxBox(Box a, Box b) {
        int res = a.fast && b.fast ? Fast.boxBox(a, b) : Fast.UNSURE;
        if (res != Fast.UNSURE) {
            return res == 1;
        }
        return exactBoxBox(a, b);
    }

    /** Exact separating axes, the same inequalities as {@link Fast#boxBox}, in BigDecimal. */
    static boolean exactBoxBox(Box a, Box b) {
        BigDecimal dx = a.exactQx().subtract(b.exactQx());
        BigDecimal dy = a.exactQy().subtract(b.exactQy());
        BigDecimal ac = Exact.of(a.c);
        BigDecimal as = Exact.of(a.s);
        BigDecimal bc = Exact.of(b.c);
        BigDecimal bs = Exact.of(b.s);
        BigDecimal ka = ac.multiply(ac).add(as.multiply(as));
        BigDecimal kb = bc.multiply(bc).add(bs.multiply(bs));
        BigDecimal ah1 = a.exactH1();
        BigDecimal ah2 = a.exactH2();
        BigDecimal bh1 = b.exactH1();
        BigDecimal bh2 = b.exactH2();
        BigDecimal[][] axes = {{ac, as}, {as.negate(), ac}, {bc, bs}, {bs.negate(), bc}};
        for (BigDecimal[] n : axes) {
            BigDecimal nx = n[0];
            BigDecimal ny = n[1];
            BigDecimal gap = nx.multiply(dx).add(ny.multiply(dy)).abs().multiply(ka).multiply(kb);
            BigDecimal ra = ah1.multiply(nx.multiply(ac).add(ny.multiply(as)).abs())
                    .add(ah2.multiply(ny.multiply(ac).subtract(nx.multiply(as)).abs())).multiply(kb);
            BigDecimal rb = bh1.multiply(nx.multiply(bc).add(ny.multiply(bs)).abs())
                    .add(bh2.multiply(ny.multiply(bc).subtract(nx.multiply(bs)).abs())).multiply(ka);
            if (gap.compareTo(ra.add(rb)) > 0) {
                return false;
            }
        }
        return true;
    }

    // ---- exact-only entry points, for the specs that check the fast path against them ----

    /**
     * The pair of rectangles (turned or not), circles and fans in exact arithmetic alone, without
     * the floating-point filter of {@link #test}.
     */
    static boolean exactOnly(Shape a, Shape b) {
        return EXACT_ONLY.get(ShapeKind.of(a), ShapeKind.of(b)).test(a, b);
    }

    /** {@link #exactOnly}'s pairs: those of the kinds whose overlaps have a fast path before the exact one. */
    private static final PairTable<PairTest> EXACT_ONLY = new PairTable.Builder<PairTest>("overlaps, exact only",
            test -> (a, b) -> test.test(b, a),
            java.util.EnumSet.of(ShapeKind.RECT, ShapeKind.ROTATED_RECT, ShapeKind.CIRCLE, ShapeKind.FAN))
            .fill(ShapeKind.RECT, ShapeKind.RECT, (a, b) -> rectRect((Rect) a, (Rect) b))
            .fill(ShapeKind.RECT, ShapeKind.ROTATED_RECT, (a, b) -> exactBoxBox(box(a), box(b)))
            .fill(ShapeKind.ROTATED_RECT, ShapeKind.ROTATED_RECT, (a, b) -> exactBoxBox(box(a), box(b)))
            .fill(ShapeKind.CIRCLE, ShapeKind.RECT, (c, r) -> exactCircleBox((Circle) c, r))
            .fill(ShapeKind.CIRCLE, ShapeKind.ROTATED_RECT, (c, r) -> exactCircleBox((Circle) c, r))
            .fill(ShapeKind.CIRCLE, ShapeKind.CIRCLE, (a, b) -> exactCircleCircle((Circle) a, (Circle) b))
            .fill(ShapeKind.FAN, ShapeKind.RECT, (f, r) -> exactFanBox((Fan) f, box(r)))
            .fill(ShapeKind.FAN, ShapeKind.ROTATED_RECT, (f, r) -> exactFanBox((Fan) f, box(r)))
            .fill(ShapeKind.FAN, ShapeKind.CIRCLE, (f, c) -> exactFanCircle((Fan) f, (Circle) c))
            .fill(ShapeKind.FAN, ShapeKind.FAN, (a, b) -> exactFanFan((Fan) a, (Fan) b))
            .build();

    private static boolean exactCircleBox(Circle c, Shape boxShape) {
        return exactDiscBox(c.centerX(), c.centerY(), c.r(), box(boxShape));
    }

    private static boolean exactCircleCircle(Circle o, Circle c) {
        return exactDiscDisc(o.centerX(), o.centerY(), o.r(), c.centerX(), c.centerY(), c.r());
    }

    private static boolean exactFanCircle(Fan f, Circle c) {
        return exactFanDisc(f, c.centerX(), c.centerY(), c.r());
    }

    private static boolean exactFanFan(Fan g, Fan f) {
        if (g.isFullDisc()) {
            return exactFanDisc(f, g.apexX(), g.apexY(), g.len());
        }
        if (f.isFullDisc()) {
            return exactFanDisc(g, f.apexX(), f.apexY(), f.len());
        }
        for (Wedge wa : g.wedges()) {
            for (Wedge wb : f.wedges()) {
                if (exactWedgeWedge(g, wa, f, wb)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean exactFanBox(Fan f, Box b2) {
        if (f.isFullDisc()) {
            return exactDiscBox(f.apexX(), f.apexY(), f.len(), b2);
        }
        for (Wedge w : f.wedges()) {
            ExactRegion region = new ExactRegion();
            w.addTo(region, f.apexX(), f.apexY());
            b2.addTo(region);
            if (region.meetsDisc(f.apexX(), f.apexY(), f.len())) {
                return true;
            }
        }
        return false;
    }

    private static boolean exactFanDisc(Fan f, double cx, double cy, double r) {
        if (f.isFullDisc()) {
            return exactDiscDisc(f.apexX(), f.apexY(), f.len(), cx, cy, r);
        }
        for (Wedge w : f.wedges()) {
            ExactRegion region = new ExactRegion();
            w.addTo(region, f.apexX(), f.apexY());
            if (region.meetsDiscs(f.apexX(), f.apexY(), f.len(), cx, cy, r)) {
                return true;
            }
        }
        return false;
    }

    /** The box view of a rectangle, turned or not. */
    private static Box box(Shape s) {
        return ((PreparedShape) s).box();
    }
}
