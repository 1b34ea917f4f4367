package io.hantei.bench;

import io.hantei.geom.Angles;
import io.hantei.geom.Circle;
import io.hantei.geom.Fan;
import io.hantei.geom.Rect;
import io.hantei.geom.RotatedRect;

/**
 * The fast paths of {@code contains} as they were before the speed work of issue 5 (commit
 * 4af367a), so that one run measures before and after side by side: a finiteness check up front,
 * an error bound computed per point from |dx| + |dy|, and answers made by comparisons (which the
 * JIT may compile as jumps). Points the old fast path left undecided go to the library's
 * {@code contains}, which answers them exactly as the old slow path did; the benchmark points
 * never need it.
 */
final class Before {

    private Before() {
    }

    interface Code {
        int at(double x, double y);
    }

    interface Exact {
        boolean contains(double x, double y);
    }

    /** The old batch loops' tail: the poison check, then the exact fix-up of undecided points. */
    static int finish(Code code, Exact exact, double[] xs, double[] ys, boolean[] out, int hits, int codes, double poison) {
        if (poison != 0) {
            throw new IllegalArgumentException("a query point is not finite");
        }
        if ((codes & 2) != 0) {
            for (int i = 0; i < xs.length; i++) {
                if ((code.at(xs[i], ys[i]) & 2) != 0) {
                    boolean in = exact.contains(xs[i], ys[i]);
                    hits += (in ? 1 : 0) - (out[i] ? 1 : 0);
                    out[i] = in;
                }
            }
        }
        return hits;
    }

    private static void checkPoint(double x, double y) {
        if ((x - x) + (y - y) != 0.0) {
            throw new IllegalArgumentException("query point must be finite: (" + x + ", " + y + ")");
        }
    }

    static final class AxisRect {
        private final double minX;
        private final double minY;
        private final double maxX;
        private final double maxY;

        /** For rectangles whose edges are doubles (the scene's are whole numbers). */
        AxisRect(Rect r) {
            this.minX = r.left();
            this.minY = r.top();
            this.maxX = r.right();
            this.maxY = r.bottom();
        }

        boolean contains(double x, double y) {
            checkPoint(x, y);
            return (x >= minX) & (x <= maxX) & (y >= minY) & (y <= maxY);
        }
    }

    static final class Rotated {
        private final RotatedRect shape;
        private final double cx;
        private final double cy;
        private final double cos;
        private final double sin;
        private final double halfW;
        private final double halfH;
        private final Rect axisAligned = null;   // the scene's turn (30°) is not a multiple of 90°
        private final boolean centreOnly = false;

        Rotated(RotatedRect r) {
            this.shape = r;
            this.cx = r.centerX();
            this.cy = r.centerY();
            this.cos = r.cos();
            this.sin = r.sin();
            this.halfW = r.width() / 2;
            this.halfH = r.height() / 2;
        }

        boolean contains(double x, double y) {
            checkPoint(x, y);
            if (axisAligned != null) {
                return axisAligned.contains(x, y);
            }
            if (centreOnly) {
                return (x == cx) & (y == cy);
            }
            double dx = x - cx;
            double dy = y - cy;
            double u = cos * dx + sin * dy;
            double v = cos * dy - sin * dx;
            double gu = Math.abs(u) - halfW;
            double gv = Math.abs(v) - halfH;
            double err = 1e-15 * (Math.abs(dx) + Math.abs(dy)) + Double.MIN_NORMAL;
            if (!(Math.abs(gu) > err) | !(Math.abs(gv) > err)) {
                return shape.contains(x, y);
            }
            return (gu <= 0) & (gv <= 0);
        }

        /** The old batch loop: an int code per point (bit 0 inside, bit 1 undecided), fix-up after. */
        int containsAll(double[] xs, double[] ys, boolean[] out) {
            double poison = 0;
            int hits = 0;
            int codes = 0;
            for (int i = 0; i < xs.length; i++) {
                double x = xs[i];
                double y = ys[i];
                poison += (x - x) + (y - y);
                int code = code(x, y);
                out[i] = (code & 1) != 0;
                hits += code & 1;
                codes |= code;
            }
            return finish(this::code, shape::contains, xs, ys, out, hits, codes, poison);
        }

