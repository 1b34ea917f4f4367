package io.hantei.embed;

/**
 * How one {@link CheckExample} came out.
 *
 * @param example the example
 * @param actual  the rule's answer, or null when it could not answer (see {@code error})
 * @param error   why the rule could not answer, or null
 * @param summary one line, as {@code hantei run} prints it:
 *                {@code FAIL  guard sees player: expected a hit at (100, 320) but it was a miss}
 */
public record CheckOutcome(CheckExample example, Boolean actual, String error, String summary) {

    /** The rule answered, and as the check expected. */
    public boolean passed() {
        return error == null && actual != null && actual == example.expectHit();
    }
}
