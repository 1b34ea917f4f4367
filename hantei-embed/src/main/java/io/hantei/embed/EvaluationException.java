package io.hantei.embed;

import java.util.List;

/**
 * A rule could not answer for a point: it threw, answered something other than true or false,
 * was refused by the sandbox, or went over its time or memory limit. The message says which
 * rule, which point and where in the script:
 * {@code level.groovy:7: rule 'guard sees player' at (150.0, 130.0): refused: ...}.
 */
public final class EvaluationException extends HanteiException {

    private static final long serialVersionUID = 1L;

    private final String rule;
    private final double x;
    private final double y;

    public EvaluationException(String rule, double x, double y, Problem problem, Throwable cause) {
        super(List.of(problem), cause);
        this.rule = rule;
        this.x = x;
        this.y = y;
    }

    /** The rule that failed (null when the failure was not in one rule, such as an interrupted wait). */
    public String rule() {
        return rule;
    }

    /** The x of the point it failed for. */
    public double x() {
        return x;
    }

    /** The y of the point it failed for. */
    public double y() {
        return y;
    }
}
