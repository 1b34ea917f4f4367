// a text buffer made with room for two billion characters
def b = new StringBuilder(Integer.MAX_VALUE - 8)
