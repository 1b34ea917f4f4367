package io.hantei.dsl

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import io.hantei.geom.PixelRect
import io.hantei.geom.Rect
import io.hantei.geom.Shape
import io.hantei.geom.Vec2
import io.hantei.render.CheckMark
import io.hantei.render.HeatMap
import io.hantei.render.Scene
import io.hantei.render.SightLine

/**
 * What a script's picture shows, gathered while it runs, and the one place where a script's
 * state becomes a {@link Scene}:
 * <ul>
 *   <li>every shape the shape words made while the script ran ({@code rect}, {@code fan},
 *       {@code circle}, {@code pixelRect}), named or not, in the order they were made — also
 *       those made in helper closures or as the examples of a check
 *       ({@code hit pixelRect(...)}), but not those a rule makes while it answers (a rule such
 *       as {@code { p -> circle(at: p, r: 5).overlaps(wall) }} would otherwise add one per
 *       check and thousands per heat map);</li>
 *   <li>each judged example as a check mark labelled with its rule's name, a {@code hit} or a
 *       {@code miss}, passed or failed (and why, when the rule could not answer): a point where
 *       it is, a shape (a box that must land on a platform) at the centre of its bounds; other
 *       examples have no place and no mark;</li>
 *   <li>the heat maps added with {@code heatMap(...)};</li>
 *   <li>each sight line and ray cast the script checked ({@code lineOfSight}, {@code rayCast},
 *       {@code fan.sees}): those its rules checked for a judged example come with the example's
 *       judgement ({@link Judgement#sightLines}), those written in the script itself (an
 *       {@code assert lineOfSight(...)}) are noted here; a rule that answers for a heat map or
 *       an engine draws none.</li>
 * </ul>
 * Shapes are noted through a per-thread recorder that the script's {@code run()} starts and
 * stops ({@link PictureRecording}), so the words themselves stay plain static methods that
 * return the core objects, and a rule evaluated after the script ended (by an engine, on any
 * thread) adds nothing to any picture.
 */
@CompileStatic
@PackageScope
final class ScriptScene {

    private static final ThreadLocal<ScriptScene> RECORDING = new ThreadLocal<>()

    private final List<Object> shapes = []
    private final Map<Object, Boolean> seen = new IdentityHashMap<>()
    private final List<Shape> zones = []
    private final Map<Shape, Boolean> zoned = new IdentityHashMap<>()
    private final List<HeatMap> heatMaps = []
    private final List<SightLine> sightLines = []
    private int paused
    private final Set<String> warnings = new LinkedHashSet<>()
    /** The class of the script whose picture this is, to find its line in a stack trace (null: unknown). */
    String scriptClass

    /** So many warnings are kept; a script that makes more in a loop shows the first. */
    static final int MAX_WARNINGS = 100

    /** So many sight lines written in the script itself are drawn; a script that checks more in a loop draws the first. */
    static final int MAX_SIGHT_LINES = 1000

    /** Notes shapes made on this thread in this scene until {@link #stop}; returns what was recording before. */
    static ScriptScene start(ScriptScene scene) {
        ScriptScene outer = RECORDING.get()
        RECORDING.set(scene)
        outer
    }

    /** Stops noting shapes here and goes back to {@code outer} (what {@link #start} returned). */
    static void stop(ScriptScene outer) {
        if (outer == null) {
            RECORDING.remove()
        } else {
            RECORDING.set(outer)
        }
    }

    /**
     * Called by every shape word with what it made, and with the result of each
     * {@code shape.named(...)} the script writes ({@link PictureRecording}): a named copy of the
     * shape made last takes its place, so {@code fan(...).named('guard')} is one shape.
     */
    static void made(Object shape) {
        ScriptScene scene = RECORDING.get()
        if (scene == null || scene.paused != 0 || !(shape instanceof Shape || shape instanceof PixelRect)) {
            return
        }
        List<Object> shapes = scene.shapes
        Object last = shapes.isEmpty() ? null : shapes.get(shapes.size() - 1)
        if (last instanceof Shape && shape instanceof Shape && ((Shape) last).name() == null &&
                ((Shape) shape).name() != null && last == shape && !last.is(shape)) {
            scene.seen.remove(last)
            scene.seen.put(shape, Boolean.TRUE)
            shapes.set(shapes.size() - 1, shape)
        } else if (scene.seen.put(shape, Boolean.TRUE) == null) {
            shapes.add(shape)
        }
    }

    /**
     * Called by every zones set the script makes ({@code zones(...)}, a Tiled level's
     * {@code zones(layer)} and {@code solid(layer)}) with its shapes: the script's zones, each
     * once, in the order first given. Not while a rule answers.
     */
    static void zoned(List<Shape> shapes) {
        ScriptScene scene = RECORDING.get()
        if (scene == null || scene.paused != 0) {
            return
        }
        for (Shape s : shapes) {
            if (scene.zoned.put(s, Boolean.TRUE) == null) {
                scene.zones.add(s)
            }
        }
    }

