package io.hantei.bench;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs the JMH suite, records the run as a data file ({@link BenchmarkData}) and makes the page
 * (docs/benchmarks.md by default) again from the data files.
 *
 * <pre>
 * java -cp target/benchmarks.jar io.hantei.bench.Report [--data DIR] [--out FILE] [--pairs N] [JMH options]
 * java -cp target/benchmarks.jar io.hantei.bench.Report [--data DIR] [--out FILE] --from-csv FILE
 * </pre>
 * The first form runs JMH with the given options (as {@code java -jar benchmarks.jar} takes
 * them, plus JMH's GC profiler unless a profiler is named), which writes its own CSV
 * ({@code -rf csv}) to {@code target/jmh-result.csv}; after the main run, the targets marked
 * {@link BenchmarkData.Target#inPairs} are measured again in {@code --pairs N} rounds of
 * adjacent forks ({@link Pairs}; 5 by default). The second form records a CSV that JMH wrote
 * earlier. Either way the run becomes {@code DIR/<machine>/<UTC date-time>.csv} (DIR is
 * {@code benchmarks} by default), with this machine's description and the tables' titles from
 * the {@link Label}s, and the page is made again from the machine's data files: each table from
 * the latest run that measured its class. Without {@code --out}, docs/benchmarks.md is made
 * again only if it shows this machine's runs (or none yet).
 *
 * <p>Each benchmark class has one table (title and rank from its {@link Label}), one row per
 * benchmark method and value of its parameters other than {@code order}, and one column per
 * {@code order} (fixed, shuffled).
 *
 * <p>Adding a benchmark: a class in this package with {@link Label}s and, for a per-point
 * benchmark, a {@link Points} parameter and {@code @OperationsPerInvocation(Points.COUNT)}. It
 * shows up on the page by itself; add its targets to {@link BenchmarkData#TARGETS}.
 */
public final class Report {

    private static final Path DEFAULT_CSV = Path.of("target", "jmh-result.csv");
    private static final Path DEFAULT_PAGE = Path.of("docs", "benchmarks.md");
    /** Rounds of pairs after the main run unless {@code --pairs N} says otherwise (0: none). */
    private static final int DEFAULT_PAIR_ROUNDS = 5;

    /** One line of JMH's CSV. */
    record Row(String className, String method, String secondary, Map<String, String> params, String mode,
               double score, double error, String unit, int samples) {

        boolean primary() {
            return secondary.isEmpty();
        }

        String simpleClassName() {
            return className.substring(className.lastIndexOf('.') + 1);
        }
    }

    private Report() {
    }

    public static void main(String[] args) throws Exception {
        Path out = null;
        Path data = Path.of("benchmarks");
        Path fromCsv = null;
        int pairRounds = DEFAULT_PAIR_ROUNDS;
        List<String> jmhArgs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = Path.of(value(args, ++i, "--out", "a file name"));
                case "--data" -> data = Path.of(value(args, ++i, "--data", "a folder"));
                case "--from-csv" -> fromCsv = Path.of(value(args, ++i, "--from-csv", "a file name"));
                case "--pairs" -> pairRounds = rounds(value(args, ++i, "--pairs", "a number of rounds"));
                case "--merge" -> throw new IllegalArgumentException("--merge is no longer needed: every run is kept"
                        + " as a data file and the page takes each table from the latest run that measured its class");
                case "--pairs-csv" -> throw new IllegalArgumentException("--pairs-csv is gone: a run's rounds of pairs"
                        + " are in its data file");
                default -> jmhArgs.add(args[i]);
            }
        }
        String command = System.getenv().getOrDefault("HANTEI_BENCH_COMMAND",
                "java -cp target/benchmarks.jar io.hantei.bench.Report " + String.join(" ", args)).trim();
        Map<String, String> machine = BenchmarkData.thisMachine(); // the commit as the run begins
        Map<String, String> meta = new LinkedHashMap<>();
        List<BenchmarkData.Result> results = new ArrayList<>();
        if (fromCsv != null) {
            if (!jmhArgs.isEmpty()) {
                throw new IllegalArgumentException("--from-csv records a CSV only; JMH options are not allowed with it but got "
                        + jmhArgs);
            }
            Instant written = Files.getLastModifiedTime(fromCsv).toInstant();
            meta.put("finished", BenchmarkData.time(written));
            meta.put("source", "imported from " + fromCsv + ", a CSV that JMH wrote (-rf csv); its finishing time is the"
                    + " file's, and JMH's CSV does not say which JDK ran it, with which settings, under which load");
            meta.put("jdk", "unknown");
            meta.put("load before", "unknown");
            meta.put("load after", "unknown");
            results.addAll(results(readCsv(fromCsv)));
        } else {
            Path csv = DEFAULT_CSV;
            Files.createDirectories(csv.getParent());
            CommandLineOptions given = new CommandLineOptions(jmhArgs.toArray(new String[0]));
            OptionsBuilder builder = new OptionsBuilder();
            builder.parent(given).resultFormat(ResultFormatType.CSV).result(csv.toString());
            if (!given.shouldFailOnError().hasValue()) {
                builder.shouldFailOnError(true); // a failed agreement check must stop the run
            }
            if (given.getProfilers().isEmpty()) {
                builder.addProfiler(GCProfiler.class); // bytes allocated per point test
            }
            Options options = builder.build();
            Instant started = Instant.now();
            String loadBefore = BenchmarkData.loadAverage();
            Collection<RunResult> runResults = new Runner(options).run();
            List<Row> rows = readCsv(csv);
            results.addAll(results(rows));
            List<BenchmarkData.Target> paired = pairedTargetsRun(results);
            List<Pairs.Round> rounds = paired.isEmpty() || pairRounds == 0 ? List.of()
                    : Pairs.run(Pairs.benchmarksOf(paired), pairRounds, given);
            results.addAll(pairResults(rounds));
            meta.put("finished", BenchmarkData.time(Instant.now()));
            meta.put("started", BenchmarkData.time(started));
            meta.put("source", "measured");
            meta.put("jmh options", quoted(jmhArgs));
            meta.put("jmh settings", settingsOf(runResults));
            meta.put("jdk", jdkOf(runResults));
            meta.put("jvm options", jvmOptionsOf(runResults));
            meta.put("pair rounds", String.valueOf(rounds.size()));
            meta.put("load before", loadBefore);
            meta.put("load after", BenchmarkData.loadAverage());
        }
        meta.put("machine", machine.get("machine"));
        meta.put("suite", BenchmarkData.JMH);
        meta.put("commit", machine.get("commit"));
        meta.put("command", command);
        meta.put("libraries", libraries(versions()));
        meta.put("cpu", machine.get("cpu"));
        meta.put("os", machine.get("os"));
        meta.put("memory", machine.get("memory"));
        for (String cls : results.stream().map(BenchmarkData.Result::className).collect(Collectors.toCollection(LinkedHashSet::new))) {
            meta.put("table." + cls + ".title", title(cls));
            meta.put("table." + cls + ".rank", String.valueOf(rank(cls)));
            if (!note(cls).isEmpty()) {
                meta.put("table." + cls + ".note", note(cls));
            }
        }
        Path file = BenchmarkData.write(new BenchmarkData.Run(null, meta, results), data);
        System.out.println("report: wrote " + file + " (" + results.size() + " results)");

        Path page = out == null ? DEFAULT_PAGE : out;
        String pageMachine = BenchmarkData.machineOfPage(page);
        String runMachine = machine.get("machine");
        if (out == null && pageMachine != null && !pageMachine.equals(runMachine)) {
            System.out.println("report: " + page + " shows the runs of machine " + pageMachine + ", not " + runMachine
                    + ", so it is left as it is; hantei-benchmarks/benchmarks-page.sh --machine " + runMachine + " would make it show this one's");
            return;
        }
        boolean changed = BenchmarkData.writePage(Path.of("."), data, runMachine, page, false);
        System.out.println("report: " + (changed ? "wrote " : "no change to ") + page + " from the data files in "
                + data.resolve(runMachine));
    }

    private static int rounds(String text) {
        try {
            int n = Integer.parseInt(text);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("--pairs must be a number of rounds >= 0 but was '" + text + "'");
    }

    private static String value(String[] args, int i, String option, String what) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs " + what + " after it");
        }
        return args[i];
    }

    /** The JMH options as they were given, each quoted where the shell would need it. */
    private static String quoted(List<String> args) {
        return args.stream().map(a -> a.matches("[A-Za-z0-9_./=:,+@%-]+") ? a : "'" + a.replace("'", "'\\''") + "'")
                .collect(Collectors.joining(" "));
    }

    /** The paired targets whose two sides the main run measured (in the judged order). */
    private static List<BenchmarkData.Target> pairedTargetsRun(List<BenchmarkData.Result> results) {
        Set<String> measured = results.stream()
                .filter(r -> r.kind().equals(BenchmarkData.MAIN) && r.order().equals(Pairs.ORDER))
                .map(BenchmarkData.Result::benchmark).collect(Collectors.toSet());
        return BenchmarkData.TARGETS.stream().filter(t -> t.paired()
                && measured.contains(t.benchmarkClass() + "." + t.numerator())
                && measured.contains(t.benchmarkClass() + "." + t.denominator())).toList();
    }

    // ---------------------------------------------------------------- reading

    /** Reads JMH's CSV ({@code -rf csv}): a header line, then one quoted line per result. */
    static List<Row> readCsv(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        if (lines.isEmpty()) {
            throw new IllegalArgumentException(csv + " is empty: no JMH results to record");
        }
        List<String> header = BenchmarkData.splitCsv(lines.get(0));
        int benchmark = column(header, "Benchmark", csv);
        int mode = column(header, "Mode", csv);
        int score = column(header, "Score", csv);
        int error = column(header, "Score Error (99.9%)", csv);
        int unit = column(header, "Unit", csv);
        int samples = column(header, "Samples", csv);
        List<Row> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) {
                continue;
            }
            List<String> cells = BenchmarkData.splitCsv(line);
            String name = cells.get(benchmark);
            // a profiler's result is "pkg.Class.method:label" (":·label" in older JMH)
            int colon = name.indexOf(':');
            String secondary = colon < 0 ? "" : name.substring(colon + 1).replace("·", "");
            name = colon < 0 ? name : name.substring(0, colon);
            int dot = name.lastIndexOf('.');
            Map<String, String> params = new TreeMap<>();
            for (int c = 0; c < header.size(); c++) {
                if (header.get(c).startsWith("Param: ") && c < cells.size() && !cells.get(c).isEmpty()) {
                    params.put(header.get(c).substring("Param: ".length()), cells.get(c));
                }
            }
            rows.add(new Row(name.substring(0, dot), name.substring(dot + 1), secondary, params, cells.get(mode),
                    number(cells.get(score)), number(cells.get(error)), cells.get(unit),
                    Integer.parseInt(cells.get(samples))));
        }
        return rows;
    }

    private static int column(List<String> header, String name, Path csv) {
        int i = header.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException(csv + " has no column '" + name + "': is it JMH's -rf csv output?");
        }
        return i;
    }

    private static double number(String cell) {
        return cell.isEmpty() || cell.equals("NaN") ? Double.NaN : Double.parseDouble(cell);
    }

    /** JMH's rows as a data file's: the primary scores as {@code main}, the profilers' as {@code secondary}. */
    private static List<BenchmarkData.Result> results(List<Row> rows) {
        List<BenchmarkData.Result> out = new ArrayList<>();
        for (Row r : rows) {
            out.add(new BenchmarkData.Result(r.primary() ? BenchmarkData.MAIN : BenchmarkData.SECONDARY,
                    r.simpleClassName() + "." + r.method(), BenchmarkData.params(r.params()),
                    r.primary() ? r.mode() : r.secondary(), 0, r.samples(), r.score(), r.error(), r.unit(),
                    r.primary() ? methodLabel(r.className(), r.method()) : ""));
        }
        return out;
    }

    /** Each round's forks as {@code pair} results. */
    private static List<BenchmarkData.Result> pairResults(List<Pairs.Round> rounds) {
        List<BenchmarkData.Result> out = new ArrayList<>();
        for (Pairs.Round round : rounds) {
            round.forks().forEach((benchmark, fork) -> {
                String cls = Pairs.class.getPackageName() + "." + benchmark.substring(0, benchmark.indexOf('.'));
                out.add(new BenchmarkData.Result(BenchmarkData.PAIR, benchmark, "order=" + Pairs.ORDER, fork.mode(),
                        round.number(), fork.samples(), fork.score(), fork.error(), fork.unit(),
                        methodLabel(cls, benchmark.substring(benchmark.indexOf('.') + 1))));
            });
        }
        return out;
    }

    // ---------------------------------------------------------------- labels

    private static Class<?> load(String cls) {
        try {
            return Class.forName(cls.contains(".") ? cls : Report.class.getPackageName() + "." + cls, false,
                    Report.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    private static Label label(String cls) {
        Class<?> c = load(cls);
        return c == null ? null : c.getAnnotation(Label.class);
    }

    static int rank(String cls) {
        Label label = label(cls);
        return label == null ? 1000 : label.rank();
    }

    static String title(String cls) {
        Label label = label(cls);
        return label == null ? cls.substring(cls.lastIndexOf('.') + 1) : label.value();
    }

    private static String note(String cls) {
        Label label = label(cls);
        return label == null ? "" : label.note();
    }

    /** The row text of a benchmark method, from its {@link Label}; empty when it has none. */
    private static String methodLabel(String cls, String method) {
        Class<?> c = load(cls);
        if (c != null) {
            for (Method m : c.getMethods()) {
                Label label = m.getAnnotation(Label.class);
                if (m.getName().equals(method) && label != null) {
                    return label.value();
                }
            }
        }
        return "";
    }

    // ---------------------------------------------------------------- environment

    private static String jdkOf(Collection<RunResult> results) {
        Set<String> jdks = new LinkedHashSet<>();
        for (RunResult r : results) {
            BenchmarkParams p = r.getParams();
            jdks.add(p.getVmName() + " " + p.getVmVersion() + " (JDK " + p.getJdkVersion() + ")");
        }
        return String.join("; ", jdks);
    }

    private static String jvmOptionsOf(Collection<RunResult> results) {
        Set<String> options = new LinkedHashSet<>();
        for (RunResult r : results) {
            options.add(String.join(" ", r.getParams().getJvmArgs()));
        }
        return options.stream().map(o -> o.isEmpty() ? "none" : o).collect(Collectors.joining("; "));
    }

    private static String settingsOf(Collection<RunResult> results) {
        Set<String> settings = new LinkedHashSet<>();
        for (RunResult r : results) {
            BenchmarkParams p = r.getParams();
            settings.add("mode " + p.getMode().shortLabel() + ", " + p.getForks() + " fork(s), warmup "
                    + p.getWarmup().getCount() + " × " + time(p.getWarmup().getTime()) + ", measurement "
                    + p.getMeasurement().getCount() + " × " + time(p.getMeasurement().getTime())
                    + ", " + p.getThreads() + " thread");
        }
        return String.join("; ", settings);
    }

    private static String time(TimeValue t) {
        return t.getTimeUnit() == TimeUnit.SECONDS ? t.getTime() + " s" : t.toString();
    }

    private static String libraries(Properties versions) {
        return "hantei " + versions.getProperty("hantei", "?") + ", JMH " + versions.getProperty("jmh", "?")
                + ", dyn4j " + versions.getProperty("dyn4j", "?")
                + ", libGDX (gdx, pure-Java math only) " + versions.getProperty("gdx", "?")
                + ", JTS (jts-core) " + versions.getProperty("jts", "?");
    }

    static Properties versions() throws IOException {
        Properties p = new Properties();
        try (InputStream in = Report.class.getResourceAsStream("versions.properties")) {
            if (in != null) {
                p.load(in);
            }
        }
        return p;
    }
}
