package io.hantei.sandbox

import io.hantei.embed.CompileException
import io.hantei.embed.EvaluationException
import io.hantei.embed.Options
import io.hantei.embed.RuleSet
import io.hantei.geom.Circle
import spock.lang.Specification

import java.util.regex.Pattern

import static io.hantei.sandbox.AllowedCalls.Cost
import static io.hantei.sandbox.AllowedCalls.Kind

/**
 * The calls a sandboxed script may make: a list of names by kind of receiver, each with its
 * cost, and every other call refused (issue 55).
 */
class AllowedCallsSpec extends Specification {

    /** Values of each kind, on which each name of the kind must be a method or a property Groovy finds. */
    static final Map<Kind, List<Object>> SAMPLES = [
            (Kind.ANY)       : ['x', 1],
            (Kind.TEXT)      : ['x', new StringBuilder('x'), "x${1}"],
            (Kind.NUMBER)    : [1, 1.5d, 1G, 1.5G],
            (Kind.BOOLEAN)   : [true],
            (Kind.CHARACTER) : ['x' as char],
            (Kind.COLLECTION): [[1], new TreeSet([1]), new ArrayDeque([1]), new LinkedList([1])],
            (Kind.RANGE)     : [1..2, (1..2).by(0.5)],
            (Kind.MAP)       : [[a: 1], new TreeMap([a: 1])],
            (Kind.ENTRY)     : [[a: 1].entrySet().first()],
            (Kind.ITERATOR)  : [[1].listIterator()],
            (Kind.CLOSURE)   : [{ x -> x }],
            (Kind.MATCHER)   : ['x' =~ /x/],
            (Kind.PATTERN)   : [~/x/],
            (Kind.OPTIONAL)  : [Optional.of(1)],
            (Kind.RANDOM)    : [new Random(1)],
            (Kind.JOINER)    : [new StringJoiner(',')],
            (Kind.COMPARATOR): [Comparator.naturalOrder()],
            (Kind.EXCEPTION) : [new RuntimeException('x')],
            (Kind.ARRAY)     : [[1, 2] as Integer[]],
    ]

    static boolean callable(Object sample, String name) {
        sample.metaClass.respondsTo(sample, name) || sample.metaClass.hasProperty(sample, name) ||
                name == 'length' && sample.getClass().isArray()
    }

    def "every name allowed on #kind is a method of that kind of value"() {
        expect:
        AllowedCalls.allowed(kind).keySet().findAll { String name -> !SAMPLES[kind].any { callable(it, name) } } == [] as Set

        where:
        kind << Kind.values()
    }

    def "every weighed call is weighed by SizedCalls, and no name the sandbox refuses everywhere is allowed on a kind"() {
        expect:
        Kind.values().every { Kind k ->
            AllowedCalls.allowed(k).every { String name, Cost cost -> (cost == Cost.WEIGHED) == SizedCalls.METHODS.contains(name) }
        }
        AllowedCalls.NAMES.intersect(AllowList.DENIED.keySet()).empty
    }

    def "a call is allowed on #type.simpleName by its kind: #name is #allowed"() {
        expect:
        AllowedCalls.method(type, name) == allowed

        where:
        type          | name          || allowed
        String        | 'size'        || true
        String        | 'collate'     || false
        String        | 'indent'      || false
        String        | 'getBytes'    || false
        ArrayList     | 'collect'     || true
        ArrayList     | 'collate'     || false
        IntRange      | 'by'          || true
        ArrayList     | 'by'          || false
        HashMap       | 'keySet'      || true
        HashMap       | 'withDefault' || false
        Random        | 'nextInt'     || true
        Random        | 'ints'        || false
        Class         | 'isEmpty'     || false
        Circle        | 'contains'    || true
        Circle        | 'overlaps'    || true
        Circle        | 'getClass'    || false
        Circle        | 'collate'     || false
        Pattern       | 'matcher'     || true
    }

