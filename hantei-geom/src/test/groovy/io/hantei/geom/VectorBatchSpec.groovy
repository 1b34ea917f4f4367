package io.hantei.geom

import spock.lang.Specification

/**
 * The bit sets of turned rectangles, fans and circles by the Vector API ({@link VectorLoops}) and by the scalar loop
 * it falls back to: the same answers as contains, point by point, on both paths in one build
 * (issue 19, item 3). The build runs the specs with jdk.incubator.vector (pom.xml's argLine);
 * the scalar path is the same JVM with the vector loops switched off ({@link VectorBatch#use}).
 */
class VectorBatchSpec extends Specification {

    boolean before

    def setup() {
        before = VectorBatch.enabled()
    }

    def cleanup() {
        VectorBatch.use(before)
    }

    def "the build's JVM has the Vector API, so both paths are tested here"() {
        expect:
        VectorBatch.available()
        VectorBatch.use(true) == before
        VectorBatch.enabled()
        VectorBatch.use(false)
        !VectorBatch.enabled()
    }

    def "a JVM without jdk.incubator.vector loads the core and gives the same bit sets by the scalar loop"() {
        given: 'a program that prints the bit sets of a turned rectangle, fans and a circle over seeded points, run by a child JVM without the module'
        File dir = File.createTempDir()
        def (int exit, List<String> printed) = runBits(dir, [])

        and: 'the same here, on the vector path'
        VectorBatch.use(true)

        expect:
        exit == 0
        printed == ['false'] + inProcess()

        cleanup:
        dir.deleteDir()
    }

    def "the vector loops start on only with the module and hantei.vector=#property (module there: #available)"() {
        expect:
        VectorBatch.wanted(available, property) == on

        where:
        available | property | on
        true      | 'true'   | true
        true      | 'TRUE'   | true
        true      | null     | false
        true      | 'false'  | false
        true      | ''       | false
        true      | 'yes'    | false
        false     | 'true'   | false
        false     | null     | false
    }

    def "a JVM with the module #how #loads the vector loops, and gives the same bit sets"() {
        given: 'the program of the test above, run by a child JVM with the module, which logs every class it loads'
        File dir = File.createTempDir()
        List<String> options = ['--add-modules=jdk.incubator.vector', '-Xlog:class+load=info:file=' + new File(dir, 'classes.log').path]
        options += property == null ? [] : ['-Dhantei.vector=' + property]
        def (int exit, List<String> printed) = runBits(dir, options)

        expect:
        exit == 0
        printed == ['true'] + inProcess()
        new File(dir, 'classes.log').text.contains('io.hantei.geom.VectorLoops ') == loaded

        cleanup:
        dir.deleteDir()

        where:
        property | loaded
        null     | false
        'false'  | false
        'true'   | true
        how = property == null ? 'and no hantei.vector' : "and -Dhantei.vector=$property"
        loads = loaded ? 'loads' : 'never loads'
    }

    /**
     * Runs {@link #PROGRAM_BODY} in a child JVM with these options (the classes under test on its
     * class path), after a line that says whether it has the module: its exit value and the lines
     * it printed, without the source launcher's notes on the incubating module.
     */
    static List runBits(File dir, List<String> options) {
        File program = new File(dir, 'Bits.java')
        program.text = """
            import io.hantei.geom.*;
            public class Bits {
                public static void main(String[] args) {
                    System.out.println(ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent());
                    ${PROGRAM_BODY}
                }
            }
        """
        String classes = new File(Fan.protectionDomain.codeSource.location.toURI()).path
        String java = new File(System.getProperty('java.home'), 'bin/java').path
        def process = new ProcessBuilder([java] + options + ['-cp', classes, program.path]).redirectErrorStream(true).start()
        List<String> printed = process.inputStream.text.readLines()
                .findAll { !(it ==~ /WARNING: Using incubator modules: .*|warning: using incubating module.*|\d+ warnings?/) }
        process.waitFor()
        [process.exitValue(), printed]
    }

