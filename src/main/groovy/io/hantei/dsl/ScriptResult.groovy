package io.hantei.dsl

import groovy.transform.CompileStatic

/** What running one script gave: its checks, and the errors that stopped it, if any. */
@CompileStatic
final class ScriptResult {

    /** The script's file as it was named to the runner ({@code dsl-examples/guard_vision.groovy}). */
    final String file
    /** Every judged example, in order. */
    final List<CheckResult> checks
    /** What stopped the script (compile errors, or the exception it threw); empty when it ran to the end. */
    final List<ScriptError> errors
    /** Advice that fails nothing, such as a rule that no check uses. */
    final List<String> warnings

    ScriptResult(String file, List<CheckResult> checks, List<ScriptError> errors, List<String> warnings) {
        this.file = file
        this.checks = checks.asImmutable()
        this.errors = errors.asImmutable()
        this.warnings = warnings.asImmutable()
    }

    /** Ran to the end and every check passed. */
    boolean isPassed() {
        errors.isEmpty() && failed.isEmpty()
    }

    List<CheckResult> getFailed() {
        checks.findAll { !it.passed }
    }

    int getPassedCount() {
        checks.count { it.passed } as int
    }

    int getFailedCount() {
        checks.size() - passedCount
    }

    @Override
    String toString() {
        'ScriptResult[' + file + ': ' + passedCount + ' passed, ' + failedCount + ' failed' +
                (errors ? ', errors: ' + errors.join('; ') : '') + ']'
    }
}
