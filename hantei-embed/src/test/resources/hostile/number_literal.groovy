// a number of a billion digits written as a literal: cheap to hold, a billion digits once added to 1
def x = 1e999999999
def y = x + 1
