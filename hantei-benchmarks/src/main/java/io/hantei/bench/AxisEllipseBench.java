package io.hantei.bench;

import io.hantei.geom.Circle;
import io.hantei.geom.Ellipse;
import java.awt.geom.Ellipse2D;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.dyn4j.geometry.Transform;
import org.dyn4j.geometry.Vector2;
import org.locationtech.jts.algorithm.locate.IndexedPointInAreaLocator;
import org.locationtech.jts.geom.Coordinate;
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

/**
 * Point in the ellipse inscribed in 240 x 160, centred at (200, 200), not turned; with hantei's
 * circle of radius 120 measured alongside, so that the ellipse's cost against the circle's comes
 * from one run.
 */
@Label(value = "Ellipse 240 x 160, axis-aligned", rank = 41,
        note = "The `circle` row is hantei's Circle.contains on the circle of radius 120 (as in the circle table), "
                + "measured in this run as the ellipse's yardstick. dyn4j's Ellipse is placed by a Transform. "
                + "JTS has no curves: its ellipse is a polygon of " + Scene.ELLIPSE_POINTS
                + " points (GeometricShapeFactory).")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class AxisEllipseBench {

    /** The turn, degrees. */
    static final double ANGLE = 0;

    private Ellipse hantei;
    private Circle circle;
    private Ellipse2D.Double awt;
    private com.badlogic.gdx.math.Ellipse gdx;
    private org.dyn4j.geometry.Ellipse dyn4j;
    private Transform dyn4jTransform;
    private Vector2 dyn4jScratch;
    private GeometryFactory jtsFactory;
    private PreparedGeometry jts;
    private IndexedPointInAreaLocator jtsLocator;
    private Coordinate jtsScratch;
    private HandLimit.Ellipse limit;

    @Setup(Level.Trial)
    public void prepare() {
        double w = Scene.ELLIPSE_W;
        double h = Scene.ELLIPSE_H;
        double radians = Math.toRadians(ANGLE);
        hantei = Ellipse.of(Scene.CX, Scene.CY, w, h, ANGLE);
        circle = Circle.of(Scene.CX, Scene.CY, Scene.CIRCLE_R);
        // java.awt.geom: y down, a positive angle turns +x toward +y, as ours
        awt = new Ellipse2D.Double(Scene.CX - w / 2, Scene.CY - h / 2, w, h);
        gdx = new com.badlogic.gdx.math.Ellipse((float) Scene.CX, (float) Scene.CY, (float) w, (float) h);
        dyn4j = new org.dyn4j.geometry.Ellipse(w, h);
        dyn4jTransform = new Transform();
        dyn4jTransform.setRotation(radians);
        dyn4jTransform.setTranslation(Scene.CX, Scene.CY);
        dyn4jScratch = new Vector2();
        jtsFactory = new GeometryFactory();
        Geometry polygon = EllipseBench.jtsEllipse(jtsFactory, w, h, radians);
        jts = PreparedGeometryFactory.prepare(polygon);
        jtsLocator = new IndexedPointInAreaLocator(polygon);
        jtsScratch = new Coordinate();
        limit = new HandLimit.Ellipse(Scene.CX, Scene.CY, w, h, ANGLE);

        Map<String, Agreement.PointTest> others = new LinkedHashMap<>();
        others.put("awt", this::inAwt);
        others.put("dyn4j", this::inDyn4j);
        others.put("gdx", (x, y) -> inGdx((float) x, (float) y));
        others.put("jts", this::inJts);
        others.put("jtsLocator", this::inJtsLocator);
        others.put("limit", this::inLimit);
        Agreement.check("ellipse, axis-aligned", this::inHantei, others);
        Agreement.check("circle beside the axis-aligned ellipse", this::inCircle,
                Map.of("hand circle", new HandLimit.Circle(Scene.CX, Scene.CY, Scene.CIRCLE_R)::contains));
    }

    boolean inHantei(double x, double y) {
        return hantei.contains(x, y);
    }

    boolean inCircle(double x, double y) {
        return circle.contains(x, y);
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

    @Benchmark
    @Label("hantei Ellipse.contains (exact)")
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
    @Label("hantei Circle.contains, radius 120 (exact; the yardstick)")
    public boolean[] circle(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = inCircle(xs[i], ys[i]);
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
    @Label("libGDX Ellipse (float)")
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
    @Label("dyn4j Ellipse + Transform")
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
}
