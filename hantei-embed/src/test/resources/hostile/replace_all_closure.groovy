// each match replaced by a list whose text is a billion characters
def big = 'y' * 1000000
def many = [big] * 1000
def t = ('x' * 1000).replaceAll(/x/) { many }
