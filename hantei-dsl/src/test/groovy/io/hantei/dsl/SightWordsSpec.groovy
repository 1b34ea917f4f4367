package io.hantei.dsl

import io.hantei.geom.Capsule
import io.hantei.geom.Circle
import io.hantei.geom.Fan
import io.hantei.geom.Polygon
import io.hantei.geom.Polyline
import io.hantei.geom.RayHit
import io.hantei.geom.Rect
import io.hantei.geom.RotatedRect
import io.hantei.geom.Segment
import io.hantei.geom.Shape
import io.hantei.geom.Sight
import io.hantei.geom.Vec2
import spock.lang.Specification

import static io.hantei.dsl.Hantei.lineOfSight
import static io.hantei.dsl.Hantei.point
import static io.hantei.dsl.Hantei.rayCast
import static io.hantei.dsl.Hantei.zones

/**
 * The sight words of the DSL (docs/geometry.md §23): {@code lineOfSight(from:, to:, walls:)},
 * {@code rayCast(from:, dir:, len:, walls:)}, {@code fan.sees(p, walls)} and
 * {@code zones.crossing(from, to)}. Walls are closed: grazing a corner, running along an edge,
 * starting or ending on or in a wall blocks. Every answer is asked with the walls as a list and
 * as a zones set (through its index), and with the points written all three ways.
 *
 * <p>The level of most rows: a square pillar 160..200 x 130..170, a column of radius 12 at
 * (200, 90), a thin wall from (300, 0) to (300, 60), and a guard at (40, 150) looking right.
 */
class SightWordsSpec extends Specification {

    static final Polygon PILLAR = Polygon.of([new Vec2(160, 130), new Vec2(200, 130), new Vec2(200, 170), new Vec2(160, 170)]).named('pillar')
    static final Circle COLUMN = Circle.of(200, 90, 12).named('column')
    static final Segment THIN = Segment.of(300, 0, 300, 60).named('thin wall')
    static final List<Shape> WALLS = [PILLAR, COLUMN, THIN]
    static final Fan GUARD = Fan.of(40, 150, 0, 90, 380).named('guard')

    static final double UP_100 = Math.nextDown(100d)      // one ulp above 100 on the screen (y grows down)

    /** The answer with the walls as a list and as zones, and the points written three ways: all must agree. */
    static boolean sight(List<Double> a, List<Double> b, List<Shape> walls = WALLS) {
        def answers = [
                lineOfSight(from: a, to: b, walls: walls),
                lineOfSight(from: [x: a[0], y: a[1]], to: point(b[0], b[1]), walls: zones(walls)),
                lineOfSight(from: point(a[0], a[1]), to: [x: b[0], y: b[1]], walls: [walls.take(1), walls.drop(1)]),
                Sight.lineOfSight(a[0], a[1], b[0], b[1], walls)]
        assert answers.unique().size() == 1 : answers
        answers[0]
    }

