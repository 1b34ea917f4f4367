// a number of a billion digits read from a short text, then written out in full (2 GB)
def x = new BigDecimal("1e-999999999")
def s = x.toPlainString()
