package io.hantei.json

import groovy.json.JsonSlurper
import spock.lang.Specification

/**
 * The strict JSON reader (io.hantei.json.Json) as RFC 8259 says, and where the RFC leaves a
 * choice, as decided here: numbers kept exactly as written (Integer, Long, BigInteger or
 * BigDecimal), a key twice in one object refused, an escaped lone surrogate kept as that char,
 * nesting limited. Errors name the line and column at fault. A cross-check against Groovy's
 * JsonSlurper (the reader Tiled's files went through before) on generated documents.
 */
class JsonSpec extends Specification {

    static Object parse(String text) {
        Json.parse('m.tmj', text)
    }

    static String error(String text) {
        try {
            parse(text)
        } catch (JsonException e) {
            return e.message
        }
        throw new AssertionError("no error for ${text}")
    }

    // ---------------------------------------------------------------- every kind of value

    def "#text is #description"() {
        expect:
        parse(text) == value
        parse(text)?.getClass() == type

        where:
        description              | text                          || type          | value
        'an object'              | '{"a":1,"b":"x"}'             || LinkedHashMap | [a: 1, b: 'x']
        'an empty object'        | '{}'                          || LinkedHashMap | [:]
        'an array'               | '[1,"x",true,null]'           || ArrayList     | [1, 'x', true, null]
        'an empty array'         | '[]'                          || ArrayList     | []
        'a string'               | '"caf\u00e9"'                 || String        | 'caf\u00e9'
        'an empty string'        | '""'                          || String        | ''
        'an integer'             | '42'                          || Integer       | 42
        'a decimal'              | '4.25'                        || BigDecimal    | 4.25G
        'true'                   | 'true'                        || Boolean       | true
        'false'                  | 'false'                       || Boolean       | false
        'null'                   | 'null'                        || null          | null
        'nested values'          | '{"a":[{"b":[[]]},{}],"c":{"d":null}}' || LinkedHashMap | [a: [[b: [[]]], [:]], c: [d: null]]
    }

    def "an object keeps its keys in the order written"() {
        expect:
        (parse('{"z":1,"a":2,"m":3,"b":4}') as Map).keySet() as List == ['z', 'a', 'm', 'b']
    }

    def "the tree is plain Java values, new and the caller's to change"() {
        given:
        Map m = parse('{"a":[1]}') as Map

        when:
        m.put('b', 2)
        m.a.add(3)

        then:
        m == [a: [1, 3], b: 2]
    }

    // ---------------------------------------------------------------- numbers exactly as written

    def "the number #text is #type.simpleName #shown"() {
        given:
        def n = parse(text)

        expect:
        n.getClass() == type
        n.toString() == shown

        where:
        text                                  || type       | shown
        '0'                                   || Integer    | '0'
        '-0'                                  || Integer    | '0'   // neither Integer nor BigDecimal has a negative zero
        '-0.0'                                || BigDecimal | '0.0'
        '7'                                   || Integer    | '7'
        '2147483647'                          || Integer    | '2147483647'
        '-2147483648'                         || Integer    | '-2147483648'
        '2147483648'                          || Long       | '2147483648'
        '-2147483649'                         || Long       | '-2147483649'
        '4294967295'                          || Long       | '4294967295'   // a gid with flip flags
        '999999999999999999'                  || Long       | '999999999999999999'   // 18 digits: the quick path
        '1000000000000000000'                 || Long       | '1000000000000000000'  // 19: through BigInteger
        '9223372036854775807'                 || Long       | '9223372036854775807'
        '-9223372036854775808'                || Long       | '-9223372036854775808'
        '9223372036854775808'                 || BigInteger | '9223372036854775808'
        '-9223372036854775809'                || BigInteger | '-9223372036854775809'
        '123456789012345678901234567890'      || BigInteger | '123456789012345678901234567890'
        '1.5'                                 || BigDecimal | '1.5'
        '1.50'                                || BigDecimal | '1.50'   // the scale as written
        '0.1'                                 || BigDecimal | '0.1'    // not the double nearest 0.1
        '-12.375'                             || BigDecimal | '-12.375'
        '123456789.123456789123456789'        || BigDecimal | '123456789.123456789123456789'
        '1e3'                                 || BigDecimal | '1E+3'
        '1E3'                                 || BigDecimal | '1E+3'
        '1e+3'                                || BigDecimal | '1E+3'
        '1.5e-3'                              || BigDecimal | '0.0015'
        '2.5e-400'                            || BigDecimal | '2.5E-400'   // below the least double, kept
        '1e400'                               || BigDecimal | '1E+400'     // above the greatest double, kept
        '-4.9e-324'                           || BigDecimal | '-4.9E-324'
        '0e0'                                 || BigDecimal | '0'
        '12e0'                                || BigDecimal | '12'   // a decimal, though BigDecimal writes no point
        '1e999999999'                         || BigDecimal | '1E+999999999'   // nine digits: the largest exponent kept
        '-25E-000000000999999999'             || BigDecimal | '-2.5E-999999998'
    }

