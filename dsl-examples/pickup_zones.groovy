// Pickup zones: the three rectangle origins, and round pickups.
// `at` is the TOP-LEFT corner unless `anchor` says otherwise; every shape includes its edges.

def door  = rect(at: [40, 40], size: [40, 80], name: 'door')                            // x 40..80,   y 40..120
def chest = rect(at: [200, 100], size: [60, 40], anchor: 'center', name: 'chest')       // x 170..230, y 80..120
def hero  = rect(at: [320, 200], size: [32, 48], anchor: 'bottomCenter', name: 'hero')  // x 304..336, y 152..200
def coin  = circle(at: [120, 200], r: 10, name: 'coin')
def gem   = circle(at: [x: 400, y: 60], r: 6, name: 'gem')     // a point may also be [x: .., y: ..]

check(door) {
    hit 40, 40          // top-left corner
    hit 80, 120         // bottom-right corner
    miss 81, 120
    miss 39, 60
}

check(chest) {
    hit 200, 100        // the centre, which is where `at` is
    hit 170, 80
    hit 230, 120
    miss 231, 100
    miss 200, 79
}

check(hero) {
    hit 320, 200        // the feet: the middle of the bottom edge
    hit 304, 152        // top-left of the sprite
    miss 320, 201       // just below the feet
    miss 337, 180
}

check(coin) {
    hit 126, 208        // 6² + 8² = 10²: exactly on the rim, which counts
    miss 127, 208       // 7² + 8² > 10²
    hit([x: 120, y: 190], point(130, 200))   // points written the other two ways
}

// What does the player pick up at a point? A switch tries each zone: `case coin:` is `p in coin`.
def pickupAt = { p ->
    switch (p) {
        case coin: return 'coin'
        case gem: return 'gem'
        case chest: return 'chest'
        default: return 'nothing'
    }
}

rule('picks up a coin') { p -> pickupAt(p) == 'coin' }
rule('picks up nothing') { p -> pickupAt(p) == 'nothing' }

check('picks up a coin') {
    hit 120, 210
    miss 400, 60        // that is the gem
}

check('picks up nothing') {
    hit 300, 300
    hit 60, 60          // the door is no pickup
    miss 406, 60        // the gem's rim
    miss 200, 100       // the chest
}
