package io.hantei.render;

import io.hantei.geom.Vec2;

import java.util.Objects;

/**
 * A sight line or a ray cast that a script checked, as a picture draws it
 * (docs/geometry.md §23 says what they mean):
 * <ul>
 *   <li>a line of sight from {@code from} to {@code to}: when clear, one line in
 *       {@link Palette#SIGHT_CLEAR}; when blocked, a line in {@link Palette#SIGHT_BLOCKED} up to
 *       {@code hit}, the first point where a wall touches it, marked with a cross, and dashed
 *       beyond it (the part that is not seen);</li>
 *   <li>a ray cast from {@code from} towards {@code to}, its far end: up to {@code hit} in the
 *       blocked colour with the cross when it hit a wall, else to its end in the clear colour,
 *       with an arrowhead.</li>
 * </ul>
 *
 * @param from    where the line or ray starts
 * @param to      where the line ends, or the far end of the ray
 * @param blocked whether a wall touches the line (for a ray: whether it hit one)
 * @param hit     the first point of contact along the line or ray; null when clear (and, for a
 *                blocked line, when none could be placed: then the whole line is dashed)
 * @param ray     true for a ray cast, false for a line of sight
 * @param wall    what blocks it, as a picture's tooltip names it ({@code "polygon 'pillar'"}); null when clear
 */
public record SightLine(Vec2 from, Vec2 to, boolean blocked, Vec2 hit, boolean ray, String wall) {

    public SightLine {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (!blocked && hit != null) {
            throw new IllegalArgumentException("sight line: a clear line has no hit point, but was given " + hit);
        }
    }

    /** Where the drawing ends: a ray's hit when it hit a wall, else {@code to}. */
    public Vec2 drawnTo() {
        return ray && hit != null ? hit : to;
    }

    /** A line of sight that no wall touches. */
    public static SightLine clear(Vec2 from, Vec2 to) {
        return new SightLine(from, to, false, null, false, null);
    }

    /** A line of sight that a wall touches first at {@code hit} (null when unknown). */
    public static SightLine blocked(Vec2 from, Vec2 to, Vec2 hit, String wall) {
        return new SightLine(from, to, true, hit, false, wall);
    }

    /** A ray cast from {@code from} to its far end {@code end}, that hit a wall at {@code hit}, or nothing (null). */
    public static SightLine ray(Vec2 from, Vec2 end, Vec2 hit, String wall) {
        return new SightLine(from, end, hit != null, hit, true, hit == null ? null : wall);
    }
}
