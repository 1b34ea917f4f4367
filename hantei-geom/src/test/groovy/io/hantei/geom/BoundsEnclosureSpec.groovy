package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * bounds() encloses every point a shape contains, also when an extreme coordinate comes out of
 * cancellation (a corner at 3.6 - 3.6): the index prunes by bounds, so a point outside them
 * would be a missed hit. Rounding there is a few ulps of the shape's coordinates, not of the
 * tiny result.
 */
class BoundsEnclosureSpec extends Specification {

    def "the bounds of #shape hold its point (#x, #y), found just outside the old bounds"() {
        expect:
        shape.contains(x, y)
        shape.bounds().contains(x, y)

        where:
        shape                                                                                                   | x                         | y
        RotatedRect.of(3.618025734802685d, 0, 2.3976268290375113d, 7.949479796024919d, 136.1527363155799d)     | 1.7753568394002489E-15d   | -2.036074812473186d
        RotatedRect.of(1.4041712766022414d, 0, 2.8470709027794863d, 1.1068441098222883d, 224.4109718273997d)   | 8.871784197001244E-16d    | -0.6008595328283535d
        Fan.of(5.887402226336421d, 0, 216.98350976318494d, 55.08685744180326d, 5.968225934308908d)             | 3.5527136788004974E-15d   | -0.9788849923695973d
        Fan.of(9.834585969688268d, 0, 155.24692516356603d, 44.47523618296319d, 9.844071540040709d)             | 7.105427357600995E-15d    | 0.4320454724334643d
    }

    def "300 turned rectangles and 40 fans moved so that their left edge is near x = 0 hold no point left of their bounds"() {
        expect:
        EdgeScan.leaksLeftOfBounds(new Random(5), Samples.of(300), Samples.of(40)) == []
    }

    @CompileStatic
    static class EdgeScan {
        /** Shapes whose contained points were found left of their bounds, scanning the leftmost corner or tip. */
        static List<String> leaksLeftOfBounds(Random r, int rects, int fans) {
            List<String> leaks = []
            for (int i = 0; i < rects; i++) {
                double angle = 360 * r.nextDouble()
                double w = 1 + 10 * r.nextDouble()
                double h = 1 + 10 * r.nextDouble()
                RotatedRect at0 = RotatedRect.of(0, 0, w, h, angle)
                RotatedRect s = RotatedRect.of(-at0.bounds().left(), 0, w, h, angle)
                double cornerY = s.corners().min { Vec2 c -> c.x() }.y()
                scan(s, cornerY, 1e-16d, 100, leaks)
            }
            int tried = 0
            while (tried < fans) {
                double dir = 100 + 160 * r.nextDouble()
                double range = 1 + 60 * r.nextDouble()
                double len = 1 + 10 * r.nextDouble()
                if (Math.abs(dir - 180) < range / 2) {
                    continue // the leftmost point is on the arc, computed without cancellation
                }
                tried++
                Fan s = Fan.of(-Fan.of(0, 0, dir, range, len).bounds().left(), 0, dir, range, len)
                double t1 = Math.toRadians(dir - range / 2)
                double t2 = Math.toRadians(dir + range / 2)
                double tipY = Math.cos(t1) < Math.cos(t2) ? len * Math.sin(t1) : len * Math.sin(t2)
                scan(s, tipY, 1e-16d * len, 3000, leaks)
            }
            leaks
        }

        private static void scan(Shape s, double y0, double dy, int steps, List<String> leaks) {
            double left = s.bounds().left()
            for (int k = 1; k < 64; k++) {
                double x = left - k * Math.ulp(left)
                for (int j = -steps; j <= steps; j++) {
                    double y = y0 + j * dy
                    if (s.contains(x, y)) {
                        leaks << "$s contains ($x, $y) left of ${s.bounds()}".toString()
                        return
                    }
                }
            }
        }
    }
}
