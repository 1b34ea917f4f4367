// A guard's vision cone: a fan.
// The screen's y grows DOWN, and angles turn CLOCKWISE from +x: dir 30 looks right and a
// little down. range is the whole opening (30° each side of dir), len how far the guard sees.
// Run it:  ./hantei run dsl-examples/guard_vision.groovy

def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')

rule('guard sees player') { p -> p in guard }

check('guard sees player') {
    hit 150, 130        // ahead of the guard, a little below the line of sight
    hit 250, 160
    hit 100, 100        // the guard's own spot is in the cone
    hit 300, 100        // the cone's upper edge (0°) at its full length: edges count
    miss 301, 100       // one pixel past the tip of that edge
    miss 100, 250       // straight below the guard (90°): outside the 0°..60° opening
    miss 290, 250       // inside the opening but 242 away: too far
    miss 50, 100        // behind the guard
}

// A second watcher in the corner looks down-left (135°); its cone spans 90° (straight down)
// to 180° (straight left). Edges at multiples of 45° are exact, so points on them are seen.
def tower = fan(at: [400, 50], dir: 135, range: 90, len: 150, name: 'tower')

// Who sees a point? `switch` tries each shape in turn: `case guard:` means "p in guard".
def seenBy = { p ->
    switch (p) {
        case guard: return 'guard'
        case tower: return 'tower'
        default: return 'nobody'
    }
}

rule('player is seen') { p -> seenBy(p) != 'nobody' }

check('player is seen') {
    hit 150, 130        // the guard sees this one
    hit 400, 150        // straight below the tower, on its cone's edge
    hit 260, 50         // straight left of the tower, on the other edge
    miss 450, 100       // right of the tower, and far from the guard
}

// A check on a shape needs no rule: hits must be in the shape, misses outside it.
check(tower) {
    hit 400, 50         // the apex
    miss 400, 201       // 151 below the apex: one past the reach
}

// The picture of this script (./hantei run dsl-examples/guard_vision.groovy --png guard.png)
// shows the shapes and each check's point (a failed one ringed, with why) and a legend. A heat
// map paints where a rule holds: here, everywhere the guard or the tower sees the player.
heatMap 'player is seen'
