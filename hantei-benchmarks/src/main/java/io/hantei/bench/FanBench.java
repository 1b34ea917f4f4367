package io.hantei.bench;

import io.hantei.geom.Fan;
import java.awt.geom.Arc2D;
import org.dyn4j.geometry.Slice;
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

/** Point in a fan: apex (200, 200), direction 30°, total opening 60°, radius 150. */
@Label(value = "Fan: apex at the centre, dir 30°, range 60°, len 150", rank = 30,
        note = "libGDX has no sector shape, so it has no row here. JTS has no arcs: its fan is a polygon (the apex and " + Scene.FAN_ARC_SEGMENTS + " chords along the arc).")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class FanBench {

    private Fan hantei;
    private Arc2D.Double awt;
    private Slice dyn4j;
    private Transform dyn4jTransform;
    private Vector2 dyn4jScratch;
    private GeometryFactory jtsFactory;
    private PreparedGeometry jts;
    private IndexedPointInAreaLocator jtsLocator;
    private Coordinate jtsScratch;
    private HandLimit.Fan limit;
    private Before.Sector before;

    @Setup(Level.Trial)
    public void prepare() {
        double len = Scene.FAN_LEN;
        double first = Scene.FAN_DIR - Scene.FAN_RANGE / 2;
        hantei = Fan.of(Scene.CX, Scene.CY, Scene.FAN_DIR, Scene.FAN_RANGE, len);
        // Arc2D angles turn counter-clockwise on a y-down screen: our clockwise
        // [first, first + range] is its [-(first + range), -first]
        awt = new Arc2D.Double(Scene.CX - len, Scene.CY - len, 2 * len, 2 * len,
                -(first + Scene.FAN_RANGE), Scene.FAN_RANGE, Arc2D.PIE);
        // dyn4j: the total angle in radians (at most 180°), symmetric about the local +x axis,
        // the circle's centre at the local origin
        dyn4j = new Slice(len, Math.toRadians(Scene.FAN_RANGE));
        dyn4jTransform = new Transform();
        dyn4jTransform.setRotation(Math.toRadians(Scene.FAN_DIR));
        dyn4jTransform.setTranslation(Scene.CX, Scene.CY);
        dyn4jScratch = new Vector2();
        jtsFactory = new GeometryFactory();
        Coordinate[] ring = new Coordinate[Scene.FAN_ARC_SEGMENTS + 3];
        ring[0] = new Coordinate(Scene.CX, Scene.CY);
        for (int i = 0; i <= Scene.FAN_ARC_SEGMENTS; i++) {
            double a = Math.toRadians(first + Scene.FAN_RANGE * i / Scene.FAN_ARC_SEGMENTS);
            ring[i + 1] = new Coordinate(Scene.CX + len * Math.cos(a), Scene.CY + len * Math.sin(a));
        }
        ring[ring.length - 1] = ring[0];
        Geometry polygon = jtsFactory.createPolygon(ring);
        jts = PreparedGeometryFactory.prepare(polygon);
        jtsLocator = new IndexedPointInAreaLocator(polygon);
        jtsScratch = new Coordinate();
        limit = new HandLimit.Fan(Scene.CX, Scene.CY, Scene.FAN_DIR, Scene.FAN_RANGE, len);
        before = new Before.Sector(hantei);

        Map<String, Agreement.PointTest> others = new LinkedHashMap<>();
        others.put("awt", this::inAwt);
        others.put("dyn4j", this::inDyn4j);
        others.put("jts", this::inJts);
        others.put("jtsLocator", this::inJtsLocator);
        others.put("limit", this::inLimit);
        others.put("before", this::inBefore);
        Agreement.check("fan", this::inHantei, others);
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

    boolean inBefore(double x, double y) {
        return before.contains(x, y);
    }

    @Benchmark
    @Label("hantei Fan.contains (exact)")
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
    @Label("java.awt.geom Arc2D.Double PIE")
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
    @Label("dyn4j Slice + Transform")
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
    @Label("JTS PreparedGeometry.covers, polygon approximation (a Point built per test)")
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
    @Label("JTS IndexedPointInAreaLocator, polygon approximation (reused Coordinate)")
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
