package io.hantei.embed;

import io.hantei.geom.Shape;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What every rule set holds about its script once it compiled, in process or in a child JVM:
 * its name, options, rules in order (and each rule's number), shapes, zones and check examples,
 * all unmodifiable. The two kinds of rule set differ only in where the script runs.
 */
abstract class HeldRuleSet implements RuleSet {

    final String name;
    final Options options;
    final List<String> ruleNames;
    /** Each rule's number, its place in {@link #ruleNames}. */
    final Map<String, Integer> ruleIndex;
    private final List<Shape> shapes;
    private final List<Shape> zones;
    private final List<CheckExample> examples;

    HeldRuleSet(String name, Options options, List<String> rules, List<Shape> shapes, List<Shape> zones,
                List<CheckExample> examples) {
        this.name = name;
        this.options = options;
        this.ruleNames = Collections.unmodifiableList(new ArrayList<>(rules));
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < ruleNames.size(); i++) {
            index.put(ruleNames.get(i), i);
        }
        this.ruleIndex = Collections.unmodifiableMap(index);
        this.shapes = Collections.unmodifiableList(new ArrayList<>(shapes));
        this.zones = Collections.unmodifiableList(new ArrayList<>(zones));
        this.examples = Collections.unmodifiableList(new ArrayList<>(examples));
    }

    /** The name messages give a script's file: its name without the folders ({@code level.groovy}). */
    static String fileName(String scriptName) {
        String base = scriptName.replaceAll(".*[/\\\\]", "");
        return base.isEmpty() ? scriptName : base;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Options options() {
        return options;
    }

    @Override
    public final List<String> rules() {
        return ruleNames;
    }

    @Override
    public final List<Shape> shapes() {
        return shapes;
    }

    @Override
    public final List<Shape> zones() {
        return zones;
    }

    @Override
    public final List<CheckExample> examples() {
        return examples;
    }
}
