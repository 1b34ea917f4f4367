// level.groovy — y grows down, angles are degrees clockwise on screen, edges count as inside
def guard  = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')  // a vision cone
def door   = rect(at: [10, 10], size: [40, 80], name: 'door')                  // at = top-left corner
def chest  = rect(at: [200, 100], size: [60, 40], anchor: 'center')            // or anchor: 'bottomCenter'
def button = rect(at: [200, 80], size: [120, 40], anchor: 'center', angle: 30) // turned about its centre
def coin   = circle(at: [120, 200], r: 10, name: 'coin')
def ledge  = pixelRect(at: [0, 100], size: [10, 8])                            // pixels x 0..9, y 100..107

assert [150, 130] in guard                  // a point is [x, y], [x: 1, y: 2] or point(x, y)
assert guard.contains(x: 150, y: 130) && [200, 80] in button
assert !ledge.overlaps(pixelRect(at: [10, 100], size: [30, 8]))   // neighbours on the pixel grid

def pickupAt = { p ->
    switch (p) {
        case coin: return 'coin'            // `case coin:` means `p in coin`
        case chest: return 'chest'
        default: return 'nothing'
    }
}

rule('guard sees player') { p -> p in guard }
rule('picks up the coin') { p -> pickupAt(p) == 'coin' }

check('guard sees player') {
    hit 150, 130                            // the rule must answer true here...
    hit 100, 320                            // ...and false here
}
check('picks up the coin') { hit 126, 208; miss 200, 100 }
check(door) { hit 50, 90; miss 51, 90 }    // a shape is a rule too: hits inside, misses outside
