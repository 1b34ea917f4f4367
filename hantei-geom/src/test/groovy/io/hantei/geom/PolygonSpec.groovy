package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

import java.util.concurrent.Callable
import java.util.concurrent.Executors

/**
 * The closed polygon (docs/geometry.md §19): on the outline, or off it and inside by the
 * even-odd rule. Each verdict is also checked against {@link Oracle}, an independent exact
 * reference written here: BigDecimal arithmetic, a ray cast DOWN (+y) rather than to +x, a
 * half-open rule on x rather than y, and the boundary tested by a dot product rather than a box.
 */
class PolygonSpec extends Specification {

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    static final double MAX = Double.MAX_VALUE
    static final double MIN = Double.MIN_VALUE

    static final Map<String, List<List<Number>>> SHAPES = [
        'square'               : [[0, 0], [10, 0], [10, 10], [0, 10]],
        'square with collinear vertices': [[0, 0], [5, 0], [10, 0], [10, 5], [10, 10], [0, 10], [0, 5]],
        'square with repeated vertices' : [[0, 0], [0, 0], [10, 0], [10, 10], [10, 10], [10, 10], [0, 10]],
        'diamond'              : [[5, 0], [10, 5], [5, 10], [0, 5]],
        'triangle'             : [[5, 0], [10, 10], [0, 10]],
        'notch'                : [[0, 0], [10, 0], [10, 10], [5, 5], [0, 10]],
        'L'                    : [[0, 0], [10, 0], [10, 5], [5, 5], [5, 10], [0, 10]],
        'M'                    : [[0, 10], [0, 0], [5, 5], [10, 0], [10, 10]],
        'step'                 : [[0, 0], [10, 0], [10, 5], [20, 5], [20, 10], [0, 10]],
        'bowtie'               : [[0, 0], [10, 10], [10, 0], [0, 10]],
        'figure-eight'         : [[0, 0], [4, 4], [8, 0], [8, 8], [4, 4], [0, 8]],
        'pentagram'            : [[50, 0], [79, 90], [2, 35], [98, 35], [21, 90]],
        'ring'                 : [[0, 0], [10, 0], [10, 10], [0, 10], [0, 5], [3, 5], [3, 7], [7, 7], [7, 3], [3, 3], [3, 5], [0, 5]],
        'diagonal line'        : [[0, 0], [5, 5], [10, 10]],
        'flat line'            : [[0, 0], [10, 0], [5, 0]],
        'huge square'          : [[0, 0], [1e300d, 0], [1e300d, 1e300d], [0, 1e300d]],
        'huge triangle'        : [[0, 0], [1e300d, 0], [0, 1e300d]],
        'triangle to 1e308'    : [[-1e308d, -1e308d], [1e308d, 1e308d], [-1e308d, 1e308d]],
        'square of all doubles': [[-MAX, -MAX], [MAX, -MAX], [MAX, MAX], [-MAX, MAX]],
        'tiny triangle'        : [[0, 0], [1e-300d, 0], [0, 1e-300d]],
        'subnormal triangle'   : [[0, 0], [8 * MIN, 0], [0, 8 * MIN]],
    ]

    static double[] xsOf(List<List<Number>> pts) { pts.collect { it[0] as double } as double[] }

    static double[] ysOf(List<List<Number>> pts) { pts.collect { it[1] as double } as double[] }

    static Polygon polygon(List<List<Number>> pts) { Polygon.of(xsOf(pts), ysOf(pts)) }

