package io.hantei.tiled;

import io.hantei.geom.Angles;
import io.hantei.geom.Capsule;
import io.hantei.geom.Ellipse;
import io.hantei.geom.Polygon;
import io.hantei.geom.Polyline;
import io.hantei.geom.Rect;
import io.hantei.geom.Shape;

/**
 * Tiled's geometry as hantei shapes (docs/geometry.md §24). Every region is built in the
 * object's local frame, whose origin is its anchor (X, Y) (its x, y plus its layers' offsets),
 * and turned by the rotation clockwise about that anchor: a local point (u, v) lands on
 * {@code (X + (c·u − s·v), Y + (s·u + c·v))}, c and s the cosine and sine of the rotation in
 * degrees ({@link Angles}: exactly 0 and ±1 at multiples of 90°).
 *
 * <p>At multiples of 90° a box stays a box: its edges are X or Y plus one of its local edges
 * (negated or not), kept as exact sums by {@link Rect#ofOffsets}, so a point on an edge of a
 * turned rectangle is inside and the ulp beyond it is outside. At other angles a box is the
 * polygon of its four corners turned in doubles by that formula, like the vertices of a polygon
 * object: a corner at the anchor is exactly the anchor, so (x, y) of a turned rectangle is
 * always inside it.
 */
final class TiledShapes {

    private TiledShapes() {
    }

    /**
     * The local box of a tile object by its alignment: where (0, 0), the anchor, sits on the
     * w x h box. Returns the box's left and top in local coordinates.
     */
    static double[] alignedOrigin(String alignment, double w, double h) {
        double hw = w / 2;
        double hh = h / 2;
        switch (alignment) {
            case "topleft": return new double[]{0, 0};
            case "top": return new double[]{-hw, 0};
            case "topright": return new double[]{-w, 0};
            case "left": return new double[]{0, -hh};
            case "center": return new double[]{-hw, -hh};
            case "right": return new double[]{-w, -hh};
            case "bottom": return new double[]{-hw, -h};
            case "bottomright": return new double[]{-w, -h};
            case "bottomleft":
            default: return new double[]{0, -h};
        }
    }

    /** The closed box [u0, u0 + w] x [v0, v0 + h] of the local frame, turned about (x, y). */
    static Shape box(double x, double y, double u0, double v0, double w, double h, double rotation) {
        double u1 = u0 + w;
        double v1 = v0 + h;
        if (u1 < u0) {            // a negative size spans the other way
            double t = u0; u0 = u1; u1 = t;
        }
        if (v1 < v0) {
            double t = v0; v0 = v1; v1 = t;
        }
        double c = Angles.cosDeg(rotation);
        double s = Angles.sinDeg(rotation);
        if (Angles.isRightAngleMultiple(rotation)) {
            // each turned corner offset is exact (c, s are 0 and ±1): the box of the four
            double[] dx = {c * u0 - s * v0, c * u1 - s * v0, c * u1 - s * v1, c * u0 - s * v1};
            double[] dy = {s * u0 + c * v0, s * u1 + c * v0, s * u1 + c * v1, s * u0 + c * v1};
            return Rect.ofOffsets(x, y, min(dx), min(dy), max(dx), max(dy));
        }
        // any other turn: the polygon of the four corners, each turned in doubles as every
        // vertex of a polygon object is, so the anchor (a corner or not) stays exactly where it is
        double[] us = {u0, u1, u1, u0};
        double[] vs = {v0, v0, v1, v1};
        double[] xs = new double[4];
        double[] ys = new double[4];
        for (int i = 0; i < 4; i++) {
            xs[i] = x + (c * us[i] - s * vs[i]);
            ys[i] = y + (s * us[i] + c * vs[i]);
        }
        return Polygon.of(xs, ys);
    }

    /** The ellipse inscribed in the local box [0, w] x [0, h], turned about (x, y). */
    static Shape ellipse(double x, double y, double w, double h, double rotation) {
        double c = Angles.cosDeg(rotation);
        double s = Angles.sinDeg(rotation);
        double mu = w / 2;
        double mv = h / 2;
        return Ellipse.of(x + (c * mu - s * mv), y + (s * mu + c * mv), Math.abs(w), Math.abs(h), rotation);
    }

    /**
     * The capsule of the local box [0, w] x [0, h]: the rounded rectangle of radius
     * min(w, h)/2, that is the points within that radius of the segment along the box's middle.
     */
    static Shape capsule(double x, double y, double w, double h, double rotation) {
        double aw = Math.abs(w);
        double ah = Math.abs(h);
        double u0 = Math.min(0, w);
        double v0 = Math.min(0, h);
        double r = Math.min(aw, ah) / 2;
        double au;
        double av;
        double bu;
        double bv;
        if (aw >= ah) {
            au = u0 + r;
            bu = u0 + aw - r;
            av = bv = v0 + r;
        } else {
            av = v0 + r;
            bv = v0 + ah - r;
            au = bu = u0 + r;
        }
        double c = Angles.cosDeg(rotation);
        double s = Angles.sinDeg(rotation);
        return Capsule.of(x + (c * au - s * av), y + (s * au + c * av),
                x + (c * bu - s * bv), y + (s * bu + c * bv), r);
    }

    /** The single point (x, y), as the 0 x 0 box. */
    static Shape point(double x, double y) {
        return Rect.ofOffsets(x, y, 0, 0, 0, 0);
    }

    /**
     * The polygon or polyline of the points (x0, y0, x1, y1, ...) relative to (x, y), turned
     * about it. Fewer points than the outline needs make what they span: a polygon of 2 points
     * is the segment between them (its outline there and back), 1 point is that point, none the
     * anchor.
     */
    static Shape outline(boolean closed, double x, double y, double[] pts, double rotation) {
        int n = pts.length / 2;
        if (n == 0) {
            return point(x, y);
        }
        double c = Angles.cosDeg(rotation);
        double s = Angles.sinDeg(rotation);
        double[] xs = new double[n];
        double[] ys = new double[n];
        for (int i = 0; i < n; i++) {
            double u = pts[2 * i];
            double v = pts[2 * i + 1];
            xs[i] = x + (c * u - s * v);
            ys[i] = y + (s * u + c * v);
        }
        if (n == 1) {
            return Rect.ofOffsets(xs[0], ys[0], 0, 0, 0, 0);
        }
        if (closed && n >= 3) {
            return Polygon.of(xs, ys);
        }
        return Polyline.of(xs, ys);
    }

    private static double min(double[] a) {
        return Math.min(Math.min(a[0], a[1]), Math.min(a[2], a[3]));
    }

    private static double max(double[] a) {
        return Math.max(Math.max(a[0], a[1]), Math.max(a[2], a[3]));
    }
}
