package io.hantei.dsl

import groovy.transform.CompileStatic

/**
 * An error that stopped a script, with where it happened:
 * {@code guard.groovy:12: fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name}.
 */
@CompileStatic
final class ScriptError {

    final String file
    /** The script line, or -1 when unknown. */
    final int line
    final String message

    ScriptError(String file, int line, String message) {
        this.file = file
        this.line = line
        this.message = message
    }

    @Override
    String toString() {
        file + (line > 0 ? ':' + line : '') + ': ' + message
    }
}
