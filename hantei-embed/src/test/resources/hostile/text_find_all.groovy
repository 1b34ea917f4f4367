// findAll of a pattern that matches every character
def s = "x".center(10000000)
def t = s.findAll(/./)
