package io.hantei.bench;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.temporal.ChronoField;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Benchmark runs as data, and docs/benchmarks.md made from them.
 *
 * <p>Every run of {@code hantei-benchmarks/run-benchmarks.sh} (and of the other runner scripts there)
 * leaves one file, {@code benchmarks/<machine>/<UTC date-time>.csv}, never overwritten: lines
 * {@code # key: value} that describe the run (machine, date, commit, JDK, CPU, JMH options...),
 * then {@link #COLUMNS} and one line per measurement (benchmarks/README.md has the format). The
 * page's tables are made from those files only: for each benchmark class, the table of the
 * latest run on the page's machine that measured it, its ratios taken within that run. The
 * page's text outside the generated part is written by hand and kept.
 *
 * <p>This class uses the JDK alone, so that the page can be made again without building the
 * benchmarks: {@code java BenchmarkData.java page} runs it as a single source file
 * ({@code hantei-benchmarks/benchmarks-page.sh} finds it and the repository root).
 * <pre>
 * java BenchmarkData.java page [--machine NAME] [--data DIR] [--out FILE] [--check]
 * java BenchmarkData.java record --suite NAME --command TEXT --started ISO-TIME --load-before TEXT
 *                                [--title TEXT] [--data DIR] ROWS.csv
 * </pre>
 * {@code record} makes a data file of the rows a runner script measured
 * ({@code benchmark,params,metric,score,unit}, one line each, after that header line) and this
 * machine's description. {@link Report} writes the JMH runs' files through {@link #write}.
 */
public final class BenchmarkData {

    /** The first line of every data file: its format and where it is described. */
    static final String FORMAT = "hantei benchmark run, version 1 (benchmarks/README.md)";
    /** The column names, after the {@code #} lines. */
    static final String COLUMNS = "kind,benchmark,params,metric,round,samples,score,error,unit,label";
    /** A result of the main run: JMH's primary score of one benchmark and parameters. */
    static final String MAIN = "main";
    /** A secondary result of the main run (a profiler's, such as {@link #ALLOC}). */
    static final String SECONDARY = "secondary";
    /** One fork's primary score in a round of pairs ({@link Pairs}). */
    static final String PAIR = "pair";
    /**
     * A round's ratio of two benchmarks ({@code A/B}) where only the ratio was kept: the runs
     * transcribed from the page of their time, which printed the rounds' ratios, not their scores.
     */
    static final String PAIR_RATIO = "pair-ratio";
    /** The suite of the JMH runs; the runner scripts name their own. */
    static final String JMH = "jmh";
    /** The GC profiler's bytes allocated per op (per point test here). */
    static final String ALLOC = "gc.alloc.rate.norm";
    static final String BEGIN = "<!-- generated from ";
    static final String END = "<!-- end of the generated part -->";
    private static final String LIMIT = "limit";
    private static final String OURS = "hantei";
    private static final String ORDER = "order";
    private static final String SHUFFLED = "shuffled";

    /** The header keys in the order files write them; table keys ({@code table.<Class>.*}) follow. */
    static final List<String> KEYS = List.of("format", "machine", "suite", "title", "finished", "started", "source",
            "commit", "command", "jmh options", "jmh settings", "jdk", "jvm options", "libraries", "pair rounds",
            "cpu", "os", "memory", "load before", "load after");

    /** Where the page is and which data it is made from; paths are resolved against {@code root}. */
    private static final Path DEFAULT_DATA = Path.of("benchmarks");
    private static final Path DEFAULT_PAGE = Path.of("docs", "benchmarks.md");

    private BenchmarkData() {
    }

    // ---------------------------------------------------------------- targets

    /**
     * A target of an issue: {@code numerator / denominator} in the judged column, at most or at
     * least a bound; with no denominator, the numerator's own time in ns per op. {@code params}
     * picks the row of a parameterised benchmark ("zones=10000"), empty for none. A paired
     * target is judged on the rounds of pairs of its run ({@link Pairs}).
     */
    record Target(String text, String benchmarkClass, String numerator, String denominator, String params,
                  boolean atMost, double bound, boolean paired) {

        Target(String text, String benchmarkClass, String numerator, String denominator, String params,
               boolean atMost, double bound) {
            this(text, benchmarkClass, numerator, denominator, params, atMost, bound, false);
        }

        Target(String text, String benchmarkClass, String numerator, String denominator, boolean atMost, double bound) {
            this(text, benchmarkClass, numerator, denominator, "", atMost, bound);
        }

        /** This target judged on its two sides measured in adjacent forks ({@link Pairs}). */
        Target inPairs() {
            return new Target(text, benchmarkClass, numerator, denominator, params, atMost, bound, true);
        }

        /** A bound on the numerator's own time, ns per op. */
        static Target time(String text, String benchmarkClass, String method, double atMostNs) {
            return new Target(text, benchmarkClass, method, null, "", true, atMostNs);
        }

        String formula() {
            String lhs = denominator == null ? numerator : numerator + " ÷ " + denominator;
            String rhs = denominator == null ? plain(bound) + " ns" : plain(bound);
            return lhs + (params.isEmpty() ? "" : ", " + params) + (atMost ? " ≤ " : " ≥ ") + rhs;
        }

        String verdict(double value) {
            return (atMost ? value <= bound : value >= bound) ? "met" : "**missed**";
        }
    }

    /** The issues' targets that the current benchmarks can judge (issue 5, issue 14 for the new shapes, issue 19). */
    static final List<Target> TARGETS = List.of(
            new Target("axis rect: hantei within 1.3× of the hand limit",
                    "AxisRectBench", OURS, LIMIT, true, 1.3),
            new Target("rotated rect: hantei within 1.3× of the hand limit",
                    "RotatedRectBench", OURS, LIMIT, true, 1.3),
            new Target("fan: hantei within 1.3× of the hand limit",
                    "FanBench", OURS, LIMIT, true, 1.3),
            new Target("circle: hantei within 1.3× of the hand limit",
                    "CircleBench", OURS, LIMIT, true, 1.3),
            new Target("rotated rect: hantei ≥ 2.5× faster than dyn4j",
                    "RotatedRectBench", "dyn4j", OURS, false, 2.5),
            new Target("fan: hantei ≥ 2.5× faster than dyn4j",
                    "FanBench", "dyn4j", OURS, false, 2.5),
            new Target("rotated rect: hantei ≥ 5× faster than java.awt.geom",
                    "RotatedRectBench", "awt", OURS, false, 5),
            new Target("fan: hantei ≥ 5× faster than java.awt.geom",
                    "FanBench", "awt", OURS, false, 5),
            new Target("rotated rect: batch (boolean[]) ≥ 4× faster than scalar",
                    "BatchBench", "rotatedScalar", "rotatedBatch", false, 4),
            new Target("fan: batch (boolean[]) ≥ 4× faster than scalar",
                    "BatchBench", "fanScalar", "fanBatch", false, 4),
            new Target("rotated rect: batch (long[] bits) ≥ 4× faster than scalar",
                    "BatchBench", "rotatedScalar", "rotatedBits", false, 4).inPairs(),
            new Target("fan: batch (long[] bits) ≥ 4× faster than scalar",
                    "BatchBench", "fanScalar", "fanBits", false, 4).inPairs(),
            new Target("circle: hantei at least as fast as libGDX",
                    "CircleBench", "gdx", OURS, false, 1).inPairs(),
            new Target("circle: hantei at least as fast as dyn4j",
                    "CircleBench", "dyn4j", OURS, false, 1).inPairs(),
            Target.time("rotated rect: batch (boolean[]) at most 0.5 ns per point",
                    "BatchBench", "rotatedBatch", 0.5),
            Target.time("fan: batch (boolean[]) at most 0.5 ns per point",
                    "BatchBench", "fanBatch", 0.5),
            new Target("index ≥ 100× faster than a linear scan at 10,000 zones",
                    "IndexBench", "linear", "index", "zones=10000", false, 100),
            new Target("fan: a DSL-built shape within 1.1× of a Java-built one",
                    "DslBench", "dsl", OURS, true, 1.1),
            new Target("polygon, 16 vertices: hantei ≥ 2× faster than java.awt.geom Path2D",
                    "PolygonBench", "awt", OURS, false, 2),
            new Target("polygon, 16 vertices: hantei ≥ 2× faster than JTS prepared geometry",
                    "PolygonBench", "jts", OURS, false, 2),
            new Target("polygon, 16 vertices: hantei ≥ 2× faster than JTS IndexedPointInAreaLocator",
                    "PolygonBench", "jtsLocator", OURS, false, 2),
            new Target("polygon, 16 vertices: hantei ≥ 2× faster than libGDX Intersector.isPointInPolygon",
                    "PolygonBench", "gdx", OURS, false, 2),
            new Target("polygon, 1,024 vertices: hantei (band index) ≥ 10× faster than a plain crossing-number loop",
                    "LargePolygonBench", "plainLoop", OURS, false, 10),
            new Target("capsule: hantei at least as fast as dyn4j",
                    "CapsuleBench", "dyn4j", OURS, false, 1),
            new Target("ellipse turned 30°: hantei within 1.3× of hantei's circle",
                    "EllipseBench", OURS, "circle", true, 1.3),
            new Target("ellipse axis-aligned: hantei within 1.3× of hantei's circle",
                    "AxisEllipseBench", OURS, "circle", true, 1.3));

    // ---------------------------------------------------------------- the data

    /**
     * One line of a data file. {@code benchmark} is {@code Class.method} (the class's simple
     * name; a {@link #PAIR_RATIO} names two, {@code A.x/A.y}); {@code params} the JMH parameters
     * as {@code name=value} separated by spaces, sorted by name; {@code metric} JMH's mode
     * ({@code avgt}) for a primary score, else the secondary result's name; {@code round} the
     * round of pairs, 0 for none; {@code samples} -1 when not known; {@code error} JMH's 99.9%
     * half-width, NaN when not known; {@code label} the row's text on the page.
     */
    record Result(String kind, String benchmark, String params, String metric, int round, int samples,
                  double score, double error, String unit, String label) {

        String className() {
            int dot = benchmark.indexOf('.');
            return dot < 0 ? benchmark : benchmark.substring(0, dot);
        }

        String method() {
            return benchmark.substring(benchmark.indexOf('.') + 1);
        }

        Map<String, String> paramMap() {
            Map<String, String> map = new TreeMap<>();
            for (String p : params.split(" ")) {
                int eq = p.indexOf('=');
                if (eq > 0) {
                    map.put(p.substring(0, eq), p.substring(eq + 1));
                }
            }
            return map;
        }

        String order() {
            return paramMap().getOrDefault(ORDER, "");
        }

        /** The parameters other than the order, as "k=v, k=v" (empty when none). */
        String otherParams() {
            return paramMap().entrySet().stream().filter(e -> !e.getKey().equals(ORDER))
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
        }

        String csv() {
            return String.join(",", cell(kind), cell(benchmark), cell(params), cell(metric),
                    round == 0 ? "" : String.valueOf(round), samples < 0 ? "" : String.valueOf(samples),
                    number(score), number(error), cell(unit), cell(label));
        }
    }

    /** The parameters of a JMH result as a data file writes them: "name=value" by name, separated by spaces. */
    static String params(Map<String, String> params) {
        return new TreeMap<>(params).entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(" "));
    }

    /** One data file: its {@code #} lines in order, and its results. {@code file} is null until written. */
    record Run(Path file, Map<String, String> meta, List<Result> results) {

        String get(String key) {
            return meta.getOrDefault(key, "");
        }

        String suite() {
            return meta.getOrDefault("suite", JMH);
        }

        Instant finished() {
            return parseTime(get("finished"), file);
        }

        /** When the run ended, as the page prints it: 2026-11-28 04:29 UTC. */
        String when() {
            return finished().atZone(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'"));
        }

        /** The classes of the main results, in the order of the file. */
        Set<String> classes() {
            return results.stream().filter(r -> r.kind().equals(MAIN)).map(Result::className)
                    .collect(Collectors.toCollection(LinkedHashSet::new));
        }

        List<Result> main(String cls) {
            return results.stream().filter(r -> r.kind().equals(MAIN) && r.className().equals(cls)).toList();
        }

        String title(String cls) {
            return meta.getOrDefault("table." + cls + ".title", cls);
        }

        int rank(String cls) {
            try {
                return Integer.parseInt(meta.getOrDefault("table." + cls + ".rank", "1000"));
            } catch (NumberFormatException e) {
                return 1000;
            }
        }

        String note(String cls) {
            return meta.getOrDefault("table." + cls + ".note", "");
        }

        /** The file's text: the {@code #} lines (the known keys first, in {@link #KEYS}' order), the columns, the results. */
        String text() {
            StringBuilder s = new StringBuilder();
            s.append("# format: ").append(FORMAT).append('\n');
            List<String> keys = new ArrayList<>();
            KEYS.stream().filter(k -> !k.equals("format") && meta.containsKey(k)).forEach(keys::add);
            meta.keySet().stream().filter(k -> !keys.contains(k) && !k.equals("format")).forEach(keys::add);
            for (String k : keys) {
                s.append("# ").append(k).append(": ").append(meta.get(k).replaceAll("\\s*\\R\\s*", " ")).append('\n');
            }
            s.append(COLUMNS).append('\n');
            for (Result r : results) {
                s.append(r.csv()).append('\n');
            }
            return s.toString();
        }

        /** Reads a data file; a malformed line is reported with its number. */
        static Run read(Path file) throws IOException {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            Map<String, String> meta = new LinkedHashMap<>();
            int i = 0;
            for (; i < lines.size() && lines.get(i).startsWith("#"); i++) {
                String line = lines.get(i);
                int colon = line.indexOf(": ");
                if (colon < 0) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + ": expected '# key: value' but got '"
                            + line + "'");
                }
                meta.put(line.substring(1, colon).trim(), line.substring(colon + 2));
            }
            if (i >= lines.size() || !lines.get(i).equals(COLUMNS)) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": expected the columns '" + COLUMNS
                        + "' after the # lines but got " + (i >= lines.size() ? "the end of the file" : "'" + lines.get(i) + "'"));
            }
            List<Result> results = new ArrayList<>();
            for (i++; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.isBlank()) {
                    continue;
                }
                List<String> c = splitCsv(line);
                try {
                    if (c.size() != 10) {
                        throw new IllegalArgumentException("10 cells expected, " + c.size() + " found");
                    }
                    results.add(new Result(c.get(0), c.get(1), c.get(2), c.get(3),
                            c.get(4).isEmpty() ? 0 : Integer.parseInt(c.get(4)),
                            c.get(5).isEmpty() ? -1 : Integer.parseInt(c.get(5)),
                            parseNumber(c.get(6)), parseNumber(c.get(7)), c.get(8), c.get(9)));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage() + " in '" + line + "'", e);
                }
            }
            return new Run(file, meta, results);
        }
    }

    /**
     * Writes a run's file into {@code dataRoot/<machine>/}, named by the time it finished
     * ({@code 2026-11-28T0905Z.csv}; a suite other than JMH's adds its name), and returns its
     * path. A file is never overwritten: a second run in the same minute gets {@code -2}.
     */
    static Path write(Run run, Path dataRoot) throws IOException {
        Path dir = dataRoot.resolve(run.get("machine"));
        Files.createDirectories(dir);
        String stamp = run.finished().atZone(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmm'Z'"))
                + (run.suite().equals(JMH) ? "" : "-" + run.suite());
        byte[] text = run.text().getBytes(StandardCharsets.UTF_8);
        for (int n = 1; ; n++) {
            Path file = dir.resolve(stamp + (n == 1 ? "" : "-" + n) + ".csv");
            try {
                Files.write(file, text, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                return file;
            } catch (FileAlreadyExistsException e) {
                // the next number
            }
        }
    }

    /** The data files of one machine, newest first (by the time each says it finished, then by name). */
    static List<Run> runs(Path dataRoot, String machine) throws IOException {
        Path dir = dataRoot.resolve(machine);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<Run> runs = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".csv")).sorted().toList()) {
                runs.add(Run.read(f));
            }
        }
        runs.sort(Comparator.comparing(Run::finished).thenComparing(r -> r.file().getFileName().toString()).reversed());
        return runs;
    }

    // ---------------------------------------------------------------- this machine

    /**
     * The machine's name for its folder: {@code HANTEI_MACHINE} if set, else the host name, with
     * every character other than a letter, digit, dot, dash or underscore made a dash.
     */
    static String machineName() {
        String name = System.getenv("HANTEI_MACHINE");
        if (name == null || name.isBlank()) {
            name = hostName();
        }
        return name.trim().replaceAll("[^A-Za-z0-9._-]", "-");
    }

    private static String hostName() {
        String out = command("hostname");
        if (!out.isEmpty()) {
            return out;
        }
        try {
            return Files.readString(Path.of("/etc/hostname")).trim();
        } catch (IOException e) {
            return "unknown-machine";
        }
    }

    /**
     * The commit checked out in the working directory, and the files changed since it outside
     * {@code benchmarks/} and {@code docs/} (what the run measured, if the build was of this tree).
     */
    static String commit() {
        String head = command("git", "rev-parse", "HEAD");
        if (head.isEmpty()) {
            return "unknown (not a git working tree)";
        }
        // each line is "XY path": two status letters (a space where unchanged) and a space
        List<String> files = untrimmed("git", "status", "--porcelain", "--untracked-files=no", "--", ".",
                ":(exclude)benchmarks", ":(exclude)docs").lines().filter(l -> l.length() > 3).map(l -> l.substring(3)).toList();
        if (files.isEmpty()) {
            return head;
        }
        return head + " with uncommitted changes to " + files.size() + " file(s): "
                + String.join(", ", files.subList(0, Math.min(5, files.size()))) + (files.size() > 5 ? ", ..." : "");
    }

    /** The CPU model, its count and any hypervisor, from lscpu where there is one. */
    static String cpu() {
        Map<String, String> lscpu = new LinkedHashMap<>();
        for (String line : command("lscpu").split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                lscpu.putIfAbsent(line.substring(0, colon).trim(), line.substring(colon + 1).trim());
            }
        }
        StringBuilder s = new StringBuilder();
        s.append(lscpu.getOrDefault("Model name", System.getProperty("os.arch")));
        if (lscpu.containsKey("CPU family")) {
            s.append(" (family ").append(lscpu.get("CPU family")).append(", model ")
                    .append(lscpu.getOrDefault("Model", "?")).append(")");
        }
        s.append(", ").append(lscpu.getOrDefault("CPU(s)", String.valueOf(Runtime.getRuntime().availableProcessors())))
                .append(" CPUs");
        if (lscpu.containsKey("Thread(s) per core")) {
            s.append(" (").append(lscpu.get("Thread(s) per core")).append(" thread(s) per core)");
        }
        if (lscpu.containsKey("Hypervisor vendor")) {
            s.append(", ").append(lscpu.get("Hypervisor vendor")).append(" virtual machine");
        }
        return s.toString();
    }

    static String os() {
        return System.getProperty("os.name") + " " + System.getProperty("os.version");
    }

    static String memory() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    long kib = Long.parseLong(line.replaceAll("[^0-9]", ""));
                    return Math.round(kib / (1024.0 * 1024)) + " GiB";
                }
            }
        } catch (IOException | RuntimeException e) {
            // unknown
        }
        return "unknown";
    }

    /** The load average over 1, 5 and 15 minutes, "1.89, 1.47, 1.37", or "unknown". */
    static String loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return String.join(", ", Arrays.asList(parts).subList(0, 3));
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    /** The JVM running this, as a data file's {@code jdk} says it. */
    static String currentJdk() {
        return System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version")
                + " (JDK " + System.getProperty("java.version") + ")";
    }

    /** The machine, the commit, the CPU, the OS and the memory, in the order of {@link #KEYS}. */
    static Map<String, String> thisMachine() {
        Map<String, String> meta = new LinkedHashMap<>();
        meta.put("machine", machineName());
        meta.put("commit", commit());
        meta.put("cpu", cpu());
        meta.put("os", os());
        meta.put("memory", memory());
        return meta;
    }

    /** The time as the data files write it: 2026-11-28T09:05:12Z. */
    static String time(Instant t) {
        return DateTimeFormatter.ISO_INSTANT.format(t.truncatedTo(java.time.temporal.ChronoUnit.SECONDS));
    }

    private static final DateTimeFormatter TIME = new DateTimeFormatterBuilder()
            .appendPattern("yyyy-MM-dd'T'HH:mm").optionalStart().appendPattern(":ss").optionalEnd()
            .parseDefaulting(ChronoField.SECOND_OF_MINUTE, 0).appendOffsetId().toFormatter(Locale.ROOT);

    static Instant parseTime(String text, Path file) {
        try {
            return TIME.parse(text.trim(), Instant::from);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException((file == null ? "" : file + ": ")
                    + "expected a time such as 2026-11-28T09:05:12Z but got '" + text + "'", e);
        }
    }

    /** A command's standard output, trimmed; empty when it cannot run or fails. */
    private static String command(String... command) {
        return untrimmed(command).trim();
    }

    /** A command's standard output as it printed it; empty when it cannot run or fails. */
    private static String untrimmed(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "";
            }
            return p.exitValue() == 0 ? out : "";
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    // ---------------------------------------------------------------- the page

    /**
     * The generated part of the page for the runs of {@code machine} (newest first), from the
     * begin marker to the end marker. {@code pageDir} is the page's folder, for the links to the
     * data files; {@code root} the repository's, for the paths the marker names.
     */
    static String render(List<Run> allRuns, String machine, Path root, Path pageDir) {
        List<Run> runs = allRuns.stream().filter(r -> r.suite().equals(JMH)).toList();
        Map<String, Run> byClass = new LinkedHashMap<>();
        for (Run run : runs) {
            for (String cls : run.classes()) {
                byClass.putIfAbsent(cls, run);
            }
        }
        List<Run> used = runs.stream().filter(byClass::containsValue).toList();
        List<Run> scripts = latestPerSuite(allRuns);
        List<Run> shown = new ArrayList<>(used);
        shown.addAll(scripts);

        StringBuilder md = new StringBuilder();
        md.append(BEGIN).append("the data files of machine ").append(machine).append(": ")
                .append(shown.stream().map(r -> slash(root.relativize(r.file().toAbsolutePath().normalize())))
                        .collect(Collectors.joining(", ")))
                .append(" by io.hantei.bench.BenchmarkData; do not edit down to the end marker,"
                        + " make it again (benchmarks/README.md) -->\n\n");
        if (shown.isEmpty()) {
            md.append("No run of machine `").append(machine).append("` has been recorded.\n\n").append(END).append('\n');
            return md.toString();
        }
        renderRuns(md, machine, shown, byClass, pageDir);
        if (!used.isEmpty()) {
            renderTargets(md, byClass, used.size() > 1);
        }
        List<String> classes = new ArrayList<>(byClass.keySet());
        classes.sort(Comparator.comparingInt((String c) -> byClass.get(c).rank(c)).thenComparing(c -> byClass.get(c).title(c)));
        for (String cls : classes) {
            renderTable(md, cls, byClass.get(cls));
        }
        for (Run run : scripts) {
            renderScriptRun(md, run);
        }
        md.append(END).append('\n');
        return md.toString();
    }

    /** The latest run of each suite other than JMH's, in the order of their names. */
    private static List<Run> latestPerSuite(List<Run> runs) {
        Map<String, Run> latest = new TreeMap<>();
        for (Run r : runs) {
            if (!r.suite().equals(JMH)) {
                latest.putIfAbsent(r.suite(), r);
            }
        }
        return new ArrayList<>(latest.values());
    }

    private static void renderRuns(StringBuilder md, String machine, List<Run> runs, Map<String, Run> byClass,
                                   Path pageDir) {
        md.append("## The runs\n\n");
        md.append("Machine `").append(machine).append("`: ").append(runs.get(0).get("cpu")).append(", ")
                .append(runs.get(0).get("os")).append(", ").append(runs.get(0).get("memory")).append(".")
                .append(byClass.isEmpty() ? "" : " Each JMH table below comes from the latest run on it that measured"
                        + " the table's class, and its ratios and targets from that run alone.")
                .append(runs.size() == byClass.values().stream().distinct().count() ? ""
                        : byClass.isEmpty() ? " Each table below is the latest run of its script."
                        : " Each of the others is the latest run of its script.").append("\n\n");
        for (Run run : runs) {
            md.append("- **Run of ").append(run.when()).append("** (").append(link(run, pageDir)).append("): ");
            if (run.suite().equals(JMH)) {
                List<String> tables = byClass.entrySet().stream().filter(e -> e.getValue() == run)
                        .map(e -> "`" + e.getKey() + "`").toList();
                md.append(tables.size() == run.classes().size() ? (tables.size() == 1 ? "the table of " : "the tables of ")
                                : "of its tables, " + (tables.size() == 1 ? "that of " : "those of "))
                        .append(String.join(", ", tables)).append(". ");
            } else {
                md.append("the table \"").append(run.get("title").isEmpty() ? run.suite() : run.get("title")).append("\". ");
            }
            md.append("Command `").append(run.get("command")).append("`");
            if (!run.get("jmh settings").isEmpty()) {
                md.append("; JMH: ").append(run.get("jmh settings"));
            }
            md.append("; commit ").append(run.get("commit").isEmpty() ? "not recorded" : shortCommit(run.get("commit")));
            md.append("; JDK: ").append(run.get("jdk"));
            if (!run.get("jvm options").isEmpty()) {
                md.append(", JVM options ").append(run.get("jvm options"));
            }
            md.append("; load average (1, 5, 15 min) ").append(run.get("load before")).append(" before, ")
                    .append(run.get("load after")).append(" after");
            if (!run.get("cpu").equals(runs.get(0).get("cpu"))) {
                md.append("; CPU: ").append(run.get("cpu"));
            }
            md.append(".");
            String source = run.get("source");
            if (!source.isEmpty() && !source.equals("measured")) {
                int stop = source.indexOf(". ");
                String first = stop < 0 ? source : source.substring(0, stop);
                md.append(" ").append(Character.toUpperCase(first.charAt(0))).append(first.substring(1))
                        .append("; the file's `source` line says what was kept.");
            }
            md.append("\n");
        }
        Set<String> libraries = runs.stream().map(r -> r.get("libraries")).filter(s -> !s.isEmpty())
                .collect(Collectors.toCollection(LinkedHashSet::new));
        if (!libraries.isEmpty()) {
            md.append("\nLibraries: ").append(String.join("; ", libraries)).append(", java.awt.geom of the JDK.\n");
        }
        md.append("\n");
    }

    /** A commit as the page shows it: a leading full hash cut to 10 characters, the rest as written. */
    private static String shortCommit(String commit) {
        return commit.matches("[0-9a-f]{40}.*") ? commit.substring(0, 10) + commit.substring(40) : commit;
    }

    private static String link(Run run, Path pageDir) {
        Path file = run.file().toAbsolutePath().normalize();
        return "[" + file.getFileName() + "](" + slash(pageDir.relativize(file)) + ")";
    }

    private static String slash(Path p) {
        return p.toString().replace('\\', '/');
    }

    private static void renderTargets(StringBuilder md, Map<String, Run> byClass, boolean severalRuns) {
        md.append("## Targets (shuffled order)\n\n");
        md.append("| target | measured | verdict |").append(severalRuns ? " run |" : "").append("\n|---|---:|---|")
                .append(severalRuns ? "---|" : "").append("\n");
        Map<Run, List<Target>> judgedInPairs = new LinkedHashMap<>();
        for (Target t : TARGETS) {
            Run run = byClass.get(t.benchmarkClass());
            List<Result> rows = run == null ? List.of() : run.main(t.benchmarkClass());
            Double num = judged(rows, t.numerator(), t.params());
            Double den = t.denominator() == null ? Double.valueOf(1) : judged(rows, t.denominator(), t.params());
            List<Double> ratios = t.paired() && run != null ? ratios(run, t) : List.of();
            String measured;
            String verdict;
            if (num == null || den == null) {
                measured = "—";
                verdict = "not measured";
            } else if (!ratios.isEmpty()) {
                judgedInPairs.computeIfAbsent(run, r -> new ArrayList<>()).add(t);
                double median = median(ratios);
                measured = ratio(median) + " in pairs (" + ratio(num / den) + " from the means)";
                verdict = t.verdict(median);
            } else {
                double value = num / den;
                measured = t.denominator() == null ? fmt(value) + " ns" : ratio(value);
                verdict = t.verdict(value);
            }
            md.append("| ").append(t.text()).append(" (").append(t.formula()).append(") | ").append(measured)
                    .append(" | ").append(verdict).append(" |");
            if (severalRuns) {
                md.append(" ").append(run == null ? "—" : run.when()).append(" |");
            }
            md.append("\n");
        }
        md.append("\n");
        if (!judgedInPairs.isEmpty()) {
            md.append("### The targets measured in pairs\n\n");
            judgedInPairs.forEach((run, targets) -> renderPairs(md, run, targets));
        }
    }

    /** The rounds of the targets judged in pairs in one run: each round's ratio, then their median. */
    private static void renderPairs(StringBuilder md, Run run, List<Target> targets) {
        List<Integer> rounds = rounds(run);
        md.append("Run of ").append(run.when()).append(", ").append(rounds.size()).append(" rounds after its main run:\n\n");
        md.append("| target |");
        for (int r : rounds) {
            md.append(" round ").append(r).append(" |");
        }
        md.append(" median |\n|---|").append("---:|".repeat(rounds.size() + 1)).append("\n");
        for (Target t : targets) {
            md.append("| ").append(t.text()).append(", ").append(t.numerator()).append(" ÷ ").append(t.denominator())
                    .append(" |");
            for (int r : rounds) {
                Double one = ratio(run, t, r);
                md.append(" ").append(one == null ? "—" : ratio(one)).append(" |");
            }
            md.append(" ").append(ratio(median(ratios(run, t)))).append(" |\n");
        }
        md.append("\n");
    }

    private static List<Integer> rounds(Run run) {
        return new ArrayList<>(run.results().stream().filter(r -> r.kind().equals(PAIR) || r.kind().equals(PAIR_RATIO))
                .map(Result::round).collect(Collectors.toCollection(TreeSet::new)));
    }

    /** Each round's ratio of a paired target in a run, in round order; rounds missing a side are left out. */
    static List<Double> ratios(Run run, Target t) {
        List<Double> out = new ArrayList<>();
        for (int r : rounds(run)) {
            Double one = ratio(run, t, r);
            if (one != null) {
                out.add(one);
            }
        }
        return out;
    }

    /** A round's ratio: from the two forks' scores, or as kept ({@link #PAIR_RATIO}); null when not measured. */
    private static Double ratio(Run run, Target t, int round) {
        String num = t.benchmarkClass() + "." + t.numerator();
        String den = t.benchmarkClass() + "." + t.denominator();
        Double n = null;
        Double d = null;
        Double kept = null;
        for (Result r : run.results()) {
            if (r.round() != round) {
                continue;
            }
            if (r.kind().equals(PAIR) && r.benchmark().equals(num)) {
                n = r.score();
            } else if (r.kind().equals(PAIR) && r.benchmark().equals(den)) {
                d = r.score();
            } else if (r.kind().equals(PAIR_RATIO) && r.benchmark().equals(num + "/" + den)) {
                kept = r.score();
            }
        }
        return n != null && d != null ? Double.valueOf(n / d) : kept;
    }

    /** The median (the mean of the middle two for an even count); NaN for none. */
    static double median(List<Double> values) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int mid = v.length / 2;
        return v.length % 2 == 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
    }

    private static void renderTable(StringBuilder md, String cls, Run run) {
        List<Result> rows = run.main(cls);
        md.append("## ").append(run.title(cls)).append("\n\n");
        String note = run.note(cls);
        if (!note.isEmpty()) {
            md.append(note).append("\n\n");
        }
        Set<String> samples = rows.stream().map(r -> r.samples() < 0 ? "?" : String.valueOf(r.samples()))
                .collect(Collectors.toCollection(LinkedHashSet::new));
        md.append("`").append(cls).append("`, samples per cell: ").append(String.join(", ", samples))
                .append("; run of ").append(run.when()).append("\n\n");

        List<String> orders = orders(rows);
        Map<String, Map<String, Result>> byKey = new LinkedHashMap<>();
        for (Result r : rows) {
            byKey.computeIfAbsent(r.method() + "\u0000" + r.otherParams(), k -> new LinkedHashMap<>()).put(r.order(), r);
        }
        String unit = rows.get(0).unit();
        boolean hasLimit = rows.stream().anyMatch(r -> r.method().equals(LIMIT));
        boolean hasOurs = rows.stream().anyMatch(r -> r.method().equals(OURS));
        List<Result> allocations = run.results().stream()
                .filter(r -> r.kind().equals(SECONDARY) && r.className().equals(cls) && r.metric().equals(ALLOC)).toList();
        boolean hasAlloc = !allocations.isEmpty();

        md.append("| implementation |");
        for (String o : orders) {
            md.append(" ").append(o.isEmpty() ? "score" : o).append(" (").append(unit).append(") |");
        }
        md.append(hasLimit ? " ÷ limit |" : "").append(hasOurs ? " ÷ hantei |" : "").append(hasAlloc ? " allocated (B/op) |" : "");
        md.append("\n|---|")
                .append("---:|".repeat(orders.size() + (hasLimit ? 1 : 0) + (hasOurs ? 1 : 0) + (hasAlloc ? 1 : 0)))
                .append("\n");

        String judgedOrder = judgedOrder(orders);
        List<Map<String, Result>> lines = new ArrayList<>(byKey.values());
        lines.sort(Comparator.comparingDouble(m -> m.containsKey(judgedOrder) ? m.get(judgedOrder).score() : Double.MAX_VALUE));
        for (Map<String, Result> line : lines) {
            Result any = line.values().iterator().next();
            md.append("| ").append(any.label().isEmpty() ? "" : inCell(any.label()) + " ").append("`").append(any.method()).append("`");
            if (!any.otherParams().isEmpty()) {
                md.append(" (").append(any.otherParams()).append(")");
            }
            md.append(" |");
            for (String o : orders) {
                Result r = line.get(o);
                md.append(" ").append(r == null ? "—" : scoreWithError(r)).append(" |");
            }
            Result judged = line.get(judgedOrder);
            if (hasLimit) {
                md.append(" ").append(relative(judged, rows, LIMIT, judgedOrder)).append(" |");
            }
            if (hasOurs) {
                md.append(" ").append(relative(judged, rows, OURS, judgedOrder)).append(" |");
            }
            if (hasAlloc) {
                Result alloc = judged == null ? null : allocations.stream()
                        .filter(a -> a.method().equals(judged.method()) && a.params().equals(judged.params()))
                        .findFirst().orElse(null);
                md.append(" ").append(alloc == null ? "—" : bytes(alloc.score())).append(" |");
            }
            md.append("\n");
        }
        md.append("\n");
    }

    /**
     * A runner script's run (not JMH's): per benchmark, metric and parameters other than
     * {@code run}, how many runs, their median and their best (the least).
     */
    private static void renderScriptRun(StringBuilder md, Run run) {
        md.append("## ").append(run.get("title").isEmpty() ? run.suite() : run.get("title")).append("\n\n");
        md.append("`").append(run.get("command")).append("`, run of ").append(run.when()).append("\n\n");
        md.append("| what | params | metric | runs | median | best | unit |\n|---|---|---|---:|---:|---:|---|\n");
        Map<String, List<Result>> groups = new LinkedHashMap<>();
        for (Result r : run.results()) {
            String params = r.paramMap().entrySet().stream().filter(e -> !e.getKey().equals("run"))
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
            groups.computeIfAbsent(r.benchmark() + "\u0000" + params + "\u0000" + r.metric() + "\u0000" + r.unit(),
                    k -> new ArrayList<>()).add(r);
        }
        groups.forEach((key, list) -> {
            String[] k = key.split("\u0000", -1);
            List<Double> scores = list.stream().map(Result::score).toList();
            md.append("| ").append(list.get(0).label().isEmpty() ? "`" + k[0] + "`" : inCell(list.get(0).label()) + " `" + k[0] + "`")
                    .append(" | ").append(k[1]).append(" | ").append(k[2]).append(" | ").append(list.size())
                    .append(" | ").append(plainNumber(median(scores))).append(" | ")
                    .append(plainNumber(scores.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN)))
                    .append(" | ").append(k[3]).append(" |\n");
        });
        md.append("\n");
    }

    /** Text in a table's cell: a {@code |} escaped, or it would end the cell. */
    private static String inCell(String text) {
        return text.replace("|", "\\|");
    }

    private static String relative(Result row, List<Result> rows, String reference, String order) {
        if (row == null) {
            return "—";
        }
        Double ref = judged(rows, reference, row.otherParams(), order);
        return ref == null ? "—" : ratio(row.score() / ref);
    }

    /** The judged (shuffled if present) score of a method, or null when it was not run. */
    private static Double judged(List<Result> rows, String method, String otherParams) {
        List<String> orders = orders(rows);
        return orders.isEmpty() ? null : judged(rows, method, otherParams, judgedOrder(orders));
    }

    private static Double judged(List<Result> rows, String method, String otherParams, String order) {
        return rows.stream()
                .filter(r -> r.method().equals(method) && r.otherParams().equals(otherParams) && r.order().equals(order))
                .map(Result::score).findFirst().orElse(null);
    }

    private static String judgedOrder(List<String> orders) {
        return orders.contains(SHUFFLED) ? SHUFFLED : orders.get(orders.size() - 1);
    }

    /** The orders present, fixed before shuffled, others after. */
    private static List<String> orders(List<Result> rows) {
        List<String> orders = new ArrayList<>(rows.stream().map(Result::order).collect(Collectors.toCollection(LinkedHashSet::new)));
        List<String> preferred = List.of("fixed", SHUFFLED);
        orders.sort(Comparator.comparingInt((String o) -> preferred.contains(o) ? preferred.indexOf(o) : preferred.size())
                .thenComparing(o -> o));
        return orders;
    }

    private static String scoreWithError(Result r) {
        int decimals = decimals(r.score());
        String score = String.format(Locale.ROOT, "%." + decimals + "f", r.score());
        if (Double.isNaN(r.error())) {
            return score + " ± ?";
        }
        return score + " ± " + String.format(Locale.ROOT, "%." + decimals + "f", r.error());
    }

    /** Three significant digits for scores from 1 to 999, two decimals below 1. */
    private static int decimals(double v) {
        double a = Math.abs(v);
        return a >= 100 ? 0 : a >= 10 ? 1 : 2;
    }

    /** Bytes per op: JMH's gc.alloc.rate.norm is an average, so a few bytes may be its own noise. */
    private static String bytes(double b) {
        return b < 0.5 ? "0" : String.format(Locale.ROOT, b >= 10 ? "%.0f" : "%.1f", b);
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%." + decimals(v) + "f", v);
    }

    private static String ratio(double r) {
        return String.format(Locale.ROOT, r >= 100 ? "%.0f×" : r >= 10 ? "%.1f×" : "%.2f×", r);
    }

    private static String plain(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }

    /** A number of a runner script's table: three significant digits, as {@link #fmt}, or "—". */
    private static String plainNumber(double v) {
        return Double.isNaN(v) ? "—" : fmt(v);
    }

    // ---------------------------------------------------------------- csv

    /** A number as a data file writes it: no exponent, no trailing zeros; NaN as NaN. */
    static String number(double v) {
        if (Double.isNaN(v)) {
            return "NaN";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "Infinity" : "-Infinity";
        }
        String s = BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
        return s.equals("-0") ? "0" : s;
    }

    private static double parseNumber(String cell) {
        return cell.isEmpty() || cell.equals("NaN") ? Double.NaN : Double.parseDouble(cell);
    }

    /** A cell, quoted when it holds a comma, a quote or a line break. */
    static String cell(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    /** Splits one CSV line with quoted cells ("" is a quote inside a cell). */
    static List<String> splitCsv(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }

    // ---------------------------------------------------------------- the page on disk

    private static final Pattern PAGE_MACHINE = Pattern.compile("<!-- generated from the data files of machine ([^:\\s]+):");

    /** The machine whose runs the page shows, from its begin marker; null when it has none. */
    static String machineOfPage(Path page) throws IOException {
        if (!Files.exists(page)) {
            return null;
        }
        Matcher m = PAGE_MACHINE.matcher(Files.readString(page, StandardCharsets.UTF_8));
        return m.find() ? m.group(1) : null;
    }

    /**
     * The page with its generated part replaced: the text before the begin marker and after the
     * end marker is kept as written. A page that does not exist yet is only the generated part
     * under a title.
     */
    static String splice(Path page, String generated) throws IOException {
        if (!Files.exists(page)) {
            return "# Benchmarks\n\n" + generated;
        }
        String old = Files.readString(page, StandardCharsets.UTF_8);
        int begin = old.indexOf(BEGIN);
        int end = old.indexOf(END);
        if (begin < 0 || end < begin) {
            throw new IllegalArgumentException(page + " has no generated part: it needs a line starting with '" + BEGIN
                    + "' and, below it, the line '" + END + "'");
        }
        int after = old.indexOf('\n', end);
        return old.substring(0, begin) + generated + (after < 0 ? "" : old.substring(after + 1));
    }

    /**
     * Makes the page's generated part again from the data files of {@code machine} under
     * {@code dataRoot}; returns whether the page changed. With {@code check}, writes nothing.
     */
    static boolean writePage(Path root, Path dataRoot, String machine, Path page, boolean check) throws IOException {
        Path pageDir = page.toAbsolutePath().normalize().getParent();
        String generated = render(runs(dataRoot, machine), machine, root.toAbsolutePath().normalize(), pageDir);
        String text = splice(page, generated);
        String old = Files.exists(page) ? Files.readString(page, StandardCharsets.UTF_8) : null;
        boolean changed = !text.equals(old);
        if (!check && changed) {
            Files.createDirectories(pageDir);
            Files.writeString(page, text, StandardCharsets.UTF_8);
        }
        return changed;
    }

    // ---------------------------------------------------------------- command line

    public static void main(String[] args) throws IOException {
        if (args.length == 0 || !(args[0].equals("page") || args[0].equals("record"))) {
            System.err.println("""
                    usage: BenchmarkData page [--machine NAME] [--data DIR] [--out FILE] [--root DIR] [--check]
                           BenchmarkData record --suite NAME --command TEXT --started TIME --load-before TEXT
                                                [--title TEXT] [--data DIR] [--root DIR] ROWS.csv""");
            System.exit(2);
        }
        Map<String, String> options = new LinkedHashMap<>();
        List<String> files = new ArrayList<>();
        Set<String> flags = Set.of("--check");
        Set<String> valued = Set.of("--machine", "--data", "--out", "--root", "--suite", "--command", "--started",
                "--load-before", "--title");
        for (int i = 1; i < args.length; i++) {
            if (flags.contains(args[i])) {
                options.put(args[i], "true");
            } else if (valued.contains(args[i])) {
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(args[i] + " needs a value after it");
                }
                options.put(args[i], args[++i]);
            } else if (args[i].startsWith("--")) {
                throw new IllegalArgumentException("unknown option " + args[i] + "; the options are " + flags + " and " + valued);
            } else {
                files.add(args[i]);
            }
        }
        Path root = Path.of(options.getOrDefault("--root", "."));
        Path dataRoot = root.resolve(options.getOrDefault("--data", DEFAULT_DATA.toString()));
        if (args[0].equals("page")) {
            Path page = root.resolve(options.getOrDefault("--out", DEFAULT_PAGE.toString()));
            String machine = options.containsKey("--machine") ? options.get("--machine") : defaultMachine(page, dataRoot);
            boolean check = options.containsKey("--check");
            boolean changed = writePage(root, dataRoot, machine, page, check);
            if (check) {
                System.out.println(page + (changed ? " differs from" : " is") + " what the data files of " + machine
                        + " give" + (changed ? ": make it again (hantei-benchmarks/benchmarks-page.sh)" : ""));
                System.exit(changed ? 1 : 0);
            }
            System.out.println("benchmarks page: " + (changed ? "wrote " : "no change to ") + page + " from the data files of "
                    + machine + " in " + dataRoot.resolve(machine));
        } else {
            if (files.size() != 1) {
                throw new IllegalArgumentException("record takes one file of rows, but got " + files);
            }
            Path file = write(recorded(Path.of(files.get(0)), options), dataRoot);
            System.out.println("benchmark data: wrote " + file);
        }
    }

    /**
     * The machine a page shows when none is named: the one its begin marker names, else
     * {@code HANTEI_MACHINE}, else the only folder of data.
     */
    private static String defaultMachine(Path page, Path dataRoot) throws IOException {
        String machine = machineOfPage(page);
        if (machine != null) {
            return machine;
        }
        String env = System.getenv("HANTEI_MACHINE");
        if (env != null && !env.isBlank()) {
            return machineName();
        }
        List<String> folders;
        try (Stream<Path> list = Files.exists(dataRoot) ? Files.list(dataRoot) : Stream.empty()) {
            folders = list.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList();
        }
        if (folders.size() == 1) {
            return folders.get(0);
        }
        throw new IllegalArgumentException("which machine's runs? " + page + " names none; name one with --machine"
                + " (" + dataRoot + " has " + (folders.isEmpty() ? "none" : String.join(", ", folders)) + ")");
    }

    /** A runner script's rows ({@code benchmark,params,metric,score,unit[,label]}) and this machine, as a run. */
    private static Run recorded(Path rows, Map<String, String> options) throws IOException {
        for (String required : List.of("--suite", "--command", "--started", "--load-before")) {
            if (!options.containsKey(required)) {
                throw new IllegalArgumentException("record needs " + required);
            }
        }
        List<String> lines = Files.readAllLines(rows, StandardCharsets.UTF_8);
        String header = "benchmark,params,metric,score,unit";
        if (lines.isEmpty() || !lines.get(0).startsWith(header)) {
            throw new IllegalArgumentException(rows + ": expected the header '" + header + "[,label]' on line 1");
        }
        List<Result> results = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            List<String> c = splitCsv(lines.get(i));
            if (c.size() < 5) {
                throw new IllegalArgumentException(rows + " line " + (i + 1) + ": expected " + header + " but got '"
                        + lines.get(i) + "'");
            }
            results.add(new Result(MAIN, c.get(0), c.get(1), c.get(2), 0, 1, parseNumber(c.get(3)), Double.NaN,
                    c.get(4), c.size() > 5 ? c.get(5) : ""));
        }
        Map<String, String> machine = thisMachine();
        Map<String, String> meta = new LinkedHashMap<>();
        meta.put("machine", machine.get("machine"));
        meta.put("suite", options.get("--suite"));
        if (options.containsKey("--title")) {
            meta.put("title", options.get("--title"));
        }
        meta.put("finished", time(Instant.now()));
        meta.put("started", time(parseTime(options.get("--started"), null)));
        meta.put("source", "measured");
        meta.put("commit", machine.get("commit"));
        meta.put("command", options.get("--command"));
        meta.put("jdk", currentJdk() + " (the java on the PATH)");
        meta.put("cpu", machine.get("cpu"));
        meta.put("os", machine.get("os"));
        meta.put("memory", machine.get("memory"));
        meta.put("load before", options.get("--load-before"));
        meta.put("load after", loadAverage());
        return new Run(null, meta, results);
    }
}