    def "a number whose exponent BigDecimal cannot hold (#text) is refused, not cut"() {
        expect:
        error(text) == message

        where:
        text                    || message
        '1e2147483648'          || 'm.tmj:1:1: the number 1e2147483648 has an exponent too large to keep'
        '[0, 1e-99999999999]'   || 'm.tmj:1:5: the number 1e-99999999999 has an exponent too large to keep'
        '2.5E+1000000000'       || 'm.tmj:1:1: the number 2.5E+1000000000 has an exponent too large to keep'
        '1e2147483647'          || 'm.tmj:1:1: the number 1e2147483647 has an exponent too large to keep'
    }

    // ---------------------------------------------------------------- strings

    def "the string #text is #why"() {
        expect:
        parse(text) == value

        where:
        why                                       | text                    || value
        'a quote'                                 | '"\\""'                 || '"'
        'a backslash'                             | '"\\\\"'                || '\\'
        'a slash, escaped'                        | '"\\/"'                 || '/'
        'a slash, not escaped'                    | '"/"'                   || '/'
        'a backspace'                             | '"\\b"'                 || '\b'
        'a form feed'                             | '"\\f"'                 || '\f'
        'a line feed'                             | '"\\n"'                 || '\n'
        'a carriage return'                       | '"\\r"'                 || '\r'
        'a tab'                                   | '"\\t"'                 || '\t'
        'a \\u escape'                            | '"\\u0041"'             || 'A'
        'a \\u escape in capitals'                | '"\\u00E9"'             || '\u00e9'
        'a \\u escape of NUL'                     | '"\\u0000"'             || '\u0000'
        'escapes among text'                      | '"a\\tb\\\\c\\u0021"'   || 'a\tb\\c!'
        'a surrogate pair, escaped'               | '"\\ud83d\\ude00"'      || '\ud83d\ude00'
        'a surrogate pair, as it is'              | '"\ud83d\ude00"'        || '\ud83d\ude00'
        'a lone high surrogate, kept'             | '"\\ud800"'             || '\ud800'
        'a lone low surrogate, kept'              | '"x\\udc00y"'           || 'x\udc00y'
        'a pair the wrong way round, two chars'   | '"\\ude00\\ud83d"'      || '\ude00\ud83d'
        'DEL, which JSON does not escape'         | '"\u007f"'              || '\u007f'
        'non-ASCII as it is'                      | '"\u00e9\u20ac\u65e5"'  || '\u00e9\u20ac\u65e5'
    }

    def "a lone surrogate is one UTF-16 char of the string, as the escape says"() {
        when:
        String s = parse('"a\\ud800b"')

        then:
        s.length() == 3
        Character.isHighSurrogate(s.charAt(1))
        s.codePointCount(0, s.length()) == 3
    }

    def "a control character U+#hex inside a string is refused: #message"() {
        expect:
        error('"a' + (char) code + 'b"') == 'm.tmj:1:3: not JSON: ' + message

        where:
        code << [0x00, 0x01, 0x08, 0x09, 0x0b, 0x0c, 0x1f, 0x0a, 0x0d]
        hex = String.format('%04X', code)
        message = code == 0x0a || code == 0x0d ? 'a string must end on its line'
                : 'a control character inside a string (write it as an escape)'
    }

    // ---------------------------------------------------------------- white space

    def "JSON's four white-space characters may stand around any token"() {
        expect:
        parse(' \t\r\n{ \t\r\n"a" \t\r\n: \t\r\n[ \t\r\n1 \t\r\n, \t\r\n2 \t\r\n] \t\r\n} \t\r\n') == [a: [1, 2]]
    }

