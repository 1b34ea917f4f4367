package io.hantei.geom;

/**
 * What the shapes of this package share: a name ({@link Shape#named}) and the label messages
 * use ({@code fan 'guard'}), and a point test in doubles, prepared at construction (cosines,
 * squared radii, tolerances), that answers almost every point and says when it cannot. Their
 * {@code contains} and the batch loops of {@link PointBatch} both run it, and send the points
 * it leaves undecided to the exact test ({@link #slowContains}).
 *
 * <p>A shape of this package gets {@code contains} and batch tests at this speed by extending
 * this class and implementing {@link #fastBit} and {@link #slowContains}; any other
 * {@link Shape} gets the same batch loops through its own {@code contains} ({@link #NONE}).
 * ARCHITECTURE.md, "Adding a shape", lists the other places a new shape touches.
 */
abstract class PreparedShape {

    /** What {@link #fastBit} returns for a point that its doubles do not decide. */
    static final long UNDECIDED = -1;

    /** The test of a shape without one: every point is undecided, so each goes to {@code contains}. */
    static final PreparedShape NONE = new PreparedShape("shape", null, null) {
        @Override
        long fastBit(double x, double y) {
            return UNDECIDED;
        }

        @Override
        boolean slowContains(double x, double y) {
            throw new AssertionError("the batch loops answer an undecided point by the shape's contains");
        }
    };

    /** The kind the shape's class declared; null only for {@link #NONE}. */
    final ShapeKind kind;
    /** The name given with {@code named(...)}, or null. */
    final String name;
    /** How messages name the shape: {@code fan 'guard'}, or {@code fan} when it has no name. */
    final String label;

    /**
     * {@code kind} is what the shape is, which the tables of its operations are keyed by and
     * messages call it by ({@link ShapeKind#word()}); {@code name} may be null.
     */
    PreparedShape(ShapeKind kind, String name) {
        this(kind.word(), kind, name);
    }

    /** {@link #NONE}'s, which is no shape: a word for messages and no kind. */
    private PreparedShape(String word, ShapeKind kind, String name) {
        this.kind = kind;
        this.name = name;
        this.label = Require.label(word, name);
    }

    /**
     * The name given with {@code named(...)}, for reports and pictures; it takes no part in hit
     * tests or in {@code equals}.
     *
     * @return the name, or null when the shape has none
     */
    public String name() {
        return name;
    }

    /**
     * Whether the point {@code (x, y)} lies in this closed shape (boundary included), exactly for
     * the doubles given (docs/geometry.md §3, §4).
     *
     * @param x the point's x, in pixels
     * @param y the point's y, in pixels (y grows down)
     * @return true when the point is inside or on the boundary
     * @throws IllegalArgumentException if x or y is NaN or infinite
     */
    public boolean contains(double x, double y) {
        return answer(x, y); // the fast bit, else the exact answer (docs/geometry.md §5)
    }

    /** The view of the cross-shape tests, made on first use (immutable, so a race only makes it twice). */
    private Box box;

    /** The shape as a {@link Box}, for the overlap tests of rectangles; see {@link #newBox()}. */
    final Box box() {
        Box b = box;
        if (b == null) {
            b = newBox();
            box = b;
        }
        return b;
    }

    /** A new box view of this shape: rectangles, turned or not, have one; other shapes do not. */
    Box newBox() {
        throw new IllegalStateException(label + " has no box view: only rectangles, turned or not, do");
    }

    /**
     * The vertices of the shape's straight edges, {@code {xs, ys}}, in the order they join (for a
     * rectangle, turned or not, its corners in doubles, {@link Box#corners}); a closed outline
     * ({@link ShapeKind#edgesEnclose()}) joins the last back to the first. The arrays may be the
     * shape's own: read them, never write. Shapes with curved edges have none.
     */
    double[][] edgeVertices() {
        throw new IllegalStateException(label + " has no straight edges: only rectangles, turned or not, segments, "
                + "polylines and polygons do");
    }

    /**
     * 1 when the point is inside, 0 when outside, {@link #UNDECIDED} when the doubles do not
     * decide it: within the prepared tolerance of an edge (the rounding could flip the sign),
     * or a coordinate that is NaN or infinite. Exact whenever it returns 0 or 1. No allocation
     * and no branch on the answer itself: the bit comes from sign bits (see {@link #negative}).
     */
    abstract long fastBit(double x, double y);

    /**
     * The answer for a point that {@link #fastBit} leaves undecided: exact arithmetic, or the
     * error for a NaN or infinite coordinate. Kept apart from the fast test so that that stays
     * small enough for the JIT to inline and unroll in a caller's loop.
     */
    abstract boolean slowContains(double x, double y);

    /**
     * {@code contains} of the shapes whose fast test covers their common case: the fast bit as a
     * boolean, or the slow answer when it is undecided. The batch loops take the same two steps.
     */
    final boolean answer(double x, double y) {
        long in = fastBit(x, y);
        return in >= 0 ? truth(in) : slowContains(x, y);
    }

    /** The boolean of a bit, 0 or 1, without a branch. */
    // Most comparisons that make a boolean become a jump in the JIT's code when the answers in a
    // caller's loop are mostly one way (a small zone), which costs a misprediction on each answer
    // the other way (the points of a level come in no predictable order). An int compared with
    // zero for (in)equality is a form C2 rewrites as a set-on-condition before it looks at the
    // profile (a 0/1 merge of such a test); it also beat the two-entry table read this did before
    // (docs/benchmarks.md, "The answer's bit without a table").
    static boolean truth(long bit) {
        return (int) bit != 0;
    }

    /**
     * 1 when v's sign bit is set, else 0: {@code v < 0} as a number, without a branch, for v
     * that is neither ±0 nor NaN. The fast tests use it on margins that their tolerance test
     * has decided, which excludes both; the points it does not decide go to the exact test.
     */
    static long negative(double v) {
        return Double.doubleToRawLongBits(v) >>> 63;
    }
}
