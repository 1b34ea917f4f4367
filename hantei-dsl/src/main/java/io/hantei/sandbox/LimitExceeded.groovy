package io.hantei.sandbox

import groovy.transform.CompileStatic

/**
 * Thrown inside a script that went over its time or memory limit (see {@link Budget}). An
 * {@link Error}, like {@link SandboxRefusal}, so that {@code catch (e)} does not swallow it.
 */
@CompileStatic
final class LimitExceeded extends Error {

    private static final long serialVersionUID = 1L

    /** Which limit. */
    static enum Limit { TIME, MEMORY }

    final Limit limit

    LimitExceeded(Limit limit, String message) {
        super(message)
        this.limit = limit
    }
}
