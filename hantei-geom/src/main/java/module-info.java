/**
 * hantei's exact 2D geometry: shapes with closed boundaries (a point on the edge is inside),
 * their overlaps, line of sight and ray casts, batch tests and a spatial index, in pixels and
 * degrees as docs/geometry.md defines them. Depends on nothing but {@code java.base}.
 */
module io.hantei.geom {
    exports io.hantei.geom;
    exports io.hantei.index;

    // The batch loops' Vector API (io.hantei.geom.VectorLoops), used only when the JVM was started
    // with --add-modules jdk.incubator.vector; without it the scalar loops answer the same.
    requires static jdk.incubator.vector;
}
