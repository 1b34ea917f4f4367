package io.hantei.dsl

import io.hantei.embed.CompileException
import io.hantei.embed.EvaluationException
import io.hantei.embed.Options
import io.hantei.embed.RuleSet
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Files
import java.nio.file.Path
import java.time.Duration

/**
 * Compiled scripts kept in a folder (ScriptCache, Options.compiledScripts): the same text
 * compiled again loads the kept classes, and means exactly what the fresh compile means.
 */
class ScriptCacheSpec extends Specification {

    @TempDir
    Path folder

    static final String LEVEL = '''\
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        def button = rect(at: [300, 300], size: [120, 40], name: 'button')
        def door = rect(at: [600, 200], size: [80, 30], angle: 30, anchor: 'center', name: 'door')
        def coin = circle(at: [500, 500], r: 25, name: 'coin')
        rule('guard sees') { p -> p in guard }
        rule('click') { p -> p in button && !(p in guard) }
        rule('door or coin') { p -> p in door || p in coin }
        rule('far right') { p -> p.x > 650 }
        check('door or coin', tags: ['smoke']) { hit 500, 500 }
        check('click') { miss 0, 0 }
        '''.stripIndent()

    private static String key(String text, String fileName, boolean sandboxed, boolean limited) {
        ScriptCache.key(ScriptCompiler.BUILD, text, fileName, sandboxed, limited)
    }

    private List<Path> kept() {
        Files.list(folder).withCloseable { it.filter { p -> p.toString().endsWith('.compiled') }.toList() }
    }

    private static boolean fromCache(ScriptCompiler.Compiled c) {
        !(c.scriptClass.classLoader instanceof GroovyClassLoader)
    }

    def "the second compile of the same text loads the kept classes, and finds the same rules, formulas and checks"() {
        given:
        def compiler = ScriptCompiler.forRuleSets(sandboxed).keepingCompiledIn(folder)

        when:
        def first = compiler.compile(LEVEL, 'level.groovy')
        def second = compiler.compile(LEVEL, 'level.groovy')

        then:
        !fromCache(first)
        fromCache(second)
        kept().size() == 1
        second.scriptClass.name == first.scriptClass.name
        second.shapeRules == first.shapeRules
        second.shapeFormulas == first.shapeFormulas
        second.shapeFormulas.collectEntries { k, v -> [k, v.toString()] } == first.shapeFormulas.collectEntries { k, v -> [k, v.toString()] }
        second.checks*.toString() == first.checks*.toString()
        second.checks*.tags == [['smoke'], []]
        second.sandboxed == sandboxed

        where:
        sandboxed << [true, false]
    }

    def "a rule set from kept classes answers every point as the fresh one does (#sandboxed)"() {
        given:
        def options = Options.defaults().sandboxed(sandboxed).compiledScripts(folder)
        def fresh = RuleSet.compile(LEVEL, 'level.groovy', Options.defaults().sandboxed(sandboxed))
        RuleSet.compile(LEVEL, 'level.groovy', options).close() // keeps it
        def fromKept = RuleSet.compile(LEVEL, 'level.groovy', options)
        def random = new Random(19)
        double[] xs = (0..<20_000).collect { random.nextInt(800) + (random.nextBoolean() ? 0 : random.nextDouble()) } as double[]
        double[] ys = (0..<20_000).collect { random.nextInt(800) + (random.nextBoolean() ? 0 : random.nextDouble()) } as double[]

        expect:
        kept().size() == 1
        fromKept.rules() == fresh.rules()
        fromKept.examples()*.toString() == fresh.examples()*.toString()
        fresh.examples().size() == 2
        (0..<fresh.rules().size()).every { int r ->
            def rule = [fresh.rules()[r]]
            def a = fresh.evaluate(rule, xs, ys, xs.length)
            def b = fromKept.evaluate(rule, xs, ys, xs.length)
            (0..<xs.length).every { int i -> a.hit(i, 0) == b.hit(i, 0) }
        }
        fresh.evaluateAll(500, 500) == fromKept.evaluateAll(500, 500)
        fresh.evaluateAll(500, 500).contains('door or coin')

        cleanup:
        fresh?.close()
        fromKept?.close()

        where:
        sandboxed << [true, false]
    }

