// moving the point a hundred million places writes the number out
def x = 1.0.movePointRight(100000000)