    /** The shapes of the zones sets made so far, each once, in order. */
    List<Shape> zonesMade() {
        Collections.unmodifiableList(zones)
    }

    /**
     * Notes a warning for the script running on this thread (also while one of its rules
     * answers), with the line of the script that called the word: {@code fan (line 3): ...}.
     * Each warning once; nothing when no script is running here.
     */
    static void warn(String word, String message) {
        ScriptScene scene = RECORDING.get()
        if (scene == null || scene.warnings.size() >= MAX_WARNINGS) {
            return
        }
        int line = scene.scriptClass == null ? -1 : ScriptLines.callerLine(scene.scriptClass)
        scene.warnings.add(line > 0 ? word + ' (line ' + line + ')' + message.substring(word.length()) : message)
    }

    /** The warnings noted so far, in order. */
    List<String> warnings() {
        new ArrayList<String>(warnings)
    }

    /** Whether a script's picture is being recorded on this thread and no rule is answering. */
    static boolean drawing() {
        ScriptScene scene = RECORDING.get()
        scene != null && scene.paused == 0
    }

    /** Notes a sight line or ray cast the script itself checked, for its picture (see {@link #drawing}). */
    static void sighted(SightLine line) {
        ScriptScene scene = RECORDING.get()
        if (scene != null && scene.paused == 0 && scene.sightLines.size() < MAX_SIGHT_LINES) {
            scene.sightLines.add(line)
        }
    }

    /** Stops noting shapes while a rule answers; returns the scene to {@link #resume}. */
    static ScriptScene pause() {
        ScriptScene scene = RECORDING.get()
        if (scene != null) {
            scene.paused++
        }
        scene
    }

    static void resume(ScriptScene scene) {
        if (scene != null) {
            scene.paused--
        }
    }

    /** The shapes made so far ({@link Shape}s and {@link PixelRect}s), in order. */
    List<Object> shapesMade() {
        Collections.unmodifiableList(shapes)
    }

    void add(HeatMap map) {
        heatMaps.add(map)
    }

    /**
     * The region the shapes made so far and the points of {@code checks} cover, or null when
     * that has no width or no height.
     */
    Rect extent(List<Judgement> checks) {
        Scene content = build(checks, null)
        if (content.figures().isEmpty() && content.checks().isEmpty() && content.sightLines().isEmpty()) {
            return null
        }
        double left = Double.POSITIVE_INFINITY, top = Double.POSITIVE_INFINITY
        double right = Double.NEGATIVE_INFINITY, bottom = Double.NEGATIVE_INFINITY
        content.figures().each {
            Rect b = it.bounds()
            left = Math.min(left, b.left()); top = Math.min(top, b.top())
            right = Math.max(right, b.right()); bottom = Math.max(bottom, b.bottom())
        }
        content.checks().each {
            left = Math.min(left, it.x()); top = Math.min(top, it.y())
            right = Math.max(right, it.x()); bottom = Math.max(bottom, it.y())
        }
        content.sightLines().each {
            for (Vec2 p : [it.from(), it.drawnTo()]) {
                left = Math.min(left, p.x()); top = Math.min(top, p.y())
                right = Math.max(right, p.x()); bottom = Math.max(bottom, p.y())
            }
        }
        right > left && bottom > top ? Rect.ofEdges(left, top, right, bottom) : null
    }

    /**
     * The scene: the shapes made so far, the sight lines the script and {@code checks} checked, a
     * mark for each of {@code checks}, the heat maps; {@code view} null for the default.
     */
    Scene build(List<Judgement> checks, Rect view) {
        Scene.Builder b = Scene.builder()
        heatMaps.each { b.heatMap(it) }
        shapes.each { Object s -> s instanceof PixelRect ? b.add((PixelRect) s) : b.add((Shape) s) }
        sightLines.each { b.sight(it) }
        checks.each { Judgement c -> c.sightLines.each { b.sight(it) } }
        checks.each { Judgement c ->
            CheckMark m = mark(c)
            if (m != null) {
                b.check(m)
            }
        }
        if (view != null) {
            b.view(view)
        }
        b.build()
    }

    /** The mark of one judged example, or null when the example has no place in the plane. */
    static CheckMark mark(Judgement c) {
        Object e = c.example
        boolean hit = c.expected == 'hit'
        String failure = c.error == null ? null : 'the rule failed: ' + c.error
        if (e instanceof Vec2) {
            return new CheckMark(((Vec2) e).x(), ((Vec2) e).y(), c.passed, c.rule, hit, failure)
        }
        Rect b = e instanceof Shape ? ((Shape) e).bounds() : e instanceof PixelRect ? ((PixelRect) e).bounds() : null
        if (b == null) {
            return null
        }
        double x = b.left() / 2 + b.right() / 2
        double y = b.top() / 2 + b.bottom() / 2
        Double.isFinite(x) && Double.isFinite(y) ? new CheckMark(x, y, c.passed, c.rule, hit, failure) : null
    }
}
