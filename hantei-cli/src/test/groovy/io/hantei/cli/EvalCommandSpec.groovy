package io.hantei.cli

/** hantei eval RULES POINTS: CSV in, CSV of hits out, every malformed line accounted for. */
class EvalCommandSpec extends CommandLineSpec {

    static final String LEVEL = '''\
        def door  = rect(at: [10, 10], size: [40, 80], name: 'door')
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        rule('at the door') { p -> p in door }
        rule('seen, far off') { p -> p in guard && p.x() > 200 }
        '''.stripIndent()

    String level() {
        file('level.groovy', LEVEL)
    }

    def "each hit is a row id,x,y,rule in input order, x and y as they were written"() {
        given:
        def points = file('points.csv', 'x,y,id\n50,90,a\n0,0,b\n2.5e2,1.6E2,c\n+20,030.0,d\n')

        when:
        int code = hantei('eval', level(), points)

        then:
        code == 0
        out.toString() == 'id,x,y,rule\na,50,90,at the door\nc,2.5e2,1.6E2,"seen, far off"\nd,+20,030.0,at the door\n'
        err.toString() == 'eval: 4 points, 3 hits\n'
    }

    def "without an id column a point's id is its line number (#header)"() {
        given:
        def points = file('points.csv', text)

        when:
        hantei('eval', level(), points)

        then:
        out.toString().readLines().drop(1) == rows

        where:
        header       | text                   || rows
        'a header'   | 'x,y\n0,0\n50,90\n'    || ['3,50,90,at the door']
        'no header'  | '0,0\n50,90\n'         || ['2,50,90,at the door']
        'mixed'      | '50,90,door\n50,90\n'  || ['door,50,90,at the door', '2,50,90,at the door']
    }

    def "ids and rule names with commas or quotes are quoted as CSV quotes them"() {
        given:
        def rules = file('q.groovy', "rule('say \"in\", twice') { x, y -> x == 1 }\n")
        def points = file('points.csv', 'x,y,id\n1,0,"ward, east"\n1,0,"a ""b"""\n2,0,plain\n')

        when:
        int code = hantei('eval', rules, points)

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule', '"ward, east",1,0,"say ""in"", twice"', '"a ""b""",1,0,"say ""in"", twice"']
    }

    def "a malformed line (#why) stops the run with its line number, after the points before it"() {
        given:
        def points = file('points.csv', text)

        when:
        int code = hantei('eval', level(), points)

        then:
        code == 4
        out.toString().readLines() == ['id,x,y,rule', first + ',50,90,at the door']
        err.toString().readLines().findAll() == ['eval: ' + points + ':' + line + ': ' + message,
                                                 'eval: stopped at the malformed line ' + line + ' (1 point before it were evaluated); --skip-bad skips such lines']

        where:
        why                       | text                              || line | message
        'a word for x'            | 'x,y\n50,90\nx,abc\n'              || 3    | "x (field 1) is not a number: 'x'"
        'y not a number'          | 'x,y\n50,90\n1,abc\n'              || 3    | "y (field 2) is not a number: 'abc'"
        'an empty y'              | 'x,y\n50,90\n1, \n'                || 3    | "y (field 2) is not a number: ''"
        'one field'               | 'x,y\n50,90\n12\n'                 || 3    | 'expected 2 fields, as the header has, but found 1 field: 12'
        'an id the header lacks'  | 'x,y\n50,90\n1,2,p\n'              || 3    | 'expected 2 fields, as the header has, but found 3 fields: 1,2,p'
        'four fields'             | '50,90\n1,2,3,4\n'                 || 2    | 'expected x,y or x,y,id but found 4 fields: 1,2,3,4'
        'NaN'                     | '50,90\nNaN,1\n'                   || 2    | "x (field 1) is not a number: 'NaN'"
        'infinity written long'   | '50,90\n1e999,1\n'                 || 2    | 'x (field 1) is too large for a double: 1e999'
        'a hex float'             | '50,90\n0x1p3,1\n'                 || 2    | "x (field 1) is not a number: '0x1p3'"
        'a double suffix'         | '50,90\n1d,1\n'                    || 2    | "x (field 1) is not a number: '1d'"
        'a bare point'            | '50,90\n.,1\n'                     || 2    | "x (field 1) is not a number: '.'"
        'an exponent cut short'   | '50,90\n1e+,1\n'                   || 2    | "x (field 1) is not a number: '1e+'"
        'two signs'               | '50,90\n+-1,1\n'                   || 2    | "x (field 1) is not a number: '+-1'"
        'an open quote'           | 'x,y,id\n50,90,a\n1,2,"open\n'     || 3    | 'field 3: a quoted field must end on its line: 1,2,"open'
        'a stray quote'           | 'x,y,id\n50,90,a\n1,2,a"b\n'       || 3    | 'field 3: a quote inside an unquoted field (quote the whole field and double the quote): 1,2,a"b'
        'text after a quote'      | 'x,y,id\n50,90,a\n1,"2"3,a\n'      || 3    | 'field 2: text after a closing quote: 1,"2"3,a'

        first = text.startsWith('x,y,id') ? 'a' : text.startsWith('x,y') ? '2' : '1'
    }

