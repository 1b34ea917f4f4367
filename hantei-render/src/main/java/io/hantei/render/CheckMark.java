package io.hantei.render;

/**
 * The outcome of one example of a check at one point, drawn as a marker: a passed {@code hit} is a
 * filled black dot, a passed {@code miss} a hollow black ring, and a failed example is drawn in
 * vermillion (filled or hollow as it expected) with a wide ring round it and a label saying what
 * went wrong. The label (for instance the rule's name) is written beside the marker.
 *
 * @param x       where the check looked, x (grows to the right)
 * @param y       where the check looked, y (grows down)
 * @param passed  whether the check passed
 * @param label   text drawn beside the marker; {@code null} for none
 * @param hit     whether the example expected the rule to hold there (a {@code hit}) rather than not (a {@code miss})
 * @param failure why a failed example failed, as its label says it ({@code "the rule failed: ..."});
 *                {@code null} for the usual reason, that the rule answered the other way
 *                ({@link #verdict()}); ignored when the check passed
 */
public record CheckMark(double x, double y, boolean passed, String label, boolean hit, String failure) {

    public CheckMark {
        if (!Double.isFinite(x)) {
            throw new IllegalArgumentException("check: x must be a finite number but was " + x);
        }
        if (!Double.isFinite(y)) {
            throw new IllegalArgumentException("check: y must be a finite number but was " + y);
        }
    }

    /** A check of a {@code hit} at {@code (x, y)}. */
    public CheckMark(double x, double y, boolean passed, String label) {
        this(x, y, passed, label, true, null);
    }

    /** A passed check of a {@code hit} at {@code (x, y)}. */
    public static CheckMark passed(double x, double y, String label) {
        return new CheckMark(x, y, true, label);
    }

    /** A failed check of a {@code hit} at {@code (x, y)}. */
    public static CheckMark failed(double x, double y, String label) {
        return new CheckMark(x, y, false, label);
    }

    /** A check of a {@code hit} at {@code (x, y)}: the rule must hold there. */
    public static CheckMark hit(double x, double y, boolean passed, String label) {
        return new CheckMark(x, y, passed, label, true, null);
    }

    /** A check of a {@code miss} at {@code (x, y)}: the rule must not hold there. */
    public static CheckMark miss(double x, double y, boolean passed, String label) {
        return new CheckMark(x, y, passed, label, false, null);
    }

    /** {@code "hit"} or {@code "miss"}, as the example was written. */
    public String expected() {
        return hit ? "hit" : "miss";
    }

    /**
     * What the picture says of this example: {@code "hit, passed"}, or for a failed one
     * {@link #failure} or {@code "expected a hit, was a miss"}.
     */
    public String verdict() {
        if (passed) {
            return expected() + ", passed";
        }
        if (failure != null) {
            return failure;
        }
        return hit ? "expected a hit, was a miss" : "expected a miss, was a hit";
    }
}
