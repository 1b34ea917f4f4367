package io.hantei.geom

import spock.lang.Specification

/**
 * The fast path of every pair against the exact path, symmetry, and soundness against points:
 * a point inside both shapes means they overlap.
 */
class OverlapsCrossCheckSpec extends Specification {

    def "on 20000 seeded #family scenes the fast path, the exact path and both argument orders agree"() {
        given:
        def random = new Random(seed)
        def disagreements = []

        when:
        20000.times {
            Shape a = make(random)
            Shape b = make(random)
            boolean ab = a.overlaps(b)
            boolean ba = b.overlaps(a)
            boolean exact = Overlaps.exactOnly(a, b)
            if (ab != ba || ab != exact) {
                if (disagreements.size() < 5) disagreements << "$a vs $b: a.overlaps(b) $ab, b.overlaps(a) $ba, exact $exact"
            }
        }

        then:
        disagreements == []

        where:
        family    | seed | make
        "grid"    | 11   | { Random r -> OverlapScenes.gridShape(r) }
        "general" | 12   | { Random r -> OverlapScenes.generalShape(r) }
        "nudged"  | 14   | { Random r -> OverlapScenes.nudgedGridShape(r) }
    }

    def "on 20000 seeded pairs placed an ulp from touching, the fast path, the exact path and both orders agree"() {
        given:
        def random = new Random(13)
        def disagreements = []
        int pairs = 0
        int overlapping = 0

        when:
        while (pairs < 20000) {
            Shape[] pair = OverlapScenes.touchingPair(random)
            if (pair == null) {
                continue
            }
            pairs++
            Shape a = pair[0]
            Shape b = pair[1]
            boolean ab = a.overlaps(b)
            boolean ba = b.overlaps(a)
            boolean exact = Overlaps.exactOnly(a, b)
            overlapping += exact ? 1 : 0
            if (ab != ba || ab != exact) {
                if (disagreements.size() < 5) disagreements << "$a vs $b: a.overlaps(b) $ab, b.overlaps(a) $ba, exact $exact"
            }
        }

        then:
        disagreements == []
        overlapping > 2000            // both answers occur: the pairs really sit on the edge
        overlapping < pairs - 2000
    }

    def "on 3000 grid scenes every quarter-unit point inside both shapes makes them overlap"() {
        given:
        def random = new Random(21)
        def misses = []

        when:
        3000.times {
            Shape a = OverlapScenes.gridShape(random)
            Shape b = OverlapScenes.gridShape(random)
            if (!a.overlaps(b)) {
                def common = commonPoint(a, b, 0.25d)
                if (common != null) {
                    if (misses.size() < 5) misses << "$a and $b both contain $common"
                }
            }
        }

        then:
        misses == []
    }

    static List<Double> commonPoint(Shape a, Shape b, double step) {
        Rect box = a.bounds()
        Rect other = b.bounds()
        double left = Math.max(box.left(), other.left())
        double right = Math.min(box.right(), other.right())
        double top = Math.max(box.top(), other.top())
        double bottom = Math.min(box.bottom(), other.bottom())
        for (double x = Math.floor(left / step) * step; x <= right; x += step) {
            for (double y = Math.floor(top / step) * step; y <= bottom; y += step) {
                if (a.contains(x, y) && b.contains(x, y)) {
                    return [x, y]
                }
            }
        }
        null
    }
}
