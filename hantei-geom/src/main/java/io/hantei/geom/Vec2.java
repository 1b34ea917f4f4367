package io.hantei.geom;

/**
 * A point (or a vector) in screen coordinates, x to the right and y down, both finite
 * (docs/geometry.md §1, §16).
 *
 * @param x horizontal coordinate, in pixels, growing to the right
 * @param y vertical coordinate, in pixels, growing downwards
 */
public record Vec2(double x, double y) {

    /**
     * The point {@code (x, y)}, refused unless both coordinates are finite, so that a NaN never
     * reaches a hit test.
     *
     * @param x horizontal coordinate, in pixels, growing to the right
     * @param y vertical coordinate, in pixels, growing downwards
     * @throws IllegalArgumentException if x or y is NaN or infinite
     *         ({@code point: x must be a finite number but was NaN})
     */
    public Vec2 {
        Require.finite("point", "x", x);
        Require.finite("point", "y", y);
    }

    /**
     * The point {@code (x, y)}, as the constructor.
     *
     * @param x horizontal coordinate, in pixels
     * @param y vertical coordinate, in pixels (y grows down)
     * @return the point
     * @throws IllegalArgumentException if x or y is NaN or infinite
     */
    public static Vec2 of(double x, double y) {
        return new Vec2(x, y);
    }

    @Override
    public String toString() {
        return "(" + Require.num(x) + ", " + Require.num(y) + ")";
    }
}
