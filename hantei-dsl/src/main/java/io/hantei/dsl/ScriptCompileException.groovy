package io.hantei.dsl

import groovy.transform.CompileStatic

/** A script that did not compile, with every error {@link ScriptCompiler} found, each with its line. */
@CompileStatic
class ScriptCompileException extends RuntimeException {

    final List<ScriptError> errors

    ScriptCompileException(List<ScriptError> errors, Throwable cause) {
        super(errors.join('\n'), cause)
        this.errors = errors.asImmutable()
    }
}
