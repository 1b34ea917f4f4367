package io.hantei.dsl

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import groovy.transform.stc.ClosureParams
import groovy.transform.stc.FromString
import io.hantei.geom.PixelRect
import io.hantei.geom.Shape
import io.hantei.render.HeatMap
import io.hantei.render.Scene

/**
 * The base class of every hantei script (set by {@link ScriptCompiler}): the shape words come
 * from {@link Hantei}, and this class adds rules and checks.
 * <pre>
 * def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
 *
 * rule('guard sees player') { p -> p in guard }
 *
 * check('guard sees player') {
 *     hit 150, 130
 *     miss 100, 320     // straight below the guard, outside the cone
 * }
 *
 * check(guard) { hit 250, 160 }   // a check on a shape: the rule is "p in guard"
 * </pre>
 * Each example is judged when its {@code hit}/{@code miss} runs; a failed example does not stop
 * the script. The results are kept for the runner ({@link ScriptRunner}); run any other way
 * (groovyConsole, a plain GroovyShell) each result is also printed as it comes.
 *
 * <p>Pictures ({@link ScriptPictures}): {@code scene()} is the picture so far,
 * {@code render 'level.png'} writes it, {@code heatMap 'guard sees player'} paints where a rule
 * holds.
 */
@CompileStatic
abstract class HanteiScript extends Script {

    private final Map<String, Rule> rules = new LinkedHashMap<>()
    private final List<Judgement> results = []
    private boolean printing = true
    private final ScriptScene picture = new ScriptScene()
    private final List<File> pictures = []
    private ScriptScene outerRecording
    private final List<Ran> checksRun = []
    private java.util.function.BiPredicate<String, Integer> checkGate

    protected HanteiScript() {
    }

    protected HanteiScript(Binding binding) {
        super(binding)
    }

    /** Starts noting the shapes the words make for this script's picture; {@link PictureRecording} calls it as {@code run()} starts. */
    protected void startRecordingShapes() {
        picture.scriptClass = getClass().name
        outerRecording = ScriptScene.start(picture)
    }

    /** Stops noting shapes for this script; called as {@code run()} ends, however it ends. */
    protected void stopRecordingShapes() {
        ScriptScene.stop(outerRecording)
        outerRecording = null
    }

    /** The most rules one script may define: every rule is a column of each batch's hits, and a row of ./hantei words' output. */
    static final int MAX_RULES = 10_000

    /** The longest name a rule may have, in characters: a name is written in every row of a hit. */
    static final int MAX_RULE_NAME = 1_000

    /**
     * Defines a rule: a name the checks refer to and a closure that answers true or false for
     * an example. The closure takes the example ({@code { p -> p in guard }}), or for a point
     * its two coordinates ({@code { x, y -> x < 100 }}).
     */
    Rule rule(String name,
              @ClosureParams(value = FromString, options = ['java.lang.Object', 'double,double']) Closure<?> predicate) {
        if (name == null || name.trim().isEmpty()) {
            throw new IllegalArgumentException('rule: the name must be some text, like rule(\'guard sees player\') { p -> ... }')
        }
        if (name.length() > MAX_RULE_NAME) {
            throw new IllegalArgumentException("rule '" + name.substring(0, 40) + "...': a rule's name may be at most " +
                    MAX_RULE_NAME + ' characters long, but this one has ' + name.length())
        }
        if (rules.size() >= MAX_RULES && !rules.containsKey(name)) {
            throw new IllegalArgumentException("rule '" + name + "': a script may define at most " + MAX_RULES + ' rules')
        }
        if (predicate == null) {
            throw new IllegalArgumentException("rule '" + name + "': needs a closure, like rule('" + name + "') { p -> p in zone }")
        }
        if (predicate.maximumNumberOfParameters > 2) {
            throw new IllegalArgumentException("rule '" + name + "': the closure takes one example { p -> ... } or " +
                    'a point\'s coordinates { x, y -> ... }, not ' + predicate.maximumNumberOfParameters + ' parameters')
        }
        Rule old = rules.get(name)
        if (old != null) {
            throw new IllegalArgumentException("rule '" + name + "' is already defined" +
                    (old.line > 0 ? ' (line ' + old.line + ')' : '') + ' — give each rule its own name')
        }
        Rule rule = new Rule(name, predicate, ScriptLines.callerLine(getClass().name))
        rules.put(name, rule)
        rule
    }

    /**
     * Checks the named rule against the examples in the block: {@code hit} examples must be
     * answered true, {@code miss} examples false.
     */
    void check(String ruleName,
               @DelegatesTo(value = CheckBlock, strategy = Closure.DELEGATE_FIRST) Closure<?> examples) {
        check([:], ruleName, examples)
    }

    /**
     * A check with options: {@code check('guard sees player', tags: ['smoke']) { hit 150, 130 }}.
     * {@code tags:} are words a build can select checks by (JUnit tags: Surefire's
     * {@code groups}, Gradle's {@code includeTags}).
     */
    void check(Map options, String ruleName,
               @DelegatesTo(value = CheckBlock, strategy = Closure.DELEGATE_FIRST) Closure<?> examples) {
        run(ruleName, options, { -> ruleNamed('check', ruleName) }, examples)
    }

