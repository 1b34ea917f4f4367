package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.dsl.Words.Kind
import io.hantei.dsl.Words.Param
import io.hantei.dsl.Words.Word
import io.hantei.geom.PixelRect
import io.hantei.geom.Rect
import io.hantei.geom.Shape
import io.hantei.geom.Vec2
import io.hantei.render.ViewTransform
import org.codehaus.groovy.runtime.InvokerHelper

/**
 * The run-time checks of a shape word's named arguments: unknown and missing keys first, then
 * the kind of each value. Values are checked for their kind only; whether a number is allowed
 * (a negative len, a NaN) is the core's to say, with its own message.
 */
@CompileStatic
final class Args {

    private final Word word
    private final Map<String, Object> args

    private Args(Word word, Map<String, Object> args) {
        this.word = word
        this.args = args
    }

    /**
     * Warns, in the running script's report, when the angles {@code keys} given all look like
     * radians ({@link Mistakes#looksLikeRadians}); the script runs on. Keys not given are left out.
     */
    void warnIfRadians(String... keys) {
        Map<String, Double> angles = new LinkedHashMap<>()
        for (String k : keys) {
            if (has(k)) {
                angles.put(k, number(k))
            }
        }
        if (!angles.isEmpty() && Mistakes.looksLikeRadians(angles.values())) {
            ScriptScene.warn(word.name, Mistakes.radians(word.name, angles))
        }
    }

    /** Checks the keys of {@code args} against the word and returns a reader for the values. */
    static Args of(Word word, Map args) {
        if (args == null) {
            throw new IllegalArgumentException(Words.positional(word))
        }
        for (Object key : args.keySet()) {
            if (!word.keys.contains(String.valueOf(key))) { // not 'as String': that starts Groovy's formatter (EvalStartSpec)
                throw new IllegalArgumentException(Words.unknownKey(word, key as String))
            }
        }
        List<String> missing = word.requiredKeys.findAll { !args.containsKey(it) }
        if (missing) {
            throw new IllegalArgumentException(Words.missingKeys(word, missing))
        }
        new Args(word, (Map<String, Object>) args)
    }

    /**
     * Reads one value as the word would and throws the word's message when it is of the wrong
     * kind: what {@link WordsChecker} runs on a literal value before the script runs.
     */
    static void checkValue(Word word, String key, Object value) {
        Param param = word.param(key)
        Args a = new Args(word, (Map<String, Object>) [(key): value])
        switch (param.kind) {
            case Kind.POINT: a.point(key); break
            case Kind.POINTS: a.points(key); break
            case Kind.SIZE: a.size(key); break
            case Kind.NUMBER: a.number(key); break
            case Kind.TEXT: a.name(); break
            case Kind.ANCHOR: a.anchor(); break
            case Kind.REGION: a.region(key); break
            case Kind.PIXELS: a.pixels(key); break
            case Kind.WALLS: a.walls(key); break
            default: a.wholePair(key)
        }
    }

    boolean has(String key) {
        args.containsKey(key)
    }

    /** The value as given. */
    Object value(String key) {
        args.get(key)
    }

    /** The point {@code [x, y]}, {@code [x: .., y: ..]} or {@code point(x, y)} as {x, y}. */
    double[] point(String key) {
        Object v = args.get(key)
        double[] xy = Points.coordinates(v)
        if (xy == null) {
            throw wrong(key, v)
        }
        xy
    }

    /** A point of finite numbers: {@code lineOfSight: from x must be a finite number but was NaN}. */
    double[] finitePoint(String key) {
        Points.finite(word.name, key, point(key))
    }

    /**
     * The walls of a sight word: a list of shapes (lists in it flattened, as {@code zones} does)
     * or a {@code zones(...)} set, whose index then answers.
     */
    Walls walls(String key) {
        Walls.read(word.name, key, args.get(key))
    }

