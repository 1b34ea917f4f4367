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
}
