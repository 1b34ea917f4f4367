// a rule named with a million characters
rule('x' * 1000000) { p -> true }
rule('hostile') { p -> true }
