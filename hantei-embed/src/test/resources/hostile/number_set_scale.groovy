// a hundred million digits after the point, in one call
def x = 1.0.setScale(100000000)
