package io.hantei.geom

import spock.lang.Specification

/**
 * Overlaps against a dense point-sampling oracle, away from touching. A grid point inside both
 * shapes proves an overlap; and when shrunk copies (every point of which has a disc of radius δ
 * around it inside the original) overlap, a grid of step δ must find a point inside both
 * originals, which catches an overlap reported where there is none.
 */
class OverlapsOracleSpec extends Specification {

    def "on 4000 seeded general scenes overlaps agrees with a grid of step 1 wherever the answer is not a near touch"() {
        given:
        def random = new Random(31)
        int confirmed = 0
        int apartConfirmed = 0
        def wrong = []

        when:
        4000.times {
            Shape a = OverlapScenes.generalShape(random)
            Shape b = OverlapScenes.generalShape(random)
            boolean overlaps = a.overlaps(b)
            double[] common = OverlapScenes.commonGridPoint(a, b, 1.0d)
            if (common != null && !overlaps) {
                if (wrong.size() < 5) wrong << "$a and $b both contain ${common as List} but do not overlap"
            }
            Shape sa = OverlapScenes.shrunk(a, 1.0d)
            Shape sb = OverlapScenes.shrunk(b, 1.0d)
            if (sa != null && sb != null && sa.overlaps(sb)) {
                if (common == null) {
                    if (wrong.size() < 5) wrong << "shrunk $sa and $sb overlap, yet no grid point lies in both $a and $b"
                } else {
                    confirmed++
                }
            }
            if (!overlaps && common == null) {
                apartConfirmed++
            }
        }

        then:
        wrong == []
        confirmed > 300     // the oracle did confirm many overlaps with room to spare
        apartConfirmed > 1000
    }
}
