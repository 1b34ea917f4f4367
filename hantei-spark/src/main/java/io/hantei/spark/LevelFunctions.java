package io.hantei.spark;

import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.api.java.UDF3;

/**
 * The three SQL functions of a registered level, as Spark calls them: once per row, on the
 * executor's task thread. Each holds the {@link LevelScript} (its source travels with the
 * function) and finds the script compiled in its JVM on first call.
 *
 * <p>Coordinates: any numeric column (double, float, int, long, decimal) is read as a double.
 * A null, NaN or infinite coordinate is no point of the plane: the answer is null, not a failed
 * job. A column of another type (a string, say) fails with a message that says how to cast it.
 */
final class LevelFunctions {

    private LevelFunctions() {
    }

    /** The script and the SQL name of one function, with the script compiled in this JVM once found. */
    private abstract static class LevelFunction implements java.io.Serializable {

        private static final long serialVersionUID = 1L;

        final LevelScript script;
        final String function;
        private transient LevelScript.Compiled compiled;

        LevelFunction(LevelScript script, String function) {
            this.script = script;
            this.function = function;
        }

        final LevelScript.Compiled compiled() {
            LevelScript.Compiled c = compiled;
            if (c == null) {
                c = script.compiled();
                compiled = c; // the same object for every thread: its fields are final
            }
            return c;
        }

        /** What a function answers at a point of the plane, from the script compiled in this JVM. */
        interface AtPoint<T> {
            T answer(LevelScript.Compiled compiled, double x, double y);
        }

        /** The answer at {@code (x, y)}, or null when either is null, NaN or infinite. */
        final <T> T at(Object x, Object y, AtPoint<T> answer) {
            double px = coordinate("x", x);
            double py = coordinate("y", y);
            return Double.isNaN(px) || Double.isNaN(py) ? null : answer.answer(compiled(), px, py);
        }

        /** The coordinate as a double; NaN for null, NaN and the infinities, which answer null. */
        final double coordinate(String argument, Object value) {
            if (value == null) {
                return Double.NaN;
            }
            if (value instanceof Number n) {
                double d = n.doubleValue();
                return Double.isFinite(d) ? d : Double.NaN;
            }
            throw new IllegalArgumentException(function + ": " + argument + " must be a number but was "
                    + value.getClass().getSimpleName() + " '" + value + "' — cast the column: "
                    + function + "(CAST(" + argument + " AS DOUBLE), ...)");
        }
    }

    /**
     * {@code <prefix>_hits(x, y)}, the names of the rules that hold at the point, or
     * {@code <prefix>_zones(x, y)}, the names of the script's zones holding it: in the script's order.
     */
    static final class Names extends LevelFunction implements UDF2<Object, Object, String[]> {

        private static final long serialVersionUID = 1L;

        /** Which names: of the rules that hold, or of the zones that hold the point. */
        enum Of { RULES, ZONES }

        private final Of of;

        Names(LevelScript script, String function, Of of) {
            super(script, function);
            this.of = of;
        }

        @Override
        public String[] call(Object x, Object y) {
            return at(x, y, (compiled, px, py) -> of == Of.RULES
                    ? compiled.rules.evaluateAll(px, py).toArray(new String[0]) : compiled.zonesAt(px, py));
        }
    }

    /** {@code <prefix>_rule(name, x, y)}: whether the named rule holds at the point. */
    static final class Rule extends LevelFunction implements UDF3<String, Object, Object, Boolean> {

        private static final long serialVersionUID = 1L;

        Rule(LevelScript script, String function) {
            super(script, function);
        }

        @Override
        public Boolean call(String rule, Object x, Object y) {
            return rule == null ? null : at(x, y, (compiled, px, py) -> {
                if (!compiled.rules.rules().contains(rule)) {
                    throw new IllegalArgumentException(function + ": " + script.name() + " has no rule '" + rule
                            + "'; its rules: " + String.join(", ", compiled.rules.rules()));
                }
                return compiled.rules.evaluate(rule, px, py);
            });
        }
    }
}
