package io.hantei.embed

import spock.lang.Specification
import spock.util.environment.RestoreSystemProperties
import spock.lang.Timeout

/**
 * The host reads nothing from an isolated child without a bound: counts, names and messages are
 * held to Wire's limits, refused (with the limit named) or cut, never allocated as sent. The
 * child is made to lie by a trusted script that writes to the channel itself (what a script that
 * got past the sandbox could do).
 */
@Timeout(120)
@RestoreSystemProperties
class IsolatedBoundsSpec extends Specification {

    /**
     * A forging script writes to the channel past the child's lock, so a beat of the child's
     * could land inside what it forges (it did, on a loaded machine): the children of this spec
     * beat once a minute, which no feature waits for.
     */
    def setup() {
        System.setProperty(ChildProcess.JVM_OPTIONS_PROPERTY, '-Dhantei.isolated.beatMillis=60000')
    }

    /** A reader of the given bytes, allowed one reply's worth. */
    static Wire.In reading(Closure write) {
        def bytes = new ByteArrayOutputStream()
        def data = new DataOutputStream(bytes)
        write(data)
        data.flush()
        def in = new Wire.In(new ByteArrayInputStream(bytes.toByteArray()))
        in.allow(Wire.MAX_REPLY_BYTES)
        in
    }

    /** A trusted script that sends the host {@code forged} (Groovy statements on {@code o}, a DataOutputStream on the channel) and waits. */
    static String forging(String forged) {
        "def o = new DataOutputStream(new FileOutputStream(FileDescriptor.out))\n" + forged +
                "\no.flush()\nThread.sleep(60000)\nrule('r') { x, y -> true }\n"
    }

    def "the limits are named once, in Wire"() {
        expect:
        Wire.MAX_RULES == 10_000
        Wire.MAX_NAME_CHARS == 1_000
        Wire.MAX_MESSAGE_CHARS == 4_000
    }

    def "a count over its limit is refused with the count and the limit, before anything is allocated"() {
        when:
        reading { it.writeInt(2_000_001) }.count(Wire.MAX_RULES, 4, 'rule names')

        then:
        def e = thrown(Wire.Refused)
        e.message == "the script's process sent 2,000,001 rule names; at most 10,000 are allowed"

        when:
        reading { it.writeInt(-1) }.count(Wire.MAX_RULES, 4, 'rule names')

        then:
        thrown(Wire.Refused)

        expect:
        reading { it.writeInt(10_000) }.count(Wire.MAX_RULES, 4, 'rule names') == 10_000
    }

    def "a name over 1,000 characters is refused, by its bytes before they are read and by its characters after"() {
        when:
        reading { it.writeInt(2_000_000_000) }.name('rule name')

        then:
        def e = thrown(Wire.Refused)
        e.message == "the script's process sent a rule name of 2,000,000,000 bytes; at most 1,000 characters are allowed"

        when:
        reading { it.writeInt(1001); it.write(('a' * 1001).bytes) }.name('rule name')

        then:
        def f = thrown(Wire.Refused)
        f.message == "the script's process sent a rule name of 1,001 characters; at most 1,000 are allowed"

        expect: "1,000 characters of three bytes each are a name"
        reading { byte[] b = ('語' * 1000).getBytes('UTF-8'); it.writeInt(b.length); it.write(b) }.name('rule name') == '語' * 1000
    }

    def "a message is cut at 4,000 characters and ends in …; the bytes past them are skipped, and the next field reads"() {
        when:
        def in = reading { byte[] b = ('m' * 1_000_000).bytes; it.writeInt(b.length); it.write(b); it.writeInt(42) }
        String message = in.message()

        then:
        message == 'm' * 4000 + '…'
        in.i() == 42

        expect:
        reading { it.writeInt(5); it.write('short'.bytes) }.message() == 'short'
    }

    def "a reply larger than the allowance is refused"() {
        given:
        def in = reading { it.writeInt(3); it.write('abc'.bytes) }
        in.allow(2)

        when:
        in.message()

        then:
        def e = thrown(Wire.Refused)
        e.message.startsWith("the script's process sent a message larger than the 2 bytes one may take")
    }

    def "a child that claims 2,000,001 rules is stopped, and compiling says why"() {
        given:
        Set<Long> before = ProcessHandle.current().children().toList()*.pid() as Set

        when:
        RuleSet.compile(forging("o.writeByte(82); o.writeInt(2000001)"), 'liar.groovy', Options.trusted().isolated(true))

        then:
        def e = thrown(CompileException)
        e.problem().toString() == "liar.groovy: the script's process sent 2,000,001 rule names; at most 10,000 are allowed; it was stopped"
        ProcessHandle.current().children().filter { !(it.pid() in before) && it.alive }.toList().empty
    }

    def "a child that sends a rule name of 1,500 characters is stopped"() {
        when:
        RuleSet.compile(forging("o.writeByte(82); o.writeInt(1); o.writeInt(1500); o.write(('n' * 1500).bytes)"),
                'liar.groovy', Options.trusted().isolated(true))

        then:
        def e = thrown(CompileException)
        e.problem().message() == "the script's process sent a rule name of 1,500 characters; at most 1,000 are allowed; it was stopped"
    }

    def "a child's problem of a million characters reaches the host cut to 4,000 and …"() {
        when:
        RuleSet.compile(forging("""o.writeByte(88); o.writeInt(1)
            o.writeByte(0); o.writeInt(8); o.write('x.groovy'.bytes); o.writeInt(3); o.writeInt(-1)
            byte[] m = ('p' * 1000000).bytes; o.writeInt(m.length); o.write(m)
            o.writeBoolean(false); o.writeDouble(0d); o.writeDouble(0d)"""), 'liar.groovy', Options.trusted().isolated(true))

        then:
        def e = thrown(CompileException)
        e.problem().file() == 'x.groovy'
        e.problem().line() == 3
        e.problem().message() == 'p' * 4000 + '…'
    }

    def "of ten million characters on the child's standard error the host keeps the end only"() {
        given: "a child that beats as usual: it forges nothing, and its long print must not look silent"
        System.clearProperty(ChildProcess.JVM_OPTIONS_PROPERTY)
        def rs = RuleSet.compile("rule('loud') { x, y -> System.err.print('e' * 10000000); System.err.println(); " +
                "System.err.println('last words'); System.err.flush(); System.exit(1) }", 'loud.groovy', Options.trusted().isolated(true))

        when:
        rs.evaluate('loud', 1, 2)

        then:
        def e = thrown(EvaluationException)
        e.problem().message().startsWith("the script's process ended unexpectedly (exit code 1): …")
        e.problem().message().endsWith('last words')
        e.problem().message().length() < 1100

        cleanup:
        rs?.close()
    }
}
