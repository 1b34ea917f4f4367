package io.hantei.geom;

/**
 * The curved pairs of {@link Overlaps} that have no exact test: an ellipse against anything, and
 * a fan against a segment, a polyline, a polygon or a capsule. See docs/geometry.md §13.
 *
 * <p>Each is decided in doubles by a direct construction (no sampling, no iteration to a
 * tolerance but one bisection of a point's distance to an ellipse), with a slack of
 * {@link #TOLERANCE} of the shapes' size on the side of touching. Each test widens a shape by at
 * most √2 slacks (an ellipse's unit frame by slack / longer half axis, so by less where it is
 * flat; a fan's pieces by the slack across each side, so by √2 of it at a corner), and the
 * rounding of the constructions is far below the slack: touching shapes overlap, and a gap wider
 * than three slacks is always told apart (§13; {@code CurvedPairsSpec} builds such pairs).
 * <ul>
 *   <li>A segment meets an ellipse when, in the ellipse's frame scaled to the unit disc, the
 *       segment's point nearest the centre is within 1.</li>
 *   <li>A point's distance to an ellipse's rim: the nearest point of the rim, by the bisection of
 *       D. Eberly ("Distance from a point to an ellipse", 2013) in the ellipse's axes.</li>
 *   <li>A fan's opening is cut into convex pieces (its {@link Wedge}s); a piece ∩ the fan's disc
 *       meets a convex body exactly when the body's point of the piece nearest the apex is within
 *       len. For a segment that point is found by clipping the segment to the piece; for an
 *       ellipse it is the ellipse's nearest point to the apex if that lies in the piece, else the
 *       nearest end of a chord along one of the piece's boundary rays.</li>
 * </ul>
 */
final class CurvedPairs {

    private CurvedPairs() {
    }

    /** The slack, as a fraction of the shapes' size: touching shapes meet, a gap of three slacks does not. */
    static final double TOLERANCE = 1e-11;

    /** The slack of a pair: {@link #TOLERANCE} of the sum of the diagonals of their boxes. */
    static double slack(Shape a, Shape b) {
        Rect ba = a.bounds();
        Rect bb = b.bounds();
        return TOLERANCE * (Math.hypot(ba.width(), ba.height()) + Math.hypot(bb.width(), bb.height()));
    }

    // ---- an ellipse against anything ----

    /** Whether a non-flat ellipse and a shape of this package meet (within the slack). */
    static boolean ellipse(Ellipse e, Shape other, double tol) {
        return AGAINST_ELLIPSE.get(ShapeKind.of(other)).meets(new Frame(e, tol), e, other, tol);
    }

    /** How a non-flat ellipse, as its {@link Frame}, meets a shape of one kind, within the slack. */
    @FunctionalInterface
    private interface EllipseTest {
        boolean meets(Frame f, Ellipse e, Shape other, double tol);
    }

    /** {@link #ellipse}'s test for each kind of the other shape (ARCHITECTURE.md, "Adding a shape"). */
    private static final KindTable<EllipseTest> AGAINST_ELLIPSE = KindTable.of("ellipse against", k -> switch (k) {
        case ELLIPSE -> (f, e, other, tol) -> f.meetsEllipse(new Frame((Ellipse) other, tol));
        case CIRCLE -> (f, e, other, tol) -> {
            Circle c = (Circle) other;
            return f.inside(c.centerX(), c.centerY()) || f.rimDistance(c.centerX(), c.centerY()) <= c.r() + tol;
        };
        case CAPSULE -> (f, e, other, tol) -> {
            Capsule c = (Capsule) other;
            return f.meetsSegment(c.x1(), c.y1(), c.x2(), c.y2())
                    || f.segmentDistance(c.x1(), c.y1(), c.x2(), c.y2()) <= c.r() + tol;
        };
        case FAN -> (f, e, other, tol) -> ellipseFan(f, (Fan) other, tol);
        case RECT, ROTATED_RECT, POLYGON, POLYLINE, SEGMENT -> CurvedPairs::ellipseEdges;
    });

