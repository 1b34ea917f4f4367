package io.hantei.bench;

import io.hantei.geom.Capsule;
import io.hantei.geom.Circle;
import io.hantei.geom.Fan;
import io.hantei.geom.Polygon;
import io.hantei.geom.RayHit;
import io.hantei.geom.Rect;
import io.hantei.geom.RotatedRect;
import io.hantei.geom.Segment;
import io.hantei.geom.Shape;
import io.hantei.geom.Sight;
import io.hantei.index.ShapeIndex;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
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
 * Line of sight and the first wall along a ray among many walls (issue 15), by the spatial index
 * and by asking every wall. The level grows with the number of walls (side 40·√walls units,
 * walls 10 to 40 units across, a seeded mix of rects, turned rects, circles, fans, segments,
 * polygons and capsules); each of the 4,096 shared points, scaled to the level, starts a sight
 * line 100 units long towards a seeded direction. Index and linear scan must agree on every line
 * and ray (checked in setup).
 */
@Label(value = "Line of sight and ray casts among many walls: ShapeIndex against asking every wall", rank = 72,
        note = "ns per sight line or ray (100 units long). The linear forms are Sight.lineOfSight and "
                + "Sight.rayCast over the list of walls; the index prunes by bounding boxes and the walls decide.")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class SightIndexBench {

    static final double LENGTH = 100;

    @Param({"1000", "10000"})
    public int walls;

    private List<Shape> list;
    private ShapeIndex<Integer> index;
    private double scale;
    private double[] dirs;
    private double[] dx;
    private double[] dy;
    private boolean[] blocked;
    private double[] distances;

    @Setup(Level.Trial)
    public void prepare() {
        double side = 40 * Math.sqrt(walls);
        scale = side / Points.SIDE;
        SplittableRandom random = new SplittableRandom(0x5167L + walls);
        Shape[] shapes = new Shape[walls];
        index = new ShapeIndex<>();
        for (int i = 0; i < walls; i++) {
            double x = random.nextDouble() * side;
            double y = random.nextDouble() * side;
            double size = 10 + random.nextDouble() * 30;
            Shape s = switch (i % 7) {
                case 0 -> Rect.centered(x, y, size, size * 0.6);
                case 1 -> RotatedRect.of(x, y, size, size * 0.5, random.nextDouble() * 360);
                case 2 -> Circle.of(x, y, size / 2);
                case 3 -> Fan.of(x, y, random.nextDouble() * 360, 30 + random.nextDouble() * 120, size);
                case 4 -> Segment.of(x, y, x + size, y + size * (random.nextDouble() - 0.5));
                case 5 -> Polygon.of(new double[] {x, x + size, x + size / 2, x + size, x},
                        new double[] {y, y, y + size / 3, y + size, y + size});
                default -> Capsule.of(x, y, x + size, y, size / 5);
            };
            shapes[i] = s;
            index.add(s, i);
        }
        index.rebuild();
        list = Arrays.asList(shapes);
        dirs = new double[Points.COUNT];
        dx = new double[Points.COUNT];
        dy = new double[Points.COUNT];
        for (int i = 0; i < Points.COUNT; i++) {
            dirs[i] = random.nextDouble() * 360;
            dx[i] = LENGTH * Math.cos(Math.toRadians(dirs[i]));
            dy[i] = LENGTH * Math.sin(Math.toRadians(dirs[i]));
        }
        blocked = new boolean[Points.COUNT];
        distances = new double[Points.COUNT];
        double[][] xy = Points.generate();
        for (int i = 0; i < Points.COUNT; i++) {
            double x = xy[0][i] * scale;
            double y = xy[1][i] * scale;
            boolean linear = !Sight.lineOfSight(x, y, x + dx[i], y + dy[i], list);
            if (linear != index.anyCrossing(x, y, x + dx[i], y + dy[i])) {
                throw new IllegalStateException("line of sight: index and linear scan disagree at " + i);
            }
            RayHit a = Sight.rayCast(x, y, dirs[i], LENGTH, list);
            RayHit b = index.rayCast(x, y, dirs[i], LENGTH);
            if ((a == null) != (b == null) || a != null && a.distance() != b.distance()) {
                throw new IllegalStateException("ray cast: index and linear scan disagree at " + i + ": " + a + " / " + b);
            }
        }
    }

    @Benchmark
    @Label("ShapeIndex.anyCrossing: line of sight through the index")
    public boolean[] sightIndex(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        for (int i = 0; i < xs.length; i++) {
            double x = xs[i] * scale;
            double y = ys[i] * scale;
            blocked[i] = index.anyCrossing(x, y, x + dx[i], y + dy[i]);
        }
        return blocked;
    }

    @Benchmark
    @Label("Sight.lineOfSight over every wall")
    public boolean[] sightLinear(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        for (int i = 0; i < xs.length; i++) {
            double x = xs[i] * scale;
            double y = ys[i] * scale;
            blocked[i] = !Sight.lineOfSight(x, y, x + dx[i], y + dy[i], list);
        }
        return blocked;
    }

    @Benchmark
    @Label("ShapeIndex.rayCast: the first wall through the index")
    public double[] rayIndex(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        for (int i = 0; i < xs.length; i++) {
            RayHit h = index.rayCast(xs[i] * scale, ys[i] * scale, dirs[i], LENGTH);
            distances[i] = h == null ? -1 : h.distance();
        }
        return distances;
    }

    @Benchmark
    @Label("Sight.rayCast over every wall")
    public double[] rayLinear(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        for (int i = 0; i < xs.length; i++) {
            RayHit h = Sight.rayCast(xs[i] * scale, ys[i] * scale, dirs[i], LENGTH, list);
            distances[i] = h == null ? -1 : h.distance();
        }
        return distances;
    }
}
