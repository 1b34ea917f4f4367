package io.hantei.embed

import spock.lang.Specification
import spock.lang.Timeout
import spock.util.concurrent.PollingConditions

import java.time.Duration
import java.util.concurrent.Semaphore
import java.util.concurrent.atomic.AtomicInteger

import static io.hantei.embed.Problem.Kind.TIME_LIMIT

/**
 * Threads left stuck in library calls past their time limit (issue 23): counted until their
 * call returns, and past {@link Limited#MAX_STUCK} of them new work is refused.
 *
 * <p>A stuck rule waits at {@link #GATE} with {@code acquireUninterruptibly()}: a library call
 * that ignores the interrupt and does not return to the script until the spec lets it, so how
 * long it is stuck does not depend on how fast or busy the machine is. One feature uses a real
 * backtracking regular expression in a sandboxed script instead. Every feature starts and ends
 * with no stuck thread (SandboxSpec's stuck regex may still be running when this spec starts).
 */
@Timeout(120)
class StuckThreadsSpec extends Specification {

    /** Where the stuck rules wait; the spec releases them. */
    static final Semaphore GATE = new Semaphore(0)
    /** How many times the rule 'counted' ran: refused work must not run at all. */
    static final AtomicInteger RAN = new AtomicInteger()

    static final String RULES = '''\
        rule('stuck') { x, y -> io.hantei.embed.StuckThreadsSpec.GATE.acquireUninterruptibly(); true }
        rule('stuck, then throws') { x, y ->
            io.hantei.embed.StuckThreadsSpec.GATE.acquireUninterruptibly()
            throw new IllegalStateException('late')
        }
        rule('counted') { x, y -> io.hantei.embed.StuckThreadsSpec.RAN.incrementAndGet(); x > 0 }
        rule('throws') { x, y -> throw new IllegalStateException('no') }
        rule('spins') { x, y -> long n = 0; while (true) { n++ } }
        check('counted') { hit(1, 0); miss(-1, 0) }
        '''.stripIndent()

    /** 50 ms per evaluation: a caller gives up on a stuck rule after 250 ms (the grace is 200 ms). */
    static final Options FAST = Options.trusted().evalTimeout(Duration.ofMillis(50))

    static final String STUCK_MESSAGE = 'time limit: ran longer than 50 ms and did not stop: it is stuck in a call that ' +
            'does not return to the script, and its thread was left to finish on its own'

    static final String REFUSED_MESSAGE = 'refused: 4 threads are still stuck in library calls that did not stop at ' +
            'their time limit (the most allowed); no new work starts until one finishes'

    /** Polls rather than sleeps: a loaded machine takes longer, a quiet one passes at once. */
    final PollingConditions within = new PollingConditions(timeout: 60, initialDelay: 0, delay: 0.02)

    def setup() {
        within.eventually {
            assert Limited.stuckThreads() == 0
        }
        GATE.drainPermits()
        RAN.set(0)
    }

    def cleanup() {
        GATE.release(1000) // every stuck rule of the feature gets through, whatever the feature did
        within.eventually {
            assert Limited.stuckThreads() == 0
        }
    }

    def "a rule stuck in a call that ignores the interrupt counts as a stuck thread until the call returns (#rule)"() {
        given:
        RuleSet rs = RuleSet.compile(RULES, 'stuck.groovy', FAST)

        when:
        rs.evaluate(rule, 1, 2)

        then: "the caller gave up, and the message says how many threads are stuck now"
        def e = thrown(EvaluationException)
        e.problem().kind() == TIME_LIMIT
        e.problem().message() == "rule '" + rule + "' at (1.0, 2.0): " + STUCK_MESSAGE + ' (1 of at most 4 stuck threads)'
        Limited.stuckThreads() == 1

        when: "the call returns (and the rule then answers or throws, with nobody waiting)"
        GATE.release()

        then:
        within.eventually {
            assert Limited.stuckThreads() == 0
        }

        and: "the rule set goes on"
        rs.evaluate('counted', 1, 2)

        where:
        rule << ['stuck', 'stuck, then throws']
    }