    def "line of sight #from → #to: #why, so #clear"() {
        expect:
        sight(from, to) == clear

        where:
        from                       | to                       || clear | why
        [40d, 150d]                | [300d, 100d]             || true  | 'over the pillar and under the column'
        [40d, 150d]                | [300d, 150d]             || false | 'through the pillar'
        [40d, 150d]                | [340d, 100d]             || false | "through the pillar's corner (160, 130) exactly"
        [40d, 150d]                | [340d, UP_100]           || true  | 'one ulp above that corner'
        [100d, 130d]               | [300d, 130d]             || false | "along the pillar's top edge"
        [100d, Math.nextDown(130d)] | [300d, Math.nextDown(130d)] || true | 'one ulp above the top edge, parallel to it'
        [100d, 150d]               | [160d, 150d]             || false | "ending on the pillar's edge"
        [100d, 150d]               | [Math.nextDown(160d), 150d] || true | 'ending one ulp before the edge'
        [160d, 150d]               | [100d, 150d]             || false | 'starting on the edge'
        [180d, 150d]               | [180d, 300d]             || false | 'starting inside the pillar'
        [100d, 200d]               | [180d, 150d]             || false | 'ending inside the pillar'
        [100d, 100d]               | [100d, 100d]             || true  | 'from = to, in no wall'
        [180d, 150d]               | [180d, 150d]             || false | 'from = to, inside the pillar'
        [160d, 130d]               | [160d, 130d]             || false | 'from = to, on the corner'
        [Math.nextDown(160d), 130d] | [Math.nextDown(160d), 130d] || true | 'from = to, one ulp beside the corner'
        [150d, 78d]                | [250d, 78d]              || false | 'tangent to the column (its top is y 78)'
        [150d, Math.nextDown(78d)] | [250d, Math.nextDown(78d)] || true | 'one ulp above the tangent'
        [250d, 30d]                | [350d, 30d]              || false | 'across the thin wall'
        [250d, 60d]                | [350d, 60d]              || false | "touching the thin wall's end"
        [250d, Math.nextUp(60d)]   | [350d, Math.nextUp(60d)] || true  | "one ulp below the thin wall's end"
        [300d, 10d]                | [300d, 20d]              || false | 'along the thin wall, overlapping it'
        [Math.nextUp(300d), 0d]    | [Math.nextUp(300d), 60d] || true  | 'parallel to the thin wall, one ulp beside it'
        [300d, 60d]                | [300d, 80d]              || false | 'collinear with the thin wall, touching its end'
        [300d, Math.nextUp(60d)]   | [300d, 80d]              || true  | 'collinear, one ulp past its end'
        [-1e300, 0d]               | [1e300, 0d]              || false | 'a line across the doubles through the thin wall'
        [-1e300, 150d]             | [1e300, 150d]            || false | 'a line across the doubles through the pillar'
        [-1e300, 300d]             | [1e300, 300d]            || true  | 'a line across the doubles below everything'
    }

    def "no walls: every line is clear, even from = to"() {
        expect:
        lineOfSight(from: [0, 0], to: [10, 10], walls: [])
        lineOfSight(from: [5, 5], to: [5, 5], walls: zones())
        lineOfSight(from: [0, 0], to: [1, 1], walls: [[], []])
    }

    // ---- rayCast

    def "rayCast from #from at #dir° for #len: #what"() {
        when:
        RayHit hit = rayCast(from: from, dir: dir, len: len, walls: WALLS)
        RayHit viaZones = rayCast(from: from, dir: dir, len: len, walls: zones(WALLS))

        then: 'the same hit through the index, the same wall'
        hit == viaZones
        hit?.wall().is(viaZones?.wall())

        and:
        hit?.wall?.name == wall
        hit?.distance == distance
        hit?.point == (at == null ? null : new Vec2(at[0], at[1]))

        where:
        from          | dir  | len || wall        | distance | at           | what
        [40, 150]     | 0    | 380 || 'pillar'    | 120d     | [160, 150]   | 'straight ahead: the pillar'
        [40, 150]     | 0    | 120 || 'pillar'    | 120d     | [160, 150]   | 'the pillar exactly at the end of the ray: closed'
        [40, 150]     | 0    | Math.nextDown(120d) || null | null | null    | 'one ulp short of the pillar'
        [40, 150]     | 180  | 380 || null        | null     | null         | 'behind the guard: nothing'
        [180, 150]    | 90   | 50  || 'pillar'    | 0d       | [180, 150]   | 'from inside the pillar: a hit at 0'
        [160, 140]    | 180  | 50  || 'pillar'    | 0d       | [160, 140]   | "from the pillar's edge, away from it: a hit at 0"
        [250, 30]     | 0    | 100 || 'thin wall' | 50d      | [300, 30]    | 'across the thin wall'
        [300, -10]    | 90   | 100 || 'thin wall' | 10d      | [300, 0]     | 'along the thin wall: its nearer end'
    }

    def "rays and lines near the largest doubles answer as a list and through zones"() {
        given:
        def far = Segment.of(1e308, 1.4e308, 1e308, 1.6e308).named('far')
        def walls = [PILLAR, far]

        expect:
        rayCast(from: [1.5e308, 1.5e308], dir: 180, len: 1e308, walls: walls) == new RayHit(0.5e308, 1e308, 1.5e308, far)
        rayCast(from: [1.5e308, 1.5e308], dir: 180, len: 1e308, walls: zones(walls)) == new RayHit(0.5e308, 1e308, 1.5e308, far)
        !sight([1.5e308d, 1.5e308d], [-1.5e308d, 1.5e308d], walls)
        sight([1.5e308d, 1.5e308d], [1.5e308d, -1.5e308d], walls)
    }

