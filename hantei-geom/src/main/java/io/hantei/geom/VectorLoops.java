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
     * <p>Per point the lanes compute the rectangle's margins gu = |u| - w/2 and gv = |v| - h/2
     * as {@code RotatedRect}'s fast test does, except that u and v are each one fused
     * multiply-add, {@code fma(dx, cos, dy·sin)} and {@code fma(dy, cos, -(dx·sin))}: one
     * rounding fewer than the scalar sum of two products, so the rounding bound argued at
     * {@link RotatedRect#fastBit} holds for them too, and a decided answer is the exact one,
     * the scalar loop's. The point is inside when both margins are negative, the sign bit of
     * their bits' AND.
     *
     * <p>Decided: the bits of the nearer margin, min(|gu|, |gv|), lie in
     * [bits(tolerance) + 1, bits(+∞)) ({@link #decided}): both margins are beyond the tolerance
     * and at least one is finite. A NaN or infinite coordinate makes both margins NaN or
     * infinite (so does an offset x - cx that overflows), never decided; the word is done again
     * by the scalar loop, exact test and errors included. One infinite margin beside a finite
     * one comes only from finite offsets whose turned sum overflows: a far point, outside, and
     * the infinite margin is positive, so the sign bits say outside (the far-point argument at
     * {@link RotatedRect#fastBit}), where the scalar test takes the exact path to the same
     * answer. How a word is put together: {@link #push}.
     */
    static int rotatedBits(RotatedRect r, double[] xs, double[] ys, int words, long[] bits) {
        int lanes = DOUBLES.length();
        double cx = r.centerX();
        double cy = r.centerY();
        DoubleVector cos = DoubleVector.broadcast(DOUBLES, r.cos());
        double sin = r.sin();
        double minusSin = -sin;
        double halfW = r.width() / 2;
        double halfH = r.height() / 2;
        long bias = bias(r.tolerance());
        long limit = limit(r.tolerance());
        LongVector down = down(lanes);
        int hits = 0;
        for (int w = 0; w < words; w++) {
            int base = w << 6;
            LongVector word = LongVector.zero(LONGS);
            LongVector high = LongVector.broadcast(LONGS, Long.MIN_VALUE);
            for (int j = 0; j < 64; j += lanes) {
                DoubleVector dx = DoubleVector.fromArray(DOUBLES, xs, base + j).sub(cx);
                DoubleVector dy = DoubleVector.fromArray(DOUBLES, ys, base + j).sub(cy);
                LongVector gu = dx.fma(cos, dy.mul(sin)).abs().sub(halfW).viewAsIntegralLanes().reinterpretAsLongs();
                LongVector gv = dy.fma(cos, dx.mul(minusSin)).abs().sub(halfH).viewAsIntegralLanes().reinterpretAsLongs();
                word = push(word, gu.and(gv), lanes);
                high = high.max(decided(magnitude(gu).min(magnitude(gv)), bias));
            }
            long answer = answer(word, down);
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
        LongVector down = down(lanes);
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
                word = push(word, gap.and(opening), lanes);
                high = high.max(decided(magnitude(gap), bias));
                low = low.min(magnitude(ca).min(magnitude(cb)));
            }
            long answer = answer(word, down);
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
        LongVector down = down(lanes);
        int hits = 0;
        for (int w = 0; w < words; w++) {
            int base = w << 6;
            LongVector word = LongVector.zero(LONGS);
            LongVector high = LongVector.broadcast(LONGS, Long.MIN_VALUE);
            for (int j = 0; j < 64; j += lanes) {
                DoubleVector dx = DoubleVector.fromArray(DOUBLES, xs, base + j).sub(cx);
                DoubleVector dy = DoubleVector.fromArray(DOUBLES, ys, base + j).sub(cy);
                LongVector gap = dx.fma(dx, dy.fma(dy, minusR2)).viewAsIntegralLanes().reinterpretAsLongs();
                word = push(word, gap, lanes);
                high = high.max(decided(magnitude(gap), bias));
            }
            long answer = answer(word, down);
            if (high.reduceLanes(VectorOperators.MAX) >= limit) {
                answer = PointBatch.word(c, c, xs, ys, base, base + 64);
            }
            bits[w] = answer;
            hits += Long.bitCount(answer);
        }
        return hits;
    }

    /**
     * The word so far, moved down by one step of {@code lanes} bits, with the sign bits of
     * {@code v} (points j to j + lanes - 1 of the word) in bit 63 of their lanes. After the
     * word's 64 / lanes steps the sign bit of step k, point lanes·k + i in lane i, sits at bit
     * lanes·(k + 1) - 1, and {@link #answer} moves it to bit lanes·k + i. A shift by the same
     * count in every lane, an AND with a constant and an OR (a count per lane would take an add
     * and a mask besides the shift); with AVX-512, C2 makes the turned rectangle's gu AND gv AND
     * the sign bit one ternary-logic instruction.
     */
    private static LongVector push(LongVector word, LongVector v, int lanes) {
        return word.lanewise(VectorOperators.LSHR, lanes).or(v.and(Long.MIN_VALUE));
    }

    /** The shift of each lane at the end of a word ({@link #push}): lane i by lanes - 1 - i. */
    private static LongVector down(int lanes) {
        return LongVector.broadcast(LONGS, lanes - 1).sub(LongVector.zero(LONGS).addIndex(1));
    }

    /** The word of 64 points from the lanes of {@link #push}: each lane shifted by {@link #down}, ORed. */
    private static long answer(LongVector word, LongVector down) {
        return word.lanewise(VectorOperators.LSHR, down).reduceLanes(VectorOperators.OR);
    }

    /** The bits of |g|, g given as its bits (NaN's lie above +∞'s). */
    private static LongVector magnitude(LongVector g) {
        return g.and(Long.MAX_VALUE);
    }

    /**
     * The bits of |g| ({@link #magnitude}), biased so that one signed maximum per word tells
     * whether every |g| was decided: with first = bits(tolerance) + 1, bits(|g|) + (MIN - first)
     * is below {@link #limit} exactly when first <= bits(|g|) < bits(+∞) (mod 2^64, as
     * {@code Circle}'s range check); a bits(|g|) below first wraps to a large positive value, and
     * NaN's bits lie above +∞'s.
     */
    private static LongVector decided(LongVector magnitudeBits, long bias) {
        return magnitudeBits.add(bias);
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
