// A stealth level: does the guard really see the player, or is a pillar in the way?
// A sight line is blocked when any wall shares a point with it: walls are closed, so a line that
// only grazes a pillar's corner is blocked, and one a hair beside the corner is not.
// y grows DOWN; angles are degrees clockwise on screen (0 = +x, -90 = straight up).
// Run it:  ./hantei run dsl-examples/stealth_level.groovy --png stealth.png

// The room's walls as a closed polyline (a wall is its line, the room inside stays open),
// a square pillar, a round column and a crate standing on one corner.
def room   = polyline(points: [[0, 0], [400, 0], [400, 300], [0, 300], [0, 0]], name: 'room walls')
def pillar = polygon(points: [[0, 0], [40, 0], [40, 40], [0, 40]], at: [160, 130], name: 'pillar')
def column = circle(at: [200, 90], r: 12, name: 'column')
def crate  = polygon(points: [[0, -20], [20, 0], [0, 20], [-20, 0]], at: [300, 230], name: 'crate')
def walls  = [room, [pillar, column], crate]          // a list of shapes (lists in it are flattened)

// The guard stands by the left wall and looks right: 60° wide, 360 far.
def guard = fan(at: [40, 150], dir: 0, range: 60, len: 360, name: 'guard')

// guard.sees(p, walls): p is in the cone AND the line from the apex to p touches no wall.
rule('guard sees player') { p -> guard.sees(p, walls) }

check('guard sees player') {
    hit 300, 100        // in the open: the line passes over the pillar and under the column
    hit 100, 150        // close in front of the guard
    miss 300, 150       // behind the pillar
    miss 280, 60        // behind the column
    miss 340, 250       // behind the crate
    miss 40, 280        // straight below the guard: outside the cone, whatever the walls
}

// The line from the guard to (340, 100) runs exactly through the pillar's corner (160, 130):
// it touches the pillar, so it is blocked. Aimed one ulp higher, it passes the corner.
rule('clear line from the guard') { p -> lineOfSight(from: [40, 150], to: p, walls: walls) }

check('clear line from the guard') {
    miss 340, 100                       // grazes the corner: blocked
    hit 340, Math.nextDown(100d)        // one ulp above: clear
    miss 160, 130                       // ends on the corner itself: blocked
    hit 40, 150                         // from = to, in no wall: clear
}

// For a level with many walls, a zones(...) set answers through its spatial index, with the
// same answers as the list.
def wallSet = zones(walls)
rule('guard sees player (walls in zones)') { p -> guard.sees(p, wallSet) }

check('guard sees player (walls in zones)') {
    hit 300, 100
    miss 300, 150
}

// rayCast: the first wall a ray touches, with how far along and where, or null.
def shot = rayCast(from: guard.apex, dir: 0, len: 360, walls: walls)
assert shot.wall.name == 'pillar' && shot.distance == 120 && shot.point == point(160, 150)
assert shot.point in pillar
assert rayCast(from: guard.apex, dir: -90, len: 360, walls: wallSet).wall.name == 'room walls'
assert rayCast(from: guard.apex, dir: 180, len: 30, walls: walls) == null   // the wall is 40 away

// A bullet fired from the guard towards p stops at the first wall it meets.
rule('a bullet stops at the pillar') { x, y ->
    def dir = Math.toDegrees(Math.atan2(y - 150, x - 40))
    rayCast(from: [40, 150], dir: dir, len: 500, walls: walls)?.wall?.name == 'pillar'
}

check('a bullet stops at the pillar') {
    hit 300, 150        // straight ahead: the pillar
    hit 250, 170
    miss 300, 100       // over the pillar: it flies on to the far wall
}

// The picture draws every line the checks asked about: clear ones in one colour, blocked ones
// in another with a cross where the first wall touches them. The heat map paints where the
// guard sees the player: the cone with the pillars' shadows cut out of it.
heatMap 'guard sees player', region: room, step: 2
