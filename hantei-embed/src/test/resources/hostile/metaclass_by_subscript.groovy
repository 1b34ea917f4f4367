// reaches the script's metaclass through a computed name
def k = 'meta' + 'Class'
def mc = this[k]
