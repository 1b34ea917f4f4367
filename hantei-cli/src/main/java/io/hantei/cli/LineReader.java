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
 * grows it, up to the most bytes a line may have ({@code maxLength}, the line break not
 * counted): a longer line is refused ({@link TooLong}) as soon as that many bytes have come
 * without a line break, and the next read passes over the rest of it without keeping it. So
 * memory holds at most about {@code maxLength} bytes, whatever the stream holds.
 */
final class LineReader implements Closeable {

    /** A line longer than the limit: it was not kept, and the next {@link #readLine} starts after it. */
    static final class TooLong extends Exception {
        /** The limit, and the bytes of the line read when it was refused (more than the limit). */
        final int limit;
        final long seen;

        TooLong(int limit, long seen) {
            super("a line of more than " + limit + " bytes", null, false, false);
            this.limit = limit;
            this.seen = seen;
        }
    }

    private final InputStream in;
    private final int maxLength;
    private byte[] buffer;
    /** The unread bytes are buffer[start, end). */
    private int start;
    private int end;
    private boolean eof;
    /** The last line ended with a CR: an LF that comes next belongs to it. */
    private boolean afterCr;
    /** The last line was refused as too long: its rest is still to be passed over. */
    private boolean inLongLine;

    /**
     * Reads {@code in} through a buffer of {@code size} bytes to start with; a line may have up
     * to {@code maxLength} bytes (at least 1).
     */
    LineReader(InputStream in, int size, int maxLength) {
        if (maxLength < 1 || maxLength == Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the longest line must be 1 to " + (Integer.MAX_VALUE - 1) + " bytes but was " + maxLength);
        }
        this.in = in;
        this.maxLength = maxLength;
        this.buffer = new byte[Math.max(Math.min(size, maxLength + 1), 16)];
    }

    /**
     * The next line, without its line break; null at the end of the stream.
     *
     * @throws TooLong when the line has more than {@code maxLength} bytes: the bytes read of it
     *         are dropped, and the next call passes over the rest of it first
     */
    String readLine() throws IOException, TooLong {
        if (inLongLine && !passLongLine()) {
            return null;
        }
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
            if (clear > maxLength) {
                start = end;
                inLongLine = true;
                throw new TooLong(maxLength, clear);
            }
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
     * Reads past the rest of a line refused as too long, a buffer at a time, keeping none of it;
     * false when the stream ends first.
     */
    private boolean passLongLine() throws IOException {
        while (true) {
            for (int i = start; i < end; i++) {
                byte b = buffer[i];
                if (b == '\n' || b == '\r') {
                    start = i + 1;
                    afterCr = b == '\r';
                    inLongLine = false;
                    return true;
                }
            }
            start = end;
            if (!fill()) {
                inLongLine = false;
                return false;
            }
        }
    }

    /**
     * Moves the unread bytes to the front (growing the buffer when they fill it, to at most one
     * byte more than the longest line), reads more after them; false when the stream has ended
     * and nothing was added.
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
            buffer = Arrays.copyOf(buffer, (int) Math.min(buffer.length * 2L, maxLength + 1L));
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
