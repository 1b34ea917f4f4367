package io.hantei.index

import io.hantei.geom.Circle
import io.hantei.geom.Fan
import io.hantei.geom.Rect
import io.hantei.geom.RotatedRect
import io.hantei.geom.Shape
import spock.lang.Specification

import java.util.function.Consumer

class ShapeIndexSpec extends Specification {

    def "on 3000 seeded random scenes (adds, removes, moves, rebuilds) every query equals a linear scan"() {
        given:
        def wrong = []

        when:
        for (long seed = 1; seed <= 3000 && wrong.size() < 3; seed++) {
            wrong.addAll(IndexScenes.run(seed, 40, 30, 8))
        }

        then:
        wrong == []
    }

    def "a level of 5000 static zones and 200 moving bodies answers 3000 point queries as a linear scan does"() {
        given:
        def random = new Random(7)
        def index = new ShapeIndex<String>()
        def zones = (0..<5000).collect { i ->
            double x = 5000 * random.nextDouble()
            double y = 5000 * random.nextDouble()
            Shape s = i % 3 == 0 ? Rect.of(x, y, 5 + 200 * random.nextDouble(), 5 + 200 * random.nextDouble())
                    : i % 3 == 1 ? Circle.of(x, y, 2 + 100 * random.nextDouble())
                    : RotatedRect.of(x, y, 10 + 300 * random.nextDouble(), 10 + 50 * random.nextDouble(), 360 * random.nextDouble())
            index.add(s, "zone $i")
        }
        def bodies = (0..<200).collect { i ->
            index.add(Fan.of(5000 * random.nextDouble(), 5000 * random.nextDouble(), 360 * random.nextDouble(), 60, 80), "guard $i")
        }
        index.rebuild()
        10.times {
            bodies.each { b ->
                Fan f = (Fan) b.shape()
                index.move(b, Fan.of(f.apexX() + 3 * random.nextGaussian(), f.apexY() + 3 * random.nextGaussian(),
                        f.dirDegrees() + 5, 60, 80))
            }
        }
        index.validate()
        def all = zones + bodies
        def mismatches = []

        when:
        3000.times {
            double x = 5000 * random.nextDouble()
            double y = 5000 * random.nextDouble()
            def expected = all.findAll { it.shape().contains(x, y) }.collect { it.payload() } as Set
            def got = index.queryAll(x, y).collect { it.payload() }
            if ((got as Set) != expected || got.size() != expected.size()) {
                mismatches << "($x, $y): $expected vs $got"
            }
        }

        then:
        mismatches == []
        index.size() == 5200
        index.treeHeight() < 40   // balanced: a chain would be thousands deep
    }

    def "an entry keeps its shape and payload, and leaves the index when removed"() {
        given:
        def index = new ShapeIndex<String>()
        def door = index.add(Rect.of(0, 0, 10, 10), "door")
        def pit = index.add(Circle.of(20, 0, 5), "pit")

        expect:
        index.size() == 2
        door.shape() == Rect.of(0, 0, 10, 10)
        door.payload() == "door"
        door.isIndexed()
        index.queryAll(10, 5)*.payload() == ["door"]       // on the door's edge: closed
        index.queryAll(15, 0)*.payload() == ["pit"]        // on the pit's rim
        index.queryAll(12.5, 0) == []

        when:
        index.remove(door)

        then:
        !door.isIndexed()
        index.size() == 1
        index.queryAll(5, 5) == []
        index.queryAll(20, 0)*.payload() == ["pit"]
    }

    def "moving an entry changes what it answers, small steps and big jumps alike"() {
        given:
        def index = new ShapeIndex<String>()
        def player = index.add(Circle.of(0, 0, 1), "player")
        index.add(Rect.of(100, 100, 10, 10), "goal")

        when: "a small step"
        index.move(player, Circle.of(0.5, 0, 1))

        then:
        index.queryAll(1.5, 0)*.payload() == ["player"]
        index.queryAll(-0.75, 0) == []
        player.shape() == Circle.of(0.5, 0, 1)

        when: "a jump into the goal"
        index.move(player, Circle.of(105, 105, 1))

        then:
        index.queryAll(105, 105)*.payload() as Set == ["player", "goal"] as Set
        index.queryAll(0.5, 0) == []
        index.size() == 2
    }

