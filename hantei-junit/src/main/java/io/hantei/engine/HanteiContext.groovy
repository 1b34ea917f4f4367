package io.hantei.engine

import groovy.transform.CompileStatic
import org.junit.platform.engine.EngineExecutionListener
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext

/** What every node of one run shares: the run's settings and where to report (scripts share no state). */
@CompileStatic
final class HanteiContext implements EngineExecutionContext {

    final EngineSettings settings
    final EngineExecutionListener listener

    HanteiContext(EngineSettings settings, EngineExecutionListener listener) {
        this.settings = settings
        this.listener = listener
    }
}
