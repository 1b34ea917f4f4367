package io.hantei.geom;

/**
 * An axis-aligned rectangle, closed: the points with {@code left <= x <= right} and
 * {@code top <= y <= bottom}, y growing down so that top is the smaller y (docs/geometry.md §7).
 *
 * <p>Three factories name the three usual origins: {@link #of} (top-left corner, the default),
 * {@link #centered} (centre) and {@link #bottomCenter} (middle of the bottom edge, where a
 * character stands). The edges are the exact sums of the numbers given ({@code x + w} need not be
 * a double): a point on a true edge is inside and a point one ulp past it is outside, even where
 * the edge itself is not a double. Sizes below the smallest normal double (about 2.2e-308) are
 * halved with rounding by {@link #centered} and {@link #bottomCenter}.
 */
public final class Rect extends PreparedShape implements Shape {

    // Each edge is kept as its rounded value plus the rounding error (Knuth's TwoSum), and the
    // point test compares against the last double inside the true edge: four compares, always
    // exact (docs/geometry.md §5).

    static final String KIND = "rect";

    // Each edge is hi + lo exactly (hi the double nearest to the true edge, lo the error).
    private final double leftHi;
    private final double leftLo;
    private final double topHi;
    private final double topLo;
    private final double rightHi;
    private final double rightLo;
    private final double bottomHi;
    private final double bottomLo;
    // The extreme doubles inside the true edges: the contains test is four compares.
    private final double minX;
    private final double minY;
    private final double maxX;
    private final double maxY;
    private final double width;
    private final double height;

    private Rect(double leftHi, double leftLo, double topHi, double topLo,
                 double rightHi, double rightLo, double bottomHi, double bottomLo,
                 double width, double height, String name) {
        super(ShapeKind.RECT, name);
        this.leftHi = leftHi;
        this.leftLo = leftLo;
        this.topHi = topHi;
        this.topLo = topLo;
        this.rightHi = rightHi;
        this.rightLo = rightLo;
        this.bottomHi = bottomHi;
        this.bottomLo = bottomLo;
        // a zero low edge is kept as -0.0 and a zero high edge as +0.0, so that the differences
        // in inside() are -0.0 for no x: x - (-0.0) and 0.0 - x are +0.0 at x = ±0.0
        this.minX = lowEdge(leftLo > 0 ? Math.nextUp(leftHi) : leftHi);
        this.minY = lowEdge(topLo > 0 ? Math.nextUp(topHi) : topHi);
        this.maxX = (rightLo < 0 ? Math.nextDown(rightHi) : rightHi) + 0.0;
        this.maxY = (bottomLo < 0 ? Math.nextDown(bottomHi) : bottomHi) + 0.0;
        this.width = width;
        this.height = height;
    }

    /**
     * The closed rectangle whose TOP-LEFT corner is {@code (x, y)}, {@code w} wide and {@code h}
     * high: {@code x .. x + w} by {@code y .. y + h}, each edge the exact sum.
     *
     * @param x the left edge, in pixels
     * @param y the top edge, in pixels (y grows down)
     * @param w the width, in pixels, {@code >= 0} (0 makes a segment)
     * @param h the height, in pixels, {@code >= 0}
     * @return the rectangle
     * @throws IllegalArgumentException if x or y is NaN or infinite, or w or h is negative, NaN
     *         or infinite ({@code rect: width must be >= 0 but was -1.0})
     */
    public static Rect of(double x, double y, double w, double h) {
        checkArgs("x", x, "y", y, w, h);
        return new Rect(x, 0, y, 0, sum(x, w), err(x, w), sum(y, h), err(y, h), w, h, null);
    }

    /**
     * The closed rectangle whose CENTRE is {@code (cx, cy)}, {@code w} wide and {@code h} high:
     * {@code cx ± w/2} by {@code cy ± h/2}, each edge the exact sum.
     *
     * @param cx the centre's x, in pixels
     * @param cy the centre's y, in pixels
     * @param w the width, in pixels, {@code >= 0}
     * @param h the height, in pixels, {@code >= 0}
     * @return the rectangle
     * @throws IllegalArgumentException if cx or cy is NaN or infinite, or w or h is negative, NaN
     *         or infinite
     */
    public static Rect centered(double cx, double cy, double w, double h) {
        checkArgs("cx", cx, "cy", cy, w, h);
        double hw = w / 2;
        double hh = h / 2;
        return new Rect(sum(cx, -hw), err(cx, -hw), sum(cy, -hh), err(cy, -hh),
                sum(cx, hw), err(cx, hw), sum(cy, hh), err(cy, hh), w, h, null);
    }

