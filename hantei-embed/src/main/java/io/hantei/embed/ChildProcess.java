package io.hantei.embed;

import io.hantei.geom.Shape;
import io.hantei.geom.Vec2;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.Writer;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The host's end of one child JVM of an isolated rule set ({@link IsolatedRuleSet}): it starts the
 * JVM (inside bubblewrap for an untrusted one, {@link Bubblewrap}), sends it requests and reads
 * its replies over {@link Wire}, passing on what the script prints, and stops it when it goes
 * silent, passes the evaluations' deadline or breaks the protocol. The child's own end is
 * {@link IsolatedChild}, which runs in the child JVM.
 */
final class ChildProcess {

    /** How long a working child may say nothing before the host takes it to be stuck and stops it. */
    static final long SILENCE_MILLIS = 5_000;
    /** The same for a child that is still starting (a JVM start on a busy machine, the DSL's first compile). */
    static final long START_SILENCE_MILLIS = 30_000;

    /** A system property with more options for the child's JVM, such as {@code -XX:+UseParallelGC}. */
    static final String JVM_OPTIONS_PROPERTY = "hantei.isolated.jvmOptions";

    /** Stops children that went silent; its one thread ends when there is nothing to watch. */
    private static final ScheduledThreadPoolExecutor WATCHDOG = watchdog();