    def "constructors are allowed by class and number of arguments: new #type.simpleName with #count is #allowed"() {
        expect:
        AllowedCalls.constructor(type, count) == allowed

        where:
        type             | count || allowed
        HashMap          | 0     || true
        HashMap          | 1     || true
        HashMap          | 2     || false
        LinkedHashMap    | 3     || false
        HashSet          | 2     || false
        IntRange         | 2     || false
        ObjectRange      | 2     || false
        ArrayList        | 1     || true
        RuntimeException | 1     || true
        Thread           | 0     || false
    }

    static final Options OPTIONS = Options.defaults()

    static String compileProblem(String code) {
        try {
            RuleSet.compile(code + "\nrule('ok') { p -> true }", OPTIONS).close()
            return null
        } catch (CompileException e) {
            return e.problems()[0].message()
        }
    }

    def "where the code shows the receiver's type, a call its kind does not allow is refused at compile time, with its line: #code"() {
        expect:
        compileProblem(code) == message

        where:
        code                                        || message
        "def s = [1, 2, 3].collate(2)"              || 'refused: collate() on a collection (java.util.ArrayList) is not among the calls a sandboxed script may make'
        "def s = 'abc'.getBytes()"                  || 'refused: getBytes() on text (java.lang.String) is not among the calls a sandboxed script may make'
        "String s = 'abc'\ndef t = s.indent(2)"     || 'refused: indent() on text (java.lang.String) is not among the calls a sandboxed script may make'
        "def l = [1, 2].permutations()"             || 'refused: permutations() is not allowed in a sandboxed script (it can make a huge value in one call: write it with * or a loop)'
        "def l = [1, 2]\nl.getMetaClass()"          || 'refused: getMetaClass() is not allowed in a sandboxed script (it changes or bypasses how Groovy calls methods)'
        "def b = 'abc'.bytes"                       || null
        "def x = Integer.getInteger('java.home')"   || 'refused: getInteger() is not allowed in a sandboxed script (it reaches the host process)'
        "def x = Integer.toOctalString(8)"          || 'refused: Integer.toOctalString is not among the calls a sandboxed script may make'
        "def x = Math.floorMod(7, 3)"               || null
    }

    def "a name the receiver does not have at all is left to Groovy, whose error is answered with the fix"() {
        when:
        RuleSet.compile("def c = circle(at: [0, 0], r: 2)\nrule('seen') { p -> c.contain(p) }", OPTIONS).evaluate('seen', 1, 1)

        then:
        EvaluationException e = thrown()
        e.problems()[0].message().startsWith("rule 'seen' at (1.0, 1.0): a Circle has no method 'contain' — did you mean 'contains'?")
    }

    def "a call allowed on another kind is refused as the call is made, naming the kind"() {
        given:
        def rules = RuleSet.compile("def r = new Random(1)\nrule('hostile') { p -> r.ints() != null }", OPTIONS)

        when:
        rules.evaluate('hostile', 1, 2)

        then:
        EvaluationException e = thrown()
        e.problems()[0].message() == "rule 'hostile' at (1.0, 2.0): refused: ints() on java.util.Random is not among the calls a sandboxed script may make"

        cleanup:
        rules?.close()
    }

    def "a property is read when its getter is allowed: 'abc'.bytes is refused as it runs, a shape's any property is read"() {
        given:
        def rules = RuleSet.compile("def c = circle(at: [0, 0], r: 2)\ndef s = 'abc'\n" +
                "rule('radius') { p -> c.r == 2 && s.empty == false }\nrule('bytes') { p -> s.bytes.size() > 0 }", OPTIONS)

        expect:
        rules.evaluate('radius', 0, 0)

        when:
        rules.evaluate('bytes', 0, 0)

        then:
        EvaluationException e = thrown()
        e.problems()[0].message() == "rule 'bytes' at (0.0, 0.0): refused: .bytes of text (java.lang.String) is not among the properties a sandboxed script may read"

        cleanup:
        rules?.close()
    }
}
