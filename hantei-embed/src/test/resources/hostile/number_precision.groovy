// a precision of a hundred million digits for a division
def x = 1.0.divide(3.0, new java.math.MathContext(100000000))