    /** The body of the child's main and of {@link #inProcess}: the words of four bit sets over 1,000 seeded points, one line each. */
    static final String PROGRAM_BODY = """
        java.util.Random random = new java.util.Random(19);
        double[] xs = new double[1000];
        double[] ys = new double[1000];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = random.nextDouble() * 400;
            ys[i] = random.nextDouble() * 400;
        }
        Shape[] shapes = {RotatedRect.of(200, 200, 240, 160, 30), Fan.of(200, 200, 30, 60, 150), Fan.of(200, 200, 100, 250, 150),
                          Circle.of(200, 200, 120)};
        for (Shape s : shapes) {
            long[] bits = new long[16];
            s.containsAll(xs, ys, bits);
            System.out.println(java.util.Arrays.toString(bits));
        }
    """

    /** What {@link #PROGRAM_BODY} prints, computed in this JVM. */
    static List<String> inProcess() {
        def random = new Random(19)
        double[] xs = new double[1000]
        double[] ys = new double[1000]
        for (int i = 0; i < xs.length; i++) {
            xs[i] = random.nextDouble() * 400
            ys[i] = random.nextDouble() * 400
        }
        [RotatedRect.of(200, 200, 240, 160, 30), Fan.of(200, 200, 30, 60, 150), Fan.of(200, 200, 100, 250, 150),
         Circle.of(200, 200, 120)].collect { Shape s ->
            long[] bits = new long[16]
            s.containsAll(xs, ys, bits)
            Arrays.toString(bits)
        }
    }

    def "#name: the bit set on the #path path is contains point by point (#count seeded points near and far, boundary ulps among them)"() {
        given:
        VectorBatch.use(vector)
        def random = new Random(19 + count)
        double[] xs = new double[count]
        double[] ys = new double[count]
        for (int i = 0; i < count; i++) {
            if (i % 3 == 0) {
                // a corner or an edge point of the rectangle, rounded, moved by up to 2 ulps
                double u = (random.nextInt(3) - 1) * shape.width() / 2
                double v = (random.nextBoolean() ? 1 : -1) * shape.height() / 2 * (random.nextBoolean() ? 1 : random.nextDouble())
                double x = shape.centerX() + shape.cos() * u - shape.sin() * v
                double y = shape.centerY() + shape.sin() * u + shape.cos() * v
                xs[i] = x + (random.nextInt(5) - 2) * Math.ulp(x)
                ys[i] = y + (random.nextInt(5) - 2) * Math.ulp(y)
            } else {
                xs[i] = shape.centerX() + (random.nextDouble() - 0.5d) * 3 * (shape.width() + shape.height())
                ys[i] = shape.centerY() + (random.nextDouble() - 0.5d) * 3 * (shape.width() + shape.height())
            }
        }
        long[] bits = new long[(count + 63) >>> 6]

        when:
        int hits = shape.containsAll(xs, ys, bits)

        then:
        disagreeing(shape, xs, ys, bits) == []
        hits == insideCount(shape, xs, ys)
        0 < hits && hits < count

        where:
        [name, shape, count, vector] << [
            ['240 x 160 turned 30°', RotatedRect.of(200, 200, 240, 160, 30)],
            ['1 x 1e-3 turned -71.3°, far from the origin', RotatedRect.of(3e9, -7e8, 1, 1e-3, -71.3)],
            ['tiny, turned 45°', RotatedRect.of(1e-200, 2e-200, 3e-201, 5e-201, 45)],
            ['huge, turned 10°', RotatedRect.of(-1e250, 1e250, 4e249, 2e248, 10)],
        ].collectMany { it -> [[*it, 4096, true], [*it, 4096, false], [*it, 64 * 3 + 17, true], [*it, 64 * 3 + 17, false]] }
        path = vector ? 'vector' : 'scalar'
    }

