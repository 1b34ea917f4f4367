package io.hantei.index

import io.hantei.geom.*
import spock.lang.Specification

/**
 * Segment queries and ray casts through the index (docs/geometry.md §23) answer exactly what
 * asking every wall answers: the boxes only prune.
 */
class ShapeIndexSightSpec extends Specification {

    def "on #n seeded segments and rays among 600 walls of every kind, the index equals a linear scan"() {
        given:
        def random = new Random(1516)
        List<Shape> walls = (1..600).collect { randomWall(random) }
        def index = new ShapeIndex<Integer>()
        walls.eachWithIndex { Shape w, int i -> index.add(w, i) }
        index.rebuild()
        List<String> wrong = []
        int blocked = 0

        when:
        n.times {
            double x1 = random.nextInt(400)
            double y1 = random.nextInt(400)
            double x2 = random.nextBoolean() ? x1 : x1 + random.nextInt(121) - 60
            double y2 = random.nextInt(8) == 0 ? y1 : y1 + random.nextInt(121) - 60
            Set<Integer> linear = (0..<walls.size()).findAll { int i ->
                x1 == x2 && y1 == y2 ? walls[i].contains(x1, y1) : !Sight.lineOfSight(x1, y1, x2, y2, [walls[i]])
            } as Set
            Set<Integer> indexed = index.crossingAll(x1, y1, x2, y2)*.payload() as Set
            if (linear != indexed) {
                wrong << "crossing ($x1, $y1)-($x2, $y2): linear $linear, index $indexed"
            }
            if (index.anyCrossing(x1, y1, x2, y2) != !linear.isEmpty()) {
                wrong << "anyCrossing ($x1, $y1)-($x2, $y2)"
            }
            if (!linear.isEmpty()) {
                blocked++
            }
            double dir = random.nextInt(360) + (random.nextBoolean() ? 0 : 0.5)
            double len = random.nextInt(120)
            RayHit expected = Sight.rayCast(x1, y1, dir, len, walls)
            RayHit got = index.rayCast(x1, y1, dir, len)
            if (expected?.distance() != got?.distance()) {
                wrong << "rayCast ($x1, $y1) at $dir for $len: linear $expected, index $got"
            }
        }

        then:
        wrong.isEmpty()
        blocked > n / 10

        where:
        n = 2000
    }

