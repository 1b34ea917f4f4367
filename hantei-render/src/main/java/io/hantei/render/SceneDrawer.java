package io.hantei.render;

import io.hantei.geom.Angles;
import io.hantei.geom.Capsule;
import io.hantei.geom.Circle;
import io.hantei.geom.Ellipse;
import io.hantei.geom.Fan;
import io.hantei.geom.PixelRect;
import io.hantei.geom.Polygon;
import io.hantei.geom.Polyline;
import io.hantei.geom.Rect;
import io.hantei.geom.RotatedRect;
import io.hantei.geom.Segment;
import io.hantei.geom.Shape;
import io.hantei.geom.ShapeKind;
import io.hantei.geom.Vec2;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntToDoubleFunction;

/**
 * Draws a scene on a {@link Canvas}, in this order: background, grid with coordinates, axes and
 * origin, heat maps, figures (fill, outline, a fan's direction), sight lines and ray casts,
 * names, check markers with their labels, and the legend in a panel right of the plot. Where
 * each piece of text goes is decided first ({@link PictureLayout}), then the legend
 * ({@link Legend}). Everything is computed here in pixel coordinates, so PNG and SVG show the
 * same picture.
 */
final class SceneDrawer {

    /** Grid lines are about this many pixels apart (1, 2 or 5 times a power of ten in world units). */
    static final double GRID_SPACING_PX = 80;
    /** Radius of a check mark's dot, in pixels. */
    static final double CHECK_RADIUS_PX = 5;
    static final double OUTLINE_PX = 2;
    /** Radius of the dot at a fan's apex and at the ends of a segment or polyline, in pixels. */
    static final double DOT_PX = 2.5;

    /** Pixel coordinates are kept within this far outside the picture where that changes nothing visible. */
    static final double FAR_PX = 64;

    private final Scene scene;
    private final ViewTransform t;
    private final Canvas c;

    private SceneDrawer(Scene scene, ViewTransform t, Canvas c) {
        this.scene = scene;
        this.t = t;
        this.c = c;
    }

    static void draw(Scene scene, ViewTransform t, Canvas c) {
        new SceneDrawer(scene, t, c).draw();
    }

    private void draw() {
        PictureLayout layout = PictureLayout.of(scene, t);
        Legend legend = Legend.of(scene, layout, t);
        int width = t.width() + (int) legend.width();
        int height = Math.max(t.height(), (int) legend.height());
        c.begin(width, height);
        c.beginGroup("grid");
        grid(layout);
        c.endGroup();
        c.beginGroup("axes");
        axes(layout);
        c.endGroup();
        c.beginGroup("heat-maps");
        List<HeatMap> maps = scene.heatMaps();
        for (int i = 0; i < maps.size(); i++) {
            heatMap(maps.get(i), Palette.heatMap(i));
        }
        c.endGroup();
        c.beginGroup("figures");
        List<Figure> figures = scene.figures();
        for (int i = 0; i < figures.size(); i++) {
            figure(figures.get(i), Palette.figure(i), Palette.figureDashed(i));
        }
        c.endGroup();
        if (!scene.sightLines().isEmpty()) {
            c.beginGroup("sight-lines");
            for (SightLine l : scene.sightLines()) {
                sightLine(l);
            }
            c.endGroup();
        }
        c.beginGroup("names");
        write(layout.labels(PictureLayout.Kind.NAME));
        c.endGroup();
        c.beginGroup("checks");
        for (CheckMark m : scene.checks()) {
            check(m);
        }
        List<PictureLayout.Label> checkLabels = new ArrayList<>(layout.labels(PictureLayout.Kind.CHECK));
        checkLabels.addAll(layout.labels(PictureLayout.Kind.CHECK_NUMBER));
        for (PictureLayout.Label l : checkLabels) {
            if (l.leader() != null) {
                double[] d = l.leader();
                Color color = l.mark().passed() ? Palette.AXIS : Palette.FAILED;
                c.line(d[0], d[1], d[2], d[3], Canvas.Look.outline(color, 1), new Canvas.Tag("check-leader", l.tag().name(), null));
            }
        }
        write(checkLabels);
        c.endGroup();
        if (!legend.isEmpty()) {
            legend.draw(c, t.width(), height, layout, t);
        }
        c.end();
    }

