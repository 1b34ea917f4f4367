package io.hantei.dsl

import io.hantei.dsl.Words.Kind
import io.hantei.dsl.Words.Param
import io.hantei.dsl.Words.Word
import spock.lang.Shared
import spock.lang.Specification

import java.lang.reflect.Method
import java.lang.reflect.Modifier

/**
 * The table of {@link Words} is the DSL: every row has its word in {@link Hantei} (or in a
 * script, for the picture words) and every entry point has its row; and every argument of every
 * row, given a bad value of each sort its kind can be given, is refused by a message that starts
 * with the word and the argument as the designer wrote it and shows the value. The rows below
 * are made from the table, so a new word or argument is checked as soon as it is in it
 * (ARCHITECTURE.md, "Adding a word").
 */
class WordsTableSpec extends Specification {

    /** Bad values of each kind, as a script writes them, with what the message must show of each. */
    static final Map<Kind, List<List<String>>> BAD = [
            (Kind.POINT)      : [['[Double.NaN, 0]', '[NaN, 0]'], ['[0, Double.POSITIVE_INFINITY]', '[0, Infinity]'],
                                 ['[x: Double.NEGATIVE_INFINITY, y: 0]', '[x: -Infinity, y: 0]'], ["'tower'", "'tower'"],
                                 ['[1]', '[1]'], ['[1, 2, 3]', '[1, 2, 3]'], ['null', 'null']],
            (Kind.POINTS)     : [['5', '5'], ['[[0, 0], [4, 0], [0, Double.NaN]]', '[0, NaN]'], ["[[0, 0], 'a', [0, 4]]", "'a'"],
                                 ['[[0, 0], [4], [0, 4]]', '[4]'], ['null', 'null']],
            (Kind.SIZE)       : [['[Double.NaN, 1]', '[NaN, 1]'], ['[1, Double.POSITIVE_INFINITY]', '[1, Infinity]'], ['[-1, 1]', '[-1, 1]'],
                                 ["'big'", "'big'"], ['[1]', '[1]'], ['[1, 2, 3]', '[1, 2, 3]'], ['null', 'null']],
            (Kind.NUMBER)     : numbers(),
            (Kind.ANGLE)      : numbers(),
            (Kind.LENGTH)     : numbers() + [['-1', '-1.0']],
            (Kind.OPENING)    : numbers() + [['-1', '-1.0']],
            (Kind.TEXT)       : [['7', '7'], ['null', 'null'], ["['a']", "['a']"]],
            (Kind.ANCHOR)     : [["'centre'", "'centre'"], ['5', '5'], ['null', 'null']],
            (Kind.PIXEL_POINT): [['[1.5, 2]', '[1.5, 2]'], ['[Double.NaN, 0]', '[NaN, 0]'], ["'a'", "'a'"], ['[1]', '[1]'],
                                 ['[4000000000, 0]', '[4000000000, 0]']],
            (Kind.PIXEL_SIZE) : [['[-1, 2]', '[-1, 2]'], ['[1.5, 2]', '[1.5, 2]'], ['[Double.POSITIVE_INFINITY, 2]', '[Infinity, 2]'],
                                 ['[1]', '[1]']],
            (Kind.REGION)     : [['[0, 0, 1, 1]', '[0, 0, 1, 1]'], ['[at: [Double.NaN, 0], size: [1, 1]]', '[at: [NaN, 0], size: [1, 1]]'],
                                 ['[at: [0, 0], size: [1, Double.POSITIVE_INFINITY]]', '[at: [0, 0], size: [1, Infinity]]'],
                                 ['[at: [0, 0], size: [0, 1]]', '[at: [0, 0], size: [0, 1]]'], ["'all'", "'all'"]],
            (Kind.PIXELS)     : [['0', '0'], ['10000', '10000'], ["'big'", "'big'"], ['1.5', '1.5'], ['Double.NaN', 'NaN']],
            (Kind.WALLS)      : [["'room'", "'room'"], ['5', '5'], ["['door']", "'door'"], ['null', 'null'], ['[[0, 0]]', '0']]]

