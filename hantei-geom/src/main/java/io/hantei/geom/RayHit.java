package io.hantei.geom;

/**
 * Where a ray first touches a wall (docs/geometry.md §23): the distance along the ray from its
 * start, the point there, and the wall touched (with its name, if it has one).
 *
 * @param distance the distance from the ray's start, {@code 0 <= distance <= len}; 0 when the
 *                 start lies in the wall
 * @param x        the point's x
 * @param y        the point's y
 * @param wall     the wall touched first
 */
public record RayHit(double distance, double x, double y, Shape wall) {

    /** The point where the ray touches the wall. */
    public Vec2 point() {
        return new Vec2(x, y);
    }

    @Override
    public String toString() {
        String name = wall.name();
        return "RayHit[" + Require.num(distance) + " along, at (" + Require.num(x) + ", " + Require.num(y) + "), "
                + (name != null ? "'" + name + "'" : wall.toString()) + "]";
    }
}
