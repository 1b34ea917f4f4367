package io.hantei.geom;

/**
 * A shape of this package as a few doubles and back, exactly: the rebuilt shape answers every
 * point as the original does. For carrying shapes between processes (an isolated rule set's
 * child JVM sends its script's shapes to the host this way). The first number is the kind;
 * names travel separately ({@link Shape#named}).
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

    /** The most numbers a shape takes. */
    public static final int MAX_NUMBERS = 11;

    /** The shape's kind and numbers, or null when it is not one of this package's shapes. */
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
        return null;
    }

    /** The shape {@link #encode} made these numbers of, unnamed. */
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
        throw new IllegalArgumentException("shape numbers: no shape is kind " + kind + " with " + (n.length - 1)
                + " numbers");
    }
}
