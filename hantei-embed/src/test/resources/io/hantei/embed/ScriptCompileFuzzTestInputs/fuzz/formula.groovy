def a = circle(at: [0, 0], r: 50)
def b = rect(at: [0, 0], size: [10, 10])
rule('ring') { p -> p in a && !(p in b) }
rule('xy') { x, y -> x * x + y < 100 }
