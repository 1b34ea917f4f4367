package io.hantei.embed;

import java.util.List;

/**
 * The checks of a rule script, run once more: every example's outcome, what stopped the script
 * if anything did, and advice (a rule no check uses).
 *
 * @param script   the script's name
 * @param outcomes every example, in the order the script states them
 * @param errors   what stopped the script before its end; empty when it ran to the end
 * @param warnings advice that fails nothing
 */
public record CheckReport(String script, List<CheckOutcome> outcomes, List<Problem> errors, List<String> warnings) {

    public CheckReport {
        outcomes = List.copyOf(outcomes);
        errors = List.copyOf(errors);
        warnings = List.copyOf(warnings);
    }

    /** The script ran to its end and every example passed. */
    public boolean passed() {
        return errors.isEmpty() && failedCount() == 0;
    }

    public int passedCount() {
        return (int) outcomes.stream().filter(CheckOutcome::passed).count();
    }

    public int failedCount() {
        return outcomes.size() - passedCount();
    }
}
