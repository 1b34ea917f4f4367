package io.hantei.sandbox

import io.hantei.embed.CompileException
import io.hantei.embed.Options
import io.hantei.embed.RuleSet
import java.nio.file.Path
import java.time.Duration
import java.util.concurrent.TimeUnit
import spock.lang.Specification
import spock.lang.Timeout

/**
 * The sandbox's own checks must not spend a script's budget. The check at the top of every
 * loop body ({@link RuntimeGuard#tick}) once allocated an array per call through an implicit
 * cast that Groovy compiles as a dynamic call: C2 removes the array, but `./hantei` runs its JVM
 * with C1 alone (-XX:TieredStopAtLevel=1), where an empty loop then used about 70 MB a second of
 * the memory limit, and a script that ran a few seconds was stopped for memory it never took.
 */
class GuardCostSpec extends Specification {

    /**
     * Run in a child JVM: compiles an endless loop under an 8 s, 64 MiB budget and prints what
     * stopped it. 8 s leaves the loop seconds to run after a cold compiler's start on a busy
     * machine; with the fault it used the 64 MiB in about one.
     */
    static void main(String[] args) {
        Options options = Options.defaults().compileTimeout(Duration.ofSeconds(8)).allocationLimit(64L << 20)
        try {
            RuleSet.compile('while (true) {\n}\n', options).close()
            println 'not stopped'
        } catch (CompileException e) {
            println e.problems()[0].message()
        }
    }

    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    def "an endless loop in a JVM with C1 alone, as ./hantei starts it, meets its time limit, not its memory limit"() {
        given:
        String java = Path.of(System.getProperty('java.home'), 'bin', 'java').toString()
        Process child = new ProcessBuilder([java, '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC',
                '-cp', System.getProperty('java.class.path'), GuardCostSpec.name])
                .redirectErrorStream(true).start()

        when:
        String output = child.inputStream.text
        child.waitFor()

        then:
        output.readLines().last() == 'time limit: ran longer than 8 s'
    }
}
