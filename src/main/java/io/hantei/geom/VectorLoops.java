package io.hantei.geom;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The batch loops written with the Vector API, used by {@link PointBatch} only when
 * {@link VectorBatch#enabled()} (the JVM has {@code jdk.incubator.vector}); loaded by nothing
 * else. Each computes a whole word of 64 points in vector lanes and gives exactly the scalar
 * loop's answers: a word in which any point is not decided by its fast test is done again by
 * the scalar loop ({@link PointBatch#word}).
 */
final class VectorLoops {

    private static final VectorSpecies<Double> DOUBLES = DoubleVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Long> LONGS = LongVector.SPECIES_PREFERRED;
    private static final long INFINITY_BITS = Double.doubleToRawLongBits(Double.POSITIVE_INFINITY);

    private VectorLoops() {
    }

    /**
     * The first {@code words} whole words of a turned rectangle's bit set (it is
     * {@link RotatedRect#vectorisable}), returning their hit count.
     *
     * <p>Per point the lanes compute the rectangle's margins gu and gv exactly as
     * {@code RotatedRect}'s fast test does (the same products and sums, in the same order, each
     * rounded alike); the point is inside when both are negative, the sign bit of their bits'
     * AND. Its decided condition is the fast test's, a little stricter: the bits of |gu| and of
     * |gv| must each lie in [bits(tolerance) + 1, bits(+∞)), NaN's bits lying above +∞'s
     * ({@link #decided}). A word in which any point is not decided (near an edge or its line,
     * or a NaN or infinite coordinate) is done again by the scalar loop, exact test and errors
     * included. How a word is put together: {@link #place}.
     */
    static int rotatedBits(RotatedRect r, double[] xs, double[] ys, int words, long[] bits) {
        int lanes = DOUBLES.length();
        double cx = r.centerX();
        double cy = r.centerY();
        double cos = r.cos();
        double sin = r.sin();
        double halfW = r.width() / 2;
        double halfH = r.height() / 2;
        long bias = bias(r.tolerance());
        long limit = limit(r.tolerance());
        LongVector iota = LongVector.zero(LONGS).addIndex(1);
        int hits = 0;
        for (int w = 0; w < words; w++) {
            int base = w << 6;
            LongVector word = LongVector.zero(LONGS);
            LongVector high = LongVector.broadcast(LONGS, Long.MIN_VALUE);
            for (int j = 0; j < 64; j += lanes) {
                DoubleVector dx = DoubleVector.fromArray(DOUBLES, xs, base + j).sub(cx);
                DoubleVector dy = DoubleVector.fromArray(DOUBLES, ys, base + j).sub(cy);
                LongVector gu = dx.mul(cos).add(dy.mul(sin)).abs().sub(halfW).viewAsIntegralLanes().reinterpretAsLongs();
                LongVector gv = dy.mul(cos).sub(dx.mul(sin)).abs().sub(halfH).viewAsIntegralLanes().reinterpretAsLongs();
                word = word.or(place(gu.and(gv), j));
                high = high.max(decided(gu, bias)).max(decided(gv, bias));
            }
            long answer = word.lanewise(VectorOperators.LSHL, iota).reduceLanes(VectorOperators.OR);
            if (high.reduceLanes(VectorOperators.MAX) >= limit) {
                answer = PointBatch.word(r, r, xs, ys, base, base + 64);
            }
            bits[w] = answer;
            hits += Long.bitCount(answer);
        }
        return hits;
    }

    /**
     * The first {@code words} whole words of a fan's bit set (it is {@link Fan#vectorisable}),
     * returning their hit count.
     *
     * <p>Per point the lanes compute the fan's gap {@code dx² + dy² - len²} and its cross products
     * with the two rays exactly as {@code Fan}'s fast test does (the same products and sums, in
     * the same order), and its answer from their sign bits. The fast test's decided condition:
     * the bits of |gap| must lie in [bits(band) + 1, bits(+∞)) ({@link #decided}), and those of
     * |ca| and |cb| must be at least bits(rayTolerance) + 1 (the lanes keep the smaller of the
     * two, and the word the smallest); a word in which any point is undecided is done again by
     * the scalar loop.
     */
    static int fanBits(Fan f, double[] xs, double[] ys, int words, long[] bits) {
        int lanes = DOUBLES.length();
        double ax = f.apexX();
        double ay = f.apexY();
        double len2 = f.lenSquared();
        double aX = f.firstRayX();
        double aY = f.firstRayY();
        double bX = f.lastRayX();
        double bY = f.lastRayY();
        boolean reflex = f.reflex();
        long bias = bias(f.band());
        long limit = limit(f.band());
        long firstRay = Double.doubleToRawLongBits(f.rayTolerance()) + 1;
        LongVector iota = LongVector.zero(LONGS).addIndex(1);
        int hits = 0;
        for (int w = 0; w < words; w++) {
            int base = w << 6;
            LongVector word = LongVector.zero(LONGS);
            LongVector high = LongVector.broadcast(LONGS, Long.MIN_VALUE);
            LongVector low = LongVector.broadcast(LONGS, Long.MAX_VALUE);
            for (int j = 0; j < 64; j += lanes) {
                DoubleVector dx = DoubleVector.fromArray(DOUBLES, xs, base + j).sub(ax);
                DoubleVector dy = DoubleVector.fromArray(DOUBLES, ys, base + j).sub(ay);
                LongVector gap = dx.mul(dx).add(dy.mul(dy)).sub(len2).viewAsIntegralLanes().reinterpretAsLongs();
                LongVector ca = dy.mul(aX).sub(dx.mul(aY)).viewAsIntegralLanes().reinterpretAsLongs();
                LongVector cb = dy.mul(bX).sub(dx.mul(bY)).viewAsIntegralLanes().reinterpretAsLongs();
                LongVector past = ca.not();
                LongVector opening = reflex ? past.or(cb) : past.and(cb);
                word = word.or(place(gap.and(opening), j));
                high = high.max(decided(gap, bias));
                low = low.min(ca.and(Long.MAX_VALUE).min(cb.and(Long.MAX_VALUE)));
            }
            long answer = word.lanewise(VectorOperators.LSHL, iota).reduceLanes(VectorOperators.OR);
            if ((high.reduceLanes(VectorOperators.MAX) >= limit) | (low.reduceLanes(VectorOperators.MIN) < firstRay)) {
                answer = PointBatch.word(f, f, xs, ys, base, base + 64);
            }
            bits[w] = answer;
            hits += Long.bitCount(answer);
        }
        return hits;
    }

    /**
     * The first {@code words} whole words of a circle's bit set (it is {@link Circle#vectorisable}),
     * returning their hit count.
     *
     * <p>Per point the lanes compute the gap {@code fma(dx, dx, fma(dy, dy, -r²))} exactly as
     * {@code Circle}'s fast test does (fused multiply-adds round once, in lanes as in scalar
     * code), and its answer from the sign bit. The decided condition is the test's: the bits of
     * |gap| must lie in [bits(band) + 1, bits(+∞)) ({@link #decided}); a word in which any point
     * is undecided (near the rim, or a NaN or infinite coordinate) is done again by the scalar
     * loop.
     */
    static int circleBits(Circle c, double[] xs, double[] ys, int words, long[] bits) {
        int lanes = DOUBLES.length();
        double cx = c.centerX();
        double cy = c.centerY();
        DoubleVector minusR2 = DoubleVector.broadcast(DOUBLES, c.minusRSquared());
        long bias = bias(c.band());
        long limit = limit(c.band());
        LongVector iota = LongVector.zero(LONGS).addIndex(1);
        int hits = 0;
        for (int w = 0; w < words; w++) {
            int base = w << 6;
            LongVector word = LongVector.zero(LONGS);
            LongVector high = LongVector.broadcast(LONGS, Long.MIN_VALUE);
            for (int j = 0; j < 64; j += lanes) {
                DoubleVector dx = DoubleVector.fromArray(DOUBLES, xs, base + j).sub(cx);
                DoubleVector dy = DoubleVector.fromArray(DOUBLES, ys, base + j).sub(cy);
                LongVector gap = dx.fma(dx, dy.fma(dy, minusR2)).viewAsIntegralLanes().reinterpretAsLongs();
                word = word.or(place(gap, j));
                high = high.max(decided(gap, bias));
            }
            long answer = word.lanewise(VectorOperators.LSHL, iota).reduceLanes(VectorOperators.OR);
            if (high.reduceLanes(VectorOperators.MAX) >= limit) {
                answer = PointBatch.word(c, c, xs, ys, base, base + 64);
            }
            bits[w] = answer;
            hits += Long.bitCount(answer);
        }
        return hits;
    }

    /**
     * The sign bits of {@code v}, points {@code j} to {@code j + lanes - 1} of a word, moved to
     * bit j of their lane: one shift by the same count in every lane, where a count per lane
     * (j + the lane's index) takes an add and a mask (Java masks shift counts) besides the shift.
     * Every lane's bits then sit at multiples of the lane count, and the word's own shift by the
     * lane's index (once per word) takes point j + i to bit j + i.
     */
    private static LongVector place(LongVector v, int j) {
        return v.lanewise(VectorOperators.LSHR, 63).lanewise(VectorOperators.LSHL, j);
    }

    /**
     * The bits of |g| (g given as its bits), biased so that one signed maximum per word tells
     * whether every |g| was decided: with first = bits(tolerance) + 1, bits(|g|) + (MIN - first)
     * is below {@link #limit} exactly when first <= bits(|g|) < bits(+∞) (mod 2^64, as
     * {@code Circle}'s range check); a bits(|g|) below first wraps to a large positive value, and
     * NaN's bits lie above +∞'s.
     */
    private static LongVector decided(LongVector g, long bias) {
        return g.and(Long.MAX_VALUE).add(bias);
    }

    /** See {@link #decided}: MIN - (bits(tolerance) + 1). */
    private static long bias(double tolerance) {
        return Long.MIN_VALUE - (Double.doubleToRawLongBits(tolerance) + 1);
    }

    /** See {@link #decided}: MIN + bits(+∞) - (bits(tolerance) + 1); every biased |g| is decided below it. */
    private static long limit(double tolerance) {
        return Long.MIN_VALUE + (INFINITY_BITS - (Double.doubleToRawLongBits(tolerance) + 1));
    }
}
