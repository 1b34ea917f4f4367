package io.hantei.embed

import spock.lang.Requires
import spock.lang.Specification
import spock.lang.TempDir
import spock.lang.Timeout

import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.TimeUnit

/**
 * An isolated child lives no longer than its host, however the host ends, and leaves no file:
 * a host JVM is started for real, its child found, the host killed with SIGKILL.
 */
@Timeout(180)
class IsolatedLifecycleSpec extends Specification {

    static final String SPIN = "rule('spin') { x, y -> while (true) { }; true }\nrule('calm') { x, y -> x > 0 }\n"

    @TempDir
    Path dir

    /** Whether a process is running: in /proc and not a zombie (an orphan's reaper may be slow to reap). */
    static boolean running(long pid) {
        Path stat = Path.of('/proc', pid as String, 'stat')
        try {
            String s = Files.readString(stat)
            return s.substring(s.lastIndexOf(')') + 2, s.lastIndexOf(')') + 3) != 'Z'
        } catch (IOException ignored) {
            return false
        }
    }

    /** The command line of a process, as /proc has it (ProcessHandle.Info leaves out a long one). */
    static String commandLine(long pid) {
        try {
            return Files.readString(Path.of('/proc', pid as String, 'cmdline')).replace('\0' as char, ' ' as char)
        } catch (IOException ignored) {
            return ''
        }
    }

    /**
     * The files in the system's temp folder that an isolated rule set once made (its log), and the
     * perf-data files of JVMs (other JVMs come and go: compare those of the child's pid only).
     */
    static Set<String> tempTraces() {
        Set<String> found = []
        new File(System.getProperty('java.io.tmpdir')).eachFile { if (it.name.startsWith('hantei-isolated-')) found << it.name }
        new File('/tmp').eachFileMatch(~/hsperfdata_.*/) { d -> d.eachFile { found << d.name + '/' + it.name } }
        found
    }

    /** Every file under {@code folder}, as paths relative to it. */
    static Set<String> files(Path folder) {
        Files.walk(folder).withCloseable { s -> s.filter { Files.isRegularFile(it) }.map { folder.relativize(it).toString() }.toList() } as Set
    }

    @Requires({ new File('/proc/self/stat').exists() })
    def "a host killed with SIGKILL takes its #level child with it within seconds, and nothing is left in its folders"() {
        given: "a host JVM with a temp folder and a working folder of its own, whose rule never ends"
        Path scripts = Files.createDirectories(dir.resolve('scripts'))
        Path script = scripts.resolve('spin.groovy')
        Files.writeString(script, SPIN)
        Path tmp = Files.createDirectories(dir.resolve('tmp'))
        Path work = Files.createDirectories(dir.resolve('work'))
        Set<String> tracesBefore = tempTraces()
        String java = Path.of(System.getProperty('java.home'), 'bin', 'java').toString()
        Process host = new ProcessBuilder(java, '-XX:-UsePerfData', '-Xmx128m', '-Djava.io.tmpdir=' + tmp,
                '-cp', System.getProperty('java.class.path'), IsolatedHostMain.name, script.toString(), level)
                .directory(work.toFile()).redirectErrorStream(true).start()
        def lines = new BufferedReader(new InputStreamReader(host.inputStream))
        String first = lines.readLine()
        assert first == 'ready'
        Thread.sleep(500) // the rule is running in the child

        when:
        List<ProcessHandle> family = host.toHandle().descendants().toList()
        List<Long> pids = family*.pid()
        boolean childJvm = family.any { commandLine(it.pid()).contains(IsolatedChild.name) }
        long killedAt = System.nanoTime()
        host.destroyForcibly()   // SIGKILL: no shutdown hook, no close
        host.waitFor(10, TimeUnit.SECONDS)
        while (pids.any { running(it) } && System.nanoTime() - killedAt < TimeUnit.SECONDS.toNanos(10)) {
            Thread.sleep(50)
        }
        double seconds = (System.nanoTime() - killedAt) / 1e9

        then: "the child (and for untrusted, bubblewrap and prlimit) is gone within a few seconds"
        childJvm
        !pids.empty
        pids.every { !running(it) }
        seconds < 3

        and: "no file is left: not in its temp folder, its working folder, the script's folder, nor the system's temp folder"
        files(tmp).empty
        files(work).empty
        files(scripts) == ['spin.groovy'] as Set
        (tempTraces() - tracesBefore).findAll { t -> pids.any { t.endsWith('/' + it) } }.empty // another JVM on the machine may make its own

        where:
        level << (UntrustedRuleSetSpec.bubblewrapInstalled() ? ['isolated', 'untrusted'] : ['isolated'])
    }

    def "close ends the child and leaves no file; a child killed from outside is reported, replaced, and leaves none either"() {
        given:
        Set<String> tracesBefore = tempTraces()
        Set<Long> before = ProcessHandle.current().children().toList()*.pid() as Set
        def rs = RuleSet.compile(SPIN, 'spin.groovy', Options.defaults().isolated(true))
        List<ProcessHandle> child = ProcessHandle.current().children().filter { !(it.pid() in before) }.toList()

        expect:
        child.size() == 1
        rs.evaluate('calm', 1, 0)

        when: "the child is killed, as by the system's out-of-memory killer"
        new ProcessBuilder('kill', '-9', child[0].pid() as String).start().waitFor()
        child[0].onExit().get(10, TimeUnit.SECONDS)
        rs.evaluate('calm', 1, 0)

        then:
        def e = thrown(EvaluationException)
        e.problem().toString() == "spin.groovy: the script's process ended unexpectedly (exit code 137)"

        when: "the next call starts another child"
        boolean answered = rs.evaluate('calm', 1, 0)
        List<ProcessHandle> second = ProcessHandle.current().children().filter { !(it.pid() in before) && it.alive }.toList()
        rs.close()

        then:
        answered
        second.size() == 1
        !second[0].alive
        // the children's own traces only: other JVMs on a shared machine come and go (the log file an
        // older host made is checked by the SIGKILL case, whose host has a temp folder of its own)
        (tempTraces() - tracesBefore).findAll { t -> [child[0], second[0]].any { t.endsWith('/' + it.pid()) } }.empty
    }
}
