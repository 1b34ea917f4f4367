package io.hantei.fuzz;

/**
 * What every fuzz target asserts: a reader of outside input either gives a result or fails
 * with the library's own error, in the library's words. Anything else (a
 * NullPointerException, an index out of bounds, a NumberFormatException leaking, an
 * OutOfMemoryError, a StackOverflowError) escapes the target and is a finding.
 */
public final class FuzzContract {

    private FuzzContract() {
    }

    /** Work that may throw. */
    public interface Body {
        void run() throws Exception;
    }

    /**
     * Runs {@code body}; returns if it ends, or throws one of the {@code expected} classes with
     * a message: an unchecked one exactly (not a subclass: NumberFormatException is an
     * IllegalArgumentException, and a leak), a checked one or a subclass of it (an IOException
     * may be a NoSuchFileException). Anything else is rethrown, wrapped when it is checked.
     */
    @SafeVarargs
    public static void expect(Body body, Class<? extends Throwable>... expected) {
        try {
            body.run();
        } catch (Throwable t) {
            for (Class<? extends Throwable> e : expected) {
                boolean unchecked = RuntimeException.class.isAssignableFrom(e) || Error.class.isAssignableFrom(e);
                if (unchecked ? t.getClass() == e : e.isInstance(t)) {
                    if (t.getMessage() == null || t.getMessage().isBlank()) {
                        throw new AssertionError("an expected " + e.getSimpleName() + " without a message", t);
                    }
                    return;
                }
            }
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            if (t instanceof Error) {
                throw (Error) t;
            }
            throw new AssertionError("unexpected " + t, t);
        }
    }
}
