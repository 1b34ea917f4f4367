package io.hantei.geom

import groovy.transform.CompileStatic
import spock.lang.Specification

/**
 * The error bound of {@link Fast}, pinned call by call (issue 24). Fast computes each quantity with
 * a magnitude m and trusts its sign when {@code |value| > 1e-13·m} (docs/geometry.md §5); a
 * magnitude made too small would let it trust a wrong sign on a near-degenerate input, which the
 * answers of ordinary scenes never show. So every filtered predicate is run here on seeded
 * adversarial inputs — shapes touching as nearly as doubles allow, then moved 1, 2, 4 or 8 ulps
 * either way or across the filter's trust edge (1e-15 to 1e-11 of their size); sizes at 2^-70
 * and 2^70; zero radii and zero-size boxes; nearly parallel edges and
 * rays, nearly equal and opposite directions; fans of every opening — with {@link Fast.Probe}
 * recording each sign it judges, and {@link FastMirror} replays the predicate exactly to check
 * every recorded pair: the magnitude is the exact one but for rounding (neither below nor above
 * it), the value lies within 1e-13 of it from the exact value, a trusted sign is the exact sign.
 * Every answer Fast gives (not UNSURE) is checked against the exact path of {@link Overlaps} and
 * {@link ExactRegion}.
 */
class FastBoundsSpec extends Specification {

    static final int UNSURE = Fast.UNSURE

    def cleanup() {
        Fast.probe = null
    }

    def "Fast.#predicate: every magnitude is the exact one but for rounding, every value lies within 1e-13 of it, every trusted sign and answer is exact (#cases seeded adversarial scenes)"() {
        given:
        def tally = new FastMirror.Tally()
        def gen = new Gen(seed)

        when:
        cases.times { scene(predicate, gen, tally) }
        println "FastBoundsSpec $predicate: $tally"   // how near-degenerate the scenes were, in the test report

        then:
        tally.failures == []

        and: 'the scenes are near-degenerate: many signs are too close to call, many trusted ones are close to 0, and both the fast and the exact answer occur'
        tally.skipped < cases / 10
        tally.unsure >= tally.calls / 20
        tally.close > 0
        tally.answered >= cases / 4
        tally.undecided >= cases / 20
        tally.overlapping > tally.answered / 10
        tally.overlapping < tally.answered * 0.9

        where:
        predicate   | seed | cases
        'discDisc'  | 11   | 6000
        'discBox'   | 12   | 6000
        'boxBox'    | 13   | 5000
        'wedgeBox'  | 14   | 4000
        'wedgeDisc' | 15   | 4000
        'fanFan'    | 16   | 3000
    }

    def "the mirror sees a wrong magnitude: a magnitude #what the exact one is reported"() {
        given: 'two discs an ulp apart from touching, judged by Fast as they are'
        def tally = new FastMirror.Tally()
        double bx = Math.nextUp(5d)
        def rec = new FastMirror.Recorder()
        Fast.probe = rec
        Fast.discDisc(0, 0, 2, bx, 0, 3)
        Fast.probe = null

        when: 'the recorded magnitude is scaled'
        def c = rec.calls[0]
        def scaled = [new FastMirror.Call(c.v, c.m * factor, c.sign)]
        new FastMirror(scaled, tally, 'scaled').discDisc(0, 0, 2, bx, 0, 3)

        then:
        rec.calls.size() == 1
        tally.failures.size() == 1
        tally.failures[0].startsWith(report)

        where:
        what                        | factor             | report
        'a quarter below'           | 0.75d              | 'magnitude below the exact one'
        'a quarter above'           | 1.25d              | 'magnitude above the exact one'
        'by 2^-30 above'            | 1 + Math.scalb(1d, -30) | 'magnitude above the exact one'
    }

