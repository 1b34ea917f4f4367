package io.hantei.embed;

import groovy.lang.Closure;
import groovy.lang.Reference;
import io.hantei.dsl.HanteiScript;
import io.hantei.dsl.Rule;
import io.hantei.dsl.ShapeFormula;
import io.hantei.geom.Shape;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One run of a compiled rule script, owned by one thread at a time: its rules, in the order
 * the rule set lists them, and for each rule that is a test of one shape (see
 * {@link io.hantei.dsl.ShapeRuleFinder}) that shape, read from the rule's closure.
 */
final class Instance {

    private static final Field PREDICATE = predicateField();

    final HanteiScript script;
    final Rule[] rules;
    /** For each rule, the shape it is exactly a test of, or null. */
    final Shape[] zones;
    /** For each rule whose closure is shape tests joined by {@code &&}, {@code ||} and {@code !}, that formula bound to its shapes, or null. */
    final ShapeFormula.Test[] formulas;
    /** The loop that answers batches of points: the zones by one index query a point, the formulas in Java. */
    final PointAnswers points;

    public Instance(HanteiScript script, List<String> ruleNames, Map<String, String> zoneVariables,
                    Map<String, ShapeFormula> formulaRules) {
        this.script = script;
        Map<String, Rule> byName = new LinkedHashMap<>();
        for (Rule r : script.definedRules()) {
            byName.put(r.getName(), r);
        }
        if (!new ArrayList<>(byName.keySet()).equals(ruleNames)) {
            throw new IllegalStateException("the script defined other rules when it ran again: " +
                    quoted(byName.keySet()) + " instead of " + quoted(ruleNames) +
                    " (a rule set needs a script that does the same each time it runs)");
        }
        rules = new Rule[ruleNames.size()];
        for (int i = 0; i < rules.length; i++) {
            rules[i] = byName.get(ruleNames.get(i));
        }
        zones = new Shape[rules.length];
        for (int i = 0; i < rules.length; i++) {
            String variable = zoneVariables.get(rules[i].getName());
            if (variable != null) {
                zones[i] = captured(rules[i], variable);
            }
        }
        formulas = new ShapeFormula.Test[rules.length];
        for (int i = 0; i < rules.length; i++) {
            ShapeFormula f = formulaRules.get(rules[i].getName());
            if (f != null) {
                Map<String, Object> values = new LinkedHashMap<>();
                for (String v : f.variables()) {
                    values.put(v, captured(rules[i], v));
                }
                formulas[i] = f.bind(values);
            }
        }
        points = new PointAnswers(zones, formulas);
    }

    /** The names in single quotes, as a list shows them: {@code ['door', 'guard']}. */
    private static String quoted(Iterable<String> names) {
        List<String> shown = new ArrayList<>();
        for (String n : names) {
            shown.add("'" + n + "'");
        }
        return shown.toString();
    }

    /** The value of the script variable the rule's closure captured under that name, if it is a shape. */
    private static Shape captured(Rule rule, String variable) {
        if (PREDICATE == null) {
            return null;
        }
        try {
            Closure<?> closure = (Closure<?>) PREDICATE.get(rule);
            Field f = closure.getClass().getDeclaredField(variable);
            f.setAccessible(true);
            Object ref = f.get(closure);
            Object value = ref instanceof Reference ? ((Reference<?>) ref).get() : null;
            return value instanceof Shape ? (Shape) value : null;
        } catch (ReflectiveOperationException | RuntimeException ignored) {
            return null; // not the closure the finder saw: answer through the rule itself
        }
    }

    private static Field predicateField() {
        try {
            Field f = Rule.class.getDeclaredField("predicate");
            f.setAccessible(true);
            return f;
        } catch (ReflectiveOperationException | RuntimeException ignored) {
            return null;
        }
    }
}
