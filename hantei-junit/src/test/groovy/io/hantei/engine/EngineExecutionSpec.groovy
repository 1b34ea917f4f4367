package io.hantei.engine

import org.junit.platform.engine.UniqueId
import org.junit.platform.engine.discovery.DiscoverySelectors
import org.junit.platform.engine.support.descriptor.FilePosition
import org.junit.platform.engine.support.descriptor.FileSource
import org.junit.platform.launcher.TagFilter
import org.junit.platform.testkit.engine.EngineExecutionResults
import org.junit.platform.testkit.engine.EngineTestKit
import org.junit.platform.testkit.engine.Event
import org.opentest4j.AssertionFailedError
import spock.lang.Specification
import spock.lang.TempDir

import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit

/** What the hantei engine reports as it runs level scripts: each example a test, failures as ./hantei run words them. */
class EngineExecutionSpec extends Specification {

    @TempDir
    File dir

    static final String GUARD = '''\
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        rule('guard sees player') { p -> p in guard }
        rule('near guard') { p -> p.x < 200 }

        check('guard sees player', tags: ['smoke']) {
            hit 150, 130
            hit 100, 320
        }

        check('near guard') {
            hit 50, 50
        }
        '''.stripIndent()

    File level(String path, String text = GUARD) {
        File f = new File(dir, path)
        f.parentFile.mkdirs()
        f.text = text
        f
    }

    EngineTestKit.Builder kit() {
        EngineTestKit.engine('hantei').configurationParameter('hantei.levels', dir.path)
    }

    EngineExecutionResults run(File script) {
        kit().selectors(DiscoverySelectors.selectFile(script)).execute()
    }

    static List<String> names(List<Event> events) {
        events.collect { it.testDescriptor.displayName }
    }

    static Throwable failureOf(Event e) {
        e.payload.get().throwable.get()
    }

    def "each example is a test named by its word and point, under its check"() {
        when:
        def r = run(level('guard.groovy'))

        then:
        names(r.testEvents().succeeded().list()) == ['hit (150, 130)', 'hit (50, 50)']
        names(r.testEvents().failed().list()) == ['hit (100, 320)']
        r.testEvents().succeeded().list()*.testDescriptor*.parent*.get()*.displayName == ['guard sees player', 'near guard']
        r.testEvents().started().list()*.testDescriptor*.source*.get() ==
                [6, 7, 11].collect { FileSource.from(new File(dir, 'guard.groovy'), FilePosition.from(it)) }
        r.containerEvents().failed().count() == 0
    }

    def "a failed example reads as ./hantei run prints it: rule, expected and actual, where, and the shapes"() {
        given:
        File script = level('guard.groovy')

        when:
        Throwable failure = failureOf(run(script).testEvents().failed().list()[0])

        then:
        failure instanceof AssertionFailedError
        failure.message == """\
            guard sees player: expected a hit at (100, 320) but it was a miss
              at ${script.absolutePath}:7
              Fan 'guard'[apex (100, 100), dir 30°, range 60°, len 200] does not contain (100, 320)""".stripIndent()
        ((AssertionFailedError) failure).expected.value == 'hit'
        ((AssertionFailedError) failure).actual.value == 'miss'
        failure.stackTrace[0].fileName == 'guard.groovy'
        failure.stackTrace[0].lineNumber == 7
    }

    def "a script that does not compile is one failed container with the message and line, and the others still run"() {
        given:
        level('a_broken.groovy', "rule('r') { p -> true }\ncheck('r') {\n  hit 1, 1\n")
        level('guard.groovy')

        when:
        def r = kit().selectors(DiscoverySelectors.selectDirectory(dir)).execute()
        def failed = r.containerEvents().failed().list()

        then:
        names(failed) == [new File(dir, 'a_broken.groovy').absolutePath]
        failureOf(failed[0]).message.startsWith(new File(dir, 'a_broken.groovy').absolutePath + ':')
        failureOf(failed[0]).message.contains("unexpected input '('")
        r.testEvents().finished().count() == 3
    }

    def "a misspelt word's argument fails the script container with the word check's message and line"() {
        given:
        File script = level('typo.groovy', "def g = fan(at: [0, 0], dir: 0, rnage: 90, len: 10)\n")

        when:
        def failed = run(script).containerEvents().failed().list()

        then:
        names(failed) == [script.absolutePath]
        failureOf(failed[0]).message == script.absolutePath + ":1: fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name"
    }

    def "with hantei.sandbox=true, a script the sandbox refuses is one failed container that says so, with its line"() {
        given:
        File script = level('hostile.groovy', GUARD + "new File('/etc/passwd').text\n")

        when:
        def sandboxed = kit().configurationParameter('hantei.sandbox', 'true').selectors(DiscoverySelectors.selectFile(script)).execute()
        def trusted = run(script)

        then:
        names(sandboxed.containerEvents().failed().list()) == [script.absolutePath]
        failureOf(sandboxed.containerEvents().failed().list()[0]).message ==~ /(?s)${java.util.regex.Pattern.quote(script.absolutePath)}:13: refused: .*File.*/
        sandboxed.testEvents().count() == 0

        and: 'trusted, as ./hantei run runs it, the same script reads the file'
        trusted.containerEvents().failed().count() == 0
    }

