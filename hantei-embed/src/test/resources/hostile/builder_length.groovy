// a text buffer stretched to two billion characters
def b = new StringBuilder()
b.setLength(Integer.MAX_VALUE - 8)
