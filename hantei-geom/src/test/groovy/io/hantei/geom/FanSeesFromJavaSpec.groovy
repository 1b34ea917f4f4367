package io.hantei.geom

import spock.lang.Specification

/**
 * {@link Fan#sees(Vec2, Iterable)} as a Java program calls it (through {@link JavaCalls}: a Groovy
 * call takes the DSL's extension method of the same shape instead) agrees with
 * {@link Fan#sees(double, double, Iterable)}: the point is in the fan and no wall touches the sight
 * line from the apex (docs/geometry.md §23).
 */
class FanSeesFromJavaSpec extends Specification {

    def "a guard looking right sees (#x, #y): #expected (#what)"() {
        given:
        Fan guard = Fan.of(0, 0, 0, 90, 100)
        List<Shape> walls = pillar ? [Rect.of(20, -5, 10, 10)] : []

        expect:
        JavaCalls.sees(guard, new Vec2(x, y), walls) == expected
        guard.sees(x, y, walls) == expected

        where:
        what                                    | x   | y  | pillar || expected
        'in the open beside the pillar'         | 50  | 20 | true   || true
        'behind the pillar'                     | 50  | 0  | true   || false
        'inside the pillar'                     | 25  | 0  | true   || false
        'the apex itself'                       | 0   | 0  | true   || true
        'behind where no pillar stands'         | 50  | 0  | false  || true
        'the arc\'s middle, no walls'           | 100 | 0  | false  || true
        'outside the fan, no walls'             | -10 | 0  | false  || false
    }
}
