import io.hantei.geom.Circle;
import io.hantei.geom.Fan;
import io.hantei.geom.Rect;
import io.hantei.geom.RotatedRect;

/** A first look at the core: run with {@code java -cp hantei-geom/target/classes hantei-geom/src/examples/java/Tour.java}. */
public class Tour {
    public static void main(String[] args) {
        Fan guard = Fan.of(100, 100, 30, 60, 200);          // apex, dir 30° (clockwise on screen), 60° wide, 200 long
        System.out.println("guard sees (150, 130): " + guard.contains(150, 130));
        System.out.println("guard sees (100, 320): " + guard.contains(100, 320));

        RotatedRect button = RotatedRect.of(200, 80, 120, 40, 30); // centre, size, turned 30°
        System.out.println("click (230, 95) hits the button: " + button.contains(230, 95));

        Rect door = Rect.of(10, 10, 40, 80);                 // top-left corner, width, height
        System.out.println("(50, 90) is on the door's corner, so inside: " + door.contains(50, 90));

        Circle pickup = Circle.of(0, 0, 5);
        System.out.println("(3, 4) is on the pickup's rim, so inside: " + pickup.contains(3, 4));
    }
}
