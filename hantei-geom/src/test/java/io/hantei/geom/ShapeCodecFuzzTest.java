package io.hantei.geom;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.hantei.fuzz.FuzzContract;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Shapes as numbers from outside (ShapeCodec.decode, what a host reads from an isolated
 * child): the first byte is the kind (its value modulo 16), the rest big-endian doubles. A
 * shape decoded encodes to numbers that decode to the same shape, answering points alike; or
 * the numbers are refused with an IllegalArgumentException. Seeds:
 * {@code ShapeCodecFuzzTestInputs/fuzz/}.
 */
class ShapeCodecFuzzTest {

    @FuzzTest(maxDuration = "5m")
    void fuzz(byte[] data) {
        if (data.length == 0) {
            return;
        }
        ByteBuffer b = ByteBuffer.wrap(data, 1, data.length - 1);
        double[] numbers = new double[1 + b.remaining() / 8];
        numbers[0] = data[0] & 15;
        for (int i = 1; i < numbers.length; i++) {
            numbers[i] = b.getDouble();
        }
        FuzzContract.expect(() -> {
            Shape s = ShapeCodec.decode(numbers);
            double[] again = ShapeCodec.encode(s);
            if (again == null) {
                throw new AssertionError("a decoded shape does not encode: " + s);
            }
            Shape t = ShapeCodec.decode(again);
            if (!Arrays.equals(ShapeCodec.encode(t), again)) {
                throw new AssertionError("encode, decode, encode changed the numbers of " + s);
            }
            for (int i = 1; i + 1 < numbers.length; i += 2) {
                double x = numbers[i];
                double y = numbers[i + 1];
                if (Double.isFinite(x) && Double.isFinite(y) && s.contains(x, y) != t.contains(x, y)) {
                    throw new AssertionError(s + " and its copy through the codec answer (" + x + ", " + y + ") differently");
                }
            }
        }, IllegalArgumentException.class);
    }
}
