package io.hantei.bench;

import io.hantei.geom.Circle;
import java.awt.geom.Ellipse2D;
import org.dyn4j.geometry.Transform;
import org.dyn4j.geometry.Vector2;

import org.locationtech.jts.algorithm.locate.IndexedPointInAreaLocator;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Location;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;
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

/** Point in a circle of radius 120 centred at (200, 200). */
@Label(value = "Circle: radius 120", rank = 40,
        note = "JTS has no arcs: its circle is a polygon, the buffer of the centre with " + (4 * Scene.CIRCLE_QUADRANT_SEGMENTS) + " segments.")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class CircleBench {

    private Circle hantei;
    private Ellipse2D.Double awt;
    private org.dyn4j.geometry.Circle dyn4j;
    private Transform dyn4jTransform;
    private Vector2 dyn4jScratch;
    private com.badlogic.gdx.math.Circle gdx;
    private GeometryFactory jtsFactory;
    private PreparedGeometry jts;
    private IndexedPointInAreaLocator jtsLocator;
    private Coordinate jtsScratch;
    private HandLimit.Circle limit;
    private Before.Disc before;

    @Setup(Level.Trial)
    public void prepare() {
        double r = Scene.CIRCLE_R;
        hantei = Circle.of(Scene.CX, Scene.CY, r);
        awt = new Ellipse2D.Double(Scene.CX - r, Scene.CY - r, 2 * r, 2 * r);
        dyn4j = new org.dyn4j.geometry.Circle(r);
        dyn4jTransform = new Transform();
        dyn4jTransform.setTranslation(Scene.CX, Scene.CY);
        dyn4jScratch = new Vector2();
        gdx = new com.badlogic.gdx.math.Circle((float) Scene.CX, (float) Scene.CY, (float) r);
        jtsFactory = new GeometryFactory();
        Geometry polygon = jtsFactory.createPoint(new Coordinate(Scene.CX, Scene.CY))
                .buffer(r, Scene.CIRCLE_QUADRANT_SEGMENTS);
        jts = PreparedGeometryFactory.prepare(polygon);
        jtsLocator = new IndexedPointInAreaLocator(polygon);
        jtsScratch = new Coordinate();
        limit = new HandLimit.Circle(Scene.CX, Scene.CY, r);
        before = new Before.Disc(hantei);

        Map<String, Agreement.PointTest> others = new LinkedHashMap<>();
        others.put("awt", this::inAwt);
        others.put("dyn4j", this::inDyn4j);
        others.put("gdx", (x, y) -> inGdx((float) x, (float) y));
        others.put("jts", this::inJts);
        others.put("jtsLocator", this::inJtsLocator);
        others.put("limit", this::inLimit);
        others.put("before", this::inBefore);
        Agreement.check("circle", this::inHantei, others);
    }

    boolean inHantei(double x, double y) {
        return hantei.contains(x, y);
    }

    boolean inAwt(double x, double y) {
        return awt.contains(x, y);
    }

    boolean inDyn4j(double x, double y) {
        dyn4jScratch.x = x;
        dyn4jScratch.y = y;
        return dyn4j.contains(dyn4jScratch, dyn4jTransform);
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
    @Label("hantei Circle.contains (exact)")
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
    @Label("java.awt.geom Ellipse2D.Double")
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
    @Label("dyn4j Circle + Transform")
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
    @Label("libGDX Circle (float)")
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
    @Label("JTS PreparedGeometry.covers, 128-gon (a Point built per test)")
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
    @Label("JTS IndexedPointInAreaLocator, 128-gon (reused Coordinate)")
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
