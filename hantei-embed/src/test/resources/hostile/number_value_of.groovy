// a scale of six hundred million made in one call, then added to 1 (takes minutes and hundreds of MiB)
def x = BigDecimal.valueOf(1, -600000000)
def y = x + 1
