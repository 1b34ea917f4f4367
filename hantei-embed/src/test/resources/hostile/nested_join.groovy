// the join of a list whose one element is the list: its text is counted, never made to be counted
def s = "x" * 1000000
def l = []
for (i in 0..<1000) { l << s }
def t = [l].join(',')
