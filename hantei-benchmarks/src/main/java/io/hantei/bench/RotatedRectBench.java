package io.hantei.bench;

import io.hantei.geom.RotatedRect;
import java.awt.geom.AffineTransform;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.dyn4j.geometry.Rectangle;
import org.dyn4j.geometry.Transform;
import org.dyn4j.geometry.Vector2;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.util.AffineTransformation;

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

/** Point in a rectangle 240 x 160 centred at (200, 200), turned by 30°. */
@Label(value = "Rotated rectangle 240 x 160, turned 30°", rank = 20)
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class RotatedRectBench {

    private RotatedRect hantei;
    private Path2D.Double awt;
    private Rectangle dyn4j;
    private Transform dyn4jTransform;
    private Vector2 dyn4jScratch;
    private com.badlogic.gdx.math.Polygon gdx;
    private GeometryFactory jtsFactory;
    private PreparedGeometry jts;
    private IndexedPointInAreaLocator jtsLocator;
    private Coordinate jtsScratch;
    private HandLimit.RotatedRect limit;
    private Before.Rotated before;

    @Setup(Level.Trial)
    public void prepare() {
        double w = Scene.RECT_W;
        double h = Scene.RECT_H;
        double radians = Math.toRadians(Scene.ANGLE);
        hantei = RotatedRect.of(Scene.CX, Scene.CY, w, h, Scene.ANGLE);
        // java.awt.geom: y down, a positive angle turns +x toward +y, as ours
        awt = (Path2D.Double) AffineTransform.getRotateInstance(radians, Scene.CX, Scene.CY)
                .createTransformedShape(new Rectangle2D.Double(Scene.CX - w / 2, Scene.CY - h / 2, w, h));
        dyn4j = new Rectangle(w, h);
        dyn4jTransform = new Transform();
        dyn4jTransform.setRotation(radians);
        dyn4jTransform.setTranslation(Scene.CX, Scene.CY);
        dyn4jScratch = new Vector2();
        float hw = (float) (w / 2);
        float hh = (float) (h / 2);
        gdx = new com.badlogic.gdx.math.Polygon(new float[] {-hw, -hh, hw, -hh, hw, hh, -hw, hh});
        gdx.setPosition((float) Scene.CX, (float) Scene.CY);
        gdx.setRotation((float) Scene.ANGLE);
        gdx.getTransformedVertices(); // computed once and cached, as in a game after the first frame
        jtsFactory = new GeometryFactory();
        Geometry polygon = AffineTransformation.rotationInstance(radians, Scene.CX, Scene.CY).transform(
                jtsFactory.toGeometry(new Envelope(Scene.CX - w / 2, Scene.CX + w / 2, Scene.CY - h / 2, Scene.CY + h / 2)));
        jts = PreparedGeometryFactory.prepare(polygon);
        jtsLocator = new IndexedPointInAreaLocator(polygon);
        jtsScratch = new Coordinate();
        limit = new HandLimit.RotatedRect(Scene.CX, Scene.CY, w, h, Scene.ANGLE);
        before = new Before.Rotated(hantei);

        Map<String, Agreement.PointTest> others = new LinkedHashMap<>();
        others.put("awt", this::inAwt);
        others.put("dyn4j", this::inDyn4j);
        others.put("gdx", (x, y) -> inGdx((float) x, (float) y));
        others.put("jts", this::inJts);
        others.put("jtsLocator", this::inJtsLocator);
        others.put("limit", this::inLimit);
        others.put("before", this::inBefore);
        Agreement.check("rotated rect", this::inHantei, others);
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
    @Label("hantei RotatedRect.contains (transform, exact)")
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
    @Label("java.awt.geom Path2D.Double (transformed Rectangle2D)")
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
    @Label("dyn4j Rectangle + Transform")
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
    @Label("libGDX Polygon, rotated (float)")
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
