// setting a bit far up makes every bit below it
def x = 0G.setBit(2000000000)
