// pow() as a method, not the ** operator: 3 to the hundred millionth
def x = 3G.pow(100000000)
