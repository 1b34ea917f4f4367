package io.hantei.geom;

/**
 * A shape's point test in doubles, prepared at construction (cosines, squared radii,
 * tolerances), that answers almost every point and says when it cannot. The shapes of this
 * package extend it; their {@code contains} and the batch loops of {@link PointBatch} both run
 * it, and send the points it leaves undecided to the exact test.
 *
 * <p>A shape of this package gets batch tests at this speed by extending this class and
 * implementing {@link #fastBit}; any other {@link Shape} gets the same loops through its
 * {@code contains} ({@link #NONE}).
 */
abstract class FastPointTest {

    /** What {@link #fastBit} returns for a point that its doubles do not decide. */
    static final long UNDECIDED = -1;

    /** The test of a shape without one: every point is undecided, so each goes to {@code contains}. */
    static final FastPointTest NONE = new FastPointTest() {
        @Override
        long fastBit(double x, double y) {
            return UNDECIDED;
        }

        @Override
        boolean slowContains(double x, double y) {
            throw new AssertionError("the batch loops answer an undecided point by the shape's contains");
        }
    };

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

    private static final boolean[] TRUTH = {false, true};

    /**
     * The boolean of a bit, 0 or 1, read from a table rather than compared: a comparison that
     * makes a boolean is a branch to the JIT, and when the answers in a caller's loop are mostly
     * one way (a small zone) it compiles it as a jump, which costs a misprediction on each
     * answer the other way (the points of a level come in no predictable order).
     */
    static boolean truth(long bit) {
        return TRUTH[(int) bit];
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
