// A level drawn in the Tiled map editor (maps/cave.tmx), tested as the game will load it.
// `tiled(...)` reads the map relative to this script's folder, with its tileset and template;
// every object is a shape placed by Tiled's own rules (docs/geometry.md §24), so checks, rules,
// zones and pictures work on it as on any shape.

def level = tiled('maps/cave.tmx')

// An object by its name: the door, a rectangle 16 x 32 at (32, 80).
check(level['door']) {
    hit 32, 80          // its top-left corner: the boundary is inside
    hit 48, 112         // its bottom-right corner
    miss 49, 100
}

// An object by its Tiled id: 2 is the pool, an ellipse inscribed in its box at (96, 144), 48 x 32.
check(level[2]) {
    hit 120, 160        // the centre
    hit 96, 160         // the left end of the rim
    miss 96, 144        // the box's corner is not in the ellipse
}

// The bridge is 60 x 8 at (200, 40), turned 90° clockwise about its (x, y) — Tiled turns an
// object about its top-left, not its centre — so it spans x 192..200 and y 40..100.
check(level['bridge']) {
    hit 192, 40
    hit 200, 100
    miss 230, 44        // where it would be unturned
}

// A polygon, a point (its layer is offset 4 px to the right), a polyline and a capsule.
check(level['spike pit']) { hit 176, 170; miss 176, 163 }
check(level['start'])     { hit 16, 160; miss 12, 160 }
check(level['tripwire'])  { hit 84, 100; hit 104, 110; miss 84, 101 }
check(level['lever'])     { hit 300, 41; miss 300, 36 }   // a capsule: its corners are round

// A tile object: the chest's tile is 16 x 16 and Tiled anchors tile objects at their
// bottom-left; it stands at (272, 180) in a group layer offset 4 px up, so it spans
// x 272..288, y 160..176.
check(level['chest']) {
    hit 272, 160
    hit 288, 176
    miss 280, 177
}

// Two instances of the template crate.tx (16 x 16): one as it is, one resized.
check(level['crate'])     { hit 256, 112; miss 257, 112 }
check(level['big crate']) { hit 312, 116; miss 313, 116 }

// An object layer as a zones set, and objects picked by their class.
def triggers = level.zones('Triggers')
rule('player is in a trigger') { p -> p in triggers }
check('player is in a trigger') {
    hit 40, 90          // the door
    hit 196, 70         // the bridge
    miss 10, 10
}
assert level.objects(type: 'spawn').size() == 2          // the start point and the lever

// A tile layer's non-empty cells as a zones set: the floor (row 11) and a ledge (row 8).
def ground = level.solid('Ground')
rule('standing on ground') { x, y -> [x, y + 1] in ground }
check('standing on ground') {
    hit 100, 175        // just above the floor at y 176
    hit 200, 127        // on the ledge, cells 12..14 of row 8: x 192..240
    miss 100, 100
    miss 250, 127       // beside the ledge
}
