// a million tabs expanded to a thousand spaces each
def s = "\t" * 1000000
def t = s.expand(1000)