    def "numbers in any decimal form are read (#text)"() {
        when:
        int code = hantei('eval', level(), file('p.csv', 'x,y\n' + text + ',50\n'))

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule', '2,' + text + ',50,at the door']

        where:
        text << ['12', '+12', '12.', '.5e2', '1.2E1', '1e+1', '012', '50.000']
    }

    def "--skip-bad counts the malformed lines and reports them at the end, the first ten in full"() {
        given:
        def lines = ['x,y'] + (1..15).collect { it % 3 == 0 ? 'bad,' + it : '50,90' }
        def points = file('points.csv', lines.join('\n') + '\n')

        when:
        int code = hantei('eval', '--skip-bad', level(), points)

        then:
        code == 0
        out.toString().readLines().size() == 1 + 10
        def report = err.toString().readLines()
        report[0] == 'eval: 10 points, 10 hits'
        report[1] == 'eval: skipped 5 malformed lines:'
        report[2] == '  ' + points + ":4: x (field 1) is not a number: 'bad'"
        report.size() == 7
    }

    def "--skip-bad with more than ten bad lines shows the first ten"() {
        given:
        def points = file('points.csv', (['x,y'] + (1..12).collect { 'bad,1' }).join('\n') + '\n')

        when:
        hantei('eval', '--skip-bad', level(), points)

        then:
        err.toString().readLines()[1] == 'eval: skipped 12 malformed lines, the first 10:'
        err.toString().readLines().size() == 12
    }

    def "--rule evaluates only the rules named"() {
        when:
        int code = hantei('eval', '--rule', 'seen, far off', level(), file('p.csv', '50,90\n250,160\n'))

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule', '2,250,160,"seen, far off"']
        err.toString() == "eval: 2 points, 1 hit (rules 'seen, far off')\n"
    }

    def "#what is a usage error (exit 2)"() {
        when:
        int code = hantei(args(level(), file('p.csv', '1,2\n')) as String[])

        then:
        code == 2
        err.toString().contains(message)

        where:
        what                 | args                                                      || message
        'a missing script'   | { l, p -> ['eval', 'nope.groovy', p] }                    || 'eval: no such file: nope.groovy'
        'missing points'     | { l, p -> ['eval', l, 'nope.csv'] }                       || 'eval: no such file: nope.csv'
        'an unknown rule'    | { l, p -> ['eval', '-r', 'at the dor', l, p] }            || "eval: no rule named 'at the dor' in"
        'a time with no unit'| { l, p -> ['eval', '--eval-timeout', '5', l, p] }         || "'5' needs a unit: write 5ms or 5s"
        'no points argument' | { l, p -> ['eval', l] }                                   || "Missing required parameter: 'POINTS'"
    }

    def "a script the sandbox refuses does not run (exit 3), and --trusted runs it"() {
        given:
        def rules = file('files.groovy', "def sep = File.separator\nrule('any') { x, y -> true }\n")
        def points = file('p.csv', '1,2\n')

        expect:
        hantei('eval', rules, points) == 3
        err.toString().readLines() == ['eval: ' + rules + ' could not run:',
                                       '  files.groovy:1: refused: java.io.File is not allowed in a sandboxed script']
        hantei('eval', '--trusted', rules, points) == 0
        out.toString().readLines().last() == '1,1,2,any'
    }

    def "a rule that fails on a point stops the run (exit 3), naming the rule, the point and the line"() {
        given:
        def rules = file('picky.groovy', "rule('picky') { x, y ->\n    if (x < 0) throw new IllegalArgumentException('no negative x')\n    true\n}\n")

        when:
        int code = hantei('eval', rules, file('p.csv', '1,2\n-1,2\n'))

        then:
        code == 3
        err.toString().trim() == "eval: picky.groovy:2: rule 'picky' at (-1.0, 2.0): no negative x"
    }

