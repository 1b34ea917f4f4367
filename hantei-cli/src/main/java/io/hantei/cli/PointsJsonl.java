package io.hantei.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads points from JSON Lines: one JSON object a line (RFC 8259), as {@link PointsReader} says
 * (blank lines and {@code #} comments skipped, line numbers kept for messages).
 * <ul>
 *   <li>x and y are the values of the keys {@code x} and {@code y} ({@code --x}, {@code --y}
 *       name others; keys match exactly, case included), and must be JSON numbers; they are
 *       written back as they were written.</li>
 *   <li>The id is the value of {@code id} ({@code --id}), a string or a number; a line without
 *       the default {@code id} has its line number as its id, as a CSV line without one has.</li>
 *   <li>A kept key ({@code --keep}) passes through as text: a string unescaped, a number,
 *       {@code true} or {@code false} as written, {@code null} or a missing key as an empty
 *       field, an object or an array as its JSON.</li>
 *   <li>Every line is checked as JSON, all of it, nested values too (to a depth of
 *       {@value #MAX_DEPTH}); a syntax error names the character column where it is:
 *       {@code points.jsonl:4: not JSON at column 17: expected ',' or '}' but found 'x'}.</li>
 *   <li>The first object must have x, y and the id the command line names (else nothing is
 *       read, and the message lists the keys it has); a later line without them is malformed.
 *       A kept key may be missing from any line; one that no line had is named at the end
 *       ({@link #neverSeen}).</li>
 * </ul>
 * Written by hand rather than with groovy-json's {@code JsonSlurper}, which builds a map and a
 * number object for every value of every line and forgets how a number was written
 * (docs/eval.md): only the values used become strings here.
 */
final class PointsJsonl extends PointsReader {

    static final int MAX_DEPTH = 64;

    private static final byte MISSING = 0, NUMBER = 1, STRING = 2, ESCAPED = 3, TRUE = 4, FALSE = 5, NULL = 6,
            OBJECT = 7, ARRAY = 8;
    private static final String[] KIND_NAMES = {"missing", "a number", "a string", "a string", "true", "false", "null",
            "an object", "an array"};

    /** The keys looked for: x, y, id, then the kept ones; where each one's value is on the line, and what it is. */
    private final String[] wanted;
    private final String[] whats;
    private final int[] valueStart;
    private final int[] valueEnd;
    private final byte[] kind;
    /** Which of the kept keys some line had. */
    private final boolean[] seen;
    /** Every key of the line (its text between the quotes), for messages. */
    private int[] keyStart = new int[16];
    private int[] keyEnd = new int[16];
    private boolean[] keyEscaped = new boolean[16];
    private int keyCount;
    private boolean first = true;

    private String text;
    private int pos;

    PointsJsonl(LineReader reader, Columns columns) {
        super(reader, columns);
        List<String> names = new ArrayList<>(List.of(columns.x, columns.y, columns.id));
        names.addAll(columns.keep);
        wanted = names.toArray(new String[0]);
        whats = new String[] {"x (key '" + columns.x + "')", "y (key '" + columns.y + "')", "id (key '" + columns.id + "')"};
        valueStart = new int[wanted.length];
        valueEnd = new int[wanted.length];
        kind = new byte[wanted.length];
        seen = new boolean[wanted.length];
    }

    @Override
    void begin() {
        // no header: the first object's keys are checked as it is read
    }

    @Override
    List<String> neverSeen() {
        List<String> never = new ArrayList<>();
        for (int w = 3; w < wanted.length; w++) {
            if (!seen[w]) {
                never.add(wanted[w]);
            }
        }
        return never;
    }

    @Override
    boolean next(Row row) throws BadLine, BadColumns, IOException {
        String line = nextContentLine();
        if (line == null) {
            return false;
        }
        parse(line);
        if (first) {
            checkFirst();
            first = false;
        }
        row.x = finite(whats[0], number(0));
        row.y = finite(whats[1], number(1));
        row.text = text;
        row.xFrom = valueStart[0];
        row.xTo = valueEnd[0];
        row.yFrom = valueStart[1];
        row.yTo = valueEnd[1];
        row.id = id();
        row.kept = wanted.length == 3 ? null : kept();
        row.line = lineNumber;
        return true;
    }

    /** The first object has x, y and the id named on the command line, or the names are wrong. */
    private void checkFirst() throws BadColumns {
        String[] roles = {"x", "y", "id"};
        for (int w = 0; w < 3; w++) {
            if (kind[w] == MISSING && (w < 2 || columns.idGiven)) {
                throw new BadColumns(lineNumber, "the first object has no key '" + wanted[w] + "' (" +
                        columns.option(roles[w]) + "); its keys: " + keys());
            }
        }
    }

    private String number(int w) throws BadLine {
        if (kind[w] == NUMBER) {
            return text.substring(valueStart[w], valueEnd[w]);
        }
        if (kind[w] == MISSING) {
            throw new BadLine(lineNumber, whats[w] + " is missing; the keys: " + keys());
        }
        throw new BadLine(lineNumber, whats[w] + " is not a number: " + shorten(text.substring(valueStart[w], valueEnd[w])));
    }

    private String id() throws BadLine {
        byte k = kind[2];
        if (k == NUMBER || k == STRING || k == ESCAPED) {
            return valueText(2);
        }
        if (k == MISSING) {
            if (columns.idGiven) {
                throw new BadLine(lineNumber, whats[2] + " is missing; the keys: " + keys());
            }
            return null;
        }
        throw new BadLine(lineNumber, whats[2] + " must be a string or a number but was " + KIND_NAMES[k]);
    }

    private String kept() {
        StringBuilder b = new StringBuilder();
        for (int w = 3; w < wanted.length; w++) {
            b.append(',');
            seen[w] |= kind[w] != MISSING;
            if (kind[w] != MISSING && kind[w] != NULL) {
                b.append(quote(valueText(w)));
            }
        }
        return b.toString();
    }

    /** A value as text: a string unescaped, anything else as written. */
    private String valueText(int w) {
        return kind[w] == STRING ? text.substring(valueStart[w] + 1, valueEnd[w] - 1)
                : kind[w] == ESCAPED ? unescape(valueStart[w] + 1, valueEnd[w] - 1)
                : text.substring(valueStart[w], valueEnd[w]);
    }

    private String keys() {
        if (keyCount == 0) {
            return "none";
        }
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < keyCount; k++) {
            b.append(k == 0 ? "'" : ", '")
                    .append(keyEscaped[k] ? unescape(keyStart[k], keyEnd[k]) : text.substring(keyStart[k], keyEnd[k])).append('\'');
        }
        return b.toString();
    }

    // ---- the JSON grammar, on one line ----

    private void parse(String line) throws BadLine {
        text = line;
        pos = 0;
        keyCount = 0;
        Arrays.fill(kind, MISSING);
        space();
        if (pos >= text.length() || text.charAt(pos) != '{') {
            fail("a line must be one JSON object, starting with {");
        }
        pos++;
        space();
        if (peek() == '}') {
            pos++;
        } else {
            while (true) {
                if (peek() != '"') {
                    fail("expected a key in double quotes");
                }
                int ks = pos + 1;
                boolean escaped = string();
                int ke = pos - 1;
                noteKey(ks, ke, escaped);
                space();
                expect(':');
                space();
                int vs = pos;
                byte k = value(0);
                noteValue(ks, ke, escaped, vs, pos, k);
                space();
                if (peek() == ',') {
                    pos++;
                    space();
                } else if (peek() == '}') {
                    pos++;
                    break;
                } else {
                    fail("expected ',' or '}'");
                }
            }
        }
        space();
        if (pos < text.length()) {
            fail("text after the object");
        }
    }

    private void noteKey(int start, int end, boolean escaped) {
        if (keyCount == keyStart.length) {
            keyStart = Arrays.copyOf(keyStart, keyCount * 2);
            keyEnd = Arrays.copyOf(keyEnd, keyCount * 2);
            keyEscaped = Arrays.copyOf(keyEscaped, keyCount * 2);
        }
        keyStart[keyCount] = start;
        keyEnd[keyCount] = end;
        keyEscaped[keyCount] = escaped;
        keyCount++;
    }

    private void noteValue(int ks, int ke, boolean escaped, int vs, int ve, byte k) throws BadLine {
        String key = escaped ? unescape(ks, ke) : null;
        for (int w = 0; w < wanted.length; w++) {
            String name = wanted[w];
            boolean same = escaped ? name.equals(key) : ke - ks == name.length() && text.regionMatches(ks, name, 0, name.length());
            if (same) {
                if (kind[w] != MISSING) {
                    throw new BadLine(lineNumber, "the key '" + name + "' appears twice");
                }
                valueStart[w] = vs;
                valueEnd[w] = ve;
                kind[w] = k;
            }
        }
    }

    private byte value(int depth) throws BadLine {
        char c = peek();
        switch (c) {
            case '"':
                return string() ? ESCAPED : STRING;
            case '{':
                nested(depth, '}', true);
                return OBJECT;
            case '[':
                nested(depth, ']', false);
                return ARRAY;
            case 't':
                literal("true");
                return TRUE;
            case 'f':
                literal("false");
                return FALSE;
            case 'n':
                literal("null");
                return NULL;
            default:
                if (c == '-' || isDigit(c)) {
                    number();
                    return NUMBER;
                }
                fail("expected a value");
                return MISSING;
        }
    }

    /** An object or an array inside the line's object: checked, then passed over. */
    private void nested(int depth, char close, boolean object) throws BadLine {
        if (depth >= MAX_DEPTH) {
            fail("nested deeper than " + MAX_DEPTH);
        }
        pos++;
        space();
        if (peek() == close) {
            pos++;
            return;
        }
        while (true) {
            if (object) {
                if (peek() != '"') {
                    fail("expected a key in double quotes");
                }
                string();
                space();
                expect(':');
                space();
            }
            value(depth + 1);
            space();
            if (peek() == ',') {
                pos++;
                space();
            } else if (peek() == close) {
                pos++;
                return;
            } else {
                fail("expected ',' or '" + close + "'");
            }
        }
    }

    /** A string from its opening quote; after it, pos is past the closing one. Whether it has escapes. */
    private boolean string() throws BadLine {
        pos++;
        boolean escaped = false;
        int n = text.length();
        while (true) {
            if (pos >= n) {
                fail("a string must end on its line");
            }
            char c = text.charAt(pos);
            if (c == '"') {
                pos++;
                return escaped;
            }
            if (c < ' ') {
                fail("a control character inside a string (write it as an escape)");
            }
            if (c == '\\') {
                escaped = true;
                char e = pos + 1 < n ? text.charAt(pos + 1) : 0;
                if (e == 'u') {
                    for (int h = pos + 2; h < pos + 6; h++) {
                        if (h >= n || Character.digit(text.charAt(h), 16) < 0) {
                            fail("\\u needs four hex digits");
                        }
                    }
                    pos += 6;
                    continue;
                }
                if (e == 0 || "\"\\/bfnrt".indexOf(e) < 0) {
                    fail("not an escape of JSON");
                }
                pos += 2;
                continue;
            }
            pos++;
        }
    }

    /** JSON's number: {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}. */
    private void number() throws BadLine {
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
        } else if (isDigit(peek())) {
            digits();
        } else {
            fail("expected a digit");
        }
        if (peek() == '.') {
            pos++;
            if (!isDigit(peek())) {
                fail("expected a digit after the decimal point");
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!isDigit(peek())) {
                fail("expected a digit in the exponent");
            }
            digits();
        }
    }

    private void digits() {
        while (isDigit(peek())) {
            pos++;
        }
    }

    private void literal(String word) throws BadLine {
        if (!text.startsWith(word, pos)) {
            fail("expected a value");
        }
        pos += word.length();
    }

    private void expect(char c) throws BadLine {
        if (peek() != c) {
            fail("expected '" + c + "'");
        }
        pos++;
    }

    /** The character at pos, or 0 at the end of the line. */
    private char peek() {
        return pos < text.length() ? text.charAt(pos) : 0;
    }

    /** JSON's white space. */
    private void space() {
        int n = text.length();
        while (pos < n) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
                return;
            }
            pos++;
        }
    }

    private void fail(String message) throws BadLine {
        String found = !message.startsWith("expected") ? "" : pos < text.length() ? " but found '" + text.charAt(pos) + "'"
                : " but the line ended";
        throw new BadLine(lineNumber, "not JSON at column " + (pos + 1) + ": " + message + found);
    }

    /** The text of a string between its quotes, with its escapes read. */
    private String unescape(int start, int end) {
        StringBuilder b = new StringBuilder(end - start);
        int i = start;
        while (i < end) {
            char c = text.charAt(i);
            if (c != '\\') {
                b.append(c);
                i++;
                continue;
            }
            char e = text.charAt(i + 1);
            switch (e) {
                case 'b': b.append('\b'); break;
                case 'f': b.append('\f'); break;
                case 'n': b.append('\n'); break;
                case 'r': b.append('\r'); break;
                case 't': b.append('\t'); break;
                case 'u': b.append((char) Integer.parseInt(text.substring(i + 2, i + 6), 16)); i += 4; break;
                default: b.append(e); // \" \\ or \/: the character itself
            }
            i += 2;
        }
        return b.toString();
    }
}
