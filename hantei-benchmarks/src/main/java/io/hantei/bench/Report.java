package io.hantei.bench;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
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
 * Runs the JMH suite and writes the markdown report (docs/benchmarks.md by default).
 *
 * <pre>
 * java -cp target/benchmarks.jar io.hantei.bench.Report [--out FILE] [--merge] [--pairs N] [JMH options]
 * java -cp target/benchmarks.jar io.hantei.bench.Report [--out FILE] [--merge] --from-csv FILE [--pairs-csv FILE]
 * </pre>
 * The first form runs JMH with the given options (as {@code java -jar benchmarks.jar} takes
 * them, plus JMH's GC profiler unless a profiler is named), keeps JMH's own CSV in
 * {@code target/jmh-result.csv} and renders it; the second renders
 * a CSV that JMH wrote earlier ({@code -rf csv}), taking the JDK from the JVM that renders.
 * After the run, the targets marked {@link Target#inPairs} are measured again in {@code --pairs N}
 * rounds of adjacent forks ({@link Pairs}; 5 by default) and judged on those, kept in
 * {@code target/jmh-pairs.csv} for {@code --pairs-csv}.
 * {@code --merge} keeps from the report already at the output the tables (and targets) of the
 * classes this run did not measure, marked with their run ({@link ReportMerge}): a partial run
 * then updates its tables without dropping the others.
 *
 * <p>The report has one table per benchmark class (title and rank from its {@link Label}), one
 * row per benchmark method and value of its parameters other than {@code order}, and one column
 * per {@code order} (fixed, shuffled). Rows are sorted by the judged column: shuffled where it
 * exists. Where the class has a method named {@code limit} or {@code hantei}, each row gets its
 * judged time divided by theirs. {@link #TARGETS} lists the targets as such ratios.
 *
 * <p>Adding a benchmark: a class in this package with {@link Label}s and, for a per-point
 * benchmark, a {@link Points} parameter and {@code @OperationsPerInvocation(Points.COUNT)}. It
 * shows up in the report by itself; add its targets to {@link #TARGETS}.
 */
public final class Report {

    /** The line from which a report keeps what was written by hand (end-to-end timings JMH does not take). */
    static final String KEPT = "<!-- kept: the part below is written by hand; the report keeps it -->";

    /** The hand-written part of the report already at {@code out}, from {@link #KEPT} on, or nothing. */
    static String kept(Path out) throws IOException {
        if (!Files.exists(out)) {
            return "";
        }
        String old = Files.readString(out, StandardCharsets.UTF_8);
        int at = old.indexOf(KEPT);
        return at < 0 ? "" : "\n" + old.substring(at);
    }

    /** The generated part of the report already at {@code out}, above {@link #KEPT}, or nothing. */
    static String generated(Path out) throws IOException {
        if (!Files.exists(out)) {
            return "";
        }
        String old = Files.readString(out, StandardCharsets.UTF_8);
        int at = old.indexOf(KEPT);
        return at < 0 ? old : old.substring(0, at);
    }

    private static final String ORDER = "order";
    private static final String LIMIT = "limit";
    private static final String OURS = "hantei";
    /** The GC profiler's bytes allocated per op (per point test here). */
    private static final String ALLOC = "gc.alloc.rate.norm";
    private static final Path DEFAULT_CSV = Path.of("target", "jmh-result.csv");
    /** Where the paired rounds are kept ({@link Pairs}), for {@code --pairs-csv}. */
    private static final Path DEFAULT_PAIRS_CSV = Path.of("target", "jmh-pairs.csv");
    /** Rounds of pairs after the main run unless {@code --pairs N} says otherwise (0: none). */
    private static final int DEFAULT_PAIR_ROUNDS = 5;

    /**
     * A target of issue 5: {@code numerator / denominator} in the judged column, at most or at
     * least a bound; with no denominator, the numerator's own time in ns per op. {@code params}
     * picks the row of a parameterised benchmark ("zones=10000"), empty for none.
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
            String rhs = denominator == null ? fmtPlain(bound) + " ns" : fmtPlain(bound);
            return lhs + (params.isEmpty() ? "" : ", " + params) + (atMost ? " ≤ " : " ≥ ") + rhs;
        }
    }

    /** The issues' targets that the current benchmarks can judge (issue 5, and issue 14 for the new shapes). */
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

    /** One line of JMH's CSV. */
    record Row(String className, String method, String secondary, Map<String, String> params, double score,
               double error, String unit, int samples) {

        boolean primary() {
            return secondary.isEmpty();
        }

        String order() {
            return params.getOrDefault(ORDER, "");
        }

        /** The parameters other than the order, as "k=v, k=v" (empty when none). */
        String otherParams() {
            return params.entrySet().stream().filter(e -> !e.getKey().equals(ORDER))
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
        }
    }

    /** What the report says about where and how it was measured. */
    record Meta(String command, String jvm, String settings, String loadBefore, String loadAfter) {
    }

    private Report() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of("docs", "benchmarks.md");
        Path fromCsv = null;
        Path pairsCsv = null;
        int pairRounds = DEFAULT_PAIR_ROUNDS;
        boolean merge = false;
        List<String> jmhArgs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = Path.of(value(args, ++i, "--out", "a file name"));
                case "--from-csv" -> fromCsv = Path.of(value(args, ++i, "--from-csv", "a file name"));
                case "--pairs-csv" -> pairsCsv = Path.of(value(args, ++i, "--pairs-csv", "a file name"));
                case "--pairs" -> pairRounds = rounds(value(args, ++i, "--pairs", "a number of rounds"));
                case "--merge" -> merge = true;
                default -> jmhArgs.add(args[i]);
            }
        }
        String command = System.getenv().getOrDefault("HANTEI_BENCH_COMMAND",
                "java -cp target/benchmarks.jar io.hantei.bench.Report " + String.join(" ", args)).trim();
        Meta meta;
        Path csv;
        List<Pairs.Round> pairs;
        if (pairsCsv != null && fromCsv == null) {
            throw new IllegalArgumentException("--pairs-csv renders rounds kept earlier and goes with --from-csv;"
                    + " a run measures its own rounds (--pairs N)");
        }
        if (fromCsv != null) {
            if (!jmhArgs.isEmpty()) {
                throw new IllegalArgumentException("--from-csv renders only; JMH options are not allowed with it but got "
                        + jmhArgs);
            }
            csv = fromCsv;
            pairs = pairsCsv == null ? List.of() : Pairs.read(pairsCsv);
            meta = new Meta(command, currentJvm() + " (the JVM that rendered the CSV)",
                    "as recorded in the CSV (samples per row below)", "unknown", loadAverage());
        } else {
            csv = DEFAULT_CSV;
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
            String before = loadAverage();
            Collection<RunResult> results = new Runner(options).run();
            List<Target> paired = pairedTargetsRun(readCsv(csv));
            pairs = paired.isEmpty() || pairRounds == 0 ? List.of()
                    : Pairs.run(Pairs.benchmarksOf(paired), pairRounds, given);
            Pairs.write(DEFAULT_PAIRS_CSV, pairs);
            meta = new Meta(command, jvmOf(results), settingsOf(results), before, loadAverage());
        }
        List<Row> rows = readCsv(csv);
        String markdown = render(rows, pairs, meta, machine(), versions(),
                ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")));
        if (merge) {
            markdown = ReportMerge.merge(markdown, generated(out));
        }
        if (out.getParent() != null) {
            Files.createDirectories(out.getParent());
        }
        Files.writeString(out, markdown + kept(out), StandardCharsets.UTF_8);
        System.out.println("report: wrote " + out + " from " + rows.size() + " results in " + csv);
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

    /** The paired targets whose two sides the main run measured (in the judged order). */
    private static List<Target> pairedTargetsRun(List<Row> rows) {
        Map<String, List<Row>> bySimpleName = bySimpleName(byClass(rows));
        return TARGETS.stream().filter(t -> t.paired()
                && judged(bySimpleName.getOrDefault(t.benchmarkClass(), List.of()), t.numerator(), t.params()) != null
                && judged(bySimpleName.getOrDefault(t.benchmarkClass(), List.of()), t.denominator(), t.params()) != null)
                .toList();
    }

    private static String value(String[] args, int i, String option, String what) {
        if (i >= args.length) {
            throw new IllegalArgumentException(option + " needs " + what + " after it");
        }
        return args[i];
    }

    // ---------------------------------------------------------------- reading

    /** Reads JMH's CSV ({@code -rf csv}): a header line, then one quoted line per result. */
    static List<Row> readCsv(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        if (lines.isEmpty()) {
            throw new IllegalArgumentException(csv + " is empty: no JMH results to report");
        }
        List<String> header = splitCsv(lines.get(0));
        int benchmark = column(header, "Benchmark", csv);
        int score = column(header, "Score", csv);
        int error = column(header, "Score Error (99.9%)", csv);
        int unit = column(header, "Unit", csv);
        int samples = column(header, "Samples", csv);
        List<Row> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) {
                continue;
            }
            List<String> cells = splitCsv(line);
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
            rows.add(new Row(name.substring(0, dot), name.substring(dot + 1), secondary, params,
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

    // ---------------------------------------------------------------- rendering

    static String render(List<Row> rows, List<Pairs.Round> pairs, Meta meta, String machine, Properties versions,
                         String date) {
        Map<String, List<Row>> byClass = byClass(rows);
        Map<String, List<Row>> bySimpleName = bySimpleName(byClass);
        List<String> classes = new ArrayList<>(byClass.keySet());
        classes.sort(Comparator.comparingInt(Report::rank).thenComparing(Report::title));

        StringBuilder md = new StringBuilder();
        md.append("# Benchmarks\n\n");
        md.append("Written by `io.hantei.bench.Report` on ").append(date)
                .append(". Do not edit by hand: run the command below again.\n\n");
        md.append("- Command: `").append(meta.command()).append("`\n");
        md.append("- Machine: ").append(machine).append("\n");
        md.append("- Load average (1, 5, 15 min) before the run: ").append(meta.loadBefore())
                .append("; after: ").append(meta.loadAfter()).append("\n");
        md.append("- JDK: ").append(meta.jvm()).append("\n");
        md.append("- JMH settings: ").append(meta.settings()).append("\n");
        md.append("- Libraries: hantei ").append(versions.getProperty("hantei", "?"))
                .append(", JMH ").append(versions.getProperty("jmh", "?"))
                .append(", dyn4j ").append(versions.getProperty("dyn4j", "?"))
                .append(", libGDX (gdx, pure-Java math only) ").append(versions.getProperty("gdx", "?"))
                .append(", JTS (jts-core) ").append(versions.getProperty("jts", "?"))
                .append(", java.awt.geom of the JDK\n\n");
        md.append("""
                How to read: every number is nanoseconds per point test (one JMH op is one point: a \
                benchmark tests all %,d seeded points of the %s x %s square in one invocation and \
                is annotated `@OperationsPerInvocation(%d)`), the mean ± JMH's 99.9%% confidence \
                half-width. *fixed* tests the points in the same order every invocation; *shuffled* \
                tests a fresh permutation each invocation, made outside the measured time. The branch \
                predictor learns the fixed order, so a per-point branch looks free there; *shuffled* \
                is what real use sees and what the targets are judged on. *÷ limit* and *÷ hantei* \
                divide a row's shuffled time by that of the hand-written branch-free limit (prepared, \
                not exact, no validation) or of hantei: a *÷ hantei* of 3.0 means hantei is 3x \
                faster. *allocated* is the bytes allocated per point test in the shuffled order, from \
                JMH's GC profiler (an average over the iteration, so values below one byte are \
                noise and print as 0). Every implementation was checked in the benchmark's setup to agree with \
                hantei on every point farther than %s from the boundary.

                """.formatted(Points.COUNT, fmtPlain(Points.SIDE), fmtPlain(Points.SIDE), Points.COUNT,
                fmtPlain(Agreement.MARGIN)));

        renderTargets(md, bySimpleName, pairs);
        for (String cls : classes) {
            renderTable(md, cls, byClass.get(cls), rows.stream()
                    .filter(r -> r.className().equals(cls) && r.secondary().equals(ALLOC)).toList());
        }
        return md.toString();
    }

    /** The primary rows (no profiler results) by benchmark class, in the order run. */
    private static Map<String, List<Row>> byClass(List<Row> rows) {
        return rows.stream().filter(Row::primary)
                .collect(Collectors.groupingBy(Row::className, LinkedHashMap::new, Collectors.toList()));
    }

    /** The same, keyed by the class's simple name, as the targets name it. */
    private static Map<String, List<Row>> bySimpleName(Map<String, List<Row>> byClass) {
        Map<String, List<Row>> bySimpleName = new LinkedHashMap<>();
        byClass.forEach((cls, list) -> bySimpleName.put(simpleName(cls), list));
        return bySimpleName;
    }

    private static void renderTargets(StringBuilder md, Map<String, List<Row>> bySimpleName, List<Pairs.Round> pairs) {
        md.append("## Targets (shuffled order)\n\n");
        md.append("| target | measured | verdict |\n|---|---:|---|\n");
        List<Target> judgedInPairs = new ArrayList<>();
        for (Target t : TARGETS) {
            List<Row> rows = bySimpleName.getOrDefault(t.benchmarkClass(), List.of());
            Double num = judged(rows, t.numerator(), t.params());
            Double den = t.denominator() == null ? Double.valueOf(1) : judged(rows, t.denominator(), t.params());
            List<Double> ratios = t.paired() ? Pairs.ratios(pairs, t) : List.of();
            String measured;
            String verdict;
            if (num == null || den == null) {
                measured = "—";
                verdict = "not measured in this run";
            } else if (!ratios.isEmpty()) {
                judgedInPairs.add(t);
                double median = Pairs.median(ratios);
                measured = ratio(median) + " in pairs (" + ratio(num / den) + " from the means)";
                verdict = verdict(t, median);
            } else {
                double value = num / den;
                measured = t.denominator() == null ? fmt(value) + " ns" : ratio(value);
                verdict = verdict(t, value);
            }
            md.append("| ").append(t.text()).append(" (").append(t.formula())
                    .append(") | ").append(measured).append(" | ").append(verdict).append(" |\n");
        }
        md.append("\n");
        if (!judgedInPairs.isEmpty()) {
            renderPairs(md, judgedInPairs, pairs);
        }
    }

    private static String verdict(Target t, double value) {
        return (t.atMost() ? value <= t.bound() : value >= t.bound()) ? "met" : "**missed**";
    }

    /** The rounds of the targets judged in pairs: each round's ratio, then their median. */
    private static void renderPairs(StringBuilder md, List<Target> targets, List<Pairs.Round> pairs) {
        md.append("""
                ### The targets measured in pairs

                The speed of this machine's cores changes for minutes at a time, by up to 1.7× for \
                the same compiled code (in the part written by hand below: "The machine's two speeds"), \
                and JMH runs every fork of one benchmark before the next, so the two means of a ratio \
                may come from minutes that ran at different speeds. The targets above that say \
                "in pairs" are judged instead on %d rounds run after the main run: each round runs \
                one fork of each side, the two sides next to each other (the order reversed every \
                other round), shuffled order, with the main run's warm-up and measurement. A round's \
                ratio compares two forks at most a minute apart; the verdict is on the median of \
                the rounds.

                """.formatted(pairs.size()));
        md.append("| target |");
        for (Pairs.Round r : pairs) {
            md.append(" round ").append(r.number()).append(" |");
        }
        md.append(" median |\n|---|").append("---:|".repeat(pairs.size() + 1)).append("\n");
        for (Target t : targets) {
            md.append("| ").append(t.text()).append(", ").append(t.numerator()).append(" ÷ ").append(t.denominator())
                    .append(" |");
            for (Pairs.Round r : pairs) {
                List<Double> one = Pairs.ratios(List.of(r), t);
                md.append(" ").append(one.isEmpty() ? "—" : ratio(one.get(0))).append(" |");
            }
            md.append(" ").append(ratio(Pairs.median(Pairs.ratios(pairs, t)))).append(" |\n");
        }
        md.append("\n");
    }

    private static void renderTable(StringBuilder md, String cls, List<Row> rows, List<Row> allocations) {
        md.append("## ").append(title(cls)).append("\n\n");
        String note = note(cls);
        if (!note.isEmpty()) {
            md.append(note).append("\n\n");
        }
        md.append("`").append(simpleName(cls)).append("`");
        Set<Integer> samples = rows.stream().map(Row::samples).collect(Collectors.toCollection(LinkedHashSet::new));
        md.append(", samples per cell: ").append(samples.stream().map(String::valueOf).collect(Collectors.joining(", ")))
                .append("\n\n");

        List<String> orders = orders(rows);
        Map<String, Map<String, Row>> byKey = new LinkedHashMap<>();
        for (Row r : rows) {
            byKey.computeIfAbsent(r.method() + "\u0000" + r.otherParams(), k -> new LinkedHashMap<>()).put(r.order(), r);
        }
        String unit = rows.get(0).unit();
        boolean hasLimit = rows.stream().anyMatch(r -> r.method().equals(LIMIT));
        boolean hasOurs = rows.stream().anyMatch(r -> r.method().equals(OURS));

        md.append("| implementation |");
        for (String o : orders) {
            md.append(" ").append(o.isEmpty() ? "score" : o).append(" (").append(unit).append(") |");
        }
        if (hasLimit) {
            md.append(" ÷ limit |");
        }
        if (hasOurs) {
            md.append(" ÷ hantei |");
        }
        boolean hasAlloc = !allocations.isEmpty();
        if (hasAlloc) {
            md.append(" allocated (B/op) |");
        }
        md.append("\n|---|");
        md.append("---:|".repeat(orders.size() + (hasLimit ? 1 : 0) + (hasOurs ? 1 : 0) + (hasAlloc ? 1 : 0)));
        md.append("\n");

        String judgedOrder = orders.contains("shuffled") ? "shuffled" : orders.get(orders.size() - 1);
        List<Map<String, Row>> lines = new ArrayList<>(byKey.values());
        lines.sort(Comparator.comparingDouble(m -> m.containsKey(judgedOrder)
                ? m.get(judgedOrder).score() : Double.MAX_VALUE));
        for (Map<String, Row> line : lines) {
            Row any = line.values().iterator().next();
            md.append("| ").append(rowLabel(cls, any.method()));
            if (!any.otherParams().isEmpty()) {
                md.append(" (").append(any.otherParams()).append(")");
            }
            md.append(" |");
            for (String o : orders) {
                Row r = line.get(o);
                md.append(" ").append(r == null ? "—" : scoreWithError(r)).append(" |");
            }
            Row judged = line.get(judgedOrder);
            if (hasLimit) {
                md.append(" ").append(relative(judged, rows, LIMIT, judgedOrder)).append(" |");
            }
            if (hasOurs) {
                md.append(" ").append(relative(judged, rows, OURS, judgedOrder)).append(" |");
            }
            if (hasAlloc) {
                Row alloc = judged == null ? null : allocations.stream()
                        .filter(a -> a.method().equals(judged.method()) && a.params().equals(judged.params()))
                        .findFirst().orElse(null);
                md.append(" ").append(alloc == null ? "—" : bytes(alloc.score())).append(" |");
            }
            md.append("\n");
        }
        md.append("\n");
    }

    private static String relative(Row row, List<Row> rows, String reference, String order) {
        if (row == null) {
            return "—";
        }
        Double ref = judged(rows, reference, row.otherParams(), order);
        return ref == null ? "—" : ratio(row.score() / ref);
    }

    /** The judged (shuffled if present) score of a method, or null when it was not run. */
    private static Double judged(List<Row> rows, String method, String otherParams) {
        List<String> orders = orders(rows);
        if (orders.isEmpty()) {
            return null;
        }
        return judged(rows, method, otherParams, orders.contains("shuffled") ? "shuffled" : orders.get(orders.size() - 1));
    }

    private static Double judged(List<Row> rows, String method, String otherParams, String order) {
        return rows.stream()
                .filter(r -> r.method().equals(method) && r.otherParams().equals(otherParams) && r.order().equals(order))
                .map(Row::score).findFirst().orElse(null);
    }

    /** The orders present, fixed before shuffled, others after. */
    private static List<String> orders(List<Row> rows) {
        List<String> orders = new ArrayList<>(rows.stream().map(Row::order).collect(Collectors.toCollection(LinkedHashSet::new)));
        List<String> preferred = List.of("fixed", "shuffled");
        orders.sort(Comparator.comparingInt((String o) -> preferred.contains(o) ? preferred.indexOf(o) : preferred.size())
                .thenComparing(o -> o));
        return orders;
    }

    private static String scoreWithError(Row r) {
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

    private static String fmtPlain(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }

    // ---------------------------------------------------------------- labels

    private static Class<?> load(String cls) {
        try {
            return Class.forName(cls, false, Report.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    static int rank(String cls) {
        Class<?> c = load(cls);
        Label label = c == null ? null : c.getAnnotation(Label.class);
        return label == null ? 1000 : label.rank();
    }

    static String title(String cls) {
        Class<?> c = load(cls);
        Label label = c == null ? null : c.getAnnotation(Label.class);
        return label == null ? simpleName(cls) : label.value();
    }

    private static String note(String cls) {
        Class<?> c = load(cls);
        Label label = c == null ? null : c.getAnnotation(Label.class);
        return label == null ? "" : label.note();
    }

    private static String rowLabel(String cls, String method) {
        Class<?> c = load(cls);
        if (c != null) {
            for (Method m : c.getMethods()) {
                Label label = m.getAnnotation(Label.class);
                if (m.getName().equals(method) && label != null) {
                    return label.value() + " `" + method + "`";
                }
            }
        }
        return "`" + method + "`";
    }

    private static String simpleName(String cls) {
        return cls.substring(cls.lastIndexOf('.') + 1);
    }

    // ---------------------------------------------------------------- environment

    private static String jvmOf(Collection<RunResult> results) {
        Set<String> jvms = new LinkedHashSet<>();
        for (RunResult r : results) {
            BenchmarkParams p = r.getParams();
            String args = p.getJvmArgs().isEmpty() ? "" : ", JVM options " + String.join(" ", p.getJvmArgs());
            jvms.add(p.getVmName() + " " + p.getVmVersion() + " (JDK " + p.getJdkVersion() + args + ")");
        }
        return String.join("; ", jvms);
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

    private static String currentJvm() {
        return System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version")
                + " (JDK " + System.getProperty("java.version") + ")";
    }

    private static String loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return String.join(", ", Arrays.asList(parts).subList(0, 3));
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    /** The CPU model, its count and any hypervisor, from lscpu where there is one. */
    static String machine() {
        Map<String, String> lscpu = new LinkedHashMap<>();
        try {
            Process p = new ProcessBuilder("lscpu").redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() == 0) {
                for (String line : text.split("\n")) {
                    int colon = line.indexOf(':');
                    if (colon > 0) {
                        lscpu.putIfAbsent(line.substring(0, colon).trim(), line.substring(colon + 1).trim());
                    }
                }
            }
        } catch (IOException e) {
            // no lscpu: fall back to what the JVM knows
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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
        s.append(", ").append(System.getProperty("os.name")).append(" ").append(System.getProperty("os.version"));
        long memory = memoryBytes();
        if (memory > 0) {
            s.append(", ").append(Math.round(memory / (1024.0 * 1024 * 1024))).append(" GiB");
        }
        return s.toString();
    }

    private static long memoryBytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            // unknown
        }
        return -1;
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
