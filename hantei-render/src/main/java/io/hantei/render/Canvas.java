package io.hantei.render;

import java.awt.Color;

/**
 * What the scene drawer needs from an output format, in pixel coordinates (y down). Both the PNG
 * and the SVG canvas implement it, so the two pictures of a scene are drawn by the same code.
 * {@code Tag} carries what only a structured format keeps: a CSS class, the figure's name and a
 * tooltip.
 */
interface Canvas {

    /** How a closed figure is painted: a fill (none when {@code fill} is null) and an outline (none when {@code stroke} is null). */
    record Look(Color fill, double fillAlpha, Color stroke, double strokeWidth, boolean dashed) {
        static Look outline(Color stroke, double width) {
            return new Look(null, 0, stroke, width, false);
        }

        static Look filled(Color fill, double alpha) {
            return new Look(fill, alpha, null, 0, false);
        }
    }

    /** Text placement relative to the anchor point. */
    enum Anchor { START, MIDDLE, END }

    /** How text is written: size in pixels, colour, bold, and a white halo for legibility. */
    record Font(double size, Color color, boolean bold, boolean halo) {
    }

    /** Metadata a structured format keeps: CSS class, a figure's name ({@code null} if none), a tooltip ({@code null} if none). */
    record Tag(String cssClass, String name, String title) {
        static Tag of(String cssClass) {
            return new Tag(cssClass, null, null);
        }
    }

    void begin(int width, int height);

    void beginGroup(String cssClass);

    void endGroup();

    void line(double x1, double y1, double x2, double y2, Look look, Tag tag);

    void rect(double x, double y, double w, double h, Look look, Tag tag);

    /** The closed outline through the points, filled by the even-odd rule (as {@code Polygon}, docs/geometry.md §19). */
    void polygon(double[] xs, double[] ys, Look look, Tag tag);

    void circle(double cx, double cy, double r, Look look, Tag tag);

    /**
     * A circular sector with its apex at {@code (cx, cy)}, pointing at {@code dirDegrees} (the
     * library's convention: clockwise on the y-down picture), opening {@code rangeDegrees} in
     * total ({@code > 0}; 360 and more is a full disc).
     */
    void sector(double cx, double cy, double r, double dirDegrees, double rangeDegrees, Look look, Tag tag);

    /** The painted cells of a heat map, in one colour. */
    void cells(HeatGrid grid, Color color, double alpha, Tag tag);

    void text(String text, double x, double y, Anchor anchor, Font font, Tag tag);

    void end();
}
