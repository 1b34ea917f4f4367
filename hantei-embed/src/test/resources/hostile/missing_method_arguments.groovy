// a method that does not exist, given a huge list: Groovy writes the arguments into its message, which is cut
def many = ['y' * 1000000] * 1000
rule('hostile') { p -> 5.nope(many) }