    /** A non-flat ellipse and straight edges: an edge meets it, or it lies inside the edges' inside. */
    private static boolean ellipseEdges(Frame f, Ellipse e, Shape other, double tol) {
        boolean closed = Overlaps.isClosed(other);
        return Overlaps.anyEdge(Overlaps.edgesOf(other), closed, null, f::meetsSegment)
                // the ellipse wholly inside the other shape: its centre tells
                || closed && other.contains(e.centerX(), e.centerY());
    }

    private static boolean ellipseFan(Frame f, Fan fan, double tol) {
        double ax = fan.apexX();
        double ay = fan.apexY();
        double len = fan.len();
        if (fan.isFullDisc()) {
            return f.inside(ax, ay) || f.rimDistance(ax, ay) <= len + tol;
        }
        if (fan.rangeDegrees() == 0) {
            return f.meetsSegment(ax, ay, ax + len * fan.dirX(), ay + len * fan.dirY());
        }
        if (f.inside(ax, ay)) {
            return true;
        }
        double[] q = f.nearestOnRim(ax, ay);
        for (Piece p : Piece.of(fan)) {
            if (p.holds(ax, ay, q[0], q[1], tol)) {
                // the ellipse's nearest point to the apex lies in this piece: nothing of it is nearer
                if (Math.hypot(q[0] - ax, q[1] - ay) <= len + tol) {
                    return true;
                }
                continue;
            }
            // else the nearest point of (ellipse ∩ piece) lies on a boundary ray
            for (int i = 0; i < p.rayX.length; i++) {
                double t = f.chordStart(ax, ay, p.rayX[i], p.rayY[i]);
                if (t <= len + tol) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A non-flat ellipse: centre, cosine and sine of its turn, half axes a (along the turned x)
     * and b. A point's frame coordinates are {@code u = c·dx + s·dy}, {@code v = c·dy - s·dx}
     * (world units), scaled by 1/a and 1/b onto the unit disc.
     */
    static final class Frame {
        final double cx;
        final double cy;
        final double c;
        final double s;
        final double a;
        final double b;
        /** The slack in the unit disc's units: the world slack over the longer half axis. */
        private final double unitSlack;

        Frame(Ellipse e, double tol) {
            this.cx = e.centerX();
            this.cy = e.centerY();
            this.c = e.cos();
            this.s = e.sin();
            this.a = e.width() / 2;
            this.b = e.height() / 2;
            this.unitSlack = tol / Math.max(a, b);
        }

        /** Whether the point lies in the ellipse grown by the slack. */
        boolean inside(double x, double y) {
            double dx = x - cx;
            double dy = y - cy;
            double u = (c * dx + s * dy) / a;
            double v = (c * dy - s * dx) / b;
            double reach = 1 + unitSlack;
            return u * u + v * v <= reach * reach;
        }

        /** Whether the closed segment comes within the slack of the ellipse. */
        boolean meetsSegment(double x1, double y1, double x2, double y2) {
            double dx1 = x1 - cx;
            double dy1 = y1 - cy;
            double u1 = (c * dx1 + s * dy1) / a;
            double v1 = (c * dy1 - s * dx1) / b;
            double ex = x2 - x1;
            double ey = y2 - y1;
            double du = (c * ex + s * ey) / a;
            double dv = (c * ey - s * ex) / b;
            double dd = du * du + dv * dv;
            double t = dd > 0 ? Math.max(0, Math.min(1, -(u1 * du + v1 * dv) / dd)) : 0;
            double u = u1 + t * du;
            double v = v1 + t * dv;
            double reach = 1 + unitSlack;
            return u * u + v * v <= reach * reach;
        }

        /** The point of the rim nearest to (x, y), in world coordinates. */
        double[] nearestOnRim(double x, double y) {
            double dx = x - cx;
            double dy = y - cy;
            double u = c * dx + s * dy;
            double v = c * dy - s * dx;
            double[] n = a >= b ? nearest(a, b, Math.abs(u), Math.abs(v)) : swap(nearest(b, a, Math.abs(v), Math.abs(u)));
            double nu = Math.copySign(n[0], u);
            double nv = Math.copySign(n[1], v);
            return new double[] {cx + c * nu - s * nv, cy + s * nu + c * nv};
        }

        /** The distance from (x, y) to the rim. */
        double rimDistance(double x, double y) {
            double[] q = nearestOnRim(x, y);
            return Math.hypot(q[0] - x, q[1] - y);
        }

        /**
         * The distance from a segment that does not meet the ellipse to the ellipse: at an end,
         * or between an inner point of the segment and the rim's point whose tangent is parallel
         * to it (the ellipse's farthest point towards the segment's line).
         */
        double segmentDistance(double x1, double y1, double x2, double y2) {
            double best = Math.min(rimDistance(x1, y1), rimDistance(x2, y2));
            double ex = x2 - x1;
            double ey = y2 - y1;
            double len = Math.hypot(ex, ey);
            if (len == 0) {
                return best;
            }
            double nx = -ey / len;
            double ny = ex / len;
            if (nx * (x1 - cx) + ny * (y1 - cy) < 0) {
                nx = -nx;
                ny = -ny;
            }
            // the support point along n: centre + M·(Mᵀn)/|Mᵀn| with M = R·diag(a, b)
            double tu = a * (c * nx + s * ny);
            double tv = b * (c * ny - s * nx);
            double tn = Math.hypot(tu, tv);
            double pu = a * (tu / tn);
            double pv = b * (tv / tn);
            double px = cx + c * pu - s * pv;
            double py = cy + s * pu + c * pv;
            double gap = (x1 - px) * nx + (y1 - py) * ny; // > 0: the line passes the ellipse by
            // the projection over len, twice: len² would overflow or vanish at extreme sizes
            double along = ((px - x1) * (ex / len) + (py - y1) * (ey / len)) / len;
            if (gap > 0 && along > 0 && along < 1) {
                best = Math.min(best, gap);
            }
            return best;
        }

        /**
         * Where the ray from (x, y) along the unit vector (rx, ry) first enters the ellipse (grown
         * by the slack), as a distance along the ray; +∞ when it misses. The start lies outside.
         */
        double chordStart(double x, double y, double rx, double ry) {
            double dx = x - cx;
            double dy = y - cy;
            double pu = (c * dx + s * dy) / a;
            double pv = (c * dy - s * dx) / b;
            // the direction per 2^scale of length, 2^scale the longer half axis's power of two: the
            // unit vector over a would vanish when squared for a huge ellipse, overflow for a tiny one
            int scale = Math.getExponent(Math.max(a, b));
            double du = (c * rx + s * ry) / Math.scalb(a, -scale);
            double dv = (c * ry - s * rx) / Math.scalb(b, -scale);
            double qa = du * du + dv * dv;
            double qb = pu * du + pv * dv;
            double reach = 1 + unitSlack;
            double qc = pu * pu + pv * pv - reach * reach;
            double disc = qb * qb - qa * qc;
            if (disc < 0 || qb > 0) { // misses, or the ellipse lies behind the start
                return Double.POSITIVE_INFINITY;
            }
            return Math.scalb((-qb - Math.sqrt(disc)) / qa, scale);
        }

        /** Whether this ellipse and another meet: in this one's unit frame the other is an ellipse too. */
        boolean meetsEllipse(Frame o) {
            // the other's points: o.centre + R(o)·diag(o.a, o.b)·w for |w| <= 1; into this unit frame
            // by F = diag(1/a, 1/b)·R(this)ᵀ (R(θ) = [[c, -s], [s, c]]): N = F·R(o)·diag(o.a, o.b)
            double dx = o.cx - cx;
            double dy = o.cy - cy;
            double ccu = (c * dx + s * dy) / a;
            double ccv = (c * dy - s * dx) / b;
            // R(this)ᵀ·R(o) turns by the difference of the angles
            double rc = c * o.c + s * o.s;
            double rs = c * o.s - s * o.c;
            double n11 = rc * o.a / a;
            double n12 = -rs * o.b / a;
            double n21 = rs * o.a / b;
            double n22 = rc * o.b / b;
            // N = R(φ)·diag(σ1, σ2)·(...): the image is an ellipse with half axes σ1, σ2 along φ
            double s11 = n11 * n11 + n12 * n12;
            double s22 = n21 * n21 + n22 * n22;
            double s12 = n11 * n21 + n12 * n22;
            double mean = (s11 + s22) / 2;
            double radius = Math.hypot((s11 - s22) / 2, s12);
            double phi = 0.5 * Math.atan2(2 * s12, s11 - s22);
            double sigma1 = Math.sqrt(mean + radius);
            double sigma2 = Math.sqrt(Math.max(0, mean - radius));
            double pc = Math.cos(phi);
            double ps = Math.sin(phi);
            // this ellipse's centre (the origin) in the image's axes
            double u = -(pc * ccu + ps * ccv);
            double v = -(pc * ccv - ps * ccu);
            if (sigma2 > 0 && (u / sigma1) * (u / sigma1) + (v / sigma2) * (v / sigma2) <= 1) {
                return true;
            }
            double[] q = nearest(sigma1, sigma2, Math.abs(u), Math.abs(v));
            return Math.hypot(q[0] - Math.abs(u), q[1] - Math.abs(v)) <= 1 + unitSlack;
        }
    }

    private static double[] swap(double[] p) {
        return new double[] {p[1], p[0]};
    }

    /**
     * The point of the rim of {@code (x/e0)² + (y/e1)² = 1} nearest to (y0, y1), for
     * {@code e0 >= e1 >= 0} and {@code y0, y1 >= 0}; by the bisection of Eberly's method.
     */
    static double[] nearest(double e0, double e1, double y0, double y1) {
        if (e1 == 0) {
            return new double[] {Math.min(y0, e0), 0};
        }
        if (y1 > 0) {
            if (y0 > 0) {
                double z0 = y0 / e0;
                double z1 = y1 / e1;
                double g = z0 * z0 + z1 * z1 - 1;
                if (g == 0) {
                    return new double[] {y0, y1};
                }
                double r0 = (e0 / e1) * (e0 / e1);
                double sbar = root(r0, z0, z1, g);
                return new double[] {r0 * y0 / (sbar + r0), y1 / (sbar + 1)};
            }
            return new double[] {0, e1};
        }
        double numer = e0 * y0;
        double denom = e0 * e0 - e1 * e1;
        if (numer < denom) {
            double xde = numer / denom;
            return new double[] {e0 * xde, e1 * Math.sqrt(Math.max(0, 1 - xde * xde))};
        }
        return new double[] {e0, 0};
    }

    /** The root s of {@code (r0·z0/(s + r0))² + (z1/(s + 1))² = 1}, by bisection to the last bit. */
    private static double root(double r0, double z0, double z1, double g) {
        double n0 = r0 * z0;
        double s0 = z1 - 1;
        double s1 = g < 0 ? 0 : Math.hypot(n0, z1) - 1;
        double s = 0;
        for (int i = 0; i < 1100; i++) {
            s = (s0 + s1) / 2;
            if (s == s0 || s == s1) {
                break;
            }
            double ratio0 = n0 / (s + r0);
            double ratio1 = z1 / (s + 1);
            double f = ratio0 * ratio0 + ratio1 * ratio1 - 1;
            if (f > 0) {
                s0 = s;
            } else if (f < 0) {
                s1 = s;
            } else {
                break;
            }
        }
        return s;
    }

    // ---- a fan against straight edges and capsules ----

    /**
     * A convex piece of a fan's opening: the half-planes {@code n_i·(p - apex) >= 0} of its
     * {@link Wedge}, and the rays from the apex that bound it (both ways along the line for a
     * half-plane piece of a fan wider than 180°).
     */
    static final class Piece {
        final double[] nx;
        final double[] ny;
        final double[] rayX;
        final double[] rayY;

        private Piece(Wedge w, double[] rayX, double[] rayY) {
            this.nx = w.nx;
            this.ny = w.ny;
            this.rayX = rayX;
            this.rayY = rayY;
        }

        static Piece[] of(Fan f) {
            Wedge[] w = Wedge.of(f);
            double ax = f.firstRayX();
            double ay = f.firstRayY();
            double bx = f.lastRayX();
            double by = f.lastRayY();
            if (w.length == 1) {
                return new Piece[] {new Piece(w[0], new double[] {ax, bx}, new double[] {ay, by})};
            }
            return new Piece[] {new Piece(w[0], new double[] {ax, -ax}, new double[] {ay, -ay}),
                new Piece(w[1], new double[] {bx, -bx}, new double[] {by, -by})};
        }

        /** Whether (x, y) lies in the piece, within the slack, for the apex (px, py). */
        boolean holds(double px, double py, double x, double y, double tol) {
            for (int i = 0; i < nx.length; i++) {
                if (nx[i] * (x - px) + ny[i] * (y - py) < -tol) {
                    return false;
                }
            }
            return true;
        }
    }

    /**
     * Whether the closed segment meets the fan within the slack: it is clipped to each piece, and
     * the clipped part's point nearest the apex is within len. A full fan is its disc.
     */
    static boolean fanSegment(Fan f, double x1, double y1, double x2, double y2, double tol) {
        double ax = f.apexX();
        double ay = f.apexY();
        if (f.isFullDisc()) {
            return nearWithin(ax, ay, x1, y1, x2, y2, 0, 1, f.len() + tol);
        }
        for (Piece p : Piece.of(f)) {
            double lo = 0;
            double hi = 1;
            boolean empty = false;
            for (int i = 0; i < p.nx.length && !empty; i++) {
                double g0 = p.nx[i] * (x1 - ax) + p.ny[i] * (y1 - ay) + tol;
                double g1 = p.nx[i] * (x2 - ax) + p.ny[i] * (y2 - ay) + tol;
                if (g0 < 0 && g1 < 0) {
                    empty = true;
                } else if (g0 < 0) {
                    lo = Math.max(lo, g0 / (g0 - g1));
                } else if (g1 < 0) {
                    hi = Math.min(hi, g0 / (g0 - g1));
                }
            }
            if (!empty && lo <= hi && nearWithin(ax, ay, x1, y1, x2, y2, lo, hi, f.len() + tol)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the part t ∈ [lo, hi] of the segment comes within reach of (px, py). */
    private static boolean nearWithin(double px, double py, double x1, double y1, double x2, double y2,
            double lo, double hi, double reach) {
        double ex = x2 - x1;
        double ey = y2 - y1;
        // the nearest point's t in the segment's own scale (lengths divided by the power of two of
        // its longer side, exactly), so that its squared length neither overflows nor vanishes
        int e = Math.getExponent(Math.max(Math.abs(ex), Math.abs(ey)));
        double ux = Math.scalb(ex, -e);
        double uy = Math.scalb(ey, -e);
        double ee = ux * ux + uy * uy;
        double t = ee > 0 ? (Math.scalb(px - x1, -e) * ux + Math.scalb(py - y1, -e) * uy) / ee : 0;
        t = Math.max(lo, Math.min(hi, t));
        return Math.hypot(x1 + t * ex - px, y1 + t * ey - py) <= reach;
    }

    /** A fan and a segment, polyline or polygon: an edge meets the fan, or the apex lies in the polygon. */
    static boolean fanPath(Fan f, Shape path, double tol) {
        boolean closed = Overlaps.isClosed(path);
        return Overlaps.anyEdge(Overlaps.edgesOf(path), closed, null,
                (ax, ay, bx, by) -> fanSegment(f, ax, ay, bx, by, tol))
                || closed && path.contains(f.apexX(), f.apexY());
    }

    /**
     * A fan and a capsule: the apex lies in the capsule (exact), the fan meets a disc at an end
     * (exact), or one of the two long sides of the capsule's middle (a rectangle whose short
     * sides lie in the end discs) meets the fan.
     */
    static boolean fanCapsule(Fan f, Capsule k, double tol) {
        if (k.contains(f.apexX(), f.apexY())
                || Overlaps.test(f, Circle.of(k.x1(), k.y1(), k.r())) || Overlaps.test(f, Circle.of(k.x2(), k.y2(), k.r()))) {
            return true;
        }
        double ex = k.x2() - k.x1();
        double ey = k.y2() - k.y1();
        double len = Math.hypot(ex, ey);
        if (len == 0 || k.r() == 0) {
            return k.r() == 0 && fanSegment(f, k.x1(), k.y1(), k.x2(), k.y2(), tol);
        }
        double ox = -ey / len * k.r();
        double oy = ex / len * k.r();
        return fanSegment(f, k.x1() + ox, k.y1() + oy, k.x2() + ox, k.y2() + oy, tol)
                || fanSegment(f, k.x1() - ox, k.y1() - oy, k.x2() - ox, k.y2() - oy, tol);
    }
}
