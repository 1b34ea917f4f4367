package io.hantei.geom;

import java.util.function.Function;

/**
 * A value for every {@link ShapeKind}, looked up by the kind's ordinal: what an operation does
 * for a shape of each kind (ARCHITECTURE.md, "Adding a shape"). Built from a function of the
 * kind, which the tables write as a {@code switch} expression without a default, so that a kind
 * without its row does not compile; a row that is null fails when the table is built, which is
 * when its class is initialised.
 *
 * @param <V> what each kind has
 */
final class KindTable<V> {

    private final Object[] values;

    private KindTable(Object[] values) {
        this.values = values;
    }

    /**
     * The table of {@code row(k)} for every kind k.
     *
     * @throws IllegalStateException naming the table and the kind, if a row is null
     */
    static <V> KindTable<V> of(String table, Function<ShapeKind, V> row) {
        ShapeKind[] kinds = ShapeKind.values();
        Object[] values = new Object[kinds.length];
        for (ShapeKind k : kinds) {
            V v = row.apply(k);
            if (v == null) {
                throw new IllegalStateException(table + ": no row for " + k);
            }
            values[k.ordinal()] = v;
        }
        return new KindTable<>(values);
    }

    /** The value of the kind, never null. */
    @SuppressWarnings("unchecked")
    V get(ShapeKind k) {
        return (V) values[k.ordinal()];
    }
}
