package io.hantei.render;

/**
 * The rectangle a piece of text covers in a picture, in pixels (y down), with room for its white
 * halo. Text is measured here, from a table, not by a font on the machine, so that the PNG and
 * the SVG place every label alike and an SVG needs no font installed to be written.
 *
 * @param left   x of the left edge
 * @param top    y of the top edge
 * @param right  x of the right edge
 * @param bottom y of the bottom edge
 */
record TextBox(double left, double top, double right, double bottom) {

    /**
     * Advance widths of the printable ASCII characters (space to tilde) in hundredths of the font
     * size, rounded up, as DejaVu Sans Bold has them (the face Java and most Linux browsers use for
     * sans-serif). Other sans-serif faces (Arial, Helvetica) are narrower, so a label measured so
     * is never shorter than it is drawn; the plain face is narrower still.
     */
    private static final int[] ADVANCE = {
        35, 46, 53, 84, 70, 101, 88, 31, 46, 46, 53, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70,
        70, 70, 40, 40, 84, 84, 84, 59, 100, 78, 77, 74, 84, 69, 69, 83, 84, 38, 38, 78, 64, 100, 84, 86,
        74, 86, 78, 73, 69, 82, 78, 111, 78, 73, 73, 46, 37, 46, 84, 50, 50, 68, 72, 60, 72, 68, 44, 72,
        72, 35, 35, 67, 35, 105, 72, 69, 72, 72, 50, 60, 48, 72, 66, 93, 65, 66, 59, 72, 37, 72, 84,
    };
    /** Width of any other character (arrows, crosses, letters beyond ASCII), in hundredths of the size: a full em. */
    private static final int OTHER = 100;
    /** The halo's half width, in pixels: a label's box reaches this far beyond its glyphs. */
    static final double HALO_PX = 1.5;

    /** The width of {@code text} at {@code size} pixels, in pixels. */
    static double width(String text, double size) {
        double hundredths = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            hundredths += ch >= 32 && ch < 127 ? ADVANCE[ch - 32] : OTHER;
        }
        return hundredths / 100 * size;
    }

    /** The box of {@code text} written at {@code (x, baseline)}, placed by {@code anchor}, in this font. */
    static TextBox of(String text, double x, double baseline, Canvas.Anchor anchor, Canvas.Font font) {
        double w = width(text, font.size());
        double left = switch (anchor) {
            case START -> x;
            case MIDDLE -> x - w / 2;
            case END -> x - w;
        };
        // DejaVu's capitals rise 0.73 of the size and its descenders fall 0.24 below the baseline
        return new TextBox(left - HALO_PX, baseline - 0.78 * font.size() - HALO_PX, left + w + HALO_PX,
                baseline + 0.24 * font.size() + HALO_PX);
    }

    /** The square round a circle of radius {@code r} at {@code (x, y)}. */
    static TextBox around(double x, double y, double r) {
        return new TextBox(x - r, y - r, x + r, y + r);
    }

    double width() {
        return right - left;
    }

    double height() {
        return bottom - top;
    }

    /** Whether the two boxes share any area (boxes that only touch do not). */
    boolean intersects(TextBox o) {
        return left < o.right && o.left < right && top < o.bottom && o.top < bottom;
    }

    /** Whether this box lies within {@code [0, width] x [0, height]}. */
    boolean within(double width, double height) {
        return left >= 0 && top >= 0 && right <= width && bottom <= height;
    }

    /** The point of this box nearest to {@code (x, y)}. */
    double[] nearest(double x, double y) {
        return new double[] {Math.max(left, Math.min(right, x)), Math.max(top, Math.min(bottom, y))};
    }
}
