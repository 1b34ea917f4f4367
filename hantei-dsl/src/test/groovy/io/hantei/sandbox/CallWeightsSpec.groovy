package io.hantei.sandbox

import spock.lang.Specification

/** The bytes a call would make, told before it runs, and how they read in a refusal. */
class CallWeightsSpec extends Specification {

    static final String MB = 'x' * 1_000_000
    static final List<String> REFS = [MB] * 1000   // a thousand references to one text of a million characters
    static final long TEXT = 2 + 1000 * 1_000_000 + 2 * 999   // [x..., x..., ...]

    /** A value in a test's name, without writing out a long text or list. */
    static String label(Object o) {
        o instanceof Collection && o.size() > 5 ? "a list of ${o.size()}" : o instanceof CharSequence && o.length() > 20 ?
                "a text of ${o.length()}" : o instanceof Collection ? o.collect { label(it) }.toString() : String.valueOf(o)
    }

    def "the text of format #format with #shown is at most #chars characters"() {
        expect:
        CallWeights.formatted(format, args as Object[]) == chars

        where:
        format                       | args           || chars
        '%d'                         | [1]            || 1
        '%5d and %-12s'              | [1, 'ab']      || 5 + 12
        '%.1f'                       | [1.25d]        || 24       // a double's text is counted at its longest
        '%08.3f'                     | [1]            || 8
        '%1$20s %2$s'                | ['a', 'bcd']   || 20 + 3
        '%%2000000000d'              | []             || 0        // %% is a percent sign, and what follows is text
        '%2000000000d'               | [1]            || 2000000000
        '%.2000000000s'              | ['x']          || 2000000000
        '%99999999999999999999d'     | [1]            || Long.MAX_VALUE.intdiv(4)
        '%s'                         | [REFS]         || TEXT   // the list's text, counted without making it
        '%1$s%1$s%<s'                | [MB]           || 3 * 1_000_000                // the same argument written three times

        shown = label(args)
    }

    def "the widths counted above hold for what String.format writes"() {
        expect:
        String.format(format, args as Object[]).length() <= CallWeights.formatted(format, args as Object[]) + format.length()

        where:
        format            | args
        '%5d and %-12s'   | [1, 'ab']
        '%1$20s %2$s'     | ['a', 'bcd']
        '%s|%s'           | [[1, [2, 'three']], [a: 1]]
        '%1$s%1$s%<s'     | ['abc']
    }

    def "#call weighs #bytes bytes"() {
        expect:
        CallWeights.bytes(receiver, method, args as Object[]) == bytes

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
        // text made of other values' text: a list of a thousand references to one long text
        REFS                            | 'toString'       | []                        || 2 * TEXT
        REFS                            | 'inspect'        | []                        || 2 * (TEXT + 1000 * (1_000_000 + 2))  // quoted, escapes counted at their most
        String                          | 'valueOf'        | [REFS]                    || 2 * TEXT
        String                          | 'join'           | [',', REFS]               || 2 * (1000 * 1_000_000 + 999)
        [REFS]                          | 'join'           | [',']                     || 2 * TEXT   // the inner list's text, never made to be counted
        ''                              | 'plus'           | [REFS]                    || 2 * TEXT
        MB                              | 'plus'           | [MB]                      || 2 * 2_000_000
        MB                              | 'toString'       | []                        || 0        // a String is its own text
        [1, 2]                          | 'plus'           | [[3]]                     || 8 * 3
        new StringBuilder()             | 'append'         | [REFS]                    || 2 * 2 * TEXT  // and the array it grows into
        [1] * 1000                      | 'addAll'         | [[1] * 1000]              || 8 * 3000
        // a text's replacements and pieces
        'xax'                           | 'replace'        | ['x', 'yyy']              || 2 * 7
        MB                              | 'replace'        | ['x', 'y' * 1000]         || 2 * 1_000_000_000
        MB                              | 'replaceFirst'   | ['x+', '$0' * 1000]       || 2 * (2000 + 1000 * 1_000_000)
        'a\tb'                          | 'expand'         | [4]                       || 2 * (3 + 4)
        MB                              | 'toList'         | []                        || 1_000_000 * CallWeights.PIECE + 2 * 1_000_000
        'a,b,,c'                        | 'split'          | [',']                     || 4 * CallWeights.PIECE + 2 * 6
        'a b  c'                        | 'tokenize'       | []                        || 3 * CallWeights.PIECE + 2 * 6
        'a\nb\nc'                       | 'readLines'      | []                        || 3 * CallWeights.PIECE + 2 * 5
        'a1b22'                         | 'findAll'        | [/\d/]                    || 3 * CallWeights.PIECE + 2 * 5
        [1, 2]                          | 'toList'         | []                        || 0        // a copy of a list: a reference each, as many as it has
        // the steps of a sum and the leaves of a flatten
        ['ab'] * 4                      | 'sum'            | []                        || 2 * (4 + 6 + 8)
        [1, 2, 3]                       | 'sum'            | []                        || 0
        [[[1] * 10] * 10] * 10          | 'flatten'        | []                        || 8 * 1000

        call = label(receiver) + '.' + method + label(args)
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
