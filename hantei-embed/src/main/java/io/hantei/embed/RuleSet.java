package io.hantei.embed;

import io.hantei.geom.Shape;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;

/**
 * A hantei rule script compiled once, to be evaluated many times from Java, from any number
 * of threads at once.
 * <pre>
 * RuleSet rules = RuleSet.compile(Path.of("level.groovy"), Options.defaults());
 * rules.rules();                                  // [guard sees player, picks up the coin]
 * rules.evaluate("guard sees player", 150, 130);  // true
 * rules.evaluateAll(150, 130);                    // the names of the rules that hit (150, 130)
 * rules.examples();                              // the hit and miss lines of its checks
 * rules.runChecks().passed();                     // the script's own checks, run again
 * </pre>
 * <b>Compiling</b> runs the script once (within {@link Options#compileTimeout()}) to collect its
 * shapes, rules and checks; a script that does not compile, throws, or is refused by the
 * sandbox gives a {@link CompileException} naming the file and the line.
 *
 * <p><b>Threads.</b> A rule set is immutable and thread-safe. Rules may keep state in the
 * script's variables, so each thread that evaluates gets its own instance of the script, made
 * by running the compiled script again (never by compiling it again): rules never see another
 * thread's state, and evaluating from many threads gives the answers one thread gives, as long
 * as the script itself is deterministic.
 *
 * <p><b>Limits.</b> With a time limit, evaluations run on a worker thread and the caller waits
 * at most that long per evaluation, plus a short grace; see {@link Options} for the limits and
 * docs/sandbox.md for what the sandbox refuses and what it cannot guarantee. Handing work to a
 * worker costs some microseconds per call: for many points use the batch methods, which hand
 * over the whole batch once.
 *
 * <p>Rules answer for a point: each evaluation passes the point {@code (x, y)} to the rule's
 * closure ({@code { p -> ... }} gets a {@link io.hantei.geom.Vec2}, {@code { x, y -> ... }} the
 * coordinates). A rule that answers anything but true or false, or throws, gives an
 * {@link EvaluationException}.
 */
public interface RuleSet extends AutoCloseable {

    /**
     * Compiles the script file (UTF-8) with {@link Options#defaults()}: sandboxed, with the
     * default limits. The one-liner for a tool that runs designers' scripts.
     */
    static RuleSet compile(Path file) {
        return compile(file, Options.defaults());
    }

    /** Compiles the script file (UTF-8); it is named by its file name in messages. */
    static RuleSet compile(Path file, Options options) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the rule script " + file + ": " + e.getMessage(), e);
        }
        Path name = file.getFileName();
        String scriptName = name == null ? file.toString() : name.toString();
        // the script knows its folder: tiled('maps/cave.tmx') is read from there
        return compile(text, scriptName, options, file.toAbsolutePath().getParent());
    }

    /**
     * Compiles script source as if it were a file in {@code directory}: its words find the
     * files it names there ({@code tiled('maps/cave.tmx')}), and a sandboxed script reads
     * nothing outside that folder tree. Null: no folder, so it names no files.
     */
    static RuleSet compile(String source, String scriptName, Options options, Path directory) {
        if (source == null) {
            throw new IllegalArgumentException("compile: the script source must not be null");
        }
        if (scriptName == null || scriptName.isBlank()) {
            throw new IllegalArgumentException("compile: the script name must be some text, like level.groovy, but was "
                    + (scriptName == null ? "null" : "'" + scriptName + "'"));
        }
        if (options == null) {
            throw new IllegalArgumentException("compile: options must not be null (use Options.defaults())");
        }
        Path folder = directory == null ? null : directory.toAbsolutePath();
        return options.isolated() ? IsolatedRuleSet.compile(source, scriptName, options, folder == null ? null : folder.toString())
                : ScriptRuleSet.compile(source, scriptName, options, folder == null ? null : folder.toFile());
    }

    /** Compiles script source, named {@code rules.groovy} in messages. */
    static RuleSet compile(String source, Options options) {
        return compile(source, "rules.groovy", options);
    }

    /** Compiles script source; {@code scriptName} (such as {@code level.groovy}) names it in messages. */
    static RuleSet compile(String source, String scriptName, Options options) {
        return compile(source, scriptName, options, null);
    }

    /** Compiles the script read from {@code source} (read to its end, not closed). */
    static RuleSet compile(Reader source, String scriptName, Options options) {
        if (source == null) {
            throw new IllegalArgumentException("compile: the reader must not be null");
        }
        StringBuilder text = new StringBuilder();
        char[] buffer = new char[8192];
        try {
            for (int n; (n = source.read(buffer)) >= 0; ) {
                text.append(buffer, 0, n);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the rule script " + scriptName + ": " + e.getMessage(), e);
        }
        return compile(text.toString(), scriptName, options);
    }

    /** The script's name, as given when compiled. */
    String name();

    /** The options it was compiled with. */
    Options options();

    /** The names of the rules, in the order the script defines them. */
    List<String> rules();

    /**
     * The plane shapes the script made ({@code rect}, {@code fan}, {@code circle} and any other
     * {@link Shape} its rules or variables hold), in the order it made them. Pixel rectangles
     * are not {@link Shape}s and are not listed.
     */
    List<Shape> shapes();

    /**
     * The shapes of the zones sets the script made ({@code def triggers = zones(door, well)}, a
     * Tiled level's {@code level.zones('Triggers')}), each once, in the order first given;
     * empty when it made none. {@link Shape#name()} is a zone's name.
     */
    List<Shape> zones();

    /** The examples of the script's checks (each {@code hit} and {@code miss}), in order. */
    List<CheckExample> examples();

    /** Runs the script's checks again and reports each example. */
    CheckReport runChecks();

    /**
     * The named rule's answer for the point {@code (x, y)}.
     *
     * @throws IllegalArgumentException if there is no such rule, or x or y is not finite
     * @throws EvaluationException      if the rule fails
     */
    default boolean evaluate(String rule, double x, double y) {
        return evaluate(Collections.singletonList(rule), new double[]{x}, new double[]{y}, 1).hit(0, 0);
    }

    /** The named rule's answer for each point {@code (xs[i], ys[i])}; the arrays have the same length. */
    default boolean[] evaluate(String rule, double[] xs, double[] ys) {
        Requests.sameLength(xs, ys);
        Hits hits = evaluate(Collections.singletonList(rule), xs, ys, xs.length);
        boolean[] answers = new boolean[xs.length];
        for (int i = 0; i < answers.length; i++) {
            answers[i] = hits.hit(i, 0);
        }
        return answers;
    }

    /** The names of the rules that hit the point, in rule order. */
    default List<String> evaluateAll(double x, double y) {
        return evaluate(rules(), new double[]{x}, new double[]{y}, 1).rulesHitting(0);
    }

    /** Every rule for each point {@code (xs[i], ys[i])}. */
    default Hits evaluateAll(double[] xs, double[] ys) {
        Requests.sameLength(xs, ys);
        return evaluate(rules(), xs, ys, xs.length);
    }

    /**
     * The named rules (in the order given) for the first {@code count} points of the arrays.
     * In a sandboxed rule set (where a script cannot change what {@code in} means) the rules
     * that are a test of one shape ({@code { p -> p in zone }}) are answered through a spatial
     * index of those shapes; the answers are those of the rules themselves.
     */
    Hits evaluate(List<String> rules, double[] xs, double[] ys, int count);

    /**
     * Lets go of what the rule set holds outside the heap: an {@link Options#isolated() isolated}
     * rule set stops its child JVM (a later call starts a new one). Nothing for one in process.
     */
    @Override
    default void close() {
    }
}
