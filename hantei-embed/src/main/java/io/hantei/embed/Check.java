package io.hantei.embed;

import io.hantei.geom.Vec2;

/**
 * One example of a script's checks. Deprecated: the name said "check" where it meant one
 * example of a check block; use {@link CheckExample} ({@link RuleSet#examples()},
 * {@link CheckOutcome#example()}), which has the same components. Kept for one release.
 *
 * @param rule      the rule's name
 * @param expectHit true for {@code hit}, false for {@code miss}
 * @param example   the example as the script wrote it
 * @param point     the example as a point, or null
 * @param line      the script line of the {@code hit} or {@code miss}, or -1 when unknown
 */
@Deprecated
public record Check(String rule, boolean expectHit, String example, Vec2 point, int line) {

    /** The same example under its new name. */
    static Check of(CheckExample e) {
        return new Check(e.rule(), e.expectHit(), e.example(), e.point(), e.line());
    }
}