    def "a ray's hit reads well in a script: hit.distance, hit.point (a point for in), hit.wall.name"() {
        when:
        def r = new ScriptRunner(new StringWriter()).run('''\
            def pillar = polygon(points: [[0, 0], [40, 0], [40, 40], [0, 40]], at: [160, 130], name: 'pillar')
            def shot = rayCast(from: [40, 150], dir: 0, len: 380, walls: [pillar])
            assert shot.distance == 120
            assert shot.point == point(160, 150) && shot.point in pillar && shot.x == 160 && shot.y == 150
            assert shot.wall.name == 'pillar' && shot.wall.name() == 'pillar' && shot.wall.is(pillar)
            assert rayCast(from: [40, 150], dir: 180, len: 380, walls: [pillar]) == null
            def guard = fan(at: [40, 150], dir: 0, range: 90, len: 380)
            assert guard.apex == point(40, 150)
            assert rayCast(from: guard.apex, dir: 0, len: 380, walls: zones(pillar)).wall.name == 'pillar'
            '''.stripIndent(), 'level.groovy')

        then:
        r.errors*.toString() == []
    }

    def "walls touched at the same distance: the first given is the hit, as a list and through zones (#order)"() {
        given: 'two walls with the same left edge, and a third touched at the same point by its corner'
        def a = Rect.of(160, 130, 40, 40).named('a')
        def b = Polygon.of([new Vec2(160, 100), new Vec2(180, 100), new Vec2(180, 200), new Vec2(160, 200)]).named('b')
        def c = Polygon.of([new Vec2(160, 150), new Vec2(170, 140), new Vec2(170, 160)]).named('c')
        Map<String, Shape> byName = [a: a, b: b, c: c]
        List<Shape> walls = order.collect { byName[it] }

        when:
        RayHit listed = rayCast(from: [40, 150], dir: 0, len: 380, walls: walls)
        RayHit indexed = rayCast(from: [40, 150], dir: 0, len: 380, walls: zones(walls))

        then:
        listed.wall.name == order[0]
        indexed.wall.name == order[0]
        listed == indexed
        listed.distance == 120

        where:
        order << [['a', 'b', 'c'], ['b', 'a', 'c'], ['c', 'b', 'a'], ['c', 'a', 'b']]
    }

    // ---- the same answers as a list and through zones, on seeded levels

    /** A level of walls on a coarse grid, so that lines graze corners, run along edges and end on walls often. */
    static List<Shape> seededWalls(Random rnd, int count) {
        List<Shape> walls = []
        count.times { int i ->
            double x = rnd.nextInt(40) * 5
            double y = rnd.nextInt(40) * 5
            double w = (1 + rnd.nextInt(6)) * 5
            double h = (1 + rnd.nextInt(6)) * 5
            Shape s
            switch (rnd.nextInt(8)) {
                case 0: s = Rect.of(x, y, w, h); break
                case 1: s = RotatedRect.of(x, y, w, h, 90 * rnd.nextInt(4)); break
                case 2: s = Segment.of(x, y, x + w, y + (rnd.nextBoolean() ? h : 0)); break
                case 3: s = Polygon.of([new Vec2(x, y), new Vec2(x + w, y), new Vec2(x, y + h)]); break
                case 4: s = Polyline.of([new Vec2(x, y), new Vec2(x + w, y), new Vec2(x + w, y + h)]); break
                case 5: s = Circle.of(x, y, w / 2); break
                case 6: s = Capsule.of(x, y, x + w, y, 2.5); break
                default: s = walls.isEmpty() ? Rect.of(x, y, w, h) : walls[rnd.nextInt(walls.size())] // the same wall twice: ties
            }
            walls << s.named('w' + i)
        }
        walls
    }

