// gets hold of a Class through a property read by a computed name
def k = 'cl' + 'ass'
def c = 'text'[k]
