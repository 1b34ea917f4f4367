// 1 shifted two billion bits: 238 MiB in one step
def x = 1G << 2000000000
