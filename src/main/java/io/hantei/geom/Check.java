package io.hantei.geom;

/**
 * Validation in one place. Messages name the shape, the parameter, the rule and the value:
 * {@code "fan: len must be >= 0 but was -5.0"}. See docs/geometry.md §16.
 */
final class Check {

    private Check() {
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

    /** How a shape names itself in messages: {@code fan} or {@code fan 'guard'}. */
    static String label(String kind, String name) {
        return name == null ? kind : kind + " '" + name + "'";
    }

    /** A number as a designer would write it: 100 rather than 100.0. */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
