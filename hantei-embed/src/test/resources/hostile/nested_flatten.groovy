// three small lists within each other, a thousand references each: a billion elements flattened
def a = [1] * 1000
def b = [a] * 1000
def c = [b] * 1000
def t = c.flatten()