    /**
     * A list of points, each {@code [x, y]}, {@code [x: .., y: ..]} or {@code point(x, y)}, as
     * {xs, ys}; a wrong one is named by its place: {@code polygon: points[2] must be a point
     * [x, y] but was 'a'}. How many a shape needs is the core's to say.
     */
    double[][] points(String key) {
        Object v = args.get(key)
        if (!(v instanceof List)) {
            throw wrong(key, v)
        }
        List<?> list = (List<?>) v
        double[] xs = new double[list.size()]
        double[] ys = new double[list.size()]
        for (int i = 0; i < list.size(); i++) {
            double[] xy = Points.coordinates(list.get(i))
            if (xy == null) {
                throw new IllegalArgumentException(word.name + ': ' + key + '[' + i + '] must be ' +
                        Kind.POINT.description + ' but was ' + show(list.get(i)))
            }
            xs[i] = xy[0]
            ys[i] = xy[1]
        }
        [xs, ys] as double[][]
    }

    /** The size {@code [w, h]} or {@code [w: .., h: ..]} as {w, h}. */
    double[] size(String key) {
        double[] wh = sizeOrNull(key)
        if (wh == null) {
            throw wrong(key, args.get(key))
        }
        wh
    }

    private double[] sizeOrNull(String key) {
        Object v = args.get(key)
        if (v instanceof List && ((List) v).size() == 2 && ((List) v)[0] instanceof Number && ((List) v)[1] instanceof Number) {
            return [((Number) ((List) v)[0]).doubleValue(), ((Number) ((List) v)[1]).doubleValue()] as double[]
        }
        if (v instanceof Map && ((Map) v).size() == 2 && ((Map) v).get('w') instanceof Number && ((Map) v).get('h') instanceof Number) {
            return [((Number) ((Map) v).get('w')).doubleValue(), ((Number) ((Map) v).get('h')).doubleValue()] as double[]
        }
        null
    }

    /** Two whole numbers {@code [x, y]} (or {@code [w, h]}) that fit an int. */
    int[] wholePair(String key) {
        Object v = args.get(key)
        Object a = null
        Object b = null
        if (v instanceof List && ((List) v).size() == 2) {
            a = ((List) v)[0]
            b = ((List) v)[1]
        } else if (v instanceof Map && ((Map) v).size() == 2) {
            Param p = word.param(key)
            String first = p.kind == Kind.PIXEL_SIZE ? 'w' : 'x'
            String second = p.kind == Kind.PIXEL_SIZE ? 'h' : 'y'
            a = ((Map) v).get(first)
            b = ((Map) v).get(second)
        }
        Integer i = whole(a)
        Integer j = whole(b)
        if (i == null || j == null) {
            throw wrong(key, v)
        }
        [i.intValue(), j.intValue()] as int[]
    }

    double number(String key) {
        Object v = args.get(key)
        if (!(v instanceof Number)) {
            throw wrong(key, v)
        }
        ((Number) v).doubleValue()
    }

    /**
     * A region of the plane with width and height: {@code [at: [x, y], size: [w, h]]} (at the
     * top-left corner, w and h {@code > 0}), or a shape or pixel rectangle, whose bounds it is.
     */
    Rect region(String key) {
        Object v = args.get(key)
        Rect r = null
        if (v instanceof Shape) {
            r = ((Shape) v).bounds()
        } else if (v instanceof PixelRect) {
            r = ((PixelRect) v).bounds()
        } else if (v instanceof Map && ((Map) v).size() == 2 && ((Map) v).containsKey('at') && ((Map) v).containsKey('size')) {
            Args inner = new Args(word, [at: ((Map) v).get('at'), size: ((Map) v).get('size')] as Map<String, Object>)
            double[] at = Points.coordinates(((Map) v).get('at'))
            double[] size = at == null ? null : inner.sizeOrNull('size')
            if (size != null) {
                if (!(size[0] > 0) || !(size[1] > 0) || !Double.isFinite(at[0] + at[1])) {
                    throw new IllegalArgumentException(word.name + ': ' + key + ' must have a width and a height > 0 but was ' + show(v))
                }
                r = Rect.of(at[0], at[1], size[0], size[1])
            }
        }
        if (r == null) {
            throw wrong(key, v)
        }
        if (!(r.right() > r.left()) || !(r.bottom() > r.top())) {
            throw new IllegalArgumentException(word.name + ': ' + key + ' must have a width and a height > 0 but was ' + r)
        }
        r
    }

