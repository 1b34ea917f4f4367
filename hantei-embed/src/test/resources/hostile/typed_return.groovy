// a method declared to return int that returns a huge list: the cast's message writes it out
def many = ['y' * 1000000] * 1000
int count() { many2() }
def many2() { (['y' * 1000000] * 1000) }
rule('hostile') { p -> count() > 0 }
