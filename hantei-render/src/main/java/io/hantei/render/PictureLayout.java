package io.hantei.render;

import io.hantei.geom.Capsule;
import io.hantei.geom.Circle;
import io.hantei.geom.Ellipse;
import io.hantei.geom.Fan;
import io.hantei.geom.Polygon;
import io.hantei.geom.Polyline;
import io.hantei.geom.Rect;
import io.hantei.geom.RotatedRect;
import io.hantei.geom.Segment;
import io.hantei.geom.Shape;
import io.hantei.geom.ShapeKind;
import io.hantei.geom.Vec2;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where every piece of text of a picture goes, decided before anything is drawn, so that no two
 * labels cover each other or a check's marker, and none is left out:
 * <ol>
 *   <li>the grid's coordinates along the top and left edges, where they are;</li>
 *   <li>the axis names ({@code x →}, {@code y ↓}) and the origin's {@code (0, 0)}, at the first of
 *       a few places near their corner or point that is free;</li>
 *   <li>each failed check's label, {@code rule: expected a hit, was a miss}, beside its marker or,
 *       when nothing is free there, further out with a leader line to it;</li>
 *   <li>the figures' and heat maps' names, at their usual place or the nearest free one;</li>
 *   <li>each passed check's label, its rule's name, written in full once per text; a check
 *       whose text is already written elsewhere, or for which no place is free, gets a number
 *       instead, and the legend's key says what the number stands for.</li>
 * </ol>
 * A label that finds no free place at all is written at its first place all the same and
 * counted in {@link #crowded()}: a picture never drops a label.
 */
final class PictureLayout {

    /** How far a label may move from its marker (with a leader line), in pixels, ring by ring. */
    static final double[] LEADER_RINGS_PX = {0, 14, 28, 46, 70};
    /** How far a name may move from its place, in pixels, ring by ring. */
    static final double[] NAME_RINGS_PX = {0, 8, 16, 24, 32, 44, 60, 80};

    static final Canvas.Font GRID_FONT = new Canvas.Font(10, Palette.GRID_TEXT, false, false);
    static final Canvas.Font AXIS_FONT = new Canvas.Font(12, Palette.AXIS, true, true);
    static final Canvas.Font NAME_FONT = new Canvas.Font(12, Palette.TEXT, true, true);
    static final double CHECK_FONT_PX = 11;

    /** What a label is; the drawer and the specs tell labels apart by it. */
    enum Kind { GRID, AXIS, ORIGIN, NAME, CHECK, CHECK_NUMBER }

    /**
     * One piece of text as it will be written.
     *
     * @param leader the line from the marker to a label written away from it ({@code x1, y1, x2, y2}), or null
     * @param mark    the check the label belongs to, or null
     * @param crowded whether it found no free place and is written over something
     */
    record Label(Kind kind, String text, double x, double y, Canvas.Anchor anchor, Canvas.Font font, Canvas.Tag tag,
                 TextBox box, double[] leader, CheckMark mark, boolean crowded) {
    }

    /** One entry of the key: a number written beside markers in place of their text. */
    record KeyEntry(int number, String text, boolean failed) {
    }

    /**
     * The grid: lines every {@code step} world units ({@code mantissa * 10^exp}), at
     * {@code k * step} for k from {@code kx0} to {@code kx1} across and {@code ky0} to {@code ky1} down.
     */
    record Grid(double step, int mantissa, int exp, double kx0, double kx1, double ky0, double ky1) {
    }

    private final Scene scene;
    private final ViewTransform t;
    private final Grid grid;
    /** What no label may cover (markers and the labels placed so far), by the cells of {@link #CELL_PX} they reach. */
    private final Map<Long, List<TextBox>> taken = new HashMap<>();
    private final List<Label> labels = new ArrayList<>();
    private final Map<String, KeyEntry> key = new LinkedHashMap<>();
    private int crowded;

    private PictureLayout(Scene scene, ViewTransform t) {
        this.scene = scene;
        this.t = t;
        this.grid = grid(t);
    }

    /** The text of the picture of {@code scene} drawn through {@code t}. */
    static PictureLayout of(Scene scene, ViewTransform t) {
        PictureLayout layout = new PictureLayout(scene, t);
        layout.place();
        return layout;
    }

    /** Every label, in the order they are decided (and drawn). */
    List<Label> labels() {
        return labels;
    }

    /** The labels of one kind. */
    List<Label> labels(Kind kind) {
        return labels.stream().filter(l -> l.kind() == kind).toList();
    }

    /** What the numbers written beside markers stand for, by number. */
    List<KeyEntry> key() {
        return List.copyOf(key.values());
    }

    /** How many labels found no free place and were written over something. */
    int crowded() {
        return crowded;
    }

    /** The grid, or null when the view is too large or too far out for one. */
    Grid grid() {
        return grid;
    }

    /** The radius of a check's marker in pixels, with the ring of a failed one: what no label may cover. */
    static double markerRadius(CheckMark m) {
        return m.passed() ? SceneDrawer.CHECK_RADIUS_PX + 1 : SceneDrawer.FAIL_RING_PX + 2;
    }

    /** The text beside a check: its rule's name, and for a failed one what went wrong. */
    static String text(CheckMark m) {
        if (m.passed()) {
            return m.label();
        }
        return (m.label() == null ? "" : m.label() + ": ") + m.verdict();
    }

    static Canvas.Font checkFont(CheckMark m) {
        return new Canvas.Font(CHECK_FONT_PX, m.passed() ? Palette.TEXT : Palette.FAILED, true, true);
    }

    private void place() {
        for (CheckMark m : scene.checks()) {
            take(TextBox.around(t.pixelX(m.x()), t.pixelY(m.y()), markerRadius(m)));
        }
        gridLabels();
        axisLabels();
        for (CheckMark m : scene.checks()) {
            if (!m.passed()) {
                checkLabel(m, new HashSet<>());
            }
        }
        List<HeatMap> maps = scene.heatMaps();
        for (HeatMap map : maps) {
            if (map.name() != null) {
                Rect r = map.region();
                name(map.name(), near(t.pixelX(r.left()), t.width()) + 4, near(t.pixelY(r.top()), t.height()) + 14,
                        Canvas.Anchor.START, new Canvas.Tag("name heat-map-name", map.name(), null));
            }
        }
        for (Figure f : scene.figures()) {
            if (f.name() != null) {
                figureName(f);
            }
        }
        Set<String> written = new HashSet<>();
        for (CheckMark m : scene.checks()) {
            if (m.passed() && m.label() != null) {
                checkLabel(m, written);
            }
        }
    }

    // ---- grid and axes

    static Grid grid(ViewTransform t) {
        double target = SceneDrawer.GRID_SPACING_PX / t.scale();
        int exp = (int) Math.floor(Math.log10(target));
        double f = target / Math.pow(10, exp);
        int mantissa;
        if (f < 1.5) {
            mantissa = 1;
        } else if (f < 3.5) {
            mantissa = 2;
        } else if (f < 7.5) {
            mantissa = 5;
        } else {
            mantissa = 1;
            exp++;
        }
        double step = mantissa * Math.pow(10, exp);
        Rect v = t.view();
        double kx0 = Math.ceil(v.left() / step);
        double kx1 = Math.floor(v.right() / step);
        double ky0 = Math.ceil(v.top() / step);
        double ky1 = Math.floor(v.bottom() / step);
        // beyond 2^53 consecutive multiples of the step are no longer distinct doubles
        double limit = 0x1p53;
        if (!(Math.max(Math.abs(kx0), Math.abs(kx1)) < limit) || !(Math.max(Math.abs(ky0), Math.abs(ky1)) < limit)
                || kx1 - kx0 > 10_000 || ky1 - ky0 > 10_000) {
            return null;
        }
        return new Grid(step, mantissa, exp, kx0, kx1, ky0, ky1);
    }

    /** {@code k * mantissa * 10^exp} written exactly, as a designer would write it (no 0.30000000000000004). */
    static String gridLabel(double k, int mantissa, int exp) {
        BigDecimal v = new BigDecimal(k).multiply(BigDecimal.valueOf(mantissa)).scaleByPowerOfTen(exp).stripTrailingZeros();
        if (v.signum() == 0) {
            return "0";
        }
        int magnitude = v.precision() - v.scale() - 1; // the decimal exponent of the leading digit
        if (magnitude >= -5 && magnitude < 12) {
            return v.toPlainString();
        }
        String digits = v.unscaledValue().abs().toString();
        String lead = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
        return (v.signum() < 0 ? "-" : "") + lead + "e" + magnitude;
    }

    /** The middle of the pixel that holds {@code p}: a 1-pixel line there covers one pixel exactly. */
    static double crisp(double p) {
        return Math.floor(p) + 0.5;
    }

    /**
     * Each grid line's coordinate: along the top, right of its line (left of it at the right
     * edge); down the left, above its line (below it, and below the top row, at the top edge).
     */
    private void gridLabels() {
        if (grid == null) {
            return;
        }
        for (double k = grid.kx0(); k <= grid.kx1(); k++) {
            double px = crisp(t.pixelX(k * grid.step()));
            String text = gridLabel(k, grid.mantissa(), grid.exp());
            boolean fits = TextBox.of(text, px + 3, 11, Canvas.Anchor.START, GRID_FONT).right() <= t.width();
            fixed(Kind.GRID, text, fits ? px + 3 : px - 3, 11, fits ? Canvas.Anchor.START : Canvas.Anchor.END, GRID_FONT,
                    Canvas.Tag.of("grid-label x"));
        }
        for (double k = grid.ky0(); k <= grid.ky1(); k++) {
            double py = crisp(t.pixelY(k * grid.step()));
            String text = gridLabel(k, grid.mantissa(), grid.exp());
            boolean fits = TextBox.of(text, 3, py - 3, Canvas.Anchor.START, GRID_FONT).top() >= 0;
            // below the line at the top edge, and below the x coordinates written there; at the
            // bottom edge no lower than its descent and halo allow
            double baseline = Math.min(fits ? py - 3 : Math.max(py + 11, 25),
                    t.height() - 0.24 * GRID_FONT.size() - TextBox.HALO_PX);
            fixed(Kind.GRID, text, 3, baseline, Canvas.Anchor.START, GRID_FONT, Canvas.Tag.of("grid-label y"));
        }
    }

    /** Whether the axis x = 0 (the y axis) is in view. */
    boolean yAxisInView() {
        return t.view().left() <= 0 && 0 <= t.view().right();
    }

    /** Whether the axis y = 0 (the x axis) is in view. */
    boolean xAxisInView() {
        return t.view().top() <= 0 && 0 <= t.view().bottom();
    }

    private void axisLabels() {
        double w = t.width();
        double h = t.height();
        double oy = crisp(t.pixelY(0));
        double ox = crisp(t.pixelX(0));
        // x →: at the right end, on the x axis when it is in view, else under the grid's coordinates
        double xLabelY = xAxisInView() ? clampBetween(oy - 6, 26, h - 6) : 26;
        spot(Kind.AXIS, "x \u2192", Canvas.Anchor.END, AXIS_FONT, Canvas.Tag.of("axis-label x"),
                new double[][] {{w - 6, xLabelY}, {w - 6, xLabelY + 18}, {w - 6, 26}, {w - 6, 44}, {w - 6, h - 8}});
        // y ↓: at the bottom, beside the y axis when it is in view, else at the left edge
        double yLabelX = yAxisInView() ? clampBetween(ox + 6, 6, w - 40) : 6;
        spot(Kind.AXIS, "y \u2193", Canvas.Anchor.START, AXIS_FONT, Canvas.Tag.of("axis-label y"),
                new double[][] {{yLabelX, h - 8}, {yLabelX + 30, h - 8}, {yLabelX, h - 26}, {40, h - 8}, {6, h - 26}});
        if (xAxisInView() && yAxisInView()) {
            spot(Kind.ORIGIN, "(0, 0)", Canvas.Anchor.START, AXIS_FONT, Canvas.Tag.of("origin-label"),
                    new double[][] {{ox + 6, oy + 16}, {ox + 6, oy - 6}, {ox - 6, oy + 16, 1}, {ox - 6, oy - 6, 1}});
        }
    }

    private static double clampBetween(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }

    /**
     * A label at the first free place of {@code places} ({@code x, baseline}, and a third 1 for
     * the END anchor), else near the first as a name is ({@link #nearby}).
     */
    private void spot(Kind kind, String text, Canvas.Anchor anchor, Canvas.Font font, Canvas.Tag tag, double[][] places) {
        for (double[] p : places) {
            Canvas.Anchor a = p.length > 2 ? Canvas.Anchor.END : anchor;
            TextBox box = TextBox.of(text, p[0], p[1], a, font);
            if (free(box)) {
                add(new Label(kind, text, p[0], p[1], a, font, tag, box, null, null, false));
                return;
            }
        }
        nearby(kind, text, places[0][0], places[0][1], places[0].length > 2 ? Canvas.Anchor.END : anchor, font, tag);
    }

    private void fixed(Kind kind, String text, double x, double y, Canvas.Anchor anchor, Canvas.Font font, Canvas.Tag tag) {
        add(new Label(kind, text, x, y, anchor, font, tag, TextBox.of(text, x, y, anchor, font), null, null, false));
    }

    private void add(Label l) {
        labels.add(l);
        take(l.box());
    }

    /** The side of the square cells the taken boxes are filed by, in pixels: a label is checked against its cells' boxes only. */
    static final double CELL_PX = 64;

    private void take(TextBox box) {
        forEachCell(box, key -> taken.computeIfAbsent(key, k -> new ArrayList<>()).add(box));
    }

    private boolean free(TextBox box) {
        if (!box.within(t.width(), t.height())) {
            return false;
        }
        boolean[] free = {true};
        forEachCell(box, key -> {
            List<TextBox> boxes = taken.get(key);
            if (free[0] && boxes != null) {
                for (TextBox o : boxes) {
                    if (box.intersects(o)) {
                        free[0] = false;
                        return;
                    }
                }
            }
        });
        return free[0];
    }

    /** The keys of the cells {@code box} reaches, within a band of cells round the picture (a marker far outside shares the edge cells). */
    private void forEachCell(TextBox box, java.util.function.LongConsumer action) {
        long x0 = cell(box.left(), t.width());
        long x1 = cell(box.right(), t.width());
        long y0 = cell(box.top(), t.height());
        long y1 = cell(box.bottom(), t.height());
        for (long cy = y0; cy <= y1; cy++) {
            for (long cx = x0; cx <= x1; cx++) {
                action.accept(cy << 32 | (cx & 0xffffffffL));
            }
        }
    }

    private static long cell(double p, int size) {
        return (long) Math.floor(Math.max(-CELL_PX, Math.min(size + CELL_PX, p)) / CELL_PX);
    }

    // ---- names

    /** Pixel coordinates are kept within this far outside the picture where that changes nothing visible. */
    static double near(double p, int size) {
        return Math.max(-SceneDrawer.FAR_PX, Math.min(size + SceneDrawer.FAR_PX, p));
    }

    private void figureName(Figure f) {
        String name = f.name();
        Canvas.Tag tag = new Canvas.Tag("name", name, null);
        ShapeKind kind = f instanceof Figure.OfShape s ? ShapeKind.of(s.shape()) : null;
        if (kind == null) { // pixels, or a shape from elsewhere: above the top-left corner of its box
            Rect b = f.bounds();
            name(name, near(t.pixelX(b.left()), t.width()), near(t.pixelY(b.top()), t.height()) - 5, Canvas.Anchor.START, tag);
            return;
        }
        NAME_PLACE.get(kind).place(this, ((Figure.OfShape) f).shape(), name, tag);
    }

    /** Where a shape of one kind has its name first. */
    private interface NamePlace {
        void place(PictureLayout l, Shape s, String name, Canvas.Tag tag);
    }

    /**
     * Where each kind has its name first, in the layout's pixels (ARCHITECTURE.md, "Adding a
     * shape"); the layout moves it from there when that place is taken. A {@code switch} without
     * a default, so a kind without its row does not compile.
     */
    private static final Map<ShapeKind, NamePlace> NAME_PLACE = KindRows.of("names", k -> switch (k) {
        case FAN -> (l, s, name, tag) -> {
            Fan fan = (Fan) s;
            l.name(name, l.t.pixelX(fan.apexX()) + 6, l.t.pixelY(fan.apexY()) - 6, Canvas.Anchor.START, tag);
        };
        case CIRCLE -> (l, s, name, tag) -> {
            Circle ci = (Circle) s;
            l.name(name, l.t.pixelX(ci.centerX()), l.t.pixelY(ci.centerY() - ci.r()) - 5, Canvas.Anchor.MIDDLE, tag);
        };
        case RECT -> (l, s, name, tag) -> {
            Rect b = (Rect) s;
            l.name(name, near(l.t.pixelX(b.left()), l.t.width()), near(l.t.pixelY(b.top()), l.t.height()) - 5,
                    Canvas.Anchor.START, tag);
        };
        case ROTATED_RECT -> (l, s, name, tag) -> {
            RotatedRect rr = (RotatedRect) s;
            Vec2 top = rr.corners().get(0);
            for (Vec2 v : rr.corners()) {
                if (v.y() < top.y()) {
                    top = v;
                }
            }
            l.name(name, l.t.pixelX(top.x()), l.t.pixelY(top.y()) - 5, Canvas.Anchor.MIDDLE, tag);
        };
        case POLYGON -> (l, s, name, tag) ->
                l.nameAboveTop(name, SceneDrawer.pixelXs(l.t, (Polygon) s), SceneDrawer.pixelYs(l.t, (Polygon) s), tag);
        case POLYLINE -> (l, s, name, tag) ->
                l.nameAboveTop(name, SceneDrawer.pixelXs(l.t, (Polyline) s), SceneDrawer.pixelYs(l.t, (Polyline) s), tag);
        case SEGMENT -> (l, s, name, tag) -> {
            Segment sg = (Segment) s;
            l.nameAboveTop(name, new double[] {l.t.pixelX(sg.x1()), l.t.pixelX(sg.x2())},
                    new double[] {l.t.pixelY(sg.y1()), l.t.pixelY(sg.y2())}, tag);
        };
        case ELLIPSE -> (l, s, name, tag) -> {
            // the ellipse's highest point: where its tangent is level
            Ellipse e = (Ellipse) s;
            double a = e.width() / 2 * l.t.scale();
            double b = e.height() / 2 * l.t.scale();
            double h = Math.hypot(e.sin() * a, e.cos() * b);
            double dx = h == 0 ? 0 : -e.cos() * e.sin() * (a - b) * (a + b) / h;
            l.nameAbove(name, l.t.pixelX(e.centerX()) + dx, l.t.pixelY(e.centerY()) - h, tag);
        };
        case CAPSULE -> (l, s, name, tag) -> {
            Capsule cap = (Capsule) s;
            double x1 = l.t.pixelX(cap.x1());
            double y1 = l.t.pixelY(cap.y1());
            double x2 = l.t.pixelX(cap.x2());
            double y2 = l.t.pixelY(cap.y2());
            double x = y1 < y2 ? x1 : y2 < y1 ? x2 : (x1 + x2) / 2;
            l.nameAbove(name, x, Math.min(y1, y2) - cap.r() * l.t.scale(), tag);
        };
    });

    /** Above the highest points (the middle of them when several are as high). */
    private void nameAboveTop(String name, double[] xs, double[] ys, Canvas.Tag tag) {
        double top = ys[0];
        for (double y : ys) {
            top = Math.min(top, y);
        }
        double left = Double.POSITIVE_INFINITY;
        double right = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < xs.length; i++) {
            if (ys[i] == top) {
                left = Math.min(left, xs[i]);
                right = Math.max(right, xs[i]);
            }
        }
        nameAbove(name, left + (right - left) / 2, top, tag);
    }

    private void nameAbove(String name, double x, double topY, Canvas.Tag tag) {
        name(name, near(x, t.width()), near(topY, t.height()) - 5, Canvas.Anchor.MIDDLE, tag);
    }

    /**
     * A name at {@code (x, y)}, or moved by the least of {@link #NAME_RINGS_PX} (up first, then down,
     * right, left, and the diagonals) that frees it; a name off the picture is moved into it.
     */
    private void name(String name, double x, double y, Canvas.Anchor anchor, Canvas.Tag tag) {
        nearby(Kind.NAME, name, x, y, anchor, NAME_FONT, tag);
    }

    /**
     * A label at {@code (x, y)}, or moved by the least of {@link #NAME_RINGS_PX} (up first, then
     * down, right, left, and the diagonals) that frees it; a label off the picture is moved into
     * it first; when nothing is free, at {@code (x, y)} over what is there.
     */
    private void nearby(Kind kind, String text, double x, double y, Canvas.Anchor anchor, Canvas.Font font, Canvas.Tag tag) {
        double[][] dirs = {{0, -1}, {0, 1}, {1, 0}, {-1, 0}, {1, -1}, {-1, -1}, {1, 1}, {-1, 1}};
        TextBox at = TextBox.of(text, x, y, anchor, font);
        // into the picture when it would stick out of it (a shape at the edge, or beyond it)
        double inX = Math.max(0, -at.left()) - Math.max(0, at.right() - t.width());
        double inY = Math.max(0, -at.top()) - Math.max(0, at.bottom() - t.height());
        double x0 = x + inX;
        double y0 = y + inY;
        for (double d : NAME_RINGS_PX) {
            for (double[] dir : dirs) {
                double nx = x0 + d * dir[0];
                double ny = y0 + d * dir[1];
                TextBox box = TextBox.of(text, nx, ny, anchor, font);
                if (free(box)) {
                    add(new Label(kind, text, nx, ny, anchor, font, tag, box, null, null, false));
                    return;
                }
                if (d == 0) {
                    break;
                }
            }
        }
        crowded++;
        add(new Label(kind, text, x0, y0, anchor, font, tag, TextBox.of(text, x0, y0, anchor, font), null, null, true));
    }

    // ---- checks

    /**
     * The label of one check: its text at the nearest free place round its marker; when the text
     * is in {@code written} already, or no place is free, its number; when not even the number
     * finds a free place, the number right of the marker over whatever is there.
     */
    private void checkLabel(CheckMark m, Set<String> written) {
        String text = text(m);
        if (text == null || text.isEmpty()) {
            return;
        }
        double x = t.pixelX(m.x());
        double y = t.pixelY(m.y());
        String verdict = m.passed() ? "passed" : "failed";
        Canvas.Font font = checkFont(m);
        if (!written.contains(text) && around(Kind.CHECK, text, x, y, m, font, new Canvas.Tag("check-label " + verdict, m.label(), null))) {
            written.add(text);
            return;
        }
        KeyEntry entry = key.computeIfAbsent(text, k -> new KeyEntry(key.size() + 1, k, !m.passed()));
        String number = Integer.toString(entry.number());
        Canvas.Tag tag = new Canvas.Tag("check-number " + verdict, m.label(), number + ": " + text);
        if (!around(Kind.CHECK_NUMBER, number, x, y, m, font, tag)) {
            crowded++;
            double lx = x + markerRadius(m) + 3;
            add(new Label(Kind.CHECK_NUMBER, number, lx, y + 4, Canvas.Anchor.START, font, tag,
                    TextBox.of(number, lx, y + 4, Canvas.Anchor.START, font), null, m, true));
        }
    }

    /** Tries the places round a marker ring by ring; adds the label at the first free one. */
    private boolean around(Kind kind, String text, double x, double y, CheckMark m, Canvas.Font font, Canvas.Tag tag) {
        double r = markerRadius(m);
        double up = 0.78 * font.size(); // from the baseline to the top of the capitals
        for (double d : LEADER_RINGS_PX) {
            double gap = r + 3 + d;
            double diag = r + 1 + d * 0.7;
            // right, left, above, below, then the four diagonals
            Object[][] places = {
                {x + gap, y + up / 2, Canvas.Anchor.START},
                {x - gap, y + up / 2, Canvas.Anchor.END},
                {x, y - gap, Canvas.Anchor.MIDDLE},
                {x, y + gap + up, Canvas.Anchor.MIDDLE},
                {x + diag, y - diag, Canvas.Anchor.START},
                {x + diag, y + diag + up, Canvas.Anchor.START},
                {x - diag, y - diag, Canvas.Anchor.END},
                {x - diag, y + diag + up, Canvas.Anchor.END},
            };
            for (Object[] p : places) {
                double lx = (double) p[0];
                double ly = (double) p[1];
                Canvas.Anchor a = (Canvas.Anchor) p[2];
                TextBox box = TextBox.of(text, lx, ly, a, font);
                if (free(box)) {
                    double[] leader = null;
                    if (d > 0) {
                        double[] end = box.nearest(x, y);
                        double len = Math.hypot(end[0] - x, end[1] - y);
                        // from the edge of what is drawn: the dot, or the ring of a failed one
                        double k = ((m.passed() ? SceneDrawer.CHECK_RADIUS_PX : SceneDrawer.FAIL_RING_PX) + 1) / len;
                        leader = new double[] {x + (end[0] - x) * k, y + (end[1] - y) * k, end[0], end[1]};
                    }
                    add(new Label(kind, text, lx, ly, a, font, tag, box, leader, m, false));
                    return true;
                }
            }
        }
        return false;
    }
}
