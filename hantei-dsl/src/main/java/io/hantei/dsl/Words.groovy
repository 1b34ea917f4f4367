package io.hantei.dsl

import groovy.transform.CompileStatic
import groovy.transform.Immutable

/**
 * The vocabulary of the DSL in one table: every shape word and sight word, its named arguments
 * in the order the messages list them, which are required and what kind of value each takes.
 * It is the one place a word's arguments are written: the run-time checks ({@link Args}), the
 * compile-time checks ({@link WordsChecker}) and the messages both print, the answer to a word
 * called with positional arguments ({@link #misused}), {@code ./hantei words} ({@link #listing})
 * and the IDE files ({@link IdeSupport}) are built from it; {@link Hantei} holds only what each
 * word makes of its arguments (WordsTableSpec holds the two together).
 */
@CompileStatic
final class Words {

    /**
     * What a named argument holds: what a designer is told it must be, the Java type the IDE
     * files give it, and what {@link Args} checks of a value of the right type besides (its
     * numbers finite, {@code >= 0}, an angle that may look like radians).
     */
    static enum Kind {
        POINT('a point [x, y]', 'java.util.List'),
        POINTS('a list of points [[x, y], ...]', 'java.util.List'),
        SIZE('a size [w, h]', 'java.util.List'),
        NUMBER('a number', 'java.lang.Number'),
        /** A number {@code >= 0}: a radius, a length. */
        LENGTH('a number', 'java.lang.Number', true, false),
        /** An angle in degrees, warned of when it looks like radians ({@link Mistakes#looksLikeRadians}). */
        ANGLE('a number', 'java.lang.Number', false, true),
        /** An opening angle: {@code >= 0}, in degrees, warned of as {@link #ANGLE} is. */
        OPENING('a number', 'java.lang.Number', true, true),
        TEXT('text', 'java.lang.String'),
        ANCHOR("one of 'topLeft', 'center', 'bottomCenter'", 'java.lang.String'),
        PIXEL_POINT('a pixel [x, y] of whole numbers', 'java.util.List'),
        PIXEL_SIZE('a size [w, h] of whole numbers', 'java.util.List', true, false),
        REGION('a region [at: [x, y], size: [w, h]] or a shape', 'java.lang.Object'),
        PIXELS('a whole number of pixels from 1 to 8192', 'java.lang.Integer'),
        WALLS('a list of shapes or zones(...)', 'java.lang.Object')

        final String description
        /** The Java type of a value, for the IDE files. */
        final String type
        /** Whether its numbers must be {@code >= 0}. */
        final boolean nonNegative
        /** Whether it is an angle the radians warning looks at. */
        final boolean angle

        Kind(String description, String type, boolean nonNegative = false, boolean angle = false) {
            this.description = description
            this.type = type
            this.nonNegative = nonNegative
            this.angle = angle
        }
    }

    private static final String NUMBER_TYPE = 'java.lang.Number'
    private static final String STRING_TYPE = 'java.lang.String'
    private static final String CLOSURE_TYPE = 'groovy.lang.Closure'

    /** The values {@code anchor:} accepts, in the order messages list them. */
    static final List<String> ANCHORS = ['topLeft', 'center', 'bottomCenter'].asImmutable()

    @Immutable
    static final class Param {
        String name
        Kind kind
        boolean required
    }

    /** One shape word: its name, its arguments and a call that shows how to write it. */
    @Immutable
    static final class Word {
        String name
        List<Param> params
        String example

        List<String> getKeys() {
            params*.name
        }

        List<String> getRequiredKeys() {
            params.findAll { it.required }*.name
        }

        Param param(String key) {
            params.find { it.name == key }
        }
    }

