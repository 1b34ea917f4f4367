// a million sliding windows of a million elements each, from one short list call
def l = [1] * 1000000
def w = l.collate(1000000, 1)
