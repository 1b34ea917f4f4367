package io.hantei.dsl

import groovy.transform.CompileStatic
import groovy.transform.PackageScope
import io.hantei.geom.Rect
import io.hantei.geom.Shape
import io.hantei.geom.Vec2
import io.hantei.render.HeatMap
import io.hantei.render.PointPredicate
import io.hantei.render.Scene
import io.hantei.render.SceneFiles
import io.hantei.render.ViewTransform

/**
 * The picture words of a script, {@code render} and {@code heatMap} (declared on
 * {@link HanteiScript}), and where pictures are written.
 * <pre>
 * heatMap 'guard sees player'                          // where the rule holds, over what the script drew
 * heatMap 'guard sees player', region: [at: [0, 0], size: [400, 300]], step: 2
 * render 'guard.png'                                   // or .svg; size: 800, view: [at: .., size: ..]
 * </pre>
 * <ul>
 *   <li>Checks are judged as they are written, so a picture holds every check above the
 *       {@code render} line and none below it; put {@code render} last to see them all.</li>
 *   <li>A relative file name is taken from the folder of the script's file
 *       ({@code ./hantei run levels/castle.groovy} with {@code render 'castle.png'} writes
 *       {@code levels/castle.png}, wherever it is run from); a script that has no file (typed
 *       into an unsaved console, run from a string) writes relative to the working directory.
 *       Missing folders are made.</li>
 *   <li>A heat map samples its rule when the picture is drawn. It asks the rule once at the
 *       centre of its region when it is added, so a rule that cannot take a point is an error
 *       on the {@code heatMap} line; a rule that fails later is an error on the {@code render}
 *       line, naming the point.</li>
 * </ul>
 */
@CompileStatic
final class ScriptPictures {

    /**
     * The binding variable that holds the folder of the script's file (a {@link File}, or
     * null for the working directory); the runner and the console set it.
     */
    static final String SCRIPT_DIRECTORY = 'hantei.scriptDirectory'

    private ScriptPictures() {
    }

    @PackageScope
    static File render(HanteiScript script, Map options, String file) {
        Args a = Args.of(Words.RENDER, options ?: [:])
        int size = a.has('size') ? a.pixels('size') : ViewTransform.DEFAULT_SIZE
        Rect view = a.has('view') ? a.region('view') : null
        checkFileName(file)
        File target = resolve(script, file)
        write(script.picture().build(script.checkResults(), view), target, size)
        script.wrote(target)
        target
    }

    /** Throws the message of {@code render} when {@code file} does not end in .png or .svg (any case). */
    static void checkFileName(String file) {
        if (file == null || !(file.toLowerCase(Locale.ROOT).endsWith('.png') || file.toLowerCase(Locale.ROOT).endsWith('.svg'))) {
            throw new IllegalArgumentException("render: the file name must end in .png or .svg, like render 'level.png', but was " +
                    Args.show(file))
        }
    }

    /** Writes {@code scene} to {@code file} (PNG or SVG by its ending), making missing folders; errors name the file. */
    static void write(Scene scene, File file, int size) {
        File parent = file.absoluteFile.parentFile
        if (parent != null && !parent.isDirectory() && !parent.mkdirs() && !parent.isDirectory()) {
            throw new IllegalArgumentException('cannot write ' + file.path + ': cannot make the folder ' + parent.path)
        }
        try {
            SceneFiles.write(scene, file.toPath(), size)
        } catch (UncheckedIOException e) {
            throw new IllegalArgumentException('cannot write ' + file.path + ': ' + (e.cause?.message ?: e.message), e)
        }
    }

    /** {@code name} taken from the script's folder, unless it is absolute. */
    @PackageScope
    static File resolve(HanteiScript script, String name) {
        File f = new File(name)
        if (f.absolute) {
            return f
        }
        Object dir = script.binding.hasVariable(SCRIPT_DIRECTORY) ? script.binding.getVariable(SCRIPT_DIRECTORY) : null
        dir == null ? f : new File(dir instanceof File ? (File) dir : new File(dir.toString()), name)
    }

    @PackageScope
    static HeatMap heatMap(HanteiScript script, Map options, Rule rule) {
        Args a = Args.of(Words.HEAT_MAP, options ?: [:])
        String name = a.has('name') ? a.name() : rule.name
        Rect region = region(script, a)
        String label = "heatMap '" + name + "'"
        PointPredicate predicate = { double x, double y ->
            try {
                return rule.answerAt(x, y)
            } catch (Exception e) {
                throw new IllegalArgumentException(label + ": rule '" + rule.name + "' could not answer for the point " +
                        new Vec2(x, y) + ': ' + ScriptLines.message(e), e)
            }
        } as PointPredicate
        predicate.test(region.left() / 2 + region.right() / 2, region.top() / 2 + region.bottom() / 2)
        add(script, a, HeatMap.of(name, region, predicate))
    }

    @PackageScope
    static HeatMap heatMap(HanteiScript script, Map options, Shape shape) {
        if (shape == null) {
            throw new IllegalArgumentException("heatMap needs a rule's name or a shape, like heatMap 'guard sees player'")
        }
        Args a = Args.of(Words.HEAT_MAP, options ?: [:])
        add(script, a, HeatMap.ofShape(a.has('name') ? a.name() : shape.name(), region(script, a), shape))
    }

    private static HeatMap add(HanteiScript script, Args a, HeatMap map) {
        HeatMap m = map
        if (a.has('step')) {
            double step = a.number('step')
            if (!(step > 0) || !Double.isFinite(step)) {
                throw new IllegalArgumentException('heatMap: step must be a number > 0 (world units between samples) but was ' +
                        Args.show(a.value('step')))
            }
            m = m.withSampleStep(step)
        }
        script.picture().add(m)
        m
    }

    private static Rect region(HanteiScript script, Args a) {
        if (a.has('region')) {
            return a.region('region')
        }
        Rect extent = script.picture().extent(script.checkResults())
        if (extent == null) {
            throw new IllegalArgumentException('heatMap: nothing drawn yet to take the region from — say where to sample,' +
                    ' like region: [at: [0, 0], size: [400, 300]]')
        }
        extent
    }
}
