package io.hantei.embed;

import java.util.List;
import java.util.Map;

/** What every {@link RuleSet} checks of an evaluation request before it starts, with the messages. */
final class Requests {

    private Requests() {
    }

    /** The number of each named rule in {@code index}; an unknown name lists the rules there are. */
    static int[] ruleNumbers(List<String> rules, Map<String, Integer> index, List<String> names, String setName) {
        if (rules == null) {
            throw new IllegalArgumentException("evaluate: the list of rules must not be null");
        }
        int[] picked = new int[rules.size()];
        for (int j = 0; j < picked.length; j++) {
            String rule = rules.get(j);
            Integer i = rule == null ? null : index.get(rule);
            if (i == null) {
                StringBuilder known = new StringBuilder();
                for (String n : names) {
                    known.append(known.length() == 0 ? "" : ", ").append('\'').append(n).append('\'');
                }
                throw new IllegalArgumentException("evaluate: no rule named " + (rule == null ? "null" : "'" + rule + "'")
                        + " in " + setName + " — rules: " + (names.isEmpty() ? "none" : known));
            }
            picked[j] = i;
        }
        return picked;
    }

    /** The first {@code count} points of the arrays exist and are finite. */
    static void points(double[] xs, double[] ys, int count) {
        if (xs == null || ys == null) {
            throw new IllegalArgumentException("evaluate: xs and ys must not be null");
        }
        if (count < 0 || count > xs.length || count > ys.length) {
            throw new IllegalArgumentException("evaluate: count must be between 0 and the arrays' lengths (" + xs.length
                    + ", " + ys.length + ") but was " + count);
        }
        for (int i = 0; i < count; i++) {
            if (!Double.isFinite(xs[i]) || !Double.isFinite(ys[i])) {
                throw new IllegalArgumentException("evaluate: point " + i + " must have finite coordinates but was ("
                        + xs[i] + ", " + ys[i] + ")");
            }
        }
    }

    /** Two arrays of the same length, for the forms that take every point of them. */
    static void sameLength(double[] xs, double[] ys) {
        if (xs == null || ys == null || xs.length != ys.length) {
            throw new IllegalArgumentException("evaluate: xs and ys must be arrays of the same length but were "
                    + (xs == null ? "null" : xs.length + " long") + " and " + (ys == null ? "null" : ys.length + " long"));
        }
    }
}
