package io.hantei.geom;

/**
 * What every shape of the library answers. All shapes are closed (a point on the boundary is
 * inside; see the package documentation and docs/geometry.md §3), immutable and thread-safe.
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

    /**
     * Whether this closed shape and {@code other} share at least one point; shapes that only
     * touch overlap. Symmetric, and exact for the doubles given: see {@link Overlaps} for what
     * each shape is as a region and how each pair is decided.
     *
     * <p>A {@code Shape} written outside this package must override this method; the shapes of
     * this package then defer to it when tested against it.
     *
     * @throws NullPointerException if other is null
     */
    default boolean overlaps(Shape other) {
        return Overlaps.test(this, other);
    }

    /**
     * Tests the points {@code (xs[i], ys[i])} at once and writes each answer to {@code out[i]};
     * returns how many are inside. The answers are those of {@link #contains(double, double)},
     * exactly. No allocation; the shapes of this package run their fast test in one loop whose
     * only branches are almost never taken (a point within a few ulps of an edge, decided on the
     * spot by exact arithmetic, or a coordinate that is not finite); other shapes run the same
     * loop with their {@code contains}. See docs/geometry.md §14.
     *
     * @param xs x of each point; its length is the number of points
     * @param ys y of each point, as long as xs
     * @param out receives the answers, at least as long as xs; entries past them are untouched
     * @return the number of points inside
     * @throws IllegalArgumentException if the lengths do not fit, or if a coordinate is NaN or
     *         infinite (the message names the first such index; out is then unspecified)
     */
    default int containsAll(double[] xs, double[] ys, boolean[] out) {
        return containsAll(xs, ys, Require.pointCount(this, xs, ys), out);
    }

    /**
     * Tests the first {@code count} points; see {@link #containsAll(double[], double[], boolean[])}.
     * Lets a caller reuse arrays larger than the points of the moment.
     */
    default int containsAll(double[] xs, double[] ys, int count, boolean[] out) {
        return PointBatch.intoBooleans(this, xs, ys, count, out);
    }

    /**
     * Tests the points {@code (xs[i], ys[i])} at once and sets bit {@code i % 64} of
     * {@code bits[i / 64]} for each point inside (little-endian, the layout of
     * {@link java.util.BitSet#valueOf(long[])}); returns how many are inside. The words covering
     * the points are overwritten whole, so the bits past the last point in the last word are 0.
     *
     * @param bits receives the answers, at least {@code (xs.length + 63) / 64} words
     * @throws IllegalArgumentException as {@link #containsAll(double[], double[], boolean[])}
     */
    default int containsAll(double[] xs, double[] ys, long[] bits) {
        return containsAll(xs, ys, Require.pointCount(this, xs, ys), bits);
    }

    /** Tests the first {@code count} points into a bit set; see {@link #containsAll(double[], double[], long[])}. */
    default int containsAll(double[] xs, double[] ys, int count, long[] bits) {
        return PointBatch.intoBits(this, xs, ys, count, bits);
    }
}
