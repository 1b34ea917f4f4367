// a text read as a number of a billion digits with as
def x = "1e-999999999" as BigDecimal
def y = x + 1