    def "#shape: #where (#x, #y) is #verdict"() {
        given:
        def pts = SHAPES[shape]
        // the other winding, and the same outline traced from another first vertex
        def variants = [pts, pts.reverse(), pts.drop(1) + pts.take(1), (pts.drop(2) + pts.take(2)).reverse()]

        expect:
        polygon(pts).contains(x, y) == inside

        and: "the exact reference agrees with the expectation worked out by hand"
        Oracle.contains(xsOf(pts), ysOf(pts), x, y) == inside

        and: "either winding, any first vertex, a list of points, and the index give the same answer"
        variants.every { v -> polygon(v).contains(x, y) == inside && polygon(v).containsByIndex(x, y) == inside }
        Polygon.of(pts.collect { new Vec2(it[0] as double, it[1] as double) }).contains(x, y) == inside

        where:
        shape                            | where                                                     | x              | y              || inside
        'square'                         | 'a vertex'                                                | 0              | 0              || true
        'square'                         | 'the opposite vertex'                                     | 10             | 10             || true
        'square'                         | 'on the top edge'                                         | 5              | 0              || true
        'square'                         | 'on the right edge'                                       | 10             | 5              || true
        'square'                         | 'the centre'                                              | 5              | 5              || true
        'square'                         | 'one ulp above the top edge'                              | 5              | down(0)        || false
        'square'                         | 'one ulp below the top edge'                              | 5              | up(0)          || true
        'square'                         | 'one ulp right of the right edge'                         | up(10)         | 5              || false
        'square'                         | 'one ulp left of the right edge'                          | down(10)       | 5              || true
        'square'                         | 'one ulp off the corner, diagonally'                      | down(0)        | down(0)        || false
        'square'                         | 'left of it, its ray along the top edge'                  | -1             | 0              || false
        'square'                         | 'left of it, its ray along the bottom edge'               | -1             | 10             || false
        'square'                         | 'right of the bottom-right corner'                        | 11             | 10             || false
        'square with collinear vertices' | 'left of it, its ray through two straight vertices'       | -1             | 5              || false
        'square with collinear vertices' | 'inside, its ray through a straight vertex'               | 2              | 5              || true
        'square with collinear vertices' | 'a straight vertex'                                       | 5              | 0              || true
        'square with collinear vertices' | 'one ulp above it'                                        | 5              | down(0)        || false
        'square with repeated vertices'  | 'the centre'                                              | 5              | 5              || true
        'square with repeated vertices'  | 'a repeated vertex'                                       | 10             | 10             || true
        'square with repeated vertices'  | 'one ulp right of it'                                     | up(10)         | 10             || false
        'square with repeated vertices'  | 'left of it, its ray along the top edge'                  | -1             | 0              || false
        'square with repeated vertices'  | 'left of it, its ray along the bottom edge'               | -1             | 10             || false
        'diamond'                        | 'inside, its ray through the right vertex'                | 7              | 5              || true
        'diamond'                        | 'left of it, its ray through both side vertices'          | -1             | 5              || false
        'diamond'                        | 'right of it, level with the side vertices'               | 11             | 5              || false
        'diamond'                        | 'in its box, level with the top vertex, left of it'       | 0.5d           | 0              || false
        'diamond'                        | 'in its box, level with the bottom vertex, right of it'   | 9              | 10             || false
        'diamond'                        | 'the right vertex'                                        | 10             | 5              || true
        'diamond'                        | 'one ulp right of it'                                     | up(10)         | 5              || false
        'diamond'                        | 'on an edge'                                              | 2.5d           | 2.5d           || true
        'diamond'                        | 'one ulp above that edge'                                 | 2.5d           | down(2.5d)     || false
        'diamond'                        | 'one ulp below it'                                        | 2.5d           | up(2.5d)       || true
        'triangle'                       | 'level with the apex, left of it'                         | 2              | 0              || false
        'triangle'                       | 'level with the apex, right of it'                        | 8              | 0              || false
        'triangle'                       | 'the apex'                                                | 5              | 0              || true
        'triangle'                       | 'one ulp below the apex'                                  | 5              | up(0)          || true
        'triangle'                       | 'on the left edge'                                        | 2.5d           | 5              || true
        'triangle'                       | 'one ulp left of it'                                      | down(2.5d)     | 5              || false
        'notch'                          | 'level with the reflex vertex, left of it'                | 2              | 5              || true
        'notch'                          | 'the reflex vertex'                                       | 5              | 5              || true
        'notch'                          | 'level with it, right of it'                              | 8              | 5              || true
        'notch'                          | 'left of the polygon, level with it'                      | -1             | 5              || false
        'notch'                          | 'in the notch'                                            | 5              | 6              || false
        'notch'                          | 'one ulp below the reflex vertex, in the notch'           | 5              | up(5)          || false
        'notch'                          | 'one ulp above it'                                        | 5              | down(5)        || true
        'notch'                          | 'on a notch edge'                                         | 7.5d           | 7.5d           || true
        'notch'                          | 'one ulp below it, in the notch'                          | 7.5d           | up(7.5d)       || false
        'L'                              | 'level with the reflex vertex and the inner edge, left'   | 2              | 5              || true
        'L'                              | 'on the inner horizontal edge'                            | 7              | 5              || true
        'L'                              | 'one ulp below it, outside'                               | 7              | up(5)          || false
        'L'                              | 'one ulp above it, inside'                                | 7              | down(5)        || true
        'L'                              | 'left of the polygon, level with the inner edge'          | -1             | 5              || false
        'L'                              | 'on the inner vertical edge'                              | 5              | 7              || true
        'L'                              | 'one ulp right of it'                                     | up(5)          | 7              || false
        'L'                              | 'in its box, outside'                                     | 7              | 7              || false
        'L'                              | 'in its box, level with the bottom edge, outside'         | 7              | 10             || false
        'M'                              | 'in its box, level with both top vertices'                | 5              | 0              || false
        'M'                              | 'above the reflex vertex'                                 | 5              | 2              || false
        'M'                              | 'the reflex vertex'                                       | 5              | 5              || true
        'M'                              | 'one ulp above it'                                        | 5              | down(5)        || false
        'M'                              | 'one ulp below it'                                        | 5              | up(5)          || true
        'M'                              | 'level with it, left of it'                               | 2              | 5              || true
        'M'                              | 'on an edge of the dip'                                   | 1              | 1              || true
        'M'                              | 'one ulp above that edge'                                 | 1              | down(1)        || false
        'M'                              | 'a top vertex'                                            | 10             | 0              || true
        'step'                           | 'left of the horizontal edge, inside'                     | 5              | 5              || true
        'step'                           | 'on the horizontal edge'                                  | 15             | 5              || true
        'step'                           | 'one ulp above it'                                        | 15             | down(5)        || false
        'step'                           | 'one ulp below it'                                        | 15             | up(5)          || true
        'step'                           | 'right of it, level with it'                              | 25             | 5              || false
        'step'                           | 'left of the polygon, level with it'                      | -1             | 5              || false
        'bowtie'                         | 'in the left lobe'                                        | 2              | 5              || true
        'bowtie'                         | 'in the right lobe'                                       | 8              | 5              || true
        'bowtie'                         | 'where the edges cross'                                   | 5              | 5              || true
        'bowtie'                         | 'between the lobes, above'                                | 5              | 2              || false
        'bowtie'                         | 'between the lobes, below'                                | 5              | 8              || false
        'bowtie'                         | 'on a crossing edge'                                      | 2              | 2              || true
        'bowtie'                         | 'one ulp above it, outside'                               | 2              | down(2)        || false
        'bowtie'                         | 'one ulp below it, inside'                                | 2              | up(2)          || true
        'bowtie'                         | 'left of it, level with the crossing'                     | -1             | 5              || false
        'bowtie'                         | 'in its box, level with the top vertices'                 | 5              | 0              || false
        'bowtie'                         | 'in its box, level with the bottom vertices'              | 5              | 10             || false
        'figure-eight'                   | 'in the left loop'                                        | 1              | 4              || true
        'figure-eight'                   | 'in the right loop'                                       | 7              | 4              || true
        'figure-eight'                   | 'the vertex the loops share'                              | 4              | 4              || true
        'figure-eight'                   | 'one ulp right of it, in the right loop'                  | up(4)          | 4              || true
        'figure-eight'                   | 'one ulp above it, between the loops'                     | 4              | down(4)        || false
        'figure-eight'                   | 'between the loops, above'                                | 4              | 2              || false
        'figure-eight'                   | 'between the loops, below'                                | 4              | 6              || false
        'figure-eight'                   | 'left of it, its ray through the shared vertex'           | -1             | 4              || false
        'figure-eight'                   | 'in its box, level with the top vertices'                 | 4              | 0              || false
        'figure-eight'                   | 'in its box, level with the bottom vertices'              | 4              | 8              || false
        'pentagram'                      | 'in the middle, wound round twice: even'                  | 50             | 50             || false
        'pentagram'                      | 'in the top point, wound round once'                      | 50             | 10             || true
        'pentagram'                      | 'in the bottom-left point'                                | 25             | 80             || true
        'pentagram'                      | 'between two points'                                      | 50             | 85             || false
        'ring'                           | 'in the hole'                                             | 5              | 5              || false
        'ring'                           | 'on the seam'                                             | 2              | 5              || true
        'ring'                           | 'on the seam, nearer the rim'                             | 1.5d           | 5              || true
        'ring'                           | 'where the seam meets the hole'                           | 3              | 5              || true
        'ring'                           | 'where the seam meets the rim'                            | 0              | 5              || true
        'ring'                           | 'one ulp past the seam, in the hole'                      | up(3)          | 5              || false
        'ring'                           | 'one ulp below the seam'                                  | 2              | up(5)          || true
        'ring'                           | 'one ulp above the seam'                                  | 2              | down(5)        || true
        'ring'                           | 'on the hole\'s edge'                                     | 5              | 3              || true
        'ring'                           | 'one ulp into the hole'                                   | 5              | up(3)          || false
        'ring'                           | 'one ulp into the solid'                                  | 5              | down(3)        || true
        'ring'                           | 'in the solid'                                            | 1              | 1              || true
        'ring'                           | 'in the solid, right of the hole'                         | 8              | 5              || true
        'ring'                           | 'one ulp left of the rim, level with the seam'            | down(0)        | 5              || false
        'ring'                           | 'left of it, its ray along the seam'                      | -1             | 5              || false
        'diagonal line'                  | 'on the line'                                             | 2              | 2              || true
        'diagonal line'                  | 'one ulp off it'                                          | 2              | up(2)          || false
        'diagonal line'                  | 'beside it'                                               | 5              | 4              || false
        'diagonal line'                  | 'its end'                                                 | 10             | 10             || true
        'diagonal line'                  | 'past its end'                                            | up(10)         | up(10)         || false
        'flat line'                      | 'on it'                                                   | 7              | 0              || true
        'flat line'                      | 'one ulp below it'                                        | 7              | up(0)          || false
        'flat line'                      | 'left of it, level with it'                               | -1             | 0              || false
        'flat line'                      | 'one ulp past its end'                                    | up(10)         | 0              || false
        'huge square'                    | 'the centre'                                              | 1e300d / 2     | 1e300d / 2     || true
        'huge square'                    | 'on the right edge'                                       | 1e300d         | 1e300d / 2     || true
        'huge square'                    | 'one ulp right of it'                                     | up(1e300d)     | 1e300d / 2     || false
        'huge triangle'                  | 'on the long edge'                                        | 1e300d / 2     | 1e300d / 2     || true
        'huge triangle'                  | 'one ulp past it'                                         | 1e300d / 2     | up(1e300d / 2) || false
        'huge triangle'                  | 'one ulp inside it'                                       | 1e300d / 2     | down(1e300d / 2) || true
        'huge triangle'                  | 'inside'                                                  | 1e300d / 4     | 1e300d / 4     || true
        'triangle to 1e308'              | 'the origin, on the long edge'                            | 0              | 0              || true
        'triangle to 1e308'              | 'the smallest double right of it'                         | MIN            | 0              || false
        'triangle to 1e308'              | 'the smallest double below it'                            | 0              | MIN            || true
        'triangle to 1e308'              | 'on the left edge'                                        | -1e308d        | 0              || true
        'triangle to 1e308'              | 'one ulp left of it'                                      | down(-1e308d)  | 0              || false
        'square of all doubles'          | 'the origin'                                              | 0              | 0              || true
        'square of all doubles'          | 'the largest double, on the right edge'                   | MAX            | 12345          || true
        'square of all doubles'          | 'a corner'                                                | -MAX           | MAX            || true
        'tiny triangle'                  | 'on the long edge'                                        | 1e-300d / 2    | 1e-300d / 2    || true
        'tiny triangle'                  | 'one ulp past it'                                         | 1e-300d / 2    | up(1e-300d / 2) || false
        'tiny triangle'                  | 'inside'                                                  | 1e-300d / 4    | 1e-300d / 4    || true
        'subnormal triangle'             | 'on the long edge'                                        | 4 * MIN        | 4 * MIN        || true
        'subnormal triangle'             | 'one step past it'                                        | 4 * MIN        | 5 * MIN        || false
        'subnormal triangle'             | 'inside'                                                  | 3 * MIN        | 4 * MIN        || true
        verdict = inside ? 'inside' : 'outside'
    }