    def "Fast.sgn trusts a sign only past 1e-13 of the magnitude: #what"() {
        given: 'the trust edge as Fast computes it, 1e-13·m rounded'
        double edge = 1e-13d * m

        expect:
        Fast.sgn(value(edge) as double, m) == sign

        where:
        what                                     | m                    | value                          | sign
        'exactly at the edge: unsure'            | 1d                   | { double e -> e }              | UNSURE
        'an ulp past the edge: positive'         | 1d                   | { double e -> Math.nextUp(e) } | 1
        'an ulp inside the edge: unsure'         | 1d                   | { double e -> Math.nextDown(e) } | UNSURE
        'exactly at the negative edge: unsure'   | 1d                   | { double e -> -e }             | UNSURE
        'an ulp past the negative edge'          | 1d                   | { double e -> -Math.nextUp(e) } | -1
        'at the edge of m = 3'                   | 3d                   | { double e -> e }              | UNSURE
        'past the edge of m = 3'                 | 3d                   | { double e -> Math.nextUp(e) } | 1
        'at the negative edge of m = 2^80'       | Math.scalb(1d, 80)   | { double e -> -e }             | UNSURE
        'past the negative edge of m = 2^80'     | Math.scalb(1d, 80)   | { double e -> -Math.nextUp(e) } | -1
        'at the edge of m = 2^-80'               | Math.scalb(1d, -80)  | { double e -> e }              | UNSURE
        'past the edge of m = 2^-80'             | Math.scalb(1d, -80)  | { double e -> Math.nextUp(e) } | 1
        'a value of 0 with a magnitude: unsure'  | 1d                   | { double e -> 0d }             | UNSURE
        'a magnitude of 0 and a value of 0: 0'   | 0d                   | { double e -> 0d }             | 0
        'a magnitude of 0 and a value not 0: unsure' | 0d               | { double e -> Double.MIN_VALUE } | UNSURE
    }

    def "the probe records only on the thread that installed it, and is off in use"() {
        expect:
        Fast.probe == null

        when:
        def rec = new FastMirror.Recorder()
        Fast.probe = rec
        def other = Thread.start { Fast.discDisc(0, 0, 1, 3, 0, 1) }
        other.join()
        Fast.discDisc(0, 0, 1, 3, 4, 1)
        Fast.probe = null

        then:
        rec.calls.size() == 1
        rec.calls[0].v == 9 + 16 - 4d
        rec.calls[0].sign == 1
    }

    def "a sign Fast knows to be exactly 0 (every term 0) is an answer, touching: #what"() {
        given:
        def rec = new FastMirror.Recorder()
        Fast.probe = rec

        expect:
        answer() == 1
        rec.calls*.sign.contains(0)

        where:
        what                                           | answer
        'two zero-radius circles at the origin'        | { Fast.discDisc(0, 0, 0, 0, 0, 0) }
        'a zero-radius circle on a point box there'    | { Fast.discBox(0, 0, 0, Rect.of(0, 0, 0, 0).box()) }
        'two point boxes at the origin'                | { Fast.boxBox(Rect.of(0, 0, 0, 0).box(), Rect.of(0, 0, 0, 0).box()) }
    }

    def "the fast path takes numbers of magnitude 2^-80 to 2^80 and 0: fits(#v) is #fits"() {
        expect:
        Fast.fits(v) == fits
        Fast.fits(-v) == fits

        where:
        v                                   || fits
        0d                                  || true
        Math.scalb(1d, -80)                 || true
        Math.nextDown(Math.scalb(1d, -80))  || false
        Math.scalb(1d, 80)                  || true
        Math.nextUp(Math.scalb(1d, 80))     || false
        1d                                  || true
        Double.MIN_VALUE                    || false
    }

    def "past 2^80 or below 2^-80 Overlaps never asks Fast, and still answers exactly: #what at 2^#exponent (#cases touching scenes)"() {
        given:
        def rnd = new Random(18 + exponent)
        double sc = Math.scalb(1d, exponent)
        def wrong = []
        int fastCalls = 0
        int overlapping = 0

        when:
        cases.times {
            Shape[] pair = farPair(what, sc, rnd)
            def rec = new FastMirror.Recorder()
            Fast.probe = rec
            boolean got
            try {
                got = Overlaps.test(pair[0], pair[1])
            } finally {
                Fast.probe = null
            }
            fastCalls += rec.calls.size()
            overlapping += got ? 1 : 0
            boolean want = Overlaps.exactOnly(pair[0], pair[1])
            if (got != want && wrong.size() < 5) {
                wrong << "${pair.toList()}: overlaps $got, exactly $want"
            }
        }

        then:
        fastCalls == 0
        wrong == []
        overlapping > 0
        overlapping < cases

        where:
        [what, exponent] << [['circles', 'circle and rect', 'rect and turned rect', 'fan and rect', 'fan and circle', 'fans'], [90, -90]].combinations()
        cases = 150
    }