    def "with hantei.sandbox=true, a check that never ends fails at hantei.timeLimit instead of holding the build"() {
        given:
        File script = level('endless.groovy', GUARD.replace("check('near guard')", "rule('spins') { p -> true }\ncheck('spins') { while (true) { } }\ncheck('near guard')"))

        when:
        long start = System.nanoTime()
        def r = kit().configurationParameter('hantei.sandbox', 'true').configurationParameter('hantei.timeLimit', '2')
                .selectors(DiscoverySelectors.selectFile(script)).execute()
        double seconds = (System.nanoTime() - start) / 1e9

        then:
        def failed = r.containerEvents().failed().list()
        names(failed) == ['spins']
        failureOf(failed[0]).message == script.absolutePath + ':11: time limit: ran longer than 2 s'
        seconds < 30

        when: 'a time limit that is not a duration'
        kit().configurationParameter('hantei.sandbox', 'true').configurationParameter('hantei.timeLimit', 'soon')
                .selectors(DiscoverySelectors.selectFile(script)).execute()

        then: 'discovery stops, saying what the setting must be'
        Throwable t = thrown()
        while (t != null && !(t instanceof IllegalArgumentException)) {
            t = t.cause
        }
        t?.message == "hantei: the configuration parameter hantei.timeLimit must be a duration in seconds (120) " +
                "or as Java writes it (PT2M), 0 for none, but was 'soon'"
    }

    def "an error inside a check fails that check with its line; the checks after it are skipped as not reached"() {
        given:
        File script = level('throws.groovy', GUARD.replace("check('near guard')", "check('no such rule') { hit 1, 1 }\ncheck('near guard')"))

        when:
        def r = run(script)
        def failed = r.containerEvents().failed().list()

        then:
        names(failed) == ['no such rule']
        failureOf(failed[0]).message == script.absolutePath + ":10: check: no rule named 'no such rule' — rules so far: 'guard sees player', 'near guard'"
        names(r.containerEvents().skipped().list()) == ['near guard']
        r.containerEvents().skipped().list()[0].payload.get() == 'not run: the script stopped before it, at ' + script.absolutePath +
                ":10: check: no rule named 'no such rule' — rules so far: 'guard sees player', 'near guard'"
        names(r.testEvents().finished().list()) == ['hit (150, 130)', 'hit (100, 320)']
    }

    def "an error after the checks fails the script once its checks have reported"() {
        given:
        File script = level('after.groovy', GUARD + "throw new IllegalStateException('the map is missing')\n")

        when:
        def r = run(script)
        def failed = r.containerEvents().failed().list()

        then:
        names(failed) == [script.absolutePath]
        failureOf(failed[0]).message == script.absolutePath + ':13: IllegalStateException: the map is missing'
        r.testEvents().finished().count() == 3
    }

    def "re-running one check by its unique id runs that check's examples alone"() {
        given:
        File script = level('guard.groovy')
        UniqueId id = UniqueId.forEngine('hantei').append('script', script.absolutePath).append('check', 'near guard')

        when:
        def r = kit().selectors(DiscoverySelectors.selectUniqueId(id)).execute()

        then:
        names(r.testEvents().finished().list()) == ['hit (50, 50)']
        r.testEvents().succeeded().list()[0].testDescriptor.uniqueId == id.append('example', '1')
    }

    def "the unique id of an example re-runs its check"() {
        given:
        File script = level('guard.groovy')
        UniqueId check = UniqueId.forEngine('hantei').append('script', script.absolutePath).append('check', 'guard sees player')

        expect:
        names(kit().selectors(DiscoverySelectors.selectUniqueId(check.append('example', '2'))).execute().testEvents().finished().list()) ==
                ['hit (150, 130)', 'hit (100, 320)']
    }

    def "a tag filter (Surefire's groups) runs only the checks with the tag"() {
        given:
        level('guard.groovy')
        level('untagged.groovy', "rule('r') { p -> true }\ncheck('r') { hit 1, 1 }\n")

        when:
        def included = kit().selectors(DiscoverySelectors.selectDirectory(dir)).filters(TagFilter.includeTags('smoke')).execute()
        def excluded = kit().selectors(DiscoverySelectors.selectDirectory(dir)).filters(TagFilter.excludeTags('smoke')).execute()

        then:
        names(included.testEvents().finished().list()) == ['hit (150, 130)', 'hit (100, 320)']
        names(included.containerEvents().started().list()) == ['hantei level checks', new File(dir, 'guard.groovy').absolutePath, 'guard sees player']
        names(excluded.testEvents().finished().list()) == ['hit (50, 50)', 'hit (1, 1)']
    }

