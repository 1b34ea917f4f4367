package io.hantei.render;

import java.awt.Color;
import java.util.List;

/**
 * The colours of every picture, the same in PNG and SVG. Figures take the colours of
 * {@link #FIGURES} in turn (no green or red among them: those mean passed and failed), outlined
 * in the full colour and filled with it at {@link #FIGURE_FILL_ALPHA}. Heat maps take
 * {@link #HEAT_MAPS} in turn at {@link #HEAT_MAP_ALPHA}. Sight lines and ray casts have two
 * colours of their own, {@link #SIGHT_CLEAR} and {@link #SIGHT_BLOCKED}.
 */
public final class Palette {

    /** The background. */
    public static final Color BACKGROUND = Color.WHITE;
    /** Grid lines. */
    public static final Color GRID = new Color(0xe3e3e3);
    /** The coordinates written along the grid. */
    public static final Color GRID_TEXT = new Color(0x9e9e9e);
    /** The axes x = 0 and y = 0, the origin and their labels. */
    public static final Color AXIS = new Color(0x757575);
    /** Names of figures. */
    public static final Color TEXT = new Color(0x212121);
    /** A check that passed. */
    public static final Color PASSED = new Color(0x2e7d32);
    /** A check that failed. */
    public static final Color FAILED = new Color(0xc62828);
    /** Figure colours, used in turn. */
    public static final List<Color> FIGURES = List.of(
            new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x9467bd), new Color(0x8c564b),
            new Color(0xe377c2), new Color(0x17becf), new Color(0xbcbd22), new Color(0x7f7f7f));
    /** Opacity of a figure's fill. */
    public static final double FIGURE_FILL_ALPHA = 0.2;
    /** Heat map colours, used in turn. */
    public static final List<Color> HEAT_MAPS = List.of(
            new Color(0xffb300), new Color(0x00897b), new Color(0x5e35b1), new Color(0xd81b60));
    /** Opacity of a heat map's cells. */
    public static final double HEAT_MAP_ALPHA = 0.45;
    /** A line of sight that no wall touches, and a ray cast that hits nothing (no figure, heat map or check has it). */
    public static final Color SIGHT_CLEAR = new Color(0x00838f);
    /** A blocked line of sight or a ray cast that hit a wall, and the cross where the wall is touched first. */
    public static final Color SIGHT_BLOCKED = new Color(0xd84315);

    private Palette() {
    }

    /** The colour of the i-th figure of a scene (0-based). */
    public static Color figure(int index) {
        return FIGURES.get(Math.floorMod(index, FIGURES.size()));
    }

    /** The colour of the i-th heat map of a scene (0-based). */
    public static Color heatMap(int index) {
        return HEAT_MAPS.get(Math.floorMod(index, HEAT_MAPS.size()));
    }

    /** {@code #rrggbb}. */
    static String hex(Color c) {
        return String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }
}
