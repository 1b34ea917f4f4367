// a thousand references to one text of a million characters: the list's text is a billion
def s = "x" * 1000000
def l = []
for (i in 0..<1000) { l << s }
def t = l.toString()
