package io.hantei.cli

import spock.lang.Timeout

import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.TimeUnit

/**
 * eval's longest line (--max-line-length, 1 MiB by default): a longer line is malformed, named
 * with its number, the limit and the bytes read of it; --skip-bad passes over it without
 * keeping it, and the lines after it are evaluated.
 */
class EvalLineLengthSpec extends CommandLineSpec {

    static final String LEVEL = '''\
        def door = rect(at: [10, 10], size: [40, 80], name: 'door')
        rule('at the door') { p -> p in door }
        '''.stripIndent()

    String level() {
        file('level.groovy', LEVEL)
    }

    /** A line of about {@code n} bytes that would be a point were it short: a long id (CSV) or a long kept value (JSON). */
    static String longLine(String format, int n) {
        format == 'csv' ? '50,90,' + ('i' * n) : '{"x": 50, "y": 90, "id": "' + ('i' * n) + '"}'
    }

    static String points(String format, String longOne) {
        format == 'csv' ? 'x,y,id\n50,90,a\n' + longOne + '\n50,90,c\n' : '{"x": 50, "y": 90, "id": "a"}\n' + longOne + '\n{"x": 50, "y": 90, "id": "c"}\n'
    }

    def "a #format line longer than the limit stops the run (exit 4) with its number, the limit and the bytes read of it"() {
        given:
        def path = file('points.' + format, points(format, longLine(format, length)))

        when:
        int code = hantei((['eval'] + options + [level(), path]) as String[])

        then:
        code == 4
        out.toString().readLines() == ['id,x,y,rule', 'a,50,90,at the door']
        err.toString().readLines().findAll() == [
                'eval: ' + path + ':' + line + ': the line is longer than the limit of ' + limit +
                        ' bytes (--max-line-length): ' + (limit + 1) + ' bytes without a line break so far',
                'eval: stopped at the malformed line ' + line + ' (1 point before it were evaluated); --skip-bad skips such lines']

        where:
        format  | options                          | length      || line | limit
        'csv'   | []                               | 3 << 20     || 3    | 1 << 20
        'jsonl' | []                               | 3 << 20     || 2    | 1 << 20
        'csv'   | ['--max-line-length', '1k']      | 5000        || 3    | 1024
        'jsonl' | ['--max-line-length', '2k']      | 5000        || 2    | 2048
    }

    def "a line of exactly the limit is read; one byte more is not"() {
        given: 'a line of 1024 bytes: 50,90, and an id of 1018 letters'
        String exact = '50,90,' + ('i' * 1018)
        def path = file('points.csv', 'x,y,id\n' + exact + '\n' + exact + 'i\n')

        when:
        int code = hantei('eval', '--skip-bad', '--max-line-length', '1k', level(), path)

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule', 'i' * 1018 + ',50,90,at the door']
        err.toString().readLines() == ['eval: 1 point, 1 hit', 'eval: skipped 1 malformed line:',
                                       '  ' + path + ':3: the line is longer than the limit of 1024 bytes (--max-line-length): 1025 bytes without a line break so far']
    }

    def "with --skip-bad a long #format line is skipped, counted and listed, and the lines after it are evaluated"() {
        given:
        def path = file('points.' + format, points(format, longLine(format, 3 << 20)))

        when:
        int code = hantei('eval', '--skip-bad', level(), path)

        then:
        code == 0
        out.toString().readLines() == ['id,x,y,rule', 'a,50,90,at the door', 'c,50,90,at the door']
        err.toString().readLines() == ['eval: 2 points, 2 hits', 'eval: skipped 1 malformed line:',
                                       '  ' + path + ':' + line + ': the line is longer than the limit of 1048576 bytes (--max-line-length): 1048577 bytes without a line break so far']

        where:
        format  || line
        'csv'   || 3
        'jsonl' || 2
    }

    def "--max-line-length #value is a usage error (exit 2)"() {
        when:
        int code = hantei('eval', '--max-line-length', value, level(), file('p.csv', '1,2\n'))

        then:
        code == 2
        err.toString().contains(message)

        where:
        value   || message
        '100'   || "'100' is not a size: write 256m or 1g"
        '512'   || "'512' is not a size"
        '0k'    || 'eval: --max-line-length must be from 1k to 1g (1024 to 1073741824 bytes) but was 0 bytes'
        '2g'    || 'eval: --max-line-length must be from 1k to 1g (1024 to 1073741824 bytes) but was 2147483648 bytes'
    }

    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    def "a 100 MB #format line goes through a JVM of 64 MiB heap with --skip-bad: it is never held"() {
        given: 'the points, with a line of 100 MB between two points, written a piece at a time'
        Path input = dir.resolve('points.' + format)
        String[] around = points(format, 'LONG').split('LONG')
        String[] piece = longLine(format, 100_000_000).split('i' * 1000, 2)
        Files.newBufferedWriter(input).withCloseable { w ->
            w.write(around[0])
            w.write(piece[0])
            String thousand = 'i' * 1000
            100_000.times { w.write(thousand) }
            w.write(piece[1])
            w.write(around[1])
        }
        Path rules = dir.resolve('level.groovy')
        Files.writeString(rules, LEVEL)
        String java = Path.of(System.getProperty('java.home'), 'bin', 'java').toString()

        when:
        Process p = new ProcessBuilder(java, '-Xmx64m', '-XX:+UseSerialGC', '-cp', System.getProperty('java.class.path'),
                'io.hantei.cli.Main', 'eval', '--skip-bad', rules.toString(), input.toString())
                .redirectError(dir.resolve('err.txt').toFile()).redirectOutput(dir.resolve('out.txt').toFile()).start()
        boolean finished = p.waitFor(200, TimeUnit.SECONDS)

        then:
        Files.size(input) > 100_000_000
        finished
        p.exitValue() == 0
        Files.readAllLines(dir.resolve('out.txt')) == ['id,x,y,rule', 'a,50,90,at the door', 'c,50,90,at the door']
        Files.readAllLines(dir.resolve('err.txt')) == ['eval: 2 points, 2 hits', 'eval: skipped 1 malformed line:',
                                                        '  ' + input + ':' + line + ': the line is longer than the limit of 1048576 bytes (--max-line-length): 1048577 bytes without a line break so far']

        cleanup:
        p?.destroyForcibly()

        where:
        format  || line
        'csv'   || 3
        'jsonl' || 2
    }
}
