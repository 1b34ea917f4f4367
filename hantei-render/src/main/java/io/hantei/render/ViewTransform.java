package io.hantei.render;

import io.hantei.geom.Rect;

/**
 * How world coordinates become pixel coordinates: a uniform scale and an offset, with y down in
 * both (no flip), so angles keep their sense and a fan at 30° points down-right in the picture as
 * on the screen.
 *
 * <p>Pixel coordinates are continuous: pixel {@code (i, j)} is the unit square
 * {@code [i, i+1) x [j, j+1)} and its centre is {@code (i + 0.5, j + 0.5)}. The view's top-left
 * corner is at pixel coordinate {@code (0, 0)}. The image's longer side has the requested number
 * of pixels; the shorter side keeps the view's aspect (rounded, at least 1 pixel).
 */
public final class ViewTransform {

    /** The longer side of a picture, in pixels, unless told otherwise. */
    public static final int DEFAULT_SIZE = 800;
    /** The largest longer side accepted, in pixels. */
    public static final int MAX_SIZE = 8192;

    private final Rect view;
    private final double left;
    private final double top;
    private final double scale;
    private final int width;
    private final int height;

    private ViewTransform(Rect view, double scale, int width, int height) {
        this.view = view;
        this.left = view.left();
        this.top = view.top();
        this.scale = scale;
        this.width = width;
        this.height = height;
    }

    /**
     * The transform that fits {@code view} into an image whose longer side is {@code size}
     * pixels.
     *
     * @param size the longer side in pixels, 1 to {@value #MAX_SIZE}
     */
    public static ViewTransform fit(Rect view, int size) {
        java.util.Objects.requireNonNull(view, "view");
        if (size < 1 || size > MAX_SIZE) {
            throw new IllegalArgumentException("picture: size must be between 1 and " + MAX_SIZE + " pixels but was " + size);
        }
        // halves: the extent of a view spanning most of the doubles would overflow
        double halfW = view.right() / 2 - view.left() / 2;
        double halfH = view.bottom() / 2 - view.top() / 2;
        double scale = (size / 2.0) / Math.max(halfW, halfH);
        if (!(scale > 0) || !Double.isFinite(scale) || !(halfW > 0) || !(halfH > 0)) {
            throw new IllegalArgumentException("picture: view must have a width and a height that can be drawn but was " + view);
        }
        int w = Math.max(1, (int) Math.min(size, Math.round(2 * halfW * scale)));
        int h = Math.max(1, (int) Math.min(size, Math.round(2 * halfH * scale)));
        return new ViewTransform(view, scale, w, h);
    }

    /** The pixel x coordinate of world x (continuous: pixel column i spans [i, i+1)). */
    public double pixelX(double x) {
        return toPixels(x, left);
    }

    /** The pixel y coordinate of world y (y down in both). */
    public double pixelY(double y) {
        return toPixels(y, top);
    }

    private double toPixels(double v, double origin) {
        double d = v - origin;
        if (Double.isInfinite(d)) {
            return (v / 2 - origin / 2) * (2 * scale);
        }
        return d * scale;
    }

    /** The column of the pixel that contains world x. */
    public int column(double x) {
        return (int) Math.floor(pixelX(x));
    }

    /** The row of the pixel that contains world y. */
    public int row(double y) {
        return (int) Math.floor(pixelY(y));
    }

    /** The world x at pixel x coordinate {@code px}; the centre of column i is {@code worldX(i + 0.5)}. */
    public double worldX(double px) {
        return left + px / scale;
    }

    /** The world y at pixel y coordinate {@code py}. */
    public double worldY(double py) {
        return top + py / scale;
    }

    /** Pixels per world unit (the same on both axes). */
    public double scale() {
        return scale;
    }

    /** Image width in pixels. */
    public int width() {
        return width;
    }

    /** Image height in pixels. */
    public int height() {
        return height;
    }

    /** The region of the plane shown. */
    public Rect view() {
        return view;
    }

    @Override
    public String toString() {
        return "ViewTransform[" + width + "x" + height + " px, " + scale + " px per unit, view " + view + "]";
    }
}
