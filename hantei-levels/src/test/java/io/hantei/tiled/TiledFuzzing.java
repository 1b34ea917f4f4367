package io.hantei.tiled;

import io.hantei.fuzz.FuzzContract;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the Tiled fuzz tests share: a folder of their own, files written into it, and a map
 * loaded and used through everything it offers (every tile layer's cells, every object's
 * shape) under {@link FuzzContract}: a map, or an IOException or IllegalArgumentException of
 * the reader. Maps are loaded with the folder as their root, so that no fuzzed reference
 * reads a file outside it.
 */
final class TiledFuzzing {

    private TiledFuzzing() {
    }

    static Path folder(String name) {
        try {
            Path dir = Files.createTempDirectory("hantei-fuzz-" + name).toRealPath();
            dir.toFile().deleteOnExit();
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path write(Path dir, String name, byte[] bytes) {
        try {
            Path p = dir.resolve(name);
            Files.write(p, bytes);
            p.toFile().deleteOnExit();
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path write(Path dir, String name, String text) {
        return write(dir, name, text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** Loads the map and asks it everything; the contract's exceptions end it quietly. */
    static void loadAndUse(Path map, Path root) {
        FuzzContract.expect(() -> {
            TiledMap m = TiledMap.load(map, root);
            for (String name : m.tileLayerNames()) {
                m.tileLayer(name).solidCells();
            }
            for (MapObject o : m.objects()) {
                o.shape().contains(o.x(), o.y());
            }
            m.objectLayerNames();
        }, IOException.class, IllegalArgumentException.class);
    }
}