    /** A whole number of pixels, 1 to 8192. */
    int pixels(String key) {
        Object v = args.get(key)
        Integer n = whole(v)
        if (n == null || n < 1 || n > ViewTransform.MAX_SIZE) {
            throw wrong(key, v)
        }
        n.intValue()
    }

    /** The optional {@code name:}; null when not given. */
    String name() {
        if (!args.containsKey('name')) {
            return null
        }
        Object v = args.get('name')
        if (!(v instanceof CharSequence)) {
            throw wrong('name', v)
        }
        v.toString()
    }

    /** The optional {@code anchor:}, {@code 'topLeft'} when not given. */
    String anchor() {
        if (!args.containsKey('anchor')) {
            return 'topLeft'
        }
        Object v = args.get('anchor')
        if (v instanceof CharSequence && Words.ANCHORS.contains(v.toString())) {
            return v.toString()
        }
        if (v instanceof CharSequence) {
            throw new IllegalArgumentException(Words.badAnchor(word, show(v), v.toString()))
        }
        throw wrong('anchor', v)
    }

    private IllegalArgumentException wrong(String key, Object value) {
        new IllegalArgumentException(Words.wrongKind(word, word.param(key), show(value)))
    }

    /** A value as a designer would have written it: {@code 'tower'}, {@code [100]}, {@code null}. */
    static String show(Object value) {
        StringBuilder b = new StringBuilder()
        show(value, b, 0)
        b.length() > MAX_SHOWN ? b.substring(0, MAX_SHOWN) + '...' : b.toString()
    }

    /** The most characters of a value a message shows: a list of a million points is shown by its first few. */
    static final int MAX_SHOWN = 200

    /** Writes the value as {@link #show(Object)} shows it, stopping once the text is past {@link #MAX_SHOWN}. */
    private static void show(Object value, StringBuilder b, int depth) {
        if (b.length() > MAX_SHOWN) {
            return
        }
        if (value instanceof Vec2) {
            b.append('point').append(value)
        } else if (value instanceof CharSequence) {
            CharSequence text = (CharSequence) value
            b.append("'").append(text, 0, Math.min(text.length(), MAX_SHOWN + 1)).append("'")
        } else if (value instanceof List || value instanceof Map) {
            boolean map = value instanceof Map
            if (depth > 8) {
                b.append('[...]')
                return
            }
            if (map && ((Map) value).isEmpty()) {
                b.append('[:]')
                return
            }
            b.append('[')
            boolean first = true
            for (Object e : (map ? ((Map) value).entrySet() : (List) value)) {
                if (b.length() > MAX_SHOWN) {
                    break
                }
                b.append(first ? '' : ', ')
                first = false
                if (map) {
                    Map.Entry entry = (Map.Entry) e
                    if (entry.key instanceof String) {
                        b.append((String) entry.key)
                    } else {
                        show(entry.key, b, depth + 1)
                    }
                    b.append(': ')
                    show(entry.value, b, depth + 1)
                } else {
                    show(e, b, depth + 1)
                }
            }
            b.append(']')
        } else {
            String text = value instanceof Number || value instanceof Boolean || value == null ? String.valueOf(value)
                    : value instanceof Collection || value instanceof Object[] ? 'a ' + value.getClass().simpleName
                    : InvokerHelper.inspect(value)
            b.append(text, 0, Math.min(text.length(), MAX_SHOWN + 1))
        }
    }

    /** The int value of a whole number ({@code 3}, {@code 3.0}, {@code 3L}), else null. */
    static Integer whole(Object n) {
        if (n instanceof Integer || n instanceof Short || n instanceof Byte) {
            return ((Number) n).intValue()
        }
        if (n instanceof Number) {
            BigDecimal d
            try {
                d = n instanceof BigDecimal ? (BigDecimal) n : new BigDecimal(n.toString())
            } catch (NumberFormatException ignored) {
                return null // NaN, infinity
            }
            try {
                return d.intValueExact()
            } catch (ArithmeticException ignored) {
                return null // a fraction, or too big for an int
            }
        }
        null
    }
}
