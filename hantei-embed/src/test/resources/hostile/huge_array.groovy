// allocates 2 GB at once
def a = new byte[Integer.MAX_VALUE]
