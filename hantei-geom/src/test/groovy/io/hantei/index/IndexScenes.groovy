package io.hantei.index

import groovy.transform.CompileStatic
import io.hantei.geom.Circle
import io.hantei.geom.Fan
import io.hantei.geom.OverlapScenes
import io.hantei.geom.Rect
import io.hantei.geom.RotatedRect
import io.hantei.geom.Shape

/**
 * Random scenes for the index: adds, removes, moves and rebuilds, then point and shape queries
 * compared with a linear scan over the live entries. Each mismatch is described in words.
 */
@CompileStatic
class IndexScenes {

    /** Runs one seeded scene; returns the first mismatches found (empty when the index is exact). */
    static List<String> run(long seed, int maxShapes, int pointQueries, int shapeQueries) {
        Random random = new Random(seed)
        ShapeIndex<Integer> index = new ShapeIndex<>()
        List<ShapeIndex.Entry<Integer>> live = []
        List<String> wrong = []
        int next = 0
        boolean grid = random.nextBoolean()
        int rounds = 1 + random.nextInt(4)
        for (int round = 0; round < rounds; round++) {
            int adds = random.nextInt(maxShapes + 1)
            for (int i = 0; i < adds; i++) {
                live << index.add(shape(random, grid), next++)
            }
            int removes = live.isEmpty() ? 0 : random.nextInt(live.size() + 1).intdiv(3)
            for (int i = 0; i < removes; i++) {
                ShapeIndex.Entry<Integer> e = live.remove(random.nextInt(live.size()))
                index.remove(e)
            }
            int moves = live.isEmpty() ? 0 : random.nextInt(live.size() + 1)
            for (int i = 0; i < moves; i++) {
                ShapeIndex.Entry<Integer> e = live[random.nextInt(live.size())]
                index.move(e, random.nextInt(3) == 0 ? shape(random, grid) : nudged(e.shape(), random, grid))
            }
            if (random.nextInt(4) == 0) {
                index.rebuild()
            }
            index.validate()
            if (index.size() != live.size()) {
                wrong << "seed $seed: size ${index.size()} but ${live.size()} live entries".toString()
            }
            for (int q = 0; q < pointQueries && wrong.size() < 3; q++) {
                double x = grid ? random.nextInt(41) / 4.0d : -10 + 120 * random.nextDouble()
                double y = grid ? random.nextInt(41) / 4.0d : -10 + 120 * random.nextDouble()
                Set<Integer> expected = live.findAll { it.shape().contains(x, y) }.collect { it.payload() } as Set<Integer>
                List<Integer> got = index.queryAll(x, y).collect { it.payload() }
                if (got.size() != expected.size() || (got as Set<Integer>) != expected) {
                    wrong << "seed $seed: point ($x, $y) is in $expected, the index says $got".toString()
                }
                ShapeIndex.Entry<Integer> any = index.anyContaining(x, y)
                if ((any == null) != expected.isEmpty() || (any != null && !expected.contains(any.payload()))) {
                    wrong << "seed $seed: anyContaining($x, $y) gave $any, expected one of $expected".toString()
                }
            }
            for (int q = 0; q < shapeQueries && wrong.size() < 3; q++) {
                Shape probe = shape(random, grid)
                Set<Integer> expected = live.findAll { probe.overlaps(it.shape()) }.collect { it.payload() } as Set<Integer>
                List<Integer> got = index.overlappingAll(probe).collect { it.payload() }
                if (got.size() != expected.size() || (got as Set<Integer>) != expected) {
                    wrong << "seed $seed: $probe overlaps $expected, the index says $got".toString()
                }
            }
        }
        wrong
    }

    static Shape shape(Random random, boolean grid) {
        grid ? OverlapScenes.gridShape(random) : OverlapScenes.generalShape(random)
    }

    /** The same shape moved a little (on the grid: by a whole or half unit). */
    static Shape nudged(Shape s, Random random, boolean grid) {
        double dx = grid ? (random.nextInt(5) - 2) / 2.0d : random.nextGaussian()
        double dy = grid ? (random.nextInt(5) - 2) / 2.0d : random.nextGaussian()
        if (s instanceof Rect) {
            Rect r = (Rect) s
            return Rect.of(r.left() + dx, r.top() + dy, r.width(), r.height())
        }
        if (s instanceof RotatedRect) {
            RotatedRect r = (RotatedRect) s
            return RotatedRect.of(r.centerX() + dx, r.centerY() + dy, r.width(), r.height(), r.angleDegrees())
        }
        if (s instanceof Circle) {
            Circle c = (Circle) s
            return Circle.of(c.centerX() + dx, c.centerY() + dy, c.r())
        }
        Fan f = (Fan) s
        return Fan.of(f.apexX() + dx, f.apexY() + dy, f.dirDegrees() + (grid ? 45 : 10) * random.nextInt(3), f.rangeDegrees(), f.len())
    }
}
