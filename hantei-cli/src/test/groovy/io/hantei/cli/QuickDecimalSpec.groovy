package io.hantei.cli

import spock.lang.Specification

/**
 * eval's quick reading of plain decimals (PointsReader.quickDecimal): the same double as
 * Double.parseDouble, bit for bit, or NaN where it leaves the number to the careful path.
 */
class QuickDecimalSpec extends Specification {

    private static double quick(String s) {
        PointsReader.quickDecimal(s, 0, s.length())
    }

    private static boolean sameBits(double a, double b) {
        Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(b)
    }

    def "'#text' reads as Double.parseDouble reads it"() {
        expect:
        sameBits(quick(text), Double.parseDouble(text))

        where:
        text << ['0', '-0', '+0', '0.0', '-0.0', '7', '-7', '+7', '.5', '-.5', '5.', '-5.', '00012.50', '389.52', '-694.38',
                 '0.1', '0.3', '2.675', '1.005', '999999999999999', '-999999999999999', '.000000000000009',
                 '123456789.012345', '9007199.25474099', '-.123456789012345',
                 '1234567.1234567', '800', '800.00', '.000000000000001']
    }

    def "'#text' is left to the careful path (NaN)"() {
        expect:
        Double.isNaN(quick(text))

        where:
        text << ['', '-', '+', '.', '-.', '1e3', '1E-3', '1.5e2', '1..2', '1.2.3', '--1', '+-1', '0x10', 'NaN', 'Infinity',
                 '1,5', ' 1', '1 ', '1d', '1f', '1234567890123456', '0.1234567890123456', '00000000000000001',
                 '0.000000000000001'] // the last: 16 digits with the leading zero, so not quick (parseDouble reads it)
    }

    def "a part of a line reads as that part alone"() {
        given:
        String line = 'id7, 12.25 ,-3.5'

        expect:
        PointsReader.quickDecimal(line, 5, 10) == 12.25d
        PointsReader.quickDecimal(line, 12, 16) == -3.5d
        Double.isNaN(PointsReader.quickDecimal(line, 0, 3))
    }

    def "random decimals of up to 15 digits read bit for bit as Double.parseDouble reads them"() {
        given:
        def random = new Random(2026)
        int mismatches = 0
        int readQuickly = 0

        when:
        300_000.times {
            int digits = 1 + random.nextInt(15)
            StringBuilder b = new StringBuilder()
            if (random.nextInt(4) == 0) {
                b.append(random.nextBoolean() ? '-' : '+')
            }
            int point = random.nextInt(digits + 1) // where the point goes: 0 before the first digit .. digits after the last
            for (int d = 0; d < digits; d++) {
                if (d == point) {
                    b.append('.')
                }
                b.append((char) (48 + (d == 0 && random.nextInt(3) > 0 ? 1 + random.nextInt(9) : random.nextInt(10))))
            }
            if (point == digits && random.nextBoolean()) {
                b.append('.')
            }
            String s = b.toString()
            double q = quick(s)
            if (!Double.isNaN(q)) {
                readQuickly++
                if (!sameBits(q, Double.parseDouble(s))) {
                    mismatches++
                }
            }
        }

        then:
        readQuickly == 300_000
        mismatches == 0
    }

    def "decimals whose quotient lies nearest a tie between two doubles read as Double.parseDouble reads them"() {
        given: 'decimals m / 10^f printed from doubles halfway between two doubles, cut to 15 digits'
        def random = new Random(15)
        int compared = 0
        int mismatches = 0

        when:
        100_000.times {
            double d = random.nextDouble() * Math.pow(10, random.nextInt(8))
            BigDecimal half = new BigDecimal(d).add(new BigDecimal(Math.ulp(d)).divide(2G))
            String s = half.round(new java.math.MathContext(15)).toPlainString()
            double q = quick(s)
            if (!Double.isNaN(q)) {
                compared++
                if (!sameBits(q, Double.parseDouble(s))) {
                    mismatches++
                }
            }
        }

        then:
        compared > 80_000 // the rest have 16 digits or more with the leading zero: not quick
        mismatches == 0
    }
}
