// a String variable given a list takes the list's text
def s = "x" * 1000000
def l = []
for (i in 0..<1000) { l << s }
String t = l
