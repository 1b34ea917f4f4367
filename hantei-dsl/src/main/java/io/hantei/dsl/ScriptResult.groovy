package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.render.Scene

/** What running one script gave: its checks, and the errors that stopped it, if any. */
@CompileStatic
final class ScriptResult {

    /** The script's file as it was named to the runner ({@code dsl-examples/guard_vision.groovy}). */
    final String file
    /** Every judged example, in order. */
    final List<Judgement> checks
    /** What stopped the script (compile errors, or the exception it threw); empty when it ran to the end. */
    final List<ScriptError> errors
    /** Advice that fails nothing, such as a rule that no check uses. */
    final List<String> warnings
    /**
     * The picture of the script as it ended: its shapes, its checks' points, its heat maps
     * (see {@link ScriptScene}); null when the script did not compile or could not be read.
     */
    final Scene scene
    /** The pictures the script wrote with {@code render}, in order. */
    final List<File> pictures
    /** Each check block as it ran, in order (a check passed over by a gate is not here). */
    final List<CheckRun> checkRuns

    ScriptResult(String file, List<Judgement> checks, List<ScriptError> errors, List<String> warnings) {
        this(file, checks, errors, warnings, null, [])
    }

    ScriptResult(String file, List<Judgement> checks, List<ScriptError> errors, List<String> warnings,
                 Scene scene, List<File> pictures) {
        this(file, checks, errors, warnings, scene, pictures, [])
    }

    ScriptResult(String file, List<Judgement> checks, List<ScriptError> errors, List<String> warnings,
                 Scene scene, List<File> pictures, List<CheckRun> checkRuns) {
        this.file = file
        this.checkRuns = checkRuns.asImmutable()
        this.checks = checks.asImmutable()
        this.errors = errors.asImmutable()
        this.warnings = warnings.asImmutable()
        this.scene = scene
        this.pictures = pictures.asImmutable()
    }

    /** Ran to the end and every check passed. */
    boolean isPassed() {
        errors.isEmpty() && failed.isEmpty()
    }

    /** The check block whose error stopped the script, or null (it ran to its end, or stopped outside a check). */
    CheckRun getStoppedIn() {
        checkRuns.find { it.error != null }
    }

    List<Judgement> getFailed() {
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
