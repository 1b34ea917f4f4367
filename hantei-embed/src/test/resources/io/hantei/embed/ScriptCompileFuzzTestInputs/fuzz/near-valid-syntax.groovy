rule('a' { p -> p in }
