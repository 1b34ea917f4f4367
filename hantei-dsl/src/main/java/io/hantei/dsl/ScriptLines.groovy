package io.hantei.dsl

import groovy.transform.CompileStatic

/** Where in a script something happened, read from a stack trace. */
@CompileStatic
final class ScriptLines {

    private ScriptLines() {
    }

    /**
     * The line of the innermost frame that belongs to the script class or one of its closures
     * (classes named {@code scriptClass} or {@code scriptClass$...}), or -1.
     */
    static int lineIn(StackTraceElement[] trace, String scriptClass) {
        for (StackTraceElement e : trace) {
            String c = e.className
            if ((c == scriptClass || c.startsWith(scriptClass + '$')) && e.lineNumber > 0) {
                return e.lineNumber
            }
        }
        -1
    }

    /** The line of the innermost frame compiled from the file {@code fileName} (its base name), or -1. */
    static int lineInFile(Throwable t, String fileName) {
        for (Throwable c = t; c != null; c = c.cause == c ? null : c.cause) {
            for (StackTraceElement e : c.stackTrace) {
                if (e.fileName == fileName && e.lineNumber > 0) {
                    return e.lineNumber
                }
            }
        }
        -1
    }

    /** The line of the script that is calling right now, or -1. */
    static int callerLine(String scriptClass) {
        lineIn(new Throwable().stackTrace, scriptClass)
    }

    /** What an exception says to a designer: the message alone for a bad argument, else its kind too. */
    static String message(Throwable t) {
        Throwable e = t
        while (e instanceof org.codehaus.groovy.runtime.InvokerInvocationException && e.cause != null) {
            e = e.cause
        }
        String mistake = Mistakes.message(e)
        String text = mistake != null ? mistake
                : e instanceof IllegalArgumentException && e.message ? e.message : e.getClass().simpleName + ': ' + e.message
        text.trim().replaceAll(/\s*\n\s*/, '; ')
    }
}
