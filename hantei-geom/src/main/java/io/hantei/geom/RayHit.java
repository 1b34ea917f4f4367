package io.hantei.geom;

/**
 * Where a ray first touches a wall: the distance along the ray from its start, the point there,
 * and the wall touched (docs/geometry.md §23).
 *
 * @param distance the distance from the ray's start, in pixels, {@code 0 <= distance <= len};
 *                 0 when the start lies in or on the wall
 * @param x        the point's x, in pixels ({@code start + distance·d}, each coordinate rounded once)
 * @param y        the point's y, in pixels
 * @param wall     the wall touched first, with its name if it has one
 */
public record RayHit(double distance, double x, double y, Shape wall) {

    /**
     * The point where the ray touches the wall.
     *
     * @return {@code (x, y)} as a point
     */
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
