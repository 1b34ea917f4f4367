package io.hantei.cli;

import io.hantei.json.JsonException;
import io.hantei.json.JsonScanner;
import io.hantei.json.JsonScanner.Kind;

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
 *       {@value #MAX_DEPTH}), by the scanner of {@link io.hantei.json} that Tiled's JSON files
 *       are read with too; a syntax error names the character column where it is:
 *       {@code points.jsonl:4: not JSON at column 17: expected ',' or '}' but found 'x'}.</li>
 *   <li>The first object must have x, y and the id the command line names (else nothing is
 *       read, and the message lists the keys it has); a later line without them is malformed.
 *       A kept key may be missing from any line; one that no line had is named at the end
 *       ({@link #neverSeen}).</li>
 * </ul>
 * The line is not read into a tree (as {@link io.hantei.json.Json} or groovy-json's
 * {@code JsonSlurper} would: a map and a number object for every value of every line, and a
 * number's text forgotten; docs/eval.md): {@link JsonScanner} walks it, this class
 * notes where the values of the keys it wants are, and only the values used become strings.
 */
final class PointsJsonl extends PointsReader {

    static final int MAX_DEPTH = 64;

    /** The keys looked for: x, y, id, then the kept ones; where each one's value is on the line, and what it is (null: missing). */
    private final String[] wanted;
    private final String[] whats;
    private final int[] valueStart;
    private final int[] valueEnd;
    private final Kind[] kind;
    /** Which of the kept keys some line had. */
    private final boolean[] seen;
    /** Every key of the line (its text between the quotes), for messages. */
    private int[] keyStart = new int[16];
    private int[] keyEnd = new int[16];
    private boolean[] keyEscaped = new boolean[16];
    private int keyCount;
    private boolean first = true;

    private final JsonScanner scanner = new JsonScanner("line", MAX_DEPTH);
    private String text;

    PointsJsonl(LineReader reader, Columns columns) {
        super(reader, columns);
        List<String> names = new ArrayList<>(List.of(columns.x, columns.y, columns.id));
        names.addAll(columns.keep);
        wanted = names.toArray(new String[0]);
        whats = new String[] {"x (key '" + columns.x + "')", "y (key '" + columns.y + "')", "id (key '" + columns.id + "')"};
        valueStart = new int[wanted.length];
        valueEnd = new int[wanted.length];
        kind = new Kind[wanted.length];
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
            if (kind[w] == null && (w < 2 || columns.idGiven)) {
                throw new BadColumns(lineNumber, "the first object has no key '" + wanted[w] + "' (" +
                        columns.option(roles[w]) + "); its keys: " + keys());
            }
        }
    }

    private String number(int w) throws BadLine {
        if (kind[w] == Kind.NUMBER) {
            return text.substring(valueStart[w], valueEnd[w]);
        }
        if (kind[w] == null) {
            throw new BadLine(lineNumber, whats[w] + " is missing; the keys: " + keys());
        }
        throw new BadLine(lineNumber, whats[w] + " is not a number: " + shorten(text.substring(valueStart[w], valueEnd[w])));
    }

    private String id() throws BadLine {
        Kind k = kind[2];
        if (k == Kind.NUMBER || k == Kind.STRING || k == Kind.ESCAPED_STRING) {
            return valueText(2);
        }
        if (k == null) {
            if (columns.idGiven) {
                throw new BadLine(lineNumber, whats[2] + " is missing; the keys: " + keys());
            }
            return null;
        }
        throw new BadLine(lineNumber, whats[2] + " must be a string or a number but was " + k.description());
    }

    private String kept() {
        StringBuilder b = new StringBuilder();
        for (int w = 3; w < wanted.length; w++) {
            b.append(',');
            seen[w] |= kind[w] != null;
            if (kind[w] != null && kind[w] != Kind.NULL) {
                b.append(quote(valueText(w)));
            }
        }
        return b.toString();
    }

    /** A value as text: a string unescaped, anything else as written. */
    private String valueText(int w) {
        return kind[w] == Kind.STRING ? text.substring(valueStart[w] + 1, valueEnd[w] - 1)
                : kind[w] == Kind.ESCAPED_STRING ? scanner.unescape(valueStart[w] + 1, valueEnd[w] - 1)
                : text.substring(valueStart[w], valueEnd[w]);
    }

    private String keys() {
        if (keyCount == 0) {
            return "none";
        }
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < keyCount; k++) {
            b.append(k == 0 ? "'" : ", '")
                    .append(keyEscaped[k] ? scanner.unescape(keyStart[k], keyEnd[k]) : text.substring(keyStart[k], keyEnd[k])).append('\'');
        }
        return b.toString();
    }

    // ---- one line, through the shared scanner ----

    private void parse(String line) throws BadLine {
        text = line;
        keyCount = 0;
        Arrays.fill(kind, null);
        JsonScanner s = scanner.reset(line);
        try {
            s.skipSpace();
            if (s.peek() != '{') {
                throw s.error("a line must be one JSON object, starting with {");
            }
            s.next();
            while (s.hasMember()) {
                boolean escaped = s.key() == Kind.ESCAPED_STRING;
                int ks = s.stringStart();
                int ke = s.stringEnd();
                noteKey(ks, ke, escaped);
                int vs = s.position();
                Kind k = s.skipValue();
                noteValue(ks, ke, escaped, vs, s.position(), k);
            }
            s.end("the object");
        } catch (JsonException e) {
            throw new BadLine(lineNumber, "not JSON at column " + e.column() + ": " + e.reason());
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

    private void noteValue(int ks, int ke, boolean escaped, int vs, int ve, Kind k) throws BadLine {
        String key = escaped ? scanner.unescape(ks, ke) : null;
        for (int w = 0; w < wanted.length; w++) {
            String name = wanted[w];
            boolean same = escaped ? name.equals(key) : ke - ks == name.length() && text.regionMatches(ks, name, 0, name.length());
            if (same) {
                if (kind[w] != null) {
                    throw new BadLine(lineNumber, "the key '" + name + "' appears twice");
                }
                valueStart[w] = vs;
                valueEnd[w] = ve;
                kind[w] = k;
            }
        }
    }
}
