// a failed assertion with a message writes each variable's value after it: here a list whose text is a billion characters
def s = "x" * 1000000
def l = []
for (i in 0..<1000) { l << s }
assert l == null : 'the list should be empty'
