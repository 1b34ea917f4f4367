package io.hantei.tiled

import io.hantei.geom.Capsule
import io.hantei.geom.Ellipse
import io.hantei.geom.Polygon
import io.hantei.geom.Polyline
import io.hantei.geom.Rect
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Path

/**
 * Where each kind of Tiled object is (docs/geometry.md §24): the region built in the object's
 * local frame and turned clockwise about its (x, y). Each row is one object of a generated map
 * and one query point; "the ulp beside" is the next double past a boundary.
 *
 * <p>Expected regions are worked out from the rule by hand in the rows: a rectangle at (10, 20),
 * 30 wide and 40 high, turned by 90° about (10, 20), spans x ∈ [10 − 40, 10] and y ∈ [20, 20 + 30].
 */
class TiledObjectShapesSpec extends Specification {

    @TempDir
    Path dir

    static double up(double v) { Math.nextUp(v) }

    static double down(double v) { Math.nextDown(v) }

    MapObject object(String xml, String tilesets = '') {
        new TiledFiles(dir).one(xml, tilesets)
    }

    static String rect(double rotation) {
        """<object id="1" name="r" x="10" y="20" width="30" height="40" rotation="$rotation"/>"""
    }

    def "a rectangle at (10, 20), 30 x 40, turned by #rotation° about (10, 20): (#x, #y) is #verdict"() {
        when:
        def o = object(rect(rotation))

        then:
        o.kind() == MapObject.Kind.RECTANGLE
        o.shape().contains(x, y) == inside

        where:
        rotation | x          | y          || inside
        // 0°: [10, 40] x [20, 60]
        0        | 10         | 20         || true
        0        | 40         | 60         || true
        0        | down(10)   | 30         || false
        0        | up(40)     | 30         || false
        0        | 25         | down(20)   || false
        0        | 25         | up(60)     || false
        // 90°: the local x axis points down the screen: x ∈ [-30, 10], y ∈ [20, 50]
        90       | -30        | 20         || true
        90       | 10         | 50         || true
        90       | down(-30)  | 30         || false
        90       | up(10)     | 30         || false
        90       | 0          | down(20)   || false
        90       | 0          | up(50)     || false
        90       | 35         | 55         || false   // where the unturned rectangle is, not the turned one
        // 180°: x ∈ [-20, 10], y ∈ [-20, 20]
        180      | -20        | -20        || true
        180      | 10         | 20         || true
        180      | down(-20)  | 0          || false
        180      | 0          | up(20)     || false
        // 270°: x ∈ [10, 50], y ∈ [-10, 20]
        270      | 10         | -10        || true
        270      | 50         | 20         || true
        270      | up(50)     | 0          || false
        270      | 30         | down(-10)  || false
        // whole turns and negative angles are the same turns
        -90      | 50         | 20         || true
        -90      | up(50)     | 0          || false
        450      | -30        | 20         || true
        450      | down(-30)  | 30         || false
        360      | 40         | 60         || true
        -180     | -20        | -20        || true

        verdict = inside ? 'inside' : 'outside'
    }

    def "a rectangle turned by a multiple of 90° is an axis-aligned Rect, not a rounded turned one"() {
        expect:
        object(rect(rotation)).shape() instanceof Rect

        where:
        rotation << [0, 90, 180, 270, -90, 450]
    }

    def "a rectangle turned by 30° about its (x, y): the turned local point (#u, #v) is #verdict"() {
        given: 'the local point turned by 30° clockwise about (10, 20), computed here with Math'
        double r = Math.toRadians(30)
        double x = 10 + u * Math.cos(r) - v * Math.sin(r)
        double y = 20 + u * Math.sin(r) + v * Math.cos(r)

        when:
        def o = object(rect(30))

        then:
        o.shape() instanceof Polygon
        o.shape().contains(x, y) == inside

        where:
        u    | v    || inside
        15   | 20   || true      // the centre
        1    | 1    || true      // near the anchor corner
        29   | 39   || true      // near the far corner
        29   | 1    || true
        -1   | 20   || false     // just left of the local box
        15   | 41   || false     // just below it
        31   | 39   || false
        40   | 10   || false     // where the box would be, turned about its centre instead

        verdict = inside ? 'inside' : 'outside'
    }