    def "the index and the plain loop agree, exactly, on #polygons seeded random #family polygons of 3 to #maxVertices vertices: on vertices, edges, the ulps beside them, points level with vertices and random points"() {
        given:
        def random = new Random(seed)

        when:
        def tally = Probe.run(random, family, polygons, maxVertices, withOracle)

        then:
        tally.wrong.take(5) == []
        tally.inside > polygons * 10
        tally.outside > polygons * 10
        tally.onEdges > polygons

        where:
        family         | polygons | maxVertices | withOracle | seed
        'star'         | 300      | 60          | true       | 71
        'walk'         | 300      | 60          | true       | 72
        'star'         | 40       | 2000        | false      | 73
        'walk'         | 40       | 2000        | false      | 74
        'comb'         | 30       | 2000        | false      | 75
        'star, real'   | 200      | 60          | true       | 76
        'walk, real'   | 200      | 60          | true       | 77
        'star, 1e300'  | 100      | 60          | true       | 78
        'walk, 1e-300' | 100      | 60          | true       | 79
    }

    /** Random polygons and probe points; tallies disagreements between the paths and the oracle. */
    @CompileStatic
    static class Probe {
        List<String> wrong = []
        int inside
        int outside
        int onEdges

        static Probe run(Random random, String family, int polygons, int maxVertices, boolean withOracle) {
            Probe tally = new Probe()
            for (int p = 0; p < polygons; p++) {
                int n = 3 + random.nextInt(maxVertices - 2)
                double[][] v = make(random, family, n)
                double[] xs = v[0]
                double[] ys = v[1]
                Polygon polygon = Polygon.of(xs, ys)
                boolean integers = !family.contains(',')
                for (int k = 0; k < 40; k++) {
                    int i = random.nextInt(n)
                    int j = (i + 1) % n
                    // a vertex; a point of edge i (a lattice point, or a rounded point of its line);
                    // the ulps beside them; a point level with a vertex; a random point
                    tally.check(polygon, xs, ys, xs[i], ys[i], withOracle, true)
                    double[] e = pointOnEdge(random, xs[i], ys[i], xs[j], ys[j], integers)
                    tally.check(polygon, xs, ys, e[0], e[1], withOracle, integers)
                    tally.check(polygon, xs, ys, Math.nextUp(e[0]), e[1], withOracle, false)
                    tally.check(polygon, xs, ys, e[0], Math.nextDown(e[1]), withOracle, false)
                    tally.check(polygon, xs, ys, Math.nextDown(xs[i]), Math.nextUp(ys[i]), withOracle, false)
                    Rect b = polygon.bounds()
                    double lx = b.left() - b.width() * 0.1 + random.nextDouble() * b.width() * 1.2
                    tally.check(polygon, xs, ys, lx, ys[random.nextInt(n)], withOracle, false)
                    double rx = b.left() + random.nextDouble() * b.width()
                    double ry = b.top() + random.nextDouble() * b.height()
                    if (integers) {
                        rx = Math.rint(rx)
                        ry = Math.rint(ry)
                    }
                    tally.check(polygon, xs, ys, rx, ry, withOracle, false)
                }
            }
            tally
        }

