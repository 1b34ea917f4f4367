// a map of a thousand entries with the same long text
def s = "x" * 1000000
def m = [:]
for (i in 0..<1000) { m[i] = s }
def t = m.toString()
