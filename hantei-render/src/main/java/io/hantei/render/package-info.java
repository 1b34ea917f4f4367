/**
 * Pictures of scenes: shapes with their names, check markers (a hit filled, a miss hollow, a
 * failed one in vermillion with a ring and a label saying why), heat maps of rules, sight lines,
 * on a light grid with the origin and the y-down axis labelled, and a legend beside the plot
 * that says what each colour and marker means, as PNG
 * ({@link io.hantei.render.PngRenderer}, Java2D) or SVG ({@link io.hantei.render.SvgRenderer},
 * hand-written XML). No dependency beyond the JDK, and no display needed
 * ({@code java.awt.headless=true} works).
 *
 * <p>Pictures keep the library's conventions: y grows down in the picture as in the world (no
 * flip) and angles turn clockwise on screen, so a fan at 30° points down and to the right. A
 * {@link io.hantei.render.ViewTransform} maps world points to pixels: one uniform scale and an
 * offset, the view's top-left corner at pixel (0, 0).
 *
 * <p>This package uses {@code io.hantei.geom} and the JDK only; it never imports Groovy.
 */
package io.hantei.render;
