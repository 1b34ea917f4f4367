package io.hantei.bench;

import io.hantei.geom.BenchAccess;
import io.hantei.geom.Polygon;
import java.awt.geom.Path2D;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
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
 * Point in a concave polygon of 1,024 vertices: a wavy star centred at (200, 200)
 * ({@link Scene#wavyStar}). Every library gets the same vertices. hantei answers through its band
 * index, built by the first query (in the setup's agreement check, so before the measurement);
 * the plain loops show what the index saves.
 */
@Label(value = "Polygon: a wavy star of 1,024 vertices (concave)", rank = 44,
        note = "Radius 140 + 35·sin(7θ) plus seeded noise of ±1.5, at 1,024 evenly spaced angles; every library "
                + "gets the same vertices. hantei's first query builds its band index (docs/geometry.md "
                + "§19), here in the setup; the row `hanteiLoop` is hantei's exact test over every edge without it. "
                + "`plainLoop` is the textbook crossing-number loop (PNPOLY) with a box test first, written by hand. "
                + "dyn4j's polygons are convex only, so it has no row; libGDX's test is in float.")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class LargePolygonBench {

    private Polygon hantei;
    private Path2D.Double awt;
    private float[] gdx;
    private GeometryFactory jtsFactory;
    private PreparedGeometry jts;
    private IndexedPointInAreaLocator jtsLocator;
    private Coordinate jtsScratch;
    private HandLimit.Polygon plainLoop;

    @Setup(Level.Trial)
    public void prepare() {
        double[][] v = Scene.wavyStar();
        hantei = Polygon.of(v[0], v[1]);
        awt = Peers.path(v[0], v[1]);
        gdx = Peers.floats(v[0], v[1]);
        jtsFactory = new GeometryFactory();
        Geometry polygon = Peers.jtsPolygon(jtsFactory, v[0], v[1]);
        jts = PreparedGeometryFactory.prepare(polygon);
        jtsLocator = new IndexedPointInAreaLocator(polygon);
        jtsScratch = new Coordinate();
        plainLoop = new HandLimit.Polygon(v[0], v[1]);
        if (v[0].length < BenchAccess.indexThreshold()) {
            throw new IllegalStateException("the large polygon must have an index: " + v[0].length + " vertices");
        }

        Map<String, Agreement.PointTest> others = new LinkedHashMap<>();
        others.put("awt", this::inAwt);
        others.put("gdx", (x, y) -> inGdx((float) x, (float) y));
        others.put("jts", this::inJts);
        others.put("jtsLocator", this::inJtsLocator);
        others.put("hanteiLoop", this::inHanteiLoop);
        others.put("plainLoop", this::inPlainLoop);
        Agreement.check("polygon, 1024 vertices", this::inHantei, others);
    }

    boolean inHantei(double x, double y) {
        return hantei.contains(x, y);
    }

    boolean inAwt(double x, double y) {
        return awt.contains(x, y);
    }

    boolean inGdx(float x, float y) {
        return com.badlogic.gdx.math.Intersector.isPointInPolygon(gdx, 0, gdx.length, x, y);
    }

    boolean inJts(double x, double y) {
        return jts.covers(jtsFactory.createPoint(new Coordinate(x, y)));
    }

    boolean inJtsLocator(double x, double y) {
        jtsScratch.x = x;
        jtsScratch.y = y;
        return jtsLocator.locate(jtsScratch) != Location.EXTERIOR;
    }

    boolean inHanteiLoop(double x, double y) {
        return BenchAccess.containsByLoop(hantei, x, y);
    }

    boolean inPlainLoop(double x, double y) {
        return plainLoop.contains(x, y);
    }

    @Benchmark
    @Label("hantei Polygon.contains (exact; through the band index)")
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
    @Label("java.awt.geom Path2D.Double, even-odd")
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
    @Label("libGDX Intersector.isPointInPolygon (float)")
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
    @Label("hantei's exact test over every edge, no index")
    public boolean[] hanteiLoop(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = inHanteiLoop(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("hand-written crossing-number loop over every edge, PNPOLY (not exact)")
    public boolean[] plainLoop(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = inPlainLoop(xs[i], ys[i]);
        }
        return out;
    }
}
