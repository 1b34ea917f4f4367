package io.hantei.render;

import io.hantei.geom.Shape;

/**
 * A yes/no question about a point of the plane, such as "does the guard see this point?": what a
 * {@link HeatMap} paints. Coordinates are the library's screen coordinates (x right, y down).
 */
@FunctionalInterface
public interface PointPredicate {

    /** Whether the predicate holds at {@code (x, y)}; the renderers only pass finite points. */
    boolean test(double x, double y);

    /** The predicate "the point lies in this closed shape". */
    static PointPredicate of(Shape shape) {
        java.util.Objects.requireNonNull(shape, "shape");
        return shape::contains;
    }
}
