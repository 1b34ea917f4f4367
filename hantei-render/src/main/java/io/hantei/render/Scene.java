package io.hantei.render;

import io.hantei.geom.PixelRect;
import io.hantei.geom.Rect;
import io.hantei.geom.Shape;
import io.hantei.geom.Vec2;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a picture shows: figures (shapes and pixel rectangles, each with its name), check marks
 * (a hit or a miss, passed or failed: {@link CheckMark}), heat maps of rules, sight lines and ray casts
 * ({@link SightLine}), and the region of the plane in view.
 * Immutable; built with {@link #builder()}.
 *
 * <p>Figures are drawn in the order they were added, each in the next colour of the
 * {@link Palette}. The default view is the union of the figures' bounds, the check points, the
 * ends of the sight lines as drawn (a ray to its hit) and the heat maps' regions, widened on every side by a margin of 8% of
 * its longer side. An empty scene shows 0..100 on both axes widened so. A scene that is a single point, or whose size is below
 * a billionth of its coordinates, gets a margin of 10 units (or a billionth of its largest
 * coordinate, when that is more), so that the view always has a size.
 */
public final class Scene {

    /** The margin around the default view, as a fraction of the longer side of what it encloses. */
    public static final double DEFAULT_MARGIN = 0.08;

    private final List<Figure> figures;
    private final List<CheckMark> checks;
    private final List<HeatMap> heatMaps;
    private final List<SightLine> sightLines;
    private final Rect view;
    private final boolean viewGiven;

    private Scene(Builder b) {
        this.figures = List.copyOf(b.figures);
        this.checks = List.copyOf(b.checks);
        this.heatMaps = List.copyOf(b.heatMaps);
        this.sightLines = List.copyOf(b.sightLines);
        this.viewGiven = b.view != null;
        this.view = viewGiven ? b.view : defaultView(figures, checks, heatMaps, sightLines);
    }

    /** An empty builder. */
    public static Builder builder() {
        return new Builder();
    }

    /** A scene of these shapes, with the default view. */
    public static Scene of(Shape... shapes) {
        Builder b = builder();
        for (Shape s : shapes) {
            b.add(s);
        }
        return b.build();
    }

    /** A builder that starts with everything in this scene (and its view, when one was given). */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.figures.addAll(figures);
        b.checks.addAll(checks);
        b.heatMaps.addAll(heatMaps);
        b.sightLines.addAll(sightLines);
        b.view = viewGiven ? view : null;
        return b;
    }

    public List<Figure> figures() {
        return figures;
    }

    public List<CheckMark> checks() {
        return checks;
    }

    public List<HeatMap> heatMaps() {
        return heatMaps;
    }

    /** The sight lines and ray casts, in the order they were added. */
    public List<SightLine> sightLines() {
        return sightLines;
    }

    /** The region of the plane the picture shows (given, or the default described above). */
    public Rect view() {
        return view;
    }

    private static Rect defaultView(List<Figure> figures, List<CheckMark> checks, List<HeatMap> heatMaps,
                                    List<SightLine> sightLines) {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        List<Rect> boxes = new ArrayList<>();
        for (Figure f : figures) {
            boxes.add(f.bounds());
        }
        for (HeatMap h : heatMaps) {
            boxes.add(h.region());
        }
        for (Rect r : boxes) {
            minX = Math.min(minX, r.left());
            minY = Math.min(minY, r.top());
            maxX = Math.max(maxX, r.right());
            maxY = Math.max(maxY, r.bottom());
        }
        List<Vec2> points = new ArrayList<>();
        for (CheckMark c : checks) {
            points.add(new Vec2(c.x(), c.y()));
        }
        for (SightLine l : sightLines) {
            points.add(l.from());
            points.add(l.drawnTo());
        }
        for (Vec2 p : points) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x());
            maxY = Math.max(maxY, p.y());
        }
        if (minX > maxX) { // nothing in the scene
            minX = 0;
            minY = 0;
            maxX = 100;
            maxY = 100;
        }
        // halves so that the extent of a scene spanning most of the doubles does not overflow
        double halfSize = Math.max(maxX / 2 - minX / 2, maxY / 2 - minY / 2);
        double maxAbs = Math.max(Math.max(Math.abs(minX), Math.abs(maxX)), Math.max(Math.abs(minY), Math.abs(maxY)));
        double margin = 2 * DEFAULT_MARGIN * halfSize;
        if (margin < 1e-9 * maxAbs || margin == 0) {
            // a point, or a size lost in the coordinates' rounding: 10 units around, or more
            // when the coordinates are so large that 10 would round away
            margin = Math.max(10, 1e-9 * maxAbs);
        }
        return Rect.ofEdges(widen(minX, -margin), widen(minY, -margin), widen(maxX, margin), widen(maxY, margin));
    }

    private static double widen(double v, double by) {
        return Math.max(-Double.MAX_VALUE, Math.min(Double.MAX_VALUE, v + by));
    }

    @Override
    public String toString() {
        return "Scene[" + figures.size() + " figures, " + checks.size() + " checks, " + heatMaps.size()
                + " heat maps, " + (sightLines.isEmpty() ? "" : sightLines.size() + " sight lines, ") + "view " + view + "]";
    }

    /** Collects the parts of a scene; not thread-safe, {@link #build()} makes the immutable value. */
    public static final class Builder {
        private final List<Figure> figures = new ArrayList<>();
        private final List<CheckMark> checks = new ArrayList<>();
        private final List<HeatMap> heatMaps = new ArrayList<>();
        private final List<SightLine> sightLines = new ArrayList<>();
        private Rect view;

        private Builder() {
        }

        /** Adds a shape, drawn with its {@link Shape#name() name}. */
        public Builder add(Shape shape) {
            figures.add(new Figure.OfShape(shape));
            return this;
        }

        /** Adds a pixel rectangle, drawn as the area its pixels cover, with its name. */
        public Builder add(PixelRect pixels) {
            figures.add(new Figure.OfPixels(pixels));
            return this;
        }

        /** Adds a figure. */
        public Builder add(Figure figure) {
            figures.add(Objects.requireNonNull(figure, "figure"));
            return this;
        }

        /** Adds a check mark of a {@code hit} at {@code (x, y)}, passed or failed. */
        public Builder check(double x, double y, boolean passed, String label) {
            checks.add(new CheckMark(x, y, passed, label));
            return this;
        }

        /** Adds a check mark. */
        public Builder check(CheckMark mark) {
            checks.add(Objects.requireNonNull(mark, "check"));
            return this;
        }

        /** Adds a heat map, painted under the figures. */
        public Builder heatMap(HeatMap heatMap) {
            heatMaps.add(Objects.requireNonNull(heatMap, "heatMap"));
            return this;
        }

        /** Adds a sight line or a ray cast, drawn over the figures and under the check marks. */
        public Builder sight(SightLine line) {
            sightLines.add(Objects.requireNonNull(line, "sight line"));
            return this;
        }

        /** Shows this region of the plane instead of the default view; it must have width and height. */
        public Builder view(Rect region) {
            Objects.requireNonNull(region, "scene: view must not be null");
            // compare the edges, not width(): x + w may round back to x for a large x
            if (!(region.right() > region.left())) {
                throw new IllegalArgumentException("scene: view width must be > 0 but was " + (region.right() - region.left()));
            }
            if (!(region.bottom() > region.top())) {
                throw new IllegalArgumentException("scene: view height must be > 0 but was " + (region.bottom() - region.top()));
            }
            view = region;
            return this;
        }

        /** Goes back to the default view. */
        public Builder defaultView() {
            view = null;
            return this;
        }

        public Scene build() {
            return new Scene(this);
        }
    }
}
