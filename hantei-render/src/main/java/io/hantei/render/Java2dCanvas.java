package io.hantei.render;

import io.hantei.geom.Angles;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;

/** Draws on a Java2D image, antialiased. Needs no display: works with {@code java.awt.headless=true}. */
final class Java2dCanvas implements Canvas {

    /** The logical font every JDK maps to an installed sans-serif face. */
    static final String FONT_FAMILY = "SansSerif";

    /** Circles up to this radius in pixels are drawn by Java2D's ellipse, whose error is below 0.05 pixels there. */
    private static final double SMALL_RADIUS_PX = 180;

    private BufferedImage image;
    private Graphics2D g;

    BufferedImage image() {
        return image;
    }

    @Override
    public void begin(int width, int height) {
        image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.setColor(Palette.BACKGROUND);
        g.fillRect(0, 0, width, height);
    }

    @Override
    public void beginGroup(String cssClass) {
        // a raster has no structure
    }

    @Override
    public void endGroup() {
        // a raster has no structure
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Look look, Tag tag) {
        paint(new Line2D.Double(x1, y1, x2, y2), look);
    }

    @Override
    public void rect(double x, double y, double w, double h, Look look, Tag tag) {
        paint(new Rectangle2D.Double(x, y, w, h), look);
    }

    @Override
    public void polygon(double[] xs, double[] ys, Look look, Tag tag) {
        // even-odd, as Polygon.contains (docs/geometry.md §19); a convex outline looks the same either way
        Path2D.Double p = new Path2D.Double(Path2D.WIND_EVEN_ODD);
        p.moveTo(xs[0], ys[0]);
        for (int i = 1; i < xs.length; i++) {
            p.lineTo(xs[i], ys[i]);
        }
        p.closePath();
        paint(p, look);
    }

    @Override
    public void circle(double cx, double cy, double r, Look look, Tag tag) {
        if (r <= SMALL_RADIUS_PX) {
            paint(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r), look);
            return;
        }
        Path2D.Double p = new Path2D.Double();
        p.moveTo(cx + r, cy);
        arc(p, cx, cy, r, 0, 360);
        p.closePath();
        paint(p, look);
    }

    @Override
    public void sector(double cx, double cy, double r, double dirDegrees, double rangeDegrees, Look look, Tag tag) {
        if (rangeDegrees >= 360) {
            circle(cx, cy, r, look, tag);
            return;
        }
        // Our angles turn clockwise on the y-down picture, as the parametric circle
        // (cx + r cos t, cy + r sin t) does here, so the path is drawn in our angles directly.
        // (With Arc2D, whose angles turn counter-clockwise on screen, the same sector would be
        // start = -(dir + range/2), extent = range.)
        double dir = Angles.normalizeDegrees(dirDegrees);
        double first = dir - rangeDegrees / 2;
        Path2D.Double p = new Path2D.Double();
        p.moveTo(cx, cy);
        p.lineTo(cx + r * Angles.cosDeg(first), cy + r * Angles.sinDeg(first));
        arc(p, cx, cy, r, first, rangeDegrees);
        p.closePath();
        paint(p, look);
    }

    /**
     * Appends the arc from {@code startDegrees} turning {@code extentDegrees} clockwise on screen
     * (the current point is its start) as cubic Bézier curves. Java2D's own arcs use quarter-circle
     * curves whose radius errs by up to 2.7e-4 of the radius, several pixels on a circle much
     * larger than the picture; the error falls with the sixth power of the piece's angle, so
     * pieces of a quarter circle / n keep it below 0.05 pixels.
     */
    static void arc(Path2D.Double p, double cx, double cy, double r, double startDegrees, double extentDegrees) {
        int perQuarter = 1;
        while (2.7e-4 * r / Math.pow(perQuarter, 6) > 0.05 && perQuarter < 64) {
            perQuarter++;
        }
        int pieces = Math.max(1, (int) Math.ceil(extentDegrees / 90 * perQuarter));
        double step = extentDegrees / pieces;
        double k = 4.0 / 3.0 * Math.tan(Math.toRadians(step) / 4) * r; // control-point distance
        double c0 = Angles.cosDeg(startDegrees);
        double s0 = Angles.sinDeg(startDegrees);
        for (int i = 1; i <= pieces; i++) {
            double a1 = startDegrees + step * i;
            double c1 = Angles.cosDeg(a1);
            double s1 = Angles.sinDeg(a1);
            // the tangent at angle t, in the direction of increasing t, is (-sin t, cos t)
            p.curveTo(cx + r * c0 - k * s0, cy + r * s0 + k * c0,
                    cx + r * c1 + k * s1, cy + r * s1 - k * c1,
                    cx + r * c1, cy + r * s1);
            c0 = c1;
            s0 = s1;
        }
    }

    @Override
    public void cells(HeatGrid grid, Color color, double alpha, Tag tag) {
        g.setColor(withAlpha(color, alpha));
        // runs are whole pixels when sampled per pixel; without antialiasing they are filled exactly
        Object aa = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        Rectangle2D.Double cell = new Rectangle2D.Double();
        grid.forEachRun((x, y, w, h) -> {
            cell.setRect(x, y, w, h);
            g.fill(cell);
        });
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, aa);
    }

    @Override
    public void text(String text, double x, double y, Anchor anchor, Font font, Tag tag) {
        if (text.isEmpty()) {
            return;
        }
        java.awt.Font awt = new java.awt.Font(FONT_FAMILY, font.bold() ? java.awt.Font.BOLD : java.awt.Font.PLAIN, 1)
                .deriveFont((float) font.size());
        FontRenderContext frc = g.getFontRenderContext();
        TextLayout layout = new TextLayout(text, awt, frc);
        double width = layout.getAdvance();
        double left = switch (anchor) {
            case START -> x;
            case MIDDLE -> x - width / 2;
            case END -> x - width;
        };
        Shape outline = layout.getOutline(AffineTransform.getTranslateInstance(left, y));
        if (font.halo()) {
            g.setColor(Palette.BACKGROUND);
            g.setStroke(new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(outline);
        }
        g.setColor(font.color());
        g.fill(outline);
    }

    @Override
    public void end() {
        g.dispose();
    }

    private void paint(Shape s, Look look) {
        if (look.fill() != null) {
            g.setColor(withAlpha(look.fill(), look.fillAlpha()));
            g.fill(s);
        }
        if (look.stroke() != null) {
            g.setColor(look.stroke());
            float w = (float) look.strokeWidth();
            g.setStroke(look.dashed()
                    ? new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f)
                    : new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(s);
        }
    }

    private static Color withAlpha(Color c, double alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), (int) Math.round(alpha * 255));
    }
}
