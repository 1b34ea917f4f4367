package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.sandbox.LimitExceeded
import io.hantei.sandbox.SandboxRefusal

/**
 * An error that stopped a script, with where it happened:
 * {@code guard.groovy:12: fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name}.
 * The one mapping from what went wrong (a compile error, an exception, a sandbox refusal, a
 * limit) to a file, a line and a message for a person.
 */
@CompileStatic
final class ScriptError {

    /** What stopped the script. */
    static enum Kind {
        /** It did not compile, or threw. */
        ERROR,
        /** The sandbox refused something it wrote or did. */
        REFUSED,
        /** It ran past its time limit. */
        TIME_LIMIT,
        /** It allocated past its memory limit, or the JVM ran out of memory. */
        MEMORY_LIMIT
    }

    final String file
    /** The script line, or -1 when unknown. */
    final int line
    final String message
    final Kind kind

    ScriptError(String file, int line, String message, Kind kind = Kind.ERROR) {
        this.file = file
        this.line = line
        this.message = message
        this.kind = kind
    }

    /**
     * What a throwable from a running script says: its kind, its line in {@code fileName} (the
     * base name the script was compiled under; {@code fallbackLine} when no frame has one), and
     * a message for a person, after {@code prefix}. The file is named {@code shownAs}.
     */
    static ScriptError of(Throwable t, String fileName, String shownAs = fileName, int fallbackLine = -1, String prefix = '') {
        Throwable cause = t
        for (Throwable c = t; c != null; c = c.cause == c ? null : c.cause) {
            if (c instanceof SandboxRefusal || c instanceof LimitExceeded || c instanceof OutOfMemoryError ||
                    c instanceof StackOverflowError) {
                cause = c
                break
            }
        }
        Kind kind
        String message
        if (cause instanceof SandboxRefusal) {
            kind = Kind.REFUSED
            message = cause.message
        } else if (cause instanceof LimitExceeded) {
            kind = ((LimitExceeded) cause).limit == LimitExceeded.Limit.TIME ? Kind.TIME_LIMIT : Kind.MEMORY_LIMIT
            message = cause.message
        } else if (cause instanceof OutOfMemoryError) {
            kind = Kind.MEMORY_LIMIT
            message = 'memory limit: the JVM ran out of memory (' + cause.message + ')'
        } else if (cause instanceof StackOverflowError) {
            kind = Kind.ERROR
            message = 'the script recursed too deep (StackOverflowError)'
        } else {
            kind = Kind.ERROR
            message = ScriptLines.message(t)
        }
        int line = ScriptLines.lineInFile(cause, fileName)
        new ScriptError(shownAs, line > 0 ? line : fallbackLine, prefix + message, kind)
    }

    @Override
    String toString() {
        file + (line > 0 ? ':' + line : '') + ': ' + message
    }
}
