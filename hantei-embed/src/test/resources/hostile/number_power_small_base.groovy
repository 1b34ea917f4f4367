// a base below 1 makes as many digits after the point as a base above 1 makes before it
def x = 0.3 ** 999999999