    static final Word RECT = word('rect', "rect(at: [10, 20], size: [40, 30])",
            req('at', Kind.POINT), req('size', Kind.SIZE), opt('anchor', Kind.ANCHOR), opt('angle', Kind.ANGLE),
            opt('pivot', Kind.POINT), opt('name', Kind.TEXT))
    static final Word PIXEL_RECT = word('pixelRect', "pixelRect(at: [0, 0], size: [16, 16])",
            req('at', Kind.PIXEL_POINT), req('size', Kind.PIXEL_SIZE), opt('name', Kind.TEXT))
    static final Word FAN = word('fan', "fan(at: [100, 100], dir: 30, range: 60, len: 200)",
            req('at', Kind.POINT), req('dir', Kind.ANGLE), req('range', Kind.OPENING), req('len', Kind.LENGTH),
            opt('name', Kind.TEXT))
    static final Word CIRCLE = word('circle', "circle(at: [50, 50], r: 40)",
            req('at', Kind.POINT), req('r', Kind.LENGTH), opt('name', Kind.TEXT))
    static final Word POLYGON = word('polygon', "polygon(points: [[0, 0], [40, 0], [20, 30]])",
            req('points', Kind.POINTS), opt('at', Kind.POINT), opt('angle', Kind.ANGLE), opt('pivot', Kind.POINT),
            opt('name', Kind.TEXT))
    static final Word POLYLINE = word('polyline', "polyline(points: [[0, 0], [40, 0], [40, 30]])",
            req('points', Kind.POINTS), opt('at', Kind.POINT), opt('angle', Kind.ANGLE), opt('pivot', Kind.POINT),
            opt('name', Kind.TEXT))
    static final Word ELLIPSE = word('ellipse', "ellipse(at: [10, 20], size: [40, 30])",
            req('at', Kind.POINT), req('size', Kind.SIZE), opt('anchor', Kind.ANCHOR), opt('angle', Kind.ANGLE),
            opt('pivot', Kind.POINT), opt('name', Kind.TEXT))
    static final Word CAPSULE = word('capsule', "capsule(from: [0, 0], to: [0, 40], r: 8)",
            req('from', Kind.POINT), req('to', Kind.POINT), req('r', Kind.LENGTH), opt('name', Kind.TEXT))
    static final Word SEGMENT = word('segment', "segment(from: [0, 0], to: [40, 0])",
            req('from', Kind.POINT), req('to', Kind.POINT), opt('name', Kind.TEXT))

    /** {@code lineOfSight(from: [x, y], to: [x, y], walls: w)}: whether no wall touches the closed segment. */
    static final Word LINE_OF_SIGHT = word('lineOfSight', "lineOfSight(from: [0, 0], to: [100, 50], walls: walls)",
            req('from', Kind.POINT), req('to', Kind.POINT), req('walls', Kind.WALLS))
    /** {@code rayCast(from: [x, y], dir: d, len: n, walls: w)}: the first wall the ray touches, or null. */
    static final Word RAY_CAST = word('rayCast', "rayCast(from: [0, 0], dir: 30, len: 200, walls: walls)",
            req('from', Kind.POINT), req('dir', Kind.NUMBER), req('len', Kind.LENGTH), req('walls', Kind.WALLS))

    /** {@code level.objects(type: 'spawn')}: the filters of a Tiled level's objects ({@link TiledLevel}). */
    static final Word TILED_OBJECTS = word('objects', "level.objects(type: 'spawn')",
            opt('type', Kind.TEXT), opt('name', Kind.TEXT), opt('layer', Kind.TEXT), opt('kind', Kind.TEXT))

    /** {@code render 'level.png', size: 800, view: [at: [0, 0], size: [400, 300]]}: the options of the picture word. */
    static final Word RENDER = word('render', "render 'level.png', size: 800",
            opt('size', Kind.PIXELS), opt('view', Kind.REGION))
    /** {@code heatMap 'guard sees player', region: [at: [0, 0], size: [400, 300]], step: 2, name: 'seen'}. */
    static final Word HEAT_MAP = word('heatMap', "heatMap 'guard sees player', region: [at: [0, 0], size: [400, 300]], step: 2",
            opt('region', Kind.REGION), opt('step', Kind.NUMBER), opt('name', Kind.TEXT))

    /** The picture words: a value first ({@code 'level.png'}, a rule's name, a shape), then optional named arguments. */
    static final Map<String, Word> PICTURES = [RENDER, HEAT_MAP].collectEntries { [(it.name): it] }.asImmutable()

    /** The words that take named arguments only, by name: the shape words and the sight words. */
    static final Map<String, Word> ALL = [RECT, PIXEL_RECT, FAN, CIRCLE, POLYGON, POLYLINE, ELLIPSE, CAPSULE,
                                          SEGMENT, LINE_OF_SIGHT, RAY_CAST].collectEntries { [(it.name): it] }.asImmutable()

