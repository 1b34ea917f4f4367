package io.hantei.sandbox

import spock.lang.Specification

/** How the calls that take a size are weighed before they run. */
class SizedCallsSpec extends Specification {

    def "the widest width or precision of #format is #widest"() {
        expect:
        SizedCalls.widest(format) == widest

        where:
        format                       || widest
        '%d'                         || 0
        '%5d and %-12s'              || 12
        '%.1f'                       || 1
        '%08.3f'                     || 8
        '%1$20s %2$s'                || 20
        '%%2000000000d'              || 0          // %% is a percent sign, and what follows is text
        '%2000000000d'               || 2000000000
        '%.2000000000s'              || 2000000000
        '%99999999999999999999d'     || Long.MAX_VALUE.intdiv(4)
    }

    def "#call weighs #bytes bytes"() {
        expect:
        SizedCalls.bytes(receiver, method, args as Object[]) == bytes

        where:
        receiver                        | method           | args                      || bytes
        'x'                             | 'center'         | [10]                      || 20
        'x'                             | 'center'         | [-5]                      || 0
        String                          | 'format'         | ['%100d', 1]              || 200
        String                          | 'format'         | [Locale.ROOT, '%7.2f', 1] || 14
        ['ab', 'c']                     | 'join'           | [', ']                    || 2 * 5
        [1, 22, 333]                    | 'join'           | ['']                      || 2 * 6
        new StringBuilder()             | 'setLength'      | [1000]                    || 2000
        new StringBuilder()             | 'ensureCapacity' | [1000]                    || 2000
        new ArrayList()                 | 'ensureCapacity' | [1000]                    || 8000
        'x'                             | 'trim'           | []                        || 0
        new ArrayList()                 | 'ensureCapacity' | [Long.MAX_VALUE]          || Long.MAX_VALUE   // saturates, never wraps to a small number
        String                          | 'format'         | ['%99999999999999999999d', 1] || Long.MAX_VALUE.intdiv(4) * 2

        call = receiver.toString() + '.' + method + args
    }

    def "#bytes bytes read as #text"() {
        expect:
        Budget.about(bytes) == text

        where:
        bytes                 || text
        100                   || '100 bytes'
        12 << 10              || '12 KiB'
        (long) (1.5 * (1 << 30)) || '1.5 GiB'
        4294967278L           || '4 GiB'
        4000000000L           || '3.7 GiB'
        17179869176L          || '16 GiB'
    }
}
