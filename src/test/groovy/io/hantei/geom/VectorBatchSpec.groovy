package io.hantei.geom

import spock.lang.Specification

/**
 * The turned rectangle's bit set by the Vector API ({@link VectorLoops}) and by the scalar loop
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
        List<Integer> wrong = (0..<count).findAll { int i -> (((bits[i >>> 6] >>> (i & 63)) & 1L) != 0) != shape.contains(xs[i], ys[i]) }
        wrong == []
        hits == (0..<count).count { int i -> shape.contains(xs[i], ys[i]) }
        hits > 0
        hits < count

        where:
        [name, shape, count, vector] << [
            ['240 x 160 turned 30°', RotatedRect.of(200, 200, 240, 160, 30)],
            ['1 x 1e-3 turned -71.3°, far from the origin', RotatedRect.of(3e9, -7e8, 1, 1e-3, -71.3)],
            ['tiny, turned 45°', RotatedRect.of(1e-200, 2e-200, 3e-201, 5e-201, 45)],
            ['huge, turned 10°', RotatedRect.of(-1e250, 1e250, 4e249, 2e248, 10)],
        ].collectMany { it -> [[*it, 4096, true], [*it, 4096, false], [*it, 64 * 3 + 17, true], [*it, 64 * 3 + 17, false]] }
        path = vector ? 'vector' : 'scalar'
    }

    def "a bad coordinate in a full word is reported by its index on the #path path, as by the scalar loop"() {
        given:
        VectorBatch.use(vector)
        def shape = RotatedRect.of(0, 0, 10, 6, 30).named('door')
        double[] xs = new double[128]
        double[] ys = new double[128]
        xs[70] = bad

        when:
        shape.containsAll(xs, ys, new long[2])

        then:
        def e = thrown(IllegalArgumentException)
        e.message == "rotatedRect 'door': query point xs[70] must be a finite number but was $bad".toString()

        where:
        [vector, bad] << [[true, false], [Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY]].combinations()
        path = vector ? 'vector' : 'scalar'
    }

    def "an offset beyond every double is outside, not an error, on the #path path"() {
        given:
        VectorBatch.use(vector)
        def shape = RotatedRect.of(-1e308, 0, 10, 10, 30)
        double[] xs = new double[64]
        double[] ys = new double[64]
        Arrays.fill(xs, 1e308)
        xs[5] = -1e308

        expect: 'only the centre, point 5, is inside'
        long[] bits = new long[1]
        shape.containsAll(xs, ys, bits) == 1
        bits[0] == 1L << 5

        where:
        vector << [true, false]
        path = vector ? 'vector' : 'scalar'
    }

    def "turns by multiples of 90° and segments keep their own paths: #shape"() {
        given:
        VectorBatch.use(true)
        double[] xs = (0..<128).collect { it % 16 - 8d } as double[]
        double[] ys = (0..<128).collect { it.intdiv(16) - 4d } as double[]
        long[] bits = new long[2]

        expect:
        !shape.vectorisable()
        shape.containsAll(xs, ys, bits) == (0..<128).count { int i -> shape.contains(xs[i], ys[i]) }

        where:
        shape << [RotatedRect.of(0, 0, 6, 4, 90), RotatedRect.of(0, 0, 0, 4, 30), RotatedRect.of(0, 0, Double.MAX_VALUE, 1, 30)]
    }
}
