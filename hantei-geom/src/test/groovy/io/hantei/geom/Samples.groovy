package io.hantei.geom

import groovy.transform.CompileStatic

/**
 * How many seeded random cases the two slowest property specs run: all of them in the build, a
 * share of them where {@code -Dhantei.samples} says so. The mutation profile sets 0.1
 * (pom.xml, docs/mutation.md): PIT runs every covering spec for every fault it makes, and these
 * specs were most of its time; the same seeds give the first tenth of the same cases.
 */
@CompileStatic
final class Samples {

    /** The share of the cases to run, in (0, 1]: {@code hantei.samples}, or 1. */
    static final double SHARE = share()

    private Samples() {
    }

    /** {@code n} cases scaled by the share, at least one. */
    static int of(int n) {
        Math.max(1, (int) Math.ceil(n * SHARE))
    }

    private static double share() {
        String given = System.getProperty('hantei.samples')
        if (given == null) {
            return 1d
        }
        double share = Double.parseDouble(given)
        if (!(share > 0 && share <= 1)) {
            throw new IllegalArgumentException('hantei.samples must be a share in (0, 1] but was ' + given)
        }
        share
    }
}
