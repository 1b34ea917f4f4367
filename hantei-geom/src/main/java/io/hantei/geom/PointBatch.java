package io.hantei.geom;

/**
 * The batch tests of every shape ({@link Shape#containsAll}): one loop per kind of output, a
 * {@code boolean[]} and a {@code long[]} bit set, each written once. Per point the loop runs
 * the shape's {@link PreparedShape#fastBit} and stores its bit; a point the fast test leaves
 * undecided (near an edge, or not finite) is answered on the spot: a NaN or infinite coordinate
 * is reported by its index, any other point by the shape's exact {@code contains}. The loop's
 * only branch is that one, almost never taken; the answers are stored as bits, not compared.
 *
 * <p>How fast this runs depends on the JIT inlining {@code fastBit} into the loop. Its call
 * site is shared by every shape, and HotSpot keeps one type profile per call site: while one
 * or two shape classes have run batches in the JVM (as in each JMH fork) it inlines their
 * tests; once three or more have, the call becomes a virtual call per point, which
 * {@code BatchBench}'s {@code *Mixed} rows in src/jmh measure.
 *
 * <p>When the JVM has the Vector API and {@code -Dhantei.vector=true} turns it on
 * ({@link VectorBatch}), the bit set of a turned rectangle, a fan or a circle is built by
 * {@link VectorLoops} a word at a time, with the same answers.
 */
final class PointBatch {

    private PointBatch() {
    }

    /** {@link Shape#containsAll(double[], double[], int, boolean[])}. */
    static int intoBooleans(Shape s, double[] xs, double[] ys, int count, boolean[] out) {
        Require.batch(s, xs, ys, count, out);
        PreparedShape test = testOf(s);
        int hits = 0;
        for (int i = 0; i < count; i++) {
            long in = bit(s, test, xs, ys, i);
            out[i] = PreparedShape.truth(in);
            hits += (int) in;
        }
        return hits;
    }

    /**
     * {@link Shape#containsAll(double[], double[], int, long[])}: bit {@code i % 64} of word
     * {@code i / 64} for point i; each word is built in a register and stored whole.
     */
    static int intoBits(Shape s, double[] xs, double[] ys, int count, long[] bits) {
        Require.batch(s, xs, ys, count, bits);
        PreparedShape test = testOf(s);
        int hits = 0;
        int w = 0;
        ShapeKind kind;
        if (VectorBatch.enabled() && (kind = ShapeKind.of(s)) != null) {
            int vectorHits = VECTOR_WORDS.get(kind).bits(s, xs, ys, count >>> 6, bits);
            if (vectorHits >= 0) {
                w = count >>> 6;
                hits = vectorHits;
            }
        }
        for (int base = w << 6; base < count; w++, base += 64) {
            long word = word(s, test, xs, ys, base, Math.min(count, base + 64));
            bits[w] = word;
            hits += Long.bitCount(word);
        }
        return hits;
    }

    /**
     * The bits of the first {@code words} words of points, a word of 64 at a time
     * ({@link VectorLoops}), and the number of hits among them; -1, with nothing written, for a
     * shape without a vector loop.
     */
    @FunctionalInterface
    private interface VectorWords {
        int bits(Shape s, double[] xs, double[] ys, int words, long[] bits);
    }

    /** A kind without a vector loop. */
    private static final VectorWords SCALAR = (s, xs, ys, words, bits) -> -1;

    /**
     * The vector loop of each kind, for a shape whose numbers it can take ({@code vectorisable});
     * named only in lambdas, so that {@link VectorLoops} is loaded when {@link VectorBatch} says so
     * and not before (ARCHITECTURE.md, "The point tests: one path").
     */
    private static final KindTable<VectorWords> VECTOR_WORDS = KindTable.of("vector loops", k -> switch (k) {
        case ROTATED_RECT -> (s, xs, ys, words, bits) -> ((RotatedRect) s).vectorisable()
                ? VectorLoops.rotatedBits((RotatedRect) s, xs, ys, words, bits) : -1;
        case FAN -> (s, xs, ys, words, bits) -> ((Fan) s).vectorisable()
                ? VectorLoops.fanBits((Fan) s, xs, ys, words, bits) : -1;
        case CIRCLE -> (s, xs, ys, words, bits) -> ((Circle) s).vectorisable()
                ? VectorLoops.circleBits((Circle) s, xs, ys, words, bits) : -1;
        case RECT, POLYGON, POLYLINE, SEGMENT, ELLIPSE, CAPSULE -> SCALAR;
    });

    /** The word of points {@code base} to {@code end - 1} (at most 64), built in a register. */
    static long word(Shape s, PreparedShape test, double[] xs, double[] ys, int base, int end) {
        long word = 0;
        for (int i = base; i < end; i++) {
            word |= bit(s, test, xs, ys, i) << (i - base);
        }
        return word;
    }

    private static PreparedShape testOf(Shape s) {
        // not a dispatch on kinds: a shape of this package has a fast test, any other shape none
        return s instanceof PreparedShape t ? t : PreparedShape.NONE;
    }

    /** Point i's answer, 0 or 1: the fast test's, or when it is undecided the exact one. */
    private static long bit(Shape s, PreparedShape test, double[] xs, double[] ys, int i) {
        long in = test.fastBit(xs[i], ys[i]);
        if (in < 0) {
            in = exactBit(s, xs, ys, i);
        }
        return in;
    }

    /** Kept out of the loop: the rare path, and the only place that may throw. */
    private static long exactBit(Shape s, double[] xs, double[] ys, int i) {
        Require.finiteAt(s, xs, ys, i);
        return s.contains(xs[i], ys[i]) ? 1 : 0;
    }
}
