package io.hantei.bench;

/**
 * The limit: hand-written prepared tests with no branch at all (every comparison is combined
 * with {@code &}), no validation and no exact fallback. Not exact near the boundary; they show
 * what the plain arithmetic of each test costs, the floor an exact library can approach.
 */
final class HandLimit {

    private HandLimit() {
    }

    static final class AxisRect {
        private final double left;
        private final double top;
        private final double right;
        private final double bottom;

        AxisRect(double left, double top, double right, double bottom) {
            this.left = left;
            this.top = top;
            this.right = right;
            this.bottom = bottom;
        }

        boolean contains(double x, double y) {
            return (x >= left) & (x <= right) & (y >= top) & (y <= bottom);
        }
    }

    static final class RotatedRect {
        private final double cx;
        private final double cy;
        private final double cos;
        private final double sin;
        private final double halfW;
        private final double halfH;

        RotatedRect(double cx, double cy, double w, double h, double angleDegrees) {
            this.cx = cx;
            this.cy = cy;
            this.cos = Math.cos(Math.toRadians(angleDegrees));
            this.sin = Math.sin(Math.toRadians(angleDegrees));
            this.halfW = w / 2;
            this.halfH = h / 2;
        }

        boolean contains(double x, double y) {
            double dx = x - cx;
            double dy = y - cy;
            double u = cos * dx + sin * dy;
            double v = cos * dy - sin * dx;
            return (Math.abs(u) <= halfW) & (Math.abs(v) <= halfH);
        }
    }

    /** A fan narrower than 180°: within the radius, past the first ray and before the last. */
    static final class Fan {
        private final double ax;
        private final double ay;
        private final double firstX;
        private final double firstY;
        private final double lastX;
        private final double lastY;
        private final double len2;

        Fan(double ax, double ay, double dirDegrees, double rangeDegrees, double len) {
            this.ax = ax;
            this.ay = ay;
            double first = Math.toRadians(dirDegrees - rangeDegrees / 2);
            double last = Math.toRadians(dirDegrees + rangeDegrees / 2);
            this.firstX = Math.cos(first);
            this.firstY = Math.sin(first);
            this.lastX = Math.cos(last);
            this.lastY = Math.sin(last);
            this.len2 = len * len;
        }

        boolean contains(double x, double y) {
            double dx = x - ax;
            double dy = y - ay;
            return (dx * dx + dy * dy <= len2) & (firstX * dy - firstY * dx >= 0) & (lastX * dy - lastY * dx <= 0);
        }
    }

    static final class Circle {
        private final double cx;
        private final double cy;
        private final double r2;

        Circle(double cx, double cy, double r) {
            this.cx = cx;
            this.cy = cy;
            this.r2 = r * r;
        }

        boolean contains(double x, double y) {
            double dx = x - cx;
            double dy = y - cy;
            return dx * dx + dy * dy <= r2;
        }
    }

    /** The ellipse inscribed in w x h, turned: the frame scaled to the unit circle, prepared. */
    static final class Ellipse {
        private final double cx;
        private final double cy;
        private final double cu;
        private final double su;
        private final double cv;
        private final double sv;

        Ellipse(double cx, double cy, double w, double h, double angleDegrees) {
            this.cx = cx;
            this.cy = cy;
            double cos = Math.cos(Math.toRadians(angleDegrees));
            double sin = Math.sin(Math.toRadians(angleDegrees));
            this.cu = 2 * cos / w;
            this.su = 2 * sin / w;
            this.cv = 2 * cos / h;
            this.sv = 2 * sin / h;
        }

        boolean contains(double x, double y) {
            double dx = x - cx;
            double dy = y - cy;
            double u = cu * dx + su * dy;
            double v = cv * dy - sv * dx;
            return u * u + v * v <= 1;
        }
    }

    /** Within r of the segment: the projection clamped to the segment, then the squared distance. */
    static final class Capsule {
        private final double x1;
        private final double y1;
        private final double ex;
        private final double ey;
        private final double invLen2;
        private final double r2;

        Capsule(double x1, double y1, double x2, double y2, double r) {
            this.x1 = x1;
            this.y1 = y1;
            this.ex = x2 - x1;
            this.ey = y2 - y1;
            this.invLen2 = 1 / (ex * ex + ey * ey);
            this.r2 = r * r;
        }

        boolean contains(double x, double y) {
            double qx = x - x1;
            double qy = y - y1;
            double t = Math.max(0, Math.min(1, (qx * ex + qy * ey) * invLen2));
            double fx = qx - t * ex;
            double fy = qy - t * ey;
            return fx * fx + fy * fy <= r2;
        }
    }

    /**
     * The plain crossing-number loop (W. R. Franklin's PNPOLY, even-odd) over every edge, after a
     * test of the vertices' box: what a polygon test costs without an index. Not exact: the
     * crossing's x is a rounded quotient. Branches where the textbook has them (the division only
     * for the edges that straddle the point's level, which are few).
     */
    static final class Polygon {
        private final double[] xs;
        private final double[] ys;
        private final double minX;
        private final double minY;
        private final double maxX;
        private final double maxY;

        Polygon(double[] xs, double[] ys) {
            this.xs = xs.clone();
            this.ys = ys.clone();
            double x0 = xs[0];
            double y0 = ys[0];
            double x1 = xs[0];
            double y1 = ys[0];
            for (int i = 1; i < xs.length; i++) {
                x0 = Math.min(x0, xs[i]);
                y0 = Math.min(y0, ys[i]);
                x1 = Math.max(x1, xs[i]);
                y1 = Math.max(y1, ys[i]);
            }
            this.minX = x0;
            this.minY = y0;
            this.maxX = x1;
            this.maxY = y1;
        }

        boolean contains(double x, double y) {
            if (x < minX || x > maxX || y < minY || y > maxY) {
                return false;
            }
            double[] px = xs;
            double[] py = ys;
            boolean inside = false;
            for (int i = 0, j = px.length - 1; i < px.length; j = i++) {
                if ((py[i] > y) != (py[j] > y)
                        && x < (px[j] - px[i]) * (y - py[i]) / (py[j] - py[i]) + px[i]) {
                    inside = !inside;
                }
            }
            return inside;
        }
    }
}