        void check(Polygon polygon, double[] xs, double[] ys, double x, double y, boolean withOracle, boolean mustHit) {
            boolean loop = polygon.containsByLoop(x, y)
            boolean index = polygon.containsByIndex(x, y)
            boolean answer = polygon.contains(x, y)
            boolean oracle = withOracle ? Oracle.contains(xs, ys, x, y) : loop
            if ((loop != index || answer != loop || oracle != loop || (mustHit && !loop)) && wrong.size() < 5) {
                wrong << "${polygon} at (${x}, ${y}): loop ${loop}, index ${index}, contains ${answer}, oracle ${oracle}".toString()
            }
            if (mustHit) {
                onEdges++
            }
            if (loop) {
                inside++
            } else {
                outside++
            }
        }

        /** A point of the edge from a to b: a lattice point when both are integers, else a + t·(b - a) rounded (on or near it). */
        static double[] pointOnEdge(Random random, double ax, double ay, double bx, double by, boolean integers) {
            if (integers) {
                long dx = (long) (bx - ax)
                long dy = (long) (by - ay)
                long g = Math.max(1L, BigInteger.valueOf(dx).gcd(BigInteger.valueOf(dy)).longValue())
                long step = (long) (random.nextDouble() * (g + 1))
                return [ax + step * (dx / g as long), ay + step * (dy / g as long)] as double[]
            }
            double t = random.nextDouble()
            [ax + t * (bx - ax), ay + t * (by - ay)] as double[]
        }

