package io.hantei.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the points of {@code hantei eval}, one a line, as they come: CSV ({@link PointsCsv}) or
 * JSON Lines ({@link PointsJsonl}). What the two share lives here: the columns the command line
 * chose, the row a point is read into, the lines skipped (blank lines, {@code #} comments, a
 * byte order mark; the line break may be LF or CRLF), line numbers, and the numbers' checks.
 * One line is in memory at a time, and a malformed line is reported with its number and the
 * column at fault: {@code points.csv:17: y (column 'py', field 3) is not a number: 'abc'}.
 *
 * <p>The readers are Java, not Groovy: Groovy 5 compiles every array access of
 * {@code @CompileStatic} code to an invokedynamic call, which the quick JIT that
 * {@code ./hantei} starts with (C1) does not make cheap, and a reader indexes a line's
 * positions for every field.
 */
abstract class PointsReader {

    /** The columns the command line picks: by name in a CSV header or as JSON keys. */
    static final class Columns {
        String x = "x";
        String y = "y";
        String id = "id";
        /** Which of x, y and id the command line named (the others are the defaults above). */
        boolean xGiven;
        boolean yGiven;
        boolean idGiven;
        /** The columns written through after the rule, in this order. */
        List<String> keep = new ArrayList<>();

        /** The option that named a column, for messages: {@code --x px}, or {@code the default of --x}. */
        String option(String role) {
            boolean given = role.equals("x") ? xGiven : role.equals("y") ? yGiven : idGiven;
            return given ? "--" + role + " " + name(role) : "the default of --" + role;
        }

        String name(String role) {
            return role.equals("x") ? x : role.equals("y") ? y : id;
        }

        boolean anyGiven() {
            return xGiven || yGiven || idGiven || !keep.isEmpty();
        }
    }

    /** One point as read. */
    static final class Row {
        double x;
        double y;
        /** The x and y as written (trimmed), to write back exactly. */
        String xText;
        String yText;
        /** The id, or null when the line has none. */
        String id;
        /** The kept columns as CSV, each after a comma ({@code ,12,"a, b"}), or null when none are kept. */
        String kept;
        long line;
    }

    /** A malformed line: reading on skips it. */
    static final class BadLine extends Exception {
        final long line;

        BadLine(long line, String message) {
            super(message, null, false, false);
            this.line = line;
        }
    }

    /** The input does not have a column the command line names (or names it twice): nothing can be read. */
    static final class BadColumns extends Exception {
        final long line;

        BadColumns(long line, String message) {
            super(message, null, false, false);
            this.line = line;
        }
    }

    protected final BufferedReader reader;
    protected final Columns columns;
    /** The number of the last line read, blank lines and comments included. */
    protected long lineNumber;

    protected PointsReader(BufferedReader reader, Columns columns) {
        this.reader = reader;
        this.columns = columns;
    }

    /** The reader for {@code format} ({@code csv} or {@code jsonl}). */
    static PointsReader of(String format, BufferedReader reader, Columns columns) {
        return format.equals("jsonl") ? new PointsJsonl(reader, columns) : new PointsCsv(reader, columns);
    }

    /**
     * Reads what comes before the points (a CSV header) and checks the columns against it.
     *
     * @throws BadColumns when the input lacks a column the command line names
     * @throws BadLine when the header itself is malformed
     */
    abstract void begin() throws BadLine, BadColumns, IOException;

    /**
     * Reads the next point into {@code row}; false at the end of the input.
     *
     * @throws BadLine for a malformed line (the reader has moved past it: reading on skips it)
     */
    abstract boolean next(Row row) throws BadLine, BadColumns, IOException;

    /** The kept columns that no line had (JSON Lines, where a key may be missing from a line). */
    List<String> neverSeen() {
        return List.of();
    }

    /** The output's header: {@code id,x,y,rule} and the kept columns. */
    String outputHeader() {
        StringBuilder b = new StringBuilder("id,x,y,rule");
        for (String name : columns.keep) {
            b.append(',').append(quote(name));
        }
        return b.toString();
    }

    /** The next line that is neither blank nor a comment ({@code #} first), without a byte order mark; null at the end. */
    protected String nextContentLine() throws IOException {
        while (true) {
            String line = reader.readLine();
            if (line == null) {
                return null;
            }
            lineNumber++;
            if (lineNumber == 1 && line.startsWith("\uFEFF")) {
                line = line.substring(1);
            }
            int i = 0;
            int n = line.length();
            while (i < n && line.charAt(i) <= ' ') {
                i++;
            }
            if (i < n && line.charAt(i) != '#') {
                return line;
            }
        }
    }

    /** A decimal number as {@code hantei eval} reads it: {@code 12}, {@code -3.5}, {@code .5}, {@code 1e3}; no NaN, infinities, hex or suffixes. */
    static boolean isDecimal(String s) {
        int n = s.length();
        int i = 0;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            i++;
        }
        int digits = 0;
        while (i < n && isDigit(s.charAt(i))) {
            i++;
            digits++;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            int exponent = 0;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                exponent++;
            }
            if (exponent == 0) {
                return false;
            }
        }
        return i == n;
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * The value of a number already checked to be one (by {@link #isDecimal} or JSON's grammar),
     * refused when it is too large for a double. {@code what} names the role and its column.
     */
    protected double finite(String what, String text) throws BadLine {
        double v = Double.parseDouble(text);
        if (!Double.isFinite(v)) {
            throw new BadLine(lineNumber, what + " is too large for a double: " + shorten(text));
        }
        return v;
    }

    static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }

    /** A field for CSV output: quoted when it holds a comma, a quote, a line break or edge spaces. */
    static String quote(String s) {
        if (s == null) {
            return "";
        }
        boolean plain = true;
        for (int i = 0; i < s.length() && plain; i++) {
            char c = s.charAt(i);
            plain = c != ',' && c != '"' && c != '\n' && c != '\r';
        }
        return plain && (s.isEmpty() || (s.charAt(0) != ' ' && s.charAt(s.length() - 1) != ' ')) ? s
                : '"' + s.replace("\"", "\"\"") + '"';
    }
}
