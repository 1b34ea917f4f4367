package io.hantei.cli

import spock.lang.Requires
import spock.lang.Specification
import spock.lang.TempDir
import spock.lang.Timeout

import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.TimeUnit

/**
 * Hostile scripts through `hantei eval` as a user starts it, one of each kind the red team found
 * (issue 55), in each of the three levels: in process, `--isolated`, `--untrusted`. Each is
 * refused or stopped with exit 3 and a message that names the script's line and the limit; the
 * eval process stays under 1 GiB resident; no process is left behind; nothing is written.
 */
class EvalRedTeamSpec extends Specification {

    @TempDir
    Path dir

    /** The heap the launcher gives `./hantei`, which the process's resident memory stays near. */
    static final String HEAP = '-Xmx768m'

    static final long GIB_KB = 1L << 20

    static final Map<String, String> SCRIPTS = [
            // a call not on the list, on a value whose type shows only as it runs
            'not_listed'   : "def many = [1] * 1000000\ndef windows = many.collate(1000000, 1)\nrule('r') { p -> true }\n",
            // a failed cast whose message would write a list holding a long text a thousand times
            'cast_message' : "def many = ['y' * 1000000] * 1000\nrule('r') { p -> (int) many > 0 }\n",
            // a word given such a list: its message shows it cut short
            'word_message' : "def many = ['y' * 1000000] * 1000\ndef c = circle(at: many, r: 1)\nrule('r') { p -> true }\n",
            // twenty thousand rules
            'many_rules'   : "20000.times { rule('r' + it) { p -> true } }\n",
            // a rule that takes just under its limit at every point: the run's total stops it
            'slow_rule'    : "rule('slow') { p ->\n    double s = 0\n    for (int i = 0; i < 300_000; i++) { s += Math.sqrt(i) }\n    s > 0\n}\n",
    ]

    /** What the message must say, by script: the line and the limit or refusal. */
    static final Map<String, String> SAYS = [
            'not_listed'  : 'not_listed.groovy:2: refused: collate() on a collection (java.util.ArrayList) is not among the calls',
            'cast_message': "cast_message.groovy:2: rule 'r' at (1.0, 1.0): memory limit: the text of a list of 1000 would need 1.9 GiB",
            'word_message': "word_message.groovy:2: circle: at must be a point [x, y] but was ['yyy",
            'many_rules'  : "many_rules.groovy:1: rule 'r10000': a script may define at most 10000 rules",
            'slow_rule'   : "time limit: the evaluations' total of 2 s is spent",
    ]

    static boolean bwrapWorks() {
        try {
            Process p = new ProcessBuilder('bwrap', '--ro-bind', '/', '/', '--unshare-all', 'true').redirectErrorStream(true).start()
            p.inputStream.text
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0
        } catch (IOException ignored) {
            return false
        }
    }

    /** Runs eval in a child JVM as the launcher does; its exit code, standard error and peak resident memory (KiB). */
    Map<String, Object> eval(String script, List<String> mode) {
        Path rules = dir.resolve(script + '.groovy')
        Files.writeString(rules, SCRIPTS[script])
        Path points = dir.resolve('points.csv')
        Files.writeString(points, 'x,y\n' + (1..3000).collect { "$it,$it" }.join('\n') + '\n')
        Path work = Files.createDirectories(dir.resolve('work-' + script))
        Path tmp = Files.createDirectories(dir.resolve('tmp-' + script))
        String java = Path.of(System.getProperty('java.home'), 'bin', 'java').toString()
        String marker = 'hantei.redteam=' + UUID.randomUUID()
        Process p = new ProcessBuilder([java, HEAP, '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-D' + marker,
                '-Djava.io.tmpdir=' + tmp, '-Dhantei.isolated.jvmOptions=-D' + marker,
                '-cp', System.getProperty('java.class.path'), 'io.hantei.cli.Main', 'eval', '--time-limit', '2s'] + mode +
                [rules.toString(), points.toString()])
                .directory(work.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start()
        long peak = 0
        String err = ''
        Thread reader = Thread.start { err = p.errorStream.text } // read as it comes, so a full pipe cannot stall it
        while (!p.waitFor(20, TimeUnit.MILLISECONDS)) {
            peak = Math.max(peak, highWater(p.pid()))
        }
        reader.join(5000)
        Thread.sleep(500) // a child that outlived its host would show by now
        boolean left = ProcessHandle.allProcesses().anyMatch { ProcessHandle h ->
            h.info().arguments().map { String[] a -> a.any { it.contains(marker) } }.orElse(false)
        }
        [exit: p.exitValue(), err: err, peakKb: peak, left: left,
         written: (Files.list(work).toList() + Files.list(tmp).toList())*.fileName*.toString()]
    }

    /** The process's peak resident memory so far, in KiB (VmHWM), or 0 once it has gone. */
    static long highWater(long pid) {
        try {
            String line = Files.readAllLines(Path.of('/proc', String.valueOf(pid), 'status')).find { it.startsWith('VmHWM:') }
            return line == null ? 0L : Long.parseLong(line.replaceAll(/\D/, ''))
        } catch (IOException ignored) {
            return 0L
        }
    }

    @Requires({ data.mode != '--untrusted' || EvalRedTeamSpec.bwrapWorks() })
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    def "#script #level: exit 3 and the line and limit, under 1 GiB, no process left, nothing written"() {
        when:
        def r = eval(script, mode ? [mode] : [])

        then:
        r.exit == 3
        r.err.contains(SAYS[script])
        r.peakKb < GIB_KB
        !r.left
        r.written == []

        where:
        [script, mode] << [SCRIPTS.keySet().toList(), ['', '--isolated', '--untrusted']].combinations()
        level = mode ?: 'in process'
    }
}
