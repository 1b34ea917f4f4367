package io.hantei.geom;

/**
 * A rectangle on the pixel grid: it covers the whole pixels {@code x .. x+w-1} and
 * {@code y .. y+h-1} (docs/geometry.md §11). Two 10-wide rectangles at
 * x = 0 and x = 10 are neighbours, not overlapping; a 0-wide rectangle covers no pixel, so it
 * contains and overlaps nothing. This is the one shape that is about whole pixels rather than
 * closed regions of the plane. Arithmetic is done in {@code long}, so no int overflows.
 */
public final class PixelRect {

    private static final String KIND = "pixelRect";

    private final int x;
    private final int y;
    private final int width;
    private final int height;
    private final String name;

    private PixelRect(int x, int y, int width, int height, String name) {
        this.x = x;
        this.y = y;
        this.width = width;
        this.height = height;
        this.name = name;
    }

    /** The pixels {@code x .. x+w-1} by {@code y .. y+h-1}; w and h >= 0. */
    public static PixelRect of(int x, int y, int w, int h) {
        Require.nonNegative(KIND, "width", w);
        Require.nonNegative(KIND, "height", h);
        return new PixelRect(x, y, w, h, null);
    }

    /** Whether the pixel {@code (px, py)} is one of the covered pixels. */
    public boolean contains(int px, int py) {
        return px >= x && px < lastX() + 1 && py >= y && py < lastY() + 1;
    }

    /** Whether the two rectangles share at least one pixel (neighbours do not). */
    public boolean overlaps(PixelRect o) {
        if (isEmpty() || o.isEmpty()) {
            return false;
        }
        boolean apart = lastX() < o.x || o.lastX() < x || lastY() < o.y || o.lastY() < y;
        return !apart;
    }

    /** Whether it covers no pixel (zero width or height). */
    public boolean isEmpty() {
        return width == 0 || height == 0;
    }

    /** The last covered column, {@code x + w - 1}, in long so that it cannot overflow. */
    public long lastX() {
        return (long) x + width - 1;
    }

    /** The last covered row, {@code y + h - 1}. */
    public long lastY() {
        return (long) y + height - 1;
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /**
     * The closed region these pixels cover when pixel (i, j) is the unit square
     * [i, i+1] x [j, j+1]. For an empty rectangle this is a zero-size rectangle.
     */
    public Rect bounds() {
        return Rect.of(x, y, width, height);
    }

    public String name() {
        return name;
    }

    public PixelRect named(String newName) {
        return new PixelRect(x, y, width, height, newName);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PixelRect p && x == p.x && y == p.y && width == p.width && height == p.height;
    }

    @Override
    public int hashCode() {
        return ((x * 31 + y) * 31 + width) * 31 + height;
    }

    @Override
    public String toString() {
        return "PixelRect" + (name == null ? "" : " '" + name + "'") + "[x " + x + ", y " + y
                + ", width " + width + ", height " + height + "]";
    }
}
