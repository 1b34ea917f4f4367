// the same list's text, made by a GString
def s = "x" * 1000000
def l = []
for (i in 0..<1000) { l << s }
def t = "$l".length()
