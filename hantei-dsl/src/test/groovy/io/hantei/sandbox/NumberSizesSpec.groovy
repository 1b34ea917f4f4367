package io.hantei.sandbox

import spock.lang.Specification

import java.math.MathContext
import java.math.RoundingMode

/** How many digits numbers have written out in full, and the numbers calls would make, told before they run. */
class NumberSizesSpec extends Specification {

    def "#number has #digits digits written out in full"() {
        expect:
        NumberSizes.digits(number) == digits

        where:
        number                              || digits
        new BigDecimal('1e999999999')       || 1_000_000_000
        new BigDecimal('1e-999999999')      || 1_000_000_000
        BigDecimal.valueOf(1, -600000000)   || 600_000_001
        BigInteger.ONE.shiftLeft(3322)      || 1001
        new MathContext(12345)              || 12345
        1_000_000                           || 0    // the small kinds are small
    }

    def "the digits of #number are counted within one of its plain text's"() {
        given:
        String plain = number.toPlainString().replace('-', '').replace('.', '')

        expect:
        Math.abs(NumberSizes.digits(number) - plain.length()) <= 1

        where:
        number << [123.45G, 1e5G, 1e-5G, new BigDecimal(-7), 0.000G, new BigDecimal(10G ** 50), new BigDecimal(3G ** 300, 17), 1.5e-20G, new BigDecimal(7G ** 99, -40)]
    }

    def "#call makes a number of about the digits told before it runs"() {
        given:
        def made = receiver.invokeMethod(method, args as Object[])

        expect: "told from the arguments, within one digit of the number made"
        Math.abs(NumberSizes.digits(receiver, method, args as Object[]) - NumberSizes.digits(made)) <= 1

        where:
        receiver     | method              | args
        1.5G         | 'setScale'          | [40]
        12.345G      | 'setScale'          | [1, RoundingMode.HALF_UP]
        1.5G         | 'round'             | [30]
        12.34G       | 'movePointRight'    | [50]
        12.34G       | 'movePointLeft'     | [50]
        12.34G       | 'scaleByPowerOfTen' | [-60]
        3.7G         | 'pow'               | [300]
        3G           | 'pow'               | [1000]
        10           | 'power'             | [400]
        0.3G         | 'power'             | [200]
        1G           | 'shiftLeft'         | [3000]
        5G           | 'leftShift'         | [3000]
        1G           | 'rightShift'        | [-3000]
        0G           | 'setBit'            | [3000]
        1.0G         | 'divide'            | [3.0G, 500, RoundingMode.HALF_UP]

        call = receiver.toString() + '.' + method + args
    }

    def "#call would make a number of #digits digits, told before it runs"() {
        expect:
        NumberSizes.digits(receiver, method, args as Object[]) == digits

        where:
        receiver        | method           | args                  || digits
        1.0G            | 'setScale'       | [999_999_999]         || 1_000_000_000
        1.0G            | 'movePointRight' | [100_000_000]         || 100_000_001
        1G              | 'shiftLeft'      | [Integer.MAX_VALUE]   || 646_456_994
        BigInteger.TWO  | 'pow'            | [2_000_000_000]       || 602_059_992
        0.3G            | 'power'          | [999_999_999]         || 1_000_000_000   // a billion digits after the point
        1               | 'power'          | [1_000_000_000]       || 1     // 1 ** n is 1
        BigInteger      | 'probablePrime'  | [100_000_000, null]   || 30_103_000
        'xyz'           | 'toBigInteger'   | []                    || 3     // a number read from text has about as many digits as the text has characters
        1 << 20         | 'leftShift'      | [40]                  || 0     // an int's shift wraps: it makes no large number

        call = receiver.toString() + '.' + method + args
    }
}
