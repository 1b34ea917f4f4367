package io.hantei.bench;

/**
 * The shapes every implementation is measured on, all centred in the {@link Points#SIDE} square
 * at (200, 200). Angles in degrees, clockwise on a y-down screen (the library's convention); the
 * comparison libraries get the same shapes in their own units and senses.
 */
final class Scene {

    static final double CX = 200;
    static final double CY = 200;
    /** The axis-aligned rectangle and the rotated one: 240 x 160. */
    static final double RECT_W = 240;
    static final double RECT_H = 160;
    /** The turn of the rotated rectangle. */
    static final double ANGLE = 30;
    /** The fan: apex at the centre, direction 30°, total opening 60°, radius 150. */
    static final double FAN_DIR = 30;
    static final double FAN_RANGE = 60;
    static final double FAN_LEN = 150;
    /** The circle's radius. */
    static final double CIRCLE_R = 120;
    /** Segments of the arc in the polygon approximations (JTS has no arcs). */
    static final int FAN_ARC_SEGMENTS = 32;
    /** Segments per quarter circle in JTS's buffer of a point (128 for the whole circle). */
    static final int CIRCLE_QUADRANT_SEGMENTS = 32;

    private Scene() {
    }
}
