package io.hantei.bench;

import io.hantei.geom.Rect;
import java.awt.geom.Rectangle2D;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.dyn4j.geometry.AABB;
import org.locationtech.jts.algorithm.locate.IndexedPointInAreaLocator;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Location;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;
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

/** Point in an axis-aligned rectangle, 240 x 160 centred at (200, 200). */
@Label(value = "Axis-aligned rectangle 240 x 160", rank = 10)
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class AxisRectBench {

    private Rect hantei;
    private Rectangle2D.Double awt;
    private AABB dyn4j;
    private com.badlogic.gdx.math.Rectangle gdx;
    private GeometryFactory jtsFactory;
    private PreparedGeometry jts;
    private IndexedPointInAreaLocator jtsLocator;
    private Coordinate jtsScratch;
    private HandLimit.AxisRect limit;
    private Before.AxisRect before;

    @Setup(Level.Trial)
    public void prepare() {
        double left = Scene.CX - Scene.RECT_W / 2;
        double top = Scene.CY - Scene.RECT_H / 2;
        hantei = Rect.centered(Scene.CX, Scene.CY, Scene.RECT_W, Scene.RECT_H);
        awt = new Rectangle2D.Double(left, top, Scene.RECT_W, Scene.RECT_H);
        dyn4j = new AABB(left, top, left + Scene.RECT_W, top + Scene.RECT_H);
        gdx = new com.badlogic.gdx.math.Rectangle((float) left, (float) top, (float) Scene.RECT_W, (float) Scene.RECT_H);
        jtsFactory = new GeometryFactory();
        Geometry polygon = jtsFactory.toGeometry(new Envelope(left, left + Scene.RECT_W, top, top + Scene.RECT_H));
        jts = PreparedGeometryFactory.prepare(polygon);
        jtsLocator = new IndexedPointInAreaLocator(polygon);
        jtsScratch = new Coordinate();
        limit = new HandLimit.AxisRect(left, top, left + Scene.RECT_W, top + Scene.RECT_H);
        before = new Before.AxisRect(hantei);

        Map<String, Agreement.PointTest> others = new LinkedHashMap<>();
        others.put("awt", this::inAwt);
        others.put("dyn4j", this::inDyn4j);
        others.put("gdx", (x, y) -> inGdx((float) x, (float) y));
        others.put("jts", this::inJts);
        others.put("jtsLocator", this::inJtsLocator);
        others.put("limit", this::inLimit);
        others.put("before", this::inBefore);
        Agreement.check("axis rect", this::inHantei, others);
    }

    boolean inHantei(double x, double y) {
        return hantei.contains(x, y);
    }

    boolean inAwt(double x, double y) {
        return awt.contains(x, y);
    }

    boolean inDyn4j(double x, double y) {
        return dyn4j.contains(x, y);
    }

    boolean inGdx(float x, float y) {
        return gdx.contains(x, y);
    }

    boolean inJts(double x, double y) {
        return jts.covers(jtsFactory.createPoint(new Coordinate(x, y)));
    }

    boolean inJtsLocator(double x, double y) {
        jtsScratch.x = x;
        jtsScratch.y = y;
        return jtsLocator.locate(jtsScratch) != Location.EXTERIOR;
    }

    boolean inLimit(double x, double y) {
        return limit.contains(x, y);
    }

    boolean inBefore(double x, double y) {
        return before.contains(x, y);
    }

    @Benchmark
    @Label("hantei Rect.contains (exact)")
    public boolean[] hantei(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = inHantei(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("java.awt.geom Rectangle2D.Double")
    public boolean[] awt(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = inAwt(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("dyn4j AABB")
    public boolean[] dyn4j(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = inDyn4j(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("libGDX Rectangle (float)")
    public boolean[] gdx(Points p) {
        float[] xs = p.fx;
        float[] ys = p.fy;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = inGdx(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("JTS PreparedGeometry.covers (a Point built per test)")
    public boolean[] jts(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = inJts(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("JTS IndexedPointInAreaLocator (reused Coordinate)")
    public boolean[] jtsLocator(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = inJtsLocator(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("hand-written branch-free limit (not exact)")
    public boolean[] limit(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = inLimit(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("hantei before the issue-5 work (an error bound per point, answers by comparisons)")
    public boolean[] before(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = inBefore(xs[i], ys[i]);
        }
        return out;
    }
}
