package io.hantei.tiled;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.nio.file.Path;

/**
 * A tileset from outside (.tsx, or JSON by its content), named by a fixed map whose tile
 * objects and tile layer use its gids 1 to 3. Seeds: {@code TsxFuzzTestInputs/fuzz/}.
 */
class TsxFuzzTest {

    private static final Path DIR = TiledFuzzing.folder("tsx");

    private static final Path MAP = TiledFuzzing.write(DIR, "map.tmx", """
            <?xml version="1.0" encoding="UTF-8"?>
            <map version="1.10" orientation="orthogonal" width="3" height="1" tilewidth="16" tileheight="16" infinite="0" nextobjectid="4">
             <tileset firstgid="1" source="t.tsx"/>
             <layer id="1" name="Ground" width="3" height="1"><data encoding="csv">1,0,3</data></layer>
             <objectgroup id="2" name="Objects">
              <object id="1" gid="1" x="0" y="16"/>
              <object id="2" gid="2147483650" x="32" y="32" width="8" height="8"/>
              <object id="3" gid="3" x="48" y="48" rotation="45"/>
             </objectgroup>
            </map>
            """);

    @FuzzTest(maxDuration = "5m")
    void fuzz(byte[] data) {
        TiledFuzzing.write(DIR, "t.tsx", data);
        TiledFuzzing.loadAndUse(MAP, DIR);
    }
}
