package io.hantei.render;

import io.hantei.geom.Angles;

import java.awt.Color;

import static io.hantei.render.SvgWriter.num;

/**
 * Draws SVG text in pixel coordinates ({@code viewBox="0 0 width height"}), so that the SVG and the
 * PNG of a scene match point for point. Each figure is one element with a {@code class} naming its
 * kind ({@code fan}, {@code rect}, {@code rotated-rect}, {@code circle}, {@code pixel-rect},
 * {@code check passed}, ...), a {@code data-name} holding its name and a {@code <title>} (a
 * tooltip in browsers) describing it in world coordinates.
 */
final class SvgCanvas implements Canvas {

    static final String NAMESPACE = "http://www.w3.org/2000/svg";

    private final SvgWriter w = new SvgWriter();

    String svg() {
        return w.toString();
    }

    @Override
    public void begin(int width, int height) {
        w.open("svg", "xmlns", NAMESPACE, "width", Integer.toString(width), "height", Integer.toString(height),
                "viewBox", "0 0 " + width + " " + height, "font-family", "sans-serif");
        w.empty("rect", "class", "background", "x", "0", "y", "0", "width", Integer.toString(width),
                "height", Integer.toString(height), "fill", Palette.hex(Palette.BACKGROUND));
    }

    @Override
    public void beginGroup(String cssClass) {
        w.open("g", "class", cssClass);
    }

    @Override
    public void endGroup() {
        w.close("g");
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Look look, Tag tag) {
        shape(tag, look, "line", "x1", num(x1), "y1", num(y1), "x2", num(x2), "y2", num(y2));
    }

    @Override
    public void rect(double x, double y, double width, double height, Look look, Tag tag) {
        shape(tag, look, "rect", "x", num(x), "y", num(y), "width", num(width), "height", num(height));
    }

    @Override
    public void polygon(double[] xs, double[] ys, Look look, Tag tag) {
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < xs.length; i++) {
            if (i > 0) {
                points.append(' ');
            }
            points.append(num(xs[i])).append(',').append(num(ys[i]));
        }
        // even-odd, as Polygon.contains (docs/geometry.md §19); a convex outline looks the same either way
        shape(tag, look, "polygon", "points", points.toString(), "fill-rule", "evenodd");
    }

    @Override
    public void circle(double cx, double cy, double r, Look look, Tag tag) {
        shape(tag, look, "circle", "cx", num(cx), "cy", num(cy), "r", num(r));
    }

    @Override
    public void sector(double cx, double cy, double r, double dirDegrees, double rangeDegrees, Look look, Tag tag) {
        String d;
        if (rangeDegrees >= 360) {
            // a full disc as two half arcs: an arc whose ends coincide draws nothing
            d = "M " + num(cx + r) + " " + num(cy) + " A " + num(r) + " " + num(r) + " 0 1 1 " + num(cx - r) + " " + num(cy)
                    + " A " + num(r) + " " + num(r) + " 0 1 1 " + num(cx + r) + " " + num(cy) + " Z";
        } else {
            // SVG's y axis is down like ours, so its positive (sweep = 1) arc direction is our
            // positive angle: from the first ray (dir - range/2) clockwise to the last one
            double dir = Angles.normalizeDegrees(dirDegrees);
            double first = dir - rangeDegrees / 2;
            double last = dir + rangeDegrees / 2;
            double x1 = cx + r * Angles.cosDeg(first);
            double y1 = cy + r * Angles.sinDeg(first);
            double x2 = cx + r * Angles.cosDeg(last);
            double y2 = cy + r * Angles.sinDeg(last);
            String largeArc = rangeDegrees > 180 ? "1" : "0";
            d = "M " + num(cx) + " " + num(cy) + " L " + num(x1) + " " + num(y1) + " A " + num(r) + " " + num(r)
                    + " 0 " + largeArc + " 1 " + num(x2) + " " + num(y2) + " Z";
        }
        shape(tag, look, "path", "d", d);
    }

    @Override
    public void cells(HeatGrid grid, Color color, double alpha, Tag tag) {
        StringBuilder d = new StringBuilder();
        grid.forEachRun((x, y, width, height) -> {
            if (d.length() > 0) {
                d.append(' ');
            }
            d.append('M').append(num(x)).append(' ').append(num(y)).append('h').append(num(width)).append('v')
                    .append(num(height)).append('h').append(num(-width)).append('z');
        });
        shape(tag, Look.filled(color, alpha), "path", "d", d.toString(), "shape-rendering", "crispEdges");
    }

    @Override
    public void text(String text, double x, double y, Anchor anchor, Font font, Tag tag) {
        String anchorName = switch (anchor) {
            case START -> "start";
            case MIDDLE -> "middle";
            case END -> "end";
        };
        w.element("text", text, "class", tag.cssClass(), "data-name", tag.name(), "x", num(x), "y", num(y),
                "font-size", num(font.size()), "text-anchor", anchorName, "fill", Palette.hex(font.color()),
                "font-weight", font.bold() ? "bold" : null,
                "stroke", font.halo() ? Palette.hex(Palette.BACKGROUND) : null,
                "stroke-width", font.halo() ? "3" : null,
                "stroke-linejoin", font.halo() ? "round" : null,
                "paint-order", font.halo() ? "stroke" : null);
    }

    @Override
    public void end() {
        w.close("svg");
    }

    /** One drawing element: class, name, the given geometry, paint, and a title child when there is one. */
    private void shape(Tag tag, Look look, String element, String... geometry) {
        String[] paint = {
            "fill", look.fill() == null ? "none" : Palette.hex(look.fill()),
            "fill-opacity", look.fill() == null || look.fillAlpha() == 1 ? null : num(look.fillAlpha()),
            "stroke", look.stroke() == null ? null : Palette.hex(look.stroke()),
            "stroke-width", look.stroke() == null ? null : num(look.strokeWidth()),
            "stroke-linejoin", look.stroke() == null ? null : "round",
            "stroke-dasharray", look.dashed() ? "6 4" : null,
        };
        String[] attrs = new String[4 + geometry.length + paint.length];
        attrs[0] = "class";
        attrs[1] = tag.cssClass();
        attrs[2] = "data-name";
        attrs[3] = tag.name();
        System.arraycopy(geometry, 0, attrs, 4, geometry.length);
        System.arraycopy(paint, 0, attrs, 4 + geometry.length, paint.length);
        if (tag.title() == null) {
            w.empty(element, attrs);
        } else {
            w.open(element, attrs);
            w.element("title", tag.title());
            w.close(element);
        }
    }
}
