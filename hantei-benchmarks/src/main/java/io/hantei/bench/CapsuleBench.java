package io.hantei.bench;

import io.hantei.geom.Capsule;
import java.awt.geom.AffineTransform;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
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

/** Point in a capsule: the segment 200 long through (200, 200) turned 30°, radius 50. */
@Label(value = "Capsule: segment 200 long through the centre, turned 30°, radius 50", rank = 45,
        note = "dyn4j's Capsule is 300 x 100 centred at its origin along x, placed by a Transform (turn and move). "
                + "java.awt.geom has no capsule: its row is the round rectangle 300 x 100 with corner arcs of 100, "
                + "which is the capsule, turned into a Path2D (the arcs as cubic curves). libGDX has none, so it has "
                + "no row. JTS has no arcs: its capsule is the buffer of the segment, " + (4 * Scene.CIRCLE_QUADRANT_SEGMENTS)
                + " segments to a full turn.")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class CapsuleBench {

    private Capsule hantei;
    private Path2D.Double awt;
    private org.dyn4j.geometry.Capsule dyn4j;
    private Transform dyn4jTransform;
    private Vector2 dyn4jScratch;
    private GeometryFactory jtsFactory;
    private PreparedGeometry jts;
    private IndexedPointInAreaLocator jtsLocator;
    private Coordinate jtsScratch;
    private HandLimit.Capsule limit;

    @Setup(Level.Trial)
    public void prepare() {
        double[] e = Scene.capsuleEnds();
        double r = Scene.CAPSULE_R;
        double len = Scene.CAPSULE_LEN;
        double radians = Math.toRadians(Scene.ANGLE);
        hantei = Capsule.of(e[0], e[1], e[2], e[3], r);
        // java.awt.geom: y down, a positive angle turns +x toward +y, as ours
        awt = (Path2D.Double) AffineTransform.getRotateInstance(radians, Scene.CX, Scene.CY)
                .createTransformedShape(new RoundRectangle2D.Double(Scene.CX - len / 2 - r, Scene.CY - r,
                        len + 2 * r, 2 * r, 2 * r, 2 * r));
        // dyn4j: width >= height makes the capsule lie along the local x axis, caps of radius height / 2
        dyn4j = new org.dyn4j.geometry.Capsule(len + 2 * r, 2 * r);
        dyn4jTransform = new Transform();
        dyn4jTransform.setRotation(radians);
        dyn4jTransform.setTranslation(Scene.CX, Scene.CY);
        dyn4jScratch = new Vector2();
        jtsFactory = new GeometryFactory();
        Geometry polygon = jtsFactory.createLineString(new Coordinate[] {
            new Coordinate(e[0], e[1]), new Coordinate(e[2], e[3])}).buffer(r, Scene.CIRCLE_QUADRANT_SEGMENTS);
        jts = PreparedGeometryFactory.prepare(polygon);
        jtsLocator = new IndexedPointInAreaLocator(polygon);
        jtsScratch = new Coordinate();
        limit = new HandLimit.Capsule(e[0], e[1], e[2], e[3], r);

        Map<String, Agreement.PointTest> others = new LinkedHashMap<>();
        others.put("awt", this::inAwt);
        others.put("dyn4j", this::inDyn4j);
        others.put("jts", this::inJts);
        others.put("jtsLocator", this::inJtsLocator);
        others.put("limit", this::inLimit);
        Agreement.check("capsule", this::inHantei, others);
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
    @Label("hantei Capsule.contains (exact)")
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
    @Label("java.awt.geom Path2D.Double (turned RoundRectangle2D)")
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
    @Label("dyn4j Capsule + Transform")
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
    @Label("JTS PreparedGeometry.covers, buffered segment (a Point built per test)")
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
    @Label("JTS IndexedPointInAreaLocator, buffered segment (reused Coordinate)")
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
    @Label("hand-written limit: clamped projection, squared distance (not exact)")
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
