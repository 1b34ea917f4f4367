package io.hantei.geom

import groovy.transform.CompileStatic

/**
 * Seeded random shapes for the overlap, batch and index specs. Two families: "grid" shapes with
 * small integer coordinates and angles in steps of 45° (they touch each other exactly, often),
 * and "general" shapes with arbitrary doubles (they almost never touch).
 */
@CompileStatic
class OverlapScenes {

    static final double[] RANGES = [0, 45, 90, 135, 180, 225, 270, 315, 360] as double[]

    /** A shape with integer coordinates in [0, 8], sizes in [0, 6], turns in steps of 45°. */
    static Shape gridShape(Random r) {
        switch (r.nextInt(4)) {
            case 0: return Rect.of(r.nextInt(9), r.nextInt(9), r.nextInt(7), r.nextInt(7))
            case 1: return RotatedRect.of(r.nextInt(9), r.nextInt(9), r.nextInt(7), r.nextInt(7), 45 * r.nextInt(8))
            case 2: return Circle.of(r.nextInt(9), r.nextInt(9), r.nextInt(6))
            default: return Fan.of(r.nextInt(9), r.nextInt(9), 45 * r.nextInt(8), RANGES[r.nextInt(RANGES.length)],
                    r.nextInt(7))
        }
    }

    /**
     * A grid shape with each number moved by nothing, by an ulp or by about 1e-13 or 1e-12 of
     * it: pairs of these touch, or miss, or cross by margins right at the fast path's error bound.
     */
    static Shape nudgedGridShape(Random r) {
        double x = nudge(r.nextInt(9), r)
        double y = nudge(r.nextInt(9), r)
        double w = Math.abs(nudge(r.nextInt(7), r))
        double h = Math.abs(nudge(r.nextInt(7), r))
        switch (r.nextInt(4)) {
            case 0: return Rect.of(x, y, w, h)
            case 1: return RotatedRect.of(x, y, w, h, nudge(45 * r.nextInt(8), r))
            case 2: return Circle.of(x, y, Math.abs(nudge(r.nextInt(6), r)))
            default: return Fan.of(x, y, nudge(45 * r.nextInt(8), r), Math.abs(nudge(RANGES[r.nextInt(RANGES.length)], r)), w)
        }
    }

    private static double nudge(double v, Random r) {
        switch (r.nextInt(5)) {
            case 0: return v
            case 1: return r.nextBoolean() ? Math.nextUp(v) : Math.nextDown(v)
            case 2: return v + (r.nextDouble() - 0.5) * 1e-13 * Math.max(1, Math.abs(v))
            case 3: return v + (r.nextDouble() - 0.5) * 1e-12 * Math.max(1, Math.abs(v))
            default: return v + (r.nextDouble() - 0.5) * 1e-11 * Math.max(1, Math.abs(v))
        }
    }

    /** A shape at a random place in [0, 100]², size up to 40, any angle. */
    static Shape generalShape(Random r) {
        double x = 100 * r.nextDouble()
        double y = 100 * r.nextDouble()
        switch (r.nextInt(4)) {
            case 0: return Rect.of(x, y, 40 * r.nextDouble(), 40 * r.nextDouble())
            case 1: return RotatedRect.of(x, y, 40 * r.nextDouble(), 40 * r.nextDouble(), 360 * r.nextDouble() - 180)
            case 2: return Circle.of(x, y, 20 * r.nextDouble())
            default:
                double range = r.nextInt(3) == 0 ? RANGES[r.nextInt(RANGES.length)] : 400 * r.nextDouble()
                return Fan.of(x, y, 720 * r.nextDouble() - 360, range, 40 * r.nextDouble())
        }
    }

    /** Either family, half and half. */
    static Shape anyShape(Random r) {
        r.nextBoolean() ? gridShape(r) : generalShape(r)
    }