    /** Two shapes of the kind, touching at the scale, moved by a few ulps. */
    @CompileStatic
    static Shape[] farPair(String what, double sc, Random rnd) {
        double x = (rnd.nextDouble() * 2 - 1) * sc
        double y = (rnd.nextDouble() * 2 - 1) * sc
        double r = (0.5d + rnd.nextDouble()) * sc
        double gap = Gen.nudge(x + 2 * r, Gen.KS[rnd.nextInt(Gen.KS.length)])  // just right of x + 2r
        double dir = rnd.nextInt(2) == 0 ? 180 : 180 + (rnd.nextDouble() - 0.5d) * 60
        switch (what) {
            case 'circles': return [Circle.of(x, y, r), Circle.of(gap, y, r)] as Shape[]
            case 'circle and rect': return [Circle.of(x, y, 2 * r), Rect.of(gap, y - r, r, r)] as Shape[]
            case 'rect and turned rect': return [Rect.of(x - r, y - r, 3 * r, 2 * r), RotatedRect.of(Gen.nudge(x + 2 * r + 1.5d * r * Math.sqrt(0.5d), Gen.KS[rnd.nextInt(Gen.KS.length)]), y, 2 * r, r, 45)] as Shape[]
            case 'fan and rect': return [Fan.of(gap + r, y, dir, 90, r), Rect.of(x - r, y - r, 3 * r, 2 * r)] as Shape[]
            case 'fan and circle': return [Fan.of(gap + r, y, dir, 90, r), Circle.of(x, y, 2 * r)] as Shape[]
            default: return [Fan.of(gap + r, y, dir, 90, r), Fan.of(x, y, 0, 270, 2 * r)] as Shape[]
        }
    }

    def "Fast.sign2 is the exact sign of a·b + c·d on near ties, exact ties, tiny and overflowing products (20000 seeded)"() {
        given:
        def rnd = new Random(17)
        def wrong = []
        int zeros = 0

        when:
        20000.times {
            double[] q = sign2Case(rnd)
            int want = (Exact.of(q[0]) * Exact.of(q[1]) + Exact.of(q[2]) * Exact.of(q[3])).signum()
            int got = Fast.sign2(q[0], q[1], q[2], q[3])
            zeros += want == 0 ? 1 : 0
            if (got != want && wrong.size() < 10) {
                wrong << "sign2(${q.toList()}) = $got, exactly $want"
            }
        }

        then:
        wrong == []
        zeros > 1000
    }

    // ---- the scenes ----

    @CompileStatic
    static void scene(String predicate, Gen g, FastMirror.Tally t) {
        switch (predicate) {
            case 'discDisc': discDisc(g, t); break
            case 'discBox': discBox(g, t); break
            case 'boxBox': boxBox(g, t); break
            case 'wedgeBox': wedgeBox(g, t); break
            case 'wedgeDisc': fanDisc(g, t); break
            default: fanFan(g, t)
        }
    }

    /** Runs Fast with the probe on, replays it exactly, and checks the answer if Fast gave one. */
    @CompileStatic
    static void judge(FastMirror.Tally tally, String context, Closure<Integer> fast,
                      Closure<Integer> mirror, Closure<Boolean> exact) {
        def rec = new FastMirror.Recorder()
        Fast.probe = rec
        int got
        try {
            got = fast.call()
        } finally {
            Fast.probe = null
        }
        tally.cases++
        def replay = new FastMirror(rec.calls, tally, context)
        int replayed
        try {
            replayed = mirror.call(replay)
        } catch (FastMirror.Diverged d) {
            tally.fail("more signs replayed than judged: ${d.message}")
            return
        }
        if (!replay.usedAll()) {
            tally.fail("fewer signs replayed than judged: $context: Fast ${rec.calls.size()}, the mirror ${replay.next}")
        }
        if (replayed != got) {
            tally.fail("another answer on the same signs: $context: Fast $got, the mirror $replayed")
        }
        if (got == UNSURE) {
            tally.undecided++
            return
        }
        tally.answered++
        tally.overlapping += got
        boolean want = exact.call()
        if ((got == 1) != want) {
            tally.fail("wrong answer: $context: Fast $got, the exact path $want")
        }
    }

