package io.hantei.geom;

/**
 * The kind of each shape of this package, what every operation that depends on a shape's kind is
 * keyed by: the pair tests of {@link Overlaps}, the walls of {@link Ray} and {@link Sight}, the
 * numbers of {@link ShapeCodec} (ARCHITECTURE.md, "Adding a shape"). Each shape declares its kind
 * when it is made, so a new shape class does not compile without one.
 *
 * <pre>
 * ShapeKind.of(Circle.of(0, 0, 5));        // CIRCLE
 * ShapeKind.of(Circle.of(0, 0, 5)).word(); // "circle", as messages name it
 * ShapeKind.of(union);                     // null: a Shape made outside this package
 * </pre>
 */
public enum ShapeKind {

    /** An axis-aligned rectangle, {@link Rect} (docs/geometry.md §7). */
    RECT(Rect.KIND, true),
    /** A rectangle turned about its centre, {@link RotatedRect} (docs/geometry.md §8). */
    ROTATED_RECT(RotatedRect.KIND, true),
    /** A circular sector, {@link Fan} (docs/geometry.md §9). */
    FAN(Fan.KIND, false),
    /** A closed disc, {@link Circle} (docs/geometry.md §10). */
    CIRCLE(Circle.KIND, false),
    /** A closed polygon, {@link Polygon} (docs/geometry.md §19). */
    POLYGON(Polygon.KIND, true),
    /** An open chain of segments, {@link Polyline} (docs/geometry.md §18). */
    POLYLINE(Polyline.KIND, false),
    /** A closed segment, {@link Segment} (docs/geometry.md §18). */
    SEGMENT(Segment.KIND, false),
    /** A closed ellipse, turned about its centre, {@link Ellipse} (docs/geometry.md §21). */
    ELLIPSE(Ellipse.KIND, false),
    /** The points within a radius of a segment, {@link Capsule} (docs/geometry.md §22). */
    CAPSULE(Capsule.KIND, false);

    private final String word;
    private final boolean edgesEnclose;

    ShapeKind(String word, boolean edgesEnclose) {
        this.word = word;
        this.edgesEnclose = edgesEnclose;
    }

    /**
     * The word messages name a shape of this kind by, as in {@code fan 'guard'}.
     *
     * @return the word, such as {@code "rect"}, {@code "rotatedRect"} or {@code "fan"}
     */
    public String word() {
        return word;
    }

    /**
     * Whether a shape of this kind is straight edges that enclose its inside (a rectangle, turned
     * or not, or a polygon), so that a shape wholly inside it meets none of its edges.
     */
    boolean edgesEnclose() {
        return edgesEnclose;
    }

    /**
     * The kind of a shape of this package.
     *
     * @param s the shape, or null
     * @return its kind; null when s is null or a {@code Shape} implemented outside this package
     */
    public static ShapeKind of(Shape s) {
        // not a dispatch on kinds: every shape of this package extends PreparedShape, which holds
        // the kind its class declared; nothing else does
        return s instanceof PreparedShape p ? p.kind : null;
    }
}
