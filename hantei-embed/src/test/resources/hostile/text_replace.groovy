// replacing each of a million characters with a thousand
def s = "x" * 1000000
def t = s.replace("x", "y" * 1000)
