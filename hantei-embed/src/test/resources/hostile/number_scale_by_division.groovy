// each division moves the point fifty thousand places: no one step is large
def x = 1.0
for (i in 0..<100000) {
    x = x / 1e-50000
}
