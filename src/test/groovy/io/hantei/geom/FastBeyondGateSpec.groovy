package io.hantei.geom

import spock.lang.Specification

/**
 * The floating-point filter ({@code Fast}) is only asked about values in [2^-80, 2^80] (or 0):
 * {@code Fast.fits} guards every call. This spec asks it about values beyond that, one at a time
 * (as one wrong gate would), disc against disc and fan against disc, and checks that every verdict
 * the library would trust is the exact one. With two
 * values beyond it the filter can be wrong (two radii below 2^-500 square to 0, and a zero
 * magnitude is trusted), so the gates are needed; with one, this spec finds no wrong verdict
 * (docs/mutation.md, `Overlaps`).
 */
class FastBeyondGateSpec extends Specification {

    /** A value beyond the gate: 2^-1000 .. 2^-81 or 2^81 .. 2^1000 in magnitude, either sign, or a subnormal. */
    static double beyond(Random random) {
        int e = random.nextBoolean() ? -81 - random.nextInt(920) : 81 + random.nextInt(920)
        double v = Math.scalb(1 + random.nextDouble(), e)
        if (random.nextInt(20) == 0) {
            v = Double.MIN_VALUE * (1 + random.nextInt(1000))
        }
        random.nextBoolean() ? v : -v
    }

    /** A value in range: 0, or 2^-60 .. 2^60. */
    static double inside(Random random) {
        random.nextInt(10) == 0 ? 0d : Math.scalb(1 + random.nextDouble(), random.nextInt(121) - 60) * (random.nextBoolean() ? 1 : -1)
    }

    def "discDisc with one value beyond the gate trusts only exact verdicts (#trials seeded pairs, most near touching)"() {
        given:
        Random random = new Random(80)
        int trusted = 0

        expect:
        trials.times {
            double[] v = (0..<6).collect { inside(random) } as double[]
            v[2] = Math.abs(v[2]); v[5] = Math.abs(v[5])
            int out = random.nextInt(6)
            v[out] = beyond(random)
            if (out == 2 || out == 5) {
                v[out] = Math.abs(v[out])
            }
            if (random.nextBoolean()) { // put b near touching a: at distance ra + rb, moved by a few ulps
                double d = (v[2] + v[5]) * (1 + (random.nextInt(9) - 4) * Math.ulp(1d))
                if (out != 3) {
                    v[3] = v[0] + d
                }
            }
            if (v.toList().count { double x -> !Fast.fits(x) } != 1) {
                return   // one value beyond the gate, as one wrong gate would let through
            }
            int fast = Fast.discDisc(v[0], v[1], v[2], v[3], v[4], v[5])
            if (fast != Fast.UNSURE) {
                trusted++
                assert (fast == 1) == Overlaps.exactDiscDisc(v[0], v[1], v[2], v[3], v[4], v[5]): "discDisc${v as List}"
            }
        }
        trusted > trials / 8

        where:
        trials = 100_000
    }

    def "with two values below the gate the filter would trust an underflowed zero, and the gate keeps the pair from it"() {
        given: 'a point disc at the origin and a disc just out of its reach, both at 2e-225: every square underflows to 0'
        double bx = 2.1658849155656523E-225
        double rb = 2.1658849155656508E-225

        expect: 'the filter alone says they touch; the exact test and the gated one say apart'
        Fast.discDisc(0, 0, 0, bx, 0, rb) == 1
        !Overlaps.exactDiscDisc(0, 0, 0, bx, 0, rb)
        !Overlaps.discDisc(0, 0, 0, bx, 0, rb)
        !Circle.of(0, 0, 0).overlaps(Circle.of(bx, 0, rb))
    }

    def "wedgeDisc with the disc's centre or radius beyond the gate trusts only exact verdicts (#trials seeded fans and discs, most near touching)"() {
        given:
        Random random = new Random(81)
        int trusted = 0

        expect:
        trials.times {
            double len = Math.scalb(1 + random.nextDouble(), random.nextInt(41) - 20)
            Fan fan = Fan.of(inside(random), inside(random), random.nextInt(3600) / 10d, 1 + random.nextInt(3580) / 10d, len)
            double[] disc = [inside(random), inside(random), Math.abs(inside(random))] as double[]
            int out = random.nextInt(3)
            disc[out] = out == 2 ? Math.abs(beyond(random)) : beyond(random)
            if (out == 2 && random.nextBoolean()) { // a radius beyond the gate reaching just to the apex
                double d = Math.hypot(disc[0] - fan.apexX(), disc[1] - fan.apexY())
                disc[2] = d * (1 + (random.nextInt(9) - 4) * Math.ulp(1d))
            }
            if ([fan.apexX(), fan.apexY(), fan.len(), disc[0], disc[1], disc[2]].count { double x -> !Fast.fits(x) } != 1
                    || fan.isFullDisc() || !Overlaps.exactDiscDisc(fan.apexX(), fan.apexY(), fan.len(), disc[0], disc[1], disc[2])) {
                return
            }
            boolean exact = Overlaps.exactOnly(fan, Circle.of(disc[0], disc[1], disc[2]))
            List<Integer> verdicts = fan.wedges().collect { Wedge w ->
                Fast.wedgeDisc(fan.apexX(), fan.apexY(), fan.len(), w, disc[0], disc[1], disc[2], null)
            }
            if (verdicts.contains(1)) {   // fanDisc trusts a meeting wedge at once
                trusted++
                assert exact: "a wedge said it meets: $fan, disc ${disc as List}"
            } else if (!verdicts.contains(Fast.UNSURE)) {   // and every wedge's no, when none is unsure
                trusted++
                assert !exact: "every wedge said no: $fan, disc ${disc as List}"
            }
        }
        trusted > 0

        where:
        trials = 50_000
    }
}
