package io.hantei.render;

import java.awt.Color;
import java.util.List;

/**
 * The colours of every picture, the same in PNG and SVG. Figures take the colours of
 * {@link #FIGURES} in turn, outlined in the full colour and filled with it at
 * {@link #FIGURE_FILL_ALPHA}; past the sixth figure the colours come round again with a dashed
 * outline ({@link #figureDashed}), so twelve figures look different from each other.
 *
 * <p>The figures' colours, the passed checks' black and the failed checks' vermillion are the
 * eight colours of Okabe and Ito's palette ("Color Universal Design", 2008), chosen so that
 * people with any common form of colour blindness tell them apart: black #000000, orange #e69f00,
 * sky blue #56b4e9, bluish green #009e73, yellow #f0e442, blue #0072b2, vermillion #d55e00,
 * reddish purple #cc79a7. A check's verdict is also in its shape (a failed one has a ring), so
 * colour is never the only sign. Heat maps take
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
    /** A check that passed (Okabe–Ito black): a filled dot for a {@code hit}, a ring for a {@code miss}. */
    public static final Color PASSED = new Color(0x000000);
    /** A check that failed (Okabe–Ito vermillion): its dot, the ring round it and its label. */
    public static final Color FAILED = new Color(0xd55e00);
    /**
     * Figure colours, used in turn: Okabe–Ito blue, bluish green, reddish purple, sky blue, orange
     * and yellow (its black and vermillion belong to the checks; orange, the nearest to
     * vermillion, comes late so that few pictures have both).
     */
    public static final List<Color> FIGURES = List.of(
            new Color(0x0072b2), new Color(0x009e73), new Color(0xcc79a7), new Color(0x56b4e9),
            new Color(0xe69f00), new Color(0xf0e442));
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

    /** Whether the i-th figure of a scene (0-based) is outlined dashed: those of every second round of the colours. */
    public static boolean figureDashed(int index) {
        return Math.floorMod(index / FIGURES.size(), 2) == 1;
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