    @CompileStatic
    static void discDisc(Gen g, FastMirror.Tally t) {
        double sc = g.scale()
        double ax = g.coord(sc)
        double ay = g.coord(sc)
        double ra = g.size(sc)
        double rb = g.rnd.nextInt(4) == 0 ? g.size(sc) * 1e-8d : g.size(sc)
        double bx
        double by
        switch (g.rnd.nextInt(4)) {
            case 0: // touching along a random direction, as nearly as doubles allow
                double a = g.rnd.nextDouble() * 2 * Math.PI
                bx = ax + (ra + rb) * Math.cos(a)
                by = ay + (ra + rb) * Math.sin(a)
                break
            case 1: // touching along an axis
                bx = ax + (g.rnd.nextBoolean() ? ra + rb : -(ra + rb))
                by = ay
                break
            case 2: // a 3-4-5 triangle on a grid of a power of two: touching exactly
                double p = Math.scalb(1d, Math.getExponent(sc))
                ax = Math.rint(ax / p) * p
                ay = Math.rint(ay / p) * p
                ra = 2 * p
                rb = 3 * p
                bx = ax + 3 * p
                by = ay - 4 * p
                break
            default: // zero radii: the same point, or ulps apart
                ra = 0
                rb = g.rnd.nextBoolean() ? 0 : rb
                bx = ax
                by = ay
        }
        if (g.rnd.nextBoolean()) {
            bx = g.moved(bx, sc)
        } else {
            by = g.moved(by, sc)
        }
        if (!Gen.fits(ax, ay, ra, bx, by, rb)) {
            t.skipped++
            return
        }
        final double fax = ax, fay = ay, fra = ra, fbx = bx, fby = by, frb = rb
        judge(t, "discDisc($ax, $ay, $ra, $bx, $by, $rb)",
                { Fast.discDisc(fax, fay, fra, fbx, fby, frb) },
                { FastMirror m -> m.discDisc(fax, fay, fra, fbx, fby, frb) },
                { Overlaps.exactDiscDisc(fax, fay, fra, fbx, fby, frb) })
    }

    @CompileStatic
    static void discBox(Gen g, FastMirror.Tally t) {
        double sc = g.scale()
        boolean point = g.rnd.nextInt(10) == 0   // a zero-size box, and a zero radius
        Shape s = point ? g.box(sc, g.coord(sc), g.coord(sc), g.angle(), 0, 0) : g.box(sc, g.coord(sc), g.coord(sc), g.angle())
        Box b = ((PreparedShape) s).box()
        double[] p = g.boundary(b)
        double r = point ? 0d : g.size(sc)
        double px = p[0]
        double py = p[1]
        switch (point ? 1 : g.rnd.nextInt(3)) {
            case 0: // outside, touching at p
                px += r * p[2]
                py += r * p[3]
                break
            case 1: // the centre on the boundary (touching when r is 0)
                break
            default: // inside, touching from within
                px -= r * p[2]
                py -= r * p[3]
        }
        if (g.rnd.nextBoolean()) {
            px = g.moved(px, sc)
        } else {
            py = g.moved(py, sc)
        }
        if (!b.fast || !Gen.fits(px, py, r)) {
            t.skipped++
            return
        }
        EBox e = EBox.of(s)
        final double fx = px, fy = py
        judge(t, "discBox($px, $py, $r, $s)",
                { Fast.discBox(fx, fy, r, b) },
                { FastMirror m -> m.discBox(fx, fy, r, e) },
                { Overlaps.exactDiscBox(fx, fy, r, b) })
    }

    @CompileStatic
    static void boxBox(Gen g, FastMirror.Tally t) {
        double sc = g.scale()
        double angleA = g.angle()
        Shape a = g.box(sc, g.coord(sc), g.coord(sc), angleA)
        Box ba = ((PreparedShape) a).box()
        double[] p = g.boundary(ba)
        // the second box: parallel, nearly parallel, or at any angle
        double angleB
        switch (g.rnd.nextInt(4)) {
            case 0: angleB = angleA; break
            case 1: angleB = angleA + g.tiny(); break
            case 2: angleB = angleA + 90 + g.tiny(); break
            default: angleB = g.angle()
        }
        double w = g.size(sc)
        double h = g.size(sc)
        // placed just outside p along the outward direction, touching as nearly as doubles allow
        double c = Math.cos(Math.toRadians(angleB))
        double si = Math.sin(Math.toRadians(angleB))
        double support = w / 2 * Math.abs(p[2] * c + p[3] * si) + h / 2 * Math.abs(-p[2] * si + p[3] * c)
        double cx = p[0] + p[2] * support
        double cy = p[1] + p[3] * support
        if (g.rnd.nextBoolean()) {
            cx = g.moved(cx, sc)
        } else {
            cy = g.moved(cy, sc)
        }
        Shape bs = g.box(sc, cx, cy, angleB, w, h)
        Box bb = ((PreparedShape) bs).box()
        if (!ba.fast || !bb.fast) {
            t.skipped++
            return
        }
        EBox ea = EBox.of(a)
        EBox eb = EBox.of(bs)
        judge(t, "boxBox($a, $bs)",
                { Fast.boxBox(ba, bb) },
                { FastMirror m -> m.boxBox(ea, eb) },
                { Overlaps.exactBoxBox(ba, bb) })
    }

