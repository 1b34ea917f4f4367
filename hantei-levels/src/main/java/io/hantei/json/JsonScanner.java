package io.hantei.json;

/**
 * The one strict JSON scanner (RFC 8259) of hantei: it walks a text a token at a time, checks
 * it against the grammar as it goes, and builds nothing. {@link Json} builds a tree with it; a
 * reader that wants only a few values of a large text ({@code hantei eval}'s JSON Lines points)
 * notes where they are ({@link #position()} before and after each) and passes over the rest
 * ({@link #skipValue()}), checked all the same.
 *
 * <p>A value is read by {@link #next()}, which reads a string, number or literal whole and
 * steps into an object or array; the members of an object are then read as
 * <pre>{@code
 * while (s.hasMember()) {    // false at the closing brace, which it steps past
 *     s.key();               // the key, and the ':' after it
 *     ... read the value ...
 * }
 * }</pre>
 * and the elements of an array as {@code while (s.hasElement()) { ... }}. Strings are left where
 * they are: {@link #stringStart()} and {@link #stringEnd()} say where the last one's text
 * lies between its quotes, and {@link #string()} or {@link #unescape} make it a Java string
 * when it is wanted.
 *
 * <p>Strict: no comments, no trailing commas, no single quotes, no unquoted keys, no leading
 * zeros or {@code +}, no {@code NaN} or infinities, no control character (U+0000 to U+001F)
 * inside a string, only the escapes {@code \" \\ \/ \b \f \n \r \t \\uXXXX} with four ASCII
 * hex digits; white space is space, tab, CR and LF only (a byte order mark is not, so the
 * caller strips one). An escaped surrogate that is not half of a pair ({@code \\ud800} alone) is
 * kept as that UTF-16 char: RFC 8259's grammar allows it (§8.2), a Java string can hold it,
 * and refusing it would refuse text that other readers take. Containers nest at most
 * {@code maxDepth} deep inside the outermost one; deeper is refused before it is read, so a
 * reader that recurses by the nesting needs a bounded stack.
 *
 * <p>Errors are {@link JsonException}s at the character at fault, with its line and column.
 * One scanner reads one text at a time and is not thread-safe; {@link #reset} starts the next
 * text, so a reader of many lines makes one scanner.
 */
public final class JsonScanner {

    /** What a value is. A string with a backslash in it is {@code ESCAPED_STRING}: its text between the quotes is not yet its value. */
    public enum Kind {
        OBJECT("an object"), ARRAY("an array"), STRING("a string"), ESCAPED_STRING("a string"), NUMBER("a number"),
        TRUE("true"), FALSE("false"), NULL("null");

        private final String description;

        Kind(String description) {
            this.description = description;
        }

        /** The kind in words, for messages: {@code a number}, {@code an object}, {@code true}. */
        public String description() {
            return description;
        }
    }

    private final String unit;
    private final int maxDepth;
    private String source;
    private String text;
    private int length;
    private int pos;
    /** The objects and arrays open at pos. */
    private int open;
    /** {@link #next()} has just stepped into an object or array: its first member or element, or its end, comes next. */
    private boolean fresh;
    private int stringStart;
    private int stringEnd;
    private boolean stringEscaped;
    private boolean integral;

