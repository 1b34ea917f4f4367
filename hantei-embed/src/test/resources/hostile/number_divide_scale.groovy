// a division to a hundred million places
def x = 1.0.divide(3.0, 100000000, java.math.RoundingMode.HALF_UP)
