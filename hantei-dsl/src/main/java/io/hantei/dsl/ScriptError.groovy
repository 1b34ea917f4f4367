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
        MEMORY_LIMIT,
        /** An {@code assert} in it failed: a failed check, not a script that cannot run. */
        ASSERTION
    }

    final String file
    /** The script line, or -1 when unknown. */
    final int line
    /** The column on that line (from 1), or -1 when unknown. */
    final int column
    final String message
    final Kind kind
    /**
     * Lines that show the mistake, printed under the message: the script line with a caret
     * under the column, or a failed assertion's diagram (each value under its expression).
     */
    final List<String> details
    /** The name on the script line the message is about, so {@link #located} can find its column; or null. */
    final String token

    ScriptError(String file, int line, String message, Kind kind = Kind.ERROR) {
        this(file, line, -1, message, kind, [], null)
    }

    /**
     * The most characters of a message, and of each detail line, that are kept: an exception's
     * message may write a value out (Groovy's for a method not found writes the arguments),
     * and one message must not carry a megabyte of a script's text to the host's console.
     */
    static final int MAX_MESSAGE = 2_000

    ScriptError(String file, int line, int column, String message, Kind kind, List<String> details, String token = null) {
        this.file = file
        this.line = line
        this.column = column
        this.message = cut(message)
        this.kind = kind
        this.details = details.collect { cut(it) }.asImmutable()
        this.token = token
    }

    /** The text, or its first {@link #MAX_MESSAGE} characters and how many more there were. */
    static String cut(String text) {
        text == null || text.length() <= MAX_MESSAGE ? text
                : text.substring(0, MAX_MESSAGE) + '... (' + (text.length() - MAX_MESSAGE) + ' more characters)'
    }

    /**
     * This error with its column and the script line with a caret, found in the script's
     * {@code source}: a compile error's column, or where the name the message is about
     * ({@link #token}) first stands on the line. Itself when neither is known.
     */
    ScriptError located(String source) {
        if (source == null || line <= 0 || !details.isEmpty()) {
            return this
        }
        List<String> lines = source.readLines()
        if (line > lines.size()) {
            return this
        }
        String text = lines[line - 1]
        int col = column
        if (col <= 0 && token != null) {
            def m = text =~ ('(?<![\\w$])' + java.util.regex.Pattern.quote(token) + '(?![\\w$])')
            col = m.find() ? m.start() + 1 : -1
        }
        if (col <= 0) {
            return this
        }
        String caret = text.substring(0, Math.min(col - 1, text.length())).replaceAll('[^\\t]', ' ') + '^'
        new ScriptError(file, line, col, message, kind, [text, caret], token)
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
        } else if (assertion(t) != null) {
            AssertionError failed = assertion(t)
            int at = ScriptLines.lineInFile(failed, fileName)
            List<String> diagram = (failed.message ?: 'assert failed').readLines()
            String flat = diagram.collect { it.trim() }.findAll { it }.join('; ')
            return new ScriptError(shownAs, at > 0 ? at : fallbackLine, -1, prefix + 'assertion failed: ' + flat,
                    Kind.ASSERTION, diagram.size() > 1 ? diagram : [] as List<String>)
        } else {
            kind = Kind.ERROR
            message = ScriptLines.message(t)
        }
        int line = ScriptLines.lineInFile(cause, fileName)
        Throwable unwrapped = t
        while (unwrapped instanceof org.codehaus.groovy.runtime.InvokerInvocationException && unwrapped.cause != null) {
            unwrapped = unwrapped.cause
        }
        new ScriptError(shownAs, line > 0 ? line : fallbackLine, -1, prefix + message, kind, [], Mistakes.token(unwrapped))
    }

    /** The failed {@code assert} (Groovy's power assertion, or {@code assert x, 'message'}) that {@code t} is or wraps, or null. */
    private static AssertionError assertion(Throwable t) {
        for (Throwable c = t; c != null; c = c.cause == c ? null : c.cause) {
            if (c instanceof AssertionError) {
                return (AssertionError) c
            }
        }
        null
    }

    /** {@code file:line: message}, or {@code file:line:column: message} when the column is known. */
    @Override
    String toString() {
        file + (line > 0 ? ':' + line : '') + (line > 0 && column > 0 ? ':' + column : '') + ': ' + message
    }
}
