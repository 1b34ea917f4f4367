package io.hantei.tiled;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.nio.file.Path;

/**
 * A Tiled map from outside, as XML (.tmx): loaded, its tile layers decoded, its objects' shapes
 * asked a point. Seeds: {@code TmxFuzzTestInputs/fuzz/}.
 */
class TmxFuzzTest {

    private static final Path DIR = TiledFuzzing.folder("tmx");

    @FuzzTest(maxDuration = "5m")
    void fuzz(byte[] data) {
        TiledFuzzing.loadAndUse(TiledFuzzing.write(DIR, "map.tmx", data), DIR);
    }
}
