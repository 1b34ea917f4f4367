package io.hantei.bench;

import java.awt.geom.Path2D;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;

/** The polygon benchmarks' vertices in each comparison library's form: the same doubles for all. */
final class Peers {

    private Peers() {
    }

    /** The closed path through the vertices, by the even-odd rule (hantei's). */
    static Path2D.Double path(double[] xs, double[] ys) {
        Path2D.Double path = new Path2D.Double(Path2D.WIND_EVEN_ODD, xs.length + 1);
        path.moveTo(xs[0], ys[0]);
        for (int i = 1; i < xs.length; i++) {
            path.lineTo(xs[i], ys[i]);
        }
        path.closePath();
        return path;
    }

    /** x0, y0, x1, y1, ... rounded to float, as libGDX takes a polygon. */
    static float[] floats(double[] xs, double[] ys) {
        float[] v = new float[2 * xs.length];
        for (int i = 0; i < xs.length; i++) {
            v[2 * i] = (float) xs[i];
            v[2 * i + 1] = (float) ys[i];
        }
        return v;
    }

    /** The JTS polygon of the vertices (its ring closed by repeating the first). */
    static Geometry jtsPolygon(GeometryFactory factory, double[] xs, double[] ys) {
        Coordinate[] ring = new Coordinate[xs.length + 1];
        for (int i = 0; i < xs.length; i++) {
            ring[i] = new Coordinate(xs[i], ys[i]);
        }
        ring[xs.length] = ring[0];
        return factory.createPolygon(ring);
    }
}
