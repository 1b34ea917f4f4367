package io.hantei.cli

import spock.lang.Specification

import java.nio.charset.StandardCharsets

/** eval's line reader (LineReader): the lines BufferedReader.readLine gives, read as bytes. */
class LineReaderSpec extends Specification {

    private static List<String> lines(byte[] bytes, int size) {
        def reader = new LineReader(new ByteArrayInputStream(bytes), size, 1 << 20)
        List<String> all = []
        String line
        while ((line = reader.readLine()) != null) {
            all.add(line)
        }
        assert reader.readLine() == null // and stays at the end
        all
    }

    private static List<String> expected(byte[] bytes) {
        new BufferedReader(new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)).readLines()
    }

    def "#what: the same lines as BufferedReader"() {
        given:
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8)

        expect:
        lines(bytes, 16) == expected(bytes)
        lines(bytes, 1 << 16) == expected(bytes)

        where:
        what                               | text
        'nothing'                          | ''
        'one line without a break'         | 'x,y'
        'LF'                               | 'x,y\n1,2\n'
        'CRLF'                             | 'x,y\r\n1,2\r\n'
        'CR alone'                         | 'x,y\r1,2\r'
        'a CR, then an LF line'            | 'a\r\nb\n\rc'
        'empty lines'                      | '\n\n\r\n\r\r\n'
        'a last line without a break'      | 'x,y\n1,2'
        'a byte order mark'                | '\uFEFFx,y\n1,2\n'
        'letters beyond ASCII'             | 'id,x,y\nドア,1,2\nÅngström,3,4\n🚪,5,6\n'
        'a line longer than the buffer'    | 'x,y\n' + ('1' * 100) + ',2\n' + ('3' * 40) + '\r\n'
    }

    def "bytes that are not UTF-8 read as U+FFFD, as a Reader reads them"() {
        given:
        byte[] bytes = [0x61, 0xff, 0x62, 0x0a, 0xe3, 0x83, 0x0a, 0xc3, 0x0a, 0x63] as byte[] // a bad byte; a cut 3-byte char; a cut 2-byte char

        expect:
        lines(bytes, 16) == expected(bytes)
        lines(bytes, 16)[0] == 'a\uFFFDb'
    }

    def "random text with every line break and multi-byte letters across every buffer edge reads as BufferedReader reads it"() {
        given:
        def random = new Random(42)
        String[] pieces = ['1', '-2.5', ',', ' ', '"', 'ä', 'ド', '🚪', '\n', '\r', '\r\n', '\n\r', '#']

        expect:
        (1..300).every {
            StringBuilder b = new StringBuilder()
            int n = random.nextInt(200)
            n.times { b.append(pieces[random.nextInt(pieces.length)]) }
            byte[] bytes = b.toString().getBytes(StandardCharsets.UTF_8)
            [16, 17, 31, 64].every { int size -> lines(bytes, size) == expected(bytes) }
        }
    }

    def "a stream that hands over a few bytes at a time still gives whole lines"() {
        given:
        byte[] bytes = 'x,y\r\n1,2\r\n3,ドア\n'.getBytes(StandardCharsets.UTF_8)
        def trickle = new InputStream() {
            int at = 0
            int calls = 0

            @Override
            int read() {
                at < bytes.length ? bytes[at++] & 0xff : -1
            }

            @Override
            int read(byte[] b, int off, int len) {
                if (at >= bytes.length) {
                    return -1
                }
                if (calls++ % 2 == 0) {
                    return 0 // nothing yet
                }
                b[off] = bytes[at++]
                1
            }
        }
        def reader = new LineReader(trickle, 16, 1 << 20)

        expect:
        [reader.readLine(), reader.readLine(), reader.readLine(), reader.readLine()] == ['x,y', '1,2', '3,ドア', null]
    }

    /** Every line, or {@code TOO LONG (seen)} for one refused, as the reader gives them with a limit of {@code max} bytes. */
    private static List<String> linesUpTo(byte[] bytes, int size, int max) {
        def reader = new LineReader(new ByteArrayInputStream(bytes), size, max)
        List<String> all = []
        while (true) {
            try {
                String line = reader.readLine()
                if (line == null) {
                    break
                }
                all.add(line)
            } catch (LineReader.TooLong e) {
                assert e.limit == max
                all.add('TOO LONG (' + e.seen + ')')
            }
        }
        all
    }

    def "a line longer than the limit (#what) is refused as soon as more than the limit has come, and reading goes on after it"() {
        expect:
        linesUpTo(text.getBytes(StandardCharsets.UTF_8), 16, 20) == lines

        where:
        what                                     | text                                                  || lines
        'exactly the limit'                      | 'a\n' + ('1' * 20) + '\nb\n'                         || ['a', '1' * 20, 'b']
        'one byte over'                          | 'a\n' + ('1' * 21) + '\nb\n'                         || ['a', 'TOO LONG (21)', 'b']
        'far over, ending in CRLF'               | 'a\r\n' + ('1' * 1000) + '\r\nb\r\n'                || ['a', 'TOO LONG (21)', 'b']
        'far over, ending in CR'                 | ('1' * 1000) + '\rb\rc'                              || ['TOO LONG (21)', 'b', 'c']
        'the last line, without a break'         | 'a\n' + ('1' * 1000)                                  || ['a', 'TOO LONG (21)']
        'two in a row'                           | ('1' * 50) + '\n' + ('2' * 50) + '\nc\n'              || ['TOO LONG (21)', 'TOO LONG (21)', 'c']
        'multi-byte letters count as bytes'      | 'ドアドアドアドア\n' + 'ドアドアドア\n'                  || ['TOO LONG (21)', 'ドアドアドア']
        'blank lines after it'                   | ('1' * 30) + '\n\n\nb'                               || ['TOO LONG (21)', '', '', 'b']
    }

    def "the buffer never grows past one byte more than the limit, however long a line is"() {
        given:
        int max = 1000
        byte[] bytes = (('7' * 100_000) + '\nlast\n').getBytes(StandardCharsets.US_ASCII)
        def reader = new LineReader(new ByteArrayInputStream(bytes), 16, max)

        when:
        reader.readLine()

        then:
        def e = thrown(LineReader.TooLong)
        e.limit == max
        e.seen > max
        reader.@buffer.length <= max + 1

        expect:
        reader.readLine() == 'last'
        reader.@buffer.length <= max + 1
        reader.readLine() == null
    }
}
