package io.hantei.embed;

import io.hantei.dsl.ShapeFormula;
import io.hantei.geom.Shape;
import io.hantei.index.ShapeIndex;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The loop that answers a batch of points for one script instance ({@link Instance}): the rules
 * that test one shape by one query of a {@link ShapeIndex} per point, the rules that join such
 * tests with {@code &&}, {@code ||} and {@code !} by their bound {@link ShapeFormula}, and any
 * other rule through its closure ({@link Closures}, which the Groovy side supplies).
 *
 * <p>Java rather than Groovy for the reason of eval's point readers (ARCHITECTURE.md, package
 * {@code cli}): the loop indexes arrays for every point and rule, and Groovy 5 compiles each
 * array access of {@code @CompileStatic} code to an invokedynamic call, which the quick JIT
 * {@code ./hantei} starts with (C1) leaves slow. Not thread-safe: one instance, one thread.
 */
final class PointAnswers implements Consumer<ShapeIndex.Entry<Integer>> {

    /** Answers a rule the loop cannot: by calling its closure, under the evaluation's limits. */
    interface Closures {
        boolean answer(int rule, double x, double y);
    }

    /** For each rule, the shape it is exactly a test of, or null. */
    private final Shape[] zones;
    /** For each rule, its bound formula, or null. */
    private final ShapeFormula.Test[] formulas;
    /** The zones, each with the number of its rule; null when no rule is a zone. */
    private final ShapeIndex<Integer> index;
    /** For each rule, the last point (counted from 1 in each batch) whose query found its zone. */
    private final int[] marks;
    private int point;

    PointAnswers(Shape[] zones, ShapeFormula.Test[] formulas) {
        if (zones.length != formulas.length) {
            throw new IllegalArgumentException("zones and formulas must have one entry per rule but had "
                    + zones.length + " and " + formulas.length);
        }
        this.zones = zones.clone();
        this.formulas = formulas.clone();
        ShapeIndex<Integer> built = new ShapeIndex<>();
        for (int i = 0; i < zones.length; i++) {
            if (zones[i] != null) {
                built.add(zones[i], i);
            }
        }
        built.rebuild();
        this.index = built.isEmpty() ? null : built;
        this.marks = new int[zones.length];
    }

    /** The index's visitor: notes the rule of each zone that holds the point. */
    @Override
    public void accept(ShapeIndex.Entry<Integer> entry) {
        marks[entry.payload()] = point;
    }

    /**
     * Sets {@code hits.set(i, j)} for each point {@code i < count} and each rule
     * {@code picked[j]} that holds there, point by point in order, rule by rule.
     */
    void answer(int[] picked, double[] xs, double[] ys, int count, Hits.Builder hits, Closures closures) {
        boolean anyZone = false;
        for (int r : picked) {
            anyZone |= zones[r] != null;
        }
        Arrays.fill(marks, 0); // marks count points from 1 in each batch: forget the last batch's
        for (int i = 0; i < count; i++) {
            double x = xs[i];
            double y = ys[i];
            if (anyZone) {
                point = i + 1;
                index.query(x, y, this); // every rule that is one shape, answered by one query of the index
            }
            for (int j = 0; j < picked.length; j++) {
                int r = picked[j];
                boolean hit;
                if (zones[r] != null) {
                    hit = marks[r] == i + 1;
                } else if (formulas[r] != null) {
                    hit = formulas[r].test(x, y); // shape tests joined by &&, || and !: in Java, as the closure would answer
                } else {
                    hit = closures.answer(r, x, y);
                }
                if (hit) {
                    hits.set(i, j);
                }
            }
        }
    }
}
