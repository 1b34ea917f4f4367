package io.hantei.sandbox

import groovy.transform.CompileStatic

/**
 * Thrown inside a sandboxed script when it does something the sandbox refuses at run time:
 * {@code refused: calls on java.lang.Class are not allowed in a sandboxed script}.
 * An {@link Error}, so that a script's {@code catch (e)} (which catches {@link Exception}s)
 * cannot swallow it; the sandbox refuses {@code catch (Throwable)} and {@code catch (Error)}.
 */
@CompileStatic
final class SandboxRefusal extends Error {

    private static final long serialVersionUID = 1L

    SandboxRefusal(String what) {
        super('refused: ' + what)
    }
}
