package io.hantei.json

import spock.lang.Specification

import static io.hantei.json.JsonScanner.Kind.*

/**
 * The scanner under io.hantei.json.Json, as a reader uses it that builds no tree (eval's JSON
 * Lines points): values passed over whole and checked, where each one lies, keys and strings
 * read only when asked, one scanner reset for each text.
 */
class JsonScannerSpec extends Specification {

    static JsonScanner line(String text) {
        new JsonScanner('line', 64).reset(text)
    }

    def "skipValue passes over #text whole (#kind) and leaves the position just after it"() {
        given:
        def s = line(text + ' ,')

        expect:
        s.skipValue() == kind
        s.position() == text.length()
        s.depth() == 0

        where:
        text                                   || kind
        '{"a":[1,{"b":"c\\n"}],"d":true}'      || OBJECT
        '[ ]'                                  || ARRAY
        '"plain"'                              || STRING
        '"with \\"escapes\\""'                 || ESCAPED_STRING
        '-12.5e+3'                             || NUMBER
        'true'                                 || TRUE
        'false'                                || FALSE
        'null'                                 || NULL
    }

    def "an object is read member by member: each key where it lies, each value where it lies"() {
        given:
        String text = '{ "x" : 50, "n\\u0061me":"a\\tb" ,"deep":[{"k":[]}], "e":{} }'
        def s = line(text)
        def found = []

        when:
        s.skipSpace()
        assert s.next() == OBJECT
        while (s.hasMember()) {
            def keyKind = s.key()
            String key = s.string()
            String keyText = text.substring(s.stringStart(), s.stringEnd())
            int from = s.position()
            def kind = s.skipValue()
            found << [key, keyKind, keyText, kind, text.substring(from, s.position())]
        }
        s.end('the object')

        then:
        found == [['x', STRING, 'x', NUMBER, '50'],
                  ['name', ESCAPED_STRING, 'n\\u0061me', ESCAPED_STRING, '"a\\tb"'],
                  ['deep', STRING, 'deep', ARRAY, '[{"k":[]}]'],
                  ['e', STRING, 'e', OBJECT, '{}']]
        s.depth() == 0
        s.atEnd()
    }

    def "an array is read element by element; a string's text is unescaped only when asked"() {
        given:
        def s = line('["a\\u00e9", "b", 3, [true]]')
        def texts = []

        when:
        assert s.next() == ARRAY
        assert s.depth() == 1
        while (s.hasElement()) {
            def k = s.next()
            if (k == STRING || k == ESCAPED_STRING) {
                texts << s.string() << s.unescape(s.stringStart(), s.stringEnd())
            } else if (k == ARRAY) {
                while (s.hasElement()) {
                    texts << s.skipValue()
                }
            } else {
                texts << k << s.integral()
            }
        }

        then:
        texts == ['a\u00e9', 'a\u00e9', 'b', 'b', NUMBER, true, TRUE]
        s.depth() == 0
    }

    def "integral says whether the last number was written without fraction and exponent: #text"() {
        given:
        def s = line(text)

        expect:
        s.next() == NUMBER
        s.integral() == integral

        where:
        text      || integral
        '0'       || true
        '-17'     || true
        '1.0'     || false
        '1e2'     || false
        '-0.5E-7' || false
    }

    def "one scanner reads one text after another, from its start and at depth 0"() {
        given:
        def s = new JsonScanner('line', 2)

        when:
        s.reset('[[[')
        s.next()
        s.next()

        then:
        s.depth() == 2

        when:
        s.reset('{"a": 1}')

        then:
        s.position() == 0
        s.depth() == 0
        s.text() == '{"a": 1}'
        s.skipValue() == OBJECT
    }

    def "a text that is a line says so when it ends too soon"() {
        when:
        line('{"x":1').skipValue()

        then:
        def e = thrown(JsonException)
        e.reason() == "expected ',' or '}' but the line ended"
        e.column() == 7
    }

    def "a reader's own errors come out in the same form: #how"() {
        given:
        def s = new JsonScanner('text', 4).reset('p.json', '{"a": 1}')
        s.next()

        expect:
        make(s).message == message

        where:
        how            | make                                          || message
        'error'        | { JsonScanner t -> t.error('my reason') }     || 'p.json:1:2: not JSON: my reason'
        'expected'     | { JsonScanner t -> t.expected('a thing') }    || "p.json:1:2: not JSON: expected a thing but found '\"'"
        'refused'      | { JsonScanner t -> t.refused(5, 'too big') }  || 'p.json:1:6: too big'
    }

    def "a character that does not show is named by its code in a message: #shown"() {
        expect:
        JsonScanner.shown(c as char) == shown

        where:
        c        || shown
        'x'      || "'x'"
        ' '      || "' '"
        '\u00e9' || "'\u00e9'"
        '\u0000' || 'U+0000'
        '\u007f' || 'U+007F'
        '\u0085' || 'U+0085'
        '\ud800' || 'U+D800'
        '\ufeff' || 'U+FEFF'
        '\u00a0' || 'U+00A0'
    }
}
