package io.hantei.render;

import io.hantei.geom.Circle;
import io.hantei.geom.Fan;
import io.hantei.geom.PixelRect;
import io.hantei.geom.Rect;
import io.hantei.geom.RotatedRect;

import java.nio.file.Path;

/**
 * Draws a guard's vision scene to the file given (PNG or SVG by its ending):
 * {@code java -cp hantei-geom/target/classes:hantei-render/target/classes io.hantei.render.RenderDemo guard.png}.
 */
public final class RenderDemo {

    private RenderDemo() {
    }

    /** The demo scene: a guard looking down-right at 30°, a door, a turned crate, a pickup, checks and the guard's heat map. */
    public static Scene guardScene() {
        Fan guard = Fan.of(100, 100, 30, 60, 220).named("guard");
        return Scene.builder()
                .heatMap(HeatMap.ofShape("guard sees", Rect.of(160, 60, 200, 90), guard))
                .add(guard)
                .add(Rect.of(260, 180, 40, 80).named("door"))
                .add(RotatedRect.of(180, 260, 80, 40, 30).named("crate"))
                .add(Circle.of(60, 250, 25).named("pickup"))
                .add(PixelRect.of(20, 20, 30, 20).named("sprite"))
                .check(280, 200, true, "guard sees the door")
                .check(100, 260, false, "guard sees the pickup")
                .build();
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: RenderDemo FILE.png|FILE.svg");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        SceneFiles.write(guardScene(), file);
        System.out.println("wrote " + file.toAbsolutePath());
    }
}
