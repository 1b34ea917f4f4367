package io.hantei.geom;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * A value for every ordered pair of {@link ShapeKind}s, looked up by the two ordinals: what a
 * pair operation does for a shape of one kind against a shape of another (ARCHITECTURE.md,
 * "Adding a shape"). A {@link Builder} fills a pair once, and its flipped pair by the table's
 * one flip (the same value with its two arguments swapped); {@link Builder#build} refuses a
 * table with an empty cell, naming each missing pair, so a missing pair is an error when the
 * table's class is initialised, never at the first query.
 *
 * @param <V> what each pair has
 */
final class PairTable<V> {

    private static final int KINDS = ShapeKind.values().length;

    private final Object[] cells;

    private PairTable(Object[] cells) {
        this.cells = cells;
    }

    /**
     * The value of the pair (a, b), for shapes given in that order; null when a or b is outside
     * the kinds the table was built over.
     */
    @SuppressWarnings("unchecked")
    V get(ShapeKind a, ShapeKind b) {
        return (V) cells[a.ordinal() * KINDS + b.ordinal()];
    }

    /**
     * Fills a table over every kind, or over some of them.
     *
     * @param <V> what each pair has
     */
    static final class Builder<V> {

        private final String table;
        private final UnaryOperator<V> flip;
        private final Set<ShapeKind> kinds;
        private final Object[] cells = new Object[KINDS * KINDS];

        /**
         * A table of every pair of kinds, named {@code table} in its errors; {@code flip} turns a
         * value for (a, b) into the value for (b, a): the same test with its arguments swapped.
         */
        Builder(String table, UnaryOperator<V> flip) {
            this(table, flip, EnumSet.allOf(ShapeKind.class));
        }

        /** A table of the pairs of the given kinds only, as {@link #Builder(String, UnaryOperator)}. */
        Builder(String table, UnaryOperator<V> flip, Set<ShapeKind> kinds) {
            this.table = table;
            this.flip = flip;
            this.kinds = EnumSet.copyOf(kinds);
        }

        /**
         * Fills (a, b) with the value, and (b, a) with it flipped when the kinds differ.
         *
         * @throws IllegalStateException if either cell is filled already, or a kind is outside the table's
         */
        Builder<V> fill(ShapeKind a, ShapeKind b, V value) {
            if (!kinds.contains(a) || !kinds.contains(b)) {
                throw new IllegalStateException(table + ": (" + a + ", " + b + ") is outside the table's kinds " + kinds);
            }
            put(a, b, value);
            if (a != b) {
                put(b, a, flip.apply(value));
            }
            return this;
        }

        /** Fills (a, b) for every b of the table, as {@link #fill(ShapeKind, ShapeKind, Object)}. */
        Builder<V> fillRow(ShapeKind a, V value) {
            for (ShapeKind b : kinds) {
                fill(a, b, value);
            }
            return this;
        }

        private void put(ShapeKind a, ShapeKind b, V value) {
            int i = a.ordinal() * KINDS + b.ordinal();
            if (cells[i] != null) {
                throw new IllegalStateException(table + ": (" + a + ", " + b + ") is filled twice");
            }
            cells[i] = value;
        }

        /**
         * The table.
         *
         * @throws IllegalStateException naming the table and every pair of its kinds left empty
         */
        PairTable<V> build() {
            List<String> missing = new ArrayList<>();
            for (ShapeKind a : kinds) {
                for (ShapeKind b : kinds) {
                    if (cells[a.ordinal() * KINDS + b.ordinal()] == null) {
                        missing.add("(" + a + ", " + b + ")");
                    }
                }
            }
            if (!missing.isEmpty()) {
                throw new IllegalStateException(table + ": no cell for " + String.join(", ", missing));
            }
            return new PairTable<>(cells.clone());
        }
    }
}
