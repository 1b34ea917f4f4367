package io.hantei.json;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.hantei.fuzz.FuzzContract;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * JSON text from outside (the bytes as UTF-8, as Tiled's files are read), through the tree
 * reader {@link Json#parse}: a tree or a {@link JsonException} with a message, at a place inside
 * the text. And what else must hold: the scanner alone ({@link JsonScanner#skipValue}, as eval's
 * JSON Lines reader walks a line) takes exactly the texts the tree reader takes, refusing the
 * others with the same message (but for what only the tree refuses: a key twice, a number too
 * large to keep); and a tree written out as JSON reads back as the same tree. Seeds:
 * {@code JsonFuzzTestInputs/fuzz/}.
 */
class JsonFuzzTest {

    /** Small, so that the depth limit is met often; the tree reader's default is checked by JsonSpec. */
    private static final int DEPTH = 16;

    @FuzzTest(maxDuration = "5m")
    void fuzz(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        FuzzContract.expect(() -> {
            Object tree;
            try {
                tree = Json.parse("f.json", text, DEPTH);
            } catch (JsonException e) {
                place(e, text);
                JsonException scanned = scan(text);
                // a syntax error: the scanner's, word for word; a refusal (a key twice, a number too large): the scanner
                // takes the text, or meets a syntax error further on, which the tree reader had not reached
                if (e.isSyntaxError() ? scanned == null || !scanned.getMessage().equals(e.getMessage())
                        : scanned != null && scanned.offset() <= e.offset()) {
                    throw new AssertionError("the tree reader says " + e.getMessage() + " but the scanner "
                            + (scanned == null ? "takes the text" : "says " + scanned.getMessage()));
                }
                throw e;
            }
            JsonException scanned = scan(text);
            if (scanned != null) {
                throw new AssertionError("the tree reader takes the text but the scanner says " + scanned.getMessage());
            }
            String written = write(tree, new StringBuilder()).toString();
            Object again = Json.parse("written.json", written, DEPTH);
            if (!Objects.equals(tree, again)) {
                throw new AssertionError("read, written as " + written + ", read again: " + again + " is not " + tree);
            }
        }, JsonException.class);
    }

    /** The text walked by the scanner alone: null when it takes it, else its error. */
    private static JsonException scan(String text) {
        JsonScanner s = new JsonScanner("text", DEPTH).reset("f.json", text);
        try {
            s.skipSpace();
            s.skipValue();
            s.end("the value");
            return null;
        } catch (JsonException e) {
            return e;
        }
    }

    private static void place(JsonException e, String text) {
        if (e.offset() < 0 || e.offset() > text.length() || e.line() < 1 || e.column() < 1 || e.column() > e.offset() + 1) {
            throw new AssertionError("an error out of place: offset " + e.offset() + ", " + e.line() + ":" + e.column()
                    + " in a text of " + text.length() + " chars: " + e.getMessage());
        }
    }

    /** The tree as JSON: strings escaped where they must be, numbers as their Java text (which JSON's grammar takes), a decimal kept decimal. */
    private static StringBuilder write(Object v, StringBuilder b) {
        if (v instanceof Map) {
            b.append('{');
            String sep = "";
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                b.append(sep);
                string((String) e.getKey(), b).append(':');
                write(e.getValue(), b);
                sep = ",";
            }
            return b.append('}');
        }
        if (v instanceof List) {
            b.append('[');
            String sep = "";
            for (Object o : (List<?>) v) {
                b.append(sep);
                write(o, b);
                sep = ",";
            }
            return b.append(']');
        }
        if (v instanceof String) {
            return string((String) v, b);
        }
        if (v instanceof BigDecimal) {
            // 12e0 is a BigDecimal whose text is 12, which would read back as an Integer
            String t = v.toString();
            return b.append(t).append(t.indexOf('.') < 0 && t.indexOf('E') < 0 ? "E0" : "");
        }
        if (v instanceof Integer || v instanceof Long || v instanceof BigInteger || v instanceof Boolean || v == null) {
            return b.append(v);
        }
        throw new AssertionError("not a value of the tree: " + v.getClass());
    }

    private static StringBuilder string(String s, StringBuilder b) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < ' ' || Character.isSurrogate(c)) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"');
    }
}
