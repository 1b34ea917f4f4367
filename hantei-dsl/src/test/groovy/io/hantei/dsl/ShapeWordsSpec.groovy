package io.hantei.dsl

import io.hantei.geom.Capsule
import io.hantei.geom.Circle
import io.hantei.geom.Ellipse
import io.hantei.geom.Polygon
import io.hantei.geom.Polyline
import io.hantei.geom.Segment
import io.hantei.geom.Fan
import io.hantei.geom.PixelRect
import io.hantei.geom.Rect
import io.hantei.geom.RotatedRect
import io.hantei.geom.Vec2
import spock.lang.Specification

import static io.hantei.dsl.Hantei.*

/** Every shape word returns the core object itself, built from its named arguments. */
class ShapeWordsSpec extends Specification {

    def "fan(...) returns the core Fan itself, not a wrapper"() {
        when:
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200)

        then:
        guard.getClass() == Fan
        guard == Fan.of(100, 100, 30, 60, 200)
        guard.apexX() == 100d && guard.apexY() == 100d
        guard.dirDegrees() == 30d && guard.rangeDegrees() == 60d && guard.len() == 200d
    }

    def "a point written #how is the point (3, 4)"() {
        expect:
        circle(at: at, r: 1) == Circle.of(3, 4, 1)

        where:
        how              | at
        'as [x, y]'      | [3, 4]
        'as [x:, y:]'    | [x: 3, y: 4]
        'as [y:, x:]'    | [y: 4, x: 3]
        'with point()'   | point(3, 4)
        'in decimals'    | [3.0, 4.00]
        'as longs'       | [3L, 4L]
    }

    def "point(x, y) is the core Vec2"() {
        expect:
        point(150, 130) == new Vec2(150, 130)
        point(1.5, -2).getClass() == Vec2
    }

    def "rect with anchor #anchor at (100, 50), 40 wide and 20 high, spans x #left..#right, y #top..#bottom"() {
        when:
        def r = rect(args)

        then:
        r.getClass() == Rect
        [r.left(), r.top(), r.right(), r.bottom()] == [left, top, right, bottom]

        where:
        anchor         | args                                                                   || left | top | right | bottom
        '(none)'       | [at: [100, 50], size: [40, 20]]                                        || 100  | 50  | 140   | 70
        'topLeft'      | [at: [100, 50], size: [40, 20], anchor: 'topLeft']                     || 100  | 50  | 140   | 70
        'center'       | [at: [100, 50], size: [40, 20], anchor: 'center']                      || 80   | 40  | 120   | 60
        'bottomCenter' | [at: [100, 50], size: [40, 20], anchor: 'bottomCenter']                || 80   | 30  | 120   | 50
        'size as map'  | [at: [100, 50], size: [w: 40, h: 20]]                                  || 100  | 50  | 140   | 70
    }

    def "the three anchors are the core's three factories"() {
        expect:
        rect(at: [7, 9], size: [4, 6]) == Rect.of(7, 9, 4, 6)
        rect(at: [7, 9], size: [4, 6], anchor: 'center') == Rect.centered(7, 9, 4, 6)
        rect(at: [7, 9], size: [4, 6], anchor: 'bottomCenter') == Rect.bottomCenter(7, 9, 4, 6)
    }

    def "rect with angle #angle and anchor #anchor is the RotatedRect about centre (#cx, #cy)"() {
        when:
        def r = rect(at: [100, 50], size: [40, 20], anchor: anchor, angle: angle)

        then:
        r.getClass() == RotatedRect
        r == RotatedRect.of(cx, cy, 40, 20, angle)

        where:
        anchor         | angle || cx  | cy
        'topLeft'      | 30    || 120 | 60
        'center'       | 30    || 100 | 50
        'bottomCenter' | 30    || 100 | 40
        'center'       | 0     || 100 | 50
        'center'       | -90   || 100 | 50
    }

    def "a rect turned by 90° holds the corners of the upright rectangle exactly"() {
        given: "120 x 40 about (400, 80), turned a quarter: x 380..420, y 20..140"
        def r = rect(at: [400, 80], size: [120, 40], anchor: 'center', angle: 90)

        expect:
        [420, 140] in r
        [380, 20] in r
        !([420.000001, 140] in r)
    }

    def "rect turned #angle° about the pivot #pivot has its centre at (#cx, #cy)"() {
        when: "a 40 x 20 box at (100, 50), top-left anchored: its centre is (120, 60) before the turn"
        def r = rect(at: [100, 50], size: [40, 20], angle: angle, pivot: pivot)

        then:
        r == RotatedRect.of(cx, cy, 40, 20, angle)

        where:
        angle | pivot      || cx  | cy
        90    | [100, 50]  || 90  | 70     // about its top-left corner, as Tiled turns objects
        180   | [100, 50]  || 80  | 40
        -90   | [100, 50]  || 110 | 30
        270   | [100, 50]  || 110 | 30
        90    | [120, 60]  || 120 | 60     // about its own centre: as without a pivot
        0     | [0, 0]     || 120 | 60     // no turn: the pivot does not matter
    }

    def "a door turned 90° on its hinge holds the corners it swings to, exactly"() {
        given: "a 40 x 10 door from (0, 0), hinged at its top-left corner, swung a quarter clockwise: x -10..0, y 0..40"
        def door = rect(at: [0, 0], size: [40, 10], angle: 90, pivot: [0, 0])

        expect:
        [0, 0] in door
        [-10, 40] in door
        [0, 40] in door
        !([Math.nextUp(0d), 20] in door)
        !([-5, Math.nextUp(40d)] in door)
        !([20, 5] in door)   // where the closed door was
    }

    def "pivot takes a point like at: a wrong one is named"() {
        when:
        rect(at: [0, 0], size: [4, 2], angle: 30, pivot: [1])

        then:
        def e = thrown(IllegalArgumentException)
        e.message.startsWith('rect: pivot ')
    }

    def "#word is the core shape itself: #expected"() {
        expect:
        made == expected
        made.getClass() == expected.getClass()

        where:
        word                              | made                                                                  || expected
        'polygon'                         | polygon(points: [[0, 0], [10, 0], [0, 10]])                           || Polygon.of([0, 10, 0] as double[], [0, 0, 10] as double[])
        'polygon at'                      | polygon(points: [[0, 0], [10, 0], [0, 10]], at: [5, 7])               || Polygon.of([5, 15, 5] as double[], [7, 7, 17] as double[])
        'polygon turned about at'         | polygon(points: [[0, 0], [10, 0], [0, 10]], at: [5, 7], angle: 90)    || Polygon.of([5, 5, -5] as double[], [7, 17, 7] as double[])
        'polygon turned about a pivot'    | polygon(points: [[0, 0], [10, 0], [0, 10]], angle: 180, pivot: [5, 5]) || Polygon.of([10, 0, 10] as double[], [10, 10, 0] as double[])
        'polyline'                        | polyline(points: [[0, 0], [30, 0], [60, 10]], at: [200, 100])         || Polyline.of([200, 230, 260] as double[], [100, 100, 110] as double[])
        'polyline turned'                 | polyline(points: [[0, 0], [10, 0]], angle: -90)                       || Polyline.of([0, 0] as double[], [0, -10] as double[])
        'ellipse, top-left'               | ellipse(at: [10, 20], size: [40, 30])                                 || Ellipse.of(30, 35, 40, 30, 0)
        'ellipse, centred, turned'        | ellipse(at: [10, 20], size: [40, 30], anchor: 'center', angle: 30)    || Ellipse.of(10, 20, 40, 30, 30)
        'ellipse, bottom-centre'          | ellipse(at: [10, 20], size: [40, 30], anchor: 'bottomCenter')         || Ellipse.of(10, 5, 40, 30, 0)
        'ellipse turned about its corner' | ellipse(at: [10, 20], size: [40, 30], angle: 90, pivot: [10, 20])     || Ellipse.of(-5, 40, 40, 30, 90)
        'capsule'                         | capsule(from: [50, 20], to: [50, 40], r: 6)                           || Capsule.of(50, 20, 50, 40, 6)
        'segment'                         | segment(from: [0, 0], to: [30, 40])                                   || Segment.of(0, 0, 30, 40)
    }

    def "a polygon turned 90° about its first corner holds its turned corners exactly, and the ulp beside them not"() {
        given: "a 40 x 10 door drawn from (500, 500) and swung a quarter clockwise about that corner: x 490..500, y 500..540"
        def door = polygon(points: [[0, 0], [40, 0], [40, 10], [0, 10]], at: [500, 500], angle: 90)

        expect:
        [[500, 500], [490, 540], [500, 540], [490, 500], [495, 520]].every { it in door }
        [[Math.nextUp(500d), 520], [495, Math.nextUp(540d)], [Math.nextDown(490d), 520], [520, 505]].every { !(it in door) }
    }

    def "the new words are named, checked in checks, and found by in and case"() {
        when:
        def r = new ScriptRunner(new StringWriter()).run('''
            def room = polygon(points: [[0, 0], [100, 0], [100, 60], [40, 60], [40, 100], [0, 100]], name: 'room')
            def body = capsule(from: [50, 20], to: [50, 40], r: 6, name: 'body')
            def ledge = polyline(points: [[0, 0], [30, 0]], at: [200, 100], name: 'ledge')
            def pond = ellipse(at: [300, 300], size: [80, 40], anchor: 'center', name: 'pond')
            def wire = segment(from: [0, 0], to: [30, 40], name: 'wire')
            rule('where') { p -> switch (p) { case wire: return false; case room: return true; default: return p in pond } }
            check('where') { hit 70, 60; miss 70, 61; hit 340, 300; miss 3, 4 }
            check(body) { hit 50, 14; miss 57, 30 }
            check(ledge) { hit 215, 100; miss 215, 101 }
            assert [room, body, ledge, pond, wire]*.name() == ['room', 'body', 'ledge', 'pond', 'wire']
            '''.stripIndent(), 'level.groovy')

        then:
        r.errors.empty
        r.passedCount == 8
        r.passed
    }

    def "pixelRect is the core PixelRect; whole numbers may be written as decimals"() {
        expect:
        pixelRect(at: [0, 100], size: [10, 8]) == PixelRect.of(0, 100, 10, 8)
        pixelRect(at: [0.0, 100], size: [10, 8.0]) == PixelRect.of(0, 100, 10, 8)
        pixelRect(at: [x: -3, y: 4], size: [w: 2, h: 1]) == PixelRect.of(-3, 4, 2, 1)
        pixelRect(at: [0, 0], size: [1, 1]).getClass() == PixelRect
    }

    def "circle is the core Circle"() {
        expect:
        circle(at: [50, 50], r: 40) == Circle.of(50, 50, 40)
        circle(at: [50, 50], r: 40).getClass() == Circle
    }

    def "#word takes a name that the core shape carries"() {
        expect:
        shape.name() == 'zone'

        where:
        word                   | shape
        'rect'                 | rect(at: [0, 0], size: [1, 1], name: 'zone')
        'rect with angle'      | rect(at: [0, 0], size: [1, 1], angle: 10, name: 'zone')
        'pixelRect'            | pixelRect(at: [0, 0], size: [1, 1], name: 'zone')
        'fan'                  | fan(at: [0, 0], dir: 0, range: 90, len: 5, name: 'zone')
        'circle'               | circle(at: [0, 0], r: 1, name: 'zone')
        'a GString name'       | circle(at: [0, 0], r: 1, name: "${'zo'}ne")
    }

    def "a shape without a name has none"() {
        expect:
        fan(at: [0, 0], dir: 0, range: 90, len: 5).name() == null
    }

    def "a named shape is equal to the unnamed one: the name takes no part in hit tests"() {
        expect:
        fan(at: [0, 0], dir: 0, range: 90, len: 5, name: 'guard') == fan(at: [0, 0], dir: 0, range: 90, len: 5)
    }
}