    def "kept classes still carry the compiled-in time limit: a loop in a rule stops"() {
        given:
        def script = "rule('forever') { p -> while (true) { } }"
        def options = Options.defaults().evalTimeout(Duration.ofMillis(200)).compiledScripts(folder)
        RuleSet.compile(script, 'loop.groovy', options).close()
        def rules = RuleSet.compile(script, 'loop.groovy', options.callerThread(true)) // no worker to abandon: only the checks stop it

        when:
        rules.evaluate('forever', 1, 2)

        then:
        kept().size() == 1
        EvaluationException e = thrown()
        e.problem().message().startsWith("rule 'forever' at (1.0, 2.0): time limit")
    }

    def "a script the sandbox refuses is never kept, and the trusted compile of the same text does not open the sandbox's door"() {
        given:
        def text = "rule('reads') { p -> new File('/etc/passwd').text.size() > 0 }"

        when:
        ScriptCompiler.forRuleSets(false).keepingCompiledIn(folder).compile(text, 'sneaky.groovy')
        ScriptCompiler.forRuleSets(true).keepingCompiledIn(folder).compile(text, 'sneaky.groovy')

        then:
        ScriptCompileException e = thrown()
        e.errors[0].message.contains('refused')
        kept().size() == 1 // the trusted one; the sandboxed key is another

        when:
        RuleSet.compile(text, 'sneaky.groovy', Options.defaults().compiledScripts(folder))

        then:
        CompileException again = thrown()
        again.problems()[0].toString().contains('refused')
        kept().size() == 1
    }

    def "a script with errors is not kept, and its errors are the same each time"() {
        given:
        def compiler = ScriptCompiler.forRuleSets(true).keepingCompiledIn(folder)
        def text = "def zone = circle(at: [0, 0], radius: 1)\nrule('in') { p -> p in zone }"

        when:
        def errors = (1..2).collect {
            try {
                compiler.compile(text, 'broken.groovy')
                null
            } catch (ScriptCompileException e) {
                e.errors*.toString()
            }
        }

        then:
        errors[0] != null
        errors[0] == errors[1]
        errors[0][0].contains("broken.groovy:1:")
        kept().isEmpty()
    }

    def "a changed text, another name or the other compiler kind is another entry"() {
        given:
        def sandboxed = ScriptCompiler.forRuleSets(true).keepingCompiledIn(folder)

        when:
        sandboxed.compile(LEVEL, 'level.groovy')
        sandboxed.compile(LEVEL + '\n', 'level.groovy')
        sandboxed.compile(LEVEL, 'other.groovy')
        ScriptCompiler.forRuleSets(false).keepingCompiledIn(folder).compile(LEVEL, 'level.groovy')
        ScriptCompiler.TRUSTED.keepingCompiledIn(folder).compile(LEVEL, 'level.groovy')

        then:
        kept().size() == 5
        [key(LEVEL, 'level.groovy', true, true), key(LEVEL + '\n', 'level.groovy', true, true),
         key(LEVEL, 'other.groovy', true, true), key(LEVEL, 'level.groovy', false, true),
         key(LEVEL, 'level.groovy', false, false)].toSet().size() == 5
        key('ab', 'c', true, true) != key('a', 'bc', true, true)
    }

    def "a damaged kept file is compiled anew and written again: #damage"() {
        given:
        def compiler = ScriptCompiler.forRuleSets(true).keepingCompiledIn(folder)
        compiler.compile(LEVEL, 'level.groovy')
        Path file = kept()[0]
        byte[] whole = Files.readAllBytes(file)
        Files.write(file, change(whole))

        when:
        def again = compiler.compile(LEVEL, 'level.groovy')
        def third = compiler.compile(LEVEL, 'level.groovy')

        then:
        !fromCache(again)
        fromCache(third)
        Files.readAllBytes(file) == whole
        RuleSet.compile(LEVEL, 'level.groovy', Options.defaults().compiledScripts(folder)).evaluateAll(500, 500) == ['door or coin']

        where:
        damage                     | change
        'empty'                    | { byte[] b -> new byte[0] }
        'cut in half'              | { byte[] b -> Arrays.copyOf(b, b.length.intdiv(2)) }
        'one byte more'            | { byte[] b -> Arrays.copyOf(b, b.length + 1) }
        'another magic number'     | { byte[] b -> byte[] c = b.clone(); c[0] ^= 1; c }
        'a huge class length'      | { byte[] b -> hugeFirstClassLength(b) }
        'class bytes scrambled'    | { byte[] b -> scrambleClassBytes(b) }
    }