    def "a check whose name is made as the script runs joins the tree when it runs"() {
        given:
        File script = level('zones.groovy', '''\
            def door = rect(at: [0, 0], size: [10, 10], name: 'door')
            check(door) { hit 5, 5 }
            ['a', 'b'].each { n ->
                rule("room $n") { p -> true }
                check("room $n") { hit 1, 1 }
            }
            '''.stripIndent())

        when:
        def r = run(script)

        then:
        r.testEvents().finished().list()*.testDescriptor*.parent*.get()*.displayName == ["in rect 'door'", 'room a', 'room b']
        r.testEvents().succeeded().count() == 3
    }

    def "a tag filter leaves out a script whose checks are all named only as it runs (they carry no tags before it runs)"() {
        given:
        level('zones.groovy', "def door = rect(at: [0, 0], size: [10, 10], name: 'door')\ncheck(door) { hit 5, 5 }\n")

        expect:
        names(kit().selectors(DiscoverySelectors.selectDirectory(dir)).filters(TagFilter.includeTags('smoke')).execute()
                .testEvents().finished().list()) == []
        names(kit().selectors(DiscoverySelectors.selectDirectory(dir)).execute().testEvents().finished().list()) == ['hit (5, 5)']
    }

    def "a build that asks for the level checks and finds none fails, saying where it looked (#how)"() {
        given:
        File levels = new File(dir, 'levels')
        if (folder) {
            levels.mkdirs()
        }

        when:
        def r = EngineTestKit.engine('hantei').configurationParameter('hantei.levels', levels.path)
                .selectors(DiscoverySelectors.selectClass(ExampleLevelsTest)).execute()
        def failed = r.containerEvents().failed().list()

        then:
        names(failed) == ['ExampleLevelsTest']
        failureOf(failed[0]).message == message.replace('LEVELS', levels.path)

        where:
        how                  | folder || message
        'no folder'          | false  || 'hantei: no levels folder LEVELS (configuration parameter hantei.levels): put the level scripts there, or name their folder in hantei.levels in src/test/resources/junit-platform.properties'
        'a folder, empty'    | true   || 'hantei: the levels folder LEVELS (configuration parameter hantei.levels) holds no .groovy script'
    }

    def "a rule that fails on an example fails that example with the rule's error"() {
        given:
        File script = level('throws.groovy', "rule('r') { p -> p.z > 0 }\ncheck('r') { hit 1, 1 }\n")

        when:
        def failed = run(script).testEvents().failed().list()

        then:
        names(failed) == ['hit (1, 1)']
        failureOf(failed[0]).message.startsWith("r: hit (1, 1) — the rule failed: MissingPropertyException: No such property: z")
        failureOf(failed[0]).message.endsWith('\n  at ' + script.absolutePath + ':2')
    }

    def "a rule that no check uses is reported as a warning of its script, as ./hantei run prints it"() {
        given:
        File script = level('unused.groovy', GUARD + "rule('door') { p -> false }\n")

        when:
        def entries = run(script).allEvents().reportingEntryPublished().list()

        then:
        entries*.testDescriptor*.displayName == [script.absolutePath]
        entries*.payload*.get()*.keyValuePairs == [[warning: script.absolutePath + ": rule 'door' (line 13) has no check"]]
    }

    static volatile CountDownLatch meeting

    def "with parallel execution on, scripts run at the same time, and never see each other's variables"() {
        given: 'two scripts that each wait to meet the other: one after the other, each would wait in vain'
        meeting = new CountDownLatch(2)
        ['one', 'two'].each { n ->
            level("${n}.groovy", """\
                def latch = io.hantei.engine.EngineExecutionSpec.meeting
                latch.countDown()
                boolean met = latch.await(10, java.util.concurrent.TimeUnit.SECONDS)
                def mine = '$n'
                rule('met the other') { p -> met && mine == '$n' }
                check('met the other') { hit 0, 0 }
                """.stripIndent())
        }

        when:
        def r = kit().configurationParameter('hantei.execution.parallel.enabled', 'true')
                .configurationParameter('hantei.execution.parallel.config.strategy', 'fixed')
                .configurationParameter('hantei.execution.parallel.config.fixed.parallelism', '2')
                .selectors(DiscoverySelectors.selectDirectory(dir)).execute()

        then:
        r.testEvents().succeeded().count() == 2
        r.testEvents().failed().count() == 0
    }

    def "without it, scripts run one after the other"() {
        given:
        meeting = new CountDownLatch(2)
        level('one.groovy', '''\
            def latch = io.hantei.engine.EngineExecutionSpec.meeting
            latch.countDown()
            boolean met = latch.await(200, java.util.concurrent.TimeUnit.MILLISECONDS)
            rule('met the other') { p -> met }
            check('met the other') { hit 0, 0 }
            '''.stripIndent())
        level('two.groovy', 'io.hantei.engine.EngineExecutionSpec.meeting.countDown()\n')

        expect:
        kit().selectors(DiscoverySelectors.selectDirectory(dir)).execute().testEvents().failed().count() == 1
    }
}
