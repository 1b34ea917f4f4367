// a class literal is a value; a call allowed on lists is still refused on it when the rule runs
def c = String
rule('hostile') { p -> c.isEmpty() }