    /**
     * A scanner whose texts are each a {@code unit} ({@code "line"}, {@code "text"}), as its
     * messages say ({@code expected a value but the line ended}), and whose objects and arrays
     * nest at most {@code maxDepth} deep inside the outermost one (0: only the outermost).
     */
    public JsonScanner(String unit, int maxDepth) {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("JSON scanner: maxDepth must be >= 0 but was " + maxDepth);
        }
        this.unit = unit;
        this.maxDepth = maxDepth;
    }

    /** Starts on {@code text}, at its first char; {@code source} names it in messages (null: no name). */
    public JsonScanner reset(String source, CharSequence text) {
        this.source = source;
        this.text = text.toString();
        this.length = this.text.length();
        this.pos = 0;
        this.open = 0;
        this.fresh = false;
        return this;
    }

    /** {@link #reset(String, CharSequence)} without a name. */
    public JsonScanner reset(CharSequence text) {
        return reset(null, text);
    }

    /** The text being read. */
    public String text() {
        return text;
    }

    /** The index of the next char to read. */
    public int position() {
        return pos;
    }

    /** The objects and arrays that the position is inside. */
    public int depth() {
        return open;
    }

    /** The most objects and arrays that may nest inside the outermost one. */
    public int maxDepth() {
        return maxDepth;
    }

    /** The char at the position, or 0 at the end of the text. */
    public char peek() {
        return pos < length ? text.charAt(pos) : 0;
    }

    /** Whether the position is at the end of the text. */
    public boolean atEnd() {
        return pos >= length;
    }

    /** Passes over JSON's white space: space, tab, CR, LF. */
    public void skipSpace() {
        String t = text;
        int n = length;
        int p = pos;
        while (p < n) {
            char c = t.charAt(p);
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
                break;
            }
            p++;
        }
        pos = p;
    }

    /**
     * Reads the value at the position (white space before it already passed over): a string,
     * number or literal whole, leaving the position just after it; or the opening bracket of an
     * object or array and the white space after it, leaving its members or elements to
     * {@link #hasMember()} or {@link #hasElement()}.
     *
     * @throws JsonException when no value starts here, it is malformed, or it is an object or
     *         array nested deeper than {@link #maxDepth()}
     */
    public Kind next() {
        fresh = false;
        char c = peek();
        switch (c) {
            case '"':
                return readString() ? Kind.ESCAPED_STRING : Kind.STRING;
            case '{':
                enter();
                return Kind.OBJECT;
            case '[':
                enter();
                return Kind.ARRAY;
            case 't':
                literal("true");
                return Kind.TRUE;
            case 'f':
                literal("false");
                return Kind.FALSE;
            case 'n':
                literal("null");
                return Kind.NULL;
            default:
                if (c == '-' || isDigit(c)) {
                    readNumber();
                    return Kind.NUMBER;
                }
                throw expected("a value");
        }
    }

    private void enter() {
        if (open > maxDepth) {
            throw error("nested deeper than " + maxDepth);
        }
        open++;
        pos++;
        skipSpace();
        fresh = true;
    }

    /**
     * Inside an object, after {@link #next()} stepped into it or after a member's value:
     * true when a member follows (past the {@code ,} between two), false at the object's end
     * (then past its closing brace).
     */
    public boolean hasMember() {
        return more('}');
    }

    /** Inside an array, after {@link #next()} stepped into it or after an element: true when an element follows, false past its closing bracket. */
    public boolean hasElement() {
        return more(']');
    }

    private boolean more(char close) {
        if (fresh) {
            fresh = false;
            if (peek() == close) {
                pos++;
                open--;
                return false;
            }
            return true;
        }
        skipSpace();
        char c = peek();
        if (c == ',') {
            pos++;
            skipSpace();
            return true;
        }
        if (c == close) {
            pos++;
            open--;
            return false;
        }
        throw expected("',' or '" + close + "'");
    }

    /**
     * Reads a member's key, the {@code :} after it and the white space around that, leaving the
     * position at the value; {@link #stringStart()} and {@link #stringEnd()} say where the key's
     * text lies. {@code ESCAPED_STRING} when it has escapes, else {@code STRING}.
     */
    public Kind key() {
        fresh = false;
        if (peek() != '"') {
            throw expected("a key in double quotes");
        }
        boolean escaped = readString();
        skipSpace();
        if (peek() != ':') {
            throw expected("':'");
        }
        pos++;
        skipSpace();
        return escaped ? Kind.ESCAPED_STRING : Kind.STRING;
    }

    /**
     * Reads the value at the position whole, checking everything in it (to the depth limit),
     * and leaves the position just after it.
     */
    public Kind skipValue() {
        Kind k = next();
        if (k == Kind.OBJECT) {
            while (hasMember()) {
                key();
                skipValue();
            }
        } else if (k == Kind.ARRAY) {
            while (hasElement()) {
                skipValue();
            }
        }
        return k;
    }

    /** After the outermost value: only white space may follow, else the error "text after {@code what}". */
    public void end(String what) {
        skipSpace();
        if (pos < length) {
            throw error("text after " + what);
        }
    }

    // ---- strings

    /** Where the text of the last string or key read starts: just after its opening quote. */
    public int stringStart() {
        return stringStart;
    }

    /** Where the text of the last string or key read ends: at its closing quote. */
    public int stringEnd() {
        return stringEnd;
    }

    /** The last string or key read, as a Java string with its escapes read. */
    public String string() {
        return stringEscaped ? unescape(stringStart, stringEnd) : text.substring(stringStart, stringEnd);
    }

    /**
     * The text {@code [from, to)} with its escapes read; the range must be the inside of a string
     * this scanner has read in the current text (its escapes are not checked again).
     */
    public String unescape(int from, int to) {
        int i = from;
        while (i < to && text.charAt(i) != '\\') {
            i++;
        }
        if (i == to) {
            return text.substring(from, to);
        }
        StringBuilder b = new StringBuilder(to - from);
        b.append(text, from, i);
        while (i < to) {
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
                case 'u':
                    b.append((char) (hex(text.charAt(i + 2)) << 12 | hex(text.charAt(i + 3)) << 8
                            | hex(text.charAt(i + 4)) << 4 | hex(text.charAt(i + 5))));
                    i += 4;
                    break;
                default: b.append(e); // \" \\ or \/: the character itself
            }
            i += 2;
        }
        return b.toString();
    }

    /** A string from its opening quote; after it, pos is past the closing one. Whether it has escapes. */
    private boolean readString() {
        // pos in a local while the loop runs: the quick JIT (C1) would store the field at every char
        String t = text;
        int n = length;
        int p = pos + 1;
        stringStart = p;
        boolean escaped = false;
        while (true) {
            if (p >= n) {
                pos = p;
                throw error("a string must end on its line");
            }
            char c = t.charAt(p);
            if (c == '"') {
                stringEnd = p;
                stringEscaped = escaped;
                pos = p + 1;
                return escaped;
            }
            if (c == '\\') {
                escaped = true;
                pos = p;
                escape();
                p = pos;
                continue;
            }
            if (c < ' ') {
                pos = p;
                throw error(c == '\n' || c == '\r' ? "a string must end on its line"
                        : "a control character inside a string (write it as an escape)");
            }
            p++;
        }
    }

    /** An escape at pos (its backslash); after it, pos is past it. */
    private void escape() {
        char e = pos + 1 < length ? text.charAt(pos + 1) : 0;
        if (e == 'u') {
            for (int h = pos + 2; h < pos + 6; h++) {
                if (h >= length || hex(text.charAt(h)) < 0) {
                    throw error("\\u needs four hex digits");
                }
            }
            pos += 6;
            return;
        }
        if (e == 0 || "\"\\/bfnrt".indexOf(e) < 0) {
            throw error("not an escape of JSON");
        }
        pos += 2;
    }

    /** The value of an ASCII hex digit, or -1. */
    private static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    // ---- numbers and literals

    /** Whether the last number read is an integer as written: no fraction, no exponent. */
    public boolean integral() {
        return integral;
    }

    /** JSON's number: {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}. */
    private void readNumber() {
        String t = text;
        int n = length;
        int p = pos;
        boolean whole = true;
        char c = t.charAt(p); // '-' or a digit, as next() saw
        if (c == '-') {
            c = ++p < n ? t.charAt(p) : 0;
        }
        if (c == '0') {
            p++;
        } else if (isDigit(c)) {
            p = digits(t, p + 1, n);
        } else {
            pos = p;
            throw expected("a digit");
        }
        c = p < n ? t.charAt(p) : 0;
        if (c == '.') {
            whole = false;
            p++;
            if (p >= n || !isDigit(t.charAt(p))) {
                pos = p;
                throw expected("a digit after the decimal point");
            }
            p = digits(t, p + 1, n);
            c = p < n ? t.charAt(p) : 0;
        }
        if (c == 'e' || c == 'E') {
            whole = false;
            c = ++p < n ? t.charAt(p) : 0;
            if (c == '+' || c == '-') {
                c = ++p < n ? t.charAt(p) : 0;
            }
            if (!isDigit(c)) {
                pos = p;
                throw expected("a digit in the exponent");
            }
            p = digits(t, p + 1, n);
        }
        pos = p;
        integral = whole;
    }

    /** The index of the first char at or after {@code p} that is not a digit. */
    private static int digits(String t, int p, int n) {
        while (p < n && isDigit(t.charAt(p))) {
            p++;
        }
        return p;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private void literal(String word) {
        if (!text.startsWith(word, pos)) {
            throw expected("a value");
        }
        pos += word.length();
    }

    // ---- errors

    /** The text is not JSON at the position: {@code reason}. */
    public JsonException error(String reason) {
        return new JsonException(source, text, pos, reason, true);
    }

    /**
     * The text is not JSON at the position: it should have {@code what} there. The reason says
     * what it has instead: {@code expected ':' but found 'x'}, {@code ... but the line ended}.
     */
    public JsonException expected(String what) {
        String found = pos >= length ? "the " + unit + " ended" : "found " + shown(text.charAt(pos));
        return error("expected " + what + " but " + found);
    }

    /** The text is JSON, but refused for {@code reason} (a key twice, say) at char {@code offset}. */
    public JsonException refused(int offset, String reason) {
        return new JsonException(source, text, offset, reason, false);
    }

    /** A char for a message: quoted, or as {@code U+0009} when it does not show (a control char, a lone surrogate, a BOM). */
    static String shown(char c) {
        if (Character.isISOControl(c) || Character.isSurrogate(c) || c == '\uFEFF' || Character.isSpaceChar(c) && c != ' ') {
            return String.format("U+%04X", (int) c);
        }
        return "'" + c + "'";
    }
}
