package io.hantei.bench;

import io.hantei.geom.Circle;
import io.hantei.geom.Fan;
import io.hantei.geom.Rect;
import io.hantei.geom.RotatedRect;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.FileReader;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * The four-rule level of {@code hantei-benchmarks/eval-end-to-end.sh} written by hand in Java: the yardstick
 * for {@code ./hantei eval} (issue 19). It reads the same CSV (a header {@code x,y}, then
 * {@code x,y} lines) with a BufferedReader, calls the same core shapes the DSL makes, and writes
 * the same bytes as {@code ./hantei eval}: {@code id,x,y,rule}, the id being the line number.
 * No checks of the input: it is the floor, not a tool.
 * <pre>java -cp target/classes:CLASSES io.hantei.bench.HandEval points.csv > hits.csv</pre>
 */
public final class HandEval {

    private HandEval() {
    }

    public static void main(String[] args) throws IOException {
        Fan guard = Fan.of(100, 100, 30, 60, 200);
        Rect button = Rect.of(300, 300, 120, 40);
        RotatedRect door = RotatedRect.of(600, 200, 80, 30, 30);
        Circle coin = Circle.of(500, 500, 25);
        long hits = 0;
        try (BufferedReader in = new BufferedReader(new FileReader(args[0], StandardCharsets.UTF_8), 1 << 16);
             Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16)) {
            out.write("id,x,y,rule\n");
            in.readLine();
            long line = 1;
            StringBuilder row = new StringBuilder(64);
            for (String s = in.readLine(); s != null; s = in.readLine()) {
                line++;
                int comma = s.indexOf(',');
                String xText = s.substring(0, comma);
                String yText = s.substring(comma + 1);
                double x = Double.parseDouble(xText);
                double y = Double.parseDouble(yText);
                boolean seen = guard.contains(x, y);
                hits += write(out, row, seen, line, xText, yText, "guard sees");
                hits += write(out, row, button.contains(x, y) && !seen, line, xText, yText, "click");
                hits += write(out, row, door.contains(x, y), line, xText, yText, "door");
                hits += write(out, row, coin.contains(x, y), line, xText, yText, "coin");
            }
        }
        System.err.println("hand: " + hits + " hits");
    }

    private static int write(Writer out, StringBuilder row, boolean hit, long line, String x, String y, String rule)
            throws IOException {
        if (!hit) {
            return 0;
        }
        row.setLength(0);
        row.append(line).append(',').append(x).append(',').append(y).append(',').append(rule).append('\n');
        out.append(row);
        return 1;
    }
}
