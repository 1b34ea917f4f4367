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
import io.hantei.geom.Vec2;

import java.awt.Color;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntToDoubleFunction;

/**
 * Draws a scene on a {@link Canvas}, in this order: background, grid with coordinates, axes and
 * origin, heat maps, figures (fill, outline, a fan's direction), sight lines and ray casts,
 * names, check marks. Everything
 * is computed here in pixel coordinates, so PNG and SVG show the same picture.
 */
final class SceneDrawer {

    /** Grid lines are about this many pixels apart (1, 2 or 5 times a power of ten in world units). */
    static final double GRID_SPACING_PX = 80;
    /** Radius of a check mark's dot, in pixels. */
    static final double CHECK_RADIUS_PX = 5;
    static final double OUTLINE_PX = 2;
    /** Radius of the dot at a fan's apex and at the ends of a segment or polyline, in pixels. */
    static final double DOT_PX = 2.5;

    private static final Canvas.Font GRID_FONT = new Canvas.Font(10, Palette.GRID_TEXT, false, false);
    private static final Canvas.Font AXIS_FONT = new Canvas.Font(12, Palette.AXIS, true, true);
    private static final Canvas.Font NAME_FONT = new Canvas.Font(12, Palette.TEXT, true, true);
    /** Pixel coordinates are kept within this far outside the picture where that changes nothing visible. */
    private static final double FAR_PX = 64;

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
        c.begin(t.width(), t.height());
        c.beginGroup("grid");
        grid();
        c.endGroup();
        c.beginGroup("axes");
        axes();
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
            figure(figures.get(i), Palette.figure(i));
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
        for (int i = 0; i < maps.size(); i++) {
            heatMapName(maps.get(i));
        }
        for (Figure f : figures) {
            name(f);
        }
        c.endGroup();
        c.beginGroup("checks");
        for (CheckMark m : scene.checks()) {
            check(m);
        }
        checkLabels(scene.checks());
        c.endGroup();
        c.end();
    }

    // ---- grid and axes

    private void grid() {
        double target = GRID_SPACING_PX / t.scale();
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
            return;
        }
        Canvas.Look line = Canvas.Look.outline(Palette.GRID, 1);
        for (double k = kx0; k <= kx1; k++) {
            double px = crisp(t.pixelX(k * step));
            c.line(px, 0, px, t.height(), line, Canvas.Tag.of("grid-line"));
            c.text(gridLabel(k, mantissa, exp), px + 3, 11, Canvas.Anchor.START, GRID_FONT, Canvas.Tag.of("grid-label x"));
        }
        for (double k = ky0; k <= ky1; k++) {
            double py = crisp(t.pixelY(k * step));
            c.line(0, py, t.width(), py, line, Canvas.Tag.of("grid-line"));
            c.text(gridLabel(k, mantissa, exp), 3, py - 3, Canvas.Anchor.START, GRID_FONT, Canvas.Tag.of("grid-label y"));
        }
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
    private static double crisp(double p) {
        return Math.floor(p) + 0.5;
    }

    private void axes() {
        Rect v = t.view();
        Canvas.Look axis = Canvas.Look.outline(Palette.AXIS, 1);
        boolean yAxis = v.left() <= 0 && 0 <= v.right();
        boolean xAxis = v.top() <= 0 && 0 <= v.bottom();
        double ox = crisp(t.pixelX(0));
        double oy = crisp(t.pixelY(0));
        if (yAxis) {
            c.line(ox, 0, ox, t.height(), axis, Canvas.Tag.of("axis y"));
        }
        if (xAxis) {
            c.line(0, oy, t.width(), oy, axis, Canvas.Tag.of("axis x"));
        }
        double xLabelY = xAxis ? clampBetween(oy - 6, 26, t.height() - 6) : 26;
        c.text("x \u2192", t.width() - 6, xLabelY, Canvas.Anchor.END, AXIS_FONT, Canvas.Tag.of("axis-label x"));
        double yLabelX = yAxis ? clampBetween(ox + 6, 6, t.width() - 40) : 6;
        c.text("y \u2193", yLabelX, t.height() - 8, Canvas.Anchor.START, AXIS_FONT, Canvas.Tag.of("axis-label y"));
        if (xAxis && yAxis) {
            c.circle(ox, oy, 3, Canvas.Look.filled(Palette.AXIS, 1), Canvas.Tag.of("origin"));
            c.text("(0, 0)", ox + 6, oy + 16, Canvas.Anchor.START, AXIS_FONT, Canvas.Tag.of("origin-label"));
        }
    }

    private static double clampBetween(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }

    // ---- heat maps

    private void heatMap(HeatMap map, Color color) {
        HeatGrid grid = HeatGrid.sample(map, t);
        c.cells(grid, color, Palette.HEAT_MAP_ALPHA, new Canvas.Tag("heat-map", map.name(), map.toString()));
        axisAligned(map.region(), new Canvas.Look(null, 0, color, 1, true), new Canvas.Tag("heat-map-region", map.name(), null));
    }

    private void heatMapName(HeatMap map) {
        if (map.name() == null) {
            return;
        }
        Rect r = map.region();
        c.text(map.name(), near(t.pixelX(r.left()), t.width()) + 4, near(t.pixelY(r.top()), t.height()) + 14,
                Canvas.Anchor.START, NAME_FONT, new Canvas.Tag("name heat-map-name", map.name(), null));
    }

    // ---- figures

    private void figure(Figure f, Color color) {
        Canvas.Look look = new Canvas.Look(color, Palette.FIGURE_FILL_ALPHA, color, OUTLINE_PX, false);
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
        String title = s.toString();
        if (s instanceof Rect r) {
            axisAligned(r, look, new Canvas.Tag("rect", r.name(), title));
        } else if (s instanceof RotatedRect rr) {
            List<Vec2> corners = rr.corners();
            double[] xs = new double[4];
            double[] ys = new double[4];
            for (int i = 0; i < 4; i++) {
                xs[i] = t.pixelX(corners.get(i).x());
                ys[i] = t.pixelY(corners.get(i).y());
            }
            c.polygon(xs, ys, look, new Canvas.Tag("rotated-rect", rr.name(), title));
        } else if (s instanceof Circle ci) {
            c.circle(t.pixelX(ci.centerX()), t.pixelY(ci.centerY()), ci.r() * t.scale(), look,
                    new Canvas.Tag("circle", ci.name(), title));
        } else if (s instanceof Fan fan) {
            fan(fan, color, look, new Canvas.Tag("fan", fan.name(), title));
        } else if (s instanceof Polygon pg) {
            c.polygon(pixelXs(pg), pixelYs(pg), look, new Canvas.Tag("polygon", pg.name(), title));
        } else if (s instanceof Polyline pl) {
            polyline(pixelXs(pl), pixelYs(pl), color, new Canvas.Tag("polyline", pl.name(), title));
        } else if (s instanceof Segment sg) {
            segment(sg, color, new Canvas.Tag("segment", sg.name(), title));
        } else if (s instanceof Ellipse e) {
            ellipse(e, color, look, new Canvas.Tag("ellipse", e.name(), title));
        } else if (s instanceof Capsule cap) {
            capsule(cap, color, look, new Canvas.Tag("capsule", cap.name(), title));
        } else {
            sampled(s, color, new Canvas.Tag("shape", s.name(), title));
        }
    }

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

    private double[] pixelXs(Polygon p) {
        return each(p.vertexCount(), i -> t.pixelX(p.vertexX(i)));
    }

    private double[] pixelYs(Polygon p) {
        return each(p.vertexCount(), i -> t.pixelY(p.vertexY(i)));
    }

    private double[] pixelXs(Polyline p) {
        return each(p.vertexCount(), i -> t.pixelX(p.vertexX(i)));
    }

    private double[] pixelYs(Polyline p) {
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
                Canvas.Tag cross = new Canvas.Tag("sight-hit", null, sightTitle(l));
                Canvas.Look look = Canvas.Look.outline(color, 2);
                c.line(hx - CROSS_PX, hy - CROSS_PX, hx + CROSS_PX, hy + CROSS_PX, look, cross);
                c.line(hx - CROSS_PX, hy + CROSS_PX, hx + CROSS_PX, hy - CROSS_PX, look, cross);
            }
        }
        if (inPicture(x1, y1)) {
            c.circle(x1, y1, DOT_PX, Canvas.Look.filled(color, 1), new Canvas.Tag(kind + "-start", null, null));
        }
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

    // ---- names and checks

    private void name(Figure f) {
        String name = f.name();
        if (name == null) {
            return;
        }
        Canvas.Tag tag = new Canvas.Tag("name", name, null);
        if (f instanceof Figure.OfShape s && s.shape() instanceof Fan fan) {
            c.text(name, t.pixelX(fan.apexX()) + 6, t.pixelY(fan.apexY()) - 6, Canvas.Anchor.START, NAME_FONT, tag);
        } else if (f instanceof Figure.OfShape s && s.shape() instanceof Circle ci) {
            c.text(name, t.pixelX(ci.centerX()), t.pixelY(ci.centerY() - ci.r()) - 5, Canvas.Anchor.MIDDLE, NAME_FONT, tag);
        } else if (f instanceof Figure.OfShape s && s.shape() instanceof RotatedRect rr) {
            Vec2 top = rr.corners().get(0);
            for (Vec2 v : rr.corners()) {
                if (v.y() < top.y()) {
                    top = v;
                }
            }
            c.text(name, t.pixelX(top.x()), t.pixelY(top.y()) - 5, Canvas.Anchor.MIDDLE, NAME_FONT, tag);
        } else if (f instanceof Figure.OfShape s && s.shape() instanceof Polygon pg) {
            nameAboveTop(name, pixelXs(pg), pixelYs(pg), tag);
        } else if (f instanceof Figure.OfShape s && s.shape() instanceof Polyline pl) {
            nameAboveTop(name, pixelXs(pl), pixelYs(pl), tag);
        } else if (f instanceof Figure.OfShape s && s.shape() instanceof Segment sg) {
            nameAboveTop(name, new double[] {t.pixelX(sg.x1()), t.pixelX(sg.x2())},
                    new double[] {t.pixelY(sg.y1()), t.pixelY(sg.y2())}, tag);
        } else if (f instanceof Figure.OfShape s && s.shape() instanceof Ellipse e) {
            // the ellipse's highest point: where its tangent is level
            double a = e.width() / 2 * t.scale();
            double b = e.height() / 2 * t.scale();
            double h = Math.hypot(e.sin() * a, e.cos() * b);
            double dx = h == 0 ? 0 : -e.cos() * e.sin() * (a - b) * (a + b) / h;
            nameAbove(name, t.pixelX(e.centerX()) + dx, t.pixelY(e.centerY()) - h, tag);
        } else if (f instanceof Figure.OfShape s && s.shape() instanceof Capsule cap) {
            double x1 = t.pixelX(cap.x1());
            double y1 = t.pixelY(cap.y1());
            double x2 = t.pixelX(cap.x2());
            double y2 = t.pixelY(cap.y2());
            double x = y1 < y2 ? x1 : y2 < y1 ? x2 : (x1 + x2) / 2;
            nameAbove(name, x, Math.min(y1, y2) - cap.r() * t.scale(), tag);
        } else {
            Rect b = f.bounds();
            c.text(name, near(t.pixelX(b.left()), t.width()), near(t.pixelY(b.top()), t.height()) - 5,
                    Canvas.Anchor.START, NAME_FONT, tag);
        }
    }

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
        c.text(name, near(x, t.width()), near(topY, t.height()) - 5, Canvas.Anchor.MIDDLE, NAME_FONT, tag);
    }

    private void check(CheckMark m) {
        Color color = m.passed() ? Palette.PASSED : Palette.FAILED;
        String verdict = m.passed() ? "passed" : "failed";
        double x = t.pixelX(m.x());
        double y = t.pixelY(m.y());
        String title = (m.label() == null ? "check" : m.label()) + ": " + verdict + " at (" + num(m.x()) + ", " + num(m.y()) + ")";
        c.circle(x, y, CHECK_RADIUS_PX, new Canvas.Look(color, 1, Palette.BACKGROUND, 1.5, false),
                new Canvas.Tag("check " + verdict, m.label(), title));
    }

    /** Width of an average character of the check labels' font, in pixels (bold 11 px sans serif). */
    static final double LABEL_CHAR_PX = 6.8;

    /**
     * The check marks' labels, so that they stay readable when many checks share a rule and
     * stand close together: failed checks' labels come first, then passed ones; a passed
     * check's label is written once per text (the first such check in order where it fits has
     * it); a label that would run off the right edge goes to the left of its dot; and a label
     * that would cover a dot or a label already written is left out (its dot keeps its title).
     */
    private void checkLabels(List<CheckMark> marks) {
        List<double[]> taken = new ArrayList<>();
        for (CheckMark m : marks) { // no label covers a dot
            double x = t.pixelX(m.x());
            double y = t.pixelY(m.y());
            taken.add(new double[] {x - CHECK_RADIUS_PX, y - CHECK_RADIUS_PX, x + CHECK_RADIUS_PX, y + CHECK_RADIUS_PX});
        }
        Set<String> passedShown = new HashSet<>();
        for (boolean failedPass : new boolean[] {true, false}) {
            for (CheckMark m : marks) {
                if (m.label() == null || m.passed() == failedPass) {
                    continue;
                }
                if (m.passed() && passedShown.contains(m.label())) {
                    continue;
                }
                double width = LABEL_CHAR_PX * m.label().length();
                double x = t.pixelX(m.x()) + CHECK_RADIUS_PX + 4;
                double y = t.pixelY(m.y()) + 4;
                Canvas.Anchor anchor = Canvas.Anchor.START;
                double[] box = {x, y - 10, x + width, y + 3};
                if (box[2] > t.width() && t.pixelX(m.x()) - CHECK_RADIUS_PX - 4 - width >= 0) {
                    // it would run off the right edge: write it to the left of the dot
                    x = t.pixelX(m.x()) - CHECK_RADIUS_PX - 4;
                    anchor = Canvas.Anchor.END;
                    box = new double[] {x - width, y - 10, x, y + 3};
                }
                boolean overlaps = false;
                for (double[] o : taken) {
                    if (box[0] < o[2] && o[0] < box[2] && box[1] < o[3] && o[1] < box[3]) {
                        overlaps = true;
                        break;
                    }
                }
                if (overlaps) {
                    continue;
                }
                taken.add(box);
                if (m.passed()) {
                    passedShown.add(m.label());
                }
                String verdict = m.passed() ? "passed" : "failed";
                Color color = m.passed() ? Palette.PASSED : Palette.FAILED;
                c.text(m.label(), x, y, anchor, new Canvas.Font(11, color, true, true),
                        new Canvas.Tag("check-label " + verdict, m.label(), null));
            }
        }
    }

    /** A number as a designer would write it: 100 rather than 100.0. */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
