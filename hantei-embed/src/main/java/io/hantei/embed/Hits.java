package io.hantei.embed;

import java.util.ArrayList;
import java.util.List;

/**
 * Which rules hit which points of a batch: a table of points by rules, read with
 * {@link #hit(int, int)}. Immutable.
 */
public final class Hits {

    private final List<String> rules;
    private final int points;
    private final long[] bits; // point-major: bit point * rules + rule

    Hits(List<String> rules, int points, long[] bits) {
        this.rules = List.copyOf(rules);
        this.points = points;
        this.bits = bits;
    }

    /** The bit table itself (not a copy): bit {@code point * rules + rule}, point-major. */
    long[] words() {
        return bits;
    }

    /** The rules, in the order of the rule index of {@link #hit(int, int)}. */
    public List<String> rules() {
        return rules;
    }

    /** The number of points. */
    public int points() {
        return points;
    }

    /** Whether rule number {@code rule} hit point number {@code point}. */
    public boolean hit(int point, int rule) {
        if (point < 0 || point >= points || rule < 0 || rule >= rules.size()) {
            throw new IndexOutOfBoundsException("hits: point " + point + " of " + points + ", rule " + rule
                    + " of " + rules.size());
        }
        long i = (long) point * rules.size() + rule;
        return (bits[(int) (i >>> 6)] & (1L << i)) != 0;
    }

    /** The names of the rules that hit the point, in rule order. */
    public List<String> rulesHitting(int point) {
        List<String> hit = new ArrayList<>();
        for (int r = 0; r < rules.size(); r++) {
            if (hit(point, r)) {
                hit.add(rules.get(r));
            }
        }
        return hit;
    }

    /** The number of (point, rule) hits in all. */
    public long count() {
        long n = 0;
        for (long w : bits) {
            n += Long.bitCount(w);
        }
        return n;
    }

    /** The number of points rule number {@code rule} hit. */
    public int count(int rule) {
        int n = 0;
        for (int p = 0; p < points; p++) {
            n += hit(p, rule) ? 1 : 0;
        }
        return n;
    }

    /** A builder for the engine: set bits, then {@link Builder#build()}. */
    static final class Builder {
        private final List<String> rules;
        private final int points;
        private final long[] bits;

        Builder(List<String> rules, int points) {
            this.rules = rules;
            this.points = points;
            this.bits = new long[(int) (((long) points * rules.size() + 63) >>> 6)];
        }

        void set(int point, int rule) {
            long i = (long) point * rules.size() + rule;
            bits[(int) (i >>> 6)] |= 1L << i;
        }

        Hits build() {
            return new Hits(rules, points, bits);
        }
    }

    @Override
    public String toString() {
        return "Hits[" + points + " points, " + rules.size() + " rules, " + count() + " hits]";
    }
}
