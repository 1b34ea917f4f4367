package io.hantei.sandbox;

import java.io.IOException;
import java.io.Writer;

/**
 * What a sandboxed script prints, passed on to the host's writer within bounds: at most
 * {@link #MAX_LINES} lines, each cut to {@link #MAX_LINE} characters; past that one line says
 * what was dropped, and the rest is dropped. So a script that prints in a loop, or prints one
 * huge value, costs the host at most about ten million characters of output, not its disk or its
 * heap. Its locking is its caller's: a {@code PrintWriter} writes to it under its own lock.
 */
public final class OutputLimit extends Writer {

    /** The most lines a script's run and its evaluations may print together. */
    public static final int MAX_LINES = 10_000;

    /** The most characters of one printed line that are passed on. */
    public static final int MAX_LINE = 1_000;

    private final Writer target;
    private int lines;
    private int column;
    private boolean stopped;
    /** Whether the current line has been cut, and said so. */
    private boolean cut;

    public OutputLimit(Writer target) {
        this.target = target;
    }

    @Override
    public void write(char[] buffer, int offset, int length) throws IOException {
        write(java.nio.CharBuffer.wrap(buffer), offset, length);
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        write((CharSequence) text, offset, length); // not Writer's, which copies the whole text first
    }

    /** Passes on the runs of characters within the bounds, a line at a time. */
    private void write(CharSequence text, int offset, int length) throws IOException {
        int end = offset + length;
        int i = offset;
        while (i < end && !stopped) {
            int newline = i;
            while (newline < end && text.charAt(newline) != '\n') {
                newline++;
            }
            int room = Math.max(0, MAX_LINE - column);
            int kept = Math.min(room, newline - i);
            if (kept > 0) {
                target.append(text, i, i + kept);
            }
            if (newline - i > room && !cut) {
                target.write(" ... (the line is cut at " + MAX_LINE + " characters)");
                cut = true;
            }
            column += newline - i;
            if (column > MAX_LINE) {
                column = MAX_LINE; // no overflow however long the line
            }
            i = newline;
            if (i < end) { // the newline itself
                target.write('\n');
                column = 0;
                cut = false;
                i++;
                if (++lines >= MAX_LINES) {
                    stopped = true;
                    target.write("(the script printed more than " + MAX_LINES + " lines; the rest is not shown)"
                            + System.lineSeparator());
                }
            }
        }
    }

    @Override
    public void flush() throws IOException {
        target.flush();
    }

    @Override
    public void close() throws IOException {
        target.flush();
    }
}
