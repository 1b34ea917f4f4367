package io.hantei.geom;

/**
 * What every shape of the library answers. All shapes are closed (a point on the boundary is
 * inside; see the package documentation and docs/geometry.md §3), immutable and thread-safe.
 * Coordinates are screen pixels, x to the right and y down.
 */
public interface Shape {

    /**
     * Whether the point {@code (x, y)} lies in this closed shape (boundary included), exactly for
     * the doubles given (docs/geometry.md §3, §4).
     *
     * @param x the point's x, in pixels
     * @param y the point's y, in pixels (y grows down)
     * @return true when the point is inside or on the boundary
     * @throws IllegalArgumentException if x or y is NaN or infinite
     */
    boolean contains(double x, double y);

    /**
     * Whether the point lies in this closed shape, as {@link #contains(double, double)}.
     *
     * @param p the point
     * @return true when the point is inside or on the boundary
     * @throws NullPointerException if p is null
     */
    default boolean contains(Vec2 p) {
        return contains(p.x(), p.y());
    }

    /**
     * An axis-aligned rectangle that encloses every point this shape contains: the smallest one,
     * widened outward by the rounding of its computation (docs/geometry.md §12).
     *
     * @return the bounding box, never null
     */
    Rect bounds();

    /**
     * The name given with {@code named(...)}, for reports and pictures; it takes no part in hit
     * tests or in {@code equals}.
     *
     * @return the name, or null when the shape has none
     */
    String name();

    /**
     * A copy of this shape that carries the given name (a shape is immutable).
     *
     * @param name the name for reports and pictures, or null for none
     * @return the same shape under that name
     */
    Shape named(String name);

    /**
     * Whether this closed shape and {@code other} share at least one point, touching counting as
     * sharing; symmetric, and exact or within a stated slack per pair (see {@link Overlaps},
     * docs/geometry.md §13).
     *
     * <p>A {@code Shape} written outside this package must override this method; the shapes of
     * this package then defer to it when tested against it.
     *
     * @param other the other shape
     * @return true when the two shapes share a point
     * @throws NullPointerException if other is null
     * @throws UnsupportedOperationException if one of the two is a {@code Shape} from outside
     *         this package that does not override this method
     */
    default boolean overlaps(Shape other) {
        return Overlaps.test(this, other);
    }

    /**
     * Tests the points {@code (xs[i], ys[i])} and writes each answer to {@code out[i]}, exactly
     * the answers of {@link #contains(double, double)} (docs/geometry.md §14). Allocates nothing.
     *
     * @param xs x of each point, in pixels; its length is the number of points
     * @param ys y of each point, in pixels, as long as xs
     * @param out receives the answers, at least as long as xs; entries past them are untouched
     * @return the number of points inside
     * @throws NullPointerException if xs, ys or out is null
     * @throws IllegalArgumentException if xs and ys differ in length, out is shorter, or a
     *         coordinate is NaN or infinite (the message names the first such index; out is
     *         then unspecified)
     */
    default int containsAll(double[] xs, double[] ys, boolean[] out) {
        return containsAll(xs, ys, Require.pointCount(this, xs, ys), out);
    }

    /**
     * Tests the first {@code count} points into {@code out}, as
     * {@link #containsAll(double[], double[], boolean[])}, so that arrays larger than the points
     * of the moment can be reused.
     *
     * @param xs x of each point, in pixels, at least count long
     * @param ys y of each point, in pixels, at least count long
     * @param count how many points to test, from index 0
     * @param out receives the answers, at least count long; entries past count are untouched
     * @return the number of points inside
     * @throws NullPointerException if xs, ys or out is null
     * @throws IllegalArgumentException if count is negative or exceeds an array's length, or a
     *         tested coordinate is NaN or infinite (named by its index)
     */
    default int containsAll(double[] xs, double[] ys, int count, boolean[] out) {
        return PointBatch.intoBooleans(this, xs, ys, count, out);
    }

    /**
     * Tests the points {@code (xs[i], ys[i])} and sets bit {@code i % 64} of {@code bits[i / 64]}
     * for each point inside (the layout of {@link java.util.BitSet#valueOf(long[])}), exactly the
     * answers of {@link #contains(double, double)}. The words covering the points are
     * overwritten whole, so the bits past the last point in the last word are 0; later words are
     * untouched.
     *
     * @param xs x of each point, in pixels; its length is the number of points
     * @param ys y of each point, in pixels, as long as xs
     * @param bits receives the answers, at least {@code (xs.length + 63) / 64} words
     * @return the number of points inside
     * @throws NullPointerException if xs, ys or bits is null
     * @throws IllegalArgumentException if xs and ys differ in length, bits is too short, or a
     *         coordinate is NaN or infinite (named by its index; bits is then unspecified)
     */
    default int containsAll(double[] xs, double[] ys, long[] bits) {
        return containsAll(xs, ys, Require.pointCount(this, xs, ys), bits);
    }

    /**
     * Tests the first {@code count} points into a bit set, as
     * {@link #containsAll(double[], double[], long[])}.
     *
     * @param xs x of each point, in pixels, at least count long
     * @param ys y of each point, in pixels, at least count long
     * @param count how many points to test, from index 0
     * @param bits receives the answers, at least {@code (count + 63) / 64} words
     * @return the number of points inside
     * @throws NullPointerException if xs, ys or bits is null
     * @throws IllegalArgumentException if count is negative or exceeds an array's length, bits is
     *         too short, or a tested coordinate is NaN or infinite (named by its index)
     */
    default int containsAll(double[] xs, double[] ys, int count, long[] bits) {
        return PointBatch.intoBits(this, xs, ys, count, bits);
    }
}
