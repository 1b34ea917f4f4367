// a regular expression that backtracks for seconds inside one library call
rule('calm') { x, y -> true }
rule('hostile') { x, y ->
    ('a' * 30) ==~ /(.*a){12}b/
}
