package io.hantei.geom;

/**
 * A point (or a vector) in screen coordinates: x to the right, y down. Both coordinates are
 * finite; a NaN or an infinity is rejected here so that it never reaches a hit test. See
 * docs/geometry.md §1 and §16.
 *
 * @param x horizontal coordinate, grows to the right
 * @param y vertical coordinate, grows downwards
 */
public record Vec2(double x, double y) {

    public Vec2 {
        Require.finite("point", "x", x);
        Require.finite("point", "y", y);
    }

    /** The point {@code (x, y)}. */
    public static Vec2 of(double x, double y) {
        return new Vec2(x, y);
    }

    @Override
    public String toString() {
        return "(" + Require.num(x) + ", " + Require.num(y) + ")";
    }
}
