// the same width through sprintf, in a rule
rule('hostile') { p ->
    sprintf('%2000000000d', 1).size() > 0
}
