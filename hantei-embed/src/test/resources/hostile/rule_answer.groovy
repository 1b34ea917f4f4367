// a rule that answers a huge list: the message says what it answered, cut short
def many = ['y' * 1000000] * 1000
rule('hostile') { p -> many }
