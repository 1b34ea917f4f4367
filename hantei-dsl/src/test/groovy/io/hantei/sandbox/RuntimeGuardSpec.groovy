package io.hantei.sandbox

import io.hantei.geom.Fan
import io.hantei.geom.Rect
import spock.lang.Specification

import java.util.concurrent.TimeUnit

/** The run-time half of the sandbox, called directly: what it lets through, what it refuses, and the budget. */
class RuntimeGuardSpec extends Specification {

    def "calls on #what are #verdict"() {
        expect:
        AllowList.receiver(value.getClass()) == allowed

        where:
        what             | value                                  || allowed
        'text'           | 'abc'                                  || true
        'a GString'      | "a${1}"                                || true
        'numbers'        | 1.5G                                   || true
        'a list'         | [1]                                    || true
        'a map'          | [a: 1]                                 || true
        'a range'        | 1..2                                   || true
        'a closure'      | { -> 1 }                               || true
        'a shape'        | Fan.of(0, 0, 0, 90, 5)                 || true
        'int[]'          | new int[1]                             || true
        'String[]'       | new String[1]                          || true
        'an exception'   | new IllegalStateException('x')         || true
        'a Class'        | String                                 || false
        'a Class[]'      | [String] as Class[]                    || false
        'a Thread'       | Thread.currentThread()                 || false
        'a File'         | new File('x')                          || false
        'a Binding'      | new Binding()                          || false
        'a MetaClass'    | String.metaClass                       || false
        'a ClassLoader'  | RuntimeGuardSpec.classLoader                  || false
        'a PrintWriter'  | new PrintWriter(new StringWriter())    || false

        verdict = allowed ? 'allowed' : 'refused'
    }

    def "a refused receiver says what it was"() {
        when:
        RuntimeGuard.receiver(Thread.currentThread())

        then:
        def e = thrown(SandboxRefusal)
        e.message == 'refused: calls on java.lang.Thread are not allowed in a sandboxed script'
    }

    def "spread calls check every element"() {
        when:
        RuntimeGuard.spread(['a', String])

        then:
        def e = thrown(SandboxRefusal)
        e.message == 'refused: calls on java.lang.Class are not allowed in a sandboxed script'
    }

    def "a[#key] on #a is #result, as Groovy has it"() {
        expect:
        RuntimeGuard.getAt(a, key) == result

        where:
        a            | key      || result
        [1, 2, 3]    | -1       || 3
        [1, 2, 3]    | 0..1     || [1, 2]
        'hello'      | 1        || 'e'
        [a: 1]       | 'a'      || 1
        [a: 1]       | 'b'      || null
        [10, 20]     | [0, 1]   || [10, 20]
    }

    def "a['#key'] on #what reads a property by name, and is refused"() {
        when:
        RuntimeGuard.getAt(a, key)

        then:
        def e = thrown(SandboxRefusal)
        e.message == "refused: a['" + key + "'] on " + type + ' reads a property by a computed name, which is not allowed in a sandboxed script (only maps take text keys)'

        where:
        what     | a              | key         || type
        'text'   | 'abc'          | 'class'     || 'java.lang.String'
        'a list' | [Rect.of(0, 0, 1, 1)] | 'name' || 'java.util.ArrayList'
        'a shape'| Rect.of(0, 0, 1, 1) | 'left' || 'io.hantei.geom.Rect'
    }

    def "a[k] = v sets and gives v; a safe a?[k] on null is null"() {
        given:
        def list = [1, 2]
        def map = [:]

        expect:
        RuntimeGuard.putAt(list, 0, 9) == 9
        list == [9, 2]
        RuntimeGuard.putAt(map, 'k', 'v') == 'v'
        map == [k: 'v']
        RuntimeGuard.getAtSafe(null, 0) == null
    }

    def "#a * #b is #result"() {
        expect:
        RuntimeGuard.times(a, b) == result

        where:
        a                 | b        || result
        6                 | 7        || 42
        Integer.MAX_VALUE | 2        || -2          // Groovy's int arithmetic wraps, as without the sandbox
        1.5G              | 2        || 3.0G
        0.1d              | 3        || 0.30000000000000004d
        'ab'              | 3        || 'ababab'
        [1]               | 3        || [1, 1, 1]
        'x'               | 1000000  || 'x' * 1000000
    }

    def "#what * #b is refused past a million elements"() {
        when:
        RuntimeGuard.times(a, b)

        then:
        def e = thrown(SandboxRefusal)
        e.message == message

        where:
        what       | a           | b                 || message
        'text'     | 'xy'        | 500001            || 'refused: text of 2 characters * 500001 would make 1000002 characters, more than the 1000000 one operator may make in a sandboxed script'
        'a list'   | [1, 2, 3]   | Integer.MAX_VALUE || 'refused: a list of 3 elements * 2147483647 would make 6442450941 elements, more than the 1000000 one operator may make in a sandboxed script'
    }

    def "#a ** #b is #result"() {
        expect:
        RuntimeGuard.power(a, b) == result

        where:
        a     | b       || result
        2     | 10      || 1024
        2     | 0.5d    || Math.sqrt(2)
        1     | 10 ** 9 || 1
        -1    | 1000001 || -1
        1.1G  | 2       || 1.21G
        2     | 100_001 || 2G ** 100_001   // 30 104 digits: the cap is on digits, not on the exponent
    }

