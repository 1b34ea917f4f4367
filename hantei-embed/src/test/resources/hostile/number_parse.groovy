// reading a number of a million digits takes longer than the time limit
def x = new BigInteger("7" * 1000000)
