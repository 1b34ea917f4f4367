// a word given a list that holds a long text a thousand times: its message shows the value cut short
def many = ['y' * 1000000] * 1000
def z = circle(at: many, r: 1)