        /**
         * star: vertices round a centre at sorted random angles and random radii (simple, concave);
         * walk: random vertices, the outline crossing itself at random; comb: teeth the full
         * height of the box (every horizontal band holds most edges). Integer coordinates, or
         * random doubles (", real"), or scaled to 1e300 or 1e-300.
         */
        static double[][] make(Random random, String family, int n) {
            double[] xs = new double[n]
            double[] ys = new double[n]
            double scale = family.endsWith('1e300') ? 1e300d : family.endsWith('1e-300') ? 1e-300d : 1
            boolean real = family.contains(',')
            if (family.startsWith('comb')) {
                int teeth = n.intdiv(4) as int
                int k = 0
                for (int t = 0; t < teeth; t++) {
                    xs[k] = 4 * t; ys[k++] = 0
                    xs[k] = 4 * t; ys[k++] = 1000
                    xs[k] = 4 * t + 2; ys[k++] = 1000
                    xs[k] = 4 * t + 2; ys[k++] = 10
                }
                while (k < n) {
                    xs[k] = 4 * teeth + k; ys[k++] = -10
                }
                return [xs, ys] as double[][]
            }
            double[] angles = new double[n]
            for (int i = 0; i < n; i++) {
                angles[i] = random.nextDouble() * 2 * Math.PI
            }
            Arrays.sort(angles)
            double size = 20 + random.nextInt(1000)
            for (int i = 0; i < n; i++) {
                double x
                double y
                if (family.startsWith('star')) {
                    double r = size * (0.2 + 0.8 * random.nextDouble())
                    x = r * Math.cos(angles[i])
                    y = r * Math.sin(angles[i])
                } else {
                    x = (random.nextDouble() * 2 - 1) * size
                    y = (random.nextDouble() * 2 - 1) * size
                }
                xs[i] = (real ? x + 0.1d : Math.rint(x)) * scale
                ys[i] = (real ? y - 0.3d : Math.rint(y)) * scale
            }
            [xs, ys] as double[][]
        }
    }