    def "#what is not JSON's white space"() {
        expect:
        error('[' + c + '1]') == "m.tmj:1:2: not JSON: expected a value but found " + shown

        where:
        what                   | c        || shown
        'a form feed'          | '\f'     || 'U+000C'
        'a vertical tab'       | '\u000b' || 'U+000B'
        'a no-break space'     | '\u00a0' || 'U+00A0'
        'a byte order mark'    | '\ufeff' || 'U+FEFF'
        'a line separator'     | '\u2028' || 'U+2028'
        'an ideographic space' | '\u3000' || 'U+3000'
    }

    // ---------------------------------------------------------------- errors, with line and column

    def "#what is refused: #message"() {
        expect:
        error(text) == 'm.tmj:' + message

        where:
        what                           | text                         || message
        'a trailing comma in an array' | '[1,2,]'                     || "1:6: not JSON: expected a value but found ']'"
        'a trailing comma in an object'| '{"a":1,}'                   || "1:8: not JSON: expected a key in double quotes but found '}'"
        'two commas'                   | '[1,,2]'                     || "1:4: not JSON: expected a value but found ','"
        'a missing comma'              | '{"a":1 "b":2}'              || "1:8: not JSON: expected ',' or '}' but found '\"'"
        'a leading zero'               | '[01]'                       || "1:3: not JSON: expected ',' or ']' but found '1'"
        'a leading zero, alone'        | '007'                        || '1:2: not JSON: text after the value'
        'a plus sign'                  | '+1'                         || "1:1: not JSON: expected a value but found '+'"
        'a bare point'                 | '.5'                         || "1:1: not JSON: expected a value but found '.'"
        'a point without digits'       | '1.'                         || '1:3: not JSON: expected a digit after the decimal point but the text ended'
        'an exponent without digits'   | '1e+'                        || '1:4: not JSON: expected a digit in the exponent but the text ended'
        'a lone minus'                 | '-'                          || '1:2: not JSON: expected a digit but the text ended'
        'hexadecimal'                  | '0x10'                       || '1:2: not JSON: text after the value'
        'NaN'                          | '[NaN]'                      || "1:2: not JSON: expected a value but found 'N'"
        'Infinity'                     | 'Infinity'                   || "1:1: not JSON: expected a value but found 'I'"
        '-Infinity'                    | '-Infinity'                  || "1:2: not JSON: expected a digit but found 'I'"
        'an unquoted key'              | '{a:1}'                      || "1:2: not JSON: expected a key in double quotes but found 'a'"
        'a key that is a number'       | '{1:1}'                      || "1:2: not JSON: expected a key in double quotes but found '1'"
        'single quotes'                | "['a']"                      || "1:2: not JSON: expected a value but found '''"
        'no colon'                     | '{"a" 1}'                    || "1:6: not JSON: expected ':' but found '1'"
        'a literal cut short'          | '[tru]'                      || "1:2: not JSON: expected a value but found 't'"
        'a literal in capitals'        | 'True'                       || "1:1: not JSON: expected a value but found 'T'"
        'a literal run on'             | 'nullx'                      || '1:5: not JSON: text after the value'
        'a comment'                    | '{} // map'                  || '1:4: not JSON: text after the value'
        'a block comment'              | '/* map */ {}'               || "1:1: not JSON: expected a value but found '/'"
        'a bad escape'                 | '"\\x"'                      || '1:2: not JSON: not an escape of JSON'
        'an escaped single quote'      | '"\\\'"'                     || '1:2: not JSON: not an escape of JSON'
        'a short \\u'                  | '"\\u12"'                    || '1:2: not JSON: \\u needs four hex digits'
        'a \\u with a non-hex digit'   | '"\\u12g4"'                  || '1:2: not JSON: \\u needs four hex digits'
        'a \\u with Arabic digits'     | '"\\u\u0660\u0660\u0664\u0661"' || '1:2: not JSON: \\u needs four hex digits'
        'a backslash at the end'       | '"\\'                        || '1:2: not JSON: not an escape of JSON'
        'an empty text'                | ''                           || '1:1: not JSON: expected a value but the text ended'
        'only white space'             | ' \n '                       || '2:2: not JSON: expected a value but the text ended'
        'trailing garbage'             | '{"a":1} x'                  || '1:9: not JSON: text after the value'
        'two values'                   | '[1][2]'                     || '1:4: not JSON: text after the value'
        'an open object'               | '{'                          || '1:2: not JSON: expected a key in double quotes but the text ended'
        'an object cut after a key'    | '{"a"'                       || "1:5: not JSON: expected ':' but the text ended"
        'an object cut after a colon'  | '{"a":'                      || '1:6: not JSON: expected a value but the text ended'
        'an object cut after a value'  | '{"a":1'                     || "1:7: not JSON: expected ',' or '}' but the text ended"
        'an array cut after a comma'   | '[1,'                        || '1:4: not JSON: expected a value but the text ended'
        'an open string'               | '["abc'                      || '1:6: not JSON: a string must end on its line'
        'a string over two lines'      | '["ab\ncd"]'                 || '1:5: not JSON: a string must end on its line'
        'a bracket closing a brace'    | '{"a":[1}'                   || "1:8: not JSON: expected ',' or ']' but found '}'"
        'a control character outside'  | '[\u00011]'                  || '1:2: not JSON: expected a value but found U+0001'
        'a key twice'                  | '{"a":1,"b":2,"a":3}'        || "1:14: the key 'a' appears twice in one object"
        'a key twice, once escaped'    | '{"a":1,"\\u0061":3}'        || "1:8: the key 'a' appears twice in one object"
        'a key twice, deep inside'     | '[{"k":{"x":null,"x":null}}]' || "1:17: the key 'x' appears twice in one object"
    }