    def "a shape query finds what overlaps it, touching included, and the shape itself when it is indexed"() {
        given:
        def index = new ShapeIndex<String>()
        def wall = Rect.of(0, 0, 10, 10)
        index.add(wall, "wall")
        index.add(Rect.of(10, 0, 5, 5), "touching")
        index.add(Rect.of(Math.nextUp(15d), 0, 5, 5), "an ulp past it")
        def cone = Fan.of(-5, 5, 180, 90, 4)   // looks away from the wall
        index.add(cone, "cone")

        expect:
        index.overlappingAll(Rect.of(12, 1, 3, 1))*.payload() as Set == ["touching"] as Set
        index.overlappingAll(wall)*.payload() as Set == ["wall", "touching"] as Set
        index.overlappingAll(Circle.of(-2, 5, 1)).collect { it.payload() } == []      // x -3..-1: between the two
        index.overlappingAll(Circle.of(-2, 5, 2))*.payload() == ["wall"]              // touches the wall at x = 0
        index.overlappingAll(Circle.of(-3, 5, 2))*.payload() == ["cone"]              // touches the cone's apex (-5, 5)
    }

    def "anyContaining stops at a hit and says null where nothing is"() {
        given:
        def index = new ShapeIndex<Integer>()
        (0..<10).each { index.add(Circle.of(0, 0, it + 1), it) }

        expect:
        index.anyContaining(0, 0) != null
        index.anyContaining(0, 0).shape().contains(0, 0)
        index.anyContaining(10, 0).payload() == 9
        index.anyContaining(Math.nextUp(10d), 0) == null
        new ShapeIndex<Integer>().anyContaining(0, 0) == null
    }

    def "anyContaining finds a closed rectangle at its corners, and nothing an ulp outside: (#x, #y)"() {
        given: 'rectangles at the corners of the root box, through a tree of three leaves'
        def index = new ShapeIndex<String>()
        index.add(Rect.of(0, 0, 10, 10), 'a')
        index.add(Rect.of(20, 20, 5, 5), 'b')
        index.add(Rect.of(40, -5, 2, 2), 'c')

        expect:
        index.anyContaining(x, y)?.payload() == expected

        where:
        x                    | y                    || expected
        0                    | 0                    || 'a'
        10                   | 10                   || 'a'
        10                   | 0                    || 'a'
        0                    | 10                   || 'a'
        25                   | 25                   || 'b'
        42                   | -5                   || 'c'
        40                   | -3                   || 'c'
        Math.nextDown(0d)    | 0                    || null
        25                   | Math.nextUp(25d)     || null
    }

    def "query counts the hits it visits"() {
        given:
        def index = new ShapeIndex<Integer>()
        (0..<10).each { index.add(Circle.of(0, 0, it + 1), it) }
        def seen = []

        expect:
        index.query(5, 0, { seen << it.payload() } as Consumer) == 6
        seen as Set == (4..9) as Set
        index.overlapping(Circle.of(20, 0, 10), {} as Consumer) == 1
    }

    def "rebuild keeps every answer and makes a chain of nested zones shallower"() {
        given: "zones added in an order that the incremental insertion handles badly"
        def index = new ShapeIndex<Integer>()
        (0..<512).each { index.add(Rect.of(it * 3, 0, 2, 2), it) }
        def before = (0..<100).collect { index.queryAll(it * 15 + 1, 1)*.payload() }
        int heightBefore = index.treeHeight()

        when:
        index.rebuild()

        then:
        index.validate()
        (0..<100).collect { index.queryAll(it * 15 + 1, 1)*.payload() } == before
        index.treeHeight() == 9          // 512 leaves split at the median: log2(512)
        index.treeHeight() <= heightBefore
    }