    def "on seeded levels, lineOfSight, rayCast and zones.crossing answer the same with the walls as a list and as zones (seed #seed)"() {
        given:
        Random rnd = new Random(seed)
        List<Shape> walls = seededWalls(rnd, 60)
        Zones set = zones(walls)
        int blocked = 0
        int hits = 0

        expect:
        (0..<1500).every { int k ->
            List<Double> a = [rnd.nextInt(44) * 5 - 10d, rnd.nextInt(44) * 5 - 10d]
            List<Double> b = k % 10 == 0 ? a : [rnd.nextInt(44) * 5 - 10d, rnd.nextInt(44) * 5 - 10d]
            boolean listed = lineOfSight(from: a, to: b, walls: walls)
            boolean indexed = lineOfSight(from: a, to: b, walls: set)
            List<Shape> touching = set.crossing(a, b)
            blocked += listed ? 0 : 1
            double dir = k % 3 == 0 ? 45 * rnd.nextInt(8) : rnd.nextDouble() * 720 - 360
            double len = rnd.nextInt(60) * 5
            RayHit ray = rayCast(from: a, dir: dir, len: len, walls: walls)
            RayHit rayIndexed = rayCast(from: a, dir: dir, len: len, walls: set)
            hits += ray == null ? 0 : 1
            assert listed == indexed : "$a → $b"
            assert listed == touching.isEmpty() : "$a → $b: $touching"
            assert touching == walls.findAll { Shape w -> !Sight.lineOfSight(a[0], a[1], b[0], b[1], [w]) } : "$a → $b"
            assert ray == rayIndexed : "$a at $dir for $len"
            assert ray?.wall().is(rayIndexed?.wall()) : "$a at $dir for $len: ${ray?.wall()?.name()} and ${rayIndexed?.wall()?.name()}"
            true
        }
        blocked > 300 && blocked < 1400   // both answers are well represented
        hits > 300

        where:
        seed << [15L, 1515L, 20261125L]
    }

    // ---- fan.sees

    def "guard.sees(#p, walls) is #seen: #why"() {
        expect: 'every point form, the walls as a list (nested too) and as zones, and the core agree'
        GUARD.sees(p, WALLS) == seen
        GUARD.sees([x: p[0], y: p[1]], zones(WALLS)) == seen
        GUARD.sees(point(p[0], p[1]), [[PILLAR], [COLUMN, [THIN]]]) == seen
        GUARD.sees(new Vec2(p[0], p[1]), WALLS) == seen
        GUARD.sees(p[0], p[1], WALLS) == seen

        where:
        p           || seen  | why
        [300, 100]  || true  | 'in the open'
        [100, 150]  || true  | 'close in front'
        [40, 150]   || true  | 'the apex: in the cone, the line a point in no wall'
        [300, 150]  || false | 'behind the pillar'
        [280, 60]   || false | 'behind the column'
        [340, 100]  || false | "the line grazes the pillar's corner"
        [40, 280]   || false | 'outside the cone (straight below), whatever the walls'
        [180, 150]  || false | 'inside the pillar'
    }

    def "sees with a point(x, y) and a list takes the DSL's reading of the walls, not the core's Fan.sees(Vec2, Iterable)"() {
        expect: 'nested lists would be a ClassCastException in the core'
        GUARD.sees(point(300, 150), [[PILLAR]]) == false

        when:
        GUARD.sees(point(300, 150), [PILLAR, 'door'])

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "fan 'guard'.sees: walls[1] must be a shape but was 'door'"
    }

    // ---- errors of sees and zones.crossing, with their line

    static List<String> errors(String line2) {
        new ScriptRunner(new StringWriter()).run(
                "def guard = fan(at: [40, 150], dir: 0, range: 90, len: 380, name: 'guard'); def z = zones(circle(at: [0, 0], r: 1))\n" +
                        line2 + '\n', 'level.groovy').errors*.toString()
    }

