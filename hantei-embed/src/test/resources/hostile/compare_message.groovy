// a comparison that cannot be made, whose message would write the list out in full
def many = ['y' * 1000000] * 1000
rule('hostile') { p -> many < 1 }
