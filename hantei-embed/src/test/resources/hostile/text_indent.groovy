// half a million lines, each indented by a hundred thousand spaces
def s = 'x\n' * 500000
def t = s.indent(100000)
