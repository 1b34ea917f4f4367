package io.hantei.engine

import io.hantei.dsl.ScriptRunner

import java.time.Duration

import groovy.transform.CompileStatic
import io.hantei.dsl.ScriptCompiler
import org.junit.platform.engine.ConfigurationParameters

/**
 * The engine's configuration parameters (from {@code junit-platform.properties}, Surefire's
 * {@code configurationParameters}, Gradle's {@code systemProperty}, or the launcher):
 * <ul>
 *   <li>{@code hantei.levels}: the folder of level scripts that a whole-project request runs
 *       (default {@code src/test/levels}, from the working directory);</li>
 *   <li>{@code hantei.sandbox}: {@code true} runs every script in the sandbox, as an embedding
 *       game would with {@code RuleSet.compile} (default {@code false}: trusted, as
 *       {@code ./hantei run} runs them);</li>
 *   <li>{@code hantei.timeLimit}: with the sandbox on, the limit on each script's whole run, its
 *       checks included, as a Java duration or in seconds ({@code PT2M}, {@code 120}; default
 *       {@code 60} s): a script that never ends fails its tests instead of holding the build;</li>
 *   <li>{@code hantei.execution.parallel.enabled}: {@code true} runs scripts in parallel (also
 *       on when {@code junit.jupiter.execution.parallel.enabled} is true and this is unset);
 *       {@code hantei.execution.parallel.config.*} as Jupiter's
 *       {@code junit.jupiter.execution.parallel.config.*} (strategy, parallelism).</li>
 * </ul>
 */
@CompileStatic
final class EngineSettings {

    static final String LEVELS = 'hantei.levels'
    static final String SANDBOX = 'hantei.sandbox'
    static final String TIME_LIMIT = 'hantei.timeLimit'
    static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(60)
    static final String PARALLEL = 'hantei.execution.parallel.enabled'
    static final String PARALLEL_CONFIG_PREFIX = 'hantei.execution.parallel.config.'
    static final String JUPITER_PARALLEL = 'junit.jupiter.execution.parallel.enabled'
    static final String DEFAULT_LEVELS = 'src/test/levels'

    final File levels
    final boolean sandboxed
    /** The limit on each script's run in the sandbox. */
    final Duration timeLimit
    final boolean parallel

    EngineSettings(ConfigurationParameters parameters) {
        levels = new File(parameters.get(LEVELS).map { String s -> s.trim() }.filter { String s -> !s.isEmpty() }.orElse(DEFAULT_LEVELS))
        sandboxed = flag(parameters, SANDBOX, false)
        timeLimit = duration(parameters, TIME_LIMIT, DEFAULT_TIME_LIMIT)
        parallel = flag(parameters, PARALLEL, flag(parameters, JUPITER_PARALLEL, false))
    }

    private static boolean flag(ConfigurationParameters parameters, String key, boolean otherwise) {
        Optional<String> value = parameters.get(key)
        if (!value.present) {
            return otherwise
        }
        String v = value.get().trim().toLowerCase(Locale.ROOT)
        if (v != 'true' && v != 'false') {
            throw new IllegalArgumentException("hantei: the configuration parameter $key must be true or false but was '${value.get()}'")
        }
        v == 'true'
    }

    private static Duration duration(ConfigurationParameters parameters, String key, Duration otherwise) {
        Optional<String> value = parameters.get(key)
        if (!value.present) {
            return otherwise
        }
        String v = value.get().trim()
        try {
            Duration d = v ==~ /\d+/ ? Duration.ofSeconds(Long.parseLong(v)) : Duration.parse(v)
            if (!d.isNegative()) {
                return d
            }
        } catch (RuntimeException ignored) {
            // said below
        }
        throw new IllegalArgumentException("hantei: the configuration parameter $key must be a duration in seconds (120) " +
                "or as Java writes it (PT2M), 0 for none, but was '${value.get()}'")
    }

    /** The runner of this run's scripts: with the sandbox, under {@link #timeLimit}. */
    ScriptRunner runner() {
        sandboxed ? new ScriptRunner().timeLimit(timeLimit) : new ScriptRunner()
    }

    /** The one pipeline's compiler for the scripts of this run. */
    ScriptCompiler compiler() {
        sandboxed ? ScriptCompiler.forRuleSets(true) : ScriptCompiler.TRUSTED
    }
}
