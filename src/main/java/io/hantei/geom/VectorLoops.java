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
     * rounded alike) and keep the larger, m. The point is inside when m < 0; that is exact when
     * |m| is above the rectangle's tolerance and finite: m < -tolerance means both margins are
     * decided and negative, and m > tolerance means the larger is decided and positive, which
     * the fast test's argument (its javadoc) makes outside, near or far. The bits of |m| are
     * compared as integers, as {@code Circle} does: d = bits(|m|) - bits(tolerance) - 1 is
     * decided when 0 <= d < bits(+∞) - bits(tolerance) - 1, NaN lying above +∞. Each lane keeps
     * the smallest and the largest d of the word, so one test per word finds a point left
     * undecided (near an edge, or a NaN or infinite coordinate), and then the scalar loop does
     * that word again, exact test and errors included.
     */
    static int rotatedBits(RotatedRect r, double[] xs, double[] ys, int words, long[] bits) {
        int lanes = DOUBLES.length();
        double cx = r.centerX();
        double cy = r.centerY();
        double cos = r.cos();
        double sin = r.sin();
        double halfW = r.width() / 2;
        double halfH = r.height() / 2;
        long first = Double.doubleToRawLongBits(r.tolerance()) + 1;
        long span = INFINITY_BITS - first;
        LongVector iota = LongVector.zero(LONGS).addIndex(1);
        int hits = 0;
        for (int w = 0; w < words; w++) {
            int base = w << 6;
            LongVector word = LongVector.zero(LONGS);
            LongVector low = LongVector.zero(LONGS);
            LongVector high = LongVector.zero(LONGS);
            for (int j = 0; j < 64; j += lanes) {
                DoubleVector dx = DoubleVector.fromArray(DOUBLES, xs, base + j).sub(cx);
                DoubleVector dy = DoubleVector.fromArray(DOUBLES, ys, base + j).sub(cy);
                DoubleVector gu = dx.mul(cos).add(dy.mul(sin)).abs().sub(halfW);
                DoubleVector gv = dy.mul(cos).sub(dx.mul(sin)).abs().sub(halfH);
                LongVector m = gu.max(gv).viewAsIntegralLanes().reinterpretAsLongs();
                word = word.or(m.lanewise(VectorOperators.LSHR, 63).lanewise(VectorOperators.LSHL, iota.add(j)));
                LongVector d = m.and(Long.MAX_VALUE).sub(first);
                low = low.min(d);
                high = high.max(d);
            }
            long answer = word.reduceLanes(VectorOperators.OR);
            if ((low.reduceLanes(VectorOperators.MIN) < 0) | (high.reduceLanes(VectorOperators.MAX) >= span)) {
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
     * the same order), and its answer from their sign bits. The fast test's decided condition
     * is kept per point as integers, as in {@link #rotatedBits}: bits(|gap|) - bits(band) - 1
     * must lie in [0, bits(+∞) - bits(band) - 1), and bits(|ca|) and bits(|cb|) minus
     * bits(rayTolerance) + 1 must be >= 0; the lanes keep the smallest of the three and the
     * largest of the first over the word, and a word in which any point is undecided is done
     * again by the scalar loop.
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
        long firstGap = Double.doubleToRawLongBits(f.band()) + 1;
        long spanGap = INFINITY_BITS - firstGap;
        long firstRay = Double.doubleToRawLongBits(f.rayTolerance()) + 1;
        LongVector iota = LongVector.zero(LONGS).addIndex(1);
        int hits = 0;
        for (int w = 0; w < words; w++) {
            int base = w << 6;
            LongVector word = LongVector.zero(LONGS);
            LongVector low = LongVector.zero(LONGS);
            LongVector high = LongVector.zero(LONGS);
            for (int j = 0; j < 64; j += lanes) {
                DoubleVector dx = DoubleVector.fromArray(DOUBLES, xs, base + j).sub(ax);
                DoubleVector dy = DoubleVector.fromArray(DOUBLES, ys, base + j).sub(ay);
                LongVector gap = dx.mul(dx).add(dy.mul(dy)).sub(len2).viewAsIntegralLanes().reinterpretAsLongs();
                LongVector ca = dy.mul(aX).sub(dx.mul(aY)).viewAsIntegralLanes().reinterpretAsLongs();
                LongVector cb = dy.mul(bX).sub(dx.mul(bY)).viewAsIntegralLanes().reinterpretAsLongs();
                LongVector past = ca.not();
                LongVector opening = reflex ? past.or(cb) : past.and(cb);
                LongVector in = gap.and(opening).lanewise(VectorOperators.LSHR, 63);
                word = word.or(in.lanewise(VectorOperators.LSHL, iota.add(j)));
                LongVector dGap = gap.and(Long.MAX_VALUE).sub(firstGap);
                LongVector dA = ca.and(Long.MAX_VALUE).sub(firstRay);
                LongVector dB = cb.and(Long.MAX_VALUE).sub(firstRay);
                low = low.min(dGap.min(dA.min(dB)));
                high = high.max(dGap);
            }
            long answer = word.reduceLanes(VectorOperators.OR);
            if ((low.reduceLanes(VectorOperators.MIN) < 0) | (high.reduceLanes(VectorOperators.MAX) >= spanGap)) {
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
     * code), and its answer from the sign bit. The decided condition is the test's, as integers
     * as in {@link #rotatedBits}: bits(|gap|) - bits(band) - 1 must lie in
     * [0, bits(+∞) - bits(band) - 1); a word in which any point is undecided (near the rim, or
     * a NaN or infinite coordinate) is done again by the scalar loop.
     */
    static int circleBits(Circle c, double[] xs, double[] ys, int words, long[] bits) {
        int lanes = DOUBLES.length();
        double cx = c.centerX();
        double cy = c.centerY();
        DoubleVector minusR2 = DoubleVector.broadcast(DOUBLES, c.minusRSquared());
        long first = Double.doubleToRawLongBits(c.band()) + 1;
        long span = INFINITY_BITS - first;
        LongVector iota = LongVector.zero(LONGS).addIndex(1);
        int hits = 0;
        for (int w = 0; w < words; w++) {
            int base = w << 6;
            LongVector word = LongVector.zero(LONGS);
            LongVector low = LongVector.zero(LONGS);
            LongVector high = LongVector.zero(LONGS);
            for (int j = 0; j < 64; j += lanes) {
                DoubleVector dx = DoubleVector.fromArray(DOUBLES, xs, base + j).sub(cx);
                DoubleVector dy = DoubleVector.fromArray(DOUBLES, ys, base + j).sub(cy);
                LongVector gap = dx.fma(dx, dy.fma(dy, minusR2)).viewAsIntegralLanes().reinterpretAsLongs();
                word = word.or(gap.lanewise(VectorOperators.LSHR, 63).lanewise(VectorOperators.LSHL, iota.add(j)));
                LongVector d = gap.and(Long.MAX_VALUE).sub(first);
                low = low.min(d);
                high = high.max(d);
            }
            long answer = word.reduceLanes(VectorOperators.OR);
            if ((low.reduceLanes(VectorOperators.MIN) < 0) | (high.reduceLanes(VectorOperators.MAX) >= span)) {
                answer = PointBatch.word(c, c, xs, ys, base, base + 64);
            }
            bits[w] = answer;
            hits += Long.bitCount(answer);
        }
        return hits;
    }
}