    def "segments and rays that only graze a wall (a rect's corner, a circle's tangent) find it through the tree, at scale 2^#power, #place"() {
        given: 'walls on a grid of step 2^power around ±10^6 steps, so every coordinate is exact'
        def random = new Random(2331 + power)
        double unit = Math.scalb(1d, power)
        double base = (place == 'left of the origin' ? -1_000_400 : 1_000_000) * unit
        List<Shape> walls = (1..150).collect { randomWall(random, unit, base) }
        List<List<Double>> grazes = []
        List<List<Double>> rays = []
        60.times {
            double x = base + random.nextInt(400) * unit
            double y = base + random.nextInt(400) * unit
            int sx = random.nextBoolean() ? 1 : -1
            int sy = random.nextBoolean() ? 1 : -1
            double t1 = random.nextInt(8) * unit
            double t2 = (1 + random.nextInt(8)) * unit
            double reach = t2 + random.nextInt(4) * unit    // a short ray meets a wall larger than its reach
            if (random.nextBoolean()) {
                // a rect whose corner c = (x, y) is its only point on the segment: the segment runs
                // along d = (a·sx, -b·sy) and the rect lies on the side -sx, -sy of c
                double w = (1 + random.nextInt(20)) * unit
                double h = (1 + random.nextInt(20)) * unit
                walls << Rect.of(sx > 0 ? x - w : x, sy > 0 ? y - h : y, w, h)
                int a = 1 + random.nextInt(4)
                int b = 1 + random.nextInt(4)
                grazes << [x - t1 * a * sx, y + t1 * b * sy, x + t2 * a * sx, y - t2 * b * sy]
                // a ray along the rect's side through c, from beyond c, touches the rect at c
                rays << (random.nextBoolean() ? [x + t2 * sx, y, sx > 0 ? 180d : 0d, reach, t2] : [x, y + t2 * sy, sy > 0 ? 270d : 90d, reach, t2])
            } else {
                // a circle of radius 5k touching the segment at (3k·sx, 4k·sy) from its centre
                int k = 1 + random.nextInt(4)
                walls << Circle.of(x, y, 5 * k * unit)
                double px = x + 3 * k * sx * unit
                double py = y + 4 * k * sy * unit
                grazes << [px - t1 * 4 * sy, py + t1 * 3 * sx, px + t2 * 4 * sy, py - t2 * 3 * sx]
                // a ray along the tangent at the circle's rightmost or leftmost point
                rays << [x + 5 * k * sx * unit, y - t2 * sy, sy > 0 ? 90d : 270d, reach, t2]
            }
        }
        def index = new ShapeIndex<Integer>()
        walls.eachWithIndex { Shape w, int i -> index.add(w, i) }
        index.rebuild()
        List<String> wrong = []

        when:
        grazes.eachWithIndex { List<Double> s, int g ->
            int target = 150 + g
            Set<Integer> linear = (0..<walls.size()).findAll { int i -> !Sight.lineOfSight(s[0], s[1], s[2], s[3], [walls[i]]) } as Set
            Set<Integer> indexed = index.crossingAll(s[0], s[1], s[2], s[3])*.payload() as Set
            if (!(target in linear) || indexed != linear || !index.anyCrossing(s[0], s[1], s[2], s[3])) {
                wrong << "segment $s grazing ${walls[target]}: linear $linear, index $indexed"
            }
        }
        rays.eachWithIndex { List<Double> ray, int g ->
            RayHit own = Ray.of(ray[0], ray[1], ray[2], ray[3]).hit(walls[150 + g])
            RayHit expected = Sight.rayCast(ray[0], ray[1], ray[2], ray[3], walls)
            RayHit got = index.rayCast(ray[0], ray[1], ray[2], ray[3])
            if (own == null || Math.abs(own.distance() - ray[4]) > 1e-12 * ray[4] || expected.distance() != got?.distance()) {
                wrong << "ray $ray along ${walls[150 + g]}: its own hit $own, linear $expected, index $got"
            }
        }

        then:
        wrong.isEmpty()

        where:
        power | place
        -1000 | 'right of the origin'
        -60   | 'left of the origin'
        -20   | 'right of the origin'
        0     | 'left of the origin'
        0     | 'right of the origin'
        20    | 'right of the origin'
        60    | 'left of the origin'
        900   | 'right of the origin'
    }

    def "an empty index blocks nothing and hits nothing; a point query is a containment"() {
        given:
        def index = new ShapeIndex<String>()

        expect:
        !index.anyCrossing(0, 0, 10, 10)
        index.rayCast(0, 0, 45, 100) == null

        when:
        index.add(Rect.of(0, 0, 10, 10), 'crate')

        then:
        index.anyCrossing(5, 5, 5, 5)
        index.anyCrossing(-5, 0, 0, 0)                         // touching its corner
        !index.anyCrossing(-5, 0, -Double.MIN_VALUE, 0)
        index.crossingAll(-5, 5, 20, 5)*.payload() == ['crate']
        index.rayCast(-5, 5, 0, 100).distance() == 5
        index.rayCast(-5, 5, 0, 100).wall().name() == null
    }

    def "bad coordinates are refused with the argument"() {
        when:
        new ShapeIndex<String>().anyCrossing(0, Double.NaN, 1, 1)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == 'shape index: query point y must be a finite number but was NaN'
    }

