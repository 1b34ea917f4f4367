package io.hantei.render;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Draws a {@link Scene} as SVG text, the same picture as {@link PngRenderer} in the same pixel
 * coordinates ({@code viewBox="0 0 width height"}). Each figure is one element with a
 * {@code class} naming its kind and a {@code data-name} with its name:
 * <ul>
 *   <li>{@code <path class="fan">}: apex, first ray, arc (sweep 1, clockwise on screen) to the
 *       last ray; a fan of 360° or more is two half arcs;</li>
 *   <li>{@code <rect class="rect">}, {@code <rect class="pixel-rect">},
 *       {@code <polygon class="rotated-rect">} (corners top-left, top-right, bottom-right,
 *       bottom-left), {@code <circle class="circle">};</li>
 *   <li>{@code <circle class="check passed">} / {@code class="check failed"} for check marks;</li>
 *   <li>{@code <path class="heat-map">}: one rectangle per run of painted cells;</li>
 *   <li>{@code <text class="name">} for names, and the grid's coordinates and axis labels.</li>
 * </ul>
 * Immutable and thread-safe.
 */
public final class SvgRenderer {

    private final int size;

    private SvgRenderer(int size) {
        this.size = size;
    }

    /** A renderer whose pictures are {@value ViewTransform#DEFAULT_SIZE} pixels on their longer side. */
    public static SvgRenderer create() {
        return new SvgRenderer(ViewTransform.DEFAULT_SIZE);
    }

    /** A renderer whose pictures are {@code size} pixels on their longer side (1 to {@value ViewTransform#MAX_SIZE}). */
    public static SvgRenderer withSize(int size) {
        ViewTransform.fit(io.hantei.geom.Rect.of(0, 0, 1, 1), size); // validates the size
        return new SvgRenderer(size);
    }

    /** The longer side of the pictures, in pixels. */
    public int size() {
        return size;
    }

    /** Where the world lands in the picture of {@code scene}: map a world point to its SVG coordinates. */
    public ViewTransform transform(Scene scene) {
        return ViewTransform.fit(scene.view(), size);
    }

    /** The picture as an SVG document (UTF-8 XML text). */
    public String toSvg(Scene scene) {
        Objects.requireNonNull(scene, "scene");
        SvgCanvas canvas = new SvgCanvas();
        SceneDrawer.draw(scene, transform(scene), canvas);
        return canvas.svg();
    }

    /** Writes the picture as an SVG file in UTF-8, replacing one that exists. */
    public void write(Scene scene, Path file) {
        try {
            Files.writeString(file, toSvg(scene), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