    /**
     * The closed rectangle whose BOTTOM-CENTRE (the middle of its bottom edge, where a
     * character's feet are) is {@code (x, y)}, {@code w} wide and {@code h} high:
     * {@code x ± w/2} by {@code y - h .. y}, each edge the exact sum.
     *
     * @param x the middle of the bottom edge, x, in pixels
     * @param y the bottom edge, in pixels (the largest y: y grows down)
     * @param w the width, in pixels, {@code >= 0}
     * @param h the height, in pixels, {@code >= 0}
     * @return the rectangle
     * @throws IllegalArgumentException if x or y is NaN or infinite, or w or h is negative, NaN
     *         or infinite
     */
    public static Rect bottomCenter(double x, double y, double w, double h) {
        checkArgs("x", x, "y", y, w, h);
        double hw = w / 2;
        return new Rect(sum(x, -hw), err(x, -hw), sum(y, -h), err(y, -h),
                sum(x, hw), err(x, hw), y, 0, w, h, null);
    }

    /**
     * The closed rectangle {@code x + left .. x + right} by {@code y + top .. y + bottom}, each
     * edge the EXACT sum, for a box placed about an anchor: a Tiled object turned by a multiple of
     * 90° about its (x, y), say, where {@code ofOffsets(x, y, -h, 0, 0, w)} is the w x h box turned
     * by 90° (docs/geometry.md §7, §24).
     *
     * @param x the anchor's x, in pixels
     * @param y the anchor's y, in pixels
     * @param left the left edge's offset from x, in pixels
     * @param top the top edge's offset from y, in pixels
     * @param right the right edge's offset from x, in pixels, {@code >= left}
     * @param bottom the bottom edge's offset from y, in pixels, {@code >= top}
     * @return the rectangle
     * @throws IllegalArgumentException if a value is NaN or infinite, right is less than left or
     *         bottom less than top ({@code rect: right must be >= left (0.0) but was -1.0})
     */
    public static Rect ofOffsets(double x, double y, double left, double top, double right, double bottom) {
        Require.finite(KIND, "x", x);
        Require.finite(KIND, "y", y);
        Require.finite(KIND, "left", left);
        Require.finite(KIND, "top", top);
        Require.finite(KIND, "right", right);
        Require.finite(KIND, "bottom", bottom);
        requireOrdered(left, top, right, bottom);
        return new Rect(sum(x, left), err(x, left), sum(y, top), err(y, top),
                sum(x, right), err(x, right), sum(y, bottom), err(y, bottom),
                right - left, bottom - top, null);
    }

    /** Left at most right and top at most bottom, or an error naming the edge and both values. */
    private static void requireOrdered(double left, double top, double right, double bottom) {
        if (!(left <= right)) {
            throw new IllegalArgumentException(KIND + ": right must be >= left (" + left + ") but was " + right);
        }
        if (!(top <= bottom)) {
            throw new IllegalArgumentException(KIND + ": bottom must be >= top (" + top + ") but was " + bottom);
        }
    }

    /**
     * The closed rectangle between the given edges.
     *
     * @param left the smallest x, in pixels
     * @param top the smallest y, in pixels (y grows down)
     * @param right the largest x, in pixels, {@code >= left}
     * @param bottom the largest y, in pixels, {@code >= top}
     * @return the rectangle
     * @throws IllegalArgumentException if a value is NaN or infinite, right is less than left or
     *         bottom less than top
     */
    public static Rect ofEdges(double left, double top, double right, double bottom) {
        Require.finite(KIND, "left", left);
        Require.finite(KIND, "top", top);
        Require.finite(KIND, "right", right);
        Require.finite(KIND, "bottom", bottom);
        requireOrdered(left, top, right, bottom);
        return new Rect(left, 0, top, 0, right, 0, bottom, 0, right - left, bottom - top, null);
    }

