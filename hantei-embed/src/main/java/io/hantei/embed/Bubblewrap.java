package io.hantei.embed;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The operating-system sandbox of an untrusted rule set ({@link Options#untrusted}): the child JVM
 * of an isolated rule set, started inside bubblewrap ({@code bwrap}) and under resource limits
 * ({@code prlimit}). Inside, the child has no network and no other process in view (its own
 * namespaces), sees only the JDK, the system's shared libraries, its class path and the script's
 * folder, all read-only, and a private {@code /tmp} of {@link #TMP_BYTES}; no variable of the
 * host's environment reaches it. Where bubblewrap or prlimit is missing the rule set is refused,
 * never run with less.
 */
final class Bubblewrap {

    private Bubblewrap() {
    }

    /** A system property naming the bwrap program to use (else {@code bwrap} on the PATH). */
    static final String BWRAP_PROPERTY = "hantei.bwrap";
    /** A system property naming the prlimit program to use (else {@code prlimit} on the PATH). */
    static final String PRLIMIT_PROPERTY = "hantei.prlimit";

    /** Open files (RLIMIT_NOFILE): the JVM opens its modules and jars; a script has nothing to open. */
    static final int OPEN_FILES = 1024;
    /** Processes and threads of the sandbox's user (RLIMIT_NPROC): the JVM needs a few dozen threads. */
    static final int PROCESSES = 1024;
    /** The largest file the child may write (RLIMIT_FSIZE), in bytes: it has only its private /tmp to write. */
    static final long FILE_BYTES = 16L << 20;
    /** The size of the private /tmp, in bytes (a tmpfs: memory). */
    static final long TMP_BYTES = 16L << 20;
    /** CPU time of the child's JVM (RLIMIT_CPU), in seconds: a backstop far above any batch of points. */
    static final long CPU_SECONDS = 3600;

    /** The system's shared libraries, which the JVM's own programs load (libc, libz, the loader). */
    private static final List<String> SYSTEM_LIBRARIES = List.of("/lib", "/lib64", "/lib32", "/usr/lib", "/usr/lib64",
            "/usr/lib32", "/etc/ld.so.cache");

    /**
     * The command that runs {@code javaCommand} (the child JVM: the java program, its options and
     * its class) in the sandbox: prlimit, then bwrap, then the JVM. {@code classPath} and
     * {@code scriptFolder} (null: none) are made visible, read-only.
     */
    static List<String> command(String fileName, List<String> javaCommand, String classPath, String scriptFolder) {
        String bwrap = program(fileName, BWRAP_PROPERTY, "bwrap", "bubblewrap (bwrap)", "bubblewrap");
        String prlimit = program(fileName, PRLIMIT_PROPERTY, "prlimit", "prlimit (util-linux)", "util-linux");
        List<String> c = new ArrayList<>(List.of(prlimit,
                "--nofile=" + OPEN_FILES, "--nproc=" + PROCESSES, "--fsize=" + FILE_BYTES, "--cpu=" + CPU_SECONDS,
                "--core=0", "--",
                bwrap, "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--clearenv",
                "--setenv", "LANG", "C.UTF-8", "--proc", "/proc", "--dev", "/dev"));
        if (sizesTmpfs(bwrap)) {
            c.addAll(List.of("--size", Long.toString(TMP_BYTES)));
        }
        c.addAll(List.of("--tmpfs", "/tmp", "--chdir", "/tmp"));
        for (String place : SYSTEM_LIBRARIES) {
            visible(c, Path.of(place));
        }
        Path javaHome = Path.of(System.getProperty("java.home")).toAbsolutePath().normalize();
        visible(c, javaHome);
        for (Path target : outsideLinks(javaHome)) { // a distribution's JDK links its settings from /etc
            visible(c, target);
        }
        for (String entry : classPath.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                visible(c, Path.of(entry).toAbsolutePath().normalize());
            }
        }
        if (scriptFolder != null && !scriptFolder.isEmpty()) {
            visible(c, Path.of(scriptFolder).toAbsolutePath().normalize());
        }
        c.add("--");
        c.addAll(javaCommand);
        return c;
    }

    /** Whether each bwrap program (by path) takes {@code --size}, as bubblewrap does from 0.8.0 on. */
    private static final java.util.Map<String, Boolean> SIZES_TMPFS = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Whether {@code bwrap --version} says 0.8.0 or later, which can cap the size of a tmpfs; an
     * older one (Ubuntu 22.04 has 0.6) gets a /tmp without a cap of its own (RLIMIT_FSIZE still
     * caps each file). A version that cannot be read is taken to be new: if it is not, bwrap's
     * own error says so when the sandbox is refused.
     */
    private static boolean sizesTmpfs(String bwrap) {
        return SIZES_TMPFS.computeIfAbsent(bwrap, b -> {
            try {
                Process p = new ProcessBuilder(b, "--version").redirectErrorStream(true).start();
                byte[] said = p.getInputStream().readNBytes(200);
                p.waitFor(5, java.util.concurrent.TimeUnit.SECONDS);
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)\\.(\\d+)")
                        .matcher(new String(said, java.nio.charset.StandardCharsets.UTF_8));
                return !m.find() || Integer.parseInt(m.group(1)) > 0 || Integer.parseInt(m.group(2)) >= 8;
            } catch (IOException | RuntimeException e) {
                return true;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return true;
            }
        });
    }

    /** Binds {@code place} read-only at the same path, or repeats it as the link it is; nothing if it is absent. */
    private static void visible(List<String> c, Path place) {
        if (Files.isSymbolicLink(place)) {
            try {
                c.addAll(List.of("--symlink", Files.readSymbolicLink(place).toString(), place.toString()));
            } catch (IOException e) {
                // an unreadable link: left out, as if absent
            }
        } else if (Files.exists(place)) {
            c.addAll(List.of("--ro-bind", place.toString(), place.toString()));
        }
    }

    /** The real places of the links inside the JDK's folder (three levels deep) that lead out of it. */
    private static Set<Path> outsideLinks(Path javaHome) {
        Set<Path> targets = new LinkedHashSet<>();
        Path realHome;
        try {
            realHome = javaHome.toRealPath();
        } catch (IOException e) {
            return targets;
        }
        try (Stream<Path> walk = Files.walk(javaHome, 3)) {
            walk.filter(Files::isSymbolicLink).forEach(link -> {
                try {
                    Path real = link.toRealPath();
                    if (!real.startsWith(realHome)) {
                        targets.add(real);
                    }
                } catch (IOException e) {
                    // a broken link: nothing to show
                }
            });
        } catch (IOException | RuntimeException e) {
            // an unreadable folder: its links stay out
        }
        return targets;
    }

    /**
     * The program named by the system property {@code property}, or {@code name} found on the
     * PATH; refused with how to install it when there is none.
     */
    /**
     * Why bwrap cannot start a sandbox here, in its own words (its first line, at most 300
     * characters), or "" when a trial sandbox starts: asked when an untrusted child ended at once
     * and its standard error held nothing to read, which happens when the child is gone before
     * the host reads its last words (seen on a loaded machine). The trial is the same
     * namespaces with nothing but {@code /} read-only and {@code true} to run; at most 5 seconds.
     */
    static String whyNot() {
        try {
            String bwrap = program("", BWRAP_PROPERTY, "bwrap", "bubblewrap (bwrap)", "bubblewrap");
            Process p = new ProcessBuilder(bwrap, "--unshare-all", "--die-with-parent", "--ro-bind", "/", "/", "--", "true")
                    .redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            byte[] said;
            try (java.io.InputStream in = p.getInputStream()) {
                said = in.readNBytes(300);
            }
            if (!p.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "";
            }
            String text = new String(said, java.nio.charset.StandardCharsets.UTF_8).strip();
            int line = text.indexOf('\n');
            return p.exitValue() == 0 ? "" : (line < 0 ? text : text.substring(0, line)).strip();
        } catch (IOException | CompileException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    private static String program(String fileName, String property, String name, String described, String aptPackage) {
        String given = System.getProperty(property);
        if (given != null && !given.isBlank()) {
            if (Files.isExecutable(Path.of(given)) && !Files.isDirectory(Path.of(given))) {
                return given;
            }
            throw refused(fileName, "untrusted: the sandbox needs " + described + ", but the system property " + property + " names "
                    + given + ", which is not a program");
        }
        String path = System.getenv("PATH");
        for (String dir : (path == null ? "/usr/bin:/bin" : path).split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, name);
            if (Files.isExecutable(p) && !Files.isDirectory(p)) {
                return p.toString();
            }
        }
        throw refused(fileName, "untrusted: the sandbox needs " + described + ", which is not installed: apt-get install "
                + aptPackage + " (or dnf install " + aptPackage + ")");
    }

    private static CompileException refused(String fileName, String message) {
        return new CompileException(List.of(new Problem(Problem.Kind.ERROR, fileName, -1, message)), null);
    }
}
