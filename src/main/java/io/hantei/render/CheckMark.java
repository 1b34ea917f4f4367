package io.hantei.render;

/**
 * The outcome of one check at one point, drawn as a dot: green when the check passed, red when it
 * failed, with its label (for instance the rule's name) beside it.
 *
 * @param x      where the check looked, x (grows to the right)
 * @param y      where the check looked, y (grows down)
 * @param passed whether the check passed
 * @param label  text drawn beside the dot; {@code null} for none
 */
public record CheckMark(double x, double y, boolean passed, String label) {

    public CheckMark {
        if (!Double.isFinite(x)) {
            throw new IllegalArgumentException("check: x must be a finite number but was " + x);
        }
        if (!Double.isFinite(y)) {
            throw new IllegalArgumentException("check: y must be a finite number but was " + y);
        }
    }

    /** A passed check at {@code (x, y)}. */
    public static CheckMark passed(double x, double y, String label) {
        return new CheckMark(x, y, true, label);
    }

    /** A failed check at {@code (x, y)}. */
    public static CheckMark failed(double x, double y, String label) {
        return new CheckMark(x, y, false, label);
    }
}
