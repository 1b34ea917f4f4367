// 0.1 squared again and again: each step is cheap, the scale doubles each time
def x = 0.1
for (i in 0..<40) {
    x = x * x
}
