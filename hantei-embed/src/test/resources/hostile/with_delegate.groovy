// inside with { }, a call without a receiver goes to the text
def s = "x" * 1000000
def t = s.with { replace("x", "y" * 1000) }
