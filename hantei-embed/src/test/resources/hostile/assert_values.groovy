// a failed assertion shows the value of each of its parts: here a list whose text is a billion characters
def s = "x" * 1000000
def l = []
for (i in 0..<1000) { l << s }
assert l == null
