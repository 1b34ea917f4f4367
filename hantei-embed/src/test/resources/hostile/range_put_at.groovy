// a list grown to a billion nulls through a range subscript
def l = []
l[1000000000..1000000001] = [1, 2]