    private static List<List<String>> numbers() {
        [['Double.NaN', 'NaN'], ['Double.POSITIVE_INFINITY', 'Infinity'], ['Double.NEGATIVE_INFINITY', '-Infinity'],
         ["'30'", "'30'"], ['[30]', '[30]'], ['null', 'null']]
    }

    /** Every row of the table: the shape and sight words, the picture words, a Tiled level's objects. */
    static List<Word> rows() {
        (Words.ALL.values() + Words.PICTURES.values() + [Words.TILED_OBJECTS]) as List<Word>
    }

    /** The required arguments of a word as its example writes them (the picture words and objects have none). */
    static Map<String, String> required(Word w) {
        if (!Words.ALL.containsKey(w.name)) {
            assert w.requiredKeys.isEmpty()
            return [:]
        }
        def m = w.example =~ /^\w+\((.*)\)$/
        assert m.matches()
        // split at the commas between arguments: those followed by 'key:'
        Map<String, String> given = [:]
        m.group(1).split(/,\s*(?=\w+:)/).each { String arg ->
            int colon = arg.indexOf(':')
            given[arg.substring(0, colon).trim()] = arg.substring(colon + 1).trim()
        }
        assert given.keySet().containsAll(w.requiredKeys)
        given.subMap(w.requiredKeys)
    }

    /** A script that calls the word with {@code args} built at run time, so that the word's own reading answers. */
    static String script(Word w, Map<String, String> args) {
        String map = args ? '[' + args.collect { k, v -> k + ': ' + v }.join(', ') + ']' : '[:]'
        String call
        switch (w) {
            case Words.RENDER: call = "render(args, '" + PICTURE.path.replace('\\', '/') + "')"; break
            case Words.HEAT_MAP: call = "rule('r') { p -> true }\nheatMap(args, 'r')"; break
            case Words.TILED_OBJECTS: call = "tiled('dsl-examples/maps/cave.tmx').objects(args)"; break
            default: call = w.name + '(args)'
        }
        'def walls = []\ndef args = ' + map + '\n' + call + '\n'
    }

    @Shared
    static File PICTURE = new File(File.createTempDir(), 'never.png')

    static List<String> errors(String text) {
        new ScriptRunner(new StringWriter()).run(text, 'level.groovy').errors*.message
    }

    /** word, argument, bad value as written, what the message must show: every argument of every row, each bad value of its kind. */
    static List<List<Object>> badArguments() {
        List<List<Object>> cases = []
        for (Word w : rows()) {
            for (Param p : w.params) {
                for (List<String> bad : BAD[p.kind]) {
                    cases << [w, p.name, bad[0], bad[1]]
                }
            }
        }
        cases
    }

    def "every kind of argument has bad values to try"() {
        expect:
        Kind.values().every { BAD[it] }
        badArguments().size() > 200
    }

    def "#word.name(#key: #bad) is refused, naming #key as written and showing #shown"() {
        given: 'only the required arguments besides: an argument is checked even where the shape does not need it'
        Map<String, String> args = required(word) + [(key): bad]

        when:
        List<String> errors = errors(script(word, args))

        then:
        errors.size() == 1
        errors[0].startsWith(word.name + ': ' + key)
        errors[0].contains(shown)
        !PICTURE.exists()

        where:
        [word, key, bad, shown] << badArguments()
    }

    def "#word.name without its required #key says it is missing"() {
        when:
        List<String> errors = errors(script(word, required(word).findAll { it.key != key }))

        then:
        errors.size() == 1
        errors[0].startsWith(word.name + ": missing argument '" + key + "'")

        where:
        [word, key] << rows().collectMany { Word w -> w.requiredKeys.collect { [w, it] } }
    }

    def "#word.name with its required arguments only, as its example writes them, is made"() {
        expect:
        errors(script(word, required(word))) == []

        where:
        word << Words.ALL.values().toList()
    }

    /** Hantei's public static methods. */
    static List<Method> entryPoints() {
        Hantei.declaredMethods.findAll { Modifier.isStatic(it.modifiers) && Modifier.isPublic(it.modifiers) && !it.synthetic }
    }

