// setting the last of two billion places fills the ones before it
def l = []
l[Integer.MAX_VALUE - 8] = 1
