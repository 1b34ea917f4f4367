package io.hantei.geom

import spock.lang.Specification

import java.math.MathContext

/**
 * Exact.quotient: num / den of two exact values rounded once to the nearest double, for
 * quotients far above 1 (the divisor shifted), far below it (the dividend shifted) and near it,
 * cross-checked with BigDecimal's division to 200 digits.
 */
class ExactQuotientSpec extends Specification {

    def "#n seeded quotients from 2^-300 to 2^300 are the nearest double to the exact quotient"() {
        given:
        def random = new Random(36)
        def wide = new MathContext(200)

        expect:
        (0..<n).every {
            BigDecimal num = new BigDecimal(Math.scalb(1 + random.nextDouble(), random.nextInt(601) - 300))
                    .multiply(new BigDecimal(1 + random.nextDouble()))
            BigDecimal den = new BigDecimal(Math.scalb(1 + random.nextDouble(), random.nextInt(601) - 300))
                    .multiply(new BigDecimal(1 + random.nextDouble()))
            double expected = num.divide(den, wide).doubleValue()
            Exact.quotient(num, den) == expected
        }

        where:
        n = 20_000
    }

    def "zero, exact quotients and powers of two"() {
        expect:
        Exact.quotient(0G, 3G) == 0d
        Exact.quotient(6G, 3G) == 2d
        Exact.quotient(1G, 3G) == 1d / 3
        Exact.quotient(new BigDecimal(Math.scalb(1d, 200)), 1G) == Math.scalb(1d, 200)
        Exact.quotient(1G, new BigDecimal(Math.scalb(1d, 200))) == Math.scalb(1d, -200)
        Exact.quotient(new BigDecimal(Math.scalb(1d, 100)), 3G) == Math.scalb(1d, 100) / 3
    }
}
