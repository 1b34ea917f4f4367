package io.hantei.embed

import io.hantei.sandbox.OutputLimit
import spock.lang.Specification
import spock.lang.Timeout

import java.time.Duration

/**
 * Limits on a whole run, not only on each step (issue 55): all evaluations of a rule set
 * together, and what a script prints.
 */
class RunLimitsSpec extends Specification {

    static final String ENDLESS = "rule('spin') { p -> while (true) { }; true }\nrule('quick') { p -> true }\n"

    @Timeout(30)
    def "all evaluations together stop at totalEvalTimeout, and every later one is refused at once (per-evaluation limit #each)"() {
        given:
        def rules = RuleSet.compile(ENDLESS, Options.defaults().evalTimeout(each).totalEvalTimeout(Duration.ofMillis(300)))

        when:
        long start = System.nanoTime()
        rules.evaluate('spin', 1, 2)

        then:
        EvaluationException e = thrown()
        e.problem().kind() == Problem.Kind.TIME_LIMIT
        e.problem().message() == "rule 'spin' at (1.0, 2.0): time limit: the evaluations' total of 300 ms is spent"
        (System.nanoTime() - start) / 1e6 < 5000

        when: 'the next evaluation, even of a quick rule'
        long next = System.nanoTime()
        rules.evaluate('quick', 1, 2)

        then:
        EvaluationException refused = thrown()
        refused.problem().kind() == Problem.Kind.TIME_LIMIT
        refused.problem().message() == "time limit: the evaluations' total of 300 ms is spent"
        (System.nanoTime() - next) / 1e6 < 1000

        cleanup:
        rules?.close()

        where:
        each << [Duration.ZERO, Duration.ofSeconds(5)]
    }

    @Timeout(60)
    def "an isolated rule set's host keeps totalEvalTimeout itself: it stops the child when the time is spent"() {
        given:
        def rules = RuleSet.compile(ENDLESS, Options.defaults().isolated(true).evalTimeout(Duration.ofSeconds(20))
                .totalEvalTimeout(Duration.ofMillis(1500)))

        when:
        long start = System.nanoTime()
        rules.evaluate('spin', 1, 2)

        then:
        EvaluationException e = thrown()
        e.problem().kind() == Problem.Kind.TIME_LIMIT
        e.problem().message() == "time limit: the evaluations' total of 1500 ms is spent; the script's process was stopped"
        (System.nanoTime() - start) / 1e9 < 10

        when:
        rules.evaluate('quick', 1, 2)

        then:
        EvaluationException refused = thrown()
        refused.problem().message() == "time limit: the evaluations' total of 1500 ms is spent"

        cleanup:
        rules?.close()
    }

    def "without totalEvalTimeout (the default) evaluations add up without a limit"() {
        given:
        def rules = RuleSet.compile("rule('r') { p -> (1..2000).sum() > 0 }", Options.defaults())

        expect:
        Options.defaults().totalEvalTimeout() == Duration.ZERO
        (1..200).every { rules.evaluate('r', it, it) }

        cleanup:
        rules?.close()
    }

    def "totalEvalTimeout must be a duration >= 0"() {
        when:
        Options.defaults().totalEvalTimeout(Duration.ofSeconds(-1))

        then:
        IllegalArgumentException e = thrown()
        e.message == 'options: totalEvalTimeout must be a duration >= 0 (Duration.ZERO for none) but was PT-1S'
    }

    def "what a sandboxed script prints reaches the host as at most #OutputLimit.MAX_LINES lines, each cut at #OutputLimit.MAX_LINE characters"() {
        given:
        StringWriter out = new StringWriter()
        def rules = RuleSet.compile("def line = 'x' * 5000\nrule('talks') { p -> 20000.times { println(line) }; true }",
                Options.defaults().evalTimeout(Duration.ofSeconds(20)).output(out))

        when:
        rules.evaluate('talks', 1, 2)
        List<String> lines = out.toString().readLines()

        then:
        lines.size() == OutputLimit.MAX_LINES + 1
        lines[0] == 'x' * OutputLimit.MAX_LINE + ' ... (the line is cut at 1000 characters)'
        lines.last() == '(the script printed more than 10000 lines; the rest is not shown)'

        cleanup:
        rules?.close()
    }

    def "a trusted script's output is passed on whole"() {
        given:
        StringWriter out = new StringWriter()
        def rules = RuleSet.compile("rule('talks') { p -> println('y' * 5000); true }", Options.trusted().output(out))

        when:
        rules.evaluate('talks', 1, 2)

        then:
        out.toString().readLines() == ['y' * 5000]

        cleanup:
        rules?.close()
    }
}
