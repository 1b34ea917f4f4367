package io.hantei.dsl

import io.hantei.geom.Shape
import spock.lang.Specification

import static io.hantei.dsl.Hantei.*

/** The {@code zones} word: which zones hold a point, which a shape touches, backed by the index. */
class ZonesSpec extends Specification {

    static final Shape DOOR = rect(at: [10, 10], size: [40, 80], name: 'door')        // x 10..50, y 10..90
    static final Shape HALL = rect(at: [0, 0], size: [100, 100], name: 'hall')
    static final Shape WELL = circle(at: [50, 50], r: 10, name: 'well')               // touches the door at (40..50, 50)
    static final Shape GUARD = fan(at: [100, 100], dir: 180, range: 90, len: 60, name: 'guard')
    static final Zones LEVEL = zones(DOOR, HALL, WELL, GUARD)

    def "the zones at #point are #expected, in the order they were given"() {
        expect:
        LEVEL.names(point) == expected
        LEVEL.at(point)*.name() == expected
        (point in LEVEL) == !expected.isEmpty()

        where:
        point            || expected
        [50, 50]         || ['door', 'hall', 'well']          // the door's right edge, the well's centre
        [x: 60, y: 50]   || ['hall', 'well']                  // on the well's rim
        point(61, 50)    || ['hall']
        [100, 100]       || ['hall', 'guard']                 // the hall's corner and the guard's apex
        [40, 100]        || ['hall', 'guard']                 // the hall's bottom edge and the tip of the cone
        [39, 100]        || ['hall']                          // one unit past the tip
        [40, 101]        || []                                // below the hall, beyond the tip
        [-1, -1]         || []
    }

    def "zones.overlapping(#shape) is #expected: touching counts"() {
        expect:
        LEVEL.overlapping(shape)*.name() == expected

        where:
        shape                                          || expected
        rect(at: [50, 95], size: [10, 5])              || ['hall', 'guard']   // the hall's bottom edge, inside the cone
        circle(at: [200, 200], r: 5)                   || []
        rect(at: [60, 45], size: [10, 10])             || ['hall', 'well']    // its left edge touches the rim at (60, 50)
        rect(at: [60.5, 45], size: [10, 10])           || ['hall']
    }

    def "lists of shapes are taken too, and a zone set iterates in order"() {
        given:
        def z = zones([DOOR, WELL], HALL)

        expect:
        z.size() == 3
        z.collect { it.name() } == ['door', 'well', 'hall']
        z.names([45, 50]) == ['door', 'well', 'hall']
        z.toString() == "zones('door', 'well', 'hall')"
    }

    def "a switch picks the first case that holds, zones included"() {
        given:
        def where = { p ->
            switch (p) {
                case WELL: return 'well'
                case LEVEL: return 'somewhere in the level'
                default: return 'outside'
            }
        }

        expect:
        where([50, 55]) == 'well'
        where([90, 90]) == 'somewhere in the level'
        where([500, 500]) == 'outside'
    }

    def "zones(#given) is refused: #message"() {
        when:
        zones(*given)

        then:
        IllegalArgumentException e = thrown()
        e.message == message

        where:
        given                                                   || message
        [DOOR, 'hall']                                          || "zones: argument 2 must be a shape (rect, fan, circle) or a list of shapes, but was 'hall'"
        [[DOOR, 5]]                                             || 'zones: argument 1, item 2 must be a shape (rect, fan, circle) or a list of shapes, but was 5'
        [pixelRect(at: [0, 0], size: [2, 2], name: 'ledge')]    || "zones: argument 1 is pixelRect 'ledge', on the pixel grid — zones are plane shapes: use rect(...) for it"
    }

    def "a point that is not a point says how to write one"() {
        when:
        LEVEL.at([1, 2, 3])

        then:
        IllegalArgumentException e = thrown()
        e.message == 'zones.at: [1, 2, 3] is not a point — write [x, y], [x: 1, y: 2] or point(x, y)'
    }

    def "in a script, a bad zone is reported with the file and the line"() {
        when:
        def r = new ScriptRunner(new StringWriter()).run("def door = rect(at: [0, 0], size: [1, 1])\n\ndef z = zones(door, 42)\n", 'level.groovy')

        then:
        r.errors*.toString().any { it.contains('level.groovy:3') && it.contains('zones: argument 2 must be a shape') }
    }

    def "rules and checks can use zones"() {
        when:
        def r = new ScriptRunner(new StringWriter()).run('''\
            def z = zones(rect(at: [0, 0], size: [10, 10], name: 'a'), circle(at: [20, 0], r: 5, name: 'b'))
            rule('in a trigger') { p -> p in z }
            check('in a trigger') { hit 10, 10; hit 25, 0; miss 12, 5 }
            '''.stripIndent(), 'triggers.groovy')

        then:
        r.errors.isEmpty()
        r.checks.size() == 3
        r.checks.every { it.passed }
    }

    def "on #n seeded random points, zones.at equals asking every zone, and overlapping equals asking every pair"() {
        given:
        def random = new Random(20261122)
        List<Shape> shapes = (0..<300).collect { int i ->
            double x = random.nextDouble() * 1000, y = random.nextDouble() * 1000, s = 5 + random.nextDouble() * 60
            switch (i % 4) {
                case 0: return rect(at: [x, y], size: [s, s / 2], name: "r$i")
                case 1: return rect(at: [x, y], size: [s, s / 3], angle: random.nextDouble() * 360, name: "t$i")
                case 2: return circle(at: [x, y], r: s / 2, name: "c$i")
                default: return fan(at: [x, y], dir: random.nextDouble() * 720 - 360, range: random.nextDouble() * 400, len: s, name: "f$i")
            }
        }
        def z = zones(shapes)

        expect:
        (0..<n).every {
            def p = [random.nextDouble() * 1000, random.nextDouble() * 1000]
            z.at(p) == shapes.findAll { it.contains(p[0] as double, p[1] as double) }
        }
        (0..<200).every {
            Shape probe = circle(at: [random.nextDouble() * 1000, random.nextDouble() * 1000], r: random.nextDouble() * 40)
            z.overlapping(probe) == shapes.findAll { it.overlaps(probe) }
        }

        where:
        n = 5000
    }
}