    def "past 4 stuck threads new work is refused before it starts, and accepted again once one finishes"() {
        given:
        RuleSet rs = RuleSet.compile(RULES, 'stuck.groovy', FAST)

        when: "four evaluations get stuck, one after another"
        def messages = (1..4).collect { int k ->
            try {
                rs.evaluate('stuck', k, 0)
                'answered'
            } catch (EvaluationException e) {
                e.problem().message()
            }
        }

        then:
        messages == (1..4).collect { int k -> "rule 'stuck' at (" + (double) k + ', 0.0): ' + STUCK_MESSAGE + ' (' + k +
                ' of at most 4 stuck threads)' }
        Limited.stuckThreads() == 4
        Limited.MAX_STUCK == 4

        when: "a rule that would answer at once"
        int ran = RAN.get()
        rs.evaluate('counted', 1, 2)

        then: "is refused without running"
        def e = thrown(EvaluationException)
        e.problem().kind() == TIME_LIMIT
        e.problem().toString() == 'stuck.groovy: ' + REFUSED_MESSAGE
        e.rule() == null
        RAN.get() == ran

        when: "another rule set: compiling runs the script, so it is refused too"
        RuleSet.compile(RULES, 'other.groovy', FAST)

        then:
        def c = thrown(CompileException)
        c.problems()*.toString() == ['other.groovy: ' + REFUSED_MESSAGE]

        when: "and so are the checks"
        CheckReport report = rs.runChecks()

        then:
        !report.passed()
        report.errors()*.toString() == ['stuck.groovy: ' + REFUSED_MESSAGE]

        when: "without a time limit work runs on the caller's thread, which cannot be left behind, so it is not refused"
        RuleSet here = RuleSet.compile(RULES, 'here.groovy', FAST.compileTimeout(Duration.ZERO).evalTimeout(Duration.ZERO))

        then:
        here.evaluate('counted', 1, 2)
        RAN.get() == ran + 3 // compiling ran the check's two examples, and the evaluation one more

        when: "one stuck call returns"
        GATE.release()

        then: "three are stuck, and work is accepted again"
        within.eventually {
            assert Limited.stuckThreads() == 3
        }
        rs.evaluate('counted', 1, 2)
        rs.runChecks().passed()

        when: "the others return"
        GATE.release(3)

        then:
        within.eventually {
            assert Limited.stuckThreads() == 0
        }
    }

    def "work that ends leaves no stuck thread: #what"() {
        given: "a limit with room: a cooperative stop comes from the script's own check long before the caller would give up"
        Options options = Options.trusted().evalTimeout(Duration.ofMillis(200))
        RuleSet rs = RuleSet.compile(RULES, 'ends.groovy', options)

        when:
        String failure = null
        try {
            run(rs)
        } catch (HanteiException e) {
            failure = e.problem().message()
        }

        then:
        (failure != null) == fails
        !failure?.contains('stuck')
        Limited.stuckThreads() == 0

        where:
        what                             | run                                                                     || fails
        'an answer'                      | { RuleSet r -> r.evaluate('counted', 1, 2) }                            || false
        'a batch'                        | { RuleSet r -> r.evaluate('counted', [1, -1] as double[], [0, 0] as double[]) } || false
        'a rule that throws'             | { RuleSet r -> r.evaluate('throws', 1, 2) }                             || true
        'a rule stopped by its limit'    | { RuleSet r -> r.evaluate('spins', 1, 2) }                              || true
        'the checks'                     | { RuleSet r -> assert r.runChecks().passed() }                          || false
        'a script that throws'           | { RuleSet r -> RuleSet.compile("throw new IllegalStateException('bad')", r.options()) } || true
        'a script that does not compile' | { RuleSet r -> RuleSet.compile('rule(', r.options()) }                  || true
    }

    def "a sandboxed rule stuck in a backtracking regular expression counts until the expression gives up"() {
        given: "an expression that backtracks for about 1.2 s on an idle machine (its run time about doubles per 'a') inside one call"
        RuleSet rs = RuleSet.compile("rule('backtracks') { x, y -> ('a' * 29) ==~ /(.*a){12}b/ }", 'regex.groovy',
                Options.defaults().evalTimeout(Duration.ofMillis(50)))

        when:
        rs.evaluate('backtracks', 1, 2)

        then:
        def e = thrown(EvaluationException)
        e.problem().kind() == TIME_LIMIT
        e.problem().message() == "rule 'backtracks' at (1.0, 2.0): " + STUCK_MESSAGE + ' (1 of at most 4 stuck threads)'

        and: "the expression returns on its own, and the count with it"
        within.eventually {
            assert Limited.stuckThreads() == 0
        }
    }
}