    /**
     * Starts untrusted children's processes, on one thread that lives as long as the JVM, made at
     * the first: Linux ties a parent-death signal (bubblewrap's {@code --die-with-parent}) to the
     * thread that started the process, so a sandbox started from a pool's thread would be killed
     * when that thread ends. (An isolated child watches its parent process instead, and starts on
     * the caller's thread.)
     */
    private static final class Launcher {
        static final java.util.concurrent.ExecutorService THREAD = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "hantei-untrusted-launcher");
            t.setDaemon(true);
            return t;
        });
    }

    private static ScheduledThreadPoolExecutor watchdog() {
        ScheduledThreadPoolExecutor w = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "hantei-isolated-watchdog");
            t.setDaemon(true);
            return t;
        });
        w.setKeepAliveTime(2, TimeUnit.SECONDS);
        w.allowCoreThreadTimeOut(true);
        w.setRemoveOnCancelPolicy(true);
        return w;
    }

    final String fileName;
    final Options options;
    final String directory;
    final Process process;
    /** The end of what the child's JVM wrote to its standard error. */
    final ErrorTail errors;
    final Wire.In in;
    final Wire.Out out;
    /** When the child was last heard from (System.nanoTime()). */
    volatile long heard = System.nanoTime();
    /** Why the watchdog stopped the child, or null. */
    volatile String stoppedBecause;
    /** System.nanoTime() past which the work it is doing is stopped: the end of the evaluations' total time; else Long.MAX_VALUE. */
    volatile long deadline = Long.MAX_VALUE;
    /** How {@link #deadline} is named when it stops the child. */
    volatile String deadlineLimit;
    private volatile ScheduledFuture<?> watch;

    private ChildProcess(String fileName, Options options, String directory, Process process, ErrorTail errors) {
        this.fileName = fileName;
        this.options = options;
        this.directory = directory;
        this.process = process;
        this.errors = errors;
        this.in = new Wire.In(new BufferedInputStream(process.getInputStream(), 1 << 16));
        this.out = new Wire.Out(new BufferedOutputStream(process.getOutputStream(), 1 << 16));
    }

    static ChildProcess start(String fileName, Options options, String directory) {
        String classPath = classPath();
        List<String> command = new ArrayList<>(List.of(javaCommand(),
                "-Xmx" + (options.isolatedHeap() >> 20) + "m", "-XX:+UseSerialGC", "-Xshare:auto",
                "-XX:-UsePerfData", // no /tmp/hsperfdata file
                "-XX:+ErrorFileToStderr", "-XX:-CreateCoredumpOnCrash", // a crash of the JVM leaves no file either
                "-Djava.awt.headless=true", "-Dfile.encoding=UTF-8", "-cp", classPath));
        command.addAll(inheritedOptions());
        String extra = System.getProperty(JVM_OPTIONS_PROPERTY, "");
        if (!extra.isBlank()) {
            command.addAll(Arrays.asList(extra.trim().split("\\s+")));
        }
        command.add(IsolatedChild.class.getName());
        if (options.untrusted()) {
            command = Bubblewrap.command(fileName, command, classPath, directory);
        }
        ProcessBuilder builder = new ProcessBuilder(command);
        Process p;
        try {
            p = options.untrusted() ? Launcher.THREAD.submit(builder::start).get() : builder.start();
        } catch (IOException e) {
            throw new CompileException(List.of(new Problem(Problem.Kind.ERROR, fileName, -1,
                    "could not start a JVM for the isolated script: " + e.getMessage())), e);
        } catch (java.util.concurrent.ExecutionException e) {
            Throwable cause = e.getCause();
            throw new CompileException(List.of(new Problem(Problem.Kind.ERROR, fileName, -1,
                    "could not start a JVM for the isolated script: " + cause.getMessage())), cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CompileException(List.of(new Problem(Problem.Kind.ERROR, fileName, -1,
                    "interrupted while starting a JVM for the isolated script")), e);
        }
        return new ChildProcess(fileName, options, directory, p, ErrorTail.drain(p));
    }

    Ready compile(String source) throws Failed {
        return request(START_SILENCE_MILLIS, () -> {
            out.data.writeByte(Wire.COMPILE);
            out.data.writeBoolean(options.sandboxed());
            duration(options.compileTimeout());
            duration(options.evalTimeout());
            out.data.writeLong(options.allocationLimit());
            out.text(fileName);
            out.text(source);
            out.text(directory == null ? "" : directory);
        }, Wire.READY, () -> {
            int n = in.count(Wire.MAX_RULES, 4, "rule names");
            List<String> rules = new ArrayList<>(n);
            Set<String> seen = new java.util.HashSet<>();
            for (int i = 0; i < n; i++) {
                String rule = in.name("rule name");
                if (!seen.add(rule)) {
                    throw new Wire.Refused("the script's process sent the rule name '" + rule + "' twice");
                }
                rules.add(rule);
            }
            int e = in.count(Wire.MAX_EXAMPLES, 14, "check examples");
            List<CheckExample> examples = new ArrayList<>(e);
            for (int i = 0; i < e; i++) {
                examples.add(example());
            }
            List<Shape> shapes = in.shapes(Wire.MAX_SHAPES);
            return new Ready(rules, examples, shapes, in.shapes(Wire.MAX_SHAPES));
        });
    }

    void evaluate(int[] picked, double[] xs, double[] ys, int from, int n, long[] bits) throws Failed {
        long size = (long) n * picked.length;
        int words = (int) ((size + 63) >>> 6);
        int at = (int) (((long) from * picked.length) >>> 6); // from is a multiple of 64
        request(SILENCE_MILLIS, () -> {
            out.data.writeByte(Wire.EVALUATE);
            out.data.writeInt(picked.length);
            for (int r : picked) {
                out.data.writeInt(r);
            }
            out.data.writeInt(n);
            out.doubles(xs, from, n);
            out.doubles(ys, from, n);
        }, Wire.HITS, () -> {
            int w = in.i();
            if (w != words) {
                throw new IOException("hits of " + w + " words for " + size + " answers");
            }
            in.allow(8L * words);
            in.longs(bits, at, words);
            if (size % 64 != 0) {
                bits[at + words - 1] &= (1L << (size % 64)) - 1; // nothing past the last answer
            }
            return null;
        });
    }

    CheckReport checks() throws Failed {
        return request(SILENCE_MILLIS, () -> out.data.writeByte(Wire.CHECKS), Wire.REPORT, () -> {
            int n = in.count(Wire.MAX_EXAMPLES, 16, "check outcomes");
            List<CheckOutcome> outcomes = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                CheckExample example = example();
                byte actual = in.b();
                outcomes.add(new CheckOutcome(example, actual < 0 ? null : actual == 1, in.maybeMessage(), in.message()));
            }
            List<Problem> problems = problems(in.count(Wire.MAX_PROBLEMS, 10, "problems"));
            int w = in.count(Wire.MAX_WARNINGS, 4, "warnings");
            List<String> warnings = new ArrayList<>(w);
            for (int i = 0; i < w; i++) {
                warnings.add(in.message());
            }
            return new CheckReport(fileName, outcomes, problems, warnings);
        });
    }

    private CheckExample example() throws IOException {
        String rule = in.name("check's rule name");
        boolean hit = in.bool();
        String shown = in.message();
        Vec2 point = in.bool() ? new Vec2(in.d(), in.d()) : null;
        return new CheckExample(rule, hit, shown, point, in.i());
    }

    private List<Problem> problems(int n) throws IOException {
        List<Problem> problems = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            problems.add(in.problem());
        }
        return problems;
    }

    private void duration(Duration d) throws IOException {
        out.data.writeLong(d.getSeconds());
        out.data.writeInt(d.getNano());
    }

    interface Send {
        void send() throws IOException;
    }

    interface Receive<T> {
        T receive() throws IOException;
    }

    /**
     * Sends a request and reads until its reply, passing on the script's output and noting
     * beats on the way; the watchdog stops the child if it goes silent for {@code silence} ms.
     */
    private <T> T request(long silence, Send send, byte reply, Receive<T> receive) throws Failed {
        heard = System.nanoTime();
        watch(silence);
        try {
            send.send();
            out.data.flush();
            while (true) {
                int type = in.type();
                heard = System.nanoTime();
                in.allow(Wire.MAX_REPLY_BYTES);
                if (type == reply) {
                    return receive.receive();
                } else if (type == Wire.BEAT) {
                    continue;
                } else if (type == Wire.OUTPUT) {
                    output(in.text());
                } else if (type == Wire.FAILED) {
                    throw failed();
                } else if (type < 0) {
                    throw ended(null);
                } else {
                    throw new IOException("an unknown message from the script's process: " + type);
                }
            }
        } catch (IOException e) {
            throw ended(e);
        } catch (RuntimeException e) { // a shape or problem that is not one: the child is not to be trusted
            throw ended(new IOException(e.getMessage(), e));
        } finally {
            ScheduledFuture<?> w = watch;
            if (w != null) {
                w.cancel(false);
            }
        }
    }

    private void watch(long silence) {
        long now = System.nanoTime();
        long left = TimeUnit.MILLISECONDS.toNanos(silence) - (now - heard);
        long toDeadline = deadline == Long.MAX_VALUE ? Long.MAX_VALUE : deadline - now;
        if (toDeadline <= 0) {
            stoppedBecause = deadlineLimit + " is spent";
            process.destroyForcibly();
            return;
        }
        if (left <= 0) {
            stoppedBecause = "it said nothing for " + Duration.ofMillis(silence).toSeconds() + " s while it worked";
            process.destroyForcibly();
            return;
        }
        watch = WATCHDOG.schedule(() -> watch(silence), Math.min(left, toDeadline), TimeUnit.NANOSECONDS);
    }

    private void output(String text) throws IOException {
        Writer w = options.output();
        if (w != null) {
            w.write(text);
            w.flush();
        }
    }

    /** The child's FAILED reply: its problems, the rule and point; fatal for a limit. */
    private Failed failed() throws IOException {
        List<Problem> problems = problems(in.count(Wire.MAX_PROBLEMS, 10, "problems"));
        if (problems.isEmpty()) {
            throw new IOException("a failure without a problem");
        }
        boolean fatal = problems.stream().anyMatch(p -> p.kind() == Problem.Kind.TIME_LIMIT
                || p.kind() == Problem.Kind.MEMORY_LIMIT);
        Failed f = new Failed(problems, fatal);
        f.rule = in.maybeName("rule name");
        f.x = in.d();
        f.y = in.d();
        return f;
    }

    /** What to report when the channel broke: why the child ended, as well as can be told. */
    private Failed ended(IOException cause) {
        boolean unwelcome = cause != null && !(cause instanceof java.io.EOFException) && process.isAlive()
                && stoppedBecause == null; // the child is up and said something that is not the protocol
        process.destroyForcibly();
        int code;
        try {
            code = process.waitFor(5, TimeUnit.SECONDS) ? process.exitValue() : -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            code = -1;
        }
        String said = errors.text(1000);
        if (options.untrusted() && said.isBlank() && code != 0 && stoppedBecause == null) {
            said = Bubblewrap.whyNot(); // the child's own words were lost: ask bwrap again
        }
        Problem p;
        if (cause instanceof Wire.Refused) { // the host's own limit: the message names it
            p = new Problem(Problem.Kind.ERROR, fileName, -1, cause.getMessage() + "; it was stopped");
        } else if (options.untrusted() && said.startsWith("bwrap:")) {
            p = new Problem(Problem.Kind.ERROR, fileName, -1, "untrusted: bubblewrap (bwrap) could not start the "
                    + "sandbox: " + said.strip());
        } else if (stoppedBecause != null && deadlineLimit != null && stoppedBecause.startsWith(deadlineLimit)) {
            p = new Problem(Problem.Kind.TIME_LIMIT, fileName, -1, "time limit: " + stoppedBecause
                    + "; the script's process was stopped");
        } else if (stoppedBecause != null) {
            p = new Problem(Problem.Kind.TIME_LIMIT, fileName, -1, "time limit: the script's process was stopped: "
                    + stoppedBecause);
        } else if (said.contains("OutOfMemoryError")) {
            p = new Problem(Problem.Kind.MEMORY_LIMIT, fileName, -1, "memory limit: the script's process ran out of "
                    + "its heap of " + (options.isolatedHeap() >> 20) + " MiB and was stopped");
        } else if (unwelcome) {
            p = new Problem(Problem.Kind.ERROR, fileName, -1, "the script's process sent something it should not "
                    + "have (" + cause.getMessage() + ") and was stopped");
        } else {
            p = new Problem(Problem.Kind.ERROR, fileName, -1, "the script's process ended unexpectedly (exit code "
                    + code + ")" + (said.isBlank() ? "" : ": " + said.strip()));
        }
        return new Failed(List.of(p), true, cause);
    }

    /** Ends the child at once, and waits until it is gone. */
    void stop() {
        ScheduledFuture<?> w = watch;
        if (w != null) {
            w.cancel(false);
        }
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            process.getOutputStream().close();
            process.getInputStream().close();
        } catch (IOException ignored) {
            // gone with the process
        }
    }

    /**
     * The host's choice of compiler ({@code -XX:TieredStopAtLevel}): the command line starts
     * with the quick compiler only, which over a million points also serves the child best;
     * an embedding JVM with the full compiler gives the child the full compiler too.
     */
    private static List<String> inheritedOptions() {
        List<String> inherited = new ArrayList<>();
        try {
            for (String a : java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()) {
                if (a.startsWith("-XX:TieredStopAtLevel=")) {
                    inherited.add(a);
                }
            }
        } catch (RuntimeException | LinkageError ignored) {
            // no management view of this JVM: the child gets the JVM's defaults
        }
        return inherited;
    }

    private static String javaCommand() {
        Path bin = Path.of(System.getProperty("java.home"), "bin");
        Path java = bin.resolve(File.separatorChar == '\\' ? "java.exe" : "java");
        return Files.isExecutable(java) ? java.toString() : "java";
    }

    /** This JVM's class path, with the places of hantei's and Groovy's classes first if it lacks them. */
    private static String classPath() {
        Set<String> parts = new LinkedHashSet<>();
        for (String c : List.of(IsolatedChild.class.getName(), "groovy.lang.GroovyObject")) {
            String resource = c.replace('.', '/') + ".class";
            java.net.URL url = IsolatedChild.class.getClassLoader().getResource(resource);
            String place = url == null ? null : url.toString();
            if (place != null && place.startsWith("jar:file:") && place.contains("!/")) {
                place = place.substring(4, place.indexOf("!/")); // the jar
            } else if (place != null && place.startsWith("file:") && place.endsWith(resource)) {
                place = place.substring(0, place.length() - resource.length()); // the classes folder
            } else {
                continue; // not a file: the class path below has to do
            }
            try {
                parts.add(Path.of(new java.net.URI(place)).toString());
            } catch (URISyntaxException | IllegalArgumentException ignored) {
                // not a file after all
            }
        }
        String own = System.getProperty("java.class.path", "");
        parts.addAll(Arrays.asList(own.split(File.pathSeparator)));
        parts.remove("");
        return String.join(File.pathSeparator, parts);
    }


    /** What a compiled script holds, as the child sent it. */
    record Ready(List<String> rules, List<CheckExample> examples, List<Shape> shapes, List<Shape> zones) {
    }

    /** The child answered a request with problems, or could not answer. */
    static final class Failed extends Exception {
        private static final long serialVersionUID = 1L;
        final transient List<Problem> problems;
        /** Whether the child must be stopped: a limit, a crash, a broken channel. */
        final boolean fatal;
        String rule;
        double x = Double.NaN;
        double y = Double.NaN;

        Failed(List<Problem> problems, boolean fatal) {
            this(problems, fatal, null);
        }

        /** With the cause given here: a cause of null passed to the super constructor cannot be set later. */
        Failed(List<Problem> problems, boolean fatal, Throwable cause) {
            super(problems.get(0).toString(), cause, false, false);
            this.problems = problems;
            this.fatal = fatal;
        }
    }

    /**
     * The end of what a child wrote to its standard error, kept in memory: at most
     * {@link Wire#STDERR_TAIL_BYTES}, read by a thread of its own that ends with the child. No
     * file: nothing is left behind, however the host ends.
     */
    static final class ErrorTail implements Runnable {
        private final java.io.InputStream from;
        private final byte[] ring = new byte[Wire.STDERR_TAIL_BYTES];
        /** Bytes read in all; the ring holds the last of them. */
        private long total;
        private Thread reader;

        private ErrorTail(java.io.InputStream from) {
            this.from = from;
        }

        static ErrorTail drain(Process p) {
            ErrorTail tail = new ErrorTail(p.getErrorStream());
            Thread t = new Thread(tail, "hantei-isolated-stderr-" + p.pid());
            t.setDaemon(true);
            tail.reader = t;
            t.start();
            return tail;
        }

        @Override
        public void run() {
            byte[] b = new byte[8192];
            try (from) {
                for (int n; (n = from.read(b)) > 0; ) {
                    synchronized (this) {
                        for (int i = Math.max(0, n - ring.length); i < n; i++) {
                            ring[(int) ((total + i) % ring.length)] = b[i];
                        }
                        total += n;
                    }
                }
            } catch (IOException ignored) {
                // the child is gone
            }
        }

        /**
         * The last {@code max} characters or fewer, from a line's start where the tail holds one.
         * Called once the child has ended: waits up to five seconds for its last words to be read
         * (one was not always enough on a loaded machine, and then the reason was lost).
         */
        String text(int max) {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            boolean interrupted = false;
            while (reader.isAlive() && System.nanoTime() < until) { // an interrupted caller still gets the child's last words
                try {
                    reader.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(until - System.nanoTime())));
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            byte[] b;
            synchronized (this) {
                int n = (int) Math.min(total, ring.length);
                b = new byte[n];
                for (int i = 0; i < n; i++) {
                    b[i] = ring[(int) ((total - n + i) % ring.length)];
                }
            }
            String s = new String(b, StandardCharsets.UTF_8);
            if (s.length() > max) {
                s = s.substring(s.length() - max);
                int line = s.indexOf('\n');
                if (line >= 0 && line < s.length() - 1) {
                    s = s.substring(line + 1);
                }
                s = "…" + s;
            }
            return s;
        }
    }
}