    def "#what is refused, naming the argument: #message"() {
        given: 'an index with a wall, so that a missing check cannot hide behind an empty tree'
        def index = new ShapeIndex<String>()
        index.add(Rect.of(0, 0, 10, 10), 'crate')

        when:
        query(index)

        then:
        def e = thrown(type)
        e.message == message

        where:
        what                          | query                                                            || type                     | message
        'crossing, x1 NaN'            | { ShapeIndex ix -> ix.crossing(Double.NaN, 0, 1, 1, {}) }        || IllegalArgumentException | 'shape index: query point x must be a finite number but was NaN'
        'crossing, y2 infinite'       | { ShapeIndex ix -> ix.crossing(0, 0, 1, Double.POSITIVE_INFINITY, {}) } || IllegalArgumentException | 'shape index: query point y must be a finite number but was Infinity'
        'crossing, a null visitor'    | { ShapeIndex ix -> ix.crossing(0, 0, 1, 1, null) }               || NullPointerException     | 'shape index: visitor must not be null'
        'crossingAll, x2 NaN'         | { ShapeIndex ix -> ix.crossingAll(0, 0, Double.NaN, 1) }         || IllegalArgumentException | 'shape index: query point x must be a finite number but was NaN'
        'anyCrossing, x1 infinite'    | { ShapeIndex ix -> ix.anyCrossing(Double.NEGATIVE_INFINITY, 0, 1, 1) } || IllegalArgumentException | 'shape index: query point x must be a finite number but was -Infinity'
        'anyCrossing, y2 NaN'         | { ShapeIndex ix -> ix.anyCrossing(0, 0, 1, Double.NaN) }         || IllegalArgumentException | 'shape index: query point y must be a finite number but was NaN'
    }

    def "crossing counts the entries it visits, along a segment and at a point"() {
        given:
        def index = new ShapeIndex<String>()
        index.add(Rect.of(0, 0, 10, 10), 'crate')
        index.add(Circle.of(20, 5, 2), 'barrel')
        index.add(Rect.of(0, 50, 5, 5), 'far')
        List<String> seen = []

        expect:
        index.crossing(-5, 5, 30, 5, { seen << it.payload() }) == 2
        seen.sort() == ['barrel', 'crate']
        index.crossing(5, 5, 5, 5, {}) == 1
        index.crossing(-5, 20, 30, 20, {}) == 0
        new ShapeIndex<String>().crossing(0, 0, 1, 1, {}) == 0
    }

    static Shape randomWall(Random r) {
        randomWall(r, 1, 0)
    }

    /** A wall of a random kind on the grid of step {@code unit} from {@code base}. */
    static Shape randomWall(Random r, double unit, double base) {
        double x = base + r.nextInt(400) * unit
        double y = base + r.nextInt(400) * unit
        double w = (1 + r.nextInt(20)) * unit
        double h = (1 + r.nextInt(20)) * unit
        switch (r.nextInt(9)) {
            case 0: return Rect.of(x, y, w, h)
            case 1: return RotatedRect.of(x, y, w, h, r.nextInt(360))
            case 2: return Circle.of(x, y, w / 2)
            case 3: return Fan.of(x, y, r.nextInt(360), [0, 45, 90, 200, 360][r.nextInt(5)], w)
            case 4: return Segment.of(x, y, x + (r.nextInt(41) - 20) * unit, y + (r.nextInt(41) - 20) * unit)
            case 5: return Polyline.of([x, x + w, x + w / 2] as double[], [y, y + h, y + 2 * h] as double[])
            case 6: return Polygon.of([x, x + w, x + w / 2, x + w, x] as double[], [y, y, y + h / 2, y + h, y + h] as double[])
            case 7: return Capsule.of(x, y, x + (r.nextInt(41) - 20) * unit, y + (r.nextInt(41) - 20) * unit, r.nextInt(5) * unit)
            default: return Ellipse.of(x, y, w, h, r.nextInt(360))
        }
    }
}
