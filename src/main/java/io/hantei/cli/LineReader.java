package io.hantei.cli;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The lines of a UTF-8 stream, as {@link java.io.BufferedReader#readLine()} gives them (a line
 * ends at LF, CR or CRLF, which are not part of it; bytes that are not UTF-8 read as U+FFFD),
 * read as bytes and decoded a line at a time: the points of {@code hantei eval} are mostly
 * ASCII, which the JDK turns into a string by one copy, where a {@code Reader} decodes every
 * byte into a char first (about a third of eval's reading). A line longer than the buffer
 * grows it; memory holds the longest line, not the stream.
 */
final class LineReader implements Closeable {

    private final InputStream in;
    private byte[] buffer;
    /** The unread bytes are buffer[start, end). */
    private int start;
    private int end;
    private boolean eof;
    /** The last line ended with a CR: an LF that comes next belongs to it. */
    private boolean afterCr;

    LineReader(InputStream in, int size) {
        this.in = in;
        this.buffer = new byte[Math.max(size, 16)];
    }

    /** The next line, without its line break; null at the end of the stream. */
    String readLine() throws IOException {
        if (afterCr) {
            afterCr = false;
            if (start == end && !fill()) {
                return null;
            }
            if (buffer[start] == '\n') {
                start++;
            }
        }
        int clear = 0; // how many unread bytes are known to hold no line break
        while (true) {
            for (int i = start + clear; i < end; i++) {
                byte b = buffer[i];
                if (b == '\n' || b == '\r') {
                    String line = new String(buffer, start, i - start, StandardCharsets.UTF_8);
                    start = i + 1;
                    afterCr = b == '\r';
                    return line;
                }
            }
            clear = end - start;
            if (!fill()) {
                if (end > start) { // the last line, without a line break
                    String line = new String(buffer, start, end - start, StandardCharsets.UTF_8);
                    start = end;
                    return line;
                }
                return null;
            }
        }
    }

    /**
     * Moves the unread bytes to the front (growing the buffer when they fill it), reads more
     * after them; false when the stream has ended and nothing was added.
     */
    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        int unread = end - start;
        if (start > 0) {
            System.arraycopy(buffer, start, buffer, 0, unread);
            start = 0;
            end = unread;
        } else if (end == buffer.length) {
            buffer = Arrays.copyOf(buffer, buffer.length * 2);
        }
        int n = in.read(buffer, end, buffer.length - end);
        while (n == 0) {
            n = in.read(buffer, end, buffer.length - end);
        }
        if (n < 0) {
            eof = true;
            return false;
        }
        end += n;
        return true;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