    /**
     * The rectangle whose edges are exactly {@code hi + lo} each, as {@link ShapeCodec} reads it
     * back: each {@code hi} a number (infinite where {@code x + w} overflowed), each {@code lo} the rounding error of its {@code hi}
     * ({@code hi + lo == hi}), left at most right and top at most bottom.
     */
    static Rect exact(double leftHi, double leftLo, double topHi, double topLo, double rightHi, double rightLo,
                      double bottomHi, double bottomLo, double width, double height) {
        double[] parts = {leftHi, leftLo, topHi, topLo, rightHi, rightLo, bottomHi, bottomLo};
        for (int i = 0; i < parts.length; i += 2) {
            if (Double.isNaN(parts[i]) || !Double.isFinite(parts[i + 1]) || parts[i] + parts[i + 1] != parts[i]) {
                throw new IllegalArgumentException(KIND + ": an exact edge must be a double and its rounding "
                        + "error but was " + parts[i] + " + " + parts[i + 1]);
            }
        }
        Require.nonNegative(KIND, "width", width);
        Require.nonNegative(KIND, "height", height);
        if (less(rightHi, rightLo, leftHi, leftLo) || less(bottomHi, bottomLo, topHi, topLo)) {
            throw new IllegalArgumentException(KIND + ": the exact edges must have left <= right and top <= bottom but were "
                    + leftHi + ", " + topHi + ", " + rightHi + ", " + bottomHi);
        }
        return new Rect(leftHi, leftLo, topHi, topLo, rightHi, rightLo, bottomHi, bottomLo, width, height, null);
    }

    private static void checkArgs(String xName, double x, String yName, double y, double w, double h) {
        Require.finite(KIND, xName, x);
        Require.finite(KIND, yName, y);
        Require.nonNegative(KIND, "width", w);
        Require.nonNegative(KIND, "height", h);
    }

    /** The rounded sum; with {@link #err} it is the exact sum (Knuth's TwoSum). */
    static double sum(double a, double b) {
        return a + b;
    }

