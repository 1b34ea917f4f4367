package io.hantei.render;

import io.hantei.geom.Angles;
import io.hantei.geom.Circle;
import io.hantei.geom.Fan;
import io.hantei.geom.PixelRect;
import io.hantei.geom.Rect;
import io.hantei.geom.RotatedRect;
import io.hantei.geom.Shape;
import io.hantei.geom.Vec2;

import java.awt.Color;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Draws a scene on a {@link Canvas}, in this order: background, grid with coordinates, axes and
 * origin, heat maps, figures (fill, outline, a fan's direction), names, check marks. Everything
 * is computed here in pixel coordinates, so PNG and SVG show the same picture.
 */
final class SceneDrawer {

    /** Grid lines are about this many pixels apart (1, 2 or 5 times a power of ten in world units). */
    static final double GRID_SPACING_PX = 80;
    /** Radius of a check mark's dot, in pixels. */
    static final double CHECK_RADIUS_PX = 5;
    static final double OUTLINE_PX = 2;

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
        c.circle(ax, ay, 2.5, Canvas.Look.filled(color, 1), new Canvas.Tag("fan-apex", fan.name(), null));
    }

    /** A shape this drawer has no outline for: its inside is sampled at every pixel, its bounds dashed. */
    private void sampled(Shape s, Color color, Canvas.Tag tag) {
        HeatGrid grid = HeatGrid.perPixel(s.bounds(), PointPredicate.of(s), s, t);
        c.cells(grid, color, 2 * Palette.FIGURE_FILL_ALPHA, tag);
        axisAligned(s.bounds(), new Canvas.Look(null, 0, color, 1, true), new Canvas.Tag("shape-bounds", s.name(), null));
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
        } else {
            Rect b = f.bounds();
            c.text(name, near(t.pixelX(b.left()), t.width()), near(t.pixelY(b.top()), t.height()) - 5,
                    Canvas.Anchor.START, NAME_FONT, tag);
        }
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