    @CompileStatic
    static void wedgeBox(Gen g, FastMirror.Tally t) {
        double sc = g.scale()
        Shape s = g.box(sc, g.coord(sc), g.coord(sc), g.angle())
        Box b = ((PreparedShape) s).box()
        double[] p = g.boundary(b)
        double range = g.range()
        double len = g.size(sc)
        double ax
        double ay
        double dir
        switch (g.rnd.nextInt(4)) {
            case 0: // the apex on the boundary
                ax = p[0]
                ay = p[1]
                dir = g.rnd.nextBoolean() ? g.angle() : Gen.degrees(p[2], p[3]) + g.tiny()
                break
            case 1: // the rim through p, p inside the opening
                double[] u = g.turned(p[2], p[3], 60)
                ax = p[0] + len * u[0]
                ay = p[1] + len * u[1]
                dir = Gen.degrees(-u[0], -u[1]) + (g.rnd.nextDouble() - 0.5d) * range
                break
            case 2: // a bounding ray through p
                double[] v = g.turned(p[2], p[3], 80)
                double along = g.size(sc) + sc * 0.01d
                ax = p[0] + along * v[0]
                ay = p[1] + along * v[1]
                dir = Gen.degrees(-v[0], -v[1]) + (g.rnd.nextBoolean() ? range / 2 : -range / 2)
                len = g.rnd.nextBoolean() ? along : along * (0.5d + g.rnd.nextDouble())
                break
            default: // a bounding ray along an edge's line, or nearly
                double side = g.rnd.nextBoolean() ? 1 : -1
                double ex = -p[3] * side
                double ey = p[2] * side
                double along = g.size(sc) + sc * 0.01d
                ax = p[0] + along * ex
                ay = p[1] + along * ey
                dir = Gen.degrees(-ex, -ey) + (g.rnd.nextBoolean() ? range / 2 : -range / 2) + (g.rnd.nextBoolean() ? 0 : g.tiny())
        }
        switch (g.rnd.nextInt(3)) {
            case 0: ax = g.moved(ax, sc); break
            case 1: ay = g.moved(ay, sc); break
            default: len = Math.abs(g.moved(len, sc))
        }
        Fan f = Fan.of(ax, ay, dir, range, len)
        if (!b.fast || !Gen.fits(f)) {
            t.skipped++
            return
        }
        EBox e = EBox.of(s)
        final double fx = ax, fy = ay, fl = len
        for (Wedge w : f.wedges()) {
            judge(t, "wedgeBox($f, $s)",
                    { Fast.wedgeBox(fx, fy, fl, w, b) },
                    { FastMirror m -> m.wedgeBox(fx, fy, fl, w, e) },
                    {
                        ExactRegion region = new ExactRegion()
                        w.addTo(region, fx, fy)
                        b.addTo(region)
                        region.meetsDisc(fx, fy, fl)
                    })
        }
    }

