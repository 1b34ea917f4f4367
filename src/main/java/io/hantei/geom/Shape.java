package io.hantei.geom;

/**
 * What every shape of the library answers. All shapes are closed (a point on the boundary is
 * inside; see the package documentation), immutable and thread-safe.
 */
public interface Shape {

    /**
     * Whether the point {@code (x, y)} lies in this closed shape, exactly for the doubles given.
     *
     * @throws IllegalArgumentException if x or y is NaN or infinite
     */
    boolean contains(double x, double y);

    /** Whether the point lies in this closed shape; see {@link #contains(double, double)}. */
    default boolean contains(Vec2 p) {
        return contains(p.x(), p.y());
    }

    /**
     * An axis-aligned rectangle enclosing every point this shape contains: the smallest one,
     * widened outward by the rounding of its computation (a few parts in 1e14 at most).
     */
    Rect bounds();

    /**
     * The name given with {@code named(...)}, used in reports and pictures; {@code null} when
     * the shape has none. The name takes no part in hit tests or in {@code equals}.
     */
    String name();

    /** A copy of this shape that carries the given name (a shape is immutable). */
    Shape named(String name);
}
