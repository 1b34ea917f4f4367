package io.hantei.embed

import spock.lang.Specification
import spock.lang.Timeout

import java.util.concurrent.Callable
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit

/** One compiled rule set, many threads: the answers one thread gets. */
class ConcurrencySpec extends Specification {

    /**
     * A level whose rules share state the way designers' scripts do: 'crowded' keeps a scratch
     * list in a script variable, which one script instance shared by several threads would
     * corrupt (a ConcurrentModificationException, or another thread's numbers).
     */
    static final String LEVEL = '''\
        def door  = rect(at: [10, 10], size: [40, 80], name: 'door')
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        def coin  = circle(at: [120, 200], r: 30, name: 'coin')
        def scratch = []

        rule('at the door') { p -> p in door }
        rule('seen') { p -> p in guard }
        rule('crowded') { x, y ->
            scratch.clear()
            for (i in 0..<16) {
                scratch << x + i
            }
            scratch.every { it > 100 } && scratch.size() == 16 && y < 200
        }
        rule('coin or door') { p -> p in coin || p in door }
        '''.stripIndent()

    static double[][] points(long seed, int n) {
        def random = new Random(seed)
        double[] xs = new double[n]
        double[] ys = new double[n]
        for (int i = 0; i < n; i++) {
            xs[i] = Math.floor(random.nextDouble() * 4000) / 10   // on a 0.1 grid, so edges are hit too
            ys[i] = Math.floor(random.nextDouble() * 3000) / 10
        }
        [xs, ys] as double[][]
    }

    static List<List<String>> answers(Hits h) {
        (0..<h.points()).collect { h.rulesHitting(it) }
    }

    @Timeout(120)
    def "#threads threads evaluating one compiled rule set get the answers one thread gets"() {
        given:
        RuleSet rs = RuleSet.compile(LEVEL, 'level.groovy', Options.defaults())
        List<double[][]> batches = (0..<24).collect { points(it, 1500) }
        List<List<List<String>>> alone = batches.collect { answers(rs.evaluateAll(it[0], it[1])) }
        def pool = Executors.newFixedThreadPool(threads)
        def start = new CountDownLatch(1)

        when: "each thread takes every batch, in its own order, half of them point by point"
        def futures = (0..<threads).collect { int t ->
            pool.submit({
                start.await()
                def mine = [:]
                def order = (0..<batches.size()).toList()
                Collections.shuffle(order, new Random(t))
                for (int b : order) {
                    def (xs, ys) = batches[b]
                    mine[b] = (b + t) % 2 == 0 ? answers(rs.evaluateAll(xs, ys))
                            : (0..<xs.length).collect { i -> rs.evaluateAll(xs[i], ys[i]) }
                }
                mine
            } as Callable<Map>)
        }
        start.countDown()
        def results = futures.collect { it.get(100, TimeUnit.SECONDS) }
        pool.shutdown()

        then:
        results.every { Map mine -> (0..<batches.size()).every { b -> mine[b] == alone[b] } }

        and: "the points do reach every rule, so the comparison means something"
        rs.rules().every { rule -> alone.flatten().contains(rule) }

        and: "each thread had a script instance of its own, made without compiling again"
        ((ScriptRuleSet) rs).idle.size() in 2..threads

        where:
        threads << [4, 8]
    }
}
