package io.hantei.geom;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** What {@link Polygon} and {@link Polyline} share about their vertices: lists, equality, text. */
final class Outlines {

    private Outlines() {
    }

    /** How many vertices {@link #describe} writes out before it says how many more there are. */
    static final int SHOWN = 8;

    /** The points {@code (xs[i], ys[i])} as an unmodifiable list. */
    static List<Vec2> points(double[] xs, double[] ys) {
        List<Vec2> ps = new ArrayList<>(xs.length);
        for (int i = 0; i < xs.length; i++) {
            ps.add(new Vec2(xs[i], ys[i]));
        }
        return Collections.unmodifiableList(ps);
    }

    /** Equal lengths and {@code ==} values (so 0.0 equals -0.0, as the other shapes have it). */
    static boolean sameValues(double[] a, double[] b) {
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    /** A hash agreeing with {@link #sameValues}: -0.0 folded into 0.0. */
    static int hash(double[] a) {
        int h = 1;
        for (double v : a) {
            h = 31 * h + Double.hashCode(v + 0.0);
        }
        return h;
    }

    /** {@code 4 vertices: (0, 0), (10, 0), ...}, the first {@link #SHOWN} written out. */
    static String describe(double[] xs, double[] ys, String what) {
        StringBuilder sb = new StringBuilder().append(xs.length).append(' ').append(what).append(':');
        int shown = Math.min(xs.length, SHOWN);
        for (int i = 0; i < shown; i++) {
            sb.append(i == 0 ? " (" : ", (").append(Require.num(xs[i])).append(", ").append(Require.num(ys[i])).append(')');
        }
        if (xs.length > shown) {
            sb.append(", ... ").append(xs.length - shown).append(" more");
        }
        return sb.toString();
    }
}