    def "an error's line and column count LF, CRLF and CR as one line break each, and a column in chars"() {
        expect:
        error(text) == 'm.tmj:' + message

        where:
        text                               || message
        '{\n  "a": 1\n  "b": 2\n}'         || "3:3: not JSON: expected ',' or '}' but found '\"'"
        '{\r\n  "a": 1\r\n  "b": 2\r\n}'   || "3:3: not JSON: expected ',' or '}' but found '\"'"
        '{\r  "a": 1\r  "b": 2\r}'         || "3:3: not JSON: expected ',' or '}' but found '\"'"
        '\n\n\n    x'                      || "4:5: not JSON: expected a value but found 'x'"
        '\t["\u00e9\u65e5", x]'            || "1:9: not JSON: expected a value but found 'x'"
        '["\ud83d\ude00", x]'              || "1:8: not JSON: expected a value but found 'x'"   // a surrogate pair is two chars
        '{"a":1,\n"a":2}'                  || "2:1: the key 'a' appears twice in one object"
    }

    def "the exception has the place and the reason apart, and a message without a source starts with the line"() {
        when:
        Json.parse(null, '[1,\n 2 x]')

        then:
        def e = thrown(JsonException)
        e.message == "2:4: not JSON: expected ',' or ']' but found 'x'"
        e.source() == null
        e.line() == 2
        e.column() == 4
        e.offset() == 7
        e.reason() == "expected ',' or ']' but found 'x'"
        e.syntaxError
        e instanceof IllegalArgumentException
    }

    def "a key twice is JSON, refused: not a syntax error"() {
        when:
        Json.parse('x.json', '{"a":1,"a":1}')

        then:
        def e = thrown(JsonException)
        !e.syntaxError
        e.source() == 'x.json'
        e.message == "x.json:1:8: the key 'a' appears twice in one object"
    }

    // ---------------------------------------------------------------- nesting

    def "objects and arrays may nest #depth deep inside the outermost one, no deeper (limit #limit)"() {
        given:
        String ok = '['.multiply(limit + 1) + ']'.multiply(limit + 1)
        String deep = '['.multiply(limit + 2) + ']'.multiply(limit + 2)
        String deepObjects = '{"a":'.multiply(limit + 1) + '{}' + '}'.multiply(limit + 1)

        when:
        def tree = Json.parse('d.json', ok, limit)

        then:
        depthOf(tree) == limit + 1

        when:
        Json.parse('d.json', deep, limit)

        then:
        def e = thrown(JsonException)
        e.message == "d.json:1:${limit + 2}: not JSON: nested deeper than $limit"

        when:
        Json.parse('d.json', deepObjects, limit)

        then:
        def f = thrown(JsonException)
        f.column() == 5 * (limit + 1) + 1
        f.reason() == "nested deeper than $limit"

        where:
        limit << [0, 1, 64, Json.MAX_DEPTH]
        depth = limit
    }

