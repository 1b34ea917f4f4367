package io.hantei.geom;

/**
 * Validation and the slow corners of the batch tests ({@link Shape#containsAll}): array lengths,
 * the error for a non-finite coordinate (named by its index), and the label of a shape.
 */
final class Batch {

    private Batch() {
    }

    /** The number of points in xs and ys, which must be non-null and equally long. */
    static int count(Shape s, double[] xs, double[] ys) {
        nonNull(s, xs, ys);
        if (xs.length != ys.length) {
            throw new IllegalArgumentException(label(s) + ": xs and ys must have the same length but xs.length was "
                    + xs.length + " and ys.length was " + ys.length);
        }
        return xs.length;
    }

    static void check(Shape s, double[] xs, double[] ys, int count, boolean[] out) {
        checkPoints(s, xs, ys, count);
        if (out == null) {
            throw new NullPointerException(label(s) + ": out must not be null");
        }
        if (out.length < count) {
            throw new IllegalArgumentException(label(s) + ": out must hold at least " + count
                    + " answers but out.length was " + out.length);
        }
    }

    static void check(Shape s, double[] xs, double[] ys, int count, long[] bits) {
        checkPoints(s, xs, ys, count);
        if (bits == null) {
            throw new NullPointerException(label(s) + ": bits must not be null");
        }
        int words = words(count);
        if (bits.length < words) {
            throw new IllegalArgumentException(label(s) + ": bits must hold at least " + words + " words for "
                    + count + " points but bits.length was " + bits.length);
        }
    }

    /** How many 64-bit words hold count bits. */
    static int words(int count) {
        return (count + 63) >>> 6;
    }

    private static void checkPoints(Shape s, double[] xs, double[] ys, int count) {
        nonNull(s, xs, ys);
        if (count < 0 || count > xs.length || count > ys.length) {
            throw new IllegalArgumentException(label(s) + ": count must be >= 0 and <= xs.length (" + xs.length
                    + ") and ys.length (" + ys.length + ") but was " + count);
        }
    }

    private static void nonNull(Shape s, double[] xs, double[] ys) {
        if (xs == null) {
            throw new NullPointerException(label(s) + ": xs must not be null");
        }
        if (ys == null) {
            throw new NullPointerException(label(s) + ": ys must not be null");
        }
    }

    /** The error for the first point among the first count whose x or y is NaN or infinite. */
    static IllegalArgumentException badPoint(Shape s, double[] xs, double[] ys, int count) {
        for (int i = 0; i < count; i++) {
            if (!Double.isFinite(xs[i])) {
                return badPoint(s, "xs", i, xs[i]);
            }
            if (!Double.isFinite(ys[i])) {
                return badPoint(s, "ys", i, ys[i]);
            }
        }
        throw new AssertionError("no bad point among " + count);
    }

    private static IllegalArgumentException badPoint(Shape s, String array, int i, double value) {
        return new IllegalArgumentException(label(s) + ": query point " + array + "[" + i
                + "] must be a finite number but was " + value);
    }

    /** Throws the indexed error if point i is not finite. */
    static void requireFiniteAt(Shape s, double[] xs, double[] ys, int i) {
        if (!Double.isFinite(xs[i])) {
            throw badPoint(s, "xs", i, xs[i]);
        }
        if (!Double.isFinite(ys[i])) {
            throw badPoint(s, "ys", i, ys[i]);
        }
    }

    /** Throws the indexed error if any of the first count points is not finite. */
    static void requireFinite(Shape s, double[] xs, double[] ys, int count) {
        double poison = 0;
        for (int i = 0; i < count; i++) {
            poison += (xs[i] - xs[i]) + (ys[i] - ys[i]);
        }
        if (poison != 0) {
            throw badPoint(s, xs, ys, count);
        }
    }

    private static final boolean[] TRUTH = {false, true};

    /**
     * The boolean of a bit, 0 or 1, read from a table rather than compared: a comparison that
     * makes a boolean is a branch to the JIT, and when the answers in a caller's loop are mostly
     * one way (a small zone) it compiles it as a jump, which costs a misprediction on each
     * answer the other way (the points of a level come in no predictable order).
     */
    static boolean truth(long bit) {
        return TRUTH[(int) bit];
    }

    /**
     * 1 when v's sign bit is set, else 0: {@code v < 0} as a number, without a branch, for v
     * that is neither ±0 nor NaN. The fast loops use it on margins that their tolerance test
     * has decided, which excludes both; the points it does not decide go to the exact test.
     */
    static long negative(double v) {
        return Double.doubleToRawLongBits(v) >>> 63;
    }

    /** How a shape names itself in messages, as its factory errors do: {@code fan 'guard'}. */
    static String label(Shape s) {
        String kind = s instanceof Rect ? "rect"
                : s instanceof RotatedRect ? "rotatedRect"
                : s instanceof Circle ? "circle"
                : s instanceof Fan ? "fan"
                : s.getClass().getSimpleName();
        return Check.label(kind, s.name());
    }
}