    /**
     * A copy of the shape shrunk by delta: every point of the copy has the whole disc of radius
     * delta around it inside the original. Null when the shape is too thin for that.
     */
    static Shape shrunk(Shape s, double delta) {
        if (s instanceof Rect) {
            Rect r = (Rect) s
            return r.width() > 2 * delta && r.height() > 2 * delta ?
                    Rect.centered(r.centerX(), r.centerY(), r.width() - 2 * delta, r.height() - 2 * delta) : null
        }
        if (s instanceof RotatedRect) {
            RotatedRect r = (RotatedRect) s
            return r.width() > 2 * delta && r.height() > 2 * delta ?
                    RotatedRect.of(r.centerX(), r.centerY(), r.width() - 2 * delta, r.height() - 2 * delta, r.angleDegrees()) : null
        }
        if (s instanceof Circle) {
            Circle c = (Circle) s
            return c.r() > delta ? Circle.of(c.centerX(), c.centerY(), c.r() - delta) : null
        }
        Fan f = (Fan) s
        if (f.isFullDisc()) {
            return f.len() > delta ? Fan.of(f.apexX(), f.apexY(), f.dirDegrees(), f.rangeDegrees(), f.len() - delta) : null
        }
        if (f.rangeDegrees() == 0) {
            return null
        }
        // move the apex forward along dir until both rays are delta inside, then pull the rim in
        double half = Math.toRadians(f.rangeDegrees() / 2)
        double d = delta / Math.sin(half) * (1 + 1e-9)
        double len = f.len() - d - delta * (1 + 1e-9)
        if (len <= 0) {
            return null
        }
        double dir = Math.toRadians(f.dirDegrees())
        return Fan.of(f.apexX() + d * Math.cos(dir), f.apexY() + d * Math.sin(dir), f.dirDegrees(), f.rangeDegrees(), len)
    }

    /** A point on the grid of the given step that both shapes contain, or null. */
    static double[] commonGridPoint(Shape a, Shape b, double step) {
        Rect box = a.bounds()
        Rect other = b.bounds()
        double left = Math.max(box.left(), other.left())
        double right = Math.min(box.right(), other.right())
        double top = Math.max(box.top(), other.top())
        double bottom = Math.min(box.bottom(), other.bottom())
        for (double x = Math.floor(left / step) * step; x <= right; x += step) {
            for (double y = Math.floor(top / step) * step; y <= bottom; y += step) {
                if (a.contains(x, y) && b.contains(x, y)) {
                    return [x, y] as double[]
                }
            }
        }
        null
    }

    /**
     * A general shape and a second shape placed against its boundary: found by bisection along a
     * random ray from an interior point, so the two touch or miss by about an ulp. These are the
     * pairs whose fast-path results fall inside the error bound. Null when the first shape has no
     * interior point to start from.
     */
    static Shape[] touchingPair(Random r) {
        Shape a = generalShape(r)
        double[] c = interior(a)
        if (c == null) {
            return null
        }
        double angle = 2 * Math.PI * r.nextDouble()
        double dx = Math.cos(angle)
        double dy = Math.sin(angle)
        double lo = 0
        double hi = 300
        while (true) {
            double mid = 0.5d * (lo + hi)
            if (mid == lo || mid == hi) {
                break
            }
            if (a.contains(c[0] + mid * dx, c[1] + mid * dy)) {
                lo = mid
            } else {
                hi = mid
            }
        }
        double px = c[0] + (r.nextBoolean() ? lo : hi) * dx
        double py = c[1] + (r.nextBoolean() ? lo : hi) * dy
        double size = 0.5 + 10 * r.nextDouble()
        Shape b
        switch (r.nextInt(4)) {
            case 0: b = Circle.of(px + size * dx, py + size * dy, size); break
            case 1: b = Rect.ofEdges(dx > 0 ? px : px - size, dy > 0 ? py : py - size, dx > 0 ? px + size : px, dy > 0 ? py + size : py); break
            case 2: b = RotatedRect.of(px + size * dx, py + size * dy, 2 * size, size, Math.toDegrees(angle)); break
            default: b = Fan.of(px, py, Math.toDegrees(angle) + 60 * r.nextDouble() - 30, 400 * r.nextDouble(), size)
        }
        r.nextBoolean() ? ([a, b] as Shape[]) : ([b, a] as Shape[])
    }

    /** A point inside the shape, or null. */
    static double[] interior(Shape s) {
        double[] c
        if (s instanceof Rect) {
            c = [((Rect) s).centerX(), ((Rect) s).centerY()] as double[]
        } else if (s instanceof RotatedRect) {
            c = [((RotatedRect) s).centerX(), ((RotatedRect) s).centerY()] as double[]
        } else if (s instanceof Circle) {
            c = [((Circle) s).centerX(), ((Circle) s).centerY()] as double[]
        } else {
            Fan f = (Fan) s
            double t = Math.toRadians(f.dirDegrees())
            c = [f.apexX() + 0.5d * f.len() * Math.cos(t), f.apexY() + 0.5d * f.len() * Math.sin(t)] as double[]
        }
        s.contains(c[0], c[1]) ? c : null
    }
}