    def "#call fails with: #message"() {
        expect:
        errors(call) == ['level.groovy:2: ' + message]

        where:
        call                                          || message
        "guard.sees('here', [])"                      || "fan 'guard'.sees: 'here' is not a point — write [x, y], [x: 1, y: 2] or point(x, y)"
        "guard.sees([1, 2, 3], [])"                   || "fan 'guard'.sees: [1, 2, 3] is not a point — write [x, y], [x: 1, y: 2] or point(x, y)"
        "guard.sees([Double.NaN, 0], [])"             || "fan 'guard'.sees: point x must be a finite number but was NaN"
        "guard.sees([0, 0], 'room')"                  || "fan 'guard'.sees: walls must be a list of shapes or zones(...) but was 'room'"
        "guard.sees([0, 0], [[5]])"                   || "fan 'guard'.sees: walls[0][0] must be a shape but was 5"
        "guard.sees([500, 500], ['door'])"            || "fan 'guard'.sees: walls[0] must be a shape but was 'door'"
        "def l = []; l << l; lineOfSight(from: [0, 0], to: [1, 1], walls: l)" || "lineOfSight: walls[0] is a list that holds itself — walls are shapes and lists of shapes"
        "def l = [[]]; l[0] << l; guard.sees([0, 0], [l])" || "fan 'guard'.sees: walls[0][0][0] is a list that holds itself — walls are shapes and lists of shapes"
        "z.crossing('a', [0, 0])"                     || "zones.crossing: 'a' is not a point — write [x, y], [x: 1, y: 2] or point(x, y)"
        "z.crossing([0, Double.NaN], [0, 0])"         || "zones.crossing: from y must be a finite number but was NaN"
        "z.crossing([0, 0], [Double.POSITIVE_INFINITY, 0])" || "zones.crossing: to x must be a finite number but was Infinity"
    }

    def "zones.crossing lists the zones a segment touches in the order given; for equal ends, those holding the point"() {
        given:
        def set = zones(THIN, PILLAR, COLUMN)

        expect:
        set.crossing([40, 150], [400, 150])*.name() == ['pillar']
        set.crossing([190, 90], [310, 30])*.name() == ['thin wall', 'column']
        set.crossing([150, 78], [250, 78])*.name() == ['column']
        set.crossing([180, 150], [180, 150])*.name() == ['pillar']
        set.crossing([0, 300], [400, 300]) == []
    }

    // ---- the report of a failed check

    static ScriptResult run(String script) {
        new ScriptRunner(new StringWriter()).run(script.stripIndent(), 'level.groovy')
    }

    static final String LEVEL = '''\
        def pillar = polygon(points: [[0, 0], [40, 0], [40, 40], [0, 40]], at: [160, 130], name: 'pillar')
        def column = circle(at: [200, 90], r: 12, name: 'column')
        def guard = fan(at: [40, 150], dir: 0, range: 90, len: 380, name: 'guard')
        '''

    def "a failed check names the walls that block its sight line (#walls), and the fan"() {
        when:
        def r = run(LEVEL + """\
            def walls = $walls
            rule('guard sees player') { p -> guard.sees(p, walls) }
            check('guard sees player') {
                hit 300, 150
                miss 300, 100
            }
            """)

        then:
        r.errors*.toString() == []
        r.failed.size() == 2
        r.failed[0].shapes*.name() == ['guard', 'pillar']
        r.failed[0].shapeNotes == [
                "Fan 'guard'[apex (40, 150), dir 0°, range 90°, len 380] contains (300, 150)",
                "Polygon 'pillar'[4 vertices: (160, 130), (200, 130), (200, 170), (160, 170)] blocks the sight line (40, 150) → (300, 150)"]

        and: 'a clear line that should have been blocked: only the fan, which holds the point'
        r.failed[1].shapes*.name() == ['guard']

        where:
        walls << ['[column, pillar]', 'zones(column, pillar)']
    }

    def "every wall a blocked line touches is named, in the order given, up to eight"() {
        when:
        def r = run('''\
            def posts = (0..<12).collect { i -> circle(at: [20 + 10 * i, 0], r: 2, name: "post $i") }
            rule('clear') { p -> lineOfSight(from: [0, 0], to: p, walls: posts.reverse()) }
            check('clear') { hit 200, 0 }
            ''')

        then:
        r.failed[0].shapes*.name() == (11..4).collect { "post $it" }
        r.failed[0].shapeNotes.every { it.endsWith('blocks the sight line (0, 0) → (200, 0)') }
    }

    def "a failed check that asked a ray names the wall it hit first, and how far along"() {
        when:
        def r = run(LEVEL + '''\
            rule('a bullet reaches the far wall') { x, y ->
                rayCast(from: [40, 150], dir: Math.toDegrees(Math.atan2(y - 150, x - 40)), len: 500, walls: [pillar, column]) == null
            }
            check('a bullet reaches the far wall') { hit 300, 150 }
            ''')

        then:
        r.failed[0].shapeNotes == ["Polygon 'pillar'[4 vertices: (160, 130), (200, 130), (200, 170), (160, 170)] " +
                                           'is the first wall the ray from (40, 150) at 0° meets, 120 along']
    }
}
