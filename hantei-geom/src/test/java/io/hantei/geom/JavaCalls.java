package io.hantei.geom;

/**
 * The core's methods called as a Java program calls them. In a spec, Groovy takes the DSL's
 * extension methods of the same name and parameters ({@code io.hantei.dsl.ShapeExtensions}) over
 * the core's own, so a Groovy call such as {@code fan.sees(point, walls)} never reaches
 * {@link Fan#sees(Vec2, Iterable)}.
 */
public final class JavaCalls {

    private JavaCalls() {
    }

    /** {@link Fan#sees(Vec2, Iterable)}, the core's. */
    public static boolean sees(Fan fan, Vec2 point, Iterable<? extends Shape> walls) {
        return fan.sees(point, walls);
    }
}
