// sums two billion numbers inside one library call
def total = (1..Integer.MAX_VALUE).sum()