    /**
     * The exact even-odd rule plus the boundary, written independently of the code under test:
     * on the outline when some edge has a zero cross product with p and p lies between its ends
     * by the dot product; otherwise inside when the ray from p DOWN (+y) crosses the outline an
     * odd number of times, counting an edge when exactly one end is at or right of p
     * ({@code (ax >= px) != (bx >= px)}) and it meets the vertical through p below p. All in
     * BigDecimal.
     */
    @CompileStatic
    static class Oracle {
        static boolean contains(double[] xs, double[] ys, double px, double py) {
            int n = xs.length
            BigDecimal x = new BigDecimal(px)
            BigDecimal y = new BigDecimal(py)
            int crossings = 0
            for (int i = 0; i < n; i++) {
                int j = (i + 1) % n
                double ax = xs[i], ay = ys[i], bx = xs[j], by = ys[j]
                boolean nearX = px >= Math.min(ax, bx) && px <= Math.max(ax, bx)
                boolean straddles = (ax >= px) != (bx >= px)
                if (!nearX && !straddles) {
                    continue // neither on the edge (outside its x range) nor crossing the vertical
                }
                BigDecimal eax = new BigDecimal(ax), eay = new BigDecimal(ay)
                BigDecimal ebx = new BigDecimal(bx), eby = new BigDecimal(by)
                BigDecimal ux = ebx - eax, uy = eby - eay
                BigDecimal vx = x - eax, vy = y - eay
                BigDecimal cross = ux * vy - uy * vx
                if (cross.signum() == 0 && (x - eax) * (x - ebx) + (y - eay) * (y - eby) <= 0) {
                    return true
                }
                if (straddles) {
                    // the crossing is below p when (ay - py)(bx - ax) + (px - ax)(by - ay) has the sign of bx - ax
                    BigDecimal num = (eay - y) * ux + vx * uy
                    if (num.signum() != 0 && num.signum() == ux.signum()) {
                        crossings++
                    }
                }
            }
            (crossings & 1) == 1
        }
    }

    def "the index is built on the first query from #threshold vertices on: #n vertices #built"() {
        given: "a zigzag band of n vertices"
        double[] xs = (0..<n).collect { it as double } as double[]
        double[] ys = (0..<n).collect { it % 2 == 0 ? 0d : 10d } as double[]
        xs[n - 1] = 0
        ys[n - 1] = 20
        def polygon = Polygon.of(xs, ys)

        expect:
        polygon.index() == null

        when:
        boolean hit = polygon.contains(0.5d, 5)

        then:
        hit
        (polygon.index() != null) == (n >= threshold)

        and: "a named copy shares the index"
        polygon.named('zone').index().is(polygon.index())

        where:
        n << [3, 31, 32, 500]
        threshold = Polygon.INDEX_THRESHOLD
        built = n >= threshold ? 'build it' : 'loop instead'
    }

