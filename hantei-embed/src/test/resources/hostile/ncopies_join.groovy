// a list of two billion copies is one small object, until it is joined
def s = Collections.nCopies(Integer.MAX_VALUE, 'xx').join()
