package io.hantei.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the points of {@code hantei eval}, one a line, as they come: CSV ({@link PointsCsv}) or
 * JSON Lines ({@link PointsJsonl}). What the two share lives here: the columns the command line
 * chose, the row a point is read into, the lines skipped (blank lines, {@code #} comments, a
 * byte order mark; the line break may be LF or CRLF), line numbers, and the numbers' checks.
 * One line is in memory at a time (read by {@link LineReader}), and no more of it than the
 * longest line allowed ({@code --max-line-length}); a malformed line is reported with its number and the
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
        /**
         * The line the point was read from, and where x and y stand in it as written (trimmed):
         * written back exactly, and cut out only for a point that hits.
         */
        String text;
        int xFrom;
        int xTo;
        int yFrom;
        int yTo;
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

    protected final LineReader reader;
    protected final Columns columns;
    /** The number of the last line read, blank lines and comments included. */
    protected long lineNumber;

    protected PointsReader(LineReader reader, Columns columns) {
        this.reader = reader;
        this.columns = columns;
    }

    /** The reader for {@code format} ({@code csv} or {@code jsonl}). */
    static PointsReader of(String format, LineReader reader, Columns columns) {
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

    /**
     * The next line that is neither blank nor a comment ({@code #} first), without a byte order mark; null at the end.
     *
     * @throws BadLine for a line longer than the reader's limit (reading on passes over the rest of it)
     */
    protected String nextContentLine() throws IOException, BadLine {
        while (true) {
            String line;
            try {
                line = reader.readLine();
            } catch (LineReader.TooLong e) {
                lineNumber++;
                throw new BadLine(lineNumber, "the line is longer than the limit of " + e.limit + " bytes (--max-line-length): "
                        + e.seen + " bytes without a line break so far");
            }
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

    /** The most digits a number may have for {@link #quickDecimal}: below 10^15 < 2^53, an integer is exact. */
    private static final int QUICK_DIGITS = 15;
    /** 10^0 .. 10^15, each exact in a double. */
    private static final double[] POWERS_OF_TEN = new double[QUICK_DIGITS + 1];

    static {
        double p = 1;
        for (int i = 0; i <= QUICK_DIGITS; i++) {
            POWERS_OF_TEN[i] = p;
            p *= 10;
        }
    }

    /**
     * The double nearest the decimal {@code s[from, to)} when it is plain ({@code -12.375}: a sign,
     * digits, a point, at most 15 digits in all, no exponent), else NaN, for {@link #isDecimal}
     * and {@link Double#parseDouble} to answer. Exact, not approximate: the digits make an integer
     * m below 2^53 and the divisor 10^f (f at most 15) is a double, both without rounding, and
     * IEEE division rounds their quotient once, to the nearest double (Clinger's fast path) —
     * what {@code Double.parseDouble} gives, {@code -0} included.
     */
    static double quickDecimal(String s, int from, int to) {
        int i = from;
        boolean negative = false;
        if (i < to) {
            char c = s.charAt(i);
            if (c == '-' || c == '+') {
                negative = c == '-';
                i++;
            }
        }
        long m = 0;
        int digits = 0;
        int fraction = -1; // digits after the point; -1 before it
        for (; i < to; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                m = m * 10 + (c - '0');
                digits++;
                if (fraction >= 0) {
                    fraction++;
                }
            } else if (c == '.' && fraction < 0) {
                fraction = 0;
            } else {
                return Double.NaN; // an exponent, a second point, or not a number: the careful path says which
            }
        }
        if (digits == 0 || digits > QUICK_DIGITS) {
            return Double.NaN;
        }
        double v = fraction > 0 ? m / POWERS_OF_TEN[fraction] : m;
        return negative ? -v : v;
    }

    /**
     * The value of the number {@code text[from, to)}: at once when it is plain
     * ({@link #quickDecimal}), else checked by {@link #isDecimal} and read by {@link #finite}.
     * {@code what} names the role and its column in the message of a line that is no number.
     */
    protected double number(String what, String text, int from, int to) throws BadLine {
        double v = quickDecimal(text, from, to);
        if (v == v) {
            return v;
        }
        String s = text.substring(from, to);
        if (!isDecimal(s)) {
            throw new BadLine(lineNumber, what + " is not a number: '" + shorten(s) + "'");
        }
        return finite(what, s);
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