    /** The depth of lists each holding one list, but the last (a loop: Groovy's recursion would need more stack than the reader's). */
    static int depthOf(Object v) {
        int d = 0
        while (v instanceof List) {
            d++
            v = (v as List) ? (v as List)[0] : null
        }
        d
    }

    def "by default (Json.MAX_DEPTH) a text a hundred thousand brackets deep is refused at once, not by the stack"() {
        when:
        Json.parse('['.multiply(100_000))

        then:
        def e = thrown(JsonException)
        e.reason() == "nested deeper than ${Json.MAX_DEPTH}"
        e.column() == Json.MAX_DEPTH + 2
    }

    def "scalars at the top need no container, and a negative limit is refused"() {
        expect:
        Json.parse(null, '"a"', 0) == 'a'

        when:
        Json.parse(null, '[]', -1)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == 'JSON scanner: maxDepth must be >= 0 but was -1'
    }

    // ---------------------------------------------------------------- against JsonSlurper

    def "#count generated documents read as JsonSlurper reads them (numbers compared by value)"() {
        given:
        def random = new Random(seed)
        int objects = 0
        List<String> differ = []

        when:
        count.times {
            def gen = new Generator(random)
            String text = gen.document()
            if (!same(parse(text), new JsonSlurper().parseText(text))) {
                differ << text
            }
            objects += gen.objects
        }

        then:
        differ.isEmpty()
        objects > count / 2   // the documents are not all scalars

        where:
        seed | count
        2026 | 1500
        7    | 1500
    }

    def "text the strict reader takes, after a random change to a valid document, JsonSlurper reads as the same tree"() {
        given:
        def random = new Random(55)
        int taken = 0
        int refused = 0

        when:
        4000.times {
            String text = mutate(new Generator(random).document(), random)
            Object ours
            try {
                ours = parse(text)
            } catch (JsonException e) {
                assert e.line() >= 1 && e.column() >= 1 && e.offset() <= text.length()
                refused++
                return
            }
            taken++
            assert same(ours, new JsonSlurper().parseText(text)): text
        }

        then: 'both sides of the check were reached'
        taken > 300
        refused > 1000
    }

    def "where JsonSlurper is lenient or wrong, the strict reader refuses or keeps the value: #what"() {
        expect:
        slurper(text) == slurped
        strict(text) == ours

        where:
        what                         | text                       || slurped                        | ours
        'a trailing comma'           | '{"a":1,}'                 || [a: 1]                         | "m.tmj:1:8: not JSON: expected a key in double quotes but found '}'"
        'text after the value'       | '[1] x'                    || [1]                            | 'm.tmj:1:5: not JSON: text after the value'
        'a leading zero'             | '01'                       || 1                              | 'm.tmj:1:2: not JSON: text after the value'
        'a point without digits'     | '1.'                       || 1G                             | 'm.tmj:1:3: not JSON: expected a digit after the decimal point but the text ended'
        'a raw tab in a string'      | '"a\tb"'                   || 'a\tb'                         | 'm.tmj:1:3: not JSON: a control character inside a string (write it as an escape)'
        'a key twice (it keeps the last)' | '{"a":1,"a":2}'       || [a: 2]                         | "m.tmj:1:8: the key 'a' appears twice in one object"
        'an integer beyond 64 bits (it wraps)' | '99999999999999999999' || 7766279631452241919L  | 99999999999999999999G
    }

    static Object slurper(String text) {
        new JsonSlurper().parseText(text)
    }

    static Object strict(String text) {
        try {
            parse(text)
        } catch (JsonException e) {
            e.message
        }
    }