    @CompileStatic
    static void fanDisc(Gen g, FastMirror.Tally t) {
        double sc = g.scale()
        double ax = g.coord(sc)
        double ay = g.coord(sc)
        double len = g.size(sc)
        double range = g.range()
        Fan f = Fan.of(ax, ay, g.angle(), range, len)
        boolean first = g.rnd.nextBoolean()
        double rx = first ? f.firstRayX() : f.lastRayX()
        double ry = first ? f.firstRayY() : f.lastRayY()
        double r = g.size(sc)
        double cx
        double cy
        switch (g.rnd.nextInt(5)) {
            case 0: // touching a bounding ray from either side
                double along = len * (g.rnd.nextBoolean() ? 1 : g.rnd.nextDouble())
                double side = g.rnd.nextBoolean() ? r : -r
                cx = ax + along * rx - side * ry
                cy = ay + along * ry + side * rx
                break
            case 1: // touching the rim inside the opening
                double a = Math.toRadians(f.dirDegrees() + (g.rnd.nextDouble() - 0.5d) * range)
                cx = ax + (len + r) * Math.cos(a)
                cy = ay + (len + r) * Math.sin(a)
                break
            case 2: // touching the tip of a ray, straight ahead
                cx = ax + (len + r) * rx
                cy = ay + (len + r) * ry
                break
            case 3: // the apex on the circle
                double a = g.rnd.nextDouble() * 2 * Math.PI
                cx = ax + r * Math.cos(a)
                cy = ay + r * Math.sin(a)
                break
            default: // the circle through the tip of a ray
                double a = g.rnd.nextDouble() * 2 * Math.PI
                cx = ax + len * rx + r * Math.cos(a)
                cy = ay + len * ry + r * Math.sin(a)
        }
        switch (g.rnd.nextInt(3)) {
            case 0: cx = g.moved(cx, sc); break
            case 1: cy = g.moved(cy, sc); break
            default: r = Math.abs(g.moved(r, sc))
        }
        if (!Gen.fits(f) || !Gen.fits(cx, cy, r)) {
            t.skipped++
            return
        }
        final double fx = cx, fy = cy, fr = r
        for (Wedge w : f.wedges()) {
            judge(t, "wedgeDisc($f, Circle($cx, $cy, $r))",
                    { Fast.wedgeDisc(ax, ay, len, w, fx, fy, fr, null) },
                    { FastMirror m -> m.wedgeDisc(ax, ay, len, w, fx, fy, fr, null) },
                    {
                        ExactRegion region = new ExactRegion()
                        w.addTo(region, ax, ay)
                        region.meetsDiscs(ax, ay, len, fx, fy, fr)
                    })
        }
    }

    @CompileStatic
    static void fanFan(Gen g, FastMirror.Tally t) {
        double sc = g.scale()
        double ax = g.coord(sc)
        double ay = g.coord(sc)
        double l1 = g.size(sc)
        double range1 = g.range()
        double dir1 = g.angle()
        Fan f1 = Fan.of(ax, ay, dir1, range1, l1)
        double range2 = g.range()
        double l2 = g.size(sc)
        boolean first = g.rnd.nextBoolean()
        double rx = first ? f1.firstRayX() : f1.lastRayX()
        double ry = first ? f1.firstRayY() : f1.lastRayY()
        double rayAngle = first ? dir1 - range1 / 2 : dir1 + range1 / 2
        double bx
        double by
        double dir2
        switch (g.rnd.nextInt(4)) {
            case 0: // the same apex; equal, nearly equal or opposite directions, or collinear rays
                bx = ax
                by = ay
                switch (g.rnd.nextInt(4)) {
                    case 0: dir2 = dir1; break
                    case 1: dir2 = dir1 + g.tiny(); break
                    case 2: dir2 = dir1 + 180 + (g.rnd.nextBoolean() ? 0 : g.tiny()); break
                    default: dir2 = rayAngle + 180 + range2 / 2
                }
                break
            case 1: // the second apex on a ray of the first, pointing along it, back, or anywhere
                double along = l1 * (g.rnd.nextBoolean() ? 1 : g.rnd.nextDouble())
                bx = ax + along * rx
                by = ay + along * ry
                dir2 = g.rnd.nextBoolean() ? g.angle() : rayAngle + 180 + (g.rnd.nextBoolean() ? 0 : g.tiny()) + range2 / 2
                break
            case 2: // a ray of the second ending where a ray of the first meets its rim
                double a = g.rnd.nextDouble() * 2 * Math.PI
                double tipX = ax + l1 * rx
                double tipY = ay + l1 * ry
                bx = tipX + l2 * Math.cos(a)
                by = tipY + l2 * Math.sin(a)
                dir2 = Math.toDegrees(a) + 180 + (g.rnd.nextBoolean() ? range2 / 2 : -range2 / 2)
                break
            default: // rims touching, along a direction inside both openings
                double a = Math.toRadians(dir1 + (g.rnd.nextDouble() - 0.5d) * range1)
                bx = ax + (l1 + l2) * Math.cos(a)
                by = ay + (l1 + l2) * Math.sin(a)
                dir2 = Math.toDegrees(a) + 180 + (g.rnd.nextDouble() - 0.5d) * range2
        }
        switch (g.rnd.nextInt(3)) {
            case 0: bx = g.moved(bx, sc); break
            case 1: by = g.moved(by, sc); break
            default: l2 = Math.abs(g.moved(l2, sc))
        }
        Fan f2 = Fan.of(bx, by, dir2, range2, l2)
        if (!Gen.fits(f1) || !Gen.fits(f2)) {
            t.skipped++
            return
        }
        for (Wedge w1 : f1.wedges()) {
            for (Wedge w2 : f2.wedges()) {
                final double fbx = bx, fby = by, fl2 = l2
                judge(t, "wedgeDisc($f1, $f2)",
                        { Fast.wedgeDisc(ax, ay, l1, w1, fbx, fby, fl2, w2) },
                        { FastMirror m -> m.wedgeDisc(ax, ay, l1, w1, fbx, fby, fl2, w2) },
                        {
                            ExactRegion region = new ExactRegion()
                            w1.addTo(region, ax, ay)
                            w2.addTo(region, fbx, fby)
                            region.meetsDiscs(ax, ay, l1, fbx, fby, fl2)
                        })
            }
        }
    }

