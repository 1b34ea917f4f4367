package io.hantei.render

import spock.lang.Specification

class SvgWriterSpec extends Specification {

    def "the pixel coordinate #value is written #written"() {
        expect:
        SvgWriter.num(value) == written

        where:
        value              || written
        1.0d               || '1'
        -0.0d              || '0'
        58.57864376269049  || '58.579'
        0.1d + 0.2d        || '0.3'
        -0.0004d           || '0'
        2.5d               || '2.5'
        1e12d              || '1000000000'   // kept within 1e9: far outside any picture
        -1e300d            || '-1000000000'
        Double.NaN         || '0'
    }

    def "grid coordinate #k x #mantissa x 10^#exp is labelled #label"() {
        expect:
        SceneDrawer.gridLabel(k, mantissa, exp) == label

        where:
        k    | mantissa | exp  || label
        0    | 5        | 1    || '0'
        3    | 1        | -1   || '0.3'        // not 0.30000000000000004
        -2   | 5        | 2    || '-1000'
        7    | 2        | -2   || '0.14'
        7    | 2        | -6   || '0.000014'
        7    | 2        | -7   || '1.4e-6'
        -7   | 2        | -7   || '-1.4e-6'
        1    | 1        | 300  || '1e300'
        12   | 5        | 9    || '60000000000'
        123  | 1        | 10   || '1.23e12'
    }

    def "attributes and text are escaped"() {
        given:
        def w = new SvgWriter()

        when:
        w.element('text', 'a < b & "c"', 'data-name', '<"&\'>')

        then:
        w.toString().endsWith('<text data-name="&lt;&quot;&amp;\'&gt;">a &lt; b &amp; "c"</text>\n')
    }

    def "a null attribute value leaves the attribute out"() {
        given:
        def w = new SvgWriter()

        when:
        w.empty('circle', 'r', '5', 'data-name', null)

        then:
        w.toString().endsWith('<circle r="5"/>\n')
    }
}