    def "an indexed polygon given -0.0 coordinates answers as its loop on every vertex, edge and beside them"() {
        given: 'a 40-vertex square, its left and top sides at -0.0'
        double z = -0.0d
        List<List<Double>> v = []
        (0..<10).each { v << [it == 0 ? z : (double) it, z] }
        (0..<10).each { v << [10d, it == 0 ? z : (double) it] }
        (0..<10).each { v << [10d - it, 10d] }
        (0..<10).each { v << [z, 10d - it] }
        Polygon polygon = Polygon.of(v.collect { it[0] } as double[], v.collect { it[1] } as double[])
        List<List<Double>> points = v.collectMany { p -> [[p[0], p[1]], [p[0] + 0.5d, p[1]], [p[0], p[1] + 0.5d],
                [p[0] - 0.5d, p[1]], [p[0], p[1] - 0.5d], [0d, p[1]], [p[0], 0d], [z, p[1]], [p[0], z]] }

        expect:
        polygon.vertexCount() >= Polygon.INDEX_THRESHOLD
        points.every { p -> polygon.contains(p[0], p[1]) == polygon.containsByLoop(p[0], p[1]) }
    }

    def "a comb of #teeth teeth as tall as the polygon: the bands are made fewer until each edge is in at most #maxEntries on average"() {
        given:
        double[][] v = Probe.make(new Random(1), 'comb', 4 * teeth)
        def polygon = Polygon.of(v[0], v[1])

        when:
        polygon.contains(1, 500)
        def index = polygon.index()

        then:
        index.entries() <= maxEntries * 4 * teeth
        index.entries() >= 4 * teeth        // every edge in at least one band
        index.entries() == index.end(index.bands() - 1)
        index.bands() < 4 * teeth
        index.bands() >= 1

        and: "still exact: in a tooth, in a gap, on a tooth's edge"
        polygon.contains(1, 500)
        !polygon.contains(3, 500)
        polygon.contains(2, 500)
        !polygon.contains(up(2), 500)

        where:
        teeth = 500
        maxEntries = SlabIndex.MAX_ENTRIES_PER_EDGE
    }

    def "#threads threads querying a fresh polygon of #n vertices at once get the answers of the plain loop"() {
        given:
        double[][] v = Probe.make(new Random(81), 'star', n)
        def polygon = Polygon.of(v[0], v[1])
        def random = new Random(82)
        Rect b = polygon.bounds()
        double[] xs = (0..<2000).collect { Math.rint(b.left() + random.nextDouble() * b.width()) } as double[]
        double[] ys = (0..<2000).collect { Math.rint(b.top() + random.nextDouble() * b.height()) } as double[]
        boolean[] expected = (0..<2000).collect { polygon.containsByLoop(xs[it], ys[it]) } as boolean[]
        def pool = Executors.newFixedThreadPool(threads)

        when:
        def results = pool.invokeAll((1..threads).collect {
            { -> (0..<2000).every { i -> polygon.contains(xs[i], ys[i]) == expected[i] } } as Callable<Boolean>
        })*.get()

        then:
        results.every()
        expected.any { it } && !expected.every { it }

        cleanup:
        pool.shutdown()

        where:
        threads = 8
        n = 1500
    }

    def "bounds() is the box of the vertices, exactly"() {
        expect:
        polygon(pts).bounds() == Rect.ofEdges(left, top, right, bottom)

        where:
        pts                                     || left    | top     | right  | bottom
        [[4, -2], [-1, 7], [0, 0]]              || -1      | -2      | 4      | 7
        SHAPES['ring']                          || 0       | 0       | 10     | 10
        SHAPES['triangle to 1e308']             || -1e308d | -1e308d | 1e308d | 1e308d
        SHAPES['flat line']                     || 0       | 0       | 10     | 0
    }

    def "accessors, names, equality and text"() {
        given:
        def p = polygon([[1, 2], [3, 4], [5, 0]])
        def named = p.named('zone')

        expect:
        p.vertexCount() == 3
        p.vertexX(1) == 3 && p.vertexY(1) == 4
        p.vertex(2) == new Vec2(5, 0)
        p.vertices() == [new Vec2(1, 2), new Vec2(3, 4), new Vec2(5, 0)]
        p.name() == null
        named.name() == 'zone'
        named == p
        named.hashCode() == p.hashCode()
        named.contains(3, 2)
        p == Polygon.of([new Vec2(1, 2), new Vec2(3, 4), new Vec2(5, 0)])
        p != polygon([[1, 2], [3, 4], [5, up(0)]])
        p != polygon([[3, 4], [5, 0], [1, 2]])     // the same outline from another vertex: not equal
        p != Polyline.of([1, 3, 5] as double[], [2, 4, 0] as double[])
        polygon([[0.0d, 0], [1, 0], [0, 1]]) == polygon([[-0.0d, 0], [1, 0], [0, 1]])
        polygon([[0.0d, 0], [1, 0], [0, 1]]).hashCode() == polygon([[-0.0d, 0], [1, 0], [0, 1]]).hashCode()
        p.toString() == 'Polygon[3 vertices: (1, 2), (3, 4), (5, 0)]'
        named.toString() == "Polygon 'zone'[3 vertices: (1, 2), (3, 4), (5, 0)]"
        polygon((0..999).collect { [it, it % 2] }).toString() ==
                'Polygon[1000 vertices: (0, 0), (1, 1), (2, 0), (3, 1), (4, 0), (5, 1), (6, 0), (7, 1), ... 992 more]'
    }

