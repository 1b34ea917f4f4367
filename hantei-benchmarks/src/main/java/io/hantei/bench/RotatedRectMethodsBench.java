package io.hantei.bench;

import io.hantei.geom.RotatedRect;
import java.util.LinkedHashMap;
import java.util.Map;
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

/** The three point tests of RotatedRect against each other (docs/geometry.md §8 and §17). */
@Label(value = "Rotated rectangle: the three point tests of RotatedRect.Method", rank = 25,
        note = "The same 240 x 160 rectangle turned 30°, tested by each RotatedRect method: the transform (the default, exact) and the cross products and polar form kept for comparison (docs/geometry.md §8).")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class RotatedRectMethodsBench {

    private RotatedRect shape;

    @Setup(Level.Trial)
    public void prepare() {
        shape = RotatedRect.of(Scene.CX, Scene.CY, Scene.RECT_W, Scene.RECT_H, Scene.ANGLE);
        Map<String, Agreement.PointTest> others = new LinkedHashMap<>();
        others.put("crossProduct", this::byCrossProducts);
        others.put("polar", this::byPolarAngle);
        Agreement.check("rotated rect methods", this::byTransform, others);
    }

    boolean byTransform(double x, double y) {
        return shape.contains(x, y);
    }

    boolean byCrossProducts(double x, double y) {
        return shape.containsByCrossProducts(x, y);
    }

    boolean byPolarAngle(double x, double y) {
        return shape.containsByPolarAngle(x, y);
    }

    @Benchmark
    @Label("transform into the rectangle's frame (contains, exact)")
    public boolean[] transform(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = byTransform(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("cross products along the edges (containsByCrossProducts)")
    public boolean[] crossProduct(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = byCrossProducts(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("polar angle: atan, cos and sin per point (containsByPolarAngle)")
    public boolean[] polar(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = byPolarAngle(xs[i], ys[i]);
        }
        return out;
    }
}