    def "the anchor (x, y) of a rectangle turned by #rotation° is inside it, exactly, however it is turned"() {
        given: 'the local points (-0.001, -0.001) and (0.001, 0.001), turned with Math: just outside and just inside the corner'
        double r = Math.toRadians(rotation)
        def turned = { double u, double v -> [10.1 + u * Math.cos(r) - v * Math.sin(r), 20.7 + u * Math.sin(r) + v * Math.cos(r)] }

        when: 'the anchor is a corner of the local box [0, w] x [0, h] for every turn'
        def s = object("""<object id="1" x="10.1" y="20.7" width="30.3" height="40.9" rotation="$rotation"/>""").shape()

        then:
        s.contains(10.1, 20.7)
        !s.contains(*turned(-0.001, -0.001))
        s.contains(*turned(0.001, 0.001))

        where:
        rotation << [0, 30, 45, 90, 137.5, 180, 200, 270, -30, 359.9]
    }

    def "the edges of an unturned rectangle are the exact sums x + width: 0.1 + 0.2 holds #x (#verdict)"() {
        when: 'x = 0.1 and width = 0.2: the true right edge 0.1 + 0.2 lies between the doubles 0.3 and 0.30000000000000004'
        def o = object('<object id="1" x="0.1" y="0" width="0.2" height="1"/>')

        then:
        o.shape().contains(x, 0.5) == inside

        where:
        x                   || inside
        0.1d                || true
        0.3d                || true
        0.30000000000000004 || false
        down(0.1d)          || false

        verdict = inside ? 'inside' : 'outside'
    }

    def "a text object is its box, like a rectangle (#x, #y) #verdict"() {
        when:
        def o = object('''<object id="1" x="10" y="20" width="30" height="40" rotation="90"><text wrap="1">Hello</text></object>''')

        then:
        o.kind() == MapObject.Kind.TEXT
        o.shape().contains(x, y) == inside

        where:
        x        | y      || inside
        -30      | 20     || true
        10       | 50     || true
        down(-30)| 30     || false
        35       | 55     || false

        verdict = inside ? 'inside' : 'outside'
    }

    def "an ellipse is inscribed in its local box [0, w] x [0, h] turned about (x, y): #rotation°, (#x, #y) is #verdict"() {
        when: 'w = 10, h = 20 at (0, 0): unturned, the centre is (5, 10) and (5 + 3, 10 + 8) is on the rim (9/25 + 64/100 = 1)'
        def o = object("""<object id="1" x="0" y="0" width="10" height="20" rotation="$rotation"><ellipse/></object>""")

        then:
        o.kind() == MapObject.Kind.ELLIPSE
        o.shape() instanceof Ellipse
        o.shape().contains(x, y) == inside

        where:
        rotation | x         | y         || inside
        0        | 8         | 18        || true
        0        | 8         | up(18)    || false
        0        | 5         | 0         || true       // top of the box
        0        | 5         | down(0)   || false
        0        | 0         | 0         || false      // the box's corner is not in the ellipse
        // 90° about (0, 0): the local point (8, 18) lands on (-18, 8); the centre on (-10, 5)
        90       | -18       | 8         || true
        90       | -18       | up(8)     || false
        90       | -10       | 5         || true
        90       | 5         | 10        || false      // the unturned centre
        180      | -8        | -18       || true
        180      | -8        | down(-18) || false
        270      | 18        | -8        || true
        270      | up(18)    | -8        || false

        verdict = inside ? 'inside' : 'outside'
    }

    def "an ellipse turned by 30° about its top-left (x, y) holds its turned centre and not its unturned one"() {
        given:
        double r = Math.toRadians(30)
        def turned = { double u, double v -> [100 + u * Math.cos(r) - v * Math.sin(r), 50 + u * Math.sin(r) + v * Math.cos(r)] }

        when:
        def s = object('<object id="1" x="100" y="50" width="40" height="20" rotation="30"><ellipse/></object>').shape()

        then:
        s.contains(*turned(20, 10))
        s.contains(*turned(1, 10))
        !s.contains(*turned(-1, 10))
        !s.contains(*turned(2, 1))      // the box's corner region
        !s.contains(120, 60)            // the centre, had it turned about its centre... is (120, 60) unturned
    }

