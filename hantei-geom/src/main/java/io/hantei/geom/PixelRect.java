package io.hantei.geom;

/**
 * A rectangle on the pixel grid that covers the whole pixels {@code x .. x+w-1} by
 * {@code y .. y+h-1} (docs/geometry.md §11): two 10-wide rectangles at x = 0 and x = 10 are
 * neighbours, not overlapping, and a 0-wide rectangle covers no pixel, so it contains and overlaps
 * nothing. The one shape about whole pixels rather than closed regions of the plane; not a
 * {@link Shape}. Arithmetic is done in {@code long}, so no {@code int} overflows.
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

    /**
     * The pixels {@code x .. x+w-1} by {@code y .. y+h-1}.
     *
     * @param x the first covered column
     * @param y the first covered row (rows grow down)
     * @param w how many columns it covers, {@code >= 0} (0 covers no pixel)
     * @param h how many rows it covers, {@code >= 0}
     * @return the pixel rectangle
     * @throws IllegalArgumentException if w or h is negative
     *         ({@code pixelRect: width must be >= 0 but was -1})
     */
    public static PixelRect of(int x, int y, int w, int h) {
        Require.nonNegative(KIND, "width", w);
        Require.nonNegative(KIND, "height", h);
        return new PixelRect(x, y, w, h, null);
    }

    /**
     * Whether the pixel {@code (px, py)} is one of the covered pixels.
     *
     * @param px the pixel's column
     * @param py the pixel's row
     * @return true when it is covered; always false for an empty rectangle
     */
    public boolean contains(int px, int py) {
        return px >= x && px < lastX() + 1 && py >= y && py < lastY() + 1;
    }

    /**
     * Whether the two rectangles share at least one pixel; neighbours do not, and an empty
     * rectangle shares none.
     *
     * @param o the other pixel rectangle
     * @return true when some pixel is covered by both
     * @throws NullPointerException if o is null
     */
    public boolean overlaps(PixelRect o) {
        if (isEmpty() || o.isEmpty()) {
            return false;
        }
        boolean apart = lastX() < o.x || o.lastX() < x || lastY() < o.y || o.lastY() < y;
        return !apart;
    }

    /**
     * Whether it covers no pixel.
     *
     * @return true when the width or the height is 0
     */
    public boolean isEmpty() {
        return width == 0 || height == 0;
    }

    /**
     * The last covered column, {@code x + w - 1}, in {@code long} so that it cannot overflow.
     *
     * @return the last column; {@code x - 1} when the width is 0
     */
    public long lastX() {
        return (long) x + width - 1;
    }

    /**
     * The last covered row, {@code y + h - 1}, in {@code long} so that it cannot overflow.
     *
     * @return the last row; {@code y - 1} when the height is 0
     */
    public long lastY() {
        return (long) y + height - 1;
    }

    /**
     * The first covered column.
     *
     * @return x as given
     */
    public int x() {
        return x;
    }

    /**
     * The first covered row.
     *
     * @return y as given
     */
    public int y() {
        return y;
    }

    /**
     * How many columns it covers.
     *
     * @return the width as given, {@code >= 0}
     */
    public int width() {
        return width;
    }

    /**
     * How many rows it covers.
     *
     * @return the height as given, {@code >= 0}
     */
    public int height() {
        return height;
    }

    /**
     * The closed region these pixels cover when pixel (i, j) is the unit square
     * [i, i+1] x [j, j+1], {@code Rect.of(x, y, w, h)}; being closed, it touches its neighbours'.
     *
     * @return the covered region; for an empty rectangle a segment or a point
     */
    public Rect bounds() {
        return Rect.of(x, y, width, height);
    }

    /**
     * The name given with {@link #named}, for reports and pictures; it takes no part in
     * {@code equals}.
     *
     * @return the name, or null when it has none
     */
    public String name() {
        return name;
    }

    /**
     * A copy that carries the given name.
     *
     * @param newName the name, or null for none
     * @return the same pixels under that name
     */
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
