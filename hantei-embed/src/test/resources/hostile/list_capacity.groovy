// a list made with room for two billion elements
def l = new ArrayList(Integer.MAX_VALUE)
