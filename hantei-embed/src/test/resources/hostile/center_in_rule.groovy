// the call three times in a row, in a rule
rule('hostile') { p ->
    ['a', 'b', 'c'].every { it.center(Integer.MAX_VALUE - 8).size() > 0 }
}
