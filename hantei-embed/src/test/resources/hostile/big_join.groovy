// a thousand references to one million-character text, joined into one text
def s = 'x' * 1000000
def l = []
for (i in 0..<1000) { l << s }
def t = l.join(',')