    /** Four doubles whose a·b + c·d is near 0, exactly 0, or formed of tiny or overflowing products. */
    @CompileStatic
    static double[] sign2Case(Random rnd) {
        int e = rnd.nextInt(4) == 0 ? (rnd.nextBoolean() ? 500 + rnd.nextInt(20) : -500 - rnd.nextInt(20)) : rnd.nextInt(200) - 100
        double a = Math.scalb(rnd.nextDouble() * 2 - 1, e)
        double b = Math.scalb(rnd.nextDouble() * 2 - 1, e)
        double c = Math.scalb(rnd.nextDouble() * 2 - 1, e)
        double d
        if (rnd.nextInt(3) == 0) { // an exact tie: c·d = -a·b, scaled by a power of two
            int shift = rnd.nextInt(9) - 4
            c = Math.scalb(a, shift)
            d = -Math.scalb(b, -shift)
        } else { // a near tie, d moved a few ulps from -a·b/c
            d = Gen.nudge(-(a / c) * b, Gen.KS[rnd.nextInt(Gen.KS.length)])
        }
        return [a, b, c, d] as double[]
    }

    /** Seeded adversarial numbers and shapes. */
    @CompileStatic
    static final class Gen {
        static final int[] KS = [0, 1, -1, 2, -2, 4, -4, 8, -8] as int[]
        final Random rnd

        Gen(long seed) {
            rnd = new Random(seed)
        }

        /** 1, 2^-70, 2^70, or anything between 2^-40 and 2^40. */
        double scale() {
            switch (rnd.nextInt(5)) {
                case 0: return 1
                case 1: return Math.scalb(1d, -70)
                case 2: return Math.scalb(1d, 70)
                default: return Math.scalb(0.5d + rnd.nextDouble(), rnd.nextInt(81) - 40)
            }
        }

        /** A coordinate within 4 scales of the origin, now and then exactly 0. */
        double coord(double sc) {
            rnd.nextInt(10) == 0 ? 0d : (rnd.nextDouble() * 2 - 1) * 4 * sc
        }

        /** A size about the scale, now and then exactly 0. */
        double size(double sc) {
            rnd.nextInt(8) == 0 ? 0d : (0.05d + rnd.nextDouble()) * sc
        }

        int ulps() {
            KS[rnd.nextInt(KS.length)]
        }

        /**
         * A coordinate moved from touching: by 0, 1, 2, 4 or 8 ulps either way (half the time),
         * across the filter's trust edge (1e-15 to 1e-11 of the scale), or by up to the scale.
         */
        double moved(double x, double sc) {
            switch (rnd.nextInt(4)) {
                case 0: return x + (rnd.nextDouble() * 2 - 1) * sc * Math.pow(10, -11 - rnd.nextInt(5))
                case 1: return x + (rnd.nextDouble() * 2 - 1) * sc
                default: return nudge(x, ulps())
            }
        }

