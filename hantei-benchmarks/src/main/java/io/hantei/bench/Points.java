package io.hantei.bench;

import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The query points every point-test benchmark shares: {@link #COUNT} points drawn uniformly from
 * the {@link #SIDE} x {@link #SIDE} square with a fixed seed, so every implementation sees the
 * same points.
 *
 * <p>Two orders, chosen by the {@code order} parameter:
 * <ul>
 *   <li>{@code fixed}: the points in the order they were drawn, the same every invocation. The
 *       branch predictor of a modern CPU learns 4,096 outcomes, so a per-point branch looks free
 *       here although it is not in real use.</li>
 *   <li>{@code shuffled}: a fresh permutation before every invocation, made in
 *       {@link Level#Invocation} setup, which JMH keeps out of the measured time. This is the
 *       order the targets are judged on.</li>
 * </ul>
 * A benchmark reads {@link #x}/{@link #y} (or {@link #fx}/{@link #fy} for float APIs) front to
 * back in one loop over all points and is annotated
 * {@code @OperationsPerInvocation(Points.COUNT)}, so JMH reports nanoseconds per point. Both
 * orders run the same compiled code over the same arrays; only the order of the values differs.
 */
@State(Scope.Thread)
public class Points {

    /** Points per invocation. */
    public static final int COUNT = 4096;
    /** The side of the square the points are drawn from, [0, SIDE) on both axes. */
    public static final double SIDE = 400;
    /** The seed of the points (the shuffles use their own seed stream). */
    public static final long SEED = 0x6A7A_2D05_0001L;

    /** {@code fixed} or {@code shuffled}; see the class documentation. */
    @Param({"fixed", "shuffled"})
    public String order;

    /** The x coordinates, in the current order. */
    public double[] x;
    /** The y coordinates, in the current order. */
    public double[] y;
    /** {@link #x} rounded to float, in the same order (for libGDX, whose API is float). */
    public float[] fx;
    /** {@link #y} rounded to float, in the same order. */
    public float[] fy;
    /**
     * The sink: a benchmark stores its verdict for point i in {@code hits[i]} (a plain store, no
     * branch, unlike counting with {@code if}) and returns the array for JMH to consume.
     */
    public boolean[] hits;

    private boolean shuffle;
    private SplittableRandom shuffler;

    /** The points in their drawn order, as {x[], y[]}: the same for every run. */
    public static double[][] generate() {
        SplittableRandom random = new SplittableRandom(SEED);
        double[] xs = new double[COUNT];
        double[] ys = new double[COUNT];
        for (int i = 0; i < COUNT; i++) {
            xs[i] = random.nextDouble() * SIDE;
            ys[i] = random.nextDouble() * SIDE;
        }
        return new double[][] {xs, ys};
    }

    @Setup(Level.Trial)
    public void draw() {
        switch (order) {
            case "fixed" -> shuffle = false;
            case "shuffled" -> shuffle = true;
            default -> throw new IllegalArgumentException(
                    "order must be one of [fixed, shuffled] but was '" + order + "'");
        }
        double[][] xy = generate();
        x = xy[0];
        y = xy[1];
        fx = new float[COUNT];
        fy = new float[COUNT];
        hits = new boolean[COUNT];
        for (int i = 0; i < COUNT; i++) {
            fx[i] = (float) x[i];
            fy[i] = (float) y[i];
        }
        shuffler = new SplittableRandom(SEED + 1);
    }

    /** Outside the measured time: a fresh Fisher-Yates permutation of all four arrays alike. */
    @Setup(Level.Invocation)
    public void reorder() {
        if (!shuffle) {
            return;
        }
        for (int i = COUNT - 1; i > 0; i--) {
            int j = shuffler.nextInt(i + 1);
            double tx = x[i];
            x[i] = x[j];
            x[j] = tx;
            double ty = y[i];
            y[i] = y[j];
            y[j] = ty;
            float tfx = fx[i];
            fx[i] = fx[j];
            fx[j] = tfx;
            float tfy = fy[i];
            fy[i] = fy[j];
            fy[j] = tfy;
        }
    }
}
