package io.hantei.tiled;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.nio.file.Path;

/**
 * A Tiled map from outside, as JSON (.tmj): loaded, its tile layers decoded, its objects'
 * shapes asked a point. Seeds: {@code TmjFuzzTestInputs/fuzz/}.
 */
class TmjFuzzTest {

    private static final Path DIR = TiledFuzzing.folder("tmj");

    @FuzzTest(maxDuration = "5m")
    void fuzz(byte[] data) {
        TiledFuzzing.loadAndUse(TiledFuzzing.write(DIR, "map.tmj", data), DIR);
    }
}
