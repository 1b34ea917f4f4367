package io.hantei.render;

import io.hantei.geom.Shape;

/**
 * Tests many points against one shape: the single place where the renderers ask a core shape
 * about more than one point, so that a batch test on {@link Shape}, where one exists, is used by
 * changing this method alone.
 */
final class ShapeBatch {

    private ShapeBatch() {
    }

    /** {@code out[i] = shape.contains(xs[i], ys[i])} for {@code i < xs.length}. */
    static void contains(Shape shape, double[] xs, double[] ys, boolean[] out) {
        for (int i = 0; i < xs.length; i++) {
            out[i] = shape.contains(xs[i], ys[i]);
        }
    }
}
