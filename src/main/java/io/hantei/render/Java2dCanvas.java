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
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;

/** Draws on a Java2D image, antialiased. Needs no display: works with {@code java.awt.headless=true}. */
final class Java2dCanvas implements Canvas {

    /** The logical font every JDK maps to an installed sans-serif face. */
    static final String FONT_FAMILY = "SansSerif";

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
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xs[0], ys[0]);
        for (int i = 1; i < xs.length; i++) {
            p.lineTo(xs[i], ys[i]);
        }
        p.closePath();
        paint(p, look);
    }

    @Override
    public void circle(double cx, double cy, double r, Look look, Tag tag) {
        paint(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r), look);
    }

    @Override
    public void sector(double cx, double cy, double r, double dirDegrees, double rangeDegrees, Look look, Tag tag) {
        if (rangeDegrees >= 360) {
            circle(cx, cy, r, look, tag);
            return;
        }
        // Our angles turn clockwise on the y-down picture; Arc2D's turn counter-clockwise on it
        // (90° is up). The fan spans dir - range/2 .. dir + range/2 clockwise, which is Arc2D's
        // -(dir + range/2) .. -(dir - range/2) counter-clockwise.
        double dir = Angles.normalizeDegrees(dirDegrees);
        double start = -(dir + rangeDegrees / 2);
        paint(new Arc2D.Double(cx - r, cy - r, 2 * r, 2 * r, start, rangeDegrees, Arc2D.PIE), look);
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
