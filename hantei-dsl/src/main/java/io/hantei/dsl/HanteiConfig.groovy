package io.hantei.dsl

import groovy.transform.CompileStatic
import org.codehaus.groovy.control.CompilerConfiguration

/**
 * The compiler configuration of a trusted hantei script, for Groovy code that compiles scripts
 * itself. Deprecated: {@link ScriptCompiler} is the one pipeline;
 * {@code ScriptCompiler.TRUSTED.configuration()} gives the same configuration.
 */
@CompileStatic
@Deprecated
final class HanteiConfig {

    private HanteiConfig() {
    }

    /** A new configuration for hantei scripts: {@code ScriptCompiler.TRUSTED.configuration()}. */
    @Deprecated
    static CompilerConfiguration compilerConfiguration() {
        ScriptCompiler.TRUSTED.configuration()
    }

    /**
     * A configuration for hantei scripts with the settings and customizers of {@code base}
     * (the customizers run before the DSL's own).
     */
    @Deprecated
    static CompilerConfiguration compilerConfiguration(CompilerConfiguration base) {
        CompilerConfiguration config = ScriptCompiler.TRUSTED.configuration(base)
        config
    }
}