    /**
     * A word written with plain arguments (a name, a closure, numbers): how it is written, what
     * it gives, and for the IDE files its type and its forms, each a list of parameter names
     * and types ({@code ['x', 'java.lang.Number', 'y', 'java.lang.Number']}), with the optional
     * named arguments every form takes.
     */
    @Immutable
    static final class Plain {
        String name
        String usage
        String doc
        String type
        List<List<String>> forms
        Map<String, String> named
    }

    /** The script's other words, in the order messages list them. */
    static final List<Plain> PLAIN = [
            plain('point', 'point(x, y)', 'the point (x, y), the same as [x, y]', 'io.hantei.geom.Vec2',
                    [['x', NUMBER_TYPE, 'y', NUMBER_TYPE]]),
            plain('zones', 'zones(shape, ...)', 'many shapes asked through a spatial index: at(p), names(p), overlapping(s), crossing(a, b), p in zones',
                    'io.hantei.dsl.Zones', [['shapes', 'java.lang.Object[]']]),
            plain('rule', "rule('name') { p -> ... }", 'a rule: true or false for an example ({ x, y -> ... } gets its coordinates)',
                    'io.hantei.dsl.Rule', [['name', STRING_TYPE, 'predicate', CLOSURE_TYPE]]),
            plain('check', "check('rule name', tags: ['smoke']) { hit x, y; miss x, y }",
                    'examples the rule must answer true (hit) and false (miss); check(shape) { ... } checks p in shape', 'void',
                    [['ruleName', STRING_TYPE, 'examples', CLOSURE_TYPE], ['zone', 'io.hantei.geom.Shape', 'examples', CLOSURE_TYPE]],
                    [tags: 'java.util.List']),
            plain('tiled', "tiled('maps/cave.tmx')",
                    "a level drawn in Tiled: level['door'], level[12], level.zones('Triggers'), level.objects(type: 'spawn'), level.solid('Ground')",
                    'io.hantei.dsl.TiledLevel', [['path', STRING_TYPE]]),
            plain('scene', 'scene()', 'the picture of the script so far', 'io.hantei.render.Scene', [[]])].asImmutable()

    /** The words inside a check's block. */
    static final List<Plain> IN_CHECK = [
            plain('hit', 'hit x, y  or  hit(example, ...)', 'the rule must answer true for each example', 'void',
                    [['x', NUMBER_TYPE, 'y', NUMBER_TYPE], ['examples', 'java.lang.Object[]']]),
            plain('miss', 'miss x, y  or  miss(example, ...)', 'the rule must answer false for each example', 'void',
                    [['x', NUMBER_TYPE, 'y', NUMBER_TYPE], ['examples', 'java.lang.Object[]']])].asImmutable()

    /** Every word a script may write (outside a check's block), in the order messages list them. */
    static final List<String> NAMES = ((ALL.keySet() as List<String>) + PLAIN*.name + (PICTURES.keySet() as List<String>)).asImmutable()

    private Words() {
    }

    private static Plain plain(String name, String usage, String doc, String type, List<List<String>> forms,
                               Map<String, String> named = [:]) {
        new Plain(name, usage, doc, type, forms, named)
    }

    private static Word word(String name, String example, Param... params) {
        new Word(name, params.toList().asImmutable(), example)
    }

    private static Param req(String name, Kind kind) {
        new Param(name, kind, true)
    }

    private static Param opt(String name, Kind kind) {
        new Param(name, kind, false)
    }

    // ---- the messages (the same text at compile time and at run time) ----

    /** {@code "fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name"} */
    static String unknownKey(Word word, String key) {
        String near = closest(key, word.keys)
        word.name + ": unknown argument '" + key + "'" + (near == null ? '' : " — did you mean '" + near + "'?") +
                (near == null ? ' — valid: ' : ' valid: ') + word.keys.join(', ')
    }

    /** {@code "fan: missing argument 'len' — required: at, dir, range, len (optional: name)"} */
    static String missingKeys(Word word, List<String> missing) {
        List<String> optional = word.keys - word.requiredKeys
        word.name + ': missing argument' + (missing.size() > 1 ? 's ' : ' ') + missing.collect { "'" + it + "'" }.join(', ') +
                ' — required: ' + word.requiredKeys.join(', ') + (optional ? ' (optional: ' + optional.join(', ') + ')' : '')
    }

    /** {@code "fan: at must be a point [x, y] but was 'tower'"}; {@code shown} is the value as written. */
    static String wrongKind(Word word, Param param, String shown) {
        word.name + ': ' + param.name + ' must be ' + param.kind.description + ' but was ' + shown
    }

