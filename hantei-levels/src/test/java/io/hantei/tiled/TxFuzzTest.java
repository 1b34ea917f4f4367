package io.hantei.tiled;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.nio.file.Path;

/**
 * An object template from outside (.tx, or JSON by its content), used by a fixed map's
 * objects, one as written and one overriding its size, name and rotation; a valid tileset
 * t.tsx lies beside it for templates of tile objects. Seeds: {@code TxFuzzTestInputs/fuzz/}.
 */
class TxFuzzTest {

    private static final Path DIR = TiledFuzzing.folder("tx");

    static {
        TiledFuzzing.write(DIR, "t.tsx", """
                <?xml version="1.0" encoding="UTF-8"?>
                <tileset version="1.10" name="t" tilewidth="16" tileheight="16" tilecount="4" columns="2" objectalignment="bottomleft">
                 <image source="t.png" width="32" height="32"/>
                 <tile id="0" type="door"><properties><property name="locked" type="bool" value="true"/></properties></tile>
                </tileset>
                """);
    }

    private static final Path MAP = TiledFuzzing.write(DIR, "map.tmx", """
            <?xml version="1.0" encoding="UTF-8"?>
            <map version="1.10" orientation="orthogonal" width="4" height="4" tilewidth="16" tileheight="16" infinite="0" nextobjectid="3">
             <objectgroup id="1" name="Objects">
              <object id="1" template="o.tx" x="10" y="20"/>
              <object id="2" template="o.tx" name="other" x="30" y="40" width="5" height="6" rotation="30"/>
             </objectgroup>
            </map>
            """);

    @FuzzTest(maxDuration = "5m")
    void fuzz(byte[] data) {
        TiledFuzzing.write(DIR, "o.tx", data);
        TiledFuzzing.loadAndUse(MAP, DIR);
    }
}
