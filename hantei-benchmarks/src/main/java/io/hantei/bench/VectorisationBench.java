package io.hantei.bench;

import io.hantei.geom.RotatedRect;
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

/**
 * Where the time of a batch test goes on this JDK, on the rotated rectangle of {@link Scene}:
 * the library's batch loop against the pieces of a two-pass batch (margins into double arrays,
 * which C2's superword pass can turn into vector code, then booleans from the margins, which it
 * cannot). The pieces are not exact on their own; {@link #twoPass} is, as the library is.
 */
@Label(value = "Where batch time goes: which loops the JIT vectorises (rotated rect 30°)", rank = 65,
        note = "Besides the library's loop: the parts of a two-pass batch test, written as plainly as C2's superword "
                + "pass needs, and two whole ones. Pass 1 (arithmetic into double arrays) vectorises; pass 2 (booleans) "
                + "cannot on JDK 17, and it decides the total (see hantei-benchmarks/README.md).")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class VectorisationBench {

    private RotatedRect rotated;
    private double cx;
    private double cy;
    private double cos;
    private double sin;
    private double halfW;
    private double halfH;
    /** The library's tolerance for this rectangle (RotatedRect#contains documents it). */
    private double tolerance;
    private double[] gu;
    private double[] gv;
    private static final boolean[] TRUTH = {false, true};

    @Setup(Level.Trial)
    public void prepare() {
        rotated = RotatedRect.of(Scene.CX, Scene.CY, Scene.RECT_W, Scene.RECT_H, Scene.ANGLE);
        cx = rotated.centerX();
        cy = rotated.centerY();
        cos = rotated.cos();
        sin = rotated.sin();
        halfW = rotated.width() / 2;
        halfH = rotated.height() / 2;
        tolerance = 1e-15 * (4 * (halfW + halfH)) + Double.MIN_NORMAL;
        gu = new double[Points.COUNT];
        gv = new double[Points.COUNT];
        Points check = new Points();
        check.order = "fixed";
        check.draw();
        boolean[] want = new boolean[Points.COUNT];
        rotated.containsAll(check.x, check.y, want);
        for (String variant : new String[] {"twoPass", "twoPassMax"}) {
            java.util.Arrays.fill(check.hits, false);
            int hits = variant.equals("twoPass") ? twoPass(check) : twoPassMax(check);
            for (int i = 0; i < Points.COUNT; i++) {
                if (check.hits[i] != want[i]) {
                    throw new IllegalStateException(variant + " disagrees with containsAll at point " + i);
                }
            }
            if (hits != rotated.containsAll(check.x, check.y, want)) {
                throw new IllegalStateException(variant + " counts " + hits + " hits");
            }
        }
    }

    @Benchmark
    @Label("the library: RotatedRect.containsAll into boolean[] (one loop, exact)")
    public int fused(Points p) {
        return rotated.containsAll(p.x, p.y, p.hits);
    }

    @Benchmark
    @Label("pass 1 alone: the margins |u| - w/2 and |v| - h/2 into two double arrays (vectorised)")
    public double[] marginsTwoArrays(Points p) {
        margins(p.x, p.y, gu, gv);
        return gv;
    }

    @Benchmark
    @Label("pass 1 into one array: the larger margin, by Math.max")
    public double[] marginsOneArray(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        double[] out = gu;
        final double cx = this.cx, cy = this.cy, cos = this.cos, sin = this.sin, halfW = this.halfW, halfH = this.halfH;
        for (int i = 0; i < out.length; i++) {
            double dx = xs[i] - cx;
            double dy = ys[i] - cy;
            out[i] = Math.max(Math.abs(cos * dx + sin * dy) - halfW, Math.abs(cos * dy - sin * dx) - halfH);
        }
        return out;
    }

    @Benchmark
    @Label("pass 2 alone: booleans from the margins' sign bits (scalar: no vector compare-to-boolean on JDK 17)")
    public boolean[] answersFromMargins(Points p) {
        boolean[] out = p.hits;
        double[] a = gu;
        double[] b = gv;
        for (int i = 0; i < out.length; i++) {
            out[i] = TRUTH[(int) ((Double.doubleToRawLongBits(a[i]) & Double.doubleToRawLongBits(b[i])) >>> 63)];
        }
        return out;
    }

    @Benchmark
    @Label("two passes, exact: pass 1, then pass 2 with the tolerance test, undecided points through contains")
    public int twoPass(Points p) {
        margins(p.x, p.y, gu, gv);
        boolean[] out = p.hits;
        double[] a = gu;
        double[] b = gv;
        final double tolerance = this.tolerance;
        int hits = 0;
        boolean allDecided = true;
        for (int i = 0; i < out.length; i++) {
            double u = a[i];
            double v = b[i];
            long in = (Double.doubleToRawLongBits(u) & Double.doubleToRawLongBits(v)) >>> 63;
            out[i] = TRUTH[(int) in];
            hits += (int) in;
            double au = Math.abs(u);
            allDecided &= (au > tolerance) & (Math.abs(v) > tolerance) & (au < Double.POSITIVE_INFINITY);
        }
        if (!allDecided) {
            hits = rotated.containsAll(p.x, p.y, out);
        }
        return hits;
    }

    @Benchmark
    @Label("two passes, exact, one array: the larger margin decides (inside when it is < 0, exact when within the tolerance)")
    public int twoPassMax(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        double[] g = gu;
        final double cx = this.cx, cy = this.cy, cos = this.cos, sin = this.sin, halfW = this.halfW, halfH = this.halfH;
        for (int i = 0; i < g.length; i++) {
            double dx = xs[i] - cx;
            double dy = ys[i] - cy;
            g[i] = Math.max(Math.abs(cos * dx + sin * dy) - halfW, Math.abs(cos * dy - sin * dx) - halfH);
        }
        boolean[] out = p.hits;
        final double tolerance = this.tolerance;
        int hits = 0;
        boolean allDecided = true;
        for (int i = 0; i < out.length; i++) {
            double m = g[i];
            long in = Double.doubleToRawLongBits(m) >>> 63;
            out[i] = TRUTH[(int) in];
            hits += (int) in;
            double am = Math.abs(m);
            allDecided &= (am > tolerance) & (am < Double.POSITIVE_INFINITY);
        }
        if (!allDecided) {
            hits = rotated.containsAll(p.x, p.y, out);
        }
        return hits;
    }

    /** Pass 1: loads and stores at the same index from 0, one value per array (what superword packs). */
    private void margins(double[] xs, double[] ys, double[] gu, double[] gv) {
        final double cx = this.cx, cy = this.cy, cos = this.cos, sin = this.sin, halfW = this.halfW, halfH = this.halfH;
        for (int i = 0; i < gu.length; i++) {
            double dx = xs[i] - cx;
            double dy = ys[i] - cy;
            gu[i] = Math.abs(cos * dx + sin * dy) - halfW;
            gv[i] = Math.abs(cos * dy - sin * dx) - halfH;
        }
    }
}
