package io.hantei.cli;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.io.IOException;

/** eval's CSV points from outside (PointsCsv, LineReader): see {@link PointsFuzzing}. Seeds: {@code PointsCsvFuzzTestInputs/fuzz/}. */
class PointsCsvFuzzTest {

    @FuzzTest(maxDuration = "5m")
    void fuzz(byte[] data) throws IOException {
        PointsFuzzing.read("csv", data);
    }
}
