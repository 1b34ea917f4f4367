package io.hantei.json;

/**
 * JSON text that {@link JsonScanner} or {@link Json} refuses, with where: the line and column of
 * the character at fault (both from 1; a line ends at LF, CR or CRLF; a column counts UTF-16
 * chars, as {@code String.charAt} does, a tab as one) and what is wrong with it.
 *
 * <p>Its message is {@code source:line:column: not JSON: reason}
 * (<code>m.tmj:12:7: not JSON: expected ',' or '&#125;' but found 'x'</code>) for text that breaks
 * RFC 8259's grammar or this reader's depth limit, and {@code source:line:column: reason} for
 * JSON that is valid but refused (a key twice in one object, a number too large to keep).
 * Without a source the message starts with the line.
 */
public final class JsonException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final int column;
    private final int offset;
    private final String reason;
    private final boolean syntax;

    /**
     * The problem {@code reason} at char {@code offset} of {@code text}, which is named
     * {@code source} in the message (null: no name); {@code syntax} when the text is not JSON.
     */
    JsonException(String source, CharSequence text, int offset, String reason, boolean syntax) {
        this(source, lineOf(text, offset), columnOf(text, offset), offset, reason, syntax);
    }

    private JsonException(String source, int line, int column, int offset, String reason, boolean syntax) {
        super((source == null ? "" : source + ":") + line + ":" + column + ": " + (syntax ? "not JSON: " : "") + reason);
        this.source = source;
        this.line = line;
        this.column = column;
        this.offset = offset;
        this.reason = reason;
        this.syntax = syntax;
    }

    /** The name the text was given (a file's path), or null. */
    public String source() {
        return source;
    }

    /** The line of the character at fault, from 1. */
    public int line() {
        return line;
    }

    /** The column of the character at fault in its line, from 1, in UTF-16 chars. */
    public int column() {
        return column;
    }

    /** The index of the character at fault in the whole text, from 0 (the text's length when it ended too soon). */
    public int offset() {
        return offset;
    }

    /** What is wrong, without the place: <code>expected ',' or '&#125;' but found 'x'</code>. */
    public String reason() {
        return reason;
    }

    /** Whether the text is not JSON (true), or is JSON that the reader refuses (false: a key twice, a number too large). */
    public boolean isSyntaxError() {
        return syntax;
    }

    /** The line of char {@code offset}: one more than the line breaks before it (CRLF is one). */
    static int lineOf(CharSequence text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                line++;
            }
        }
        return line;
    }

    /** The column of char {@code offset}: one more than the chars between it and the line break before it. */
    static int columnOf(CharSequence text, int offset) {
        int start = offset;
        while (start > 0 && text.charAt(start - 1) != '\n' && text.charAt(start - 1) != '\r') {
            start--;
        }
        return offset - start + 1;
    }
}