    def "vertexX(#i) of a 3-vertex polygon is an IndexOutOfBoundsException"() {
        when:
        polygon([[1, 2], [3, 4], [5, 0]]).vertexX(i)

        then:
        thrown(IndexOutOfBoundsException)

        where:
        i << [-1, 3]
    }

    def "the vertices given are copied, and the list of them cannot be changed"() {
        given:
        double[] xs = [0, 10, 0]
        double[] ys = [0, 0, 10]
        def p = Polygon.of(xs, ys)

        when:
        xs[1] = 20

        then:
        p.vertexX(1) == 10
        !p.contains(11, 0)

        when:
        p.vertices().set(0, new Vec2(1, 1))

        then:
        thrown(UnsupportedOperationException)
    }

    def "#code is rejected with: #message"() {
        when:
        make()

        then:
        def e = thrown(exception)
        e.message == message

        where:
        code                                  | make                                                                         || exception                 | message
        'two vertices'                        | { Polygon.of([0, 1] as double[], [0, 1] as double[]) }                       || IllegalArgumentException  | 'polygon: xs and ys must hold at least 3 vertices but held 2'
        'no vertices'                         | { Polygon.of([] as double[], [] as double[]) }                               || IllegalArgumentException  | 'polygon: xs and ys must hold at least 3 vertices but held 0'
        'a list of two points'                | { Polygon.of([new Vec2(0, 0), new Vec2(1, 1)]) }                             || IllegalArgumentException  | 'polygon: points must hold at least 3 vertices but held 2'
        'xs and ys of different lengths'      | { Polygon.of([0, 1, 2] as double[], [0, 1, 2, 3] as double[]) }              || IllegalArgumentException  | 'polygon: xs and ys must have the same length but xs.length was 3 and ys.length was 4'
        'a NaN'                               | { Polygon.of([0, 1, 2, Double.NaN] as double[], [0, 1, 0, 1] as double[]) }  || IllegalArgumentException  | 'polygon: xs[3] must be a finite number but was NaN'
        'an infinity'                         | { Polygon.of([0, 1, 2] as double[], [0, Double.POSITIVE_INFINITY, 0] as double[]) } || IllegalArgumentException | 'polygon: ys[1] must be a finite number but was Infinity'
        'null xs'                             | { Polygon.of(null, [0, 1, 2] as double[]) }                                  || NullPointerException      | 'polygon: xs must not be null'
        'null ys'                             | { Polygon.of([0, 1, 2] as double[], null) }                                  || NullPointerException      | 'polygon: ys must not be null'
        'a null list'                         | { Polygon.of((List<Vec2>) null) }                                            || NullPointerException      | 'polygon: points must not be null'
        'a null point'                        | { Polygon.of([new Vec2(0, 0), new Vec2(1, 0), null]) }                       || NullPointerException      | 'polygon: points[2] must not be null'
        'a NaN query point'                   | { polygon([[0, 0], [1, 0], [0, 1]]).contains(Double.NaN, 0) }                || IllegalArgumentException  | 'polygon: query point x must be a finite number but was NaN'
        'an infinite query point, indexed'    | { polygon((0..40).collect { [it, it % 2] }).named('zone').contains(0, Double.NEGATIVE_INFINITY) } || IllegalArgumentException | "polygon 'zone': query point y must be a finite number but was -Infinity"
        'a NaN query point, the exact loop'   | { polygon([[0, 0], [1, 0], [0, 1]]).containsByLoop(0, Double.NaN) }          || IllegalArgumentException  | 'polygon: query point y must be a finite number but was NaN'
        'a NaN query point, the index'        | { polygon([[0, 0], [1, 0], [0, 1]]).containsByIndex(Double.NaN, 0) }         || IllegalArgumentException  | 'polygon: query point x must be a finite number but was NaN'
    }
}
