// %s of a list makes the list's text
def s = "x" * 1000000
def l = []
for (i in 0..<1000) { l << s }
def t = String.format('%s', l)