    def "points whose rounded margins have the wrong sign are left to the exact test by the vector loop: #name"() {
        given: 'points near the edges where the margins, rounded as the loops compute them, disagree with the exact answer: off an edge, the other margin far from 0, and off a corner, both near 0'
        VectorBatch.use(true)
        def random = new Random(2024)
        double halfW = shape.width() / 2, halfH = shape.height() / 2
        Map<Boolean, List<double[]>> wrong = [(true): [], (false): []]
        for (int i = 0; i < 1_000_000 && wrong.values().any { it.size() < 32 }; i++) {
            double u = (random.nextBoolean() ? 1 : -1) * halfW * (random.nextInt(4) == 0 ? 1 : random.nextDouble())
            double v = (random.nextBoolean() ? 1 : -1) * halfH
            if (random.nextBoolean()) {
                (u, v) = [(random.nextBoolean() ? 1 : -1) * halfW, v * random.nextDouble()]
            }
            double x = shape.centerX() + shape.cos() * u - shape.sin() * v
            double y = shape.centerY() + shape.sin() * u + shape.cos() * v
            x += (random.nextInt(9) - 4) * Math.ulp(x)
            y += (random.nextInt(9) - 4) * Math.ulp(y)
            double dx = x - shape.centerX(), dy = y - shape.centerY()
            // as the scalar test rounds them, and as the vector lanes do (one fused multiply-add each)
            double gu = Math.abs(shape.cos() * dx + shape.sin() * dy) - halfW
            double gv = Math.abs(shape.cos() * dy - shape.sin() * dx) - halfH
            double fusedGu = Math.abs(Math.fma(dx, shape.cos(), dy * shape.sin())) - halfW
            double fusedGv = Math.abs(Math.fma(dy, shape.cos(), dx * -shape.sin())) - halfH
            boolean inside = shape.contains(x, y)
            boolean offAnEdge = Math.max(Math.abs(gu), Math.abs(gv)) > Math.min(halfW, halfH) / 100
            if ([Math.max(gu, gv), Math.max(fusedGu, fusedGv)].any { double m -> m != 0 && (m < 0) != inside }
                    && wrong[offAnEdge].size() < 32) {
                wrong[offAnEdge] << ([x, y] as double[])
            }
        }
        // a word of each kind: one undecided point sends its whole word to the scalar loop
        List<double[]> points = wrong.values().collectMany { List<double[]> kind -> (0..<64).collect { kind[it % kind.size()] } }
        double[] xs = points.collect { it[0] } as double[]
        double[] ys = points.collect { it[1] } as double[]
        long[] bits = new long[2]

        when:
        shape.containsAll(xs, ys, bits)

        then: 'such points exist of both kinds, and the bit set still answers each exactly'
        wrong.values()*.size() == [32, 32]
        disagreeing(shape, xs, ys, bits) == []

        where:
        name                    | shape
        '240 x 160 turned 30°'  | RotatedRect.of(200, 200, 240, 160, 30)
        '2.4 x 1.6 turned -30°'  | RotatedRect.of(2, -2, 2.4, 1.6, -30)
    }

