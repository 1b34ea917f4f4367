// Trigger zones: which zones hold the player's position, and which does the player's body touch?
// `zones(...)` keeps the shapes in a spatial index, so asking thousands of zones costs little;
// the answers are exactly those of asking every zone, in the order the zones are listed here.

def hall    = rect(at: [0, 0], size: [400, 300], name: 'hall')
def door    = rect(at: [380, 120], size: [40, 60], name: 'door')               // x 380..420: half outside
def well    = circle(at: [200, 150], r: 30, name: 'well')
def camera  = fan(at: [0, 0], dir: 45, range: 30, len: 250, name: 'camera')   // looks down the diagonal
def triggers = zones(hall, door, well, camera)

assert triggers.names([200, 150]) == ['hall', 'well', 'camera']   // 250 from the camera (150² + 200² = 250²): at its reach
assert triggers.names([400, 150]) == ['hall', 'door']             // the hall's right edge counts
assert triggers.at([500, 500]).isEmpty()

// A rule over all zones: `p in triggers` is true when any zone holds p.
rule('player is in a trigger') { p -> p in triggers }
check('player is in a trigger') {
    hit 420, 180        // the door's far corner
    miss 421, 180
    miss 10, 310        // below the hall
}

// The player's body is a circle: which zones does it touch? Touching counts.
rule('body touches the well') { p -> triggers.overlapping(circle(at: p, r: 10)).contains(well) }
check('body touches the well') {
    hit 240, 150        // 40 from the well's centre: the body's rim meets the well's rim
    miss 241, 150
}
