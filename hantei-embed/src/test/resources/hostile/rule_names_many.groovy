// twenty thousand rules
20000.times { rule("r$it") { p -> true } }
rule('hostile') { p -> true }
