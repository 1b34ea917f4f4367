// a number of ten million digits in one library call
def big = 10 ** 10_000_000
