package io.hantei.render;

import java.nio.file.Path;
import java.util.Locale;

/** Writes a scene to a file whose name says the format: {@code .png} or {@code .svg}. */
public final class SceneFiles {

    private SceneFiles() {
    }

    /** Writes {@code scene} to {@code file} as PNG or SVG, chosen by the file name's ending (any case). */
    public static void write(Scene scene, Path file) {
        write(scene, file, ViewTransform.DEFAULT_SIZE);
    }

    /** Writes {@code scene} to {@code file}, {@code size} pixels on the longer side. */
    public static void write(Scene scene, Path file, int size) {
        Path fileName = file.getFileName();
        String name = fileName == null ? "" : fileName.toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".png")) {
            PngRenderer.withSize(size).write(scene, file);
        } else if (name.endsWith(".svg")) {
            SvgRenderer.withSize(size).write(scene, file);
        } else {
            throw new IllegalArgumentException("picture: file name must end in .png or .svg but was '" + file + "'");
        }
    }
}
