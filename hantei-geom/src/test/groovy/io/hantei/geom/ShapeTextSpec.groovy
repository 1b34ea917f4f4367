package io.hantei.geom

import spock.lang.Specification

/**
 * How the shapes whose specs do not pin it write themselves: the kind, the name in quotes when
 * there is one, and the values as a designer would write them (100 rather than 100.0). Reports,
 * failed checks and pictures show this text.
 */
class ShapeTextSpec extends Specification {

    def "#shape.getClass().simpleName #named is written #text"() {
        expect:
        shape.toString() == text

        where:
        shape                                                   || text
        Rect.of(10, 20, 30, 40)                                 || 'Rect[left 10, top 20, width 30, height 40]'
        Rect.of(0.5d, -2, 1, 2.25d).named('door')               || "Rect 'door'[left 0.5, top -2, width 1, height 2.25]"
        RotatedRect.of(1, 2, 20, 10, 30)                        || 'RotatedRect[centre (1, 2), width 20, height 10, angle 30°]'
        RotatedRect.of(1.5d, 2, 20, 10, -45.5d).named('gate')   || "RotatedRect 'gate'[centre (1.5, 2), width 20, height 10, angle -45.5°]"
        Circle.of(1, 2, 3)                                      || 'Circle[centre (1, 2), r 3]'
        Circle.of(1, 2, 0.5d).named('pickup')                   || "Circle 'pickup'[centre (1, 2), r 0.5]"
        Fan.of(1, 2, 30, 60, 10)                                || 'Fan[apex (1, 2), dir 30°, range 60°, len 10]'
        Fan.of(1, 2, -30, 90.5d, 10).named('guard')             || "Fan 'guard'[apex (1, 2), dir -30°, range 90.5°, len 10]"
        PixelRect.of(1, 2, 3, 4)                                || 'PixelRect[x 1, y 2, width 3, height 4]'
        PixelRect.of(1, 2, 3, 4).named('tile')                  || "PixelRect 'tile'[x 1, y 2, width 3, height 4]"
        named = shape.name() == null ? 'without a name' : "named '${shape.name()}'"
    }
}
