package io.hantei.render;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Draws a {@link Scene} as a PNG with Java2D (antialiased, font "SansSerif"). Needs no display,
 * so it works with {@code java.awt.headless=true}. Immutable and thread-safe; each call draws
 * afresh.
 *
 * <pre>{@code
 * Scene scene = Scene.builder().add(Fan.of(100, 100, 30, 60, 200).named("guard"))
 *         .check(150, 130, true, "guard sees the door").build();
 * PngRenderer.create().write(scene, Path.of("guard.png"));
 * }</pre>
 */
public final class PngRenderer {

    private final int size;

    private PngRenderer(int size) {
        this.size = size;
    }

    /** A renderer whose pictures are {@value ViewTransform#DEFAULT_SIZE} pixels on their longer side. */
    public static PngRenderer create() {
        return new PngRenderer(ViewTransform.DEFAULT_SIZE);
    }

    /** A renderer whose pictures are {@code size} pixels on their longer side (1 to {@value ViewTransform#MAX_SIZE}). */
    public static PngRenderer withSize(int size) {
        ViewTransform.fit(io.hantei.geom.Rect.of(0, 0, 1, 1), size); // validates the size
        return new PngRenderer(size);
    }

    /** The longer side of the pictures, in pixels. */
    public int size() {
        return size;
    }

    /** Where the world lands in the picture of {@code scene}: map a world point to its pixel. */
    public ViewTransform transform(Scene scene) {
        return ViewTransform.fit(scene.view(), size);
    }

    /** The picture as an image (RGB). */
    public BufferedImage toImage(Scene scene) {
        Objects.requireNonNull(scene, "scene");
        Java2dCanvas canvas = new Java2dCanvas();
        SceneDrawer.draw(scene, transform(scene), canvas);
        return canvas.image();
    }

    /** The picture as PNG bytes. */
    public byte[] toBytes(Scene scene) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        write(scene, out);
        return out.toByteArray();
    }

    /** Writes the picture as PNG to {@code out} (not closed). */
    public void write(Scene scene, OutputStream out) {
        try {
            if (!ImageIO.write(toImage(scene), "png", out)) {
                throw new IllegalStateException("no PNG writer in this JDK");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the picture as a PNG file, replacing one that exists. */
    public void write(Scene scene, Path file) {
        try (OutputStream out = Files.newOutputStream(file)) {
            write(scene, out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
