/**
 * The geometry core of hantei: immutable shapes and exact hit tests, with no dependencies.
 *
 * <h2>Conventions (the same everywhere in the library)</h2>
 * The whole contract, with its reasons, is docs/geometry.md; each point below names its section.
 * <pre>
 *        0 ----------&gt; +x          an angle of 0° points to +x;
 *        |  \  +30°                a positive angle turns from +x toward +y,
 *        |    \                    which on this y-down screen is CLOCKWISE
 *        |      v
 *        v +y  (90°)
 * </pre>
 * <ul>
 *   <li><b>Screen coordinates</b>: x grows to the right, y grows <b>down</b> (Java2D, HTML canvas,
 *       Tiled). Coordinates, sizes, radii and lengths are in pixels, or whatever one unit the
 *       caller keeps to: no test depends on it. The same numbers read in a y-up world turn
 *       counter-clockwise; the arithmetic is identical, only the picture flips (docs/geometry.md
 *       §1).</li>
 *   <li><b>Degrees</b> at every public surface, any finite value (450 is 90, -30 is 330).
 *       Radians, where they occur, are private (§2).</li>
 *   <li><b>{@code double}</b> everywhere; no {@code float} in the API. {@link io.hantei.geom.PixelRect}
 *       alone takes {@code int}s.</li>
 *   <li><b>Closed</b>: a point exactly on the boundary is inside; shapes that only touch
 *       overlap. The one exception is {@link io.hantei.geom.PixelRect}, which is about whole
 *       pixels (§3, §11).</li>
 *   <li><b>Exact</b>: answers are exact for the double values given, with no epsilon. A point
 *       whose double coordinates lie exactly on the boundary is inside and a point one ulp
 *       outside is outside. Turns by multiples of 90° are exact (sin/cos are exactly 0 and
 *       ±1, see {@link io.hantei.geom.Angles}); so are a fan's bounding rays at multiples of
 *       45°. Note that {@code 0.1 + 0.2} is not {@code 0.3}: the library answers for the
 *       double you pass, and does not pretend otherwise (§4).</li>
 *   <li>Edges at other angles are irrational lines. No double point but the apex (or centre)
 *       lies on a zero-width shape turned by such an angle, so it contains only that point; for
 *       shapes with width, the edge is represented by the cosine and sine rounded to double,
 *       and the test is exact against that representation (§4, §6).</li>
 *   <li>Any finite double works: radii whose squares overflow (1e200) or underflow (2^-700)
 *       do not change an answer (§5).</li>
 *   <li><b>Validation</b>: factories reject NaN, infinities and negative sizes with an
 *       {@link java.lang.IllegalArgumentException} that names the shape, the parameter, the
 *       rule and the value ({@code "fan: len must be >= 0 but was -5.0"}). A query point with a
 *       NaN or infinite coordinate is an error too, never a silent {@code false} (§16).</li>
 * </ul>
 *
 * <p>Beyond the point test: {@link io.hantei.geom.Shape#overlaps(Shape)} tells whether two
 * shapes share a point, for every pair of shapes, symmetrically (see
 * {@link io.hantei.geom.Overlaps}); {@link io.hantei.geom.Shape#containsAll(double[], double[], boolean[])}
 * tests arrays of points at once with the same answers as {@code contains};
 * {@link io.hantei.geom.Sight} and {@link io.hantei.geom.Ray} answer line of sight and ray casts;
 * and the package {@code io.hantei.index} finds the shapes that contain a point among thousands
 * (§13 to §15, §23).
 *
 * <p>Every shape is an immutable, thread-safe value, prepared once at construction (cosines,
 * sines, squared radii, exact edges), so that {@code contains} does no trigonometry and
 * allocates nothing (§1, §5).
 */
package io.hantei.geom;