    /** The rule called {@code ruleName}, or an error for {@code word} that names the rules there are. */
    @PackageScope
    Rule ruleNamed(String word, String ruleName) {
        Rule rule = rules.get(ruleName)
        if (rule == null) {
            String near = Words.closest(ruleName ?: '', rules.keySet())
            throw new IllegalArgumentException(word + ": no rule named '" + ruleName + "'" +
                    (near == null ? '' : " — did you mean '" + near + "'?") +
                    (rules.isEmpty() ? ' — no rule is defined yet: write rule(\'' + ruleName + '\') { p -> ... } before the ' + word
                            : (near == null ? ' —' : '') + ' rules so far: ' + rules.keySet().collect { "'" + it + "'" }.join(', ')))
        }
        rule
    }

    /** Checks that the shape contains the {@code hit} examples and not the {@code miss} ones. */
    void check(Shape zone, @DelegatesTo(value = CheckBlock, strategy = Closure.DELEGATE_FIRST) Closure<?> examples) {
        check([:], zone, examples)
    }

    /** A check on a shape with options ({@code tags:}), as for a rule. */
    void check(Map options, Shape zone, @DelegatesTo(value = CheckBlock, strategy = Closure.DELEGATE_FIRST) Closure<?> examples) {
        String name = 'in ' + ShapeExtensions.label(zone)
        Rule rule = new Rule(name, { Object p -> ShapeExtensions.isCase(zone, p) }, -1)
        run(name, options, { -> rule }, examples)
    }

    /** Checks that the pixel rectangle covers the {@code hit} pixels and not the {@code miss} ones. */
    void check(PixelRect zone, @DelegatesTo(value = CheckBlock, strategy = Closure.DELEGATE_FIRST) Closure<?> examples) {
        check([:], zone, examples)
    }

    /** A check on a pixel rectangle with options ({@code tags:}), as for a rule. */
    void check(Map options, PixelRect zone, @DelegatesTo(value = CheckBlock, strategy = Closure.DELEGATE_FIRST) Closure<?> examples) {
        String name = 'in ' + ShapeExtensions.label(zone)
        Rule rule = new Rule(name, { Object p -> ShapeExtensions.isCase(zone, p) }, -1)
        run(name, options, { -> rule }, examples)
    }

    private static List<String> tagsOf(Map options, String name) {
        if (options == null || options.isEmpty()) {
            return []
        }
        Object unknown = options.keySet().find { it != 'tags' }
        if (unknown != null) {
            throw new IllegalArgumentException("check '" + name + "': unknown option '" + unknown + "' — valid: tags")
        }
        Object tags = options.get('tags')
        List<Object> list = tags instanceof Collection ? new ArrayList<Object>((Collection) tags) : [tags]
        List<String> words = []
        for (Object t : list) {
            if (!(t instanceof CharSequence) || !(t.toString() ==~ CheckFinder.TAG)) {
                throw new IllegalArgumentException("check '" + name + "': tags must be words, like tags: ['smoke', 'level-1'], but one was " +
                        Args.show(t))
            }
            words.add(t.toString())
        }
        words
    }

    private void run(String name, Map options, Closure<Rule> ruleOf,
                     @DelegatesTo(value = CheckBlock, strategy = Closure.DELEGATE_FIRST) Closure<?> examples) {
        int line = ScriptLines.callerLine(getClass().name)
        if (checkGate != null && !checkGate.test(name, line)) {
            return
        }
        int from = results.size()
        List<String> tags = []
        try {
            tags = tagsOf(options, name)
            Rule rule = ruleOf.call()
            if (examples == null) {
                throw new IllegalArgumentException("check '" + rule.name + "': needs a block of examples, like { hit 150, 130; miss 0, 0 }")
            }
            Closure<?> block = (Closure<?>) examples.clone()
            block.resolveStrategy = Closure.DELEGATE_FIRST
            block.delegate = new CheckBlock(this, rule)
            block.call()
        } catch (Throwable t) {
            checksRun.add(new Ran(name, line, tags, new ArrayList<Judgement>(results.subList(from, results.size())), t))
            throw t
        }
        checksRun.add(new Ran(name, line, tags, new ArrayList<Judgement>(results.subList(from, results.size())), null))
    }

    /** A check block as it ran, with what it threw; {@link ScriptRunner} makes a {@link CheckRun} of it. */
    @PackageScope
    static final class Ran {
        final String name
        final int line
        final List<String> tags
        final List<Judgement> judgements
        final Throwable thrown

        Ran(String name, int line, List<String> tags, List<Judgement> judgements, Throwable thrown) {
            this.name = name
            this.line = line
            this.tags = tags
            this.judgements = judgements
            this.thrown = thrown
        }
    }

    /**
     * Runs only the checks for which {@code gate} answers true, given the check's name and line;
     * the others are passed over and judge nothing (null: every check runs). For the runner:
     * {@code --only}, and the engine's selection of one check.
     */
    void gateChecks(java.util.function.BiPredicate<String, Integer> gate) {
        this.checkGate = gate
    }

