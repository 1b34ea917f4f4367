package io.hantei.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Makes sure the benchmarks measure correct code: every implementation must give hantei's answer
 * on every seeded point that lies clearly inside or clearly outside the shape. A point counts as
 * clear when hantei gives the same answer at the eight points {@link #MARGIN} away from it
 * (along the axes and the diagonals), which leaves out the points within about 0.9 of the
 * boundary: there the float API of libGDX, the polygon approximations of JTS and the rounded
 * rays of the hand-written limit may legitimately disagree.
 *
 * <p>Every benchmark class calls {@link #check} from its trial setup, so a wrong setup fails the
 * run instead of producing a number; {@link #main} runs all of them at once, in a second.
 */
public final class Agreement {

    /** How far a point must be from the boundary to be compared. */
    static final double MARGIN = 1.0;
    /** A check must compare at least this many points inside and as many outside. */
    static final int MIN_EACH_SIDE = 100;

    /** A point test under comparison. */
    @FunctionalInterface
    interface PointTest {
        boolean contains(double x, double y);
    }

    /** What each check compared, for {@link #main}. */
    private static final List<String> LOG = new ArrayList<>();

    private Agreement() {
    }

    /**
     * Compares each of {@code others} with {@code hantei} on the clear seeded points.
     *
     * @return how many points were compared
     * @throws IllegalStateException naming the implementation and the point on a disagreement,
     *     or if too few points were clear to make the comparison mean something
     */
    static int check(String shape, PointTest hantei, Map<String, PointTest> others) {
        double[][] xy = Points.generate();
        int inside = 0;
        int outside = 0;
        for (int i = 0; i < Points.COUNT; i++) {
            double x = xy[0][i];
            double y = xy[1][i];
            boolean expected = hantei.contains(x, y);
            if (!clear(hantei, x, y, expected)) {
                continue;
            }
            if (expected) {
                inside++;
            } else {
                outside++;
            }
            for (Map.Entry<String, PointTest> other : others.entrySet()) {
                boolean actual = other.getValue().contains(x, y);
                if (actual != expected) {
                    throw new IllegalStateException(String.format(Locale.ROOT,
                            "%s: %s says %s at (%s, %s), farther than %s from the boundary, where hantei says %s",
                            shape, other.getKey(), actual, x, y, MARGIN, expected));
                }
            }
        }
        if (inside < MIN_EACH_SIDE || outside < MIN_EACH_SIDE) {
            throw new IllegalStateException(String.format(Locale.ROOT,
                    "%s: only %d clear points inside and %d outside, need %d of each to compare",
                    shape, inside, outside, MIN_EACH_SIDE));
        }
        LOG.add(String.format(Locale.ROOT, "%s: %d implementations agree on %d clear points (%d inside, %d outside)",
                shape, others.size(), inside + outside, inside, outside));
        return inside + outside;
    }

    private static boolean clear(PointTest test, double x, double y, boolean expected) {
        double d = MARGIN;
        double[][] offsets = {{d, 0}, {-d, 0}, {0, d}, {0, -d}, {d, d}, {d, -d}, {-d, d}, {-d, -d}};
        for (double[] o : offsets) {
            if (test.contains(x + o[0], y + o[1]) != expected) {
                return false;
            }
        }
        return true;
    }

    /** Runs the agreement check of every point-test benchmark; exits non-zero on a mismatch. */
    public static void main(String[] args) {
        new AxisRectBench().prepare();
        new RotatedRectBench().prepare();
        new RotatedRectMethodsBench().prepare();
        new FanBench().prepare();
        new CircleBench().prepare();
        new EllipseBench().prepare();
        new AxisEllipseBench().prepare();
        new PolygonBench().prepare();
        new LargePolygonBench().prepare();
        new CapsuleBench().prepare();
        LOG.forEach(System.out::println);
        System.out.println("agreement: every implementation gives hantei's answer on the " + Points.COUNT
                + " seeded points, except those within " + MARGIN + " of a boundary");
    }
}