    def "rebuild splits a #cols x #rows grid of cells at the median of the longer side, the tree of least box perimeter"() {
        given: 'unit cells two apart around the origin, added in a shuffled order'
        def index = new ShapeIndex<Integer>()
        def cells = [(0..<cols), (0..<rows)].combinations()
        Collections.shuffle(cells, new Random(cols * rows))
        cells.each { int i, int j -> index.add(Rect.of(2 * i - cols, 2 * j - rows, 1, 1), i * rows + j) }

        when:
        index.rebuild()

        then: 'each inner node holds a block of a x b cells, (2a - 1) + (2b - 1) around, halved along its longer side'
        index.validate()
        index.treeHeight() == Integer.numberOfTrailingZeros(cols * rows)
        Math.abs(index.treeCost() - splitCost(cols, rows)) <= 1e-9 * splitCost(cols, rows)

        where:
        cols | rows
        2    | 1
        1    | 8
        32   | 16
        16   | 64
    }

    /** The half perimeters of the inner nodes of a block of a x b cells split at the median of its longer side. */
    static double splitCost(int a, int b) {
        if (a * b == 1) {
            return 0
        }
        double own = (2 * a - 1) + (2 * b - 1)
        return own + 2 * (b > a ? splitCost(a, b.intdiv(2)) : splitCost(a.intdiv(2), b))
    }

    def "adding, moving and removing one at a time keeps the tree balanced and near a rebuilt one's cost"() {
        given: '3000 small zones and bodies scattered over a level'
        def random = new Random(5150)
        def index = new ShapeIndex<Integer>()
        def entries = (0..<3000).collect { i ->
            index.add(Rect.of(1000 * random.nextDouble(), 1000 * random.nextDouble(), 1 + 9 * random.nextDouble(), 1 + 9 * random.nextDouble()), i)
        }

        when: 'a third moves a few steps, a tenth leaves'
        entries.take(1000).each { e ->
            Rect r = (Rect) e.shape()
            index.move(e, Rect.of(r.left() + 20 * random.nextGaussian(), r.top() + 20 * random.nextGaussian(), r.width(), r.height()))
        }
        entries.drop(2700).each { index.remove(it) }
        index.validate()
        int height = index.treeHeight()
        double cost = index.treeCost()
        index.rebuild()

        then: 'an AVL tree of 2700 leaves is at most 1.44 log2(2700) + 2 = 18.4 deep'
        index.size() == 2700
        height <= 18
        cost <= 1.25 * index.treeCost()
    }

    def "clear empties the index and detaches its entries"() {
        given:
        def index = new ShapeIndex<String>()
        def a = index.add(Rect.of(0, 0, 1, 1), "a")
        index.add(Rect.of(0, 0, 2, 2), "b")

        when:
        index.clear()

        then:
        index.isEmpty()
        !a.isIndexed()
        index.queryAll(0.5, 0.5) == []
        index.validate()

        when: "it fills again"
        index.add(Rect.of(0, 0, 1, 1), "c")

        then:
        index.queryAll(0.5, 0.5)*.payload() == ["c"]
    }

    def "forEach visits every entry once"() {
        given:
        def index = new ShapeIndex<Integer>()
        (0..<20).each { index.add(Circle.of(it, it, 1), it) }
        def seen = []

        when:
        index.forEach { seen << it.payload() }

        then:
        seen.sort() == (0..<20).toList()
        !index.isEmpty() && index.size() == 20
    }

    def "forEach refuses a null action, and an action that changes the index"() {
        given:
        def index = new ShapeIndex<Integer>()
        index.add(Circle.of(0, 0, 1), 0)
        index.add(Circle.of(5, 0, 1), 1)

        when:
        index.forEach(null)

        then:
        def e = thrown(NullPointerException)
        e.message == 'shape index: visitor must not be null'

        when:
        index.forEach { index.add(Circle.of(9, 9, 1), 2) }

        then:
        def changed = thrown(ConcurrentModificationException)
        changed.message == 'shape index: changed by a visitor during a query'
    }

