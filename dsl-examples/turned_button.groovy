// Clicking a turned button: a rectangle rotated about its centre.
// rect(..., angle: 30) turns the rectangle 30° clockwise on screen about its centre, and gives
// a RotatedRect. The core has two ways to test a click (and a slower polar one for reference);
// here both must agree on every example.

def button = rect(at: [200, 80], size: [120, 40], anchor: 'center', angle: 30, name: 'ok button')

// A rule whose closure takes two parameters gets the point's x and y.
rule('click by transform') { x, y -> button.contains(x, y, RotatedRect.Method.TRANSFORM) }
rule('click by cross products') { x, y -> button.contains(x, y, RotatedRect.Method.CROSS_PRODUCT) }

['click by transform', 'click by cross products'].each { method ->
    check(method) {
        hit 200, 80     // the centre
        hit 230, 95
        hit 250, 110    // below the unturned button (its y ends at 100), but on the turned one
        hit 150, 50     // above the unturned button, on the turned one
        miss 250, 80    // inside the unturned button, outside the turned one
        miss 300, 80
    }
}

// The same button before it is turned, for comparison: x 140..260, y 60..100.
def flat = rect(at: [200, 80], size: [120, 40], anchor: 'center', name: 'flat button')

check(flat) {
    hit 250, 80
    hit 260, 100        // its corner: edges count
    miss 250, 110
}

// A quarter turn is exact: the 120 x 40 button stands upright, x 380..420, y 20..140, and its
// corners are still on it.
def upright = rect(at: [400, 80], size: [120, 40], anchor: 'center', angle: 90, name: 'upright button')

check(upright) {
    hit 420, 140
    hit 380, 20
    miss 421, 80
    miss 400, 141
}
