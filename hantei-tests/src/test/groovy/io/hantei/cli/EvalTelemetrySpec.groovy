package io.hantei.cli

import io.hantei.Readme

/**
 * hantei eval on play-test telemetry as it comes: wide CSV under a header, blank lines and
 * comments, a BOM and CRLF, columns picked and kept by name, JSON Lines.
 */
class EvalTelemetrySpec extends CommandLineSpec {

    /** A door at x 10..50, y 10..90, and a rule that every point hits. */
    String level() {
        file('level.groovy', '''\
            def door = rect(at: [10, 10], size: [40, 80], name: 'door')
            rule('at the door') { p -> p in door }
            rule('anywhere') { x, y -> true }
            '''.stripIndent())
    }

    static final String TELEMETRY = '''\
        # play-test 3, build 41
        t,player,px,py,hp,note

        16,ana,50,90,100,"ok, fine"
        32,"bo ""jr""",0,0,90,
        # a break
        48,cy,20,30,80,late
        '''.stripIndent()

    def "#what: the points are the same, and ids are the lines' numbers in the file"() {
        when:
        int code = hantei('eval', '--rule', 'at the door', level(), file('p.csv', text))

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule'] + rows.collect { it + ',at the door' }
        err.toString() == "eval: 2 points, 2 hits (rules 'at the door')\n"

        where:
        what                          | text                                             || rows
        'plain'                       | 'x,y\n50,90\n20,30\n'                            || ['2,50,90', '3,20,30']
        'no trailing newline'         | 'x,y\n50,90\n20,30'                              || ['2,50,90', '3,20,30']
        'blank lines'                 | '\nx,y\n\n50,90\n   \n\t\n20,30\n\n\n'           || ['4,50,90', '7,20,30']
        '# comments'                  | '# export of run 7\nx,y\n50,90\n  # x,y\n20,30\n' || ['3,50,90', '5,20,30']
        'a BOM'                       | '\uFEFFx,y\n50,90\n20,30\n'                      || ['2,50,90', '3,20,30']
        'a BOM before a comment'      | '\uFEFF# run 7\nx,y\n50,90\n20,30\n'             || ['3,50,90', '4,20,30']
        'a BOM and no header'         | '\uFEFF50,90\n20,30\n'                           || ['1,50,90', '2,20,30']
        'CRLF'                        | 'x,y\r\n50,90\r\n20,30\r\n'                      || ['2,50,90', '3,20,30']
        'CRLF, blank lines, comments' | '\uFEFF#c\r\n\r\nx,y\r\n50,90\r\n#\r\n20,30\r\n\r\n' || ['4,50,90', '6,20,30']
    }

