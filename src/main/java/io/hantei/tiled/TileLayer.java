package io.hantei.tiled;

import io.hantei.geom.Rect;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;

import static io.hantei.tiled.Values.bad;

/**
 * A tile layer of a Tiled map: which cells hold a tile. Its data is decoded when first asked
 * for (CSV, base64, base64 with gzip or zlib, XML {@code <tile>} elements, a JSON array; the
 * chunks of an infinite map), so a layer in an encoding the JDK cannot read (zstd) does not stop
 * the map's objects from loading: asking for its cells is then the error.
 */
public final class TileLayer {

    private static final long FLAGS = 0xF0000000L;

    private final Path file;
    private final String name;
    private final double tileWidth;
    private final double tileHeight;
    private final double offsetX;
    private final double offsetY;
    private final Raw.Layer raw;
    private volatile List<long[]> cells; // {column, row, gid}

    TileLayer(Path file, Raw.Layer raw, double tileWidth, double tileHeight, double offsetX, double offsetY) {
        this.file = file;
        this.raw = raw;
        this.name = raw.name;
        this.tileWidth = tileWidth;
        this.tileHeight = tileHeight;
        this.offsetX = offsetX;
        this.offsetY = offsetY;
    }

    public String name() {
        return name;
    }

    /** x of its cell (0, 0) in map pixels: the offsets of the layer and its groups. */
    public double offsetX() {
        return offsetX;
    }

    public double offsetY() {
        return offsetY;
    }

    /**
     * The boxes of the cells that hold a tile, row by row: cell (column, row) is the closed box
     * {@code offsetX + column·tileWidth} wide by the map's tile size. Flip flags do not matter.
     *
     * @throws IllegalArgumentException if the data cannot be decoded (zstd, bad base64, a wrong count)
     */
    public List<Rect> solidCells() {
        List<Rect> out = new ArrayList<>();
        for (long[] c : cells()) {
            double x = offsetX + c[0] * tileWidth;
            double y = offsetY + c[1] * tileHeight;
            out.add(Rect.of(x, y, tileWidth, tileHeight));
        }
        return out;
    }

    /** The non-empty cells as {column, row, gid} (the gid with its flags, unsigned). */
    List<long[]> cells() {
        List<long[]> c = cells;
        if (c == null) {
            c = Collections.unmodifiableList(decode());
            cells = c;
        }
        return c;
    }

    private List<long[]> decode() {
        List<long[]> out = new ArrayList<>();
        if (raw.chunks.isEmpty()) {
            if (raw.data != null) {
                add(out, gids(raw.data, raw.width * (long) raw.height, "its data"), 0, 0, raw.width);
            }
        } else {
            for (Raw.Chunk ch : raw.chunks) {
                String what = "its chunk at " + ch.x + ", " + ch.y;
                add(out, gids(ch.data, ch.width * (long) ch.height, what), ch.x, ch.y, ch.width);
            }
        }
        return out;
    }

    private static void add(List<long[]> out, long[] gids, int x0, int y0, int width) {
        for (int i = 0; i < gids.length; i++) {
            long g = gids[i];
            if ((g & ~FLAGS) != 0) {
                out.add(new long[]{x0 + i % width, y0 + i / width, g});
            }
        }
    }

    private long[] gids(Object data, long count, String what) {
        String where = "tile layer '" + name + "': " + what;
        long[] gids;
        if (data instanceof List) {
            List<?> list = (List<?>) data;
            gids = new long[list.size()];
            for (int i = 0; i < gids.length; i++) {
                gids[i] = ((Number) list.get(i)).longValue() & 0xFFFFFFFFL;
            }
        } else if ("csv".equals(raw.encoding)) {
            String text = ((String) data).trim();
            String[] parts = text.isEmpty() ? new String[0] : text.split("\\s*,\\s*");
            gids = new long[parts.length];
            for (int i = 0; i < parts.length; i++) {
                gids[i] = Values.parseLong(file, where + ", cell " + i, parts[i]) & 0xFFFFFFFFL;
            }
        } else if ("base64".equals(raw.encoding)) {
            gids = base64((String) data, where);
        } else {
            throw bad(file, where + ": unknown encoding '" + raw.encoding + "' (expected csv or base64)");
        }
        if (gids.length != count) {
            throw bad(file, where + " must hold " + count + " cells but held " + gids.length);
        }
        return gids;
    }

    private long[] base64(String text, String where) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(text.replaceAll("\\s+", ""));
        } catch (IllegalArgumentException e) {
            throw bad(file, where + " is not valid base64: " + e.getMessage());
        }
        String c = raw.compression == null ? "" : raw.compression;
        try {
            switch (c) {
                case "":
                    break;
                case "gzip":
                    bytes = readAll(new GZIPInputStream(new ByteArrayInputStream(bytes)));
                    break;
                case "zlib":
                    bytes = readAll(new InflaterInputStream(new ByteArrayInputStream(bytes)));
                    break;
                case "zstd":
                    throw bad(file, where + " is compressed with zstd, which hantei cannot read (the JDK has no zstd): "
                            + "save the map with CSV, base64, gzip or zlib tile layer format");
                default:
                    throw bad(file, where + ": unknown compression '" + c + "' (expected gzip, zlib or none)");
            }
        } catch (IOException e) {
            throw bad(file, where + " could not be decompressed (" + c + "): " + e.getMessage());
        }
        if (bytes.length % 4 != 0) {
            throw bad(file, where + " must hold 4 bytes per cell but held " + bytes.length + " bytes");
        }
        long[] gids = new long[bytes.length / 4];
        for (int i = 0; i < gids.length; i++) {
            int b = 4 * i;
            gids[i] = (bytes[b] & 0xFFL) | (bytes[b + 1] & 0xFFL) << 8 | (bytes[b + 2] & 0xFFL) << 16 | (bytes[b + 3] & 0xFFL) << 24;
        }
        return gids;
    }

    private static byte[] readAll(InputStream in) throws IOException {
        try (InputStream s = in; ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            s.transferTo(out);
            return out.toByteArray();
        }
    }

    @Override
    public String toString() {
        return "TileLayer '" + name + "'";
    }
}
