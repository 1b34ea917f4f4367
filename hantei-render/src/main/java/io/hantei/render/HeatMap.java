package io.hantei.render;

import io.hantei.geom.Rect;
import io.hantei.geom.Shape;

import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Where a rule holds: a region sampled on a grid, each cell painted in a translucent colour when
 * the predicate holds at the cell's centre.
 *
 * <p>By default there is one sample per output pixel, at the pixel's centre mapped back to world
 * coordinates, so the painted edge is as sharp as the picture allows. {@link #withSampleStep}
 * samples instead on square cells of the given size in world units, laid from the region's
 * top-left corner; each cell is painted (clipped to the region) after the one sample at its
 * centre. A rule that is a core {@link Shape} ({@link #ofShape}) is sampled row by row in one
 * batch call.
 */
public final class HeatMap {

    private final String name;
    private final Rect region;
    private final PointPredicate predicate;
    private final Shape shape;
    private final double sampleStep; // 0: one sample per output pixel

    private HeatMap(String name, Rect region, PointPredicate predicate, Shape shape, double sampleStep) {
        this.name = name;
        this.region = region;
        this.predicate = predicate;
        this.shape = shape;
        this.sampleStep = sampleStep;
    }

    /**
     * The heat map of {@code predicate} over {@code region}, one sample per output pixel.
     *
     * @param name shown in the picture; {@code null} for none
     */
    public static HeatMap of(String name, Rect region, PointPredicate predicate) {
        Objects.requireNonNull(region, "heatMap: region must not be null");
        Objects.requireNonNull(predicate, "heatMap: predicate must not be null");
        return new HeatMap(name, region, predicate, null, 0);
    }

    /** The heat map of "inside {@code shape}" over {@code region}, sampled with the shape's batch test. */
    public static HeatMap ofShape(String name, Rect region, Shape shape) {
        Objects.requireNonNull(region, "heatMap: region must not be null");
        Objects.requireNonNull(shape, "heatMap: shape must not be null");
        return new HeatMap(name, region, PointPredicate.of(shape), shape, 0);
    }

    /**
     * A copy that samples square cells {@code step} world units wide instead of every pixel.
     *
     * @param step cell size in world units, finite and {@code > 0}
     */
    public HeatMap withSampleStep(double step) {
        if (!(step > 0) || !Double.isFinite(step)) {
            throw new IllegalArgumentException(label() + ": sample step must be a finite number > 0 but was " + step);
        }
        return new HeatMap(name, region, predicate, shape, step);
    }

    /** A copy that samples once per output pixel (the default). */
    public HeatMap withOneSamplePerPixel() {
        return new HeatMap(name, region, predicate, shape, 0);
    }

    /** The name shown in the picture, or {@code null}. */
    public String name() {
        return name;
    }

    public Rect region() {
        return region;
    }

    public PointPredicate predicate() {
        return predicate;
    }

    /** The shape when the rule is "inside this shape" (sampled in batches), else {@code null}. */
    public Shape shape() {
        return shape;
    }

    /** The cell size in world units, or empty for one sample per output pixel. */
    public OptionalDouble sampleStep() {
        return sampleStep == 0 ? OptionalDouble.empty() : OptionalDouble.of(sampleStep);
    }

    String label() {
        return name == null ? "heatMap" : "heatMap '" + name + "'";
    }

    @Override
    public String toString() {
        return "HeatMap" + (name == null ? "" : " '" + name + "'") + "[region " + region
                + (sampleStep == 0 ? ", one sample per pixel" : ", step " + sampleStep) + "]";
    }
}
