// recurses until the stack overflows
def down
down = { n -> down(n + 1) }
down(0)
