package io.hantei.engine

import groovy.transform.CompileStatic
import io.hantei.dsl.ScriptError

/**
 * Why a script or a check failed without an example to blame: it did not compile, the sandbox
 * refused it, or it threw. The message is the runner's ({@code levels/guard.groovy:12: ...});
 * the stack trace is one frame at that script line, which an IDE shows as a link.
 */
@CompileStatic
final class ScriptFailure extends RuntimeException {

    ScriptFailure(String message, File script, int line) {
        super(message, null, false, true)
        stackTrace = script == null ? new StackTraceElement[0] : ScriptFailure.at(script, line)
    }

    ScriptFailure(List<ScriptError> errors, File script) {
        this(errors.join('\n'), script, errors.find { it.line > 0 }?.line ?: -1)
    }

    /** One frame at the script's line, as the script's own class would have it. */
    static StackTraceElement[] at(File script, int line) {
        String name = script.name.replaceAll(/\.groovy$/, '')
        [new StackTraceElement(name, 'run', script.name, line > 0 ? line : -1)] as StackTraceElement[]
    }
}
