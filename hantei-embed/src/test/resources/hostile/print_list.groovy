// println writes the list's text to the host's output
def s = "x" * 1000000
def l = []
for (i in 0..<1000) { l << s }
println l
