package io.hantei.embed

import io.hantei.geom.Rect
import io.hantei.geom.ShapeCodec
import spock.lang.Shared
import spock.lang.Specification
import spock.lang.Timeout
import spock.util.concurrent.PollingConditions

import java.time.Duration

/**
 * An isolated rule set (Options.isolated): the script runs in a child JVM of its own. It answers
 * as the same script in process does; a limit, a crash or silence ends the child, which the host
 * replaces on the next call; the host's heap and threads are not touched.
 */
@Timeout(120)
class IsolatedRuleSetSpec extends Specification {

    static final Options ISOLATED = Options.defaults().isolated(true)

    @Shared
    RuleSet inProcess = RuleSet.compile(RuleSetSpec.LEVEL, 'level.groovy', Options.defaults())

    @Shared
    RuleSet isolated = RuleSet.compile(RuleSetSpec.LEVEL, 'level.groovy', ISOLATED)

    def cleanupSpec() {
        isolated?.close()
    }

    /** The child processes running before each feature (the shared rule set's). */
    Set<Long> earlier

    def setup() {
        earlier = ProcessHandle.current().children().toList()*.pid() as Set
    }

    /** The JVMs this feature started that are still running. */
    List<ProcessHandle> children() {
        ProcessHandle.current().children().filter { it.alive && !(it.pid() in earlier) }.toList()
    }

    /** Live threads, but the JDK's own process reaper (one per started process, idle ones end by themselves). */
    static Set<String> threads() {
        Thread.allStackTraces.keySet().findAll { it.alive && !it.name.startsWith('process reaper') }
                .collect { it.name + '#' + it.id } as Set
    }

    /**
     * The live heap after collecting, the least of five readings 100 ms apart: a thread another
     * spec left running may hold a large object for a moment at any one reading (37 MB once, in a full
     * build on a loaded machine), not at all five.
     */
    static long usedHeap() {
        (1..5).collect {
            Thread.sleep(100)
            3.times { System.gc() }
            Runtime r = Runtime.runtime
            r.totalMemory() - r.freeMemory()
        }.min()
    }

    def "it holds what the script in process holds: rules, examples, shapes, checks"() {
        expect:
        isolated.rules() == inProcess.rules()
        isolated.examples() == inProcess.examples()
        isolated.shapes()*.name() == inProcess.shapes()*.name()
        isolated.shapes() == inProcess.shapes()
        isolated.runChecks() == inProcess.runChecks().with { new CheckReport(it.script(), it.outcomes(), it.errors(), it.warnings()) }
        isolated.toString() == 'RuleSet[level.groovy: 5 rules, sandboxed, isolated]'
    }

    def "its zones cross as the script in process has them"() {
        given:
        def zones = RuleSet.compile(RuleSetSpec.ZONES, 'zones.groovy', ISOLATED)

        expect:
        zones.zones()*.name() == ['hall', 'well', 'shed']
        zones.zones() == RuleSet.compile(RuleSetSpec.ZONES, 'zones.groovy', Options.defaults()).zones()
        isolated.zones() == []

        cleanup:
        zones?.close()
    }

    def "it gives the answers of the script in process, point for point, across several batches"() {
        given: "more points than one batch to the child holds, and a count that ends inside a word of hits"
        Random random = new Random(11)
        int n = IsolatedRuleSet.BATCH * 2 + 77
        double[] xs = new double[n + 5]
        double[] ys = new double[n + 5]
        for (int i = 0; i < n; i++) {
            xs[i] = random.nextInt(400) - 20 + (random.nextBoolean() ? 0 : random.nextDouble())
            ys[i] = random.nextInt(400) - 20
        }
        List<String> rules = ['seen far off', 'at the door', 'near the coin']

        when:
        Hits there = isolated.evaluate(rules, xs, ys, n)
        Hits here = inProcess.evaluate(rules, xs, ys, n)

        then:
        there.points() == n
        there.rules() == rules
        there.count() == here.count()
        there.count() > 1000
        (0..<n).every { i -> (0..<3).every { r -> there.hit(i, r) == here.hit(i, r) } }

        and: "the one-point forms too"
        isolated.evaluateAll(50, 90) == ['at the door']
        isolated.evaluate('guard sees player', 150, 130)
        !isolated.evaluate('guard sees player', 100, 320)
        isolated.evaluate('on the button', [200d, 0d] as double[], [80d, 0d] as double[]) == [true, false] as boolean[]
    }

    def "requests are checked in the host, with the in-process messages"() {
        when:
        isolated.evaluate('no such rule', 1, 2)

        then:
        def e = thrown(IllegalArgumentException)
        e.message.startsWith("evaluate: no rule named 'no such rule' in level.groovy — rules: 'at the door'")

        when:
        isolated.evaluateAll(Double.NaN, 2)

        then:
        def f = thrown(IllegalArgumentException)
        f.message == 'evaluate: point 0 must have finite coordinates but was (NaN, 2.0)'
    }

    def "shapes cross exactly: a rect whose edge x + w rounds answers at the ulp as the original does"() {
        given: "0.1 + 0.2 is not 0.3: the right edge is the exact sum, which no double is"
        def original = Rect.of(0.1, 0, 0.2, 1)

        when:
        def copy = ShapeCodec.decode(ShapeCodec.encode(original))

        then:
        [0.30000000000000004d, 0.3d, Math.nextDown(0.3d), Math.nextUp(0.30000000000000004d)].every { double x ->
            copy.contains(x, 0.5) == original.contains(x, 0.5)
        }
        original.contains(0.3d, 0.5) && !original.contains(0.30000000000000004d, 0.5)
    }

