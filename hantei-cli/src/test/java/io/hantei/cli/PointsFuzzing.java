package io.hantei.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;

/**
 * What the points fuzz tests share: the bytes read as eval reads them with --skip-bad (a
 * malformed line is passed over, a wrong column ends the reading), with a short line limit so
 * that long lines are met, and every point read checked: finite, with a line number, and its
 * x and y as written (the text eval writes back) reading as the same doubles.
 */
final class PointsFuzzing {

    private PointsFuzzing() {
    }

    static void read(String format, byte[] data) throws IOException {
        PointsReader.Columns columns = new PointsReader.Columns();
        PointsReader reader = PointsReader.of(format, new LineReader(new ByteArrayInputStream(data), 16, 256), columns);
        try {
            reader.begin();
        } catch (PointsReader.BadLine | PointsReader.BadColumns e) {
            check(e.getMessage());
            return;
        }
        PointsReader.Row row = new PointsReader.Row();
        long last = 0;
        while (true) {
            try {
                if (!reader.next(row)) {
                    return;
                }
            } catch (PointsReader.BadLine e) {
                check(e.getMessage());
                if (e.line <= last) {
                    throw new AssertionError("a bad line numbered " + e.line + " after line " + last);
                }
                last = e.line;
                continue;
            } catch (PointsReader.BadColumns e) {
                check(e.getMessage());
                return;
            }
            if (row.line <= last) {
                throw new AssertionError("line " + row.line + " after line " + last);
            }
            last = row.line;
            same("x", row.x, row.text.substring(row.xFrom, row.xTo));
            same("y", row.y, row.text.substring(row.yFrom, row.yTo));
            reader.outputHeader();
        }
    }

    private static void check(String message) {
        if (message == null || message.isBlank()) {
            throw new AssertionError("a malformed line without a message");
        }
    }

    private static void same(String what, double value, String written) {
        if (!Double.isFinite(value)) {
            throw new AssertionError(what + " is not finite: " + value);
        }
        double again = Double.parseDouble(written);
        if (Double.compare(again, value) != 0) {
            throw new AssertionError(what + " was read as " + value + " but is written '" + written + "', which is " + again);
        }
    }
}