    /** The check blocks run so far, in order. */
    @PackageScope
    List<Ran> checksRun() {
        Collections.unmodifiableList(checksRun)
    }

    /** Called by {@link CheckBlock} with each judged example. */
    void record(Judgement result) {
        results.add(result)
        if (printing) {
            println(result.summary)
            if (!result.passed) {
                result.shapeNotes.each { println('      ' + it) }
            }
        }
    }

    /** The results so far, in the order the examples were judged. */
    List<Judgement> checkResults() {
        Collections.unmodifiableList(results)
    }

    /** The rules defined so far, in order. */
    List<Rule> definedRules() {
        new ArrayList<Rule>(rules.values())
    }

    /**
     * Notes a shape for the picture of the script that is running, and returns it: the code
     * {@link PictureRecording} writes around each {@code shape.named(...)}.
     */
    static Object noteShape(Object shape) {
        ScriptScene.made(shape)
        shape
    }

    /**
     * A level drawn in the Tiled map editor: {@code def level = tiled('maps/cave.tmx')}, the path
     * taken from the script's folder; see {@link TiledLevel} for {@code level['door']},
     * {@code level[12]}, {@code level.zones('Triggers')}, {@code level.objects(type: 'spawn')} and
     * {@code level.solid('Ground')}. A sandboxed script reads maps only inside its own folder tree.
     */
    TiledLevel tiled(String path) {
        TiledLevel.load(this, path)
    }

    /**
     * The warnings of the words so far, each once: angles that look like radians
     * ({@code fan (line 3): dir 0.52 and range 1.05 look like radians, but angles are degrees — ...}).
     */
    List<String> wordWarnings() {
        picture.warnings()
    }

    /** A warning for each rule defined so far that no check has tried: {@code rule 'door' (line 4) has no check}. */
    List<String> uncheckedRules() {
        definedRules().findAll { it.checks == 0 }.collect {
            "rule '" + it.name + "'" + (it.line > 0 ? ' (line ' + it.line + ')' : '') + ' has no check'
        }
    }

    /**
     * The shapes the script's words made so far, in order ({@link Shape}s and
     * {@link io.hantei.geom.PixelRect}s): its one record of its shapes, the one its picture shows.
     */
    List<Object> shapesMade() {
        picture.shapesMade()
    }

    /**
     * The shapes of the zones sets the script made so far ({@code zones(...)}, a Tiled level's
     * {@code zones(layer)}), each once, in the order first given.
     */
    List<Shape> zonesMade() {
        picture.zonesMade()
    }

    /** The picture of the script so far: its shapes, its checks' points, its heat maps. */
    Scene scene() {
        picture.build(results, null)
    }

    /**
     * Writes the picture of the script so far to {@code file} (PNG or SVG by its ending): the
     * checks above this line are in it, those below are not. A relative path is taken from the
     * script's folder. Options: {@code size:} pixels on the longer side (800),
     * {@code view: [at: [x, y], size: [w, h]]} (or a shape) the region shown.
     */
    File render(Map options = [:], String file) {
        ScriptPictures.render(this, options, file)
    }

    /** Writes the picture to {@code file}; see {@link #render(Map, String)}. */
    File render(Map options = [:], File file) {
        ScriptPictures.render(this, options, file?.path)
    }

    /**
     * Adds the heat map of a rule to the picture: where the rule answers true for a point.
     * Options: {@code region: [at: [x, y], size: [w, h]]} (or a shape: its bounds) where to
     * sample, by default what the shapes and check points so far cover; {@code step:} world
     * units between samples (by default one sample per pixel); {@code name:} (the rule's).
     */
    HeatMap heatMap(Map options = [:], String ruleName) {
        ScriptPictures.heatMap(this, options, ruleNamed('heatMap', ruleName))
    }

    /** Adds the heat map of "inside this shape", tested in batches; options as for a rule. */
    HeatMap heatMap(Map options = [:], Shape shape) {
        ScriptPictures.heatMap(this, options, shape)
    }

    /** Anything else: a message that says what a heat map takes. */
    HeatMap heatMap(Map options = [:], Object other) {
        throw new IllegalArgumentException("heatMap takes a rule's name or a shape, like heatMap 'guard sees player'," +
                ' but was ' + Args.show(other))
    }

    /** What the script's picture shows; for {@link ScriptPictures}. */
    @PackageScope
    ScriptScene picture() {
        picture
    }

    /** Called by {@link ScriptPictures} with each picture written. */
    @PackageScope
    void wrote(File file) {
        pictures.add(file)
        if (printing) {
            println('picture: ' + file.path)
        }
    }

    /** The pictures written by {@code render}, in order. */
    List<File> writtenPictures() {
        Collections.unmodifiableList(pictures)
    }

    /** Whether each result is printed as it comes (the default; the runner turns it off and reports itself). */
    void printEachCheck(boolean print) {
        this.printing = print
    }
}
