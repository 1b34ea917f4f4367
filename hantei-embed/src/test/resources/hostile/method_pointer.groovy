// a method pointer would call center without its size being weighed
def c = "x".&center
def t = c(Integer.MAX_VALUE - 8)