        /** Degrees: multiples of 45 and 30, a multiple of 90 plus a hair, or any. */
        double angle() {
            switch (rnd.nextInt(6)) {
                case 0: return 45 * rnd.nextInt(8)
                case 1: return 90 * rnd.nextInt(4) + tiny()
                case 2: return 30 * rnd.nextInt(12)
                default: return rnd.nextDouble() * 360
            }
        }

        /** A hair of an angle, in degrees: nearly parallel, nearly equal. */
        double tiny() {
            double[] hairs = [1e-7d, -1e-7d, 1e-10d, -1e-12d, 3e-13d] as double[]
            hairs[rnd.nextInt(hairs.length)]
        }

        /** An opening below 360°: 0, a hair, convex, exactly 180°, a hair either side of it, reflex. */
        double range() {
            switch (rnd.nextInt(10)) {
                case 0: return 0
                case 1: return 1e-9d
                case 2: return 90
                case 3: return 180 - 1e-7d
                case 4: return 180
                case 5: return 180 + 1e-7d
                case 6: return 180 + rnd.nextDouble() * 180
                case 7: return 360 - 1e-7d
                default: return rnd.nextDouble() * 180
            }
        }

        Shape box(double sc, double cx, double cy, double angle) {
            box(sc, cx, cy, angle, size(sc), size(sc))
        }

        /** A Rect made three ways (its edges then exact sums) or a rectangle turned by the angle. */
        Shape box(double sc, double cx, double cy, double angle, double w, double h) {
            switch (rnd.nextInt(6)) {
                case 0: return Rect.of(cx - w / 2, cy - h / 2, w, h)
                case 1: return Rect.centered(cx, cy, w, h)
                case 2: return Rect.bottomCenter(cx, cy + h / 2, w, h)
                default: return RotatedRect.of(cx, cy, w, h, angle)
            }
        }

        /**
         * A point of the box's boundary in doubles (a corner, or between two) and an outward
         * unit direction there: [x, y, nx, ny].
         */
        double[] boundary(Box b) {
            double[][] cs = b.corners()
            int i = rnd.nextInt(4)
            int j = (i + 1) % 4
            double ex = cs[0][j] - cs[0][i]
            double ey = cs[1][j] - cs[1][i]
            double[] n = unit(ey, -ex)      // corners go clockwise on screen: (ey, -ex) points out
            double px
            double py
            if (rnd.nextInt(3) == 0) {
                px = cs[0][i]
                py = cs[1][i]
                int h = (i + 3) % 4
                double[] m = unit(cs[1][i] - cs[1][h], cs[0][h] - cs[0][i])
                double t = rnd.nextDouble()
                n = unit(t * n[0] + (1 - t) * m[0], t * n[1] + (1 - t) * m[1])
            } else {
                double t = rnd.nextDouble()
                px = cs[0][i] + t * ex
                py = cs[1][i] + t * ey
            }
            return [px, py, n[0], n[1]] as double[]
        }

        /** The unit vector along (x, y), or a random one for (0, 0). */
        double[] unit(double x, double y) {
            double l = Math.hypot(x, y)
            if (l == 0 || !Double.isFinite(l)) {
                double a = rnd.nextDouble() * 2 * Math.PI
                return [Math.cos(a), Math.sin(a)] as double[]
            }
            return [x / l, y / l] as double[]
        }

        /** The unit vector (x, y) turned by a random angle of at most maxDegrees either way. */
        double[] turned(double x, double y, double maxDegrees) {
            double a = Math.atan2(y, x) + Math.toRadians((rnd.nextDouble() * 2 - 1) * maxDegrees)
            [Math.cos(a), Math.sin(a)] as double[]
        }

        static double degrees(double x, double y) {
            Math.toDegrees(Math.atan2(y, x))
        }

        static double nudge(double x, int k) {
            for (int i = 0; i < Math.abs(k); i++) {
                x = k > 0 ? Math.nextUp(x) : Math.nextDown(x)
            }
            x
        }

        static boolean fits(double... vs) {
            for (double v : vs) {
                if (!Fast.fits(v)) {
                    return false
                }
            }
            true
        }

        /** What Overlaps asks of a fan before it takes the fast path. */
        static boolean fits(Fan f) {
            fits(f.apexX(), f.apexY(), f.len(), f.firstRayX(), f.firstRayY(), f.lastRayX(), f.lastRayY(), f.dirX(), f.dirY())
        }
    }
}
