// a range built with its constructor, past the check of a..b, then made a list
def l = new IntRange(0, Integer.MAX_VALUE - 8).toList()
