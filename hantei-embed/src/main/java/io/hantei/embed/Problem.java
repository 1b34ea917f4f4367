package io.hantei.embed;

/**
 * What went wrong in a rule script, and where: {@code level.groovy:3: refused: java.io.File is
 * not allowed in a sandboxed script}, or with the column where it is known
 * ({@code level.groovy:2:9: unknown word 'circel' — did you mean 'circle'? ...}).
 *
 * @param kind    what sort of problem it is
 * @param file    the script's name, as it was compiled ({@code level.groovy})
 * @param line    the script line, or -1 when unknown
 * @param column  the column on that line (from 1), or -1 when unknown
 * @param message what happened, for a person
 */
public record Problem(Kind kind, String file, int line, int column, String message) {

    /** What sort of problem a {@link Problem} is. */
    public enum Kind {
        /** The script did not compile, threw, or a rule answered something other than true or false. */
        ERROR,
        /** The sandbox refused something the script does or tried to do. */
        REFUSED,
        /** The script or an evaluation ran longer than its time limit. */
        TIME_LIMIT,
        /** The script or an evaluation allocated more memory than its limit, or than the heap had. */
        MEMORY_LIMIT
    }

    public Problem {
        if (kind == null || file == null || message == null) {
            throw new IllegalArgumentException("problem: kind, file and message must not be null but were "
                    + kind + ", " + file + ", " + message);
        }
    }

    /** A problem whose column is not known. */
    public Problem(Kind kind, String file, int line, String message) {
        this(kind, file, line, -1, message);
    }

    /** {@code file:line: message}, {@code file:line:column: message}, or {@code file: message} when the line is unknown. */
    @Override
    public String toString() {
        return file + (line > 0 ? ":" + line + (column > 0 ? ":" + column : "") : "") + ": " + message;
    }
}