        private int code(double x, double y) {
            double dx = x - cx;
            double dy = y - cy;
            double u = cos * dx + sin * dy;
            double v = cos * dy - sin * dx;
            double gu = Math.abs(u) - halfW;
            double gv = Math.abs(v) - halfH;
            double err = 1e-15 * (Math.abs(dx) + Math.abs(dy)) + Double.MIN_NORMAL;
            return (((gu <= 0) & (gv <= 0)) ? 1 : 0) | ((!(Math.abs(gu) > err) | !(Math.abs(gv) > err)) ? 2 : 0);
        }
    }

    static final class Sector {
        private final Fan shape;
        private final double ax;
        private final double ay;
        private final double len2;
        private final double band;
        private final boolean special = false;   // the scene's fan is neither a disc nor a segment
        private final boolean reflex;
        private final double aX;
        private final double aY;
        private final double bX;
        private final double bY;

        Sector(Fan f) {
            this.shape = f;
            this.ax = f.apexX();
            this.ay = f.apexY();
            this.len2 = f.len() * f.len();
            this.band = len2 * 1e-15;
            this.reflex = f.rangeDegrees() > 180;
            double dir = Angles.normalizeDegrees(f.dirDegrees());
            this.aX = Angles.cosDeg(dir - f.rangeDegrees() / 2);
            this.aY = Angles.sinDeg(dir - f.rangeDegrees() / 2);
            this.bX = Angles.cosDeg(dir + f.rangeDegrees() / 2);
            this.bY = Angles.sinDeg(dir + f.rangeDegrees() / 2);
        }

        boolean contains(double x, double y) {
            checkPoint(x, y);
            if (special) {
                return shape.contains(x, y);
            }
            double dx = x - ax;
            double dy = y - ay;
            double gap = dx * dx + dy * dy - len2;
            double ca = aX * dy - aY * dx;
            double cb = bX * dy - bY * dx;
            double err = 1e-15 * (Math.abs(dx) + Math.abs(dy)) + Double.MIN_NORMAL;
            if (!(Math.abs(gap) > band) | !(Math.abs(ca) > err) | !(Math.abs(cb) > err)) {
                return shape.contains(x, y);
            }
            boolean angular = reflex ? (ca >= 0) | (cb <= 0) : (ca >= 0) & (cb <= 0);
            return (gap <= 0) & angular;
        }

        /** The old batch loop: an int code per point (bit 0 inside, bit 1 undecided), fix-up after. */
        int containsAll(double[] xs, double[] ys, boolean[] out) {
            double poison = 0;
            int hits = 0;
            int codes = 0;
            for (int i = 0; i < xs.length; i++) {
                double x = xs[i];
                double y = ys[i];
                poison += (x - x) + (y - y);
                int code = code(x, y);
                out[i] = (code & 1) != 0;
                hits += code & 1;
                codes |= code;
            }
            return finish(this::code, shape::contains, xs, ys, out, hits, codes, poison);
        }

        private int code(double x, double y) {
            double dx = x - ax;
            double dy = y - ay;
            double gap = dx * dx + dy * dy - len2;
            double ca = aX * dy - aY * dx;
            double cb = bX * dy - bY * dx;
            double err = 1e-15 * (Math.abs(dx) + Math.abs(dy)) + Double.MIN_NORMAL;
            boolean angular = reflex ? (ca >= 0) | (cb <= 0) : (ca >= 0) & (cb <= 0);
            boolean unsure = !(Math.abs(gap) > band) | !(Math.abs(ca) > err) | !(Math.abs(cb) > err);
            return (((gap <= 0) & angular) ? 1 : 0) | (unsure ? 2 : 0);
        }
    }

    static final class Disc {
        private final Circle shape;
        private final double cx;
        private final double cy;
        private final double r2;
        private final double band;

        Disc(Circle c) {
            this.shape = c;
            this.cx = c.centerX();
            this.cy = c.centerY();
            this.r2 = c.r() * c.r();
            this.band = r2 * 1e-15;
        }

        boolean contains(double x, double y) {
            checkPoint(x, y);
            double dx = x - cx;
            double dy = y - cy;
            double gap = dx * dx + dy * dy - r2;
            if (!(Math.abs(gap) > band)) {
                return shape.contains(x, y);
            }
            return gap <= 0;
        }
    }
}