    def "a rule over its time limit stops the run (exit 3)"() {
        given:
        def rules = file('slow.groovy', "rule('slow') { x, y ->\n    while (true) { }\n}\n")

        when:
        int code = hantei('eval', '--eval-timeout', '100ms', rules, file('p.csv', '1,2\n'))

        then:
        code == 3
        err.toString().trim() == "eval: slow.groovy:2: rule 'slow' at (1.0, 2.0): time limit: ran longer than 100 ms"
    }

    def "- reads the points from standard input"() {
        given:
        def stdin = System.in
        System.in = new ByteArrayInputStream('x,y,id\n50,90,p\n'.bytes)

        when:
        int code = hantei('eval', level(), '-')

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule', 'p,50,90,at the door']

        cleanup:
        System.in = stdin
    }

    def "--progress draws a bar on standard error, and standard output stays pure CSV"() {
        given:
        def points = file('points.csv', 'x,y\n' + (1..20000).collect { (it % 60) + ',' + (it % 100) }.join('\n') + '\n')

        when:
        int code = hantei('eval', '--progress', level(), points)

        then:
        code == 0
        err.toString().contains('\reval 100%')
        err.toString().contains('20,000 points')
        out.toString().readLines().every { it ==~ /id,x,y,rule|\d+,\d+,\d+,at the door/ }
        out.toString().readLines().size() == 1 + (1..20000).count { int i -> def x = i % 60, y = i % 100; x >= 10 && x <= 50 && y >= 10 && y <= 90 }
    }

    def "without --progress and not on a terminal there is no bar"() {
        when:
        hantei('eval', level(), file('p.csv', '50,90\n'))

        then:
        !err.toString().contains('\r')
    }

    def "when standard output goes away (| head) the run stops and says so"() {
        given:
        Writer gone = new Writer() {
            void write(char[] c, int off, int len) { throw new IOException('Broken pipe') }
            void flush() { throw new IOException('Broken pipe') }
            void close() {}
        }

        when:
        int code = Main.commandLine(new PrintWriter(gone), new PrintWriter(err, true))
                .execute('eval', '--batch', '1', level(), file('p.csv', '50,90\n50,90\n50,90\n'))

        then:
        code == 0
        err.toString().trim() == 'eval: standard output was closed after 1 point; stopped there'
    }

    def "--isolated writes the same rows as in process, and --heap is checked"() {
        given:
        def points = file('iso.csv', 'x,y,id\n50,90,a\n0,0,b\n2.5e2,1.6E2,c\n')

        when:
        int here = hantei('eval', level(), points)
        String inProcess = out.toString()
        out.buffer.length = 0
        int there = hantei('eval', '--isolated', '--heap', '128m', level(), points)

        then:
        here == 0 && there == 0
        out.toString() == inProcess
        inProcess.readLines().size() > 1

        when:
        int small = hantei('eval', '--isolated', '--heap', '512k', level(), points)
        int alone = hantei('eval', '--heap', '128m', level(), points)

        then:
        small == 2
        err.toString().contains('eval: --heap must be at least 64m (67108864 bytes) but was 524288 bytes')
        alone == 2
        err.toString().contains('eval: --heap is the heap of the --isolated JVM: give --isolated (or --untrusted) too')
    }

    @spock.lang.Requires({ io.hantei.embed.UntrustedRuleSetSpec.bubblewrapInstalled() })
    def "--untrusted writes the same rows as in process"() {
        given:
        def points = file('iso.csv', 'x,y,id\n50,90,a\n0,0,b\n2.5e2,1.6E2,c\n')

        when:
        int here = hantei('eval', level(), points)
        String inProcess = out.toString()
        out.buffer.length = 0
        int there = hantei('eval', '--untrusted', '--heap', '128m', level(), points)

        then:
        here == 0 && there == 0
        out.toString() == inProcess
        inProcess.readLines().size() > 1
    }

    def "--untrusted without bubblewrap is refused, never run with less"() {
        given:
        System.setProperty('hantei.bwrap', '/nonexistent/bwrap')

        when:
        int code = hantei('eval', '--untrusted', level(), file('p.csv', '50,90\n'))

        then:
        code == Main.SCRIPT_ERROR
        out.toString() == ''
        err.toString().contains('level.groovy: untrusted: the sandbox needs bubblewrap (bwrap), but the system property ' +
                'hantei.bwrap names /nonexistent/bwrap, which is not a program')

        cleanup:
        System.clearProperty('hantei.bwrap')
    }

    def "--help explains the formats"() {
        when:
        hantei('eval', '--help')

        then:
        out.toString().contains('x,y or x,y,id')
        out.toString().contains('--skip-bad')
        out.toString().contains('id,x,y,rule')
    }
}
