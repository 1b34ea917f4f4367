package io.hantei.geom;

/**
 * A shape of this package as a few doubles and back, exactly: the rebuilt shape is equal to the
 * original and answers every point as it does. For carrying shapes between processes (an
 * isolated rule set's child JVM sends its script's shapes to the host this way). The first number
 * is the kind; names travel separately ({@link Shape#named}).
 * <pre>
 * double[] n = ShapeCodec.encode(shape);   // null for a shape this package did not make
 * Shape same = ShapeCodec.decode(n);       // IllegalArgumentException for numbers no shape has
 * </pre>
 */
public final class ShapeCodec {

    private ShapeCodec() {
    }

    private static final int RECT = 1;
    private static final int ROTATED_RECT = 2;
    private static final int FAN = 3;
    private static final int CIRCLE = 4;
    private static final int ELLIPSE = 5;
    private static final int CAPSULE = 6;
    private static final int SEGMENT = 7;
    private static final int POLYLINE = 8;
    private static final int POLYGON = 9;

    /** The most vertices of a polyline or polygon that travel this way. */
    public static final int MAX_VERTICES = 1 << 20;

    /** The most numbers a shape takes: a kind, a count and two per vertex. */
    public static final int MAX_NUMBERS = 2 + 2 * MAX_VERTICES;

    /**
     * The shape as its kind and numbers, which {@link #decode} turns back into an equal shape.
     *
     * @param s the shape
     * @return the numbers, at most {@link #MAX_NUMBERS} of them; null when s is null, not one of
     *         this package's shapes, or a polyline or polygon of more than {@link #MAX_VERTICES}
     *         vertices
     */
    public static double[] encode(Shape s) {
        if (s instanceof Rect r) {
            // the edges exactly (rounded part and error), so that a rect made from x + w answers as it did
            return new double[]{RECT, r.left(), r.leftLo(), r.top(), r.topLo(), r.right(), r.rightLo(), r.bottom(),
                    r.bottomLo(), r.width(), r.height()};
        }
        if (s instanceof RotatedRect r) {
            return new double[]{ROTATED_RECT, r.centerX(), r.centerY(), r.width(), r.height(), r.angleDegrees()};
        }
        if (s instanceof Fan f) {
            return new double[]{FAN, f.apexX(), f.apexY(), f.dirDegrees(), f.rangeDegrees(), f.len()};
        }
        if (s instanceof Circle c) {
            return new double[]{CIRCLE, c.centerX(), c.centerY(), c.r()};
        }
        if (s instanceof Ellipse e) {
            return new double[]{ELLIPSE, e.centerX(), e.centerY(), e.width(), e.height(), e.angleDegrees()};
        }
        if (s instanceof Capsule c) {
            return new double[]{CAPSULE, c.x1(), c.y1(), c.x2(), c.y2(), c.r()};
        }
        if (s instanceof Segment g) {
            return new double[]{SEGMENT, g.x1(), g.y1(), g.x2(), g.y2()};
        }
        if (s instanceof Polyline p && p.vertexCount() <= MAX_VERTICES) {
            return vertices(POLYLINE, p.vertexCount(), p::vertexX, p::vertexY);
        }
        if (s instanceof Polygon p && p.vertexCount() <= MAX_VERTICES) {
            return vertices(POLYGON, p.vertexCount(), p::vertexX, p::vertexY);
        }
        return null;
    }

    private static double[] vertices(int kind, int n, java.util.function.IntToDoubleFunction x,
                                     java.util.function.IntToDoubleFunction y) {
        double[] numbers = new double[2 + 2 * n];
        numbers[0] = kind;
        numbers[1] = n;
        for (int i = 0; i < n; i++) {
            numbers[2 + 2 * i] = x.applyAsDouble(i);
            numbers[3 + 2 * i] = y.applyAsDouble(i);
        }
        return numbers;
    }

    /**
     * The shape {@link #encode} made these numbers of, unnamed, checked as its factory checks it.
     *
     * @param n the numbers, as {@link #encode} gives them
     * @return the shape, equal to the one encoded
     * @throws IllegalArgumentException if n is null or empty, no shape has such a kind and count
     *         of numbers, or the numbers are refused by the shape's factory (a negative radius, a
     *         NaN)
     */
    public static Shape decode(double[] n) {
        if (n == null || n.length == 0) {
            throw new IllegalArgumentException("shape numbers: expected a kind and its numbers but got "
                    + (n == null ? "null" : "none"));
        }
        double kind = n[0];
        if (kind == RECT && n.length == 11) {
            return Rect.exact(n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9], n[10]);
        }
        if (kind == ROTATED_RECT && n.length == 6) {
            return RotatedRect.of(n[1], n[2], n[3], n[4], n[5]);
        }
        if (kind == FAN && n.length == 6) {
            return Fan.of(n[1], n[2], n[3], n[4], n[5]);
        }
        if (kind == CIRCLE && n.length == 4) {
            return Circle.of(n[1], n[2], n[3]);
        }
        if (kind == ELLIPSE && n.length == 6) {
            return Ellipse.of(n[1], n[2], n[3], n[4], n[5]);
        }
        if (kind == CAPSULE && n.length == 6) {
            return Capsule.of(n[1], n[2], n[3], n[4], n[5]);
        }
        if (kind == SEGMENT && n.length == 5) {
            return Segment.of(n[1], n[2], n[3], n[4]);
        }
        if ((kind == POLYLINE || kind == POLYGON) && n.length >= 2 && n[1] == (n.length - 2) / 2 && n.length % 2 == 0) {
            int count = (n.length - 2) / 2;
            double[] xs = new double[count];
            double[] ys = new double[count];
            for (int i = 0; i < count; i++) {
                xs[i] = n[2 + 2 * i];
                ys[i] = n[3 + 2 * i];
            }
            return kind == POLYLINE ? Polyline.of(xs, ys) : Polygon.of(xs, ys);
        }
        throw new IllegalArgumentException("shape numbers: no shape is kind " + kind + " with " + (n.length - 1)
                + " numbers");
    }
}
