// calls a method whose name is computed
def name = 'exe' + 'cute'
'ls'."$name"()
