// text doubled in lines that follow each other, with no loop or closure between them to check the budget
def s = "x" * 1000000
s += s; s += s; s += s; s += s; s += s; s += s; s += s; s += s; s += s; s += s; s += s
