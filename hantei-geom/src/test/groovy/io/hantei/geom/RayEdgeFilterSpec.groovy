package io.hantei.geom

import java.math.MathContext
import spock.lang.Specification

/**
 * A ray against straight edges is exact (docs/geometry.md §23): the filter in doubles in front of
 * the exact test ({@code Ray.lowerBound}) may only drop an edge that does not touch the ray. This
 * spec aims edges at the ray's hardest places, an end a few ulps from the ray's line (either side,
 * or on it), near the ray's start, its end or its middle, with the other end well off the line,
 * and compares every answer with a test in exact arithmetic of the closed segments
 * (the ray's end start + len·d taken exactly).
 */
class RayEdgeFilterSpec extends Specification {

    static BigDecimal big(double v) { new BigDecimal(v) }

    /** The sign of (q - p) × (r - p), exactly. */
    static int orient(BigDecimal px, BigDecimal py, BigDecimal qx, BigDecimal qy, BigDecimal rx, BigDecimal ry) {
        (qx - px) * (ry - py) - (qy - py) * (rx - px) <=> 0
    }

    def "a ray touches an edge exactly when the closed segments meet: #trials seeded edges, one end within a few ulps of the ray's line"() {
        given:
        Random random = new Random(161)
        int touching = 0
        int apart = 0

        expect:
        trials.times {
            double size = Math.scalb(1d, random.nextInt(41) - 20)
            // a start near the origin makes the rounding of the filter's products as large as the ulps
            // the near end is moved by; far from it, the coordinates' own rounding dominates
            double spread = random.nextBoolean() ? 100 : 1e-3
            double x = size * spread * (random.nextDouble() - 0.5)
            double y = size * spread * (random.nextDouble() - 0.5)
            double len = size * (1 + 4 * random.nextDouble())
            Ray ray = Ray.of(x, y, 360 * random.nextDouble(), len)
            double dx = ray.dx()
            double dy = ray.dy()
            // where along the ray the near end lies: at its start, at its end, or between
            double t = [0d, len, len * random.nextDouble()][random.nextInt(3)]
            double ulp = Math.ulp(Math.abs(x) + Math.abs(y) + t)
            t += (random.nextInt(9) - 4) * ulp
            double off = (random.nextInt(9) - 4) * ulp * random.nextDouble()
            double ax = x + t * dx - off * dy
            double ay = y + t * dy + off * dx
            double side = random.nextBoolean() ? 1 : -1
            double far = size * (0.5 + random.nextDouble())
            // the far end mostly across the line, at times far along the ray too (past its end)
            double slant = random.nextInt(4) == 0 ? len * (1 + 2 * random.nextDouble()) : size * (random.nextDouble() - 0.5)
            double bx = ax - side * far * dy + slant * dx
            double by = ay + side * far * dx + slant * dy

            BigDecimal sx = big(x), sy = big(y)
            BigDecimal ex = sx + big(len) * big(dx), ey = sy + big(len) * big(dy)
            int o1 = orient(sx, sy, ex, ey, big(ax), big(ay))
            int o2 = orient(sx, sy, ex, ey, big(bx), big(by))
            int o3 = orient(big(ax), big(ay), big(bx), big(by), sx, sy)
            int o4 = orient(big(ax), big(ay), big(bx), big(by), ex, ey)
            assert o2 != 0 // the far end is off the line, so the segments are not collinear
            boolean expected = o1 * o2 <= 0 && o3 * o4 <= 0
            expected ? touching++ : apart++
            // either end first: the filter bounds each end's rounding on its own
            RayHit hit = ray.hit(random.nextBoolean() ? Segment.of(ax, ay, bx, by) : Segment.of(bx, by, ax, ay))
            assert (hit != null) == expected: "ray ($x, $y) d ($dx, $dy) len $len against ($ax, $ay)-($bx, $by): o = $o1 $o2 $o3 $o4"
        }
        touching > trials / 4 && apart > trials / 4

        where:
        trials = 60000
    }
}
