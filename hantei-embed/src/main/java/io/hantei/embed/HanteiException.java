package io.hantei.embed;

import java.util.List;

/**
 * A rule script could not do what was asked: the base of {@link CompileException} and
 * {@link EvaluationException}. The message lists every problem, one a line, as
 * {@code file:line: message}.
 */
public class HanteiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient List<Problem> problems;

    public HanteiException(List<Problem> problems) {
        this(problems, null);
    }

    public HanteiException(List<Problem> problems, Throwable cause) {
        super(text(problems), cause);
        this.problems = List.copyOf(problems);
    }

    private static String text(List<Problem> problems) {
        if (problems == null || problems.isEmpty()) {
            throw new IllegalArgumentException("a HanteiException needs at least one problem");
        }
        StringBuilder b = new StringBuilder();
        for (Problem p : problems) {
            b.append(b.length() == 0 ? "" : "\n").append(p);
        }
        return b.toString();
    }

    /** Every problem, in the order they were found; never empty. */
    public List<Problem> problems() {
        return problems;
    }

    /** The first problem. */
    public Problem problem() {
        return problems.get(0);
    }
}