    def "fan points whose rounded gap or crosses have the wrong sign are left to the exact test by the vector loop: #name, near the #part"() {
        given: 'points a few ulps off the arc or a ray where the signs, rounded as the vector loop computes them, disagree with the exact answer'
        VectorBatch.use(true)
        def random = new Random(2025)
        List<double[]> wrong = []
        for (int i = 0; i < 400_000 && wrong.size() < 64; i++) {
            double angle, reach
            if (part == 'arc') { // inside the opening, away from the rays
                angle = fan.dirDegrees() + (random.nextDouble() - 0.5) * fan.rangeDegrees() * 0.9
                reach = fan.len()
            } else { // on a ray, short of the arc
                angle = fan.dirDegrees() + (random.nextBoolean() ? 0.5 : -0.5) * fan.rangeDegrees()
                reach = fan.len() * (0.05 + 0.9 * random.nextDouble())
            }
            double x = fan.apexX() + Math.cos(Math.toRadians(angle)) * reach
            double y = fan.apexY() + Math.sin(Math.toRadians(angle)) * reach
            x += (random.nextInt(3) - 1) * Math.ulp(x)
            y += (random.nextInt(3) - 1) * Math.ulp(y)
            double dx = x - fan.apexX(), dy = y - fan.apexY()
            double gap = dx * dx + dy * dy - fan.lenSquared()
            double ca = dy * fan.firstRayX() - dx * fan.firstRayY()
            double cb = dy * fan.lastRayX() - dx * fan.lastRayY()
            boolean bySigns = gap < 0 && ca > 0 && cb < 0
            if (gap != 0 && ca != 0 && cb != 0 && bySigns != fan.contains(x, y)) {
                wrong << ([x, y] as double[])
            }
        }
        assert wrong.size() >= 8 : "only ${wrong.size()} points found whose rounded signs are wrong"
        double[] xs = (0..<64).collect { wrong[it % wrong.size()][0] } as double[]
        double[] ys = (0..<64).collect { wrong[it % wrong.size()][1] } as double[]
        long[] bits = new long[1]

        when:
        fan.containsAll(xs, ys, bits)

        then: 'such points exist, and the bit set still answers each exactly'
        wrong.size() >= 8
        disagreeing(fan, xs, ys, bits) == []

        where:
        [name, fan, part] << [
            ['100° at -70°, small', Fan.of(-0.25, 0.125, -70, 100, 0.37)],
            ['40° at 200°', Fan.of(0.5, -0.75, 200, 40, 1.25)],
        ].collectMany { it -> [[*it, 'arc'], [*it, 'rays']] }
    }

    def "#name: the bit set on the #path path is contains point by point (#count seeded points on the rays, the arc, near and far)"() {
        given:
        VectorBatch.use(vector)
        def random = new Random(1919 + count)
        double[] xs = new double[count]
        double[] ys = new double[count]
        for (int i = 0; i < count; i++) {
            double angle
            double reach
            switch (i % 4) {
                case 0: angle = fan.dirDegrees() + (random.nextBoolean() ? 1 : -1) * fan.rangeDegrees() / 2; reach = fan.len() * random.nextDouble(); break
                case 1: angle = random.nextDouble() * 360; reach = fan.len(); break
                default: angle = random.nextDouble() * 360; reach = fan.len() * 2 * random.nextDouble()
            }
            double x = fan.apexX() + Math.cos(Math.toRadians(angle)) * reach
            double y = fan.apexY() + Math.sin(Math.toRadians(angle)) * reach
            xs[i] = x + (random.nextInt(5) - 2) * Math.ulp(x)
            ys[i] = y + (random.nextInt(5) - 2) * Math.ulp(y)
        }
        long[] bits = new long[(count + 63) >>> 6]

        when:
        int hits = fan.containsAll(xs, ys, bits)

        then:
        disagreeing(fan, xs, ys, bits) == []
        hits == insideCount(fan, xs, ys)
        0 < hits && hits < count

        where:
        [name, fan, count, vector] << [
            ['60° at 30°', Fan.of(200, 200, 30, 60, 150)],
            ['90° at 45°, rays on the axes', Fan.of(0, 0, 45, 90, 10)],
            ['half-plane at -17°', Fan.of(-5e6, 3e6, -17, 180, 2.5e3)],
            ['reflex 250° at 100°', Fan.of(1e-3, 2e-3, 100, 250, 7e-4)],
            ['1° at 200°, huge', Fan.of(1e200, -1e200, 200, 1, 3e199)],
        ].collectMany { it -> [[*it, 4096, true], [*it, 4096, false], [*it, 64 * 2 + 33, true], [*it, 64 * 2 + 33, false]] }
        path = vector ? 'vector' : 'scalar'
    }

