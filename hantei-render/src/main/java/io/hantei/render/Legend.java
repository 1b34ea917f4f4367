package io.hantei.render;

import io.hantei.geom.PixelRect;
import io.hantei.geom.ShapeKind;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * The legend of a picture, drawn in a panel to the right of the plot so that it covers nothing:
 * each figure's colour and name, each heat map's, what the check markers mean, the sight lines'
 * colours, the key of the numbers written beside markers ({@link PictureLayout#key()}), and the
 * axes (x grows right, y grows down) with a scale bar one grid step long. Sections with nothing to
 * explain are left out; a scene with nothing in it has no legend.
 */
final class Legend {

    /** What a row of the legend shows. */
    enum Kind { HEADER, FIGURE, HEAT_MAP, HIT, MISS, HIT_FAILED, MISS_FAILED, SIGHT_CLEAR, SIGHT_BLOCKED, RAY, KEY, AXES, SCALE }

    /**
     * One row: its kind, its text, the colour of its sample (null for none), whether the sample is
     * dashed, and for a key entry its number (else 0).
     */
    record Row(Kind kind, String text, Color color, boolean dashed, int number, boolean failed) {
        static Row of(Kind kind, String text, Color color) {
            return new Row(kind, text, color, false, 0, false);
        }
    }

    static final double PAD_PX = 10;
    /** A legend as tall as the plot or as this, whichever is taller, before it takes a second column. */
    static final double SHORT_PX = 360;
    static final double ROW_PX = 18;
    /** The axes row is taller: it draws the two arrows. */
    static final double AXES_ROW_PX = 34;
    static final double SAMPLE_PX = 28;
    /** Text longer than this many pixels is cut short with an ellipsis. */
    static final double MAX_TEXT_PX = 260;
    static final Canvas.Font TEXT_FONT = new Canvas.Font(11, Palette.TEXT, false, false);
    static final Canvas.Font HEADER_FONT = new Canvas.Font(11, Palette.TEXT, true, false);
    static final Color PANEL = new Color(0xf7f7f7);
    static final Color PANEL_EDGE = new Color(0xd0d0d0);

    private final List<Row> rows;
    private final List<List<Row>> columns = new ArrayList<>();
    private final List<Double> columnWidths = new ArrayList<>();
    private final double width;
    private final double height;

    private Legend(List<Row> rows, int plotHeight) {
        this.rows = List.copyOf(rows);
        // as tall as the plot (or SHORT_PX when the plot is shorter), in as many columns as that
        // takes, the rows shared about evenly between them, so that no column holds a row or two alone
        double room = Math.max(plotHeight, SHORT_PX) - 2 * PAD_PX;
        double total = 0;
        for (Row r : rows) {
            total += rowHeight(r);
        }
        double share = Math.min(room, total / Math.max(1, Math.ceil(total / room)) + ROW_PX);
        List<Row> column = new ArrayList<>();
        double used = 0;
        double tallest = 0;
        for (Row r : rows) {
            double h = rowHeight(r);
            // a header never ends a column
            boolean full = used + h > share + 0.5 || r.kind() == Kind.HEADER && used + h + ROW_PX > share + 0.5;
            if (!column.isEmpty() && full) {
                columns.add(column);
                column = new ArrayList<>();
                used = 0;
            }
            column.add(r);
            used += h;
            tallest = Math.max(tallest, used);
        }
        if (!column.isEmpty()) {
            columns.add(column);
        }
        double w = 0;
        for (List<Row> c : columns) {
            double cw = 0;
            for (Row r : c) {
                cw = Math.max(cw, rowWidth(r));
            }
            columnWidths.add(cw);
            w += cw + PAD_PX;
        }
        this.width = rows.isEmpty() ? 0 : Math.ceil(w + PAD_PX);
        this.height = rows.isEmpty() ? 0 : Math.ceil(tallest + 2 * PAD_PX);
    }

    /** The legend of {@code scene} with the key of {@code layout}. */
    static Legend of(Scene scene, PictureLayout layout, ViewTransform t) {
        List<Row> rows = new ArrayList<>();
        List<Figure> figures = scene.figures();
        if (!figures.isEmpty() || !scene.heatMaps().isEmpty()) {
            rows.add(Row.of(Kind.HEADER, "Shapes", null));
        }
        for (int i = 0; i < figures.size(); i++) {
            Figure f = figures.get(i);
            String text = f.name() != null ? f.name() : "(no name) " + kindOf(f);
            rows.add(new Row(Kind.FIGURE, text, Palette.figure(i), Palette.figureDashed(i), 0, false));
        }
        List<HeatMap> maps = scene.heatMaps();
        for (int i = 0; i < maps.size(); i++) {
            String name = maps.get(i).name();
            rows.add(Row.of(Kind.HEAT_MAP, "heat map" + (name == null ? "" : ": " + name), Palette.heatMap(i)));
        }
        if (!scene.checks().isEmpty()) {
            rows.add(Row.of(Kind.HEADER, "Checks", null));
            rows.add(Row.of(Kind.HIT, "hit, passed (the rule holds here)", Palette.PASSED));
            rows.add(Row.of(Kind.MISS, "miss, passed (the rule does not hold)", Palette.PASSED));
            rows.add(Row.of(Kind.HIT_FAILED, "hit, FAILED: the label says why", Palette.FAILED));
            rows.add(Row.of(Kind.MISS_FAILED, "miss, FAILED: the label says why", Palette.FAILED));
        }
        if (!scene.sightLines().isEmpty()) {
            rows.add(Row.of(Kind.HEADER, "Sight", null));
            if (scene.sightLines().stream().anyMatch(l -> !l.blocked())) {
                rows.add(Row.of(Kind.SIGHT_CLEAR, "clear line of sight", Palette.SIGHT_CLEAR));
            }
            if (scene.sightLines().stream().anyMatch(SightLine::blocked)) {
                rows.add(Row.of(Kind.SIGHT_BLOCKED, "blocked at \u2715, unseen beyond", Palette.SIGHT_BLOCKED));
            }
            if (scene.sightLines().stream().anyMatch(l -> l.ray() && !l.blocked())) {
                rows.add(Row.of(Kind.RAY, "ray cast that hit nothing", Palette.SIGHT_CLEAR));
            }
        }
        if (!layout.key().isEmpty()) {
            rows.add(Row.of(Kind.HEADER, "Numbers beside markers", null));
            for (PictureLayout.KeyEntry e : layout.key()) {
                rows.add(new Row(Kind.KEY, e.text(), e.failed() ? Palette.FAILED : Palette.TEXT, false, e.number(), e.failed()));
            }
        }
        if (!rows.isEmpty()) {
            rows.add(Row.of(Kind.HEADER, "Axes", null));
            rows.add(Row.of(Kind.AXES, "x grows right, y grows down", Palette.AXIS));
            PictureLayout.Grid grid = layout.grid();
            if (grid != null) {
                String step = PictureLayout.gridLabel(1, grid.mantissa(), grid.exp());
                rows.add(Row.of(Kind.SCALE, step + (step.equals("1") ? " unit" : " units") + " (one grid square)", Palette.AXIS));
            }
        }
        return new Legend(rows, t.height());
    }

    /** The word a designer writes for a figure's kind: {@code rect}, {@code fan}, {@code pixelRect}, ... */
    static String kindOf(Figure f) {
        if (f instanceof Figure.OfPixels) {
            return PixelRect.class.getSimpleName().substring(0, 1).toLowerCase(java.util.Locale.ROOT)
                    + PixelRect.class.getSimpleName().substring(1);
        }
        io.hantei.geom.Shape shape = ((Figure.OfShape) f).shape();
        ShapeKind kind = ShapeKind.of(shape);
        if (kind != null) {
            return kind.word();
        }
        String simple = shape.getClass().getSimpleName(); // a shape from elsewhere: its class's name
        return simple.isEmpty() ? "shape" : Character.toLowerCase(simple.charAt(0)) + simple.substring(1);
    }

    List<Row> rows() {
        return rows;
    }

    /** The panel's width in pixels; 0 when there is no legend. */
    double width() {
        return width;
    }

    /** The panel's height in pixels; 0 when there is no legend. */
    double height() {
        return height;
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    static double rowHeight(Row r) {
        return r.kind() == Kind.AXES ? AXES_ROW_PX : ROW_PX;
    }

    static double rowWidth(Row r) {
        Canvas.Font font = r.kind() == Kind.HEADER ? HEADER_FONT : TEXT_FONT;
        double text = Math.min(MAX_TEXT_PX, TextBox.width(r.text(), font.size()));
        return r.kind() == Kind.HEADER ? text : SAMPLE_PX + 8 + text + (r.kind() == Kind.SCALE ? SCALE_EXTRA_PX : 0);
    }

    /** Room the scale bar takes beyond an ordinary sample (a grid step is 35 to 176 pixels). */
    static final double SCALE_EXTRA_PX = 150;

    /** {@code text}, or as much of it as fits in {@link #MAX_TEXT_PX} with an ellipsis. */
    static String fit(String text, Canvas.Font font) {
        if (TextBox.width(text, font.size()) <= MAX_TEXT_PX) {
            return text;
        }
        String cut = text;
        while (cut.length() > 1 && TextBox.width(cut + "\u2026", font.size()) > MAX_TEXT_PX) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut + "\u2026";
    }

    /** Draws the panel with its top-left corner at {@code (x0, 0)}, {@code panelHeight} high. */
    void draw(Canvas c, double x0, double panelHeight, PictureLayout layout, ViewTransform t) {
        c.beginGroup("legend");
        c.rect(x0, 0, width, panelHeight, new Canvas.Look(PANEL, 1, null, 0, false), Canvas.Tag.of("legend-panel"));
        c.line(x0 + 0.5, 0, x0 + 0.5, panelHeight, Canvas.Look.outline(PANEL_EDGE, 1), Canvas.Tag.of("legend-edge"));
        double cx = x0 + PAD_PX;
        for (int k = 0; k < columns.size(); k++) {
            double y = PAD_PX;
            for (Row r : columns.get(k)) {
                row(c, r, cx, y, layout, t);
                y += rowHeight(r);
            }
            cx += columnWidths.get(k) + PAD_PX;
        }
        c.endGroup();
    }

    private void row(Canvas c, Row r, double x, double y, PictureLayout layout, ViewTransform t) {
        double mid = y + ROW_PX / 2;
        double textX = x + SAMPLE_PX + 8;
        double baseline = mid + 4;
        Canvas.Tag tag = new Canvas.Tag("legend-sample " + r.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
                null, null);
        switch (r.kind()) {
            case HEADER -> {
                c.text(fit(r.text(), HEADER_FONT), x, baseline, Canvas.Anchor.START, HEADER_FONT,
                        new Canvas.Tag("legend-header", null, null));
                return;
            }
            case FIGURE -> c.rect(x + 2, mid - 6, SAMPLE_PX - 4, 12,
                    new Canvas.Look(r.color(), Palette.FIGURE_FILL_ALPHA, r.color(), SceneDrawer.OUTLINE_PX, r.dashed()), tag);
            case HEAT_MAP -> c.rect(x + 2, mid - 6, SAMPLE_PX - 4, 12, Canvas.Look.filled(r.color(), Palette.HEAT_MAP_ALPHA), tag);
            case HIT, MISS, HIT_FAILED, MISS_FAILED -> SceneDrawer.marker(c, x + SAMPLE_PX / 2, mid,
                    r.kind() == Kind.HIT || r.kind() == Kind.HIT_FAILED,
                    r.kind() == Kind.HIT || r.kind() == Kind.MISS, tag, tag);
            case SIGHT_CLEAR -> c.line(x, mid, x + SAMPLE_PX, mid, Canvas.Look.outline(r.color(), SceneDrawer.SIGHT_PX), tag);
            case SIGHT_BLOCKED -> {
                c.line(x, mid, x + SAMPLE_PX / 2, mid, Canvas.Look.outline(r.color(), SceneDrawer.SIGHT_PX), tag);
                c.line(x + SAMPLE_PX / 2, mid, x + SAMPLE_PX, mid, new Canvas.Look(null, 0, r.color(), 1, true), tag);
                SceneDrawer.cross(c, x + SAMPLE_PX / 2, mid, r.color(), tag);
            }
            case RAY -> {
                c.line(x, mid, x + SAMPLE_PX - 6, mid, Canvas.Look.outline(r.color(), SceneDrawer.SIGHT_PX), tag);
                c.polygon(new double[] {x + SAMPLE_PX, x + SAMPLE_PX - 9, x + SAMPLE_PX - 9}, new double[] {mid, mid - 4, mid + 4},
                        new Canvas.Look(r.color(), 1, null, 0, false), tag);
            }
            case KEY -> {
                Canvas.Font font = new Canvas.Font(PictureLayout.CHECK_FONT_PX, r.color(), true, true);
                c.text(Integer.toString(r.number()), x + SAMPLE_PX / 2, baseline, Canvas.Anchor.MIDDLE, font,
                        new Canvas.Tag("legend-number", null, null));
            }
            case AXES -> {
                // an arrow to the right and one down from the same corner, as the picture's axes go
                double ox = x + 4;
                double oy = y + 5;
                Canvas.Look look = Canvas.Look.outline(r.color(), 1.5);
                Canvas.Look head = new Canvas.Look(r.color(), 1, null, 0, false);
                c.line(ox, oy, ox + 20, oy, look, tag);
                c.polygon(new double[] {ox + 24, ox + 18, ox + 18}, new double[] {oy, oy - 3.5, oy + 3.5}, head, tag);
                c.line(ox, oy, ox, oy + 20, look, tag);
                c.polygon(new double[] {ox, ox - 3.5, ox + 3.5}, new double[] {oy + 24, oy + 18, oy + 18}, head, tag);
                c.text("x", ox + 12, oy + 13, Canvas.Anchor.MIDDLE, TEXT_FONT, new Canvas.Tag("legend-axis-name", null, null));
                c.text("y", ox + 9, oy + 22, Canvas.Anchor.START, TEXT_FONT, new Canvas.Tag("legend-axis-name", null, null));
                baseline = y + 17;
            }
            case SCALE -> {
                PictureLayout.Grid grid = layout.grid();
                double len = grid.step() * t.scale();
                Canvas.Look look = Canvas.Look.outline(r.color(), 1.5);
                c.line(x, mid, x + len, mid, look, tag);
                c.line(x, mid - 4, x, mid + 4, look, tag);
                c.line(x + len, mid - 4, x + len, mid + 4, look, tag);
                textX = x + len + 8;
            }
            default -> {
            }
        }
        c.text(fit(r.text(), TEXT_FONT), textX, baseline, Canvas.Anchor.START, TEXT_FONT,
                new Canvas.Tag("legend-text", null, r.text()));
    }
}