    def "a point object is exactly its (x, y): (#x, #y) is #verdict"() {
        when:
        def o = object('<object id="1" name="spawn" x="5" y="7" rotation="45"><point/></object>')

        then:
        o.kind() == MapObject.Kind.POINT
        o.shape().contains(x, y) == inside

        where:
        x       | y       || inside
        5       | 7       || true
        up(5)   | 7       || false
        5       | down(7) || false

        verdict = inside ? 'inside' : 'outside'
    }

    static final String NOTCHED = '0,0 20,0 20,10 10,5 0,10'   // a notch from below up to (10, 5)

    def "a polygon's vertices are (x, y) + each point, turned by #rotation°: (#x, #y) is #verdict"() {
        when:
        def o = object("""<object id="1" x="100" y="50" rotation="$rotation"><polygon points="$NOTCHED"/></object>""")

        then:
        o.kind() == MapObject.Kind.POLYGON
        o.shape() instanceof Polygon
        o.shape().contains(x, y) == inside

        where:
        rotation | x          | y          || inside
        0        | 100        | 50         || true     // first vertex
        0        | 110        | 55         || true     // the notch's tip
        0        | 110        | 54         || true
        0        | 110        | 57         || false    // inside the notch
        0        | 120        | 60         || true
        0        | up(120)    | 55         || false
        0        | 105        | down(50)   || false
        // 90° about (100, 50): local (u, v) lands on (100 - v, 50 + u)
        90       | 95         | 60         || true     // the notch's tip (10, 5)
        90       | 93         | 60         || false    // inside the notch (10, 7)
        90       | 90         | 70         || true     // local (20, 10)
        90       | 96         | 60         || true     // local (10, 4)
        90       | up(100)    | 60         || false
        180      | 90         | 45         || true     // local (10, 5)
        180      | 90         | 43         || false
        270      | 105        | 40         || true
        270      | 107        | 40         || false

        verdict = inside ? 'inside' : 'outside'
    }

    def "a polygon whose first point is not (0, 0) keeps every point as given: (#x, #y) is #verdict"() {
        when:
        def o = object('<object id="1" x="10" y="10"><polygon points="5,5 15,5 15,15"/></object>')

        then:
        o.shape().contains(x, y) == inside

        where:
        x      | y       || inside
        15     | 15      || true
        25     | 25      || true
        20     | 20      || true
        10     | 10      || false     // (x, y) itself is not a vertex
        25     | down(15)|| false

        verdict = inside ? 'inside' : 'outside'
    }

    def "a self-touching polygon (two squares meeting at a vertex) holds both and the vertex: (#x, #y) is #verdict"() {
        when:
        def o = object('<object id="1" x="0" y="0"><polygon points="0,0 10,0 10,10 20,10 20,20 10,20 10,10 0,10"/></object>')

        then:
        o.shape().contains(x, y) == inside

        where:
        x  | y  || inside
        5  | 5  || true
        15 | 15 || true
        10 | 10 || true
        15 | 5  || false
        5  | 15 || false

        verdict = inside ? 'inside' : 'outside'
    }

    def "a polygon with repeated and collinear vertices is the same region (#x, #y) #verdict"() {
        when:
        def o = object('<object id="1" x="0" y="0"><polygon points="0,0 5,0 5,0 10,0 10,10 0,10 0,10"/></object>')

        then:
        o.shape().contains(x, y) == inside

        where:
        x        | y    || inside
        10       | 10   || true
        up(10)   | 5    || false
        5        | 0    || true

        verdict = inside ? 'inside' : 'outside'
    }