    /** The rounding error of {@code a + b}: a + b == sum(a, b) + err(a, b) exactly (0 on overflow). */
    static double err(double a, double b) {
        double s = a + b;
        if (Double.isInfinite(s)) {
            return 0.0;
        }
        double bb = s - a;
        return (a - (s - bb)) + (b - bb);
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException {@inheritDoc}
     */
    @Override
    public boolean contains(double x, double y) {
        Require.point(label, x, y);
        return inside(x, y);
    }

    /**
     * The closed test for a point already known to be finite: {@code minX <= x <= maxX} and the
     * same for y, read off the signs of the four differences (a rounded difference has the sign
     * of the exact one, and is 0 only for equal values), without a branch.
     */
    boolean inside(double x, double y) {
        return truth(insideBit(x, y));
    }

    /** {@link #inside} as 1 or 0. */
    private long insideBit(double x, double y) {
        return ~(Double.doubleToRawLongBits(x - minX) | Double.doubleToRawLongBits(maxX - x)
                | Double.doubleToRawLongBits(y - minY) | Double.doubleToRawLongBits(maxY - y)) >>> 63;
    }

    private static double lowEdge(double v) {
        return v == 0 ? -0.0 : v;
    }

    /**
     * Whether the two closed rectangles share at least one point, touching rectangles
     * overlapping: they are apart exactly when one lies entirely left of, right of, above or below
     * the other, decided on the exact edges (docs/geometry.md §13).
     *
     * @param o the other rectangle
     * @return true when they share a point
     * @throws NullPointerException if o is null
     */
    public boolean overlaps(Rect o) {
        boolean apart = less(rightHi, rightLo, o.leftHi, o.leftLo)
                || less(o.rightHi, o.rightLo, leftHi, leftLo)
                || less(bottomHi, bottomLo, o.topHi, o.topLo)
                || less(o.bottomHi, o.bottomLo, topHi, topLo);
        return !apart;
    }

    /**
     * Exact {@code aHi + aLo < bHi + bLo} for pairs produced by TwoSum: comparing the rounded
     * parts first and the errors on a tie is exact, because equal reals round to equal doubles.
     */
    private static boolean less(double aHi, double aLo, double bHi, double bLo) {
        return aHi < bHi || (aHi == bHi && aLo < bLo);
    }

    /** The box view of the cross-shape tests ({@link #box()}). */
    @Override
    Box newBox() {
        return Box.of(this);
    }

    /** The four corners in doubles, the edges of the ray casts and the curved pairs. */
    @Override
    double[][] edgeVertices() {
        return box().corners();
    }

    // Package-private views for the cross-shape tests: the true edge is hi + lo exactly.

    double leftLo() {
        return leftLo;
    }

    double topLo() {
        return topLo;
    }

    double rightLo() {
        return rightLo;
    }

    double bottomLo() {
        return bottomLo;
    }

    /**
     * The left edge (smallest x), rounded to the nearest double.
     *
     * @return the left edge, in pixels; past the largest double, infinite
     */
    public double left() {
        return leftHi;
    }

    /**
     * The top edge (smallest y, since y grows down), rounded to the nearest double.
     *
     * @return the top edge, in pixels; past the largest double, infinite
     */
    public double top() {
        return topHi;
    }

    /**
     * The right edge (largest x), rounded to the nearest double.
     *
     * @return the right edge, in pixels; past the largest double, infinite
     */
    public double right() {
        return rightHi;
    }

    /**
     * The bottom edge (largest y), rounded to the nearest double.
     *
     * @return the bottom edge, in pixels; past the largest double, infinite
     */
    public double bottom() {
        return bottomHi;
    }

    /**
     * The width as given (for {@link #ofEdges} and {@link #ofOffsets}, {@code right - left}
     * rounded).
     *
     * @return the width, in pixels, {@code >= 0}
     */
    public double width() {
        return width;
    }

    /**
     * The height as given (for {@link #ofEdges} and {@link #ofOffsets}, {@code bottom - top}
     * rounded).
     *
     * @return the height, in pixels, {@code >= 0}
     */
    public double height() {
        return height;
    }

    /**
     * The horizontal centre, halfway between the rounded left and right edges, rounded.
     *
     * @return the centre's x, in pixels
     */
    public double centerX() {
        return leftHi + (rightHi - leftHi) / 2;
    }

    /**
     * The vertical centre, halfway between the rounded top and bottom edges, rounded.
     *
     * @return the centre's y, in pixels
     */
    public double centerY() {
        return topHi + (bottomHi - topHi) / 2;
    }

    /** {@link #insideBit}, or UNDECIDED for a NaN or infinite coordinate (NaN is what x - x is then). */
    @Override
    long fastBit(double x, double y) {
        return (x - x) + (y - y) == 0 ? insideBit(x, y) : UNDECIDED;
    }

    /** Only a NaN or infinite coordinate is undecided; contains reports it. */
    @Override
    boolean slowContains(double x, double y) {
        return contains(x, y);
    }

    @Override
    public Rect bounds() {
        return this;
    }

    @Override
    public Rect named(String newName) {
        return new Rect(leftHi, leftLo, topHi, topLo, rightHi, rightLo, bottomHi, bottomLo, width, height, newName);
    }

    /**
     * Equal when the other is a {@code Rect} with the same exact edges; the name takes no part.
     *
     * @param o the other object
     * @return true when o is a rectangle with the same edges
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Rect r
                && leftHi == r.leftHi && leftLo == r.leftLo && topHi == r.topHi && topLo == r.topLo
                && rightHi == r.rightHi && rightLo == r.rightLo && bottomHi == r.bottomHi && bottomLo == r.bottomLo;
    }

    @Override
    public int hashCode() {
        // + 0.0 folds -0.0 into 0.0, which == already treats as equal
        return java.util.Arrays.hashCode(new double[] {leftHi + 0.0, leftLo + 0.0, topHi + 0.0, topLo + 0.0,
            rightHi + 0.0, rightLo + 0.0, bottomHi + 0.0, bottomLo + 0.0});
    }

    @Override
    public String toString() {
        return "Rect" + (name == null ? "" : " '" + name + "'") + "[left " + Require.num(leftHi) + ", top " + Require.num(topHi)
                + ", width " + Require.num(width) + ", height " + Require.num(height) + "]";
    }
}