    /** The file with the first class's length set to 2^31 - 1 (after magic, key, and the script class's name). */
    private static byte[] hugeFirstClassLength(byte[] b) {
        def in = new DataInputStream(new ByteArrayInputStream(b))
        in.readInt()
        in.readUTF()
        in.readUTF()
        in.readInt()
        in.readUTF()
        int at = b.length - in.available()
        byte[] c = b.clone()
        c[at] = 0x7f
        c[at + 1] = (byte) 0xff
        c[at + 2] = (byte) 0xff
        c[at + 3] = (byte) 0xff
        c
    }

    /** The file with the first class file's magic number (CAFEBABE) broken: the classes do not load. */
    private static byte[] scrambleClassBytes(byte[] b) {
        byte[] c = b.clone()
        for (int i = 0; i + 3 < c.length; i++) {
            if ((c[i] & 0xff) == 0xca && (c[i + 1] & 0xff) == 0xfe && (c[i + 2] & 0xff) == 0xba && (c[i + 3] & 0xff) == 0xbe) {
                c[i] = 0
            }
        }
        c
    }

    def "a folder keeps at most #most compiled scripts, dropping the least recently used"() {
        given:
        def compiler = ScriptCompiler.forRuleSets(true).keepingCompiledIn(folder)
        compiler.compile("rule('first') { p -> true }", 'first.groovy')

        when:
        (1..(most + 5)).each { int i ->
            compiler.compile("rule('r$i') { p -> p.x > $i }", "s${i}.groovy")
            if (i % 10 == 0) {
                compiler.compile("rule('first') { p -> true }", 'first.groovy') // used again: kept
            }
        }
        Files.setLastModifiedTime(folder.resolve(key("rule('first') { p -> true }", 'first.groovy', true, true) + '.compiled'),
                java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000))
        compiler.compile("rule('last') { p -> true }", 'last.groovy')

        then:
        kept().size() == most
        Files.exists(folder.resolve(key("rule('first') { p -> true }", 'first.groovy', true, true) + '.compiled'))
        Files.exists(folder.resolve(key("rule('last') { p -> true }", 'last.groovy', true, true) + '.compiled'))

        where:
        most = ScriptCache.MAX_FILES
    }

    def "a folder that cannot be written costs only the saving"() {
        given:
        Path notAFolder = folder.resolve('file')
        Files.writeString(notAFolder, 'in the way')
        def options = Options.defaults().compiledScripts(notAFolder)

        expect:
        RuleSet.compile(LEVEL, 'level.groovy', options).evaluateAll(500, 500) == ['door or coin']
        RuleSet.compile(LEVEL, 'level.groovy', options).evaluateAll(500, 500) == ['door or coin']
        Files.readString(notAFolder) == 'in the way'
    }

    def "the options say where compiled scripts are kept"() {
        expect:
        Options.defaults().compiledScripts() == null
        Options.defaults().compiledScripts(folder).compiledScripts() == folder
        Options.defaults().compiledScripts(folder) == Options.defaults().compiledScripts(folder)
        Options.defaults().compiledScripts(folder) != Options.defaults()
        Options.defaults().compiledScripts(folder).hashCode() == Options.defaults().compiledScripts(folder).hashCode()
        Options.defaults().compiledScripts(folder).toString().endsWith(', compiled scripts kept in ' + folder + ']')
        Options.defaults().compiledScripts(folder).sandboxed(false).evalTimeout(Duration.ZERO).compiledScripts() == folder
        Options.defaults().compiledScripts(folder).compiledScripts(null) == Options.defaults()
    }
}
