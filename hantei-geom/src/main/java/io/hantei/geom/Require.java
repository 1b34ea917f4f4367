package io.hantei.geom;

/**
 * Argument validation in one place: shape parameters, query points, and the arrays of the batch
 * tests ({@link Shape#containsAll}). Messages name the shape, the parameter, the rule and the
 * value: {@code "fan: len must be >= 0 but was -5.0"}, {@code "fan 'guard': query point ys[130]
 * must be a finite number but was NaN"}. See docs/geometry.md §16.
 */
final class Require {

    private Require() {
    }

    static double finite(String shape, String param, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(shape + ": " + param + " must be a finite number but was " + value);
        }
        return value;
    }

    static double nonNegative(String shape, String param, double value) {
        finite(shape, param, value);
        if (!(value >= 0)) {
            throw new IllegalArgumentException(shape + ": " + param + " must be >= 0 but was " + value);
        }
        return value;
    }

    static int nonNegative(String shape, String param, int value) {
        if (value < 0) {
            throw new IllegalArgumentException(shape + ": " + param + " must be >= 0 but was " + value);
        }
        return value;
    }

    // ---- the vertices of the straight-edged shapes ----

    /**
     * A copy of {@code xs} and {@code ys} as {@code {xs, ys}}, checked: neither null, equally
     * long, at least {@code min} {@code what} (vertices, points), every value finite
     * ({@code polygon: xs[3] must be a finite number but was NaN}).
     */
    static double[][] vertices(String shape, double[] xs, double[] ys, int min, String what) {
        if (xs == null) {
            throw new NullPointerException(shape + ": xs must not be null");
        }
        if (ys == null) {
            throw new NullPointerException(shape + ": ys must not be null");
        }
        if (xs.length != ys.length) {
            throw new IllegalArgumentException(shape + ": xs and ys must have the same length but xs.length was "
                    + xs.length + " and ys.length was " + ys.length);
        }
        atLeast(shape, "xs and ys", xs.length, min, what);
        double[] cx = xs.clone();
        double[] cy = ys.clone();
        for (int i = 0; i < cx.length; i++) {
            finite(shape, "xs[" + i + "]", cx[i]);
            finite(shape, "ys[" + i + "]", cy[i]);
        }
        return new double[][] {cx, cy};
    }

    /** {@link #vertices(String, double[], double[], int, String)} from a list of points, none null. */
    static double[][] vertices(String shape, java.util.List<Vec2> points, int min, String what) {
        if (points == null) {
            throw new NullPointerException(shape + ": points must not be null");
        }
        Vec2[] ps = points.toArray(new Vec2[0]);
        atLeast(shape, "points", ps.length, min, what);
        double[] xs = new double[ps.length];
        double[] ys = new double[ps.length];
        for (int i = 0; i < ps.length; i++) {
            if (ps[i] == null) {
                throw new NullPointerException(shape + ": points[" + i + "] must not be null");
            }
            xs[i] = ps[i].x();
            ys[i] = ps[i].y();
        }
        return new double[][] {xs, ys};
    }

    private static void atLeast(String shape, String param, int count, int min, String what) {
        if (count < min) {
            throw new IllegalArgumentException(shape + ": " + param + " must hold at least " + min + " " + what
                    + " but held " + count);
        }
    }

    /**
     * Rejects a query point with a NaN or infinite coordinate. {@code x - x} is 0 for every
     * finite x and NaN otherwise, so the common case is two subtractions and one predictable
     * branch.
     */
    static void point(String shape, double x, double y) {
        if ((x - x) + (y - y) != 0.0) {
            throw badPoint(shape, x, y);
        }
    }

    static IllegalArgumentException badPoint(String shape, double x, double y) {
        String param = Double.isFinite(x) ? "y" : "x";
        double value = Double.isFinite(x) ? y : x;
        return new IllegalArgumentException(shape + ": query point " + param
                + " must be a finite number but was " + value);
    }

    // ---- the arrays of the batch tests ----

    /** The number of points in xs and ys, which must be non-null and equally long. */
    static int pointCount(Shape s, double[] xs, double[] ys) {
        nonNull(s, xs, ys);
        if (xs.length != ys.length) {
            throw new IllegalArgumentException(label(s) + ": xs and ys must have the same length but xs.length was "
                    + xs.length + " and ys.length was " + ys.length);
        }
        return xs.length;
    }

    /** Rejects arrays that do not hold count points, or an out too short for their answers. */
    static void batch(Shape s, double[] xs, double[] ys, int count, boolean[] out) {
        points(s, xs, ys, count);
        if (out == null) {
            throw new NullPointerException(label(s) + ": out must not be null");
        }
        if (out.length < count) {
            throw new IllegalArgumentException(label(s) + ": out must hold at least " + count
                    + " answers but out.length was " + out.length);
        }
    }

    /** Rejects arrays that do not hold count points, or a bit set of fewer than (count + 63) / 64 words. */
    static void batch(Shape s, double[] xs, double[] ys, int count, long[] bits) {
        points(s, xs, ys, count);
        if (bits == null) {
            throw new NullPointerException(label(s) + ": bits must not be null");
        }
        int words = (count + 63) >>> 6;
        if (bits.length < words) {
            throw new IllegalArgumentException(label(s) + ": bits must hold at least " + words + " words for "
                    + count + " points but bits.length was " + bits.length);
        }
    }

    private static void points(Shape s, double[] xs, double[] ys, int count) {
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

    /** Throws the error naming point i by its index if its x or y is NaN or infinite. */
    static void finiteAt(Shape s, double[] xs, double[] ys, int i) {
        if (!Double.isFinite(xs[i])) {
            throw badPoint(s, "xs", i, xs[i]);
        }
        if (!Double.isFinite(ys[i])) {
            throw badPoint(s, "ys", i, ys[i]);
        }
    }

    private static IllegalArgumentException badPoint(Shape s, String array, int i, double value) {
        return new IllegalArgumentException(label(s) + ": query point " + array + "[" + i
                + "] must be a finite number but was " + value);
    }

    // ---- how shapes and numbers are written in messages ----

    /** How a shape names itself in messages: {@code fan} or {@code fan 'guard'}. */
    static String label(String kind, String name) {
        return name == null ? kind : kind + " '" + name + "'";
    }

    /** {@link #label(String, String)} for a shape, with the kind its factory errors use. */
    static String label(Shape s) {
        // not a dispatch on kinds: a shape of this package has its label made, any other shape none
        return s instanceof PreparedShape p ? p.label : label(s.getClass().getSimpleName(), s.name());
    }

    /** A number as a designer would write it, in messages and {@code toString}: 100 rather than 100.0. */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
