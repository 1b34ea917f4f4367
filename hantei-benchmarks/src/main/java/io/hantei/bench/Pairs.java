package io.hantei.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.Result;
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
 * time, by up to 1.7× for the same compiled code (docs/benchmark-history.md, "The machine's two
 * speeds"). JMH runs every fork of one benchmark before the next, so the two means of a ratio
 * may come from minutes that ran at different speeds. Here each round runs one fork of every
 * benchmark named, the two sides of a ratio next to each other and the order reversed every
 * other round; a round's ratio compares forks at most a minute apart, and a target is judged on
 * the median of the rounds' ratios. Every fork tests the {@code shuffled} order, the one the
 * targets are judged on, with the warm-up and measurement of the main run. The rounds go into the
 * run's data file ({@link BenchmarkData#PAIR}), where the page takes the ratios from.
 */
final class Pairs {

    /** The order every paired fork tests (see {@link Points}). */
    static final String ORDER = "shuffled";

    /** One fork's primary result: JMH's mode, its mean and 99.9% half-width over its samples, and its unit. */
    record Fork(String mode, double score, double error, int samples, String unit) {
    }

    /** One round: each benchmark's one fork ("Class.method" to its result), in the order run. */
    record Round(int number, Map<String, Fork> forks) {
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
            Map<String, Fork> forks = new LinkedHashMap<>();
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
                Result<?> primary = result.getPrimaryResult();
                forks.put(benchmark, new Fork(result.getParams().getMode().shortLabel(), primary.getScore(),
                        primary.getScoreError(), (int) primary.getSampleCount(), primary.getScoreUnit()));
                System.out.printf(Locale.ROOT, "pairs: round %d of %d, %s: %.3f %s%n", round, rounds, benchmark,
                        primary.getScore(), primary.getScoreUnit());
            }
            out.add(new Round(round, forks));
        }
        return out;
    }

    /** The benchmarks of the paired targets that the main run measured, the two sides of each next to each other. */
    static List<String> benchmarksOf(List<BenchmarkData.Target> targets) {
        LinkedHashSet<String> names = new LinkedHashSet<>();
        for (BenchmarkData.Target t : targets) {
            names.add(t.benchmarkClass() + "." + t.numerator());
            names.add(t.benchmarkClass() + "." + t.denominator());
        }
        return List.copyOf(names);
    }
}
