package io.hantei.render;

import io.hantei.geom.ShapeKind;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A row for every {@link ShapeKind}: what the pictures do for a shape of each kind (draw it, place
 * its name). The rows are written as a {@code switch} expression without a default, so that a kind
 * without its row does not compile; a null row fails when the table is built, which is when its
 * class is initialised (ARCHITECTURE.md, "Adding a shape").
 */
final class KindRows {

    private KindRows() {
    }

    /**
     * The rows {@code row(k)} of every kind, by kind.
     *
     * @throws IllegalStateException naming the table and the kind, if a row is null
     */
    static <V> Map<ShapeKind, V> of(String table, Function<ShapeKind, V> row) {
        Map<ShapeKind, V> rows = new EnumMap<>(ShapeKind.class);
        for (ShapeKind k : ShapeKind.values()) {
            V v = row.apply(k);
            if (v == null) {
                throw new IllegalStateException(table + ": no row for " + k);
            }
            rows.put(k, v);
        }
        return Collections.unmodifiableMap(rows);
    }
}
