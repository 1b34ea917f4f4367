package io.hantei.embed;

import io.hantei.geom.Vec2;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.Writer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The child JVM of an isolated rule set (see {@link IsolatedRuleSet}): reads requests on its
 * standard input, answers on its standard output ({@link Wire}), and runs the script in
 * process, in the sandbox and under the limits the host sent. Its own heap cap is the host's
 * guarantee: whatever the script does, it does here. It sends a {@link Wire#BEAT} a few times a
 * second while it works, so that the host can tell a busy child from a stuck one, and ends when
 * the host closes its input. It ends with its host too, however the host ends (a SIGKILL
 * included): a thread watches the parent process, and a beat that cannot be written ends it.
 */
public final class IsolatedChild {

    /**
     * How often a working child says it is alive, in milliseconds: 200, or the system property
     * {@code hantei.isolated.beatMillis} of the child's JVM (the specs that make a child forge its
     * own replies set it long, so that no beat lands inside what they forge).
     */
    static final long BEAT_MILLIS = Math.max(10, Long.getLong("hantei.isolated.beatMillis", 200));
    /** How often the child looks whether its host (the parent process) is still there. */
    static final long PARENT_POLL_MILLIS = 250;

    private final Wire.In in;
    private final Wire.Out out;
    private volatile boolean busy;
    private RuleSet rules;
    /** The script's file name, once the host sent it. */
    private String name = "the script";

    private IsolatedChild(Wire.In in, Wire.Out out) {
        this.in = in;
        this.out = out;
    }

    public static void main(String[] args) {
        // standard output is the channel to the host: anything else printed goes to standard error
        FileOutputStream channel = new FileOutputStream(FileDescriptor.out);
        System.setOut(System.err);
        watchParent();
        IsolatedChild child = new IsolatedChild(
                new Wire.In(new BufferedInputStream(new FileInputStream(FileDescriptor.in), 1 << 16)),
                new Wire.Out(new BufferedOutputStream(channel, 1 << 16)));
        int code = 0;
        try {
            child.serve();
        } catch (IOException e) {
            code = 0; // the host went away: nothing to answer
        } catch (Throwable t) {
            child.lastWord(t);
            code = 1;
        }
        Runtime.getRuntime().halt(code); // not a return nor exit: neither a stuck script thread nor a shutdown hook may keep it alive
    }

    /**
     * Ends this JVM at once when its parent (the host, or bubblewrap's first process) ends: an
     * orphan is given another parent, so a changed parent is a dead one. A host killed outright
     * closes no pipe that a busy child would notice, hence the watch; the parent-exit future of
     * {@link ProcessHandle#onExit()} polls a process that is not one's child ever more slowly.
     */
    private static void watchParent() {
        long parent = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(-1L);
        Thread watch = new Thread(() -> {
            while (true) {
                try {
                    Thread.sleep(PARENT_POLL_MILLIS);
                } catch (InterruptedException e) {
                    return;
                }
                java.util.Optional<ProcessHandle> now = ProcessHandle.current().parent();
                if (now.isEmpty() || now.get().pid() != parent || !now.get().isAlive()) {
                    Runtime.getRuntime().halt(3);
                }
            }
        }, "hantei-child-parent-watch");
        watch.setDaemon(true);
        watch.start();
    }

    private void serve() throws IOException {
        in.allow(Long.MAX_VALUE); // the host is trusted
        Thread beats = new Thread(this::beat, "hantei-child-beats");
        beats.setDaemon(true);
        beats.start();
        while (true) {
            int type = in.type();
            if (type < 0) {
                return;
            }
            busy = true;
            try {
                switch (type) {
                    case Wire.COMPILE -> compile();
                    case Wire.EVALUATE -> evaluate();
                    case Wire.CHECKS -> checks();
                    default -> throw new IOException("unknown request from the host: " + type);
                }
            } finally {
                busy = false;
            }
        }
    }

    /** Says "alive" while a request is being worked on. */
    private void beat() {
        try {
            while (true) {
                Thread.sleep(BEAT_MILLIS);
                if (busy) {
                    synchronized (out) {
                        out.data.writeByte(Wire.BEAT);
                        out.data.flush();
                    }
                }
            }
        } catch (InterruptedException e) {
            // not expected: main ends the process
        } catch (IOException e) {
            Runtime.getRuntime().halt(3); // the host went away while a rule ran: end now, not when the rule ends
        }
    }

    private void compile() throws IOException {
        boolean sandboxed = in.bool();
        Duration compileTimeout = duration();
        Duration evalTimeout = duration();
        long allocation = in.l();
        name = in.text();
        String source = in.text();
        String directory = in.text();
        Options options = Options.defaults().sandboxed(sandboxed).compileTimeout(compileTimeout).evalTimeout(evalTimeout)
                .allocationLimit(allocation).output(new Output());
        try {
            rules = directory.isEmpty() ? RuleSet.compile(source, name, options)
                    : ScriptRuleSet.compile(source, name, options, new java.io.File(directory));
        } catch (CompileException e) {
            failed(e.problems(), null, Double.NaN, Double.NaN);
            return;
        }
        synchronized (out) {
            out.data.writeByte(Wire.READY);
            out.data.writeInt(rules.rules().size());
            for (String r : rules.rules()) {
                out.text(r);
            }
            out.data.writeInt(rules.examples().size());
            for (CheckExample e : rules.examples()) {
                example(e);
            }
            out.shapes(rules.shapes());
            out.shapes(rules.zones());
            out.data.flush();
        }
    }

    private Duration duration() throws IOException {
        return Duration.ofSeconds(in.l(), in.i());
    }

    private void evaluate() throws IOException {
        int n = in.i();
        List<String> picked = new ArrayList<>(n);
        for (int j = 0; j < n; j++) {
            picked.add(rules.rules().get(in.i()));
        }
        int count = in.i();
        double[] xs = new double[count];
        double[] ys = new double[count];
        in.doubles(xs, 0, count);
        in.doubles(ys, 0, count);
        Hits hits;
        try {
            hits = rules.evaluate(picked, xs, ys, count);
        } catch (EvaluationException e) {
            failed(e.problems(), e.rule(), e.x(), e.y());
            return;
        }
        long[] words = hits.words();
        synchronized (out) {
            out.data.writeByte(Wire.HITS);
            out.data.writeInt(words.length);
            out.longs(words, 0, words.length);
            out.data.flush();
        }
    }

    private void checks() throws IOException {
        CheckReport report = rules.runChecks();
        synchronized (out) {
            out.data.writeByte(Wire.REPORT);
            out.data.writeInt(report.outcomes().size());
            for (CheckOutcome o : report.outcomes()) {
                example(o.example());
                out.data.writeByte(o.actual() == null ? -1 : o.actual() ? 1 : 0);
                out.maybe(o.error());
                out.text(o.summary());
            }
            out.data.writeInt(report.errors().size());
            for (Problem p : report.errors()) {
                out.problem(p);
            }
            out.data.writeInt(report.warnings().size());
            for (String w : report.warnings()) {
                out.text(w);
            }
            out.data.flush();
        }
    }

    private void example(CheckExample e) throws IOException {
        out.text(e.rule());
        out.data.writeBoolean(e.expectHit());
        out.text(e.example());
        Vec2 p = e.point();
        out.data.writeBoolean(p != null);
        if (p != null) {
            out.data.writeDouble(p.x());
            out.data.writeDouble(p.y());
        }
        out.data.writeInt(e.line());
    }

    private void failed(List<Problem> problems, String rule, double x, double y) throws IOException {
        synchronized (out) {
            out.data.writeByte(Wire.FAILED);
            out.data.writeInt(problems.size());
            for (Problem p : problems) {
                out.problem(p);
            }
            out.maybe(rule);
            out.data.writeDouble(x);
            out.data.writeDouble(y);
            out.data.flush();
        }
    }

    /** Tells the host what ended the child, if the channel still works. */
    private void lastWord(Throwable t) {
        try {
            Problem.Kind kind = t instanceof OutOfMemoryError ? Problem.Kind.MEMORY_LIMIT : Problem.Kind.ERROR;
            failed(List.of(new Problem(kind, name, -1, (kind == Problem.Kind.MEMORY_LIMIT
                    ? "memory limit: the script's process ran out of its heap: " : "the script's process failed: ") + t)), null, Double.NaN, Double.NaN);
        } catch (Throwable ignored) {
            // the host sees the process end
        }
    }

    /** The script's printed text, sent to the host a line (or 8 KiB) at a time. */
    private final class Output extends Writer {
        private final StringBuilder pending = new StringBuilder();

        @Override
        public synchronized void write(char[] c, int off, int len) throws IOException {
            pending.append(c, off, len);
            if (pending.length() >= 8192) {
                flush();
            }
        }

        @Override
        public synchronized void flush() throws IOException {
            if (pending.length() == 0) {
                return;
            }
            synchronized (out) {
                out.data.writeByte(Wire.OUTPUT);
                out.text(pending.toString());
                out.data.flush();
            }
            pending.setLength(0);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
