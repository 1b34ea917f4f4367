// Groovy's round(n) on a BigDecimal sets its scale: the same as setScale
def x = 1.0.round(100000000)
