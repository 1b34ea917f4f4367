package io.hantei.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A whole JSON text (RFC 8259) as a tree of plain Java values, read strictly by
 * {@link JsonScanner}:
 * <ul>
 *   <li>an object is a {@link LinkedHashMap} (its keys in the order written), an array an
 *       {@link ArrayList}, both new and the caller's to keep or change;</li>
 *   <li>a string is a {@link String}, its escapes read (an escaped lone surrogate kept as that
 *       char, see {@link JsonScanner});</li>
 *   <li>a number is what its digits say, nothing rounded: an integer as written (no fraction,
 *       no exponent) is an {@link Integer} when it fits in 32 bits, else a {@link Long} when it
 *       fits in 64, else a {@link BigInteger}; any other number is a {@link BigDecimal} of the
 *       digits and exponent as written ({@code 1.50} keeps its scale, {@code 1e3} is
 *       {@code 1E+3}). Neither type has a negative zero, so {@code -0} reads as {@code 0} and
 *       {@code -0.0} as {@code 0.0};</li>
 *   <li>{@code true} and {@code false} are {@link Boolean}s, {@code null} is null.</li>
 * </ul>
 * A key written twice in one object is refused, with the line and column of its second place:
 * RFC 8259 leaves the meaning of such an object to each reader (some keep the first value,
 * Groovy's JsonSlurper the last), and none of 37 Tiled and LDtk files from real projects has
 * one. Objects and arrays nest at most {@link #MAX_DEPTH} deep by default.
 *
 * <p>Errors are {@link JsonException}s (an {@link IllegalArgumentException}) naming the source,
 * line and column: <code>m.tmj:12:7: not JSON: expected ',' or '&#125;' but found 'x'</code>.
 */
public final class Json {

    /**
     * How deep objects and arrays may nest inside the outermost one unless told otherwise: far
     * more than any file a tool writes (Tiled and LDtk files nest at most 14 deep), and little
     * enough that a reader that recurses by the nesting, this one and its callers, needs well
     * under a thread's stack.
     */
    public static final int MAX_DEPTH = 512;

    private final JsonScanner s;

    private Json(JsonScanner s) {
        this.s = s;
    }

    /** The value {@code text} holds, nested at most {@link #MAX_DEPTH} deep; {@code source} names it in messages (null: no name). */
    public static Object parse(String source, CharSequence text) {
        return parse(source, text, MAX_DEPTH);
    }

    /** The value {@code text} holds, its objects and arrays nested at most {@code maxDepth} deep inside the outermost one. */
    public static Object parse(String source, CharSequence text, int maxDepth) {
        JsonScanner s = new JsonScanner("text", maxDepth).reset(source, text);
        s.skipSpace();
        Object value = new Json(s).value();
        s.end("the value");
        return value;
    }

    /** {@link #parse(String, CharSequence)} without a name. */
    public static Object parse(CharSequence text) {
        return parse(null, text);
    }

    private Object value() {
        int start = s.position();
        switch (s.next()) {
            case OBJECT:
                return object();
            case ARRAY: {
                List<Object> list = new ArrayList<>();
                while (s.hasElement()) {
                    list.add(value());
                }
                return list;
            }
            case STRING:
            case ESCAPED_STRING:
                return s.string();
            case NUMBER:
                return number(start, s.position());
            case TRUE:
                return Boolean.TRUE;
            case FALSE:
                return Boolean.FALSE;
            default:
                return null;
        }
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        while (s.hasMember()) {
            int at = s.position();
            s.key();
            String key = s.string();
            int size = map.size();
            map.put(key, value());
            if (map.size() == size) {
                throw s.refused(at, "the key '" + key + "' appears twice in one object");
            }
        }
        return map;
    }

    /** The number just read, {@code [start, end)}: Integer, Long or BigInteger when integral, else BigDecimal. */
    private Number number(int start, int end) {
        String t = s.text();
        if (s.integral()) {
            boolean negative = t.charAt(start) == '-';
            int from = negative ? start + 1 : start;
            if (end - from <= 18) { // below 10^18 < 2^63: no overflow
                long v = 0;
                for (int i = from; i < end; i++) {
                    v = v * 10 + (t.charAt(i) - '0');
                }
                v = negative ? -v : v;
                return v == (int) v ? (Number) (int) v : (Number) v;
            }
            BigInteger b = new BigInteger(t.substring(start, end));
            return b.bitLength() < 32 ? (Number) b.intValue() : b.bitLength() < 64 ? (Number) b.longValue() : b;
        }
        // an exponent of more than nine digits (leading zeros aside) is refused on every JDK: whether
        // BigDecimal's 32-bit scale takes 1e2147483648 differs between JDK 17 and 25
        int e = start;
        while (e < end && t.charAt(e) != 'e' && t.charAt(e) != 'E') {
            e++;
        }
        int digits = e + 1;
        while (digits < end && (t.charAt(digits) == '+' || t.charAt(digits) == '-' || t.charAt(digits) == '0')) {
            digits++;
        }
        try {
            if (end - digits > 9) {
                throw new NumberFormatException("exponent");
            }
            return new BigDecimal(t.substring(start, end));
        } catch (NumberFormatException x) { // an exponent beyond BigDecimal's scale of 32 bits
            String written = end - start <= 40 ? t.substring(start, end) : t.substring(start, start + 37) + "...";
            throw s.refused(start, "the number " + written + " has an exponent too large to keep");
        }
    }
}