    def "#name: the circle's bit set on the #path path is contains point by point (#count seeded points on the rim, near and far)"() {
        given:
        VectorBatch.use(vector)
        def random = new Random(2019 + count)
        double[] xs = new double[count]
        double[] ys = new double[count]
        for (int i = 0; i < count; i++) {
            double angle = random.nextDouble() * 2 * Math.PI
            double reach = i % 2 == 0 ? circle.r() : circle.r() * 2 * random.nextDouble()
            double x = circle.centerX() + Math.cos(angle) * reach
            double y = circle.centerY() + Math.sin(angle) * reach
            xs[i] = x + (random.nextInt(5) - 2) * Math.ulp(x)
            ys[i] = y + (random.nextInt(5) - 2) * Math.ulp(y)
        }
        long[] bits = new long[(count + 63) >>> 6]

        when:
        int hits = circle.containsAll(xs, ys, bits)

        then: 'every radius here is in the fast range (its ends included), so the vector path is the one tested'
        circle.vectorisable()
        disagreeing(circle, xs, ys, bits) == []
        hits == insideCount(circle, xs, ys)
        0 < hits && hits < count

        where:
        [name, circle, count, vector] << [
            ['radius 120', Circle.of(200, 200, 120)],
            ['radius 0.37 off the origin by a quarter', Circle.of(-0.25, 0.125, 0.37)],
            ['radius 1, far from the origin', Circle.of(3e9, -7e8, 1)],
            ['tiny, at the edge of the fast range', Circle.of(1e-130, -1e-130, Math.scalb(1d, -450))],
            ['huge, at the edge of the fast range', Circle.of(1e200, 1e200, Math.scalb(1d, 450))],
        ].collectMany { it -> [[*it, 4096, true], [*it, 4096, false], [*it, 64 * 2 + 33, true], [*it, 64 * 2 + 33, false]] }
        path = vector ? 'vector' : 'scalar'
    }

    def "circle points whose rounded gap has the wrong sign are left to the exact test by the vector loop: #circle"() {
        given: 'points a few ulps off the rim where the gap, rounded as the loops compute it, has the wrong sign'
        VectorBatch.use(true)
        def random = new Random(2026)
        List<double[]> wrong = []
        for (int i = 0; i < 400_000 && wrong.size() < 64; i++) {
            double angle = random.nextDouble() * 2 * Math.PI
            double x = circle.centerX() + Math.cos(angle) * circle.r()
            double y = circle.centerY() + Math.sin(angle) * circle.r()
            x += (random.nextInt(3) - 1) * Math.ulp(x)
            y += (random.nextInt(3) - 1) * Math.ulp(y)
            double dx = x - circle.centerX(), dy = y - circle.centerY()
            double gap = Math.fma(dx, dx, Math.fma(dy, dy, circle.minusRSquared()))
            if (gap != 0 && (gap < 0) != circle.contains(x, y)) {
                wrong << ([x, y] as double[])
            }
        }
        assert wrong.size() >= 8 : "only ${wrong.size()} points found whose rounded gap has the wrong sign"
        double[] xs = (0..<64).collect { wrong[it % wrong.size()][0] } as double[]
        double[] ys = (0..<64).collect { wrong[it % wrong.size()][1] } as double[]
        long[] bits = new long[1]

        when:
        circle.containsAll(xs, ys, bits)

        then: 'such points exist, and the bit set still answers each exactly'
        disagreeing(circle, xs, ys, bits) == []

        where:
        circle << [Circle.of(-0.25, 0.125, 0.37), Circle.of(0.5, -0.75, 1.25)]
    }

    def "a bad coordinate in a full word is reported by its index on the #path path, as by the scalar loop"() {
        given:
        VectorBatch.use(vector)
        double[] xs = new double[128]
        double[] ys = new double[128]
        // every other point well inside, decided by the fast test: only the bad one can send the word to the scalar loop
        Arrays.fill(xs, 2d)
        Arrays.fill(ys, 1d)
        xs[70] = bad

        when:
        shape.containsAll(xs, ys, new long[2])

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "$label: query point xs[70] must be a finite number but was $bad".toString()

        where:
        [vector, bad, shape] << [[true, false], [Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY],
                                 [RotatedRect.of(0, 0, 10, 6, 30).named('door'), Fan.of(0, 0, 30, 60, 5).named('guard'),
                                  Circle.of(0, 0, 5).named('lamp')]].combinations()
        label = [(Fan): "fan 'guard'", (RotatedRect): "rotatedRect 'door'", (Circle): "circle 'lamp'"][shape.getClass()]
        path = vector ? 'vector' : 'scalar'
    }

