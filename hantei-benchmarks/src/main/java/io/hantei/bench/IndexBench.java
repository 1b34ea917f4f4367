package io.hantei.bench;

import io.hantei.geom.Circle;
import io.hantei.geom.Fan;
import io.hantei.geom.Rect;
import io.hantei.geom.RotatedRect;
import io.hantei.geom.Shape;
import io.hantei.index.ShapeIndex;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * "Which zones contain this position?" for each of the 4,096 points, by the spatial index and by
 * testing every zone. The level grows with the number of zones (side 40·√zones units, zones 10 to
 * 40 units across, a seeded mix of rects, turned rects, circles and fans), so a point lies in
 * about the same number of zones at every size; the query points are the shared points scaled to
 * the level. Both count the zones containing each point; they must agree (checked in setup).
 */
@Label(value = "Which zones contain a point: ShapeIndex against a linear scan", rank = 70,
        note = "ns per point query. The linear scan calls contains on every zone; the index prunes by "
                + "bounding boxes and the shapes decide.")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class IndexBench {

    @Param({"100", "1000", "10000"})
    public int zones;

    private Shape[] shapes;
    private ShapeIndex<Integer> index;
    private double scale;
    private int[] found;
    private final int[] counter = new int[1];
    private final Consumer<ShapeIndex.Entry<Integer>> count = e -> counter[0]++;

    @Setup(Level.Trial)
    public void prepare() {
        double side = 40 * Math.sqrt(zones);
        scale = side / Points.SIDE;
        SplittableRandom random = new SplittableRandom(0x1DE7L + zones);
        shapes = new Shape[zones];
        index = new ShapeIndex<>();
        for (int i = 0; i < zones; i++) {
            double x = random.nextDouble() * side;
            double y = random.nextDouble() * side;
            double size = 10 + random.nextDouble() * 30;
            Shape s = switch (i % 4) {
                case 0 -> Rect.centered(x, y, size, size * 0.6);
                case 1 -> RotatedRect.of(x, y, size, size * 0.5, random.nextDouble() * 360);
                case 2 -> Circle.of(x, y, size / 2);
                default -> Fan.of(x, y, random.nextDouble() * 360, 30 + random.nextDouble() * 120, size);
            };
            shapes[i] = s;
            index.add(s, i);
        }
        index.rebuild();
        found = new int[Points.COUNT];
        double[][] xy = Points.generate();
        for (int i = 0; i < Points.COUNT; i++) {
            double x = xy[0][i] * scale;
            double y = xy[1][i] * scale;
            int linear = 0;
            for (Shape s : shapes) {
                linear += s.contains(x, y) ? 1 : 0;
            }
            counter[0] = 0;
            index.query(x, y, count);
            if (counter[0] != linear) {
                throw new IllegalStateException("index and linear scan disagree at (" + x + ", " + y + "): "
                        + counter[0] + " vs " + linear);
            }
        }
    }

    @Benchmark
    @Label("ShapeIndex.query(x, y, visitor), counting")
    public int[] index(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        for (int i = 0; i < xs.length; i++) {
            counter[0] = 0;
            index.query(xs[i] * scale, ys[i] * scale, count);
            found[i] = counter[0];
        }
        return found;
    }

    @Benchmark
    @Label("linear scan: contains on every zone, counting")
    public int[] linear(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        Shape[] all = shapes;
        for (int i = 0; i < xs.length; i++) {
            double x = xs[i] * scale;
            double y = ys[i] * scale;
            int n = 0;
            for (Shape s : all) {
                n += s.contains(x, y) ? 1 : 0;
            }
            found[i] = n;
        }
        return found;
    }
}
