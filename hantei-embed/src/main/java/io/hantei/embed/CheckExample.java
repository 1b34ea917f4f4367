package io.hantei.embed;

import io.hantei.geom.Vec2;

/**
 * One example of a script's checks (a {@code hit} or {@code miss} line): {@code hit 150, 130} under {@code check('guard sees player')}.
 *
 * @param rule      the rule's name ({@code in circle 'coin'} for a check on a shape)
 * @param expectHit true for {@code hit} (the rule must answer true), false for {@code miss}
 * @param example   the example as the script wrote it: {@code (150, 130)} for a point
 * @param point     the example as a point, or null when it is something else (a box, say)
 * @param line      the script line of the {@code hit} or {@code miss}, or -1 when unknown
 */
public record CheckExample(String rule, boolean expectHit, String example, Vec2 point, int line) {
}
