// the largest shift a BigInteger takes
def x = BigInteger.ONE.shiftLeft(Integer.MAX_VALUE)
