// each of ten million characters becomes a text of its own
def s = "x".center(10000000)
def t = s.toList()
