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
}
