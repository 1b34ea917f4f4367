package io.hantei.bench;

import io.hantei.geom.Polygon;
import io.hantei.geom.Shape;
import io.hantei.geom.Sight;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.dyn4j.collision.narrowphase.Gjk;
import org.dyn4j.collision.narrowphase.Raycast;
import org.dyn4j.geometry.Ray;
import org.dyn4j.geometry.Transform;
import org.dyn4j.geometry.Vector2;
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
 * Line of sight against one 16-vertex polygon wall (issue 15): is the segment from point i to
 * point i + 1 of the shared points blocked? The wall is a convex 16-gon of radius 120 centred at
 * (200, 200), convex so that dyn4j can take it. The same work for every library: the segment
 * crosses an edge, or lies inside (its start in the polygon). libGDX: Intersector.intersectSegmentPolygon
 * and Polygon.contains, in floats; dyn4j: a GJK ray cast from the start towards the end, up to
 * the segment's length, and Polygon.contains. The peers must agree with hantei on every segment
 * that passes farther than 1 from every vertex (checked in setup).
 */
@Label(value = "Line of sight against a 16-vertex polygon wall", rank = 71,
        note = "ns per sight line (segments between consecutive shared points, about 200 units long). "
                + "hantei is exact; libGDX works in floats, dyn4j's ray cast to a tolerance.")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class SightPolygonBench {

    static final int VERTICES = 16;
    static final double R = 120;

    private List<Shape> hantei;
    private com.badlogic.gdx.math.Polygon gdx;
    private com.badlogic.gdx.math.Vector2 gdxA;
    private com.badlogic.gdx.math.Vector2 gdxB;
    private org.dyn4j.geometry.Polygon dyn4j;
    private Transform dyn4jTransform;
    private Gjk dyn4jGjk;
    private Raycast dyn4jResult;
    private boolean[] blocked;

    @Setup(Level.Trial)
    public void prepare() {
        double[] xs = new double[VERTICES];
        double[] ys = new double[VERTICES];
        float[] flat = new float[2 * VERTICES];
        Vector2[] local = new Vector2[VERTICES];
        for (int i = 0; i < VERTICES; i++) {
            double t = 2 * Math.PI * i / VERTICES;
            xs[i] = Math.rint(Scene.CX + R * Math.cos(t));
            ys[i] = Math.rint(Scene.CY + R * Math.sin(t));
            flat[2 * i] = (float) xs[i];
            flat[2 * i + 1] = (float) ys[i];
            local[i] = new Vector2(xs[i] - Scene.CX, ys[i] - Scene.CY);
        }
        hantei = List.of(Polygon.of(xs, ys));
        gdx = new com.badlogic.gdx.math.Polygon(flat);
        gdxA = new com.badlogic.gdx.math.Vector2();
        gdxB = new com.badlogic.gdx.math.Vector2();
        dyn4j = new org.dyn4j.geometry.Polygon(local);
        dyn4jTransform = new Transform();
        dyn4jTransform.setTranslation(Scene.CX, Scene.CY);
        dyn4jGjk = new Gjk();
        dyn4jResult = new Raycast();
        blocked = new boolean[Points.COUNT];
        double[][] xy = Points.generate();
        int n = Points.COUNT;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double ax = xy[0][i], ay = xy[1][i], bx = xy[0][j], by = xy[1][j];
            if (nearVertex(ax, ay, bx, by, xs, ys)) {
                continue;
            }
            boolean h = inHantei(ax, ay, bx, by);
            if (h != inGdx((float) ax, (float) ay, (float) bx, (float) by) || h != inDyn4j(ax, ay, bx, by)) {
                throw new IllegalStateException("line of sight disagrees on segment " + i + ": hantei says blocked = " + h);
            }
        }
    }

    /** Whether the segment passes within 1 of a vertex, or an end lies within 1 of an edge (the peers' tolerance). */
    private static boolean nearVertex(double ax, double ay, double bx, double by, double[] xs, double[] ys) {
        for (int k = 0; k < xs.length; k++) {
            int l = (k + 1) % xs.length;
            if (distance(xs[k], ys[k], ax, ay, bx, by) < 1 || distance(ax, ay, xs[k], ys[k], xs[l], ys[l]) < 1
                    || distance(bx, by, xs[k], ys[k], xs[l], ys[l]) < 1) {
                return true;
            }
        }
        return false;
    }

    private static double distance(double px, double py, double ax, double ay, double bx, double by) {
        double ex = bx - ax;
        double ey = by - ay;
        double t = Math.max(0, Math.min(1, ((px - ax) * ex + (py - ay) * ey) / (ex * ex + ey * ey)));
        return Math.hypot(ax + t * ex - px, ay + t * ey - py);
    }

    private boolean inHantei(double ax, double ay, double bx, double by) {
        return !Sight.lineOfSight(ax, ay, bx, by, hantei);
    }

    private boolean inGdx(float ax, float ay, float bx, float by) {
        gdxA.set(ax, ay);
        gdxB.set(bx, by);
        return com.badlogic.gdx.math.Intersector.intersectSegmentPolygon(gdxA, gdxB, gdx) || gdx.contains(ax, ay);
    }

    private boolean inDyn4j(double ax, double ay, double bx, double by) {
        Vector2 start = new Vector2(ax, ay);
        if (dyn4j.contains(start, dyn4jTransform)) {
            return true;
        }
        double len = Math.hypot(bx - ax, by - ay);
        Ray ray = new Ray(start, new Vector2(bx - ax, by - ay));
        return dyn4jGjk.raycast(ray, len, dyn4j, dyn4jTransform, dyn4jResult);
    }

    @Benchmark
    @Label("hantei Sight.lineOfSight (exact)")
    public boolean[] hantei(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        int n = xs.length;
        for (int i = 0; i < n; i++) {
            int j = i + 1 == n ? 0 : i + 1;
            blocked[i] = inHantei(xs[i], ys[i], xs[j], ys[j]);
        }
        return blocked;
    }

    @Benchmark
    @Label("libGDX Intersector.intersectSegmentPolygon + Polygon.contains (float)")
    public boolean[] gdx(Points p) {
        float[] xs = p.fx;
        float[] ys = p.fy;
        int n = xs.length;
        for (int i = 0; i < n; i++) {
            int j = i + 1 == n ? 0 : i + 1;
            blocked[i] = inGdx(xs[i], ys[i], xs[j], ys[j]);
        }
        return blocked;
    }

    @Benchmark
    @Label("dyn4j Gjk.raycast + Polygon.contains")
    public boolean[] dyn4j(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        int n = xs.length;
        for (int i = 0; i < n; i++) {
            int j = i + 1 == n ? 0 : i + 1;
            blocked[i] = inDyn4j(xs[i], ys[i], xs[j], ys[j]);
        }
        return blocked;
    }
}
