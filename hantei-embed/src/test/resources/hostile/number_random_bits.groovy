// two billion random bits in one call
def x = new BigInteger(2000000000, new Random())
