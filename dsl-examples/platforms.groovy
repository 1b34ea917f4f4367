// Platforms on the pixel grid, and the same platforms in the plane.
// pixelRect covers whole pixels: at [x, y] with size [w, h] is pixels x .. x+w-1, y .. y+h-1.
// So two platforms 10 wide at x 0 and x 10 are neighbours that share no pixel: they do NOT
// overlap. rect is a region of the plane with closed edges: the same numbers touch at x = 10,
// and touching rectangles DO overlap.

def ledge  = pixelRect(at: [0, 100], size: [10, 8], name: 'ledge')     // pixels x 0..9,   y 100..107
def bridge = pixelRect(at: [10, 100], size: [30, 8], name: 'bridge')   // pixels x 10..39, y 100..107

check(bridge) {
    hit 10, 100         // its first pixel
    hit 39, 107         // its last pixel
    miss 40, 100        // x + w is the next platform's pixel, not this one's
    miss 10, 108
}

// Does a 16 x 16 player box land on the bridge? Examples can be shapes as well as points.
rule('box overlaps the bridge') { box -> box.overlaps(bridge) }

check('box overlaps the bridge') {
    hit pixelRect(at: [24, 85], size: [16, 16])     // rows 85..100: its bottom row is the bridge's top
    hit pixelRect(at: [39, 100], size: [16, 16])    // shares column 39
    miss pixelRect(at: [24, 84], size: [16, 16])    // rows 84..99: just above, no shared pixel
    miss pixelRect(at: [40, 100], size: [16, 16])   // starts right after the bridge
    miss pixelRect(at: [20, 100], size: [0, 8])     // zero wide: covers no pixel at all
}

rule('overlaps the ledge, on the pixel grid') { other -> other.overlaps(ledge) }

check('overlaps the ledge, on the pixel grid') {
    miss bridge                                     // neighbours
    hit pixelRect(at: [9, 107], size: [1, 1])       // the ledge's last pixel
}

// The same numbers as regions of the plane: x 0..10 and x 10..40 share the line x = 10.
def ledgeArea  = rect(at: [0, 100], size: [10, 8], name: 'ledge area')
def bridgeArea = rect(at: [10, 100], size: [30, 8], name: 'bridge area')

rule('overlaps the ledge, in the plane') { other -> other.overlaps(ledgeArea) }

check('overlaps the ledge, in the plane') {
    hit bridgeArea                                  // touching counts in the plane
    hit rect(at: [10, 108], size: [5, 5])           // touching at one corner
    miss rect(at: [10.5, 100], size: [30, 8])       // half a pixel away
}
