package io.hantei.cli

import groovy.transform.CompileStatic

import java.util.regex.Pattern

/**
 * Reads points, one a line, from CSV: {@code x,y} or {@code x,y,id}, with an optional header
 * line {@code x,y} or {@code x,y,id} first. Reads as it goes (one line in memory at a time) and
 * knows each line's number, so that a malformed line is reported where it is:
 * {@code points.csv:17: y is not a number: 'abc'}.
 * <ul>
 *   <li>x and y are decimal numbers ({@code 12}, {@code -3.5}, {@code 1e3}), finite, with spaces
 *       around them allowed; {@code NaN}, {@code Infinity}, hex and {@code 1d}-style suffixes are
 *       not numbers here.</li>
 *   <li>An id is any text; a field in double quotes may hold commas, and {@code ""} stands for a
 *       quote ({@code "ward, east"}). A quoted field ends on its own line.</li>
 *   <li>Without a header each line may have two fields or three; after a header each line has
 *       as many as the header.</li>
 *   <li>An empty line is malformed: nothing is skipped without a word.</li>
 * </ul>
 */
@CompileStatic
final class PointsCsv {

    private static final Pattern NUMBER = ~/[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/

    /** One point as read. */
    static final class Row {
        double x
        double y
        /** The x and y as written (trimmed), to write back exactly. */
        String xText
        String yText
        /** The id, or null when the line has none. */
        String id
        long line
    }

    /** A malformed line. */
    static final class BadLine extends Exception {
        final long line

        BadLine(long line, String message) {
            super(message, null, false, false)
            this.line = line
        }
    }

    private final BufferedReader reader
    private long lineNumber
    /** 2 or 3 after a header; 0 when there is none (each line may have 2 or 3). */
    private int columns = -1
    private final List<String> fields = new ArrayList<>(4)

    PointsCsv(BufferedReader reader) {
        this.reader = reader
    }

    /** The number of the last line read. */
    long getLineNumber() {
        lineNumber
    }

    /** Whether the input started with a header line. */
    boolean getHasHeader() {
        columns > 0
    }

    /**
     * Reads the next point into {@code row}; false at the end of the input.
     *
     * @throws BadLine for a malformed line (the reader has moved past it: reading on skips it)
     */
    boolean next(Row row) throws BadLine {
        String line = reader.readLine()
        if (line == null) {
            return false
        }
        lineNumber++
        if (lineNumber == 1) {
            if (line.startsWith('\uFEFF')) {
                line = line.substring(1) // a byte order mark
            }
            split(line)
            if (header()) {
                columns = fields.size()
                return next(row)
            }
            columns = 0
            if (fields.size() >= 1 && !NUMBER.matcher(fields[0].trim()).matches() && fields[0].trim().matches(/[A-Za-z_ ]+/)) {
                throw new BadLine(lineNumber, 'the header must be x,y or x,y,id but was ' + line)
            }
            return parse(row, line)
        }
        split(line)
        parse(row, line)
    }

    private boolean header() {
        List<String> names = fields.collect { it.trim().toLowerCase(Locale.ROOT) }
        names == ['x', 'y'] || names == ['x', 'y', 'id']
    }

    private boolean parse(Row row, String line) throws BadLine {
        if (line.trim().isEmpty()) {
            throw new BadLine(lineNumber, 'empty line; expected x,y' + (columns == 3 ? ',id' : columns == 2 ? '' : ' or x,y,id'))
        }
        int n = fields.size()
        if (columns > 0 ? n != columns : n != 2 && n != 3) {
            throw new BadLine(lineNumber, 'expected ' + (columns == 3 ? '3 fields (x,y,id, as the header says)'
                    : columns == 2 ? '2 fields (x,y, as the header says)' : 'x,y or x,y,id') + ' but found ' + n +
                    (n == 1 ? ' field' : ' fields') + ': ' + shorten(line))
        }
        row.xText = fields[0].trim()
        row.yText = fields[1].trim()
        row.x = number('x', row.xText)
        row.y = number('y', row.yText)
        row.id = n == 3 ? fields[2] : null
        row.line = lineNumber
        true
    }

    private double number(String name, String text) throws BadLine {
        if (!NUMBER.matcher(text).matches()) {
            throw new BadLine(lineNumber, name + ' is not a number: \'' + shorten(text) + '\'')
        }
        double v = Double.parseDouble(text)
        if (!Double.isFinite(v)) {
            throw new BadLine(lineNumber, name + ' is too large for a double: ' + shorten(text))
        }
        v
    }

    /** Splits one line into {@link #fields}: commas, with double-quoted fields. */
    private void split(String line) throws BadLine {
        fields.clear()
        int i = 0
        int n = line.length()
        while (true) {
            if (i < n && line.charAt(i) == '"' as char) {
                StringBuilder b = new StringBuilder()
                i++
                while (true) {
                    if (i >= n) {
                        throw new BadLine(lineNumber, 'a quoted field must end on its line: ' + shorten(line))
                    }
                    char c = line.charAt(i)
                    if (c == '"' as char) {
                        if (i + 1 < n && line.charAt(i + 1) == '"' as char) {
                            b.append('"')
                            i += 2
                            continue
                        }
                        i++
                        break
                    }
                    b.append(c)
                    i++
                }
                if (i < n && line.charAt(i) != ',' as char) {
                    throw new BadLine(lineNumber, 'text after a closing quote: ' + shorten(line))
                }
                fields.add(b.toString())
            } else {
                int comma = line.indexOf(',', i)
                int end = comma < 0 ? n : comma
                String field = line.substring(i, end)
                if (field.indexOf('"') >= 0) {
                    throw new BadLine(lineNumber, 'a quote inside an unquoted field (quote the whole field and double the quote): ' + shorten(line))
                }
                fields.add(field)
                i = end
            }
            if (i >= n) {
                return
            }
            i++ // the comma
        }
    }

    private static String shorten(String s) {
        s.length() <= 60 ? s : s.substring(0, 57) + '...'
    }

    /** A field for CSV output: quoted when it holds a comma, a quote, a line break or edge spaces. */
    static String quote(String s) {
        if (s == null) {
            return ''
        }
        boolean plain = true
        for (int i = 0; i < s.length() && plain; i++) {
            char c = s.charAt(i)
            plain = c != ',' as char && c != '"' as char && c != '\n' as char && c != '\r' as char
        }
        plain && (s.isEmpty() || (s.charAt(0) != ' ' as char && s.charAt(s.length() - 1) != ' ' as char)) ? s
                : '"' + s.replace('"', '""') + '"'
    }
}
