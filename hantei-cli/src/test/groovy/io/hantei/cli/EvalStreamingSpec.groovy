package io.hantei.cli

import io.hantei.geom.Circle
import io.hantei.geom.Rect
import spock.lang.Specification
import spock.lang.TempDir
import spock.lang.Timeout

import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.TimeUnit

/**
 * A million points through `hantei eval` in a JVM with a 32 MiB heap: the input alone is
 * 22 MB of text (CSV) or 100 MB (JSON Lines), and its points as Java objects (two doubles,
 * three strings each) would take several times the heap, so the run passes only if it streams.
 */
class EvalStreamingSpec extends Specification {

    @TempDir
    Path dir

    static final int SIDE = 1000

    static final String LEVEL = '''\
        def door = rect(at: [100, 100], size: [200, 300], name: 'door')
        def pool = circle(at: [500, 500], r: 100, name: 'pool')
        rule('at the door') { p -> p in door }
        rule('in the pool') { p -> p in pool }
        rule('on a diagonal') { x, y -> (x + y) % 97 == 0 }
        '''.stripIndent()

    /** The hits of LEVEL's rules on the grid's points, computed with the core shapes. */
    static long expectedHits() {
        def door = Rect.of(100, 100, 200, 300)
        def pool = Circle.of(500, 500, 100)
        long expected = 0
        for (int y = 0; y < SIDE; y++) {
            for (int x = 0; x < SIDE; x++) {
                expected += (door.contains(x, y) ? 1 : 0) + (pool.contains(x, y) ? 1 : 0) + ((x + y) % 97 == 0 ? 1 : 0)
            }
        }
        expected
    }

    /**
     * `hantei eval ARGS` with LEVEL as its rules, in a child JVM with a 32 MiB heap; its standard error to err.txt. A
     * million points take more than the default limit on all evaluations together on a busy machine: ten minutes.
     */
    Process eval(List<String> args, Path output) {
        Path rules = dir.resolve('level.groovy')
        Files.writeString(rules, LEVEL)
        String java = Path.of(System.getProperty('java.home'), 'bin', 'java').toString()
        ProcessBuilder b = new ProcessBuilder([java, '-Xmx32m', '-XX:+UseSerialGC', '-cp', System.getProperty('java.class.path'),
                'io.hantei.cli.Main', 'eval', '--time-limit', '10m'] + args.take(args.size() - 1) + [rules.toString(), args.last()])
                .redirectError(dir.resolve('err.txt').toFile())
        (output != null ? b.redirectOutput(output.toFile()) : b).start()
    }

    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    def "a million lines stream through in bounded memory, and the hits are the ones the core computes"() {
        given: "the points of a 1000 x 1000 grid, one a line"
        Path points = dir.resolve('points.csv')
        Files.newBufferedWriter(points).withCloseable { w ->
            w.write('x,y,id\n')
            for (int i = 0; i < SIDE * SIDE; i++) {
                w.write(Integer.toString(i % SIDE))
                w.write(',')
                w.write(Integer.toString(i.intdiv(SIDE)))
                w.write(',player-')
                w.write(Integer.toString(i))
                w.write('\n')
            }
        }
        long expected = expectedHits()

        when:
        Path hits = dir.resolve('hits.csv')
        Process p = eval([points.toString()], hits)
        boolean finished = p.waitFor(200, TimeUnit.SECONDS)
        String err = Files.readString(dir.resolve('err.txt'))

        long rows = 0
        long atTheDoor = 0
        String header = null
        Files.newBufferedReader(hits).withCloseable { r ->
            header = r.readLine()
            String line
            while ((line = r.readLine()) != null) {
                rows++
                atTheDoor += line.startsWith('player-') && line.endsWith(',at the door') ? 1 : 0
            }
        }

        then:
        finished
        p.exitValue() == 0
        err.readLines() == ['eval: 1000000 points, ' + expected + ' hits']
        Files.size(points) > 20_000_000

        and:
        header == 'id,x,y,rule'
        rows == expected
        atTheDoor == 201 * 301         // x 100..300 and y 100..400, edges included
        expected > 100_000

        cleanup:
        p?.destroyForcibly()
    }

    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    def "a million lines of JSON Lines telemetry stream through standard input in bounded memory, with blank lines, comments and kept columns"() {
        given: "the same grid's points, and the hits the core computes"
        long expected = expectedHits()

        when: "the child reads the points from standard input as a thread writes them, never all of them in a file"
        Process p = eval(['--format', 'jsonl', '--x', 'px', '--y', 'py', '--id', 'player', '--keep', 't', '-'], null)
        long written = 0
        Thread writer = Thread.start {
            new BufferedOutputStream(p.outputStream, 1 << 16).withCloseable { OutputStream o ->
                StringBuilder b = new StringBuilder(128)
                for (int i = 0; i < SIDE * SIDE; i++) {
                    b.setLength(0)
                    if (i % 1000 == 0) {
                        b.append('# row ').append(i.intdiv(SIDE)).append('\n\n')
                    }
                    b.append('{"t":').append(16L * i).append(',"player":"p').append(i).append('","px":').append(i % SIDE)
                            .append(',"py":').append(i.intdiv(SIDE)).append(',"hp":100,"pos":{"room":"cave","tags":["a","b"]}}\n')
                    byte[] bytes = b.toString().getBytes('UTF-8')
                    o.write(bytes)
                    written += bytes.length
                }
            }
        }
        long rows = 0
        long keptRight = 0
        String header = null
        p.inputStream.newReader('UTF-8').withCloseable { r ->
            header = r.readLine()
            String line
            while ((line = r.readLine()) != null) {
                rows++
                // p<i>,x,y,rule,t with t = 16 i: the kept column is the one of the row's own line
                int comma = line.indexOf(',')
                keptRight += line.substring(line.lastIndexOf(',') + 1) == (16L * line.substring(1, comma).toLong()).toString() ? 1 : 0
            }
        }
        writer.join(200_000)
        boolean finished = p.waitFor(200, TimeUnit.SECONDS)
        String err = Files.readString(dir.resolve('err.txt'))

        then:
        finished
        p.exitValue() == 0
        err.readLines() == ['eval: 1000000 points, ' + expected + ' hits']
        written > 90_000_000

        and:
        header == 'id,x,y,rule,t'
        rows == expected
        keptRight == expected
        expected > 100_000

        cleanup:
        p?.destroyForcibly()
    }
}
