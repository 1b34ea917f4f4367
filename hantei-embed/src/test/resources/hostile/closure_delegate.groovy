// points a closure at another object
def c = { -> size() }
c.delegate = 'abc'
