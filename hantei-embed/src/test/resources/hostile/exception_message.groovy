// an exception's message made from the list
def s = "x" * 1000000
def l = []
for (i in 0..<1000) { l << s }
throw new IllegalStateException("$l")
