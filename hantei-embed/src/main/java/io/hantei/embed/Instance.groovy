package io.hantei.embed

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import io.hantei.dsl.HanteiScript
import io.hantei.dsl.Rule
import io.hantei.dsl.ShapeFormula
import io.hantei.geom.Shape

import java.lang.reflect.Field

/**
 * One run of a compiled rule script, owned by one thread at a time: its rules, in the order
 * the rule set lists them, and for each rule that is a test of one shape (see
 * {@link ShapeRuleFinder}) that shape, read from the rule's closure.
 */
@CompileStatic
@PackageScope
final class Instance {

    private static final Field PREDICATE = predicateField()

    final HanteiScript script
    final Rule[] rules
    /** For each rule, the shape it is exactly a test of, or null. */
    final Shape[] zones
    /** For each rule whose closure is shape tests joined by {@code &&}, {@code ||} and {@code !}, that formula bound to its shapes, or null. */
    final io.hantei.dsl.ShapeFormula.Test[] formulas
    /** The loop that answers batches of points: the zones by one index query a point, the formulas in Java. */
    final PointAnswers points

    Instance(HanteiScript script, List<String> ruleNames, Map<String, String> zoneVariables,
             Map<String, ShapeFormula> formulaRules) {
        this.script = script
        Map<String, Rule> byName = [:]
        script.definedRules().each { Rule r -> byName.put(r.name, r) }
        if (byName.keySet().toList() != ruleNames) {
            throw new IllegalStateException('the script defined other rules when it ran again: ' +
                    byName.keySet().collect { "'" + it + "'" } + ' instead of ' + ruleNames.collect { "'" + it + "'" } +
                    ' (a rule set needs a script that does the same each time it runs)')
        }
        rules = ruleNames.collect { byName.get(it) } as Rule[]
        zones = new Shape[rules.length]
        for (int i = 0; i < rules.length; i++) {
            String variable = zoneVariables.get(rules[i].name)
            if (variable != null) {
                zones[i] = captured(rules[i], variable)
            }
        }
        formulas = new io.hantei.dsl.ShapeFormula.Test[rules.length]
        for (int i = 0; i < rules.length; i++) {
            ShapeFormula f = formulaRules.get(rules[i].name)
            if (f != null) {
                Map<String, Object> values = [:]
                for (String v : f.variables()) {
                    values.put(v, captured(rules[i], v))
                }
                formulas[i] = f.bind(values)
            }
        }
        points = new PointAnswers(zones, formulas)
    }

    /** The value of the script variable the rule's closure captured under that name, if it is a shape. */
    private static Shape captured(Rule rule, String variable) {
        if (PREDICATE == null) {
            return null
        }
        try {
            Closure<?> closure = (Closure<?>) PREDICATE.get(rule)
            Field f = closure.getClass().getDeclaredField(variable)
            f.accessible = true
            Object ref = f.get(closure)
            Object value = ref instanceof Reference ? ((Reference) ref).get() : null
            return value instanceof Shape ? (Shape) value : null
        } catch (ReflectiveOperationException | RuntimeException ignored) {
            return null // not the closure the finder saw: answer through the rule itself
        }
    }

    private static Field predicateField() {
        try {
            Field f = Rule.getDeclaredField('predicate')
            f.accessible = true
            return f
        } catch (ReflectiveOperationException | RuntimeException ignored) {
            return null
        }
    }
}
