package io.hantei.geom;

/**
 * Trigonometry in degrees, exact at right angles. See docs/geometry.md §2.
 *
 * <p>{@code Math.sin(Math.toRadians(180))} is 1.2e-16, not 0, because {@code toRadians} rounds
 * π. These functions reduce the angle <em>in degrees</em> first (the reduction is exact), so
 * sin/cos of 0, 90, 180, 270 (and of -90, 450, ...) are exactly 0 and ±1, and a point on the
 * edge of a rectangle turned by 90° stays on it. At odd multiples of 45° the sine and cosine
 * have exactly the same magnitude, so the diagonal ray through (t, t) holds every such point.
 * Everywhere else they are within an ulp or two of the true values.
 */
public final class Angles {

    /** √½ rounded once, used for both the sine and the cosine of 45° so that they are equal. */
    private static final double HALF_SQRT2 = Math.sqrt(0.5);

    private Angles() {
    }

    /**
     * The angle reduced to [0, 360). Exact for a non-negative angle ({@code %} on doubles is
     * exact). A negative angle becomes {@code degrees % 360 + 360}, rounded to the nearest double
     * (the true value may not be one: -0.1 + 360 is not), and one that rounds up to 360 (a tiny
     * negative angle such as -1e-20) is folded to 0. {@link #sinDeg} and {@link #cosDeg} do not
     * go through that rounding: they reduce |degrees| exactly.
     */
    public static double normalizeDegrees(double degrees) {
        double r = degrees % 360.0;
        if (r < 0) {
            r += 360.0;
            if (r >= 360.0) {
                r = 0.0;
            }
        }
        return r == 0 ? 0.0 : r; // also turns -0.0 into 0.0
    }

    /**
     * Sine of an angle in degrees; exactly 0 or ±1 at multiples of 90°. A zero is always
     * {@code 0.0}, never {@code -0.0}: in Groovy {@code -0.0 == 0} is false.
     */
    public static double sinDeg(double degrees) {
        // sin is odd: reducing -degrees is exact, adding 360 to a negative angle is not.
        // + 0.0 turns the -0.0 of sin 180 (and of -sin 0) into 0.0 and leaves every other value alone.
        return (degrees < 0 ? -sinOfNonNegative(-degrees) : sinOfNonNegative(degrees)) + 0.0;
    }

    private static double sinOfNonNegative(double degrees) {
        double d = normalizeDegrees(degrees);
        int quadrant = quadrant(d);
        double r = d - 90.0 * quadrant;           // exact, in [0, 90)
        // sin over the quadrants: sin r, cos r, -sin r, -cos r
        double value = (quadrant & 1) == 0 ? firstQuadrantSin(r) : firstQuadrantCos(r);
        return quadrant >= 2 ? -value : value;
    }

    /**
     * The point {@code (x, y)} turned by {@code degrees} (clockwise on screen) about the pivot
     * {@code (px, py)}: {@code pivot + R(degrees)·(point − pivot)}, in doubles. At multiples of 90°
     * the turn itself is exact (the sine and cosine are 0 and ±1); the offsets and the sum are
     * rounded as doubles are (docs/geometry.md §2).
     */
    public static Vec2 turn(double x, double y, double px, double py, double degrees) {
        double c = cosDeg(degrees);
        double s = sinDeg(degrees);
        double dx = x - px;
        double dy = y - py;
        return new Vec2(px + (dx * c - dy * s), py + (dx * s + dy * c));
    }

    /** Cosine of an angle in degrees; exactly 0 or ±1 at multiples of 90°, and 0.0 rather than -0.0. */
    public static double cosDeg(double degrees) {
        double d = normalizeDegrees(Math.abs(degrees)); // cos is even; see sinDeg
        int quadrant = quadrant(d);
        double r = d - 90.0 * quadrant;
        // cos over the quadrants: cos r, -sin r, -cos r, sin r
        double value = (quadrant & 1) == 0 ? firstQuadrantCos(r) : firstQuadrantSin(r);
        return ((quadrant == 1 || quadrant == 2) ? -value : value) + 0.0; // no -0.0, as in sinDeg
    }

    /** The quadrant 0..3 of d in [0, 360), so that d - 90 * quadrant is in [0, 90). */
    private static int quadrant(double d) {
        int q = (int) (d / 90.0);
        return d < 90.0 * q ? q - 1 : q; // the division may round up just below a multiple of 90
    }

    /** Whether the angle is a multiple of 90° (0, 90, -270, 450, ...). */
    public static boolean isRightAngleMultiple(double degrees) {
        return degrees % 90.0 == 0; // exact; normalizing first would round -1e-20 to 0
    }

    /** Whether the angle is a multiple of 45°. */
    public static boolean isMultipleOf45(double degrees) {
        return degrees % 45.0 == 0;
    }

    /** sin r for r in [0, 90), folded at 45° so each half uses the better-conditioned function. */
    private static double firstQuadrantSin(double r) {
        if (r == 0) {
            return 0.0;
        }
        if (r == 45) {
            return HALF_SQRT2;
        }
        return r < 45 ? Math.sin(Math.toRadians(r)) : Math.cos(Math.toRadians(90.0 - r)); // 90 - r exact here
    }

    /** cos r for r in [0, 90). */
    private static double firstQuadrantCos(double r) {
        if (r == 0) {
            return 1.0;
        }
        if (r == 45) {
            return HALF_SQRT2;
        }
        return r < 45 ? Math.cos(Math.toRadians(r)) : Math.sin(Math.toRadians(90.0 - r));
    }
}