    def "the script's output reaches the host's writer"() {
        given:
        def out = new StringWriter()

        when:
        def rs = RuleSet.compile("println 'loading'\nrule('r') { x, y -> println(\"at \$x\"); x > 0 }", 'talk.groovy',
                ISOLATED.output(out))
        rs.evaluate('r', 3, 0)
        rs.close()

        then:
        out.toString().readLines() == ['loading', 'at 3.0']
    }

    def "a script that does not compile is a CompileException with its line, and leaves no JVM behind"() {
        when:
        RuleSet.compile("rule('r') { x, y -> true }\ndef c = circel(at: [0, 0], r: 5)", 'typo.groovy', ISOLATED)

        then:
        def e = thrown(CompileException)
        e.problem().file() == 'typo.groovy'
        e.problem().line() == 2
        children().empty
    }

    def "with no memory budget at all, the child's own heap is the limit: the host's heap is untouched"() {
        given:
        long before = usedHeap()
        Set<String> threadsBefore = threads()
        def rs = RuleSet.compile("rule('grow') { x, y -> def all = []; while (true) { all << ('x' * 1000000) + all.size() }; true }\n" +
                "rule('calm') { x, y -> x > 0 }", 'grow.groovy', ISOLATED.allocationLimit(0).isolatedHeap(64L << 20)
                .evalTimeout(Duration.ofSeconds(30))) // the heap, not the clock, must stop it, on a loaded machine too

        when:
        rs.evaluate('grow', 1, 2)

        then:
        def e = thrown(EvaluationException)
        e.problem().kind() == Problem.Kind.MEMORY_LIMIT
        e.problem().file() == 'grow.groovy'
        e.problem().line() == 1
        e.problem().message().startsWith("rule 'grow' at (1.0, 2.0): ")
        children().empty   // stopped at once

        and: "the next call starts a new child"
        rs.evaluate('calm', 1, 2)
        children().size() == 1

        when:
        rs.close()

        then:
        children().empty
        Math.abs(usedHeap() - before) < (8L << 20)
        new PollingConditions(timeout: 10).eventually { assert (threads() - threadsBefore).empty } // none new (idle workers of other specs may end)
    }

    def "a rule stuck inside a library call ends with its child: nothing is left running"() {
        given:
        def rs = RuleSet.compile("rule('stuck') { x, y -> ('a' * 34) ==~ /(.*a){14}b/ }\nrule('calm') { x, y -> true }",
                'stuck.groovy', ISOLATED.evalTimeout(Duration.ofMillis(100)))
        long start = System.nanoTime()

        when:
        rs.evaluate('stuck', 1, 2)

        then:
        def e = thrown(EvaluationException)
        e.problem().kind() == Problem.Kind.TIME_LIMIT
        e.problem().message().startsWith("rule 'stuck' at (1.0, 2.0): time limit: ran longer than 100 ms and did not stop")
        (System.nanoTime() - start) / 1e9 < 10
        children().empty

        and:
        rs.evaluate('calm', 1, 2)

        cleanup:
        rs?.close()
    }

    def "a child that ends (exit) is reported with its exit code, and replaced"() {
        given: "a trusted script may end its own JVM"
        def rs = RuleSet.compile("rule('quit') { x, y -> System.exit(7) }\nrule('calm') { x, y -> true }", 'quit.groovy',
                Options.trusted().isolated(true))

        when:
        rs.evaluate('quit', 1, 2)

        then:
        def e = thrown(EvaluationException)
        e.problem().kind() == Problem.Kind.ERROR
        e.problem().toString() == "quit.groovy: the script's process ended unexpectedly (exit code 7)"
        rs.evaluate('calm', 1, 2)

        cleanup:
        rs?.close()
    }

    def "a child that goes silent (its whole JVM stopped) is stopped by the host after the silence limit"() {
        given: "a trusted script that stops its own JVM with SIGSTOP: no beat, no answer"
        def rs = RuleSet.compile("rule('freeze') { x, y -> ['kill', '-STOP', '' + ProcessHandle.current().pid()].execute().waitFor(); true }\n" +
                "rule('calm') { x, y -> true }", 'freeze.groovy', Options.trusted().isolated(true))
        long start = System.nanoTime()

        when:
        rs.evaluate('freeze', 1, 2)

        then:
        def e = thrown(EvaluationException)
        e.problem().kind() == Problem.Kind.TIME_LIMIT
        e.problem().toString() == "freeze.groovy: time limit: the script's process was stopped: it said nothing for 5 s while it worked"
        (System.nanoTime() - start) / 1e9 >= 5
        children().empty
        rs.evaluate('calm', 1, 2)

        cleanup:
        rs?.close()
    }

    def "close ends the child; a later call starts another"() {
        given:
        def rs = RuleSet.compile("rule('r') { x, y -> x > 0 }", ISOLATED)
        def child = children()

        when:
        rs.close()

        then:
        child.size() == 1
        !child[0].alive
        children().empty
        rs.evaluate('r', 1, 0)

        cleanup:
        rs?.close()
    }

    def "the isolated heap is checked"() {
        when:
        Options.defaults().isolatedHeap(32L << 20)

        then:
        def e = thrown(IllegalArgumentException)
        e.message == 'options: isolatedHeap must be at least 64 MiB (67108864 bytes) but was 33554432 bytes'

        expect:
        Options.defaults().isolated(true).isolatedHeap(512L << 20).toString().endsWith(', isolated with a heap of 536870912 bytes]')
        Options.defaults().isolated(true) != Options.defaults()
        Options.defaults().isolated(true) == Options.defaults().isolated(true)
        !Options.defaults().isolated()
        Options.defaults().isolatedHeap() == 256L << 20
    }
}
