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
 * Point in a concave polygon of 16 vertices: an eight-pointed star centred at (200, 200), tips
 * 150 and notches 70 from the centre. Every library gets the same vertices.
 */
@Label(value = "Polygon: a star of 16 vertices (concave)", rank = 43,
        note = "An eight-pointed star, tips " + (int) Scene.STAR_OUTER + " and notches " + (int) Scene.STAR_INNER
                + " from the centre; every library gets the same 16 vertices. hantei's first query builds its band "
                + "index (docs/geometry.md §19), here in the setup; `hanteiLoop` is its exact test over every edge "
                + "without it, which is how contains answered below 32 vertices before issue 14's speed work. dyn4j's polygons are convex only, so it has no row; libGDX's test is in "
                + "float. The limit here is the textbook crossing-number loop (PNPOLY) with a box test first.")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class PolygonBench {

    private Polygon hantei;
    private Path2D.Double awt;
    private float[] gdx;
    private GeometryFactory jtsFactory;
    private PreparedGeometry jts;
    private IndexedPointInAreaLocator jtsLocator;
    private Coordinate jtsScratch;
    private HandLimit.Polygon limit;

    @Setup(Level.Trial)
    public void prepare() {
        double[][] v = Scene.star();
        hantei = Polygon.of(v[0], v[1]);
        awt = Peers.path(v[0], v[1]);
        gdx = Peers.floats(v[0], v[1]);
        jtsFactory = new GeometryFactory();
        Geometry polygon = Peers.jtsPolygon(jtsFactory, v[0], v[1]);
        jts = PreparedGeometryFactory.prepare(polygon);
        jtsLocator = new IndexedPointInAreaLocator(polygon);
        jtsScratch = new Coordinate();
        limit = new HandLimit.Polygon(v[0], v[1]);

        Map<String, Agreement.PointTest> others = new LinkedHashMap<>();
        others.put("awt", this::inAwt);
        others.put("gdx", (x, y) -> inGdx((float) x, (float) y));
        others.put("jts", this::inJts);
        others.put("jtsLocator", this::inJtsLocator);
        others.put("limit", this::inLimit);
        others.put("hanteiLoop", this::inHanteiLoop);
        Agreement.check("polygon, 16 vertices", this::inHantei, others);
    }

    boolean inHantei(double x, double y) {
        return hantei.contains(x, y);
    }

    boolean inHanteiLoop(double x, double y) {
        return BenchAccess.containsByLoop(hantei, x, y);
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

    boolean inLimit(double x, double y) {
        return limit.contains(x, y);
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
    @Label("hantei's exact test over every edge, no index (contains below 32 vertices before issue 14's speed work)")
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
    @Label("hand-written crossing-number loop, PNPOLY (not exact)")
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