    private void write(List<PictureLayout.Label> labels) {
        for (PictureLayout.Label l : labels) {
            c.text(l.text(), l.x(), l.y(), l.anchor(), l.font(), l.tag());
        }
    }

    // ---- grid and axes

    private void grid(PictureLayout layout) {
        PictureLayout.Grid g = layout.grid();
        if (g == null) {
            return;
        }
        Canvas.Look line = Canvas.Look.outline(Palette.GRID, 1);
        for (double k = g.kx0(); k <= g.kx1(); k++) {
            double px = PictureLayout.crisp(t.pixelX(k * g.step()));
            c.line(px, 0, px, t.height(), line, Canvas.Tag.of("grid-line"));
        }
        for (double k = g.ky0(); k <= g.ky1(); k++) {
            double py = PictureLayout.crisp(t.pixelY(k * g.step()));
            c.line(0, py, t.width(), py, line, Canvas.Tag.of("grid-line"));
        }
        write(layout.labels(PictureLayout.Kind.GRID));
    }

    /** {@code k * mantissa * 10^exp} written exactly, as a designer would write it (no 0.30000000000000004). */
    static String gridLabel(double k, int mantissa, int exp) {
        return PictureLayout.gridLabel(k, mantissa, exp);
    }

    private void axes(PictureLayout layout) {
        Canvas.Look axis = Canvas.Look.outline(Palette.AXIS, 1);
        double ox = PictureLayout.crisp(t.pixelX(0));
        double oy = PictureLayout.crisp(t.pixelY(0));
        if (layout.yAxisInView()) {
            c.line(ox, 0, ox, t.height(), axis, Canvas.Tag.of("axis y"));
        }
        if (layout.xAxisInView()) {
            c.line(0, oy, t.width(), oy, axis, Canvas.Tag.of("axis x"));
        }
        write(layout.labels(PictureLayout.Kind.AXIS));
        if (layout.xAxisInView() && layout.yAxisInView()) {
            c.circle(ox, oy, 3, Canvas.Look.filled(Palette.AXIS, 1), Canvas.Tag.of("origin"));
            write(layout.labels(PictureLayout.Kind.ORIGIN));
        }
    }

    // ---- heat maps

    private void heatMap(HeatMap map, Color color) {
        HeatGrid grid = HeatGrid.sample(map, t);
        c.cells(grid, color, Palette.HEAT_MAP_ALPHA, new Canvas.Tag("heat-map", map.name(), map.toString()));
        axisAligned(map.region(), new Canvas.Look(null, 0, color, 1, true), new Canvas.Tag("heat-map-region", map.name(), null));
    }

    // ---- figures

    private void figure(Figure f, Color color, boolean dashed) {
        Canvas.Look look = new Canvas.Look(color, Palette.FIGURE_FILL_ALPHA, color, OUTLINE_PX, dashed);
        if (f instanceof Figure.OfPixels p) {
            pixels(p.pixels(), look);
        } else if (f instanceof Figure.OfShape s) {
            shape(s.shape(), color, look);
        }
    }

    private void pixels(PixelRect p, Canvas.Look look) {
        if (p.isEmpty()) {
            return;
        }
        Rect r = p.bounds();
        axisAligned(r, look, new Canvas.Tag("pixel-rect", p.name(), p.toString()));
    }

    private void axisAligned(Rect r, Canvas.Look look, Canvas.Tag tag) {
        // an edge far outside the picture is moved to just outside it: nothing visible changes
        double x0 = near(t.pixelX(r.left()), t.width());
        double y0 = near(t.pixelY(r.top()), t.height());
        double x1 = near(t.pixelX(r.right()), t.width());
        double y1 = near(t.pixelY(r.bottom()), t.height());
        c.rect(x0, y0, x1 - x0, y1 - y0, look, tag);
    }

