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
        double x = r.nextInt(400)
        double y = r.nextInt(400)
        double w = 1 + r.nextInt(20)
        double h = 1 + r.nextInt(20)
        switch (r.nextInt(9)) {
            case 0: return Rect.of(x, y, w, h)
            case 1: return RotatedRect.of(x, y, w, h, r.nextInt(360))
            case 2: return Circle.of(x, y, w / 2)
            case 3: return Fan.of(x, y, r.nextInt(360), [0, 45, 90, 200, 360][r.nextInt(5)], w)
            case 4: return Segment.of(x, y, x + r.nextInt(41) - 20, y + r.nextInt(41) - 20)
            case 5: return Polyline.of([x, x + w, x + w / 2] as double[], [y, y + h, y + 2 * h] as double[])
            case 6: return Polygon.of([x, x + w, x + w / 2, x + w, x] as double[], [y, y, y + h / 2, y + h, y + h] as double[])
            case 7: return Capsule.of(x, y, x + r.nextInt(41) - 20, y + r.nextInt(41) - 20, r.nextInt(5))
            default: return Ellipse.of(x, y, w, h, r.nextInt(360))
        }
    }
}