    /** {@code "rect: anchor must be one of 'topLeft', 'center', 'bottomCenter' but was 'centre' — did you mean 'center'?"} */
    static String badAnchor(Word word, String shown, String given) {
        String near = closest(given, ANCHORS)
        wrongKind(word, word.param('anchor'), shown) + (near == null ? '' : " — did you mean '" + near + "'?")
    }

    /** {@code "fan takes named arguments, like fan(at: [100, 100], dir: 30, range: 60, len: 200)"} */
    static String positional(Word word) {
        word.name + ' takes named arguments, like ' + word.example + ' — valid: ' + word.keys.join(', ')
    }

    /**
     * What a call of the word {@code name} with arguments it does not take is told, or null for
     * a name that is no word: a word of named arguments says so ({@link #positional}),
     * {@code point} how a point is written, any other word how it is written ({@link #usage}).
     * {@link Mistakes} answers a script's call with it, {@code Hantei}'s {@code $static_methodMissing} a call from Groovy code.
     */
    static String misused(String name, Object[] args) {
        Word word = ALL.get(name)
        if (word != null) {
            return positional(word)
        }
        String given = (args == null ? [] : args.toList()).collect { Object a -> a instanceof Closure ? '{ ... }' : Args.show(a) }.join(', ')
        if (name == 'point') {
            return 'point takes two numbers, like point(150, 130), but was point(' + given + ')'
        }
        String usage = usage(name)
        usage == null ? null : name + ' is written ' + usage + ' but was given (' + given + ')'
    }

    /**
     * {@code "unknown word 'circel' — did you mean 'circle'? words: rect, pixelRect, fan, ..."}: a
     * call of a word the DSL does not have; {@code inCheck}: written inside a check's block, where
     * {@code hit} and {@code miss} are words too.
     */
    static String unknownWord(String name, boolean inCheck) {
        List<String> names = inCheck ? (IN_CHECK*.name as List<String>) + NAMES : NAMES
        String near = closest(name, names)
        "unknown word '" + name + "'" + (near == null ? ' —' : " — did you mean '" + near + "'?") + ' words: ' +
                names.join(', ') + ' (./hantei words lists their arguments)'
    }

    /** How a word is written ({@code rule('name') { p -> ... }}), or null for a name that is no word. */
    static String usage(String name) {
        Word w = ALL.get(name) ?: PICTURES.get(name)
        if (w != null) {
            return w.example
        }
        Plain p = (PLAIN + IN_CHECK).find { it.name == name }
        p?.usage
    }

    /**
     * The methods a designer may call on a value of {@code type} (a shape, a pixel rectangle,
     * zones): its public instance methods and the DSL's extensions of it ({@link ShapeExtensions},
     * properties such as {@code apex} by their name), sorted, without those every object has.
     */
    static List<String> methodsOf(Class<?> type) {
        Set<String> names = new TreeSet<>()
        for (java.lang.reflect.Method m : type.methods) {
            if (!java.lang.reflect.Modifier.isStatic(m.modifiers) && !m.synthetic && m.declaringClass != Object &&
                    m.declaringClass != GroovyObject && !OBJECT_METHODS.contains(m.name)) {
                names.add(m.name)
            }
        }
        for (java.lang.reflect.Method m : ShapeExtensions.methods) {
            if (java.lang.reflect.Modifier.isStatic(m.modifiers) && java.lang.reflect.Modifier.isPublic(m.modifiers) &&
                    m.parameterCount > 0 && m.parameterTypes[0] != Object && m.parameterTypes[0].isAssignableFrom(type) &&
                    m.name != 'isCase') {
                names.add(m.name ==~ /get[A-Z].*/ && m.parameterCount == 1 ? m.name.substring(3, 4).toLowerCase(Locale.ROOT) + m.name.substring(4) : m.name)
            }
        }
        new ArrayList<String>(names)
    }

    /** What a word answers: the return type of its named-argument form in {@link Hantei} (Object when it has none). */
    static Class<?> returnType(Word word) {
        java.lang.reflect.Method m = Hantei.methods.find { java.lang.reflect.Method it ->
            it.name == word.name && java.lang.reflect.Modifier.isStatic(it.modifiers) && it.parameterCount == 1 &&
                    it.parameterTypes[0] == Map
        }
        m == null ? Object : m.returnType
    }

