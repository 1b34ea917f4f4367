package io.hantei.geom;

/**
 * Trigonometry in degrees, exact at right angles: the sine and cosine of every multiple of 90°
 * are exactly 0 or ±1, and those of odd multiples of 45° the same double, so that a point on the
 * edge of a rectangle turned by 90° stays on it (docs/geometry.md §2). Angles are in degrees;
 * 0° points to +x and a positive angle turns toward +y, clockwise on a y-down screen.
 * Elsewhere the values are within an ulp or two of the true ones.
 */
public final class Angles {

    /** √½ rounded once, used for both the sine and the cosine of 45° so that they are equal. */
    private static final double HALF_SQRT2 = Math.sqrt(0.5);

    private Angles() {
    }

    /**
     * The angle reduced to [0, 360): exact for a non-negative angle; a negative one is
     * {@code degrees % 360 + 360} rounded to the nearest double, and one that rounds up to 360
     * (such as -1e-20) is 0. ({@link #sinDeg} and {@link #cosDeg} do not go through that
     * rounding: they reduce |degrees| exactly.)
     *
     * @param degrees any angle, in degrees
     * @return the angle in [0, 360), never -0.0; NaN for a NaN or infinite angle
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
     * The sine of an angle in degrees, exactly 0 or ±1 at multiples of 90°.
     *
     * @param degrees any angle, in degrees (clockwise on screen)
     * @return the sine; a zero is always {@code 0.0}, never {@code -0.0} (in Groovy
     *         {@code -0.0 == 0} is false); NaN for a NaN or infinite angle
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
     * The point {@code (x, y)} turned by {@code degrees} clockwise on screen about the pivot
     * {@code (px, py)}, {@code pivot + R(degrees)·(point − pivot)} in doubles: at multiples of 90°
     * the turn itself is exact, the offsets and the sum rounded as doubles are (docs/geometry.md
     * §2, §8).
     *
     * @param x the point's x, in pixels
     * @param y the point's y, in pixels
     * @param px the pivot's x, in pixels
     * @param py the pivot's y, in pixels
     * @param degrees the turn, in degrees, clockwise on screen
     * @return the turned point
     * @throws IllegalArgumentException if the result is not finite: a NaN or infinite argument,
     *         or a sum that overflows
     */
    public static Vec2 turn(double x, double y, double px, double py, double degrees) {
        double c = cosDeg(degrees);
        double s = sinDeg(degrees);
        double dx = x - px;
        double dy = y - py;
        return new Vec2(px + (dx * c - dy * s), py + (dx * s + dy * c));
    }

    /**
     * The cosine of an angle in degrees, exactly 0 or ±1 at multiples of 90°.
     *
     * @param degrees any angle, in degrees
     * @return the cosine; a zero is always {@code 0.0}, never {@code -0.0}; NaN for a NaN or
     *         infinite angle
     */
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

    /**
     * Whether the angle is an exact multiple of 90° (0, 90, -270, 450, ...), the turns that keep a
     * rectangle axis-aligned.
     *
     * @param degrees any angle, in degrees
     * @return true for a multiple of 90°; false for any other angle, NaN and infinities
     */
    public static boolean isRightAngleMultiple(double degrees) {
        return degrees % 90.0 == 0; // exact; normalizing first would round -1e-20 to 0
    }

    /**
     * Whether the angle is an exact multiple of 45°, the directions whose rays hold double points
     * exactly (docs/geometry.md §6).
     *
     * @param degrees any angle, in degrees
     * @return true for a multiple of 45°; false for any other angle, NaN and infinities
     */
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