    def "every row of the table has its word in Hantei, taking the named arguments only, and every word of Hantei has its row"() {
        given:
        List<Method> named = entryPoints().findAll { it.parameterTypes == [Map] as Class[] }

        expect:
        named*.name as Set == Words.ALL.keySet()
        named.size() == Words.ALL.size()
        entryPoints()*.name.every { Words.ALL.containsKey(it) || Words.PLAIN*.name.contains(it) }
        entryPoints().findAll { Words.ALL.containsKey(it.name) }.every { it.parameterTypes == [Map] as Class[] }
        Words.ALL.values().every { Words.returnType(it) != Object }
    }

    def "./hantei words and the IDE files list #word.name with every argument"() {
        expect:
        Words.listing().any { it.startsWith('  ' + word.name + '(' + word.requiredKeys.join(', ')) }
        word.params.every { Param p -> Words.listing().any { it.contains(word.name + '(') && it.contains(p.name) } }
        IdeSupport.gdsl().contains("method name: '" + word.name + "'")
        word.params.every { Param p -> IdeSupport.gdsl().contains("parameter(name: '" + p.name + "', type: '" + p.kind.type + "'") }
        IdeSupport.dsld().contains("method name: '" + word.name + "'")

        where:
        word << Words.ALL.values().toList()
    }

    def "#word.name given positional arguments says how it is written: in a script, before it runs and when it runs"() {
        given:
        String message = Words.positional(word)

        expect: 'written so: a compile error'
        errors(word.name + '([1, 2], 3)\n') == [message]

        and: 'a list where the named arguments go, known only when it runs: the same message'
        errors('def a = [[1, 2], 3]\n' + word.name + '(a)\n') == [message]

        where:
        word << Words.ALL.values().toList()
    }

    def "#word.name given positional arguments from Groovy code that imports Hantei says how it is written"() {
        given:
        GroovyShell shell = new GroovyShell(getClass().classLoader)

        when: 'a plain class calls the word with one argument that is not a map'
        shell.evaluate("""\
            import static io.hantei.dsl.Hantei.*
            class Level { def make() { def a = [[1, 2], 3]; ${word.name}(a) } }
            new Level().make()
            """.stripIndent())

        then:
        IllegalArgumentException e = thrown()
        e.message == Words.positional(word)

        when: 'or names Hantei'
        shell.evaluate("io.hantei.dsl.Hantei.${word.name}([1, 2], 3)")

        then:
        IllegalArgumentException e2 = thrown()
        e2.message == Words.positional(word)

        where:
        word << Words.ALL.values().toList()
    }

    def "a plain class that gives a word several positional arguments gets Groovy's missing method: no word answers for the class's own calls"() {
        when:
        new GroovyShell(getClass().classLoader).evaluate('''\
            import static io.hantei.dsl.Hantei.*
            class Level { def make() { fan([100, 100], 30, 60, 200) } }
            new Level().make()
            '''.stripIndent())

        then:
        MissingMethodException e = thrown()
        e.method == 'fan'
        e.type.name == 'Level'
    }

    def "a name that is no word is Groovy's missing method of Hantei"() {
        when:
        new GroovyShell(getClass().classLoader).evaluate('io.hantei.dsl.Hantei.circel(at: [0, 0], r: 5)')

        then:
        MissingMethodException e = thrown()
        e.method == 'circel'
        e.type == Hantei
        e.static
    }

    def "a compile-time check and the run-time one give the same message for a literal bad value"() {
        expect: 'a literal -1 is read by the checker as the word would read it'
        errors('circle(at: [0, 0], r: -1)\n') == ['circle: r must be >= 0 but was -1.0']
        errors('def r = -1\ncircle(at: [0, 0], r: r)\n') == ['circle: r must be >= 0 but was -1.0']
    }

    def "a compile error, not a run: the literal bad value stops the script before it prints"() {
        given:
        def out = new StringWriter()

        when:
        def result = new ScriptRunner(out).run("println 'started'\nrect(at: [0, 0], size: [-3, 4])\n", 'level.groovy')

        then:
        result.errors*.toString() == ['level.groovy:2: rect: size must be a size [w, h] of finite numbers >= 0 but was [-3, 4]']
        out.toString() == ''
    }
}
