package io.hantei.geom

import spock.lang.Specification

import java.math.MathContext

/**
 * The bounds the segment-against-box filter ({@code Overlaps.fastSegmentBox}) trusts, pinned
 * as {@code FastBoundsSpec} pins {@code Fast}'s: through its probe, on many seeded scenes near
 * touching (a segment from a corner or an edge point of a box, a segment grazing a corner, ends
 * moved a few ulps, and segments around a corner, apart or across; boxes axis-aligned and turned, at scales 2^-60 .. 2^60), (a) M is at least
 * the exact sum of the magnitudes it stands for, and each error bound at least 1e-13 of it (times
 * |n| on the segment's normal), and (b) every verdict the filter trusts is the exact one.
 */
class SegmentBoxBoundsSpec extends Specification {

    static final MathContext WIDE = new MathContext(60)

    def cleanup() {
        Overlaps.segmentBoxProbe = null
    }

    /** A random scene: the box's shape and the segment's ends, most within a few ulps of touching. */
    static Map scene(Random random) {
        int scale = random.nextInt(121) - 60
        double w = Math.scalb(1 + random.nextDouble(), scale + random.nextInt(5) - 2)
        double h = Math.scalb(1 + random.nextDouble(), scale + random.nextInt(5) - 2)
        double cx = Math.scalb(random.nextDouble() * 8 - 4, scale)
        double cy = Math.scalb(random.nextDouble() * 8 - 4, scale)
        Shape shape = random.nextBoolean() ? Rect.of(cx, cy, w, h) : RotatedRect.of(cx, cy, w, h, random.nextInt(3600) / 10d)
        Box box = shape instanceof Rect ? Box.of((Rect) shape) : Box.of((RotatedRect) shape)
        double[][] corners = box.corners()
        int k = random.nextInt(4)
        double kx = corners[0][k]
        double ky = corners[1][k]
        double ax, ay, bx, by
        double angle = random.nextDouble() * 2 * Math.PI
        double reach = Math.scalb(1 + random.nextDouble(), scale + random.nextInt(7) - 3)
        switch (random.nextInt(4)) {
            case 3: // two ends around a corner, apart from the box or across it: most decided at once
                double other = random.nextDouble() * 2 * Math.PI
                ax = kx + 2 * reach * Math.cos(angle)
                ay = ky + 2 * reach * Math.sin(angle)
                bx = kx + 2 * reach * Math.cos(other)
                by = ky + 2 * reach * Math.sin(other)
                break
            case 0: // from a corner outwards
                ax = kx
                ay = ky
                bx = kx + reach * Math.cos(angle)
                by = ky + reach * Math.sin(angle)
                break
            case 1: // through a corner, both ends well away from it: grazing it, or crossing the box
                double back = 0.5 + 0.5 * random.nextDouble()
                ax = kx + reach * Math.cos(angle)
                ay = ky + reach * Math.sin(angle)
                bx = kx - reach * Math.cos(angle) * back
                by = ky - reach * Math.sin(angle) * back
                break
            default: // from a point of an edge
                int n = (k + 1) % 4
                double t = random.nextDouble()
                ax = kx + t * (corners[0][n] - kx)
                ay = ky + t * (corners[1][n] - ky)
                bx = ax + reach * Math.cos(angle)
                by = ay + reach * Math.sin(angle)
        }
        ax += (random.nextInt(9) - 4) * Math.ulp(ax)
        ay += (random.nextInt(9) - 4) * Math.ulp(ay)
        [shape: shape, box: box, ax: ax, ay: ay, bx: bx, by: by]
    }

    private static BigDecimal abs(double v) {
        new BigDecimal(v).abs()
    }

    def "M and the error bounds hold the exact magnitudes, and every trusted verdict is exact (#trials seeded scenes)"() {
        given:
        Random random = new Random(1319)
        List<double[]> seen = []
        Overlaps.segmentBoxProbe = { double m, double err, double errN -> seen << ([m, err, errN] as double[]) } as Overlaps.SegmentBoxProbe
        int trusted = 0
        int meets = 0
        int unsure = 0

        expect:
        trials.times {
            Map sc = scene(random)
            Box box = sc.box
            double ax = sc.ax, ay = sc.ay, bx = sc.bx, by = sc.by
            if (!box.fast || ![ax, ay, bx, by].every { double v -> Fast.fits(v) }) {
                return
            }
            seen.clear()
            int verdict = Overlaps.fastSegmentBox(ax, ay, bx, by, box)
            assert seen.size() == 1
            double m = seen[0][0], err = seen[0][1], errN = seen[0][2]
            BigDecimal exactM = [abs(ax), abs(ay), abs(bx), abs(by), abs(box.qxm), abs(box.qym), abs(box.h1m), abs(box.h2m)].sum()
            BigDecimal rounding = 1 - 1e-14 // m is the sum of eight terms rounded, a few ulps below the exact one at most
            assert new BigDecimal(m) >= exactM * rounding: "M = $m below the terms' magnitudes ${exactM.round(WIDE)}: ${sc.shape}"
            assert new BigDecimal(err) >= exactM * 1e-13 * rounding: "err = $err below 1e-13 M: ${sc.shape}"
            BigDecimal normal = (new BigDecimal(ay) - new BigDecimal(by)).abs() + (new BigDecimal(bx) - new BigDecimal(ax)).abs() // |n|, exactly
            assert new BigDecimal(errN) >= exactM * 1e-13 * normal * rounding: "errN = $errN below 1e-13 M |n|: ${sc.shape}"
            if (verdict == Fast.UNSURE) {
                unsure++
                return
            }
            trusted++
            boolean exact = Overlaps.exactSegmentBox(ax, ay, bx, by, box)
            meets += exact ? 1 : 0
            assert (verdict == 1) == exact: "segment ($ax, $ay)-($bx, $by), ${sc.shape}: the filter said ${verdict == 1}"
        }
        trusted > trials / 4
        meets > 1000 && trusted - meets > 1000
        unsure > 0 // the scenes reach the band where the filter must leave the answer to exact arithmetic

        where:
        trials = 40_000
    }
}
