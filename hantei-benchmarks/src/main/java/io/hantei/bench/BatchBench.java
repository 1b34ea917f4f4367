package io.hantei.bench;

import io.hantei.geom.Circle;
import io.hantei.geom.Fan;
import io.hantei.geom.Rect;
import io.hantei.geom.RotatedRect;
import io.hantei.geom.Shape;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Batch against scalar, per point: {@code containsAll} into a {@code boolean[]} and into a
 * {@code long[]} bit set, against a loop of scalar {@code contains}, on the shapes of
 * {@link Scene}. The batch answers are the scalar ones (BatchSpec); here only the time differs.
 */
@Label(value = "Batch tests against a loop of scalar contains (same points, same shapes)", rank = 60,
        note = "containsAll(xs, ys, boolean[]) and containsAll(xs, ys, long[] bits) return the hit count; they run "
                + "contains' fast test in one loop, and a point within the tolerance of an edge goes to the exact test on the spot.")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class BatchBench {

    private Shape rect;
    private Shape rotated;
    private Shape fan;
    private Shape circle;
    private long[] bits;
    private Before.Rotated rotatedBefore;
    private Before.Sector fanBefore;

    @Setup(Level.Trial)
    public void prepare() {
        rect = Rect.centered(Scene.CX, Scene.CY, Scene.RECT_W, Scene.RECT_H);
        rotated = RotatedRect.of(Scene.CX, Scene.CY, Scene.RECT_W, Scene.RECT_H, Scene.ANGLE);
        fan = Fan.of(Scene.CX, Scene.CY, Scene.FAN_DIR, Scene.FAN_RANGE, Scene.FAN_LEN);
        circle = Circle.of(Scene.CX, Scene.CY, Scene.CIRCLE_R);
        bits = new long[(Points.COUNT + 63) / 64];
        rotatedBefore = new Before.Rotated((RotatedRect) rotated);
        fanBefore = new Before.Sector((Fan) fan);
    }

    private static boolean[] scalar(Shape s, Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = s.contains(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("rotated rect 30°: scalar contains in a loop")
    public boolean[] rotatedScalar(Points p) {
        return scalar(rotated, p);
    }

    @Benchmark
    @Label("rotated rect 30°: containsAll into boolean[]")
    public int rotatedBatch(Points p) {
        return rotated.containsAll(p.x, p.y, p.hits);
    }

    @Benchmark
    @Label("rotated rect 30°: containsAll into long[] bits")
    public int rotatedBits(Points p, VectorOn on) {
        return rotated.containsAll(p.x, p.y, bits);
    }

    /**
     * The bit sets by the Vector API: on in this JVM, as {@code -Dhantei.vector=true} turns them on
     * where the JVM has jdk.incubator.vector (off without it; warmed up, they are what a
     * long-running process gets).
     */
    @State(Scope.Thread)
    public static class VectorOn {
        @Setup(Level.Trial)
        public void on() {
            io.hantei.geom.BenchAccess.useVectorBatch(true);
        }
    }

    /** The scalar loop that the bit set falls back to without jdk.incubator.vector, in this JVM. */
    @State(Scope.Thread)
    public static class NoVector {
        @Setup(Level.Trial)
        public void off() {
            io.hantei.geom.BenchAccess.useVectorBatch(false);
        }
    }

    @Benchmark
    @Label("rotated rect 30°: containsAll into long[] bits, the scalar loop (Vector API switched off)")
    public int rotatedBitsScalarLoop(Points p, NoVector off) {
        return rotated.containsAll(p.x, p.y, bits);
    }

    @Benchmark
    @Label("fan: containsAll into long[] bits, the scalar loop (Vector API switched off)")
    public int fanBitsScalarLoop(Points p, NoVector off) {
        return fan.containsAll(p.x, p.y, bits);
    }

    @Benchmark
    @Label("rotated rect 30°: the batch loop before the issue-5 work, into boolean[]")
    public int rotatedBatchBefore(Points p) {
        return rotatedBefore.containsAll(p.x, p.y, p.hits);
    }

    @Benchmark
    @Label("fan: the batch loop before the issue-5 work, into boolean[]")
    public int fanBatchBefore(Points p) {
        return fanBefore.containsAll(p.x, p.y, p.hits);
    }

    @Benchmark
    @Label("fan: scalar contains in a loop")
    public boolean[] fanScalar(Points p) {
        return scalar(fan, p);
    }

    @Benchmark
    @Label("fan: containsAll into boolean[]")
    public int fanBatch(Points p) {
        return fan.containsAll(p.x, p.y, p.hits);
    }

    @Benchmark
    @Label("fan: containsAll into long[] bits")
    public int fanBits(Points p, VectorOn on) {
        return fan.containsAll(p.x, p.y, bits);
    }

    /**
     * The same shapes after every kind of shape has run both batch loops in this JVM: the
     * loops are shared by all shapes (io.hantei.geom.PointBatch), so their call of the shape's
     * fast test has seen four classes before C2 compiles them, as in an application with
     * several kinds of zones. The other rows each run in a JVM where one shape class did.
     */
    @State(Scope.Thread)
    public static class Mixed {
        Shape rotated;
        Shape fan;

        @Setup(Level.Trial)
        public void warm() {
            rotated = RotatedRect.of(Scene.CX, Scene.CY, Scene.RECT_W, Scene.RECT_H, Scene.ANGLE);
            fan = Fan.of(Scene.CX, Scene.CY, Scene.FAN_DIR, Scene.FAN_RANGE, Scene.FAN_LEN);
            Shape[] all = {Rect.centered(Scene.CX, Scene.CY, Scene.RECT_W, Scene.RECT_H), rotated, fan,
                Circle.of(Scene.CX, Scene.CY, Scene.CIRCLE_R)};
            double[] xs = new double[Points.COUNT];
            double[] ys = new double[Points.COUNT];
            java.util.Random random = new java.util.Random(5);
            for (int i = 0; i < xs.length; i++) {
                xs[i] = 400 * random.nextDouble();
                ys[i] = 400 * random.nextDouble();
            }
            boolean[] out = new boolean[xs.length];
            long[] bits = new long[(xs.length + 63) / 64];
            for (int round = 0; round < 2_000; round++) {
                for (Shape s : all) {
                    s.containsAll(xs, ys, out);
                    s.containsAll(xs, ys, bits);
                }
            }
        }
    }

    @Benchmark
    @Label("rotated rect 30°: containsAll into boolean[], all four shape classes' batches run in this JVM")
    public int rotatedBatchMixed(Points p, Mixed m) {
        return m.rotated.containsAll(p.x, p.y, p.hits);
    }

    @Benchmark
    @Label("fan: containsAll into boolean[], all four shape classes' batches run in this JVM")
    public int fanBatchMixed(Points p, Mixed m) {
        return m.fan.containsAll(p.x, p.y, p.hits);
    }

    @Benchmark
    @Label("circle: scalar contains in a loop")
    public boolean[] circleScalar(Points p) {
        return scalar(circle, p);
    }

    @Benchmark
    @Label("circle: containsAll into boolean[]")
    public int circleBatch(Points p) {
        return circle.containsAll(p.x, p.y, p.hits);
    }

    @Benchmark
    @Label("circle: containsAll into long[] bits")
    public int circleBits(Points p, VectorOn on) {
        return circle.containsAll(p.x, p.y, bits);
    }

    @Benchmark
    @Label("circle: containsAll into long[] bits, the scalar loop (Vector API switched off)")
    public int circleBitsScalarLoop(Points p, NoVector off) {
        return circle.containsAll(p.x, p.y, bits);
    }

    @Benchmark
    @Label("axis rect: scalar contains in a loop")
    public boolean[] rectScalar(Points p) {
        return scalar(rect, p);
    }

    @Benchmark
    @Label("axis rect: containsAll into boolean[]")
    public int rectBatch(Points p) {
        return rect.containsAll(p.x, p.y, p.hits);
    }
}
