package io.hantei.geom;

import java.util.function.Function;

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

    // The first number of each kind's numbers: what a host and its child read, so never renumbered.
    private static final int CODE_RECT = 1;
    private static final int CODE_ROTATED_RECT = 2;
    private static final int CODE_FAN = 3;
    private static final int CODE_CIRCLE = 4;
    private static final int CODE_ELLIPSE = 5;
    private static final int CODE_CAPSULE = 6;
    private static final int CODE_SEGMENT = 7;
    private static final int CODE_POLYLINE = 8;
    private static final int CODE_POLYGON = 9;

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
        ShapeKind k = ShapeKind.of(s);
        return k == null ? null : ENCODE.get(k).apply(s);
    }

    /**
     * {@link #encode}'s numbers for each kind (ARCHITECTURE.md, "Adding a shape"); null for an
     * outline of more than {@link #MAX_VERTICES} vertices.
     */
    private static final KindTable<Function<Shape, double[]>> ENCODE = KindTable.of("shape numbers", k -> switch (k) {
        // the edges exactly (rounded part and error), so that a rect made from x + w answers as it did
        case RECT -> s -> {
            Rect r = (Rect) s;
            return new double[]{CODE_RECT, r.left(), r.leftLo(), r.top(), r.topLo(), r.right(), r.rightLo(), r.bottom(),
                    r.bottomLo(), r.width(), r.height()};
        };
        case ROTATED_RECT -> s -> {
            RotatedRect r = (RotatedRect) s;
            return new double[]{CODE_ROTATED_RECT, r.centerX(), r.centerY(), r.width(), r.height(), r.angleDegrees()};
        };
        case FAN -> s -> {
            Fan f = (Fan) s;
            return new double[]{CODE_FAN, f.apexX(), f.apexY(), f.dirDegrees(), f.rangeDegrees(), f.len()};
        };
        case CIRCLE -> s -> {
            Circle c = (Circle) s;
            return new double[]{CODE_CIRCLE, c.centerX(), c.centerY(), c.r()};
        };
        case ELLIPSE -> s -> {
            Ellipse e = (Ellipse) s;
            return new double[]{CODE_ELLIPSE, e.centerX(), e.centerY(), e.width(), e.height(), e.angleDegrees()};
        };
        case CAPSULE -> s -> {
            Capsule c = (Capsule) s;
            return new double[]{CODE_CAPSULE, c.x1(), c.y1(), c.x2(), c.y2(), c.r()};
        };
        case SEGMENT -> s -> {
            Segment g = (Segment) s;
            return new double[]{CODE_SEGMENT, g.x1(), g.y1(), g.x2(), g.y2()};
        };
        case POLYLINE -> s -> {
            Polyline p = (Polyline) s;
            return p.vertexCount() <= MAX_VERTICES ? vertices(CODE_POLYLINE, p.vertexCount(), p::vertexX, p::vertexY) : null;
        };
        case POLYGON -> s -> {
            Polygon p = (Polygon) s;
            return p.vertexCount() <= MAX_VERTICES ? vertices(CODE_POLYGON, p.vertexCount(), p::vertexX, p::vertexY) : null;
        };
    });

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
        if (kind == CODE_RECT && n.length == 11) {
            return Rect.exact(n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8], n[9], n[10]);
        }
        if (kind == CODE_ROTATED_RECT && n.length == 6) {
            return RotatedRect.of(n[1], n[2], n[3], n[4], n[5]);
        }
        if (kind == CODE_FAN && n.length == 6) {
            return Fan.of(n[1], n[2], n[3], n[4], n[5]);
        }
        if (kind == CODE_CIRCLE && n.length == 4) {
            return Circle.of(n[1], n[2], n[3]);
        }
        if (kind == CODE_ELLIPSE && n.length == 6) {
            return Ellipse.of(n[1], n[2], n[3], n[4], n[5]);
        }
        if (kind == CODE_CAPSULE && n.length == 6) {
            return Capsule.of(n[1], n[2], n[3], n[4], n[5]);
        }
        if (kind == CODE_SEGMENT && n.length == 5) {
            return Segment.of(n[1], n[2], n[3], n[4]);
        }
        if ((kind == CODE_POLYLINE || kind == CODE_POLYGON) && n.length >= 2 && n[1] == (n.length - 2) / 2 && n.length % 2 == 0) {
            int count = (n.length - 2) / 2;
            double[] xs = new double[count];
            double[] ys = new double[count];
            for (int i = 0; i < count; i++) {
                xs[i] = n[2 + 2 * i];
                ys[i] = n[3 + 2 * i];
            }
            return kind == CODE_POLYLINE ? Polyline.of(xs, ys) : Polygon.of(xs, ys);
        }
        throw new IllegalArgumentException("shape numbers: no shape is kind " + kind + " with " + (n.length - 1)
                + " numbers");
    }
}
