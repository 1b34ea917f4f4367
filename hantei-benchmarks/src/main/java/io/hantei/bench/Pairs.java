package io.hantei.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The two sides of a ratio measured in adjacent forks, round after round ("pairs"), for the
 * targets whose verdict must not depend on when each side ran.
 *
 * <p>Why: the speed of a core of the machines these benchmarks run on changes for minutes at a
 * time, by up to 1.7× for the same compiled code (docs/benchmarks.md, "The machine's two
 * speeds"). JMH runs every fork of one benchmark before the next, so the two means of a ratio
 * may come from minutes that ran at different speeds. Here each round runs one fork of every
 * benchmark named, the two sides of a ratio next to each other and the order reversed every
 * other round; a round's ratio compares forks at most a minute apart, and a target is judged on
 * the median of the rounds' ratios. Every fork tests the {@code shuffled} order, the one the
 * targets are judged on, with the warm-up and measurement of the main run.
 */
final class Pairs {

    /** The order every paired fork tests (see {@link Points}). */
    static final String ORDER = "shuffled";
    private static final String HEADER = "round,benchmark,score";

    /** One round: the mean of each benchmark's one fork ("Class.method" to ns per op), in the order run. */
    record Round(int number, Map<String, Double> scores) {
    }

    private Pairs() {
    }

    /**
     * Runs {@code rounds} rounds of one fork per benchmark ("SimpleClass.method", in the order
     * given, which puts the two sides of each ratio next to each other), with the iteration
     * settings and JVM options of {@code given}.
     */
    static List<Round> run(List<String> benchmarks, int rounds, CommandLineOptions given) throws RunnerException {
        List<Round> out = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            List<String> order = new ArrayList<>(benchmarks);
            if (round % 2 == 0) {
                Collections.reverse(order);
            }
            Map<String, Double> scores = new LinkedHashMap<>();
            for (String benchmark : order) {
                OptionsBuilder o = new OptionsBuilder();
                o.include("^" + Pattern.quote(Pairs.class.getPackageName() + "." + benchmark) + "$")
                        .forks(1).param("order", ORDER).verbosity(VerboseMode.SILENT)
                        .resultFormat(ResultFormatType.CSV).result(Path.of("target", "jmh-pairs-fork.csv").toString())
                        .shouldFailOnError(true);
                if (given.getWarmupIterations().hasValue()) {
                    o.warmupIterations(given.getWarmupIterations().get());
                }
                if (given.getWarmupTime().hasValue()) {
                    o.warmupTime(given.getWarmupTime().get());
                }
                if (given.getMeasurementIterations().hasValue()) {
                    o.measurementIterations(given.getMeasurementIterations().get());
                }
                if (given.getMeasurementTime().hasValue()) {
                    o.measurementTime(given.getMeasurementTime().get());
                }
                if (given.getJvmArgs().hasValue()) {
                    o.jvmArgs(given.getJvmArgs().get().toArray(new String[0]));
                }
                if (given.getJvmArgsAppend().hasValue()) {
                    o.jvmArgsAppend(given.getJvmArgsAppend().get().toArray(new String[0]));
                }
                if (given.getJvmArgsPrepend().hasValue()) {
                    o.jvmArgsPrepend(given.getJvmArgsPrepend().get().toArray(new String[0]));
                }
                RunResult result = new Runner(o.build()).runSingle();
                double score = result.getPrimaryResult().getScore();
                scores.put(benchmark, score);
                System.out.printf(Locale.ROOT, "pairs: round %d of %d, %s: %.3f %s%n", round, rounds, benchmark,
                        score, result.getPrimaryResult().getScoreUnit());
            }
            out.add(new Round(round, scores));
        }
        return out;
    }

    /** The benchmarks of the paired targets that the main run measured, the two sides of each next to each other. */
    static List<String> benchmarksOf(List<Report.Target> targets) {
        LinkedHashSet<String> names = new LinkedHashSet<>();
        for (Report.Target t : targets) {
            names.add(t.benchmarkClass() + "." + t.numerator());
            names.add(t.benchmarkClass() + "." + t.denominator());
        }
        return List.copyOf(names);
    }

    /** Each round's ratio {@code numerator / denominator}, in round order; rounds missing a side are left out. */
    static List<Double> ratios(List<Round> rounds, Report.Target t) {
        List<Double> out = new ArrayList<>();
        for (Round r : rounds) {
            Double num = r.scores().get(t.benchmarkClass() + "." + t.numerator());
            Double den = r.scores().get(t.benchmarkClass() + "." + t.denominator());
            if (num != null && den != null) {
                out.add(num / den);
            }
        }
        return out;
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

    static void write(Path csv, List<Round> rounds) throws IOException {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        for (Round r : rounds) {
            r.scores().forEach((benchmark, score) ->
                    text.append(r.number()).append(',').append(benchmark).append(',').append(score).append('\n'));
        }
        if (csv.getParent() != null) {
            Files.createDirectories(csv.getParent());
        }
        Files.writeString(csv, text, StandardCharsets.UTF_8);
    }

    /** Reads what {@link #write} wrote; a malformed line is reported with its number. */
    static List<Round> read(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
            throw new IllegalArgumentException(csv + ": expected the header '" + HEADER + "' on line 1 but got "
                    + (lines.isEmpty() ? "an empty file" : "'" + lines.get(0) + "'"));
        }
        Map<Integer, Map<String, Double>> byRound = new LinkedHashMap<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            String[] cells = line.split(",", -1);
            try {
                if (cells.length != 3) {
                    throw new NumberFormatException("3 cells expected, " + cells.length + " found");
                }
                byRound.computeIfAbsent(Integer.parseInt(cells[0]), k -> new LinkedHashMap<>())
                        .put(cells[1], Double.parseDouble(cells[2]));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(csv + " line " + (i + 1) + ": expected round,benchmark,score but got '"
                        + line + "' (" + e.getMessage() + ")", e);
            }
        }
        List<Round> rounds = new ArrayList<>();
        byRound.forEach((n, scores) -> rounds.add(new Round(n, scores)));
        return rounds;
    }
}
