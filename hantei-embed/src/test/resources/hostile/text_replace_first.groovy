// $0 in a replacement writes the match again, a thousand times over
def s = "x" * 1000000
def t = s.replaceFirst(/x+/, "\$0" * 1000)
