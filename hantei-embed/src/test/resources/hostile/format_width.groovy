// a format width of two billion characters
def s = String.format('%2000000000d', 1)
