// A room as a level editor draws it: a concave L-shaped room, a capsule for the player's body,
// one-way platforms as polylines, a pond as an ellipse, a tripwire, and a door turned on its hinge.
// y grows DOWN; angles are degrees clockwise on screen; every edge counts as inside.
// Run it:  ./hantei run dsl-examples/level_shapes.groovy --png level.png

// The room's outline, corner by corner (either winding): 200 wide, with the bottom-right
// quarter cut away. The corner at (120, 80) is a reflex corner, which a box cannot describe.
def room = polygon(points: [[0, 0], [200, 0], [200, 80], [120, 80], [120, 160], [0, 160]], at: [20, 20], name: 'room')

// The player's body: 12 wide, standing from y 60 to y 90 (feet at 96 with the cap).
def body = capsule(from: [60, 60], to: [60, 90], r: 6, name: 'body')

// A one-way platform that steps up: its segments are closed, so both ends count.
def ledge = polyline(points: [[0, 0], [40, 0], [60, -20], [100, -20]], at: [260, 140], name: 'ledge')

// A pond 80 x 40 centred at (330, 60); a tripwire across the corridor.
def pond = ellipse(at: [330, 60], size: [80, 40], anchor: 'center', name: 'pond')
def tripwire = segment(from: [240, 20], to: [240, 100], name: 'tripwire')

// A 40 x 8 door drawn closed along the room's top edge, swung 90° open about its hinge at (160, 20).
def door = rect(at: [160, 20], size: [40, 8], angle: 90, pivot: [160, 20], name: 'door')

rule('player in the room') { p -> p in room }
rule('standing on the ledge') { p -> p in ledge }
rule('wet') { p -> p in pond }
rule('trips the wire') { p -> p in tripwire }
rule('player body') { p -> p in body }
rule('in the door') { p -> p in door }

check('player in the room') {
    hit 20, 20          // a corner of the outline
    hit 140, 100        // the reflex corner
    hit 100, 180        // the bottom edge, inside the L
    miss 141, 101       // the cut-away quarter, just past the reflex corner
    miss 220, 180       // the cut-away quarter's far corner
}

check('standing on the ledge') {
    hit 260, 140        // the first point
    hit 310, 130        // halfway up the step: on the slanted segment
    miss 310, 131       // one pixel under it
    hit 360, 120        // the last point: the line is not closed back to the first
    miss 300, 130
}

check('wet') {
    hit 370, 60         // the right end of the long axis
    hit 330, 80         // the bottom end of the short axis
    miss 371, 60
    miss 368, 70        // inside the pond's box, outside the ellipse
}

check('trips the wire') {
    hit 240, 50
    miss 241, 50
}

check('player body') {
    hit 60, 54          // the top of the head: 6 above the segment's top
    hit 66, 75          // the side, exactly r from the segment
    miss 67, 75
    miss 66, 55         // beside the head cap, outside the round
}

check('in the door') {
    hit 160, 20         // the hinge
    hit 152, 60         // the far corner after the swing: x 152..160, y 20..60
    miss 180, 24        // where the closed door was
}
