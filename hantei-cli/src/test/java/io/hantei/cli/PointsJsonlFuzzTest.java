package io.hantei.cli;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.io.IOException;

/** eval's JSON Lines points from outside (PointsJsonl, LineReader): see {@link PointsFuzzing}. Seeds: {@code PointsJsonlFuzzTestInputs/fuzz/}. */
class PointsJsonlFuzzTest {

    @FuzzTest(maxDuration = "5m")
    void fuzz(byte[] data) throws IOException {
        PointsFuzzing.read("jsonl", data);
    }
}
