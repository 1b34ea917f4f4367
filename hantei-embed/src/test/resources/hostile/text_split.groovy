// split("") cuts a text into one text per character
def s = "x".center(10000000)
def t = s.split("")
