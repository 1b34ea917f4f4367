// sum() of a thousand long texts makes a longer one at every step
def s = "x" * 1000000
def l = []
for (i in 0..<1000) { l << s }
def t = l.sum()
