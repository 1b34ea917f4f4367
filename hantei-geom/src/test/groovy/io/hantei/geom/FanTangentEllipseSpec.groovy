package io.hantei.geom

import spock.lang.Specification

/**
 * A fan whose boundary ray runs along a tangent of an ellipse (docs/geometry.md §13), its
 * opening turned away from the ellipse: the two touch at the tangent's point only, so they
 * overlap; moved into each other they overlap; three slacks apart they do not. The ellipse's
 * point nearest the apex lies outside the fan, so the answer rests on where the boundary ray
 * meets the ellipse grown by the slack. Scenes come from {@link CurvedPairsSpec#rim} (turned
 * ellipses of many aspects, sizes and places) and its gaps.
 */
class FanTangentEllipseSpec extends Specification {

    def "a fan of at most 175° with its last ray along a tangent of an ellipse: #trials seeded scenes"() {
        given:
        Random random = new Random(1301)

        expect:
        trials.times {
            CurvedPairsSpec.Rim r = CurvedPairsSpec.rim(random)
            double before = r.size() * (0.05 + 2 * random.nextDouble())
            double len = before + r.size() * (0.05 + random.nextDouble())
            double range = 5 + 170 * random.nextDouble()
            // the last ray (dir + range/2) along the tangent t; the opening turns from it towards n,
            // which is t turned by -90°, so all of the fan but that ray lies on n's side of the line
            double along = Math.toDegrees(Math.atan2(r.ty(), r.tx()))
            double dir = along - range / 2
            CurvedPairsSpec.check(r.e, "a fan of ${range}° along a tangent") { double gap ->
                Fan.of(r.x(gap) - before * r.tx(), r.y(gap) - before * r.ty(), dir, range, len)
            }
        }

        where:
        trials = 2000
    }
}
