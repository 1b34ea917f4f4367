package io.hantei.dsl

import groovy.transform.CompileStatic
import org.codehaus.groovy.control.CompilerConfiguration
import org.codehaus.groovy.control.customizers.ImportCustomizer

/**
 * The one place that says how a hantei script is compiled; the runner, the command line, the
 * console and the specs all take it from here:
 * <ul>
 *   <li>the script base class {@link HanteiScript} (rules and checks);</li>
 *   <li>{@code import static io.hantei.dsl.Hantei.*} (the shape words) and
 *       {@code import io.hantei.geom.*} (the core types, such as {@code RotatedRect.Method});</li>
 *   <li>{@link WordsChecker}, which reports a misspelt, missing or mistyped argument of a shape
 *       word with its line before the script runs.</li>
 *   <li>{@link PictureRecording}, which has {@code run()} note the shapes the words make for the
 *       script's picture.</li>
 * </ul>
 */
@CompileStatic
final class HanteiConfig {

    private HanteiConfig() {
    }

    /** A new configuration for hantei scripts. */
    static CompilerConfiguration compilerConfiguration() {
        compilerConfiguration(new CompilerConfiguration())
    }

    /** A copy of {@code base} (its customizers kept) set up for hantei scripts. */
    static CompilerConfiguration compilerConfiguration(CompilerConfiguration base) {
        CompilerConfiguration config = new CompilerConfiguration(base)
        config.addCompilationCustomizers(base.compilationCustomizers as org.codehaus.groovy.control.customizers.CompilationCustomizer[])
        config.scriptBaseClass = HanteiScript.name
        ImportCustomizer imports = new ImportCustomizer()
        imports.addStaticStars(Hantei.name)
        imports.addStarImports('io.hantei.geom')
        config.addCompilationCustomizers(imports, new WordsChecker(), new PictureRecording())
        config
    }
}
