// makes a 2-billion-character string in one step
def s = 'x' * Integer.MAX_VALUE
