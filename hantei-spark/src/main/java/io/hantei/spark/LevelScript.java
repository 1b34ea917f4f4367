package io.hantei.spark;

import io.hantei.embed.CompileException;
import io.hantei.embed.Options;
import io.hantei.embed.RuleSet;
import io.hantei.geom.Shape;
import io.hantei.index.ShapeIndex;

import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A level script as it travels to the executors: its source text, its name and the folder it
 * came from, never compiled classes. Each JVM compiles it once, through the sandboxed pipeline
 * ({@link RuleSet#compile(String, String, Options, Path)}), and keeps the result for every task
 * and function of that JVM that names the same script ({@link #compiled()}).
 */
final class LevelScript implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * Every evaluation runs on the task's own thread (one point at a time, as Spark asks): the
     * time limit is kept by the checks compiled into the script, and a task stuck in a library
     * call is Spark's to kill. Otherwise the defaults: sandboxed, 1 s and 256 MiB per evaluation.
     */
    static final Options OPTIONS = Options.defaults().callerThread(true);

    /** The scripts this JVM has compiled, by source, name and folder. */
    private static final Map<LevelScript, Compiled> COMPILED = new ConcurrentHashMap<>();

    private final String source;
    private final String name;
    /** The script's folder as the driver saw it, or null: where {@code tiled(...)} finds maps. */
    private final String directory;

    LevelScript(String source, String name, String directory) {
        this.source = source;
        this.name = name;
        this.directory = directory;
    }

    String name() {
        return name;
    }

    /**
     * Compiles the script here, for the driver's check (a {@link CompileException} names the
     * line), and keeps it for this JVM's tasks: in local mode the driver is the executor.
     */
    Compiled compileOnDriver() {
        Compiled c = compile();
        COMPILED.putIfAbsent(this, c);
        return c;
    }

    private Compiled compile() {
        Path folder = directory == null ? null : Path.of(directory);
        return new Compiled(RuleSet.compile(source, name, OPTIONS, folder != null && Files.isDirectory(folder) ? folder : null));
    }

    /** The script compiled in this JVM: compiled on first use, then shared. */
    Compiled compiled() {
        Compiled c = COMPILED.get(this);
        return c != null ? c : COMPILED.computeIfAbsent(this, s -> {
            try {
                return s.compile();
            } catch (CompileException e) {
                // it compiled on the driver: a map missing on this machine, say
                throw new IllegalStateException(name + " compiled on the driver but not on this executor: " + e.getMessage(), e);
            }
        });
    }

    /** How many scripts this JVM has compiled and keeps (for the specs). */
    static int compiledCount() {
        return COMPILED.size();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LevelScript other && source.equals(other.source) && name.equals(other.name)
                && Objects.equals(directory, other.directory);
    }

    @Override
    public int hashCode() {
        return Objects.hash(source, name, directory);
    }

    @Override
    public String toString() {
        return "LevelScript[" + name + ", " + source.length() + " chars]";
    }

    /** A script compiled in this JVM: its rule set, and its zones in a spatial index. Immutable. */
    static final class Compiled {

        final RuleSet rules;
        /** The zones' names (a zone without one shows as its description), by their order in the script. */
        private final String[] zoneNames;
        /** Each zone's number in {@link #zoneNames}. */
        private final ShapeIndex<Integer> zones = new ShapeIndex<>();

        Compiled(RuleSet rules) {
            this.rules = rules;
            List<Shape> shapes = rules.zones();
            this.zoneNames = new String[shapes.size()];
            for (int i = 0; i < zoneNames.length; i++) {
                Shape s = shapes.get(i);
                zoneNames[i] = s.name() != null ? s.name() : s.toString();
                zones.add(s, i);
            }
            zones.rebuild();
        }

        /** The names of the zones holding the point, in the order the script gave them. */
        String[] zonesAt(double x, double y) {
            List<Integer> found = new ArrayList<>(4);
            zones.query(x, y, e -> found.add(e.payload()));
            int[] order = new int[found.size()];
            for (int i = 0; i < order.length; i++) {
                order[i] = found.get(i);
            }
            Arrays.sort(order);
            String[] names = new String[order.length];
            for (int i = 0; i < order.length; i++) {
                names[i] = zoneNames[order[i]];
            }
            return names;
        }

        List<String> zoneNames() {
            return List.of(zoneNames);
        }
    }
}
