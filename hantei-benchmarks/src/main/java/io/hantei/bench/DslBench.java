package io.hantei.bench;

import groovy.lang.Closure;
import groovy.lang.GroovyShell;
import org.codehaus.groovy.control.CompilerConfiguration;
import io.hantei.geom.Fan;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The fan of {@link Scene} built by the DSL ({@code fan(at:, dir:, range:, len:)}) against the
 * same fan built in Java, and a rule written in a script, evaluated per point.
 */
@Label(value = "DSL-built shape against Java-built, and a rule script per point (the fan)", rank = 80,
        note = "The DSL's fan(...) returns the core Fan itself, so the first two rows run the same code. "
                + "The rule rows call a Groovy closure compiled from a script with the DSL's configuration.")
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@OperationsPerInvocation(Points.COUNT)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class DslBench {

    private Fan java;
    private Fan dsl;
    private Closure<?> ruleXY;
    private Closure<?> rulePoint;

    @Setup(Level.Trial)
    public void prepare() throws ReflectiveOperationException {
        java = Fan.of(Scene.CX, Scene.CY, Scene.FAN_DIR, Scene.FAN_RANGE, Scene.FAN_LEN);
        // by reflection: this profile's Java sources compile before the Groovy DSL does
        dsl = (Fan) Class.forName("io.hantei.dsl.Hantei").getMethod("fan", Map.class).invoke(null,
                Map.of("at", List.of(Scene.CX, Scene.CY), "dir", Scene.FAN_DIR,
                        "range", Scene.FAN_RANGE, "len", Scene.FAN_LEN));
        if (!dsl.equals(java)) {
            throw new IllegalStateException("the DSL built " + dsl + ", not " + java);
        }
        // ScriptCompiler.TRUSTED.configuration(), the trusted scripts' configuration (TRUSTED is a
        // Groovy property: a static getter)
        Class<?> compilers = Class.forName("io.hantei.dsl.ScriptCompiler");
        Object trusted = compilers.getMethod("getTRUSTED").invoke(null);
        CompilerConfiguration config = (CompilerConfiguration) compilers.getMethod("configuration").invoke(trusted);
        GroovyShell shell = new GroovyShell(getClass().getClassLoader(), config);
        List<?> rules = (List<?>) shell.evaluate(
                "def guard = fan(at: [" + Scene.CX + ", " + Scene.CY + "], dir: " + Scene.FAN_DIR
                        + ", range: " + Scene.FAN_RANGE + ", len: " + Scene.FAN_LEN + ")\n"
                        + "[{ double x, double y -> guard.contains(x, y) }, { p -> p in guard }]\n", "rules.groovy");
        ruleXY = (Closure<?>) rules.get(0);
        rulePoint = (Closure<?>) rules.get(1);
    }

    @Benchmark
    @Label("hantei: Fan.of(...) from Java")
    public boolean[] hantei(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = java.contains(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("DSL: fan(at:, dir:, range:, len:) from Groovy")
    public boolean[] dsl(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = dsl.contains(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("rule script { double x, double y -> guard.contains(x, y) }")
    public boolean[] ruleXY(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = (Boolean) ruleXY.call(xs[i], ys[i]);
        }
        return out;
    }

    @Benchmark
    @Label("rule script { p -> p in guard } called with [x, y]")
    public boolean[] rulePoint(Points p) {
        double[] xs = p.x;
        double[] ys = p.y;
        boolean[] out = p.hits;
        for (int i = 0; i < xs.length; i++) {
            out[i] = (Boolean) rulePoint.call(List.of(xs[i], ys[i]));
        }
        return out;
    }
}
