package io.hantei.bench;

import io.hantei.geom.Circle;
import io.hantei.geom.Fan;
import io.hantei.geom.RotatedRect;
import io.hantei.geom.Shape;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * What a JVM's first bit sets cost: builds one shape's bit set ({@code containsAll} into a
 * {@code long[]}) of {@code points} seeded points {@code calls} times in this JVM, and prints the
 * milliseconds of each call and the hit count, which every call must repeat. Run by
 * hantei-benchmarks/cold-start.sh in fresh JVMs, with the Vector API loops on and off (docs/benchmark-history.md,
 * "The vector loops' first second"); JMH cannot show this, since it times warmed-up code.
 *
 * <pre>java --add-modules=jdk.incubator.vector [-Dhantei.vector=true] -cp target/benchmarks.jar \
 *     io.hantei.bench.ColdStart rect|fan|circle POINTS CALLS</pre>
 */
public final class ColdStart {

    private ColdStart() {
    }

    public static void main(String[] args) {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: ColdStart rect|fan|circle POINTS CALLS, but got "
                    + args.length + " argument(s)");
        }
        Shape shape = switch (args[0]) {
            case "rect" -> RotatedRect.of(Scene.CX, Scene.CY, Scene.RECT_W, Scene.RECT_H, Scene.ANGLE);
            case "fan" -> Fan.of(Scene.CX, Scene.CY, Scene.FAN_DIR, Scene.FAN_RANGE, Scene.FAN_LEN);
            case "circle" -> Circle.of(Scene.CX, Scene.CY, Scene.CIRCLE_R);
            default -> throw new IllegalArgumentException("shape must be one of [rect, fan, circle] but was '"
                    + args[0] + "'");
        };
        int points = count("POINTS", args[1]);
        int calls = count("CALLS", args[2]);
        SplittableRandom random = new SplittableRandom(Points.SEED);
        double[] xs = new double[points];
        double[] ys = new double[points];
        for (int i = 0; i < points; i++) {
            xs[i] = random.nextDouble() * Points.SIDE;
            ys[i] = random.nextDouble() * Points.SIDE;
        }
        long[] bits = new long[(points + 63) >>> 6];
        StringBuilder line = new StringBuilder();
        int first = -1;
        for (int call = 0; call < calls; call++) {
            long start = System.nanoTime();
            int hits = shape.containsAll(xs, ys, bits);
            long nanos = System.nanoTime() - start;
            if (first >= 0 && hits != first) {
                throw new IllegalStateException("call " + (call + 1) + " found " + hits + " hits, call 1 found " + first);
            }
            first = hits;
            line.append(call == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.1f", nanos / 1e6));
        }
        System.out.println(line + " ms (" + first + " hits each)");
    }

    private static int count(String name, String text) {
        try {
            int n = Integer.parseInt(text);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(name + " must be a whole number > 0 but was '" + text + "'");
    }
}
