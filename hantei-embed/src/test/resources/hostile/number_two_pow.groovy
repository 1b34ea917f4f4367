// a power of two is a shift
def x = BigInteger.TWO.pow(2000000000)
