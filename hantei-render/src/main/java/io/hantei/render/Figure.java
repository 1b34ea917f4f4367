package io.hantei.render;

import io.hantei.geom.PixelRect;
import io.hantei.geom.Rect;
import io.hantei.geom.Shape;

import java.util.Objects;

/**
 * One thing a {@link Scene} draws with an outline, a light fill and its name: a core
 * {@link Shape}, or a {@link PixelRect}, which is not a shape of the plane but a set of whole
 * pixels and is drawn as the area those pixels cover.
 */
public sealed interface Figure permits Figure.OfShape, Figure.OfPixels {

    /** The name drawn beside the figure; {@code null} when it has none (then none is drawn). */
    String name();

    /** The area to keep in view. */
    Rect bounds();

    /** A core shape: rectangles, turned rectangles, fans and circles are drawn exactly; other shapes by sampling. */
    record OfShape(Shape shape) implements Figure {
        public OfShape {
            Objects.requireNonNull(shape, "shape");
        }

        @Override
        public String name() {
            return shape.name();
        }

        @Override
        public Rect bounds() {
            return shape.bounds();
        }
    }

    /** Whole pixels {@code x .. x+w-1} by {@code y .. y+h-1}, drawn as the square area {@code [x, x+w] x [y, y+h]}. */
    record OfPixels(PixelRect pixels) implements Figure {
        public OfPixels {
            Objects.requireNonNull(pixels, "pixels");
        }

        @Override
        public String name() {
            return pixels.name();
        }

        @Override
        public Rect bounds() {
            return pixels.bounds();
        }
    }
}