    def "--x, --y, --id pick columns by their header name, and --keep writes others after the rule, in its order"() {
        when:
        int code = hantei('eval', '--x', 'px', '--y', 'py', '--id', 'player', '--keep', 'note,t', level(), file('t.csv', TELEMETRY))

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule,note,t',
                                       'ana,50,90,at the door,"ok, fine",16',
                                       'ana,50,90,anywhere,"ok, fine",16',
                                       '"bo ""jr""",0,0,anywhere,,32',
                                       'cy,20,30,at the door,late,48',
                                       'cy,20,30,anywhere,late,48']
        err.toString() == 'eval: 3 points, 5 hits\n'
    }

    def "the default columns x, y and id are found by name in any order and any case, among others"() {
        when:
        int code = hantei('eval', '--rule', 'at the door', level(),
                file('p.csv', 'time,ID,"Y",level,X\n1,p1,90,cave,50\n2,p2,0,cave,0\n'))

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule', 'p1,50,90,at the door']
    }

    def "--keep repeats as well as splitting on commas, and a kept column may be x"() {
        when:
        hantei('eval', '-r', 'at the door', '--x', 'px', '--y', 'py', '--keep', 'hp', '--keep', 'px,player', level(), file('t.csv', TELEMETRY))

        then:
        out.toString().readLines() == ['id,x,y,rule,hp,px,player', '4,50,90,at the door,100,50,ana', '7,20,30,at the door,80,20,cy']
    }

    def "#what is a wrong command line (exit 2), listing the header, and nothing is evaluated"() {
        when:
        int code = hantei((['eval'] + options + [level(), file('t.csv', TELEMETRY)]) as String[])

        then:
        code == 2
        out.toString() == ''
        err.toString() == 'eval: ' + dir.resolve('t.csv') + ':2: ' + message + '\n'

        where:
        what                 | options                              || message
        'x by default'       | []                                   || "the header has no column 'x' (the default of --x); its columns: 't', 'player', 'px', 'py', 'hp', 'note'"
        'a misspelt --y'     | ['--x', 'px', '--y', 'pz']           || "the header has no column 'pz' (--y pz); its columns: 't', 'player', 'px', 'py', 'hp', 'note'"
        'an unknown --id'    | ['--x', 'px', '--y', 'py', '--id', 'name'] || "the header has no column 'name' (--id name); its columns: 't', 'player', 'px', 'py', 'hp', 'note'"
        'an unknown --keep'  | ['--x', 'px', '--y', 'py', '--keep', 'hp,mp'] || "the header has no column 'mp' (--keep); its columns: 't', 'player', 'px', 'py', 'hp', 'note'"
    }

    def "a column the header has twice cannot be picked"() {
        when:
        int code = hantei('eval', level(), file('p.csv', 'x,y,X\n1,2,3\n'))

        then:
        code == 2
        err.toString().endsWith("p.csv:1: the header has the column 'x' (the default of --x) 2 times: fields 1, 3\n")
    }

    def "without a header no column can be named (#options)"() {
        when:
        int code = hantei((['eval'] + options + [level(), file('p.csv', '# no header\n50,90,a\n')]) as String[])

        then:
        code == 2
        err.toString() == 'eval: ' + dir.resolve('p.csv') + ':2: the input has no header line (line 2 starts with a number: 50,90,a), so ' +
                named + ' name no column: add a header line, or leave them out\n'

        where:
        options                             || named
        ['--x', 'px']                       || '--x px'
        ['--id', 'who', '--keep', 'hp,t']   || '--id who, --keep hp,t'
    }

    def "#what is refused before anything runs (exit 2)"() {
        when:
        int code = hantei((['eval'] + options + [level(), file('p.csv', '1,2\n')]) as String[])

        then:
        code == 2
        err.toString().contains(message)

        where:
        what                | options                 || message
        'an empty --x'      | ['--x', '']             || 'eval: --x needs a column name but was empty'
        'an empty --keep'   | ['--keep', 'a,,b']      || 'eval: --keep needs a column name but was empty'
        'an unknown format' | ['--format', 'json']    || "eval: --format must be csv or jsonl but was 'json'"
    }

    def "a malformed line names its line and its column: #what"() {
        given:
        def points = file('t.csv', TELEMETRY.replace('48,cy,20,30', line))

        when:
        int code = hantei('eval', '--x', 'px', '--y', 'py', level(), points)

        then:
        code == 4
        err.toString().readLines().findAll() == ['eval: ' + points + ':7: ' + message,
                                                 'eval: stopped at the malformed line 7 (2 points before it were evaluated); --skip-bad skips such lines']

        where:
        what            | line             || message
        'y'             | '48,cy,20,abc'   || "y (column 'py', field 4) is not a number: 'abc'"
        'x'             | '48,cy,,30'      || "x (column 'px', field 3) is not a number: ''"
        'a huge x'      | '48,cy,1e400,30' || "x (column 'px', field 3) is too large for a double: 1e400"
        'a short line'  | '48,cy,20'       || 'expected 6 fields, as the header has, but found 5 fields: 48,cy,20,80,late'
    }

    def "a malformed header stops before any point (exit 4), --skip-bad or not"() {
        when:
        int code = hantei('eval', '--skip-bad', level(), file('p.csv', 'x,y,"id\n1,2,a\n'))

        then:
        code == 4
        out.toString() == ''
        err.toString().readLines() == ['eval: ' + dir.resolve('p.csv') + ':1: field 3: a quoted field must end on its line: x,y,"id',
                                       'eval: the header line is malformed: nothing was read']
    }

    def "--skip-bad counts the malformed lines of wide telemetry and names each with its column"() {
        given:
        def points = file('t.csv', TELEMETRY + '64,di,x,1,0,\n80,ed,1,2\n96,fa,1,2,0,\n')

        when:
        int code = hantei('eval', '--skip-bad', '--x', 'px', '--y', 'py', '-r', 'anywhere', level(), points)

        then:
        code == 0
        out.toString().readLines().size() == 1 + 4
        err.toString().readLines() == ["eval: 4 points, 4 hits (rules 'anywhere')",
                                       'eval: skipped 2 malformed lines:',
                                       '  ' + points + ":8: x (column 'px', field 3) is not a number: 'x'",
                                       '  ' + points + ':9: expected 6 fields, as the header has, but found 4 fields: 80,ed,1,2']
    }

    static final String JSONL = '''\
        {"t":16,"player":"ana","px":50,"py":90,"hp":100,"pos":{"room":[1,2]}}
        {"t":32,"player":"bo \\"jr\\"","px":0,"py":0,"hp":null}

        # a break
        {"t":48,"player":"cy","px":2.5e1,"py":3E1,"late":true}
        '''.stripIndent()

    def "JSON Lines by #how: the same column options, and kept values as text"() {
        when:
        int code = hantei((['eval', '--x', 'px', '--y', 'py', '--id', 'player', '--keep', 'hp,late,pos,t', '-r', 'anywhere'] +
                options + [level(), file(name, JSONL)]) as String[])

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule,hp,late,pos,t',
                                       'ana,50,90,anywhere,100,,"{""room"":[1,2]}",16',
                                       '"bo ""jr""",0,0,anywhere,,,,32',
                                       'cy,2.5e1,3E1,anywhere,,true,,48']
        err.toString() == "eval: 3 points, 3 hits (rules 'anywhere')\n"

        where:
        how               | name         | options
        'the extension'   | 'play.jsonl' | []
        'in capitals'     | 'PLAY.JSONL' | []
        'or .ndjson'      | 'play.ndjson' | []
        '--format jsonl'  | 'play.log'   | ['--format', 'jsonl']
    }

    def "JSON Lines from standard input with --format jsonl, ids by default from 'id' or else the line number"() {
        given:
        def stdin = System.in
        System.in = new ByteArrayInputStream('\uFEFF{"x":50,"y":90,"id":7}\r\n{"x":20,"y":30}\r\n{"y":50,"x":50,"id":"p"}\n'.getBytes('UTF-8'))

        when:
        int code = hantei('eval', '--format', 'jsonl', '-r', 'at the door', level(), '-')

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule', '7,50,90,at the door', '2,20,30,at the door', 'p,50,50,at the door']

        cleanup:
        System.in = stdin
    }

    def "a .jsonl file read as --format csv is CSV"() {
        when:
        int code = hantei('eval', '--format', 'csv', level(), file('p.jsonl', 'x,y\n1,2\n'))

        then:
        code == 0
        err.toString() == 'eval: 1 point, 1 hit\n'
    }

    def "the first object without a key the command line names is a wrong command line, listing its keys"() {
        when:
        int code = hantei((['eval'] + options + [level(), file('p.jsonl', JSONL)]) as String[])

        then:
        code == 2
        out.toString() == ''
        err.toString() == 'eval: ' + dir.resolve('p.jsonl') + ':1: the first object has no key ' + message +
                "; its keys: 't', 'player', 'px', 'py', 'hp', 'pos'\n"

        where:
        options                                       || message
        []                                            || "'x' (the default of --x)"
        ['--x', 'px', '--y', 'Py']                    || "'Py' (--y Py)"
        ['--x', 'px', '--y', 'py', '--id', 'name']    || "'name' (--id name)"
    }

    def "a kept key no line had is named at the end; one some lines lack is empty there"() {
        when:
        int code = hantei('eval', '--x', 'px', '--y', 'py', '--keep', 'late,mana', '-r', 'at the door', level(), file('p.jsonl', JSONL))

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule,late,mana', '1,50,90,at the door,,', '5,2.5e1,3E1,at the door,true,']
        err.toString().readLines() == ["eval: 3 points, 2 hits (rules 'at the door')", "eval: no line had the key 'mana' (--keep): its column is empty"]
    }

    def "a malformed JSON line names its line and the column or key at fault: #what"() {
        given:
        def points = file('p.jsonl', '{"x":50,"y":90}\n' + line + '\n')

        when:
        int code = hantei('eval', '-r', 'at the door', level(), points)

        then:
        code == 4
        out.toString().readLines() == ['id,x,y,rule', '1,50,90,at the door']
        err.toString().readLines().findAll() == ['eval: ' + points + ':2: ' + message,
                                                 'eval: stopped at the malformed line 2 (1 point before it were evaluated); --skip-bad skips such lines']

        where:
        what                | line                          || message
        'x a string'        | '{"x":"50","y":90}'           || 'x (key \'x\') is not a number: "50"'
        'y null'            | '{"x":50,"y":null}'           || "y (key 'y') is not a number: null"
        'y missing'         | '{"x":50,"z":1}'              || "y (key 'y') is missing; the keys: 'x', 'z'"
        'no keys'           | '{}'                          || "x (key 'x') is missing; the keys: none"
        'a huge y'          | '{"x":50,"y":-1e999}'         || "y (key 'y') is too large for a double: -1e999"
        'an id of true'     | '{"x":50,"y":1,"id":true}'    || "id (key 'id') must be a string or a number but was true"
        'an id object'      | '{"x":50,"y":1,"id":{}}'      || "id (key 'id') must be a string or a number but was an object"
        'x twice'           | '{"x":50,"y":1,"x":2}'        || "the key 'x' appears twice"
        'a CSV line'        | '50,90'                       || 'not JSON at column 1: a line must be one JSON object, starting with {'
        'an array'          | '[50,90]'                     || 'not JSON at column 1: a line must be one JSON object, starting with {'
        'a missing comma'   | '{"x":50 "y":90}'             || "not JSON at column 9: expected ',' or '}' but found '\"'"
        'a cut line'        | '{"x":50,"y":9'               || "not JSON at column 14: expected ',' or '}' but the line ended"
        'a trailing comma'  | '{"x":50,"y":90,}'            || "not JSON at column 16: expected a key in double quotes but found '}'"
        'a bare key'        | '{x:50,"y":90}'               || "not JSON at column 2: expected a key in double quotes but found 'x'"
        'no colon'          | '{"x" 50}'                    || "not JSON at column 6: expected ':' but found '5'"
        'a plus sign'       | '{"x":+50,"y":90}'            || "not JSON at column 6: expected a value but found '+'"
        'a leading zero'    | '{"x":050,"y":90}'            || "not JSON at column 7: expected ',' or '}' but found '5'"
        'a bare point'      | '{"x":50.,"y":90}'            || "not JSON at column 9: expected a digit after the decimal point but found ','"
        'a cut exponent'    | '{"x":5e,"y":90}'             || "not JSON at column 8: expected a digit in the exponent but found ','"
        'a lone minus'      | '{"x":-,"y":90}'              || "not JSON at column 7: expected a digit but found ','"
        'NaN'               | '{"x":NaN,"y":90}'            || "not JSON at column 6: expected a value but found 'N'"
        'tru'               | '{"x":1,"y":2,"a":tru}'       || "not JSON at column 18: expected a value but found 't'"
        'an open string'    | '{"x":1,"y":2,"a":"ab'        || 'not JSON at column 21: a string must end on its line'
        'a tab in a string' | '{"x":1,"y":2,"a":"a\tb"}'    || 'not JSON at column 20: a control character inside a string (write it as an escape)'
        'a bad escape'      | '{"x":1,"y":2,"a":"\\q"}'     || 'not JSON at column 19: not an escape of JSON'
        'a short \\u'       | '{"x":1,"y":2,"a":"\\u12"}'   || 'not JSON at column 19: \\u needs four hex digits'
        'Arabic \\u digits' | '{"x":1,"y":2,"a":"\\u\u0660\u0660\u0664\u0661"}' || 'not JSON at column 19: \\u needs four hex digits'
        'a NUL'             | '{"x":1,"y":2,"a":\u0000}'   || 'not JSON at column 18: expected a value but found U+0000'
        'text after'        | '{"x":1,"y":2} x'             || "not JSON at column 15: text after the object"
        'two objects'       | '{"x":1,"y":2}{}'             || "not JSON at column 14: text after the object"
        'a nested error'    | '{"x":1,"y":2,"a":[1,{"b":]}' || "not JSON at column 26: expected a value but found ']'"
        'an open array'     | '{"x":1,"y":2,"a":[1,2}'      || "not JSON at column 22: expected ',' or ']' but found '}'"
        'too deep'          | '{"x":1,"y":2,"a":' + '['.multiply(65) + ']'.multiply(65) + '}' || 'not JSON at column 82: nested deeper than 64'
    }

    def "JSON's escapes are read in keys, ids and kept values, and any JSON white space is allowed"() {
        given:
        def line = ' { "\\u0078" : 50 , "y":\t90, "id" : "a\\u00e9\\n\\"b\\"\\\\\\/\\t\\b\\f\\r", "k\\u0020v": [ {"deep" : [ 1, -0.5e-3, "]}" ] } ] }\t'

        when:
        int code = hantei('eval', '--keep', 'k v', '-r', 'at the door', level(), file('p.jsonl', line + '\n'))

        then:
        code == 0
        out.toString() == 'id,x,y,rule,k v\n' +
                '"a\u00e9\n""b""\\/\t\b\f\r",50,90,at the door,"[ {""deep"" : [ 1, -0.5e-3, ""]}"" ] } ]"\n'
    }

    def "--skip-bad counts malformed JSON lines and reports them at the end"() {
        given:
        def points = file('p.jsonl', '{"x":50,"y":90}\n{"x":50}\n\n{"x":1,"y":2\n{"x":20,"y":30}\n')

        when:
        int code = hantei('eval', '--skip-bad', '-r', 'at the door', level(), points)

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule', '1,50,90,at the door', '5,20,30,at the door']
        err.toString().readLines() == ["eval: 2 points, 2 hits (rules 'at the door')",
                                       'eval: skipped 2 malformed lines:',
                                       '  ' + points + ":2: y (key 'y') is missing; the keys: 'x'",
                                       '  ' + points + ":4: not JSON at column 13: expected ',' or '}' but the line ended"]
    }

    def "docs/eval.md's example, with the README's DSL tour as level.groovy, prints what it shows"() {
        given: "the steps of docs/eval.md's example: each \$ line with the lines after it"
        String shown = Readme.blocks('text', Readme.page('docs/eval.md')).find { it.startsWith('$ cat playtest.csv') }
        List<List<String>> steps = []
        shown.readLines().each { String line -> line.startsWith('$ ') ? steps << [line.substring(2)] : steps.last() << line }
        file('level.groovy', Readme.tour())

        expect:
        steps.size() == 4
        steps.each { List<String> step ->
            List<String> words = step[0].split(' ') as List<String>
            if (words[0] == 'cat') {
                file(words[1], step.drop(1).join('\n') + '\n')
                return
            }
            assert words.take(2) == ['./hantei', 'eval']
            out.buffer.length = 0
            err.buffer.length = 0
            String[] args = words.drop(1).collect { String w -> dir.resolve(w).toFile().isFile() ? dir.resolve(w).toString() : w }
            assert hantei(args) == 0
            assert (out.toString() + err.toString()).readLines() == step.drop(1)
        }
    }
}
