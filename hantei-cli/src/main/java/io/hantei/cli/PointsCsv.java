package io.hantei.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads points from CSV, one a line, as {@link PointsReader} says (blank lines and {@code #}
 * comments skipped, line numbers kept for messages).
 * <ul>
 *   <li>A first line that does not start with a number is a header: the columns x, y and id
 *       are found in it by name (trimmed, in any case; {@code --x}, {@code --y}, {@code --id}
 *       name others), as are the kept ones; the other columns are read past. Without a header
 *       each line is {@code x,y} or {@code x,y,id}, and no column can be named.</li>
 *   <li>x and y are decimal numbers ({@code 12}, {@code -3.5}, {@code 1e3}), finite, with spaces
 *       around them allowed; {@code NaN}, {@code Infinity}, hex and {@code 1d}-style suffixes are
 *       not numbers here.</li>
 *   <li>Any field may be in double quotes, and may then hold commas, with {@code ""} for a
 *       quote ({@code "ward, east"}). A quoted field ends on its own line.</li>
 *   <li>After a header each line has as many fields as the header.</li>
 * </ul>
 * Only the fields that are used become strings: a wide line costs a scan, not a string per field.
 */
final class PointsCsv extends PointsReader {

    /** Where each field of the current line starts and ends (quotes excluded), and whether it was quoted. */
    private int[] starts = new int[8];
    private int[] ends = new int[8];
    private boolean[] quoted = new boolean[8];
    private int fieldCount;
    private String text;

    /** The field of x, y and id (-1: none), and of the kept columns; after a header, its width. */
    private int xField = 0;
    private int yField = 1;
    private int idField = -1;
    private int[] keepFields = new int[0];
    private int headerFields;
    /** How x and y are named in messages: {@code x (field 1)}, {@code y (column 'py', field 3)}. */
    private String xWhat = "x (field 1)";
    private String yWhat = "y (field 2)";
    /** The first line of points when the input has no header: read by begin, returned by next. */
    private String pending;

    PointsCsv(LineReader reader, Columns columns) {
        super(reader, columns);
    }

    @Override
    void begin() throws BadLine, BadColumns, IOException {
        String first = nextContentLine();
        if (first == null) {
            return;
        }
        split(first);
        if (isDecimal(field(0).trim())) {
            if (columns.anyGiven()) {
                throw new BadColumns(lineNumber, "the input has no header line (line " + lineNumber + " starts with a number: " +
                        shorten(first) + "), so " + givenOptions() + " name no column: add a header line, or leave them out");
            }
            pending = first;
            return;
        }
        headerFields = fieldCount;
        List<String> names = new ArrayList<>();
        for (int i = 0; i < fieldCount; i++) {
            names.add(field(i).trim());
        }
        xField = find(names, columns.x, "x", true);
        yField = find(names, columns.y, "y", true);
        idField = find(names, columns.id, "id", columns.idGiven);
        keepFields = new int[columns.keep.size()];
        for (int k = 0; k < keepFields.length; k++) {
            keepFields[k] = find(names, columns.keep.get(k), null, true);
        }
        xWhat = what("x", names.get(xField), xField);
        yWhat = what("y", names.get(yField), yField);
    }

    private String givenOptions() {
        List<String> given = new ArrayList<>();
        for (String role : List.of("x", "y", "id")) {
            if (!columns.option(role).startsWith("the default")) {
                given.add(columns.option(role));
            }
        }
        if (!columns.keep.isEmpty()) {
            given.add("--keep " + String.join(",", columns.keep));
        }
        return String.join(", ", given);
    }

    /** The field of a column named in the header; -1 when it is missing and not required. */
    private int find(List<String> names, String name, String role, boolean required) throws BadColumns {
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equalsIgnoreCase(name.trim())) {
                at.add(i);
            }
        }
        String option = role != null ? columns.option(role) : "--keep";
        if (at.size() > 1) {
            StringBuilder fields = new StringBuilder();
            for (int i : at) {
                fields.append(fields.length() == 0 ? "" : ", ").append(i + 1);
            }
            throw new BadColumns(lineNumber, "the header has the column '" + name + "' (" + option + ") " + at.size() +
                    " times: fields " + fields);
        }
        if (at.isEmpty()) {
            if (!required) {
                return -1;
            }
            StringBuilder all = new StringBuilder();
            for (String n : names) {
                all.append(all.length() == 0 ? "'" : ", '").append(n).append('\'');
            }
            throw new BadColumns(lineNumber, "the header has no column '" + name + "' (" + option + "); its columns: " + all);
        }
        return at.get(0);
    }

    private static String what(String role, String name, int field) {
        return name.equalsIgnoreCase(role) ? role + " (field " + (field + 1) + ")"
                : role + " (column '" + name + "', field " + (field + 1) + ")";
    }

    @Override
    boolean next(Row row) throws BadLine, IOException {
        String line;
        if (pending != null) {
            line = pending;
            pending = null;
        } else {
            line = nextContentLine();
            if (line == null) {
                return false;
            }
        }
        split(line);
        int n = fieldCount;
        if (headerFields > 0 ? n != headerFields : n != 2 && n != 3) {
            throw new BadLine(lineNumber, "expected " + (headerFields > 0 ? headerFields + " fields, as the header has,"
                    : "x,y or x,y,id") + " but found " + n + (n == 1 ? " field" : " fields") + ": " + shorten(line));
        }
        // a number has no quote, so a quoted field's text is its text in the line: no copy of it is made
        int xFrom = trimmedStart(xField);
        int xTo = trimmedEnd(xField, xFrom);
        int yFrom = trimmedStart(yField);
        int yTo = trimmedEnd(yField, yFrom);
        row.x = number(xWhat, line, xFrom, xTo);
        row.y = number(yWhat, line, yFrom, yTo);
        row.text = line;
        row.xFrom = xFrom;
        row.xTo = xTo;
        row.yFrom = yFrom;
        row.yTo = yTo;
        row.id = headerFields > 0 ? (idField >= 0 ? field(idField) : null) : (n == 3 ? field(2) : null);
        row.kept = keepFields.length == 0 ? null : kept();
        row.line = lineNumber;
        return true;
    }

    private String kept() {
        StringBuilder b = new StringBuilder();
        for (int f : keepFields) {
            b.append(',').append(quote(field(f)));
        }
        return b.toString();
    }

    /** Where field {@code i} starts in the line once its leading spaces are passed over. */
    private int trimmedStart(int i) {
        int from = starts[i];
        while (from < ends[i] && text.charAt(from) <= ' ') {
            from++;
        }
        return from;
    }

    /** Where field {@code i} ends in the line without its trailing spaces (not before {@code from}). */
    private int trimmedEnd(int i, int from) {
        int to = ends[i];
        while (to > from && text.charAt(to - 1) <= ' ') {
            to--;
        }
        return to;
    }

    /** The field's text, unquoted. */
    private String field(int i) {
        String s = text.substring(starts[i], ends[i]);
        return quoted[i] && s.indexOf('"') >= 0 ? s.replace("\"\"", "\"") : s;
    }

    /** Finds the fields of one line: commas, and double-quoted fields. */
    private void split(String line) throws BadLine {
        text = line;
        fieldCount = 0;
        int i = 0;
        int n = line.length();
        int quoteAt = line.indexOf('"'); // the next quote at or after i, or -1: one scan of the line for all fields
        while (true) {
            if (fieldCount == starts.length) {
                starts = Arrays.copyOf(starts, fieldCount * 2);
                ends = Arrays.copyOf(ends, fieldCount * 2);
                quoted = Arrays.copyOf(quoted, fieldCount * 2);
            }
            if (i < n && line.charAt(i) == '"') {
                int start = ++i;
                while (true) {
                    if (i >= n) {
                        throw new BadLine(lineNumber, "field " + (fieldCount + 1) + ": a quoted field must end on its line: " + shorten(line));
                    }
                    if (line.charAt(i) == '"') {
                        if (i + 1 < n && line.charAt(i + 1) == '"') {
                            i += 2;
                            continue;
                        }
                        break;
                    }
                    i++;
                }
                starts[fieldCount] = start;
                ends[fieldCount] = i;
                quoted[fieldCount] = true;
                fieldCount++;
                i++; // the closing quote
                if (i < n && line.charAt(i) != ',') {
                    throw new BadLine(lineNumber, "field " + fieldCount + ": text after a closing quote: " + shorten(line));
                }
            } else {
                int comma = line.indexOf(',', i);
                int end = comma < 0 ? n : comma;
                if (quoteAt >= 0 && quoteAt < i) {
                    quoteAt = line.indexOf('"', i);
                }
                if (quoteAt >= 0 && quoteAt < end) {
                    throw new BadLine(lineNumber, "field " + (fieldCount + 1) +
                            ": a quote inside an unquoted field (quote the whole field and double the quote): " + shorten(line));
                }
                starts[fieldCount] = i;
                ends[fieldCount] = end;
                quoted[fieldCount] = false;
                fieldCount++;
                i = end;
            }
            if (i >= n) {
                return;
            }
            i++; // the comma
        }
    }
}
