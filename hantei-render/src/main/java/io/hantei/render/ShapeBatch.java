package io.hantei.render;

import io.hantei.geom.Shape;

/**
 * Tests many points against one shape: the single place where the renderers ask a core shape
 * about more than one point. It uses the core's batch test,
 * {@link Shape#containsAll(double[], double[], int, boolean[])}, which gives the answers of
 * {@code contains} exactly.
 */
final class ShapeBatch {

    private ShapeBatch() {
    }

    /** {@code out[i] = shape.contains(xs[i], ys[i])} for {@code i < xs.length}; the points are finite. */
    static void contains(Shape shape, double[] xs, double[] ys, boolean[] out) {
        shape.containsAll(xs, ys, xs.length, out);
    }
}