    def "#shown ** #b is refused: it would make a number of more than 100000 digits"() {
        when:
        RuntimeGuard.power(a, b)

        then:
        def e = thrown(SandboxRefusal)
        e.message == "refused: $shown ** $b would make a number of more than 100000 digits, which is not allowed in a sandboxed script"

        where:
        a              | b           || shown
        2              | 400_000     || '2'
        0.3G           | 999_999_999 || '0.3'                        // a base below 1 makes as many digits after the point
        10G ** 50_000  | 3           || 'a number of 50001 digits'   // a small exponent of a large number
    }

    def "#a #op #b gives what Groovy gives"() {
        expect:
        RuntimeGuard."$method"(a, b) == expected

        where:
        a                 | op   | b     || method      | expected
        1                 | '+'  | 2     || 'plus'      | 3
        0.1d              | '+'  | 0.2d  || 'plus'      | 0.30000000000000004d
        'ab'              | '+'  | [1]   || 'plus'      | 'ab[1]'
        [1]               | '+'  | [2]   || 'plus'      | [1, 2]
        null              | '+'  | 'x'   || 'plus'      | 'nullx'
        1                 | '/'  | 3     || 'div'       | 1 / 3
        7.5G              | '/'  | 2.5G  || 'div'       | 3G
        1                 | '<<' | 33    || 'leftShift' | 1 << 33     // an int's shift wraps, as in Groovy
        1G                | '<<' | 70    || 'leftShift' | 1G << 70
        [1]               | '<<' | 2     || 'leftShift' | [1, 2]
        1G                | '>>' | -3    || 'rightShift'| 8G
    }

    def "#a #op #b is refused: the number would have more than 100000 digits"() {
        when:
        RuntimeGuard."$method"(a, b)

        then:
        def e = thrown(SandboxRefusal)
        e.message == message

        where:
        a          | op   | b              || method       | message
        1G         | '<<' | 2_000_000_000  || 'leftShift'  | 'refused: 1 << 2000000000 would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        1G         | '>>' | -2_000_000_000 || 'rightShift' | 'refused: 1 >> -2000000000 would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        1e50000G   | '/'  | 1e-50001G      || 'div'        | 'refused: 1E+50000 / 1E-50001 would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        1e-50000G  | '*'  | 1e-50001G      || 'times'      | 'refused: 1E-50000 * 1E-50001 would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
    }

    def "the range #range is #verdict"() {
        when:
        def r = RuntimeGuard.range(range)

        then:
        r.is(range) == allowed

        where:
        range                  || allowed
        0..999_999             || true
        0..<1_000_000          || true
        'a'..'z'               || true
        -5..5                  || true

        verdict = allowed ? 'allowed' : 'refused'
    }

    def "the range #range is refused: #message"() {
        when:
        RuntimeGuard.range(range)

        then:
        def e = thrown(SandboxRefusal)
        e.message == 'refused: ' + message

        where:
        range                         || message
        0..1_000_000                  || 'the range 0..1000000 has more than 1000000 elements, the most a range may have in a sandboxed script'
        1..Integer.MAX_VALUE          || 'the range 1..2147483647 has more than 1000000 elements, the most a range may have in a sandboxed script'
        'aa'..'ab'                    || 'a range of java.lang.String is not allowed in a sandboxed script (only ranges of numbers or single characters)'
    }

    def "a budget's time limit is checked at each tick"() {
        given:
        def budget = new Budget(TimeUnit.MILLISECONDS.toNanos(20), 0).install()

        when:
        RuntimeGuard.tick()
        Thread.sleep(40)
        RuntimeGuard.tick()

        then:
        def e = thrown(LimitExceeded)
        e.limit == LimitExceeded.Limit.TIME
        e.message == 'time limit: ran longer than 20 ms'

        cleanup:
        budget.uninstall()
    }

    def "a budget's memory limit counts the bytes the thread allocates"() {
        given:
        def budget = new Budget(0, 1 << 20).install()
        def keep = []

        when:
        4.times { keep << new byte[1 << 19] }
        RuntimeGuard.tick()

        then:
        Budget.MEMORY_COUNTED
        def e = thrown(LimitExceeded)
        e.limit == LimitExceeded.Limit.MEMORY
        e.message == 'memory limit: allocated more than 1 MiB'

        cleanup:
        budget.uninstall()
    }

    def "a refusal sticks to the work: caught, it is thrown again at the next tick and when the work returns"() {
        given:
        def budget = new Budget(0, 0).install()

        when:
        try {
            RuntimeGuard.receiver(String)
        } catch (SandboxRefusal ignored) {
            // a script cannot write this (catch (Error) is refused), but a wrapper could hide it
        }
        RuntimeGuard.tick()

        then:
        thrown(SandboxRefusal)

        when:
        budget.failIfFailed()
        then:
        thrown(SandboxRefusal)

        when: "the next piece of work starts clean"
        budget.restart('next')
        RuntimeGuard.tick()
        budget.failIfFailed()
        then:
        noExceptionThrown()

        cleanup:
        budget.uninstall()
    }

    def "without a budget a tick does nothing"() {
        when:
        RuntimeGuard.tick()

        then:
        noExceptionThrown()
    }

    def "sizes and times read as people write them"() {
        expect:
        Budget.show(TimeUnit.SECONDS.toNanos(1)) == '1 s'
        Budget.show(TimeUnit.MILLISECONDS.toNanos(1500)) == '1.5 s'
        Budget.show(TimeUnit.MILLISECONDS.toNanos(250)) == '250 ms'
        Budget.bytes(256L << 20) == '256 MiB'
        Budget.bytes(64 << 10) == '64 KiB'
        Budget.bytes(100) == '100 bytes'
    }
}
