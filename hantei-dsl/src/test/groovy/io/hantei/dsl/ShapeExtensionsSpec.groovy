package io.hantei.dsl

import io.hantei.geom.Fan
import io.hantei.geom.Shape
import spock.lang.Specification

import static io.hantei.dsl.Hantei.*

/** {@code in}, {@code switch}, {@code contains} and {@code overlaps} on the core shapes, from the extension module. */
class ShapeExtensionsSpec extends Specification {

    static final Fan GUARD = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
    static final Shape DOOR = rect(at: [10, 10], size: [40, 80], name: 'door')

    def "#point in the guard's cone is #inside"() {
        expect:
        (point in GUARD) == inside
        GUARD.isCase(point) == inside
        GUARD.contains(point) == inside

        where:
        point               || inside
        [150, 130]          || true
        [x: 250, y: 160]    || true
        point(100, 100)     || true   // the apex
        [300, 100]          || true   // the 0° edge at full length
        [301, 100]          || false
        [100, 250]          || false  // straight below: 90° is outside 0°..60°
        [x: 50, y: 100]     || false  // behind
        point(100, 320)     || false
    }

    def "a switch tries each shape as a case: #point is #where"() {
        given:
        def whereIs = { p ->
            switch (p) {
                case DOOR: return 'door'
                case GUARD: return 'guard'
                default: return 'nowhere'
            }
        }

        expect:
        whereIs(point) == where

        where:
        point       || where
        [50, 90]    || 'door'    // the door's corner: edges count
        [51, 90]    || 'nowhere'
        [150, 130]  || 'guard'
        [10, 10]    || 'door'
    }

    def "a rect, a turned rect and a circle take points in every form"() {
        expect:
        [50, 90] in DOOR
        [x: 50, y: 90] in DOOR
        point(50, 90) in DOOR
        [200, 80] in rect(at: [200, 80], size: [120, 40], anchor: 'center', angle: 30)
        [126, 208] in circle(at: [120, 200], r: 10)     // 6² + 8² = 10²
        !([127, 208] in circle(at: [120, 200], r: 10))
    }

    def "#value is not a point, and the shape says so"() {
        when:
        GUARD.isCase(value)

        then:
        IllegalArgumentException e = thrown()
        e.message == message

        where:
        value           || message
        'player'        || "fan 'guard': 'player' is not a point — write [x, y], [x: 1, y: 2] or point(x, y)"
        [1, 2, 3]       || "fan 'guard': [1, 2, 3] is not a point — write [x, y], [x: 1, y: 2] or point(x, y)"
        [x: 1]          || "fan 'guard': [x: 1] is not a point — write [x, y], [x: 1, y: 2] or point(x, y)"
        [1, 'two']      || "fan 'guard': [1, 'two'] is not a point — write [x, y], [x: 1, y: 2] or point(x, y)"
        null            || "fan 'guard': null is not a point — write [x, y], [x: 1, y: 2] or point(x, y)"
    }

    def "an unnamed shape is called by its kind"() {
        when:
        'here' in circle(at: [0, 0], r: 1)

        then:
        IllegalArgumentException e = thrown()
        e.message == "circle: 'here' is not a point — write [x, y], [x: 1, y: 2] or point(x, y)"
    }

    def "a NaN query point is the core's error, never a silent false"() {
        when:
        [Double.NaN, 1] in GUARD

        then:
        IllegalArgumentException e = thrown()
        e.message == "fan 'guard': query point x must be a finite number but was NaN"
    }

    def "pixel #pixel of pixels x 10..39, y 100..107 is covered: #covered"() {
        given:
        def bridge = pixelRect(at: [10, 100], size: [30, 8], name: 'bridge')

        expect:
        (pixel in bridge) == covered
        bridge.contains(pixel) == covered

        where:
        pixel             || covered
        [10, 100]         || true
        [39, 107]         || true
        [40, 100]         || false    // x + w belongs to the next platform
        [10, 108]         || false
        [x: 20, y: 103]   || true
        point(20, 103)    || true
        [20.0, 103]       || true     // a whole number written as a decimal
    }

    def "a pixel has whole-number coordinates"() {
        when:
        [10.5, 100] in pixelRect(at: [10, 100], size: [30, 8], name: 'bridge')

        then:
        IllegalArgumentException e = thrown()
        e.message == "pixelRect 'bridge': a pixel has whole-number coordinates, but was [10.5, 100]"
    }