    private static double near(double p, int size) {
        return Math.max(-FAR_PX, Math.min(size + FAR_PX, p));
    }

    private void shape(Shape s, Color color, Canvas.Look look) {
        ShapeKind kind = ShapeKind.of(s);
        if (kind == null) { // a shape from elsewhere (a union, say): its boundary, found by sampling
            sampled(s, color, new Canvas.Tag("shape", s.name(), s.toString()));
            return;
        }
        OUTLINE.get(kind).draw(this, s, color, look, new Canvas.Tag(tagName(kind), s.name(), s.toString()));
    }

    /** How a picture's file tags a kind: its word, in the words-with-hyphens of SVG classes ({@code rotated-rect}). */
    static String tagName(ShapeKind kind) {
        return kind.word().replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
    }

    /** How a shape of one kind is drawn, in the drawer's pixels. */
    private interface Outliner {
        void draw(SceneDrawer d, Shape s, Color color, Canvas.Look look, Canvas.Tag tag);
    }

    /**
     * How each kind is drawn (ARCHITECTURE.md, "Adding a shape"): a {@code switch} without a
     * default, so a kind without its row does not compile.
     */
    private static final Map<ShapeKind, Outliner> OUTLINE = KindRows.of("drawing", k -> switch (k) {
        case RECT -> (d, s, color, look, tag) -> d.axisAligned((Rect) s, look, tag);
        case ROTATED_RECT -> (d, s, color, look, tag) -> {
            List<Vec2> corners = ((RotatedRect) s).corners();
            double[] xs = new double[4];
            double[] ys = new double[4];
            for (int i = 0; i < 4; i++) {
                xs[i] = d.t.pixelX(corners.get(i).x());
                ys[i] = d.t.pixelY(corners.get(i).y());
            }
            d.c.polygon(xs, ys, look, tag);
        };
        case CIRCLE -> (d, s, color, look, tag) -> {
            Circle ci = (Circle) s;
            d.c.circle(d.t.pixelX(ci.centerX()), d.t.pixelY(ci.centerY()), ci.r() * d.t.scale(), look, tag);
        };
        case FAN -> (d, s, color, look, tag) -> d.fan((Fan) s, color, look, tag);
        case POLYGON -> (d, s, color, look, tag) -> d.c.polygon(pixelXs(d.t, (Polygon) s), pixelYs(d.t, (Polygon) s), look, tag);
        case POLYLINE -> (d, s, color, look, tag) -> d.polyline(pixelXs(d.t, (Polyline) s), pixelYs(d.t, (Polyline) s), color, tag);
        case SEGMENT -> (d, s, color, look, tag) -> d.segment((Segment) s, color, tag);
        case ELLIPSE -> (d, s, color, look, tag) -> d.ellipse((Ellipse) s, color, look, tag);
        case CAPSULE -> (d, s, color, look, tag) -> d.capsule((Capsule) s, color, look, tag);
    });

    private void fan(Fan fan, Color color, Canvas.Look look, Canvas.Tag tag) {
        double ax = t.pixelX(fan.apexX());
        double ay = t.pixelY(fan.apexY());
        double r = fan.len() * t.scale();
        // the transform is a uniform scale without a flip, so directions are the same in pixels
        double ux = Angles.cosDeg(fan.dirDegrees());
        double uy = Angles.sinDeg(fan.dirDegrees());
        if (fan.rangeDegrees() == 0) {
            c.line(ax, ay, ax + r * ux, ay + r * uy, Canvas.Look.outline(color, OUTLINE_PX), tag);
        } else if (r > 0) {
            c.sector(ax, ay, r, fan.dirDegrees(), fan.rangeDegrees(), look, tag);
        }
        Canvas.Tag dirTag = new Canvas.Tag("fan-direction", fan.name(), null);
        if (r >= 12) {
            double tipX = ax + r * ux;
            double tipY = ay + r * uy;
            double baseX = tipX - 10 * ux;
            double baseY = tipY - 10 * uy;
            c.line(ax, ay, baseX, baseY, Canvas.Look.outline(color, 1.5), dirTag);
            c.polygon(new double[] {tipX, baseX - 4 * uy, baseX + 4 * uy}, new double[] {tipY, baseY + 4 * ux, baseY - 4 * ux},
                    new Canvas.Look(color, 1, null, 0, false), dirTag);
        }
        c.circle(ax, ay, DOT_PX, Canvas.Look.filled(color, 1), new Canvas.Tag("fan-apex", fan.name(), null));
    }

