package io.hantei.sandbox

import spock.lang.Specification

/** How long values' text is, counted without writing it. */
class TextLengthsSpec extends Specification {

    static final String MB = 'x' * 1_000_000
    static final long TEXT = 2 + 1000 * 1_000_000 + 2 * 999   // [x..., x..., ...]: a thousand references to MB

    def "the text of #what is counted as long as Groovy writes it, without writing it"() {
        expect:
        new TextLengths(false).of(value) == value.toString().length()
        new TextLengths(true).of(value) >= value.inspect().length()

        where:
        what                  | value
        'a list'              | [1, 'two', 3.5G, null, [4, [5]]]
        'a map'               | [a: 1, b: [2, 3], c: [:]]
        'an empty map'        | [:]
        'a list of itself'    | { -> def l = [1]; l << l; l }()
        'a GString'           | "a${[1, 2]}b${'c'}"
        'a nested GString'    | "<${"${[1, 2]}"}>"
        'a range'             | (1..10)
        'numbers'             | [Integer.MIN_VALUE, Long.MAX_VALUE, -7, 0, 12345678901234567890G]
        'an entry'            | [k: 'v'].entrySet().first()
        'an optional'         | [Optional.of([1, 2]), Optional.empty()]
        'a builder'           | [new StringBuilder('abc')]
    }

    def "a list that stands a million times is counted once"() {
        given:
        def inner = [MB] * 1000
        def outer = [inner] * 1000

        expect: "a thousand billion characters, counted in the time it takes to look at 2000 elements"
        new TextLengths(false).of(outer) == 2 + 1000 * TEXT + 2 * 999
    }
}