    def "#a overlaps #b: #overlap"() {
        expect:
        a.overlaps(b) == overlap
        b.overlaps(a) == overlap

        where:
        a                                          | b                                              || overlap
        rect(at: [0, 100], size: [10, 8])          | rect(at: [10, 100], size: [30, 8])             || true   // touching edges
        rect(at: [0, 100], size: [10, 8])          | rect(at: [10.5, 100], size: [30, 8])           || false
        rect(at: [0, 0], size: [10, 10])           | rect(at: [10, 10], size: [5, 5])               || true   // one corner
        circle(at: [0, 0], r: 5)                   | circle(at: [10, 0], r: 5)                      || true   // touching
        circle(at: [0, 0], r: 5)                   | circle(at: [10, 0.5], r: 5)                    || false
        pixelRect(at: [0, 100], size: [10, 8])     | pixelRect(at: [10, 100], size: [30, 8])        || false  // neighbours
        pixelRect(at: [0, 100], size: [10, 8])     | pixelRect(at: [9, 107], size: [1, 1])          || true
        pixelRect(at: [0, 100], size: [10, 8])     | pixelRect(at: [5, 100], size: [0, 8])          || false  // covers no pixel
    }

    def "shapes of different kinds overlap through the core: #a with #b is #overlap"() {
        expect:
        a.overlaps(b) == overlap
        b.overlaps(a) == overlap

        where:
        a                                                   | b                                              || overlap
        fan(at: [0, 0], dir: 0, range: 90, len: 10)         | rect(at: [10, 0], size: [5, 5])                || true   // the tip on the corner
        fan(at: [0, 0], dir: 0, range: 90, len: 10)         | rect(at: [10.5, 0], size: [5, 5])              || false
        fan(at: [0, 0], dir: 0, range: 90, len: 10)         | circle(at: [-3, 0], r: 3)                      || true   // touching the apex
        fan(at: [0, 0], dir: 0, range: 90, len: 10)         | circle(at: [-3.5, 0], r: 3)                    || false  // behind the apex
        rect(at: [0, 0], size: [10, 10], angle: 90)         | rect(at: [10, 0], size: [5, 5])                || true   // a quarter turn of a square is the square
        circle(at: [0, 0], r: 5)                            | rect(at: [3, 4], size: [1, 1])                 || true   // (3, 4) on the rim
    }

    def "the pixel grid does not overlap the plane: #a with #b"() {
        when:
        a.overlaps(b)

        then:
        IllegalArgumentException e = thrown()
        e.message == message

        where:
        a                                                        | b                                                      || message
        pixelRect(at: [0, 0], size: [2, 2], name: 'ledge')       | rect(at: [0, 0], size: [2, 2], name: 'area')           || "overlaps: pixelRect 'ledge' with rect 'area' mixes the pixel grid with the plane — compare a pixelRect with a pixelRect, or use rect(...) for both"
        rect(at: [0, 0], size: [2, 2], name: 'area')             | pixelRect(at: [0, 0], size: [2, 2], name: 'ledge')     || "overlaps: rect 'area' with pixelRect 'ledge' mixes the pixel grid with the plane — compare a pixelRect with a pixelRect, or use rect(...) for both"
    }

    def "in and switch work in statically compiled code: extension modules reach the type checker"() {
        given:
        def shell = new GroovyShell(getClass().classLoader)

        when:
        def result = shell.evaluate('''
            import groovy.transform.CompileStatic
            import io.hantei.geom.*
            import static io.hantei.dsl.Hantei.*

            @CompileStatic
            class Zones {
                static String where(List p) {
                    Fan guard = fan(at: [100, 100], dir: 30, range: 60, len: 200)
                    Shape door = rect(at: [10, 10], size: [40, 80])
                    switch (p) {
                        case door: return 'door'
                        case guard: return 'guard'
                        default: return (p in guard) ? 'impossible' : 'nowhere'
                    }
                }
            }
            [Zones.where([50, 90]), Zones.where([150, 130]), Zones.where([0, 0])]
        ''')

        then:
        result == ['door', 'guard', 'nowhere']
    }

    def "the Java core declares no isCase: in and switch come from the DSL's extension module"() {
        given: "(ArchitectureSpec checks that the core imports no Groovy at all)"
        def sources = []
        new File('hantei-geom/src/main/java/io/hantei/geom').eachFileRecurse { if (it.name.endsWith('.java')) sources << it }

        expect:
        sources.size() > 5
        sources.every { f -> !f.text.contains('isCase') }
        getClass().classLoader.getResource('META-INF/groovy/org.codehaus.groovy.runtime.ExtensionModule')
                .text.contains('extensionClasses=io.hantei.dsl.ShapeExtensions')
    }
}
