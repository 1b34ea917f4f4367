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
 * The named arguments of a word, checked against its row in {@link Words} and read once: unknown
 * and missing keys first, then every value given, in the table's order, whether or not the word
 * needs it for this shape (a {@code pivot:} without an {@code angle:} is checked too). A value is
 * checked for its kind and for what the kind asks of its numbers (finite; {@code >= 0} for a
 * length or a size), so every message names the argument as the designer wrote it
 * ({@code capsule: to must be a point of finite numbers but was [Infinity, 1]}) and the core's
 * own parameter names never reach a designer. What only the core can judge (a polygon's three
 * vertices) is left to it.
 */
@CompileStatic
final class Args {

    /** The word whose arguments these are. */
    final Word word
    private final Map<String, Object> args
    /** The values read, by key: double[] for a point or a size, Double for a number, ... */
    private final Map<String, Object> read = new HashMap<>()

    private Args(Word word, Map<String, Object> args) {
        this.word = word
        this.args = args
    }

    /** Checks {@code args} against the word's row and reads every value given. */
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
        Args a = new Args(word, (Map<String, Object>) args)
        for (Param p : word.params) {
            if (args.containsKey(p.name)) {
                a.read.put(p.name, a.readValue(p))
            }
        }
        a.warnIfRadians()
        a
    }

    /**
     * Reads one value as the word would and throws the word's message when it is wrong: what
     * {@link WordsChecker} runs on a literal value before the script runs.
     */
    static void checkValue(Word word, String key, Object value) {
        new Args(word, (Map<String, Object>) [(key): value]).readValue(word.param(key))
    }

    /** The value of {@code p} as its kind reads it, or the message that names it. */
    private Object readValue(Param p) {
        String key = p.name
        switch (p.kind) {
            case Kind.POINT: return finitePoint(key, args.get(key))
            case Kind.POINTS: return readPoints(key)
            case Kind.SIZE: return readSize(key)
            case Kind.NUMBER:
            case Kind.LENGTH:
            case Kind.ANGLE:
            case Kind.OPENING: return readNumber(p)
            case Kind.TEXT: return readText(key)
            case Kind.ANCHOR: return readAnchor()
            case Kind.REGION: return readRegion(key)
            case Kind.PIXELS: return readPixels(key)
            case Kind.WALLS: return Walls.read(word.name, key, args.get(key))
            default: return readWholePair(p)
        }
    }

    /**
     * Warns, in the running script's report, when the angles given ({@link Kind#angle}) all look
     * like radians ({@link Mistakes#looksLikeRadians}); the script runs on.
     */
    private void warnIfRadians() {
        Map<String, Double> angles = null
        for (Param p : word.params) {
            if (p.kind.angle && read.containsKey(p.name)) {
                angles = angles ?: new LinkedHashMap<String, Double>()
                angles.put(p.name, (Double) read.get(p.name))
            }
        }
        if (angles != null && Mistakes.looksLikeRadians(angles.values())) {
            ScriptScene.warn(word.name, Mistakes.radians(word.name, angles))
        }
    }

    boolean has(String key) {
        args.containsKey(key)
    }

    /** The value as given. */
    Object value(String key) {
        args.get(key)
    }

    /** The point {@code [x, y]}, {@code [x: .., y: ..]} or {@code point(x, y)} as {x, y}, both finite. */
    double[] point(String key) {
        (double[]) read.get(key)
    }

    /** The points of a list, as {xs, ys}. */
    double[][] points(String key) {
        (double[][]) read.get(key)
    }

    /** The size {@code [w, h]} or {@code [w: .., h: ..]} as {w, h}, both finite and {@code >= 0}. */
    double[] size(String key) {
        (double[]) read.get(key)
    }

    /** Two whole numbers {@code [x, y]} (or {@code [w, h]}) that fit an int. */
    int[] wholePair(String key) {
        (int[]) read.get(key)
    }

    /** A finite number (and {@code >= 0} when its kind says so). */
    double number(String key) {
        (Double) read.get(key)
    }

    /** A region of the plane with width and height, as a rectangle. */
    Rect region(String key) {
        (Rect) read.get(key)
    }

    /** A whole number of pixels, 1 to 8192. */
    int pixels(String key) {
        (Integer) read.get(key)
    }

    /** The walls of a sight word ({@link Walls#read}). */
    Walls walls(String key) {
        (Walls) read.get(key)
    }

    /** The optional {@code name:}; null when not given. */
    String name() {
        (String) read.get('name')
    }

    /** The optional {@code anchor:}, {@code 'topLeft'} when not given. */
    String anchor() {
        (String) read.get('anchor') ?: 'topLeft'
    }

    /**
     * Names a shape the word made with the {@code name:} given, if any, and notes it for the
     * picture of the script that is running ({@link ScriptScene}).
     */
    def <T extends Shape> T shape(T shape) {
        String name = name()
        T s = name == null ? shape : (T) shape.named(name)
        ScriptScene.made(s)
        s
    }

    /** {@link #shape} for a pixel rectangle, which is no plane shape. */
    PixelRect shape(PixelRect rect) {
        String name = name()
        PixelRect r = name == null ? rect : rect.named(name)
        ScriptScene.made(r)
        r
    }

    /** {@code fan: at must be a point of finite numbers but was [NaN, 0]}; {@code where} is the value's place. */
    private double[] finitePoint(String where, Object v) {
        double[] xy = Points.coordinates(v)
        if (xy == null) {
            throw new IllegalArgumentException(word.name + ': ' + where + ' must be ' + Kind.POINT.description + ' but was ' + show(v))
        }
        if (!Double.isFinite(xy[0]) || !Double.isFinite(xy[1])) {
            throw new IllegalArgumentException(word.name + ': ' + where + ' must be a point of finite numbers but was ' + show(v))
        }
        xy
    }

    /**
     * A list of points, each {@code [x, y]}, {@code [x: .., y: ..]} or {@code point(x, y)}, as
     * {xs, ys}; a wrong one is named by its place: {@code polygon: points[2] must be a point
     * [x, y] but was 'a'}. How many a shape needs is the core's to say.
     */
    private double[][] readPoints(String key) {
        Object v = args.get(key)
        if (!(v instanceof List)) {
            throw wrong(key, v)
        }
        List<?> list = (List<?>) v
        double[] xs = new double[list.size()]
        double[] ys = new double[list.size()]
        for (int i = 0; i < list.size(); i++) {
            double[] xy = finitePoint(key + '[' + i + ']', list.get(i))
            xs[i] = xy[0]
            ys[i] = xy[1]
        }
        [xs, ys] as double[][]
    }

    private double[] readSize(String key) {
        Object v = args.get(key)
        double[] wh = sizeOf(v)
        if (wh == null) {
            throw wrong(key, v)
        }
        if (!(wh[0] >= 0) || !(wh[1] >= 0) || !Double.isFinite(wh[0]) || !Double.isFinite(wh[1])) {
            throw new IllegalArgumentException(word.name + ': ' + key + ' must be a size [w, h] of finite numbers >= 0 but was ' + show(v))
        }
        wh
    }

    /** {w, h} of {@code [w, h]} or {@code [w: .., h: ..]}; null when it is neither. */
    private static double[] sizeOf(Object v) {
        if (v instanceof List && ((List) v).size() == 2 && ((List) v)[0] instanceof Number && ((List) v)[1] instanceof Number) {
            return [((Number) ((List) v)[0]).doubleValue(), ((Number) ((List) v)[1]).doubleValue()] as double[]
        }
        if (v instanceof Map && ((Map) v).size() == 2 && ((Map) v).get('w') instanceof Number && ((Map) v).get('h') instanceof Number) {
            return [((Number) ((Map) v).get('w')).doubleValue(), ((Number) ((Map) v).get('h')).doubleValue()] as double[]
        }
        null
    }

    private int[] readWholePair(Param p) {
        Object v = args.get(p.name)
        Object a = null
        Object b = null
        if (v instanceof List && ((List) v).size() == 2) {
            a = ((List) v)[0]
            b = ((List) v)[1]
        } else if (v instanceof Map && ((Map) v).size() == 2) {
            a = ((Map) v).get(p.kind == Kind.PIXEL_SIZE ? 'w' : 'x')
            b = ((Map) v).get(p.kind == Kind.PIXEL_SIZE ? 'h' : 'y')
        }
        Integer i = whole(a)
        Integer j = whole(b)
        if (i == null || j == null) {
            throw wrong(p.name, v)
        }
        if (p.kind.nonNegative && (i < 0 || j < 0)) {
            throw new IllegalArgumentException(word.name + ': ' + p.name + ' must be ' + p.kind.description + ' >= 0 but was ' + show(v))
        }
        [i.intValue(), j.intValue()] as int[]
    }

    /** The messages of the core's {@code Require}, with the argument's name: {@code fan: len must be >= 0 but was -5.0}. */
    private Double readNumber(Param p) {
        Object v = args.get(p.name)
        if (!(v instanceof Number)) {
            throw wrong(p.name, v)
        }
        double d = ((Number) v).doubleValue()
        if (!Double.isFinite(d)) {
            throw new IllegalArgumentException(word.name + ': ' + p.name + ' must be a finite number but was ' + d)
        }
        if (p.kind.nonNegative && !(d >= 0)) {
            throw new IllegalArgumentException(word.name + ': ' + p.name + ' must be >= 0 but was ' + d)
        }
        d
    }

    /**
     * A region of the plane with width and height: {@code [at: [x, y], size: [w, h]]} (at the
     * top-left corner, w and h {@code > 0}), or a shape or pixel rectangle, whose bounds it is.
     */
    private Rect readRegion(String key) {
        Object v = args.get(key)
        Rect r = null
        if (v instanceof Shape) {
            r = ((Shape) v).bounds()
        } else if (v instanceof PixelRect) {
            r = ((PixelRect) v).bounds()
        } else if (v instanceof Map && ((Map) v).size() == 2 && ((Map) v).containsKey('at') && ((Map) v).containsKey('size')) {
            double[] at = Points.coordinates(((Map) v).get('at'))
            double[] size = at == null ? null : sizeOf(((Map) v).get('size'))
            if (size != null) {
                if (!Double.isFinite(at[0]) || !Double.isFinite(at[1]) || !Double.isFinite(size[0]) || !Double.isFinite(size[1])) {
                    throw new IllegalArgumentException(word.name + ': ' + key + ' must be ' + Kind.REGION.description +
                            ' of finite numbers but was ' + show(v))
                }
                if (!(size[0] > 0) || !(size[1] > 0)) {
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

    private Integer readPixels(String key) {
        Object v = args.get(key)
        Integer n = whole(v)
        if (n == null || n < 1 || n > ViewTransform.MAX_SIZE) {
            throw wrong(key, v)
        }
        n
    }

    private String readText(String key) {
        Object v = args.get(key)
        if (!(v instanceof CharSequence)) {
            throw wrong(key, v)
        }
        v.toString()
    }

    private String readAnchor() {
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
