package io.hantei.spark;

import io.hantei.embed.CompileException;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A level script's rules as Spark SQL functions, for telemetry where it already is:
 * <pre>
 * HanteiSpark.register(spark, "level", Path.of("level.groovy"));
 * spark.sql("SELECT rule, count(*) FROM telemetry LATERAL VIEW explode(level_hits(x, y)) h AS rule GROUP BY rule");
 * </pre>
 * registers, under the prefix:
 * <ul>
 *   <li>{@code <prefix>_hits(x, y)}: array of the names of the rules that hold at the point, in
 *       the script's order (empty when none);</li>
 *   <li>{@code <prefix>_rule(name, x, y)}: whether the named rule holds at the point;</li>
 *   <li>{@code <prefix>_zones(x, y)}: array of the names of the script's zones holding the point
 *       ({@code zones(...)} sets, a Tiled level's {@code level.zones('Triggers')}), in the
 *       order the script gave them; empty when the script makes no zones.</li>
 * </ul>
 * A null, NaN or infinite coordinate gives null. The script is compiled here, on the driver, to
 * check it: one that does not compile, or that the sandbox refuses, fails {@code register}
 * with a {@link CompileException} naming the file and line, before any job runs. Its source
 * (never compiled classes) goes to the executors with the functions, and each executor JVM
 * compiles it once, through the same sandboxed pipeline, and shares it between its tasks.
 * Two scripts under two prefixes are two independent rule sets; registering a prefix again
 * replaces its functions.
 */
public final class HanteiSpark {

    /** A prefix is an SQL identifier: a letter or underscore, then letters, digits and underscores. */
    private static final Pattern PREFIX = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private HanteiSpark() {
    }

    /** What {@code register} registered: the functions' names, the script's rules and zones. */
    public record Registered(String script, List<String> functions, List<String> rules, List<String> zones) {
    }

    /**
     * Registers the rules of the script file (UTF-8) under {@code prefix}. A script that reads
     * maps ({@code tiled('maps/cave.tmx')}) reads them on each executor from the same folder,
     * so that folder must be there (shared storage, or the same path on every machine).
     */
    public static Registered register(SparkSession spark, String prefix, Path script) {
        if (script == null) {
            throw new IllegalArgumentException("register: the script path must not be null");
        }
        String text;
        try {
            text = Files.readString(script, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("register: cannot read the level script " + script + ": " + e.getMessage(), e);
        }
        Path name = script.getFileName();
        Path folder = script.toAbsolutePath().getParent();
        return register(spark, prefix, new LevelScript(text, name == null ? script.toString() : name.toString(),
                folder == null ? null : folder.toString()));
    }

    /** Registers the rules of the script text under {@code prefix}; messages name it {@code <prefix>.groovy}. */
    public static Registered register(SparkSession spark, String prefix, String source) {
        if (source == null) {
            throw new IllegalArgumentException("register: the script source must not be null");
        }
        return register(spark, prefix, new LevelScript(source, prefix + ".groovy", null));
    }

    private static Registered register(SparkSession spark, String prefix, LevelScript script) {
        if (spark == null) {
            throw new IllegalArgumentException("register: the Spark session must not be null");
        }
        checkPrefix(prefix);
        LevelScript.Compiled compiled = script.compileOnDriver(); // on the driver: a bad script fails here, with its line
        String hits = prefix + "_hits";
        String rule = prefix + "_rule";
        String zones = prefix + "_zones";
        spark.udf().register(hits, new LevelFunctions.Names(script, hits, LevelFunctions.Names.Of.RULES), DataTypes.createArrayType(DataTypes.StringType, false));
        spark.udf().register(rule, new LevelFunctions.Rule(script, rule), DataTypes.BooleanType);
        spark.udf().register(zones, new LevelFunctions.Names(script, zones, LevelFunctions.Names.Of.ZONES), DataTypes.createArrayType(DataTypes.StringType, false));
        return new Registered(script.name(), List.of(hits, rule, zones), compiled.rules.rules(), compiled.zoneNames());
    }

    private static void checkPrefix(String prefix) {
        if (prefix == null || !PREFIX.matcher(prefix).matches()) {
            throw new IllegalArgumentException("register: prefix must be an SQL name (a letter or _, then letters, digits "
                    + "and _), such as level, but was " + (prefix == null ? "null" : "'" + prefix + "'"));
        }
    }
}
