// String.join of the thousand references
def s = "x" * 1000000
def l = []
for (i in 0..<1000) { l << s }
def t = String.join(',', l)