    def "a polyline is its segments, turned by #rotation°: (#x, #y) is #verdict"() {
        when:
        def o = object("""<object id="1" x="10" y="10" rotation="$rotation"><polyline points="0,0 10,0 10,10"/></object>""")

        then:
        o.kind() == MapObject.Kind.POLYLINE
        o.shape() instanceof Polyline
        o.shape().contains(x, y) == inside

        where:
        rotation | x      | y        || inside
        0        | 15     | 10       || true
        0        | 15     | up(10)   || false
        0        | 20     | 15       || true
        0        | 15     | 15       || false    // not filled
        90       | 10     | 15       || true     // local (5, 0) lands on (10, 15)
        90       | 5      | 20       || true     // local (10, 5) on (5, 20)
        90       | 15     | 10       || false

        verdict = inside ? 'inside' : 'outside'
    }

    def "a polygon of #points is what its points span: (#x, #y) is #verdict"() {
        when:
        def o = object("""<object id="1" x="10" y="10"><polygon points="$points"/></object>""")

        then:
        o.shape().contains(x, y) == inside

        where:
        points        | x   | y      || inside
        '0,0 10,0'    | 15  | 10     || true
        '0,0 10,0'    | 15  | up(10) || false
        '3,4'         | 13  | 14     || true
        '3,4'         | 10  | 10     || false

        verdict = inside ? 'inside' : 'outside'
    }

    def "a capsule is the rounded rectangle of radius min(w, h)/2 in its box: (#x, #y) is #verdict"() {
        when: 'w = 30, h = 10 at (0, 0): the points within 5 of the segment from (5, 5) to (25, 5)'
        def o = object("""<object id="1" x="0" y="0" width="$w" height="$h" rotation="$rotation"><capsule/></object>""")

        then:
        o.kind() == MapObject.Kind.CAPSULE
        o.shape() instanceof Capsule
        o.shape().contains(x, y) == inside

        where:
        w  | h  | rotation | x         | y         || inside
        30 | 10 | 0        | 0         | 5         || true
        30 | 10 | 0        | down(0)   | 5         || false
        30 | 10 | 0        | 15        | 0         || true
        30 | 10 | 0        | 15        | up(10)    || false
        30 | 10 | 0        | 0         | 0         || false     // the box's corner is cut off
        30 | 10 | 0        | 30        | 5         || true
        30 | 10 | 0        | 2         | 1         || true      // (2 - 5)² + (1 - 5)² = 25
        10 | 30 | 0        | 5         | 0         || true      // upright: radius 5 about (5, 5) .. (5, 25)
        10 | 30 | 0        | 5         | 30        || true
        10 | 30 | 0        | 5         | up(30)    || false
        30 | 10 | 90       | -5        | 0         || true      // local (0, 5) lands on (-5, 0)
        30 | 10 | 90       | -5        | down(0)   || false
        30 | 10 | 90       | -5        | 30        || true

        verdict = inside ? 'inside' : 'outside'
    }

    def "a zero-size #what is degenerate: (#x, #y) is #verdict"() {
        when:
        def o = object("""<object id="1" x="10" y="20" width="$w" height="$h" rotation="$rotation">$child</object>""")

        then:
        o.shape().contains(x, y) == inside

        where:
        what                      | child        | w  | h  | rotation | x       | y       || inside
        'rectangle'               | ''           | 0  | 0  | 0        | 10      | 20      || true
        'rectangle'               | ''           | 0  | 0  | 0        | up(10)  | 20      || false
        'rectangle'               | ''           | 0  | 10 | 0        | 10      | 25      || true
        'rectangle'               | ''           | 0  | 10 | 0        | up(10)  | 25      || false
        'rectangle turned by 90°' | ''           | 0  | 10 | 90       | 5       | 20      || true
        'rectangle turned by 90°' | ''           | 0  | 10 | 90       | 5       | up(20)  || false
        'ellipse'                 | '<ellipse/>' | 0  | 0  | 0        | 10      | 20      || true
        'ellipse'                 | '<ellipse/>' | 0  | 0  | 0        | 10      | up(20)  || false
        'ellipse'                 | '<ellipse/>' | 10 | 0  | 0        | 15      | 20      || true
        'ellipse'                 | '<ellipse/>' | 10 | 0  | 0        | 15      | up(20)  || false
        'rectangle with no size'  | ''           | '' | '' | 0        | 10      | 20      || true

        verdict = inside ? 'inside' : 'outside'
    }
}
