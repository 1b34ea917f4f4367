def d = rectangle(at: [1, 2], size: [3, 4])
rule('d') { p -> p in d }
