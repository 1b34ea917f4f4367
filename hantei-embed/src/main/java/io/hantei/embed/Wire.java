package io.hantei.embed;

import io.hantei.geom.Shape;
import io.hantei.geom.ShapeCodec;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The binary messages between a host and the child JVM of an isolated rule set (see
 * {@link IsolatedRuleSet}): each is a type byte and its fields, written with
 * {@link DataOutputStream} (big-endian; text as a length and UTF-8 bytes; points as two runs of
 * doubles; hits as the words of a bit table). No Java serialization: what the host reads from
 * the child is read field by field, every length checked against what may come
 * ({@link In#allow}), so a child that went wrong cannot make the host allocate much.
 */
final class Wire {

    private Wire() {
    }

    // host → child
    /** Options, the script's name, its text and its folder ("" for none). */
    static final byte COMPILE = 'C';
    /** Rule numbers, then the points. */
    static final byte EVALUATE = 'E';
    /** Run the script's checks again. */
    static final byte CHECKS = 'K';

    // child → host
    /** Text the script printed. */
    static final byte OUTPUT = 'O';
    /** The child is alive (sent a few times a second while it works). */
    static final byte BEAT = 'B';
    /** Compiled: the rules, the examples, the shapes, the zones' shapes. */
    static final byte READY = 'R';
    /** The hits of an {@link #EVALUATE}. */
    static final byte HITS = 'H';
    /** The report of a {@link #CHECKS}. */
    static final byte REPORT = 'P';
    /** The request failed: the problems, and whether the child must be stopped. */
    static final byte FAILED = 'X';

    /** Numbers are copied through a buffer of this many at a time. */
    private static final int CHUNK = 4096;

    /** Copies {@code k} numbers between a buffer of their bytes and an array, from number {@code done} on. */
    private interface Chunk {
        void copy(ByteBuffer bytes, int done, int k);
    }

    /** The longest text one field may hold, in UTF-8 bytes (the script's text, a piece of its output). */
    static final int MAX_TEXT = 1 << 20;

    // What the host accepts from a child, at most. The child is not trusted (its script may have got
    // past the sandbox), so every count and text it sends is held to these before the host keeps it;
    // one that is over is refused with the limit named, and the child is stopped.
    /** Rules in one script. */
    static final int MAX_RULES = 10_000;
    /** Characters (UTF-16 units) in a rule's name; a check names its rule, a shape its name, with the same limit. */
    static final int MAX_NAME_CHARS = 1_000;
    /** Examples ({@code hit} and {@code miss} lines) in one script's checks. */
    static final int MAX_EXAMPLES = 100_000;
    /** Shapes in one script, and zones' shapes. */
    static final int MAX_SHAPES = 100_000;
    /** Problems (errors) in one reply. */
    static final int MAX_PROBLEMS = 1_000;
    /** Warnings in one check report. */
    static final int MAX_WARNINGS = 1_000;
    /** Characters kept of a message, an example's text or a summary: the rest is cut, ending in "…". */
    static final int MAX_MESSAGE_CHARS = 4_000;
    /** The most one reply may take, in bytes, beyond the hits (which the host sizes itself). */
    static final long MAX_REPLY_BYTES = 32L << 20;
    /** Bytes kept of the end of the child's standard error (its JVM's last words, shown when it ends). */
    static final int STDERR_TAIL_BYTES = 4096;

    /** Writes messages; a message is written whole under the lock, then flushed. */
    static final class Out {
        final DataOutputStream data;

        Out(OutputStream out) {
            this.data = new DataOutputStream(out);
        }

        void text(String s) throws IOException {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            if (b.length > MAX_TEXT) {
                b = cut(s).getBytes(StandardCharsets.UTF_8);
            }
            data.writeInt(b.length);
            data.write(b);
        }

        /** A text that may be null. */
        void maybe(String s) throws IOException {
            data.writeBoolean(s != null);
            if (s != null) {
                text(s);
            }
        }

        void problem(Problem p) throws IOException {
            data.writeByte(p.kind().ordinal());
            text(p.file());
            data.writeInt(p.line());
            data.writeInt(p.column());
            text(p.message());
        }

        private final byte[] scratch = new byte[CHUNK * 8];

        void doubles(double[] from, int offset, int n) throws IOException {
            write(n, (bytes, done, k) -> bytes.asDoubleBuffer().put(from, offset + done, k));
        }

        void longs(long[] from, int offset, int n) throws IOException {
            write(n, (bytes, done, k) -> bytes.asLongBuffer().put(from, offset + done, k));
        }

        /** Writes {@code n} numbers of 8 bytes, a buffer at a time, each filled by {@code copy}. */
        private void write(int n, Chunk copy) throws IOException {
            for (int done = 0; done < n; ) {
                int k = Math.min(n - done, CHUNK);
                copy.copy(ByteBuffer.wrap(scratch, 0, 8 * k), done, k);
                data.write(scratch, 0, 8 * k);
                done += k;
            }
        }

        /** The shapes {@link ShapeCodec} can carry, each with its name; others are left out. */
        void shapes(List<Shape> shapes) throws IOException {
            List<double[]> numbers = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (Shape s : shapes) {
                double[] n = ShapeCodec.encode(s);
                if (n != null) {
                    numbers.add(n);
                    names.add(s.name());
                }
            }
            data.writeInt(numbers.size());
            for (int i = 0; i < numbers.size(); i++) {
                double[] n = numbers.get(i);
                data.writeInt(n.length);
                doubles(n, 0, n.length);
                maybe(names.get(i));
            }
        }

        /** A text cut to fit {@link #MAX_TEXT} bytes (at most a quarter as many characters). */
        private static String cut(String s) {
            return s.substring(0, MAX_TEXT / 4 - 40) + " ... (cut: " + s.length() + " characters)";
        }
    }

    /**
     * Reads messages. Every text, count and array is counted against an allowance of bytes set
     * before each message ({@link #allow}); a message that claims more fails with
     * {@link IOException}, not an allocation.
     */
    static final class In {
        final DataInputStream data;
        private long allowance;

        In(InputStream in) {
            this.data = new DataInputStream(in);
        }

        /** How many bytes the message being read may take, in all. */
        private long allowed;

        /** Sets how many bytes the next message may take. */
        void allow(long bytes) {
            allowance = bytes;
            allowed = bytes;
        }

        private void take(long bytes) throws IOException {
            if (bytes < 0 || bytes > allowance) {
                throw new Refused("the script's process sent a message larger than the " + number(allowed)
                        + " bytes one may take (" + number(bytes) + " bytes more with " + number(allowance) + " left)");
            }
            allowance -= bytes;
        }

        /** The next message's type, or -1 at the end of the stream. */
        int type() throws IOException {
            return data.read();
        }

        byte b() throws IOException {
            take(1);
            return data.readByte();
        }

        boolean bool() throws IOException {
            take(1);
            return data.readBoolean();
        }

        int i() throws IOException {
            take(4);
            return data.readInt();
        }

        long l() throws IOException {
            take(8);
            return data.readLong();
        }

        double d() throws IOException {
            take(8);
            return data.readDouble();
        }

        /** A count of items each at least {@code itemBytes} long, within {@code max}. */
        int count(int max, int itemBytes) throws IOException {
            return count(max, itemBytes, "items");
        }

        /** A count of {@code what} (plural: "rule names"), each at least {@code itemBytes} long, at most {@code max}. */
        int count(int max, int itemBytes, String what) throws IOException {
            int n = i();
            if (n < 0) {
                throw new Refused("the script's process sent a count of " + what + " below zero: " + n);
            }
            if (n > max) {
                throw new Refused("the script's process sent " + number(n) + " " + what + "; at most " + number(max)
                        + " are allowed");
            }
            take((long) n * itemBytes);
            allowance += (long) n * itemBytes; // checked up front, taken as the items are read
            return n;
        }

        String text() throws IOException {
            int n = i();
            if (n < 0 || n > MAX_TEXT) {
                throw new IOException("a text from the other side has a bad length: " + n);
            }
            take(n);
            byte[] b = new byte[n];
            data.readFully(b);
            return new String(b, StandardCharsets.UTF_8);
        }

        String maybe() throws IOException {
            return bool() ? text() : null;
        }

        /** A name ({@code what}: "rule name") of at most {@link #MAX_NAME_CHARS} characters; a longer one is refused. */
        String name(String what) throws IOException {
            int n = i();
            if (n < 0) {
                throw new Refused("the script's process sent a " + what + " of a length below zero: " + n);
            }
            if (n > 3 * MAX_NAME_CHARS) { // UTF-8 takes at most 3 bytes per UTF-16 unit
                throw new Refused("the script's process sent a " + what + " of " + number(n) + " bytes; at most "
                        + number(MAX_NAME_CHARS) + " characters are allowed");
            }
            take(n);
            byte[] b = new byte[n];
            data.readFully(b);
            String s = new String(b, StandardCharsets.UTF_8);
            if (s.length() > MAX_NAME_CHARS) {
                throw new Refused("the script's process sent a " + what + " of " + number(s.length())
                        + " characters; at most " + number(MAX_NAME_CHARS) + " are allowed");
            }
            return s;
        }

        /** A name that may be null. */
        String maybeName(String what) throws IOException {
            return bool() ? name(what) : null;
        }

        /**
         * A message, cut to {@link #MAX_MESSAGE_CHARS} characters and "…" if longer: the bytes past
         * what can make those characters are skipped, never held.
         */
        String message() throws IOException {
            int n = i();
            if (n < 0 || n > MAX_TEXT) {
                throw new Refused("the script's process sent a text of " + number(n) + " bytes; at most "
                        + number(MAX_TEXT) + " are allowed");
            }
            take(n);
            int kept = Math.min(n, 3 * MAX_MESSAGE_CHARS);
            byte[] b = new byte[kept];
            data.readFully(b);
            data.skipNBytes(n - kept);
            String s = new String(b, StandardCharsets.UTF_8);
            return kept < n || s.length() > MAX_MESSAGE_CHARS ? s.substring(0, Math.min(s.length(), MAX_MESSAGE_CHARS)) + "…" : s;
        }

        /** A message that may be null. */
        String maybeMessage() throws IOException {
            return bool() ? message() : null;
        }

        Problem problem() throws IOException {
            int kind = b();
            Problem.Kind[] kinds = Problem.Kind.values();
            if (kind < 0 || kind >= kinds.length) {
                throw new IOException("a problem from the other side has an unknown kind: " + kind);
            }
            return new Problem(kinds[kind], name("script name"), i(), i(), message());
        }

        private final byte[] scratch = new byte[CHUNK * 8];

        /** Shapes as {@link Out#shapes} wrote them, at most {@code max}. */
        List<Shape> shapes(int max) throws IOException {
            int count = count(max, 5, "shapes");
            List<Shape> shapes = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                int n = count(ShapeCodec.MAX_NUMBERS, 8, "numbers in a shape");
                if (n < 1) {
                    throw new IOException("a shape from the other side has no numbers");
                }
                double[] numbers = new double[n];
                doubles(numbers, 0, n);
                String name = maybeName("shape name");
                Shape s;
                try {
                    s = ShapeCodec.decode(numbers);
                } catch (IllegalArgumentException e) {
                    throw new IOException("a shape from the other side is not one: " + e.getMessage(), e);
                }
                shapes.add(name == null ? s : s.named(name));
            }
            return shapes;
        }

        /** Reads exactly {@code n} doubles into {@code into} from {@code offset}. */
        void doubles(double[] into, int offset, int n) throws IOException {
            read(n, (bytes, done, k) -> bytes.asDoubleBuffer().get(into, offset + done, k));
        }

        /** Reads exactly {@code n} longs into {@code into} from {@code offset}. */
        void longs(long[] into, int offset, int n) throws IOException {
            read(n, (bytes, done, k) -> bytes.asLongBuffer().get(into, offset + done, k));
        }

        /** Reads {@code n} numbers of 8 bytes, a buffer at a time, handing each buffer to {@code copy}. */
        private void read(int n, Chunk copy) throws IOException {
            take(8L * n);
            for (int done = 0; done < n; ) {
                int k = Math.min(n - done, CHUNK);
                data.readFully(scratch, 0, 8 * k);
                copy.copy(ByteBuffer.wrap(scratch, 0, 8 * k), done, k);
                done += k;
            }
        }
    }

    /** 1234567 as "1,234,567". */
    static String number(long n) {
        return String.format(java.util.Locale.ROOT, "%,d", n);
    }

    /** What the child sent is over a limit of the host's: the message says which, and the limit. */
    static final class Refused extends IOException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    /** The end of the stream where a message was due. */
    static EOFException ended() {
        return new EOFException("the other side closed the connection");
    }
}