    def "#problem is refused: #message"() {
        given:
        def index = new ShapeIndex<String>()
        def other = new ShapeIndex<String>()
        def entry = index.add(Rect.of(0, 0, 1, 1), "door")
        def foreign = other.add(Rect.of(0, 0, 1, 1), "elsewhere")
        def removed = index.add(Rect.of(0, 0, 1, 1), "gone")
        index.remove(removed)

        when:
        call(index, entry, foreign, removed)

        then:
        def e = thrown(type)
        e.message == message

        where:
        problem                        | type                     | call                                                     || message
        "adding null"                  | NullPointerException     | { ix, en, fo, rm -> ix.add(null, "x") }                       || "shape index: shape must not be null"
        "moving to null"               | NullPointerException     | { ix, en, fo, rm -> ix.move(en, null) }                        || "shape index: shape must not be null"
        "removing null"                | NullPointerException     | { ix, en, fo, rm -> ix.remove(null) }                         || "shape index: entry must not be null"
        "removing twice"               | IllegalArgumentException | { ix, en, fo, rm -> ix.remove(rm) }                            || "shape index: cannot remove Entry[gone: Rect[left 0, top 0, width 1, height 1]]: it was removed"
        "moving another index's entry" | IllegalArgumentException | { ix, en, fo, rm -> ix.move(fo, Rect.of(0, 0, 2, 2)) }         || "shape index: cannot move Entry[elsewhere: Rect[left 0, top 0, width 1, height 1]]: it belongs to another index"
        "a NaN query point"            | IllegalArgumentException | { ix, en, fo, rm -> ix.queryAll(Double.NaN, 0) }              || "shape index: query point x must be a finite number but was NaN"
        "an infinite query point"      | IllegalArgumentException | { ix, en, fo, rm -> ix.anyContaining(0, Double.NEGATIVE_INFINITY) } || "shape index: query point y must be a finite number but was -Infinity"
        "a null visitor"               | NullPointerException     | { ix, en, fo, rm -> ix.query(0, 0, null) }                    || "shape index: visitor must not be null"
        "a null query shape"           | NullPointerException     | { ix, en, fo, rm -> ix.overlappingAll(null) }                 || "shape index: shape must not be null"
        "a null overlap visitor"       | NullPointerException     | { ix, en, fo, rm -> ix.overlapping(Rect.of(0, 0, 1, 1), null) } || "shape index: visitor must not be null"
    }

    def "a visitor that changes the index ends the #kind query with an error"() {
        given:
        def index = new ShapeIndex<String>()
        index.add(Rect.of(0, 0, 10, 10), "a")
        index.add(Rect.of(0, 0, 5, 5), "b")
        Consumer visitor = { index.add(Circle.of(0, 0, 1), "c") } as Consumer

        when:
        ask(index, visitor)

        then:
        def e = thrown(ConcurrentModificationException)
        e.message == "shape index: changed by a visitor during a query"

        where:
        kind      | ask
        'point'   | { ShapeIndex ix, Consumer v -> ix.query(1, 1, v) }
        'shape'   | { ShapeIndex ix, Consumer v -> ix.overlapping(Circle.of(1, 1, 1), v) }
        'segment' | { ShapeIndex ix, Consumer v -> ix.crossing(-1, 1, 3, 1, v) }
    }

    def "an index says how many entries it holds"() {
        given:
        def index = new ShapeIndex<String>()

        expect:
        index.toString() == "ShapeIndex[0 entries]"

        when:
        index.add(Rect.of(0, 0, 1, 1), "door")
        index.add(Circle.of(5, 5, 1), "pit")

        then:
        index.toString() == "ShapeIndex[2 entries]"
    }

    def "point queries and shape queries of every kind allocate nothing"() {
        given: "zones, a counting visitor made once, and points and probes away from every edge"
        def index = new ShapeIndex<Integer>()
        def random = new Random(3)
        2000.times { index.add(Rect.of(1000 * random.nextDouble(), 1000 * random.nextDouble(), 20, 20), it) }
        def counter = new QueryLoop.Counter()
        Shape[] probes = [Circle.of(500.3, 500.3, 30), Rect.of(400.3, 400.3, 30, 30),
                          RotatedRect.of(600.3, 600.3, 30, 30, 20), Fan.of(300.3, 300.3, 20, 90, 40),
                          Fan.of(700.3, 300.3, 20, 270, 40)] as Shape[]

        when:
        long allocated = QueryLoop.allocatedBytes(index, counter, probes, 20_000)

        then: "nothing, give or take the measurement's own few bytes, over 20000 point and 2500 shape queries"
        counter.hits > 0
        allocated < 1_000
    }
}
