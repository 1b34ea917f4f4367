package io.hantei.tiled;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reading numbers and property values the same way from XML attributes and JSON values, and
 * the messages of bad input: every message starts with the file it is about.
 */
final class Values {

    private Values() {
    }

    /** A decimal number as Tiled writes one: sign, digits, an optional point and exponent. */
    private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern INTEGER = Pattern.compile("[+-]?\\d+");

    static IllegalArgumentException bad(Path file, String message) {
        return new IllegalArgumentException(file + ": " + message);
    }

    /** The text as the nearest double; {@code what} names it in the message. */
    static double parseDouble(Path file, String what, String text) {
        String t = text.trim();
        if (!DECIMAL.matcher(t).matches()) {
            throw bad(file, what + " must be a number but was '" + text + "'");
        }
        double d = Double.parseDouble(t); // correctly rounded: the nearest double
        if (!Double.isFinite(d)) {
            throw bad(file, what + " must be a finite number but was '" + text + "'");
        }
        return d;
    }

    /** A whole number, up to 64 bits unsigned (gids with flip flags exceed 2^31). */
    static long parseLong(Path file, String what, String text) {
        String t = text.trim();
        if (!INTEGER.matcher(t).matches()) {
            throw bad(file, what + " must be a whole number but was '" + text + "'");
        }
        try {
            BigInteger v = new BigInteger(t.startsWith("+") ? t.substring(1) : t);
            if (v.bitLength() > 63) {
                throw bad(file, what + " is out of range: '" + text + "'");
            }
            return v.longValue();
        } catch (NumberFormatException e) {
            throw bad(file, what + " must be a whole number but was '" + text + "'");
        }
    }

    static int parseInt(Path file, String what, String text) {
        long v = parseLong(file, what, text);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw bad(file, what + " is out of range: '" + text + "'");
        }
        return (int) v;
    }

    /** A JSON number (Integer, Long, BigInteger, BigDecimal, Double) or numeric string as the nearest double. */
    static double toDouble(Path file, String what, Object value) {
        if (value instanceof Number) {
            // through the decimal text: BigDecimal.doubleValue is not correctly rounded on every JDK
            String text = value instanceof BigDecimal ? ((BigDecimal) value).toString() : value.toString();
            return parseDoubleLenient(file, what, text);
        }
        if (value instanceof String) {
            return parseDouble(file, what, (String) value);
        }
        throw bad(file, what + " must be a number but was " + describe(value));
    }

    private static double parseDoubleLenient(Path file, String what, String text) {
        double d;
        try {
            d = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw bad(file, what + " must be a number but was '" + text + "'");
        }
        if (!Double.isFinite(d)) {
            throw bad(file, what + " must be a finite number but was " + text);
        }
        return d;
    }

    /** A JSON whole number (a gid may be written as 2147483649 or, by some tools, 2.147483649E9). */
    static long toLong(Path file, String what, Object value) {
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        if (value instanceof BigInteger || value instanceof BigDecimal || value instanceof Double || value instanceof Float) {
            BigDecimal d = new BigDecimal(value.toString());
            // the digits before the point, counted before any is written out: 2E47483650 would
            // otherwise become a number of 47 million digits (found by TmjFuzzTest)
            if (d.signum() != 0 && d.precision() - d.scale() > 19) {
                throw bad(file, what + " is out of range: " + value);
            }
            BigDecimal whole = d.stripTrailingZeros();
            if (whole.scale() > 0) {
                throw bad(file, what + " must be a whole number but was " + value);
            }
            BigInteger i = whole.toBigInteger();
            if (i.bitLength() > 63) {
                throw bad(file, what + " is out of range: " + value);
            }
            return i.longValue();
        }
        if (value instanceof String) {
            return parseLong(file, what, (String) value);
        }
        throw bad(file, what + " must be a whole number but was " + describe(value));
    }

    static int toInt(Path file, String what, Object value) {
        long v = toLong(file, what, value);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw bad(file, what + " is out of range: " + value);
        }
        return (int) v;
    }

    static boolean toBoolean(Path file, String what, Object value) {
        if (value instanceof Boolean) {
            return (Boolean) value;
        }
        if (value instanceof Number) {
            return ((Number) value).doubleValue() != 0;
        }
        if (value instanceof String) {
            String s = ((String) value).trim();
            if (s.equals("true") || s.equals("1")) {
                return true;
            }
            if (s.equals("false") || s.equals("0")) {
                return false;
            }
        }
        throw bad(file, what + " must be true or false but was " + describe(value));
    }

    static String describe(Object value) {
        if (value == null) {
            return "nothing";
        }
        if (value instanceof String) {
            return "'" + value + "'";
        }
        if (value instanceof Map) {
            return "an object";
        }
        if (value instanceof java.util.List) {
            return "a list";
        }
        return String.valueOf(value);
    }

    /**
     * A custom property's value by its Tiled type: {@code bool} as Boolean, {@code int} and
     * {@code object} as Integer (Long past 32 bits), {@code float} as Double, {@code string},
     * {@code color}, {@code file} and enums as String; a {@code class} value is read by the caller.
     * {@code type} null: the JSON value's own type (the old JSON dialect without property types).
     * A value that does not fit its type is kept as the text written.
     */
    static Object property(Path file, String what, String type, Object value) {
        try {
            return typedProperty(file, what, type, value);
        } catch (IllegalArgumentException e) {
            // Tiled itself loads a map whose property value does not fit its type (3.5 for an
            // int): the value is kept as written rather than refusing the map's shapes for it
            return value == null ? "" : value.toString();
        }
    }

    private static Object typedProperty(Path file, String what, String type, Object value) {
        if (type == null || type.isEmpty()) {
            if (value instanceof BigDecimal || value instanceof Double || value instanceof Float) {
                return toDouble(file, what, value);
            }
            if (value instanceof Number) {
                long v = toLong(file, what, value);
                return v == (int) v ? (Object) (int) v : (Object) v;
            }
            if (value instanceof Map || value instanceof java.util.List) {
                return value;
            }
            return value == null ? "" : value instanceof Boolean ? value : value.toString();
        }
        switch (type) {
            case "bool":
                return value == null ? Boolean.FALSE : toBoolean(file, what, value);
            case "int":
            case "object": {
                if (value == null || "".equals(value)) {
                    return 0;
                }
                double d = toDouble(file, what, value);  // Tiled writes some ints as 3.0
                long v = (long) d;
                if (v != d) {
                    throw bad(file, what + " must be a whole number but was " + value);
                }
                return v == (int) v ? (Object) (int) v : (Object) v;
            }
            case "float":
                return value == null || "".equals(value) ? 0.0 : toDouble(file, what, value);
            default:
                return value == null ? "" : value.toString();
        }
    }

    /** A new properties map with {@code over} laid over {@code base}. */
    static Map<String, Object> merged(Map<String, Object> base, Map<String, Object> over) {
        Map<String, Object> m = new LinkedHashMap<>(base);
        m.putAll(over);
        return m;
    }
}
