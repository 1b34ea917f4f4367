// .power() is what ** calls: the cap on ** applies to it too
def x = 10.power(10000000)
