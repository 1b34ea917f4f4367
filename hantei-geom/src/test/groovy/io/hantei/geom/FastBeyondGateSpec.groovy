package io.hantei.geom

import spock.lang.Specification

/**
 * The floating-point filter ({@code Fast}) is only asked about values in [2^-80, 2^80] (or 0):
 * {@code Fast.fits} guards every call. This spec asks it about values beyond that, one at a time
 * (as one wrong gate would), disc against disc and fan against disc, and checks that every verdict
 * the library would trust is the exact one; fan against fan, and a segment against a box
 * ({@code fastSegmentBox}) the same way. With two
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

    def "with one centre coordinate below the gate and every other value 0, the filter would trust an underflowed zero, and the gate keeps the pair from it"() {
        given: 'two point discs 2e-225 apart along #axis: the squared distance underflows to 0, and no other term is non-zero'
        double t = 2e-225
        double bx = axis == 'x' ? t : 0
        double by = axis == 'y' ? t : 0

        expect: 'the filter alone says they touch; the exact test and the gated one say apart, from either side'
        Fast.discDisc(0, 0, 0, bx, by, 0) == 1
        !Overlaps.exactDiscDisc(0, 0, 0, bx, by, 0)
        !Overlaps.discDisc(0, 0, 0, bx, by, 0) && !Overlaps.discDisc(bx, by, 0, 0, 0, 0)
        !Circle.of(0, 0, 0).overlaps(Circle.of(bx, by, 0))
        !Circle.of(bx, by, 0).overlaps(Circle.of(0, 0, 0))

        where:
        axis << ['x', 'y']
    }

    def "a point disc 2e-225 beside a fan's apex, outside its angle, is apart: the disc's gate keeps the filter from an underflowed zero (#axis)"() {
        given: 'a fan at the origin opening away from the point (#dir, 90 degrees), and a disc of radius 0 at 2e-225 along #axis'
        double t = 2e-225
        double cx = axis == 'x' ? t : 0
        double cy = axis == 'y' ? t : 0
        Fan fan = Fan.of(0, 0, dir, 90, 1)
        Circle point = Circle.of(cx, cy, 0)

        expect: "the filter alone finds the apex within the disc (its squared distance underflows to 0)"
        fits(fan)
        fan.wedges().any { Wedge w -> Fast.wedgeDisc(0, 0, 1, w, cx, cy, 0, null) == 1 }

        and: 'the point lies outside the fan: apart, from either side'
        !fan.contains(cx, cy)
        !fan.overlaps(point) && !point.overlaps(fan)

        where:
        axis | dir
        'x'  | 180
        'y'  | 270
    }

    def "with a turned box a few subnormals across the filter would trust a rounded apart, and the box's gate keeps the segment from it"() {
        given: 'a segment of one point at the origin, on a turned rect whose centre and sizes are multiples of the least subnormal'
        double u = Double.MIN_VALUE
        RotatedRect rect = RotatedRect.of(-3 * u, -20 * u, 28 * u, 37 * u, 146.6)
        Box box = Box.of(rect)

        expect: 'the products of the turn round by whole subnormals, and the bound, 1e-13 of the sizes, is 0'
        !box.fast
        Fast.fits(0d)
        Overlaps.fastSegmentBox(0, 0, 0, 0, box) == 0

        and: 'the origin lies in the rect: the exact test and the gated one say they meet'
        rect.contains(0, 0)
        Overlaps.exactSegmentBox(0, 0, 0, 0, box)
        Overlaps.segmentBox(0, 0, 0, 0, box)
        Segment.of(0, 0, 0, 0).overlaps(rect)
    }

    def "with a fan a few subnormals across the filter would trust an underflowed meeting, and the fan's gate keeps the pair from it"() {
        given: 'fans whose apex and length are multiples of the least subnormal, with the origin within their length but outside their angle'
        double u = Double.MIN_VALUE
        Fan narrow = Fan.of(12 * u, 0, 128.7, 2.5, 33 * u)
        Fan wide = Fan.of(-12 * u, -17 * u, 235.8, 330.2, 38 * u)
        Fan point = Fan.of(0, 0, 31.3, 161, 0)

        expect: 'every square underflows to 0, so the filter finds a wedge that meets the point at the origin'
        !fits(narrow) && !fits(wide) && fits(point)
        narrow.wedges().any { Wedge w -> Fast.wedgeDisc(narrow.apexX(), narrow.apexY(), narrow.len(), w, 0, 0, 0, null) == 1 }
        wide.wedges().any { Wedge w -> Fast.wedgeDisc(wide.apexX(), wide.apexY(), wide.len(), w, 0, 0, 0, point.wedges()[0]) == 1 }

        and: 'the origin is outside both fans: the gated tests say apart, from either side'
        !narrow.contains(0, 0) && !wide.contains(0, 0)
        !Circle.of(0, 0, 0).overlaps(narrow)
        !narrow.overlaps(Circle.of(0, 0, 0))
        !point.overlaps(wide)
        !wide.overlaps(point)
    }

    /** Whether every value of the fan's fast view fits the filter's range. */
    static boolean fits(Fan f) {
        [f.apexX(), f.apexY(), f.len(), f.firstRayX(), f.firstRayY(), f.lastRayX(), f.lastRayY(), f.dirX(), f.dirY()]
                .every { double v -> Fast.fits(v) }
    }

    /**
     * Checks what fanDisc and fanFan would trust of their wedges' verdicts against the exact answer:
     * a wedge (or pair of wedges) that meets at once, and every one's no when none is unsure.
     * 1 when something was trusted, else 0.
     */
    static int trustedWedgeVerdict(List<Integer> verdicts, boolean exact, String scene) {
        if (verdicts.contains(1)) {
            assert exact: "a wedge said it meets: $scene"
            return 1
        }
        if (!verdicts.contains(Fast.UNSURE)) {
            assert !exact: "every wedge said no: $scene"
            return 1
        }
        0
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
            trusted += trustedWedgeVerdict(verdicts, exact, "$fan, disc ${disc as List}")
        }
        trusted > 0

        where:
        trials = 50_000
    }

    def "wedgeDisc of fan against fan with one apex or length beyond the gate trusts only exact verdicts (#trials seeded pairs of fans)"() {
        given:
        Random random = new Random(82)
        int trusted = 0

        expect:
        trials.times {
            double[] a = [inside(random), inside(random), Math.abs(inside(random))] as double[]
            double[] b = [inside(random), inside(random), Math.abs(inside(random))] as double[]
            int out = random.nextInt(3)
            double[] moved = random.nextBoolean() ? a : b
            moved[out] = out == 2 ? Math.abs(beyond(random)) : beyond(random)
            if (random.nextBoolean()) { // b's apex on a's rim, or a's on b's, give or take a few ulps
                double[] onto = moved.is(a) ? b : a
                double angle = random.nextDouble() * 2 * Math.PI
                double reach = moved[2] * (1 + (random.nextInt(9) - 4) * Math.ulp(1d))
                onto[0] = moved[0] + reach * Math.cos(angle)
                onto[1] = moved[1] + reach * Math.sin(angle)
            }
            if (a[2] == 0 || b[2] == 0) {
                return
            }
            Fan fa = Fan.of(a[0], a[1], random.nextInt(3600) / 10d, 1 + random.nextInt(3580) / 10d, a[2])
            Fan fb = Fan.of(b[0], b[1], random.nextInt(3600) / 10d, 1 + random.nextInt(3580) / 10d, b[2])
            List<Double> values = [fa.apexX(), fa.apexY(), fa.len(), fa.firstRayX(), fa.firstRayY(), fa.lastRayX(), fa.lastRayY(),
                                   fa.dirX(), fa.dirY(), fb.apexX(), fb.apexY(), fb.len(), fb.firstRayX(), fb.firstRayY(),
                                   fb.lastRayX(), fb.lastRayY(), fb.dirX(), fb.dirY()]
            if (values.count { double x -> !Fast.fits(x) } != 1 || fa.isFullDisc() || fb.isFullDisc()
                    || !Overlaps.exactDiscDisc(fa.apexX(), fa.apexY(), fa.len(), fb.apexX(), fb.apexY(), fb.len())) {
                return
            }
            boolean exact = Overlaps.exactOnly(fa, fb)
            List<Integer> verdicts = []
            for (Wedge wa : fa.wedges()) {
                for (Wedge wb : fb.wedges()) {
                    verdicts << Fast.wedgeDisc(fa.apexX(), fa.apexY(), fa.len(), wa, fb.apexX(), fb.apexY(), fb.len(), wb)
                }
            }
            trusted += trustedWedgeVerdict(verdicts, exact, "$fa, $fb")
        }
        trusted > 1000

        where:
        trials = 30_000
    }

    def "fastSegmentBox with one end's coordinate beyond the gate trusts only exact verdicts (#trials seeded segments and boxes, most near touching)"() {
        given:
        Random random = new Random(83)
        int trusted = 0
        int meets = 0

        expect:
        trials.times {
            double w = Math.scalb(1 + random.nextDouble(), random.nextInt(41) - 20)
            double h = Math.scalb(1 + random.nextDouble(), random.nextInt(41) - 20)
            double cx = inside(random)
            double cy = inside(random)
            Shape shape = random.nextBoolean() ? Rect.of(cx, cy, w, h) : RotatedRect.of(cx, cy, w, h, random.nextInt(3600) / 10d)
            Box box = shape instanceof Rect ? Box.of((Rect) shape) : Box.of((RotatedRect) shape)
            Rect bounds = shape.bounds()
            // one end near the box: a corner or a point of an edge of its bounds, moved a few ulps
            double ax = random.nextBoolean() ? (random.nextBoolean() ? bounds.left() : bounds.right())
                    : bounds.left() + random.nextDouble() * (bounds.right() - bounds.left())
            double ay = random.nextBoolean() ? (random.nextBoolean() ? bounds.top() : bounds.bottom())
                    : bounds.top() + random.nextDouble() * (bounds.bottom() - bounds.top())
            ax += (random.nextInt(9) - 4) * Math.ulp(ax)
            ay += (random.nextInt(9) - 4) * Math.ulp(ay)
            // the other end far off: one coordinate beyond the gate, the other in range
            double bx = inside(random)
            double by = inside(random)
            if (random.nextBoolean()) {
                bx = beyond(random)
            } else {
                by = beyond(random)
            }
            if (!box.fast || [ax, ay, bx, by].count { double x -> !Fast.fits(x) } != 1) {
                return
            }
            int verdict = Overlaps.fastSegmentBox(ax, ay, bx, by, box)
            if (verdict != Fast.UNSURE) {
                trusted++
                boolean exact = Overlaps.exactSegmentBox(ax, ay, bx, by, box)
                meets += exact ? 1 : 0
                assert (verdict == 1) == exact: "segment ($ax, $ay)-($bx, $by), $shape: the filter said ${verdict == 1}"
            }
        }
        trusted > 1000
        meets > 0 && meets < trusted

        where:
        trials = 50_000
    }
}
