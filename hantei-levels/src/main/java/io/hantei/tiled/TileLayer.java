package io.hantei.tiled;

import io.hantei.geom.Rect;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
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
    private volatile long[] cells; // column, row, gid of each non-empty cell

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
     * @throws IllegalArgumentException if the data cannot be decoded (zstd, bad base64, a wrong
     *         count, data that inflates past the layer's declared size, a declared size of more
     *         than {@value #MAX_CELLS} cells)
     */
    public List<Rect> solidCells() {
        long[] c = cells();
        List<Rect> out = new ArrayList<>(c.length / 3);
        for (int i = 0; i < c.length; i += 3) {
            double x = offsetX + c[i] * tileWidth;
            double y = offsetY + c[i + 1] * tileHeight;
            out.add(Rect.of(x, y, tileWidth, tileHeight));
        }
        return out;
    }

    /**
     * The most cells a tile layer may declare, its chunks together: 4096 × 4096, whose data is
     * 64 MiB of gids. A larger size is refused before any of the data is decoded.
     */
    public static final long MAX_CELLS = 1L << 24;

    /** The non-empty cells, three numbers each: column, row, gid (with its flags, unsigned). */
    private long[] cells() {
        long[] c = cells;
        if (c == null) {
            c = decode();
            cells = c;
        }
        return c;
    }

    private long[] decode() {
        Cells out = new Cells();
        if (raw.chunks.isEmpty()) {
            if (raw.data != null) {
                long count = declared(raw.width, raw.height, "its declared size");
                if (count > MAX_CELLS) {
                    throw bad(file, "tile layer '" + name + "': its declared size " + raw.width + " × " + raw.height + " is "
                            + count + " cells, more than the " + MAX_CELLS + " (4096 × 4096) hantei reads in a tile layer");
                }
                out.start(count, 0, 0, raw.width);
                gids(out, raw.data, count, "its data", raw.width + " × " + raw.height);
            }
        } else {
            long total = 0;
            for (Raw.Chunk ch : raw.chunks) {
                String what = "its chunk at " + ch.x + ", " + ch.y;
                total += declared(ch.width, ch.height, what + ": its declared size");
                if (total > MAX_CELLS) {
                    throw bad(file, "tile layer '" + name + "': its chunks declare more than " + MAX_CELLS
                            + " cells (4096 × 4096), the most hantei reads in a tile layer: " + total + " up to " + what);
                }
            }
            for (Raw.Chunk ch : raw.chunks) {
                String what = "its chunk at " + ch.x + ", " + ch.y;
                long count = ch.width * (long) ch.height;
                out.start(count, ch.x, ch.y, ch.width);
                gids(out, ch.data, count, what, ch.width + " × " + ch.height);
            }
        }
        return out.toArray();
    }

    /** width × height, both checked to be 0 or more. */
    private long declared(int width, int height, String what) {
        if (width < 0 || height < 0) {
            throw bad(file, "tile layer '" + name + "': " + what + " " + width + " × " + height
                    + " is not a size (width and height must be 0 or more)");
        }
        return width * (long) height;
    }

    /**
     * The non-empty cells as three numbers each in one growing array: a layer of millions of
     * cells takes 24 bytes a cell, not an object a cell. Cells come in file order, a block
     * (the layer, or a chunk) at a time.
     */
    private static final class Cells {
        private long[] a = new long[48];
        private int size;
        /** The block being read: its cell count, position and width, and how many of its cells have come. */
        private long count;
        private long x0;
        private long y0;
        private int width;
        private long n;

        void start(long count, long x0, long y0, int width) {
            this.count = count;
            this.x0 = x0;
            this.y0 = y0;
            this.width = width;
            this.n = 0;
        }

        /** The next cell of the block; the caller has checked that the block has room for it. */
        void add(long gid) {
            long i = n++;
            if ((gid & ~FLAGS) == 0) {
                return;
            }
            if (size + 3 > a.length) {
                a = java.util.Arrays.copyOf(a, a.length * 2);
            }
            a[size] = x0 + i % width;
            a[size + 1] = y0 + i / width;
            a[size + 2] = gid;
            size += 3;
        }

        long[] toArray() {
            return java.util.Arrays.copyOf(a, size);
        }
    }

    /**
     * Reads a block's cells into {@code out}: exactly {@code count} of them, never more (the
     * reading stops at the first cell past the count, and compressed data is inflated only as
     * far as {@code 4·count} bytes and one more).
     */
    private void gids(Cells out, Object data, long count, String what, String size) {
        String where = "tile layer '" + name + "': " + what;
        String declared = "the " + count + " of its declared size " + size;
        if (data instanceof List) {
            List<?> list = (List<?>) data;
            if (list.size() > count) {
                throw bad(file, where + " holds " + list.size() + " cells, more than " + declared);
            }
            for (int i = 0; i < list.size(); i++) {
                out.add(gid(((Number) list.get(i)).longValue(), where + ", cell " + i));
            }
        } else if ("csv".equals(raw.encoding)) {
            csv(out, (String) data, count, where, declared);
        } else if ("base64".equals(raw.encoding)) {
            base64(out, (String) data, count, where, size);
        } else {
            throw bad(file, where + ": unknown encoding '" + raw.encoding + "' (expected csv or base64)");
        }
        if (out.n != count) {
            throw bad(file, where + " must hold " + count + " cells but held " + out.n);
        }
    }

    /** A gid as 32 unsigned bits (a tool that wrote it as a signed int gives a negative number). */
    private long gid(long value, String what) {
        if (value < Integer.MIN_VALUE || value > 0xFFFFFFFFL) {
            throw bad(file, what + ": " + value + " is not a 32-bit tile id");
        }
        return value & 0xFFFFFFFFL;
    }

    /**
     * Comma-separated gids, spaces and line breaks around them allowed, and commas at the end
     * (each line of Tiled's CSV ends with one but the last); none at all when the text is blank.
     */
    private void csv(Cells out, String text, long count, String where, String declared) {
        int from = 0;
        int n = text.length();
        while (from < n && text.charAt(from) <= ' ') {
            from++;
        }
        while (n > from && (text.charAt(n - 1) <= ' ' || text.charAt(n - 1) == ',')) {
            n--;
        }
        if (from == n) {
            return;
        }
        long fields = 1;
        for (int i = from; i < n; i++) {
            if (text.charAt(i) == ',') {
                fields++;
            }
        }
        if (fields > count) {
            throw bad(file, where + " holds " + fields + " cells, more than " + declared);
        }
        for (long cell = 0; from <= n; cell++) {
            int comma = text.indexOf(',', from);
            int to = comma < 0 || comma > n ? n : comma;
            String field = text.substring(from, to).trim();
            out.add(gid(Values.parseLong(file, where + ", cell " + cell, field), where + ", cell " + cell));
            from = to + 1;
        }
    }

    private void base64(Cells out, String text, long count, String where, String size) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(text.replaceAll("\\s+", ""));
        } catch (IllegalArgumentException e) {
            throw bad(file, where + " is not valid base64: " + e.getMessage());
        }
        long limit = 4 * count; // count is at most MAX_CELLS: no overflow
        String c = raw.compression == null ? "" : raw.compression;
        InputStream in;
        try {
            switch (c) {
                case "":
                    if (bytes.length > limit) {
                        throw bad(file, where + " holds " + bytes.length + " bytes, more than the 4 × " + count + " = " + limit
                                + " bytes of its declared size " + size);
                    }
                    in = new ByteArrayInputStream(bytes);
                    break;
                case "gzip":
                    in = new GZIPInputStream(new ByteArrayInputStream(bytes));
                    break;
                case "zlib":
                    in = new InflaterInputStream(new ByteArrayInputStream(bytes));
                    break;
                case "zstd":
                    throw bad(file, where + " is compressed with zstd, which hantei cannot read (the JDK has no zstd): "
                            + "save the map with CSV, base64, gzip or zlib tile layer format");
                default:
                    throw bad(file, where + ": unknown compression '" + c + "' (expected gzip, zlib or none)");
            }
            long total = read(out, in, limit);
            if (total > limit) {
                throw bad(file, where + " inflates (" + c + ") to more than the 4 × " + count + " = " + limit
                        + " bytes of its declared size " + size + ": hantei stopped inflating at byte " + total);
            }
            if (total % 4 != 0) {
                throw bad(file, where + " must hold 4 bytes per cell but held " + total + " bytes");
            }
        } catch (IOException e) {
            throw bad(file, where + " could not be decompressed (" + c + "): " + e.getMessage());
        }
    }

    /**
     * Reads little-endian gids from {@code in} into {@code out}, at most {@code limit} bytes
     * and one more: how many bytes it read (more than {@code limit} when the data goes on).
     */
    private static long read(Cells out, InputStream in, long limit) throws IOException {
        byte[] buffer = new byte[8192];
        long total = 0;
        long gid = 0;
        try (InputStream s = in) {
            while (total <= limit) {
                int r = s.read(buffer, 0, (int) Math.min(buffer.length, limit + 1 - total));
                if (r < 0) {
                    break;
                }
                for (int i = 0; i < r && total + i < limit; i++) {
                    int k = (int) ((total + i) & 3);
                    gid |= (buffer[i] & 0xFFL) << (8 * k);
                    if (k == 3) {
                        out.add(gid);
                        gid = 0;
                    }
                }
                total += r;
            }
        }
        return total;
    }

    @Override
    public String toString() {
        return "TileLayer '" + name + "'";
    }
}
