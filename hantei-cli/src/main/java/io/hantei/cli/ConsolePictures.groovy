package io.hantei.cli

import groovy.console.ui.Console
import groovy.console.ui.OutputTransforms
import groovy.transform.CompileStatic
import io.hantei.dsl.ScriptPictures
import io.hantei.geom.PixelRect
import io.hantei.geom.Shape
import io.hantei.render.PngRenderer
import io.hantei.render.Scene

import javax.swing.ImageIcon
import java.awt.image.BufferedImage

/**
 * Pictures in groovyConsole: a script whose last value is a {@link Scene} (such as
 * {@code scene()}), a shape or a pixel rectangle shows it as a picture below the output, through
 * the console's result visualisation ({@link OutputTransforms}: the console turns the last value
 * into what it shows with a list of closures, kept in its binding as {@code _outputTransforms};
 * the first that answers non-null wins).
 */
@CompileStatic
final class ConsolePictures {

    /** The longer side of a picture in the console, in pixels: room for the output pane. */
    static final int SIZE = 600

    /** The binding variable where groovyConsole keeps its result transforms. */
    static final String TRANSFORMS = '_outputTransforms'

    private ConsolePictures() {
    }

    /** The picture of a scene, a shape or a pixel rectangle; null for anything else. */
    static BufferedImage image(Object value) {
        Scene scene = value instanceof Scene ? (Scene) value
                : value instanceof Shape ? Scene.of((Shape) value)
                : value instanceof PixelRect ? Scene.builder().add((PixelRect) value).build()
                : null
        scene == null ? null : PngRenderer.withSize(SIZE).toImage(scene)
    }

    /** The console's transform: an icon of the picture, or null to leave the value to the console's own transforms. */
    static final Closure<Object> TRANSFORM = { Object value ->
        BufferedImage picture = image(value)
        picture == null ? null : new ImageIcon(picture)
    }

    /**
     * Sets a console up to show pictures: turns its result visualisation on and puts the
     * transform first in the binding's list — again before each run, since "Clear Script
     * Context" gives the console a new binding and a fresh list. Before each run it also tells
     * the script where its file is, so that {@code render 'level.png'} writes beside it (an
     * unsaved script writes to the working directory).
     */
    static void install(Console console) {
        console.visualizeScriptResults = true
        addTransform(console.shell.context)
        Closure<?> before = console.beforeExecution
        console.beforeExecution = { ->
            if (before != null) {
                before.call()
            }
            Binding binding = console.shell.context
            addTransform(binding)
            Object file = console.scriptFile
            binding.setVariable(ScriptPictures.SCRIPT_DIRECTORY, file instanceof File ? ((File) file).absoluteFile.parentFile : null)
        }
    }

    /** Puts the transform first in the binding's list (making the list if there is none); once. */
    static void addTransform(Binding binding) {
        List<Closure> transforms = binding.hasVariable(TRANSFORMS) ? (List<Closure>) binding.getVariable(TRANSFORMS) : null
        if (transforms == null) {
            transforms = OutputTransforms.loadOutputTransforms()
            binding.setVariable(TRANSFORMS, transforms)
        }
        if (!transforms.any { it.is(TRANSFORM) }) {
            transforms.add(0, TRANSFORM)
        }
    }
}
