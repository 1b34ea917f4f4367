// a rule that never answers
rule('hostile') { p ->
    while (true) { }
    true
}