    def "an offset beyond every double is outside, not an error, on the #path path: #shape"() {
        given:
        VectorBatch.use(vector)
        double[] xs = new double[64]
        double[] ys = new double[64]
        Arrays.fill(xs, 1e308)
        xs[5] = -1e308

        expect: 'only the centre, point 5, is inside'
        long[] bits = new long[1]
        shape.containsAll(xs, ys, bits) == 1
        bits[0] == 1L << 5

        where:
        [vector, shape] << [[true, false], [RotatedRect.of(-1e308, 0, 10, 10, 30), Fan.of(-1e308, 0, 90, 270, 10),
                                            Circle.of(-1e308, 0, 10)]].combinations()
        path = vector ? 'vector' : 'scalar'
    }

    def "a turned rectangle's margin that overflows beside a finite one is outside on the #path path: (#x, #y)"() {
        given: 'a word of points inside but one, whose offset is finite while u or v, its turned sum, rounds to infinity'
        def door = RotatedRect.of(0, 0, 10, 6, 30)
        double[] xs = new double[64]
        double[] ys = new double[64]
        Arrays.fill(xs, 2d)
        Arrays.fill(ys, 1d)
        xs[9] = x
        ys[9] = y
        double dx = x, dy = y
        VectorBatch.use(vector)

        expect: 'one margin is infinite, the other finite, as the lanes round them'
        [Math.fma(dx, door.cos(), dy * door.sin()), Math.fma(dy, door.cos(), dx * -door.sin())].count { Double.isInfinite(it) } == 1

        and: 'every point but that one is inside, as contains says'
        long[] bits = new long[1]
        door.containsAll(xs, ys, bits) == 63
        bits[0] == ~(1L << 9)
        !door.contains(x, y)

        where:
        [vector, x, y] << [[true, false], [[1.5e308, 1.5e308], [-1.5e308, -1.5e308], [1.5e308, -1.5e308], [-1.7e308, 1.2e308]]]
                .combinations().collect { v, p -> [v, *p] }
        path = vector ? 'vector' : 'scalar'
    }

    def "shapes the fast test answers otherwise keep the scalar loop (turns by multiples of 90°, segments, full discs, sizes out of the fast range, radii on the careful path): #shape"() {
        given:
        VectorBatch.use(true)
        double[] xs = (0..<128).collect { it % 16 - 8d } as double[]
        double[] ys = (0..<128).collect { it.intdiv(16) - 4d } as double[]
        long[] bits = new long[2]

        expect:
        !shape.vectorisable()
        shape.containsAll(xs, ys, bits) == insideCount(shape, xs, ys)
        disagreeing(shape, xs, ys, bits) == []

        where:
        shape << [RotatedRect.of(0, 0, 6, 4, 90), RotatedRect.of(0, 0, 0, 4, 30), RotatedRect.of(0, 0, Double.MAX_VALUE, 1, 30),
                  Fan.of(0, 0, 30, 360, 5), Fan.of(0, 0, 30, 0, 5), Fan.of(0, 0, 30, 60, Math.scalb(1d, 451)),
                  Circle.of(0, 0, 0), Circle.of(0, 0, Math.scalb(1d, 451)), Circle.of(1, 1, Math.scalb(1d, -451))]
    }

    /** The indices of the points whose bit in {@code bits} is not {@code shape.contains}. */
    static List<Integer> disagreeing(Shape shape, double[] xs, double[] ys, long[] bits) {
        (0..<xs.length).findAll { int i -> (((bits[i >>> 6] >>> (i & 63)) & 1L) != 0) != shape.contains(xs[i], ys[i]) }
    }

    /** How many of the points {@code shape.contains}. */
    static int insideCount(Shape shape, double[] xs, double[] ys) {
        (0..<xs.length).count { int i -> shape.contains(xs[i], ys[i]) } as int
    }
}