    /** {@code f(0)} to {@code f(n - 1)}. */
    private static double[] each(int n, IntToDoubleFunction f) {
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = f.applyAsDouble(i);
        }
        return out;
    }

    static double[] pixelXs(ViewTransform t, Polygon p) {
        return each(p.vertexCount(), i -> t.pixelX(p.vertexX(i)));
    }

    static double[] pixelYs(ViewTransform t, Polygon p) {
        return each(p.vertexCount(), i -> t.pixelY(p.vertexY(i)));
    }

    static double[] pixelXs(ViewTransform t, Polyline p) {
        return each(p.vertexCount(), i -> t.pixelX(p.vertexX(i)));
    }

    static double[] pixelYs(ViewTransform t, Polyline p) {
        return each(p.vertexCount(), i -> t.pixelY(p.vertexY(i)));
    }

    /**
     * An open path as one unfilled outline that goes along it and back: one element, with round
     * joins at its turns in both formats. A dot marks each end.
     */
    private void polyline(double[] xs, double[] ys, Color color, Canvas.Tag tag) {
        int n = xs.length;
        double[] px = new double[2 * n - 2];
        double[] py = new double[2 * n - 2];
        for (int i = 0; i < px.length; i++) {
            int k = i < n ? i : 2 * n - 2 - i;
            px[i] = xs[k];
            py[i] = ys[k];
        }
        c.polygon(px, py, Canvas.Look.outline(color, OUTLINE_PX), tag);
        ends(xs[0], ys[0], xs[n - 1], ys[n - 1], color, tag);
    }

    private void segment(Segment sg, Color color, Canvas.Tag tag) {
        double x1 = t.pixelX(sg.x1());
        double y1 = t.pixelY(sg.y1());
        double x2 = t.pixelX(sg.x2());
        double y2 = t.pixelY(sg.y2());
        thin(x1, y1, x2, y2, color, tag);
        if (x1 != x2 || y1 != y2) {
            ends(x1, y1, x2, y2, color, tag);
        }
    }

    private void ends(double x1, double y1, double x2, double y2, Color color, Canvas.Tag tag) {
        Canvas.Tag end = new Canvas.Tag(tag.cssClass() + "-end", tag.name(), null);
        c.circle(x1, y1, DOT_PX, Canvas.Look.filled(color, 1), end);
        c.circle(x2, y2, DOT_PX, Canvas.Look.filled(color, 1), end);
    }

    /** A figure without area: a line as wide as an outline, or a dot where the ends coincide. */
    private void thin(double x1, double y1, double x2, double y2, Color color, Canvas.Tag tag) {
        if (x1 == x2 && y1 == y2) {
            c.circle(x1, y1, DOT_PX, Canvas.Look.filled(color, 1), tag);
        } else {
            c.line(x1, y1, x2, y2, Canvas.Look.outline(color, OUTLINE_PX), tag);
        }
    }

    /** Points on a full turn of radius {@code r} pixels whose chords stray less than 0.1 pixel: a multiple of 4, 32 to 4096. */
    static int turnPoints(double r) {
        double n = Math.PI * Math.sqrt(r / 0.2); // a chord strays r (1 - cos(π/n)) ≈ r π² / (2n²)
        return 4 * (int) Math.min(1024, Math.max(8, Math.ceil(n / 4)));
    }

    /** The turned ellipse as a polygon; a zero width or height as its segment or its centre. */
    private void ellipse(Ellipse e, Color color, Canvas.Look look, Canvas.Tag tag) {
        double cx = t.pixelX(e.centerX());
        double cy = t.pixelY(e.centerY());
        double a = e.width() / 2 * t.scale();
        double b = e.height() / 2 * t.scale();
        double co = e.cos();
        double si = e.sin();
        // the frame's (u, v) is (co·u - si·v, si·u + co·v) in pixels: a uniform scale, no flip
        if (a == 0 || b == 0) {
            double ux = a * co - b * si;
            double uy = a * si + b * co;
            thin(cx - ux, cy - uy, cx + ux, cy + uy, color, tag);
            return;
        }
        int n = turnPoints(Math.max(a, b));
        double[] xs = new double[n];
        double[] ys = new double[n];
        for (int k = 0; k < n; k++) {
            double u = a * Math.cos(2 * Math.PI * k / n);
            double v = b * Math.sin(2 * Math.PI * k / n);
            xs[k] = cx + co * u - si * v;
            ys[k] = cy + si * u + co * v;
        }
        c.polygon(xs, ys, look, tag);
    }

    /** The capsule as a polygon: the half circle round the end, a side, the half circle round the start; r = 0 as its segment. */
    private void capsule(Capsule cap, Color color, Canvas.Look look, Canvas.Tag tag) {
        double x1 = t.pixelX(cap.x1());
        double y1 = t.pixelY(cap.y1());
        double x2 = t.pixelX(cap.x2());
        double y2 = t.pixelY(cap.y2());
        double r = cap.r() * t.scale();
        if (r == 0) {
            thin(x1, y1, x2, y2, color, tag);
            return;
        }
        double len = Math.hypot(x2 - x1, y2 - y1);
        double ux = len > 0 ? (x2 - x1) / len : 1; // equal ends: a disc, any direction will do
        double uy = len > 0 ? (y2 - y1) / len : 0;
        int half = turnPoints(r) / 2;
        double[] xs = new double[2 * half + 2];
        double[] ys = new double[2 * half + 2];
        for (int i = 0; i <= half; i++) {
            // -90° to +90° from the direction round the end, the same turned by 180° round the start
            double th = Math.PI * i / half - Math.PI / 2;
            double ox = r * (Math.cos(th) * ux - Math.sin(th) * uy);
            double oy = r * (Math.cos(th) * uy + Math.sin(th) * ux);
            xs[i] = x2 + ox;
            ys[i] = y2 + oy;
            xs[half + 1 + i] = x1 - ox;
            ys[half + 1 + i] = y1 - oy;
        }
        c.polygon(xs, ys, look, tag);
    }

    /** A shape this drawer has no outline for: its inside is sampled at every pixel, its bounds dashed. */
    private void sampled(Shape s, Color color, Canvas.Tag tag) {
        HeatGrid grid = HeatGrid.perPixel(s.bounds(), PointPredicate.of(s), s, t);
        c.cells(grid, color, 2 * Palette.FIGURE_FILL_ALPHA, tag);
        axisAligned(s.bounds(), new Canvas.Look(null, 0, color, 1, true), new Canvas.Tag("shape-bounds", s.name(), null));
    }

    // ---- sight lines and ray casts

    /** Width of a sight line or ray, in pixels. */
    static final double SIGHT_PX = 1.5;
    /** Half the width of the cross where a wall first touches a sight line or ray, in pixels. */
    static final double CROSS_PX = 4.5;

    /**
     * A line of sight: solid when clear; when blocked, solid up to where a wall first touches it,
     * a cross there, and dashed beyond (the part not seen). A ray: solid to its hit with the
     * cross, or to its end with an arrowhead when it hit nothing. A dot marks where each starts.
     */
    private void sightLine(SightLine l) {
        double x1 = t.pixelX(l.from().x());
        double y1 = t.pixelY(l.from().y());
        double x2 = t.pixelX(l.to().x());
        double y2 = t.pixelY(l.to().y());
        Color color = l.blocked() ? Palette.SIGHT_BLOCKED : Palette.SIGHT_CLEAR;
        String kind = l.ray() ? "ray" : "sight-line";
        Canvas.Tag tag = new Canvas.Tag(kind + (l.blocked() ? " blocked" : " clear"), null, sightTitle(l));
        Canvas.Look solid = Canvas.Look.outline(color, SIGHT_PX);
        if (l.hit() == null) {
            if (l.blocked()) { // blocked, but no point of contact could be placed: all of it dashed
                clippedLine(x1, y1, x2, y2, new Canvas.Look(null, 0, color, SIGHT_PX, true), tag);
            } else {
                clippedLine(x1, y1, x2, y2, solid, tag);
                if (l.ray()) {
                    arrowhead(x1, y1, x2, y2, color, new Canvas.Tag("ray-end", null, null));
                }
            }
        } else {
            double hx = t.pixelX(l.hit().x());
            double hy = t.pixelY(l.hit().y());
            clippedLine(x1, y1, hx, hy, solid, tag);
            if (!l.ray()) {
                clippedLine(hx, hy, x2, y2, new Canvas.Look(null, 0, color, 1, true), new Canvas.Tag("sight-line-unseen", null, null));
            }
            if (inPicture(hx, hy)) {
                cross(c, hx, hy, color, new Canvas.Tag("sight-hit", null, sightTitle(l)));
            }
        }
        if (inPicture(x1, y1)) {
            c.circle(x1, y1, DOT_PX, Canvas.Look.filled(color, 1), new Canvas.Tag(kind + "-start", null, null));
        }
    }

    /** The cross where a wall first touches a sight line or ray. */
    static void cross(Canvas c, double x, double y, Color color, Canvas.Tag tag) {
        Canvas.Look look = Canvas.Look.outline(color, 2);
        c.line(x - CROSS_PX, y - CROSS_PX, x + CROSS_PX, y + CROSS_PX, look, tag);
        c.line(x - CROSS_PX, y + CROSS_PX, x + CROSS_PX, y - CROSS_PX, look, tag);
    }

    /** {@code line of sight (100, 100) → (300, 130): blocked by polygon 'pillar' at (200, 115)}. */
    private static String sightTitle(SightLine l) {
        String from = "(" + num(l.from().x()) + ", " + num(l.from().y()) + ")";
        String to = "(" + num(l.to().x()) + ", " + num(l.to().y()) + ")";
        String at = l.hit() == null ? "" : " at (" + num(l.hit().x()) + ", " + num(l.hit().y()) + ")";
        String by = l.wall() == null ? "" : " " + l.wall();
        if (l.ray()) {
            return "ray cast " + from + " → " + to + ": " + (l.blocked() ? "hit" + by + at : "hit nothing");
        }
        return "line of sight " + from + " → " + to + ": " + (l.blocked() ? "blocked by" + (by.isEmpty() ? " a wall" : by) + at : "clear");
    }

    /** An arrowhead whose tip is at the end of the line, when the line is long enough and its end in the picture. */
    private void arrowhead(double x1, double y1, double x2, double y2, Color color, Canvas.Tag tag) {
        double len = Math.hypot(x2 - x1, y2 - y1);
        if (!(len >= 12) || !inPicture(x2, y2)) {
            return;
        }
        double ux = (x2 - x1) / len;
        double uy = (y2 - y1) / len;
        double baseX = x2 - 9 * ux;
        double baseY = y2 - 9 * uy;
        c.polygon(new double[] {x2, baseX - 4 * uy, baseX + 4 * uy}, new double[] {y2, baseY + 4 * ux, baseY - 4 * ux},
                new Canvas.Look(color, 1, null, 0, false), tag);
    }

    private boolean inPicture(double x, double y) {
        return x >= -FAR_PX && x <= t.width() + FAR_PX && y >= -FAR_PX && y <= t.height() + FAR_PX;
    }

    /**
     * The part of the line within {@link #FAR_PX} of the picture (Liang–Barsky), so that a line
     * whose ends are far away is drawn where it is seen; nothing when no part is near, a dot when
     * the ends coincide.
     */
    private void clippedLine(double x1, double y1, double x2, double y2, Canvas.Look look, Canvas.Tag tag) {
        if (!Double.isFinite(x1) || !Double.isFinite(y1) || !Double.isFinite(x2) || !Double.isFinite(y2)) {
            return;
        }
        if (x1 == x2 && y1 == y2) {
            if (inPicture(x1, y1)) {
                c.circle(x1, y1, look.strokeWidth(), Canvas.Look.filled(look.stroke(), 1), tag);
            }
            return;
        }
        double dx = x2 - x1;
        double dy = y2 - y1;
        double[] p = {-dx, dx, -dy, dy};
        double[] edge = {-FAR_PX, t.width() + FAR_PX, -FAR_PX, t.height() + FAR_PX};
        double[] q = {x1 - edge[0], edge[1] - x1, y1 - edge[2], edge[3] - y1};
        double lo = 0;
        double hi = 1;
        int loEdge = -1;
        int hiEdge = -1;
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) {
                    return;
                }
            } else {
                double r = q[i] / p[i];
                if (p[i] < 0 && r > lo) {
                    lo = r;
                    loEdge = i;
                } else if (p[i] > 0 && r < hi) {
                    hi = r;
                    hiEdge = i;
                }
            }
        }
        if (lo > hi) {
            return;
        }
        double[] a = loEdge < 0 ? new double[] {x1, y1} : onEdge(x1, y1, dx, dy, loEdge, edge[loEdge]);
        double[] b = hiEdge < 0 ? new double[] {x2, y2} : onEdge(x1, y1, dx, dy, hiEdge, edge[hiEdge]);
        c.line(a[0], a[1], b[0], b[1], look, tag);
    }

    /**
     * Where the line through {@code (x1, y1)} along {@code (dx, dy)} meets the edge {@code i}
     * (0, 1: x = v; 2, 3: y = v): that coordinate exactly, the other from the slope, so that a
     * level line from far away stays level.
     */
    private static double[] onEdge(double x1, double y1, double dx, double dy, int i, double v) {
        return i < 2 ? new double[] {v, y1 + (v - x1) * (dy / dx)} : new double[] {x1 + (v - y1) * (dx / dy), v};
    }

    // ---- checks

    /** Radius of the ring round a failed check's marker, in pixels. */
    static final double FAIL_RING_PX = 10;

    private void check(CheckMark m) {
        String verdict = m.passed() ? "passed" : "failed";
        double x = t.pixelX(m.x());
        double y = t.pixelY(m.y());
        String title = (m.label() == null ? "check" : m.label()) + ": " + m.expected() + " " + verdict + " at ("
                + num(m.x()) + ", " + num(m.y()) + ")" + (m.passed() ? "" : ": " + m.verdict());
        marker(c, x, y, m.hit(), m.passed(), new Canvas.Tag("check " + verdict, m.label(), title),
                new Canvas.Tag("check-ring", m.label(), null));
    }

    /**
     * A check's marker at {@code (x, y)}: a filled dot for a hit, a ring for a miss, black when
     * passed; vermillion when failed, with a wide ring round it on a white halo.
     */
    static void marker(Canvas c, double x, double y, boolean hit, boolean passed, Canvas.Tag tag, Canvas.Tag ringTag) {
        Color color = passed ? Palette.PASSED : Palette.FAILED;
        if (!passed) {
            c.circle(x, y, FAIL_RING_PX, Canvas.Look.outline(Palette.BACKGROUND, 5), ringTag);
            c.circle(x, y, FAIL_RING_PX, Canvas.Look.outline(Palette.FAILED, 2.5), ringTag);
        }
        Canvas.Look look = hit
                ? new Canvas.Look(color, 1, Palette.BACKGROUND, 1.5, false)
                : new Canvas.Look(Palette.BACKGROUND, 1, color, 2.5, false);
        c.circle(x, y, hit ? CHECK_RADIUS_PX : CHECK_RADIUS_PX - 1, look, tag);
    }

    /** A number as a designer would write it: 100 rather than 100.0. */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