    /**
     * The listing of {@code ./hantei words}: every word with its arguments, one line each (the
     * named ones required first, optional in brackets), the words of a check's block, and the
     * methods of every kind of shape a word makes.
     */
    static List<String> listing() {
        List<String> lines = ['Words (named arguments: required, then [optional]):']
        for (Word w : ALL.values()) {
            List<String> optional = w.keys - w.requiredKeys
            String args = w.requiredKeys.join(', ') + (optional ? (w.requiredKeys ? ', ' : '') + '[' + optional.join(', ') + ']' : '')
            lines.add(row(w.name + '(' + args + ')', 'e.g. ' + w.example))
        }
        for (Plain p : PLAIN) {
            lines.add(row(p.usage, p.doc))
        }
        for (Word w : PICTURES.values()) {
            lines.add(row(w.name + ' ' + (w.is(RENDER) ? "'file.png'" : "'rule name' or shape") + ', [' + w.keys.join(', ') + ']',
                    'e.g. ' + w.example))
        }
        lines.add('Inside a check\'s block:')
        for (Plain p : IN_CHECK) {
            lines.add(row(p.usage, p.doc))
        }
        lines.add('Methods (shape.name(...)):')
        List<String> common = methodsOf(io.hantei.geom.Shape)
        lines.add(row('every shape', common.join(', ') + '; p in shape, case shape:'))
        Set<Class<?>> types = new LinkedHashSet<>()
        for (Word w : ALL.values()) {
            Class<?> t = returnType(w)
            if (t == io.hantei.geom.Shape) {
                types.addAll([io.hantei.geom.Rect, io.hantei.geom.RotatedRect])
            } else if (io.hantei.geom.Shape.isAssignableFrom(t) || t == io.hantei.geom.PixelRect) {
                types.add(t)
            }
        }
        for (Class<?> t : types) {
            List<String> own = io.hantei.geom.Shape.isAssignableFrom(t) ? methodsOf(t) - common : methodsOf(t)
            if (own) {
                lines.add(row(t.simpleName, (io.hantei.geom.Shape.isAssignableFrom(t) ? 'also ' : '') + own.join(', ')))
            }
        }
        lines.add(row('Zones', methodsOf(Zones).join(', ') + '; p in zones'))
        lines
    }

    private static String row(String left, String right) {
        '  ' + left.padRight(44) + ' ' + right
    }

    private static final Set<String> OBJECT_METHODS = ['equals', 'hashCode', 'toString', 'getClass', 'notify', 'notifyAll',
                                                       'wait', 'getMetaClass', 'setMetaClass', 'invokeMethod', 'getProperty',
                                                       'setProperty', 'isCase', 'forEach', 'spliterator'].toSet().asImmutable()

    /** Words a designer may write for an argument, and the argument they mean. */
    static final Map<String, String> SYNONYMS = [
            length: 'len', radius: 'r', direction: 'dir', position: 'at', pos: 'at', width: 'size', height: 'size',
            rotation: 'angle', opening: 'range', label: 'name', start: 'from', end: 'to'].asImmutable()

    /**
     * The candidate a typo most likely meant: the nearest by edit distance (a swap of two
     * neighbours counts as one edit, case is ignored) among the candidates and the
     * {@link #SYNONYMS} of candidates ({@code length}, or {@code lenght}, means {@code len}),
     * if it is at most 2 edits away and closer than retyping the word; else null. Ties go to
     * the earlier candidate.
     */
    static String closest(String typo, Collection<String> candidates) {
        Map<String, String> pool = new LinkedHashMap<>()
        candidates.each { pool.put(it, it) }
        SYNONYMS.each { k, v ->
            if (candidates.contains(v) && !pool.containsKey(k)) {
                pool.put(k, v)
            }
        }
        String best = null
        int bestDistance = Integer.MAX_VALUE
        pool.keySet().each { String c ->
            int d = distance(typo.toLowerCase(Locale.ROOT), c.toLowerCase(Locale.ROOT))
            if (d < bestDistance) {
                best = c
                bestDistance = d
            }
        }
        bestDistance <= 2 && bestDistance < typo.length() && bestDistance < best.length() ? pool.get(best) : null
    }

    /** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1]
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost)
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1)
                }
                d[i][j] = v
            }
        }
        d[a.length()][b.length()]
    }
}