    /** The same tree, numbers compared by value and by being decimal or not (JsonSlurper's integer types differ only past 64 bits). */
    static boolean same(Object a, Object b) {
        if (a instanceof BigInteger && b instanceof Long) {
            return true   // beyond 64 bits JsonSlurper wraps (the table above): nothing to compare
        }
        if (a instanceof Number && b instanceof Number) {
            return new BigDecimal(a.toString()) <=> new BigDecimal(b.toString()) == 0 &&
                    (a instanceof BigDecimal) == (b instanceof BigDecimal)
        }
        if (a instanceof Map && b instanceof Map) {
            return (a as Map).keySet() as List == (b as Map).keySet() as List &&
                    (a as Map).every { k, v -> same(v, (b as Map).get(k)) }
        }
        if (a instanceof List && b instanceof List) {
            List x = a as List, y = b as List
            return x.size() == y.size() && (0..<x.size()).every { same(x[it], y[it]) }
        }
        a == b
    }

    static String mutate(String text, Random random) {
        int changes = 1 + random.nextInt(2)
        StringBuilder b = new StringBuilder(text)
        changes.times {
            int at = b.length() == 0 ? 0 : random.nextInt(b.length() + 1)
            String piece = ['"', ',', ':', '{', '}', '[', ']', '0', '-', '.', 'e', ' ', '\\', 'u', 'n', 't', '1', '\t'][random.nextInt(18)]
            switch (random.nextInt(3)) {
                case 0: b.insert(at, piece); break
                case 1: if (at < b.length()) { b.deleteCharAt(at) }; break
                default: if (at < b.length()) { b.setCharAt(at, piece as char) }
            }
        }
        b.toString()
    }

    /** Random JSON documents written as RFC 8259 allows: any value at the top, random white space, every escape. */
    static class Generator {
        final Random random
        int objects

        Generator(Random random) {
            this.random = random
        }

        String document() {
            space() + value(0) + space()
        }

        String space() {
            StringBuilder b = new StringBuilder()
            int n = random.nextInt(4) == 0 ? random.nextInt(3) : 0
            n.times { b.append(' \t\r\n'.charAt(random.nextInt(4))) }
            b.toString()
        }

        String value(int depth) {
            int pick = random.nextInt(depth < 5 ? 10 : 6)
            switch (pick) {
                case 0: return 'true'
                case 1: return random.nextBoolean() ? 'false' : 'null'
                case 2: case 3: return number()
                case 4: case 5: return string()
                case 6: case 7:
                    objects++
                    int n = random.nextInt(5)
                    def keys = (0..<n).collect { string() }.unique { new JsonSlurper().parseText(it) }
                    return '{' + space() + keys.collect { it + space() + ':' + space() + value(depth + 1) + space() }.join(',' + space()) + '}'
                default:
                    int n = random.nextInt(5)
                    return '[' + space() + (0..<n).collect { value(depth + 1) + space() }.join(',' + space()) + ']'
            }
        }

        String number() {
            StringBuilder b = new StringBuilder()
            if (random.nextBoolean()) {
                b.append('-')
            }
            switch (random.nextInt(4)) {
                case 0: b.append(random.nextInt(10)); break
                case 1: b.append(1 + random.nextInt(8)).append(Math.abs(random.nextLong() % 1_000_000_000_000_000_000L)); break   // up to 19 digits, within 64 bits
                default: b.append(Math.abs(random.nextInt(1_000_000)))
            }
            if (random.nextInt(3) == 0) {
                b.append('.').append(Math.abs(random.nextLong() % 100_000_000_000L))
            }
            if (random.nextInt(4) == 0) {
                b.append('eE'.charAt(random.nextInt(2))).append(['', '+', '-'][random.nextInt(3)]).append(random.nextInt(400))
            }
            b.toString()
        }

        static final List<String> ESCAPES = ['\\"', '\\\\', '\\/', '\\b', '\\f', '\\n', '\\r', '\\t', '\\u0041', '\\u00e9',
                                             '\\u20AC', '\\ud83d\\ude00', '\\u0000', '\\u001f']

        String string() {
            StringBuilder b = new StringBuilder('"')
            int n = random.nextInt(8)
            n.times {
                switch (random.nextInt(6)) {
                    case 0: b.append(ESCAPES[random.nextInt(ESCAPES.size())]); break
                    case 1: b.append((char) (0xa0 + random.nextInt(0xd700))); break   // below the surrogates
                    case 2: b.append('\ud83c\udf4e'); break
                    default: b.append(((char) (0x20 + random.nextInt(0x5f))).toString().replace('"', 'q').replace('\\', 'b'))
                }
            }
            b.append('"').toString()
        }
    }
}
