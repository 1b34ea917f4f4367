package io.hantei.engine

import groovy.transform.CompileStatic
import org.junit.platform.engine.ConfigurationParameters
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext

/** What every node of one run shares: nothing but the run's settings (scripts share no state). */
@CompileStatic
final class HanteiContext implements EngineExecutionContext {

    final EngineSettings settings

    HanteiContext(EngineSettings settings) {
        this.settings = settings
    }
}
