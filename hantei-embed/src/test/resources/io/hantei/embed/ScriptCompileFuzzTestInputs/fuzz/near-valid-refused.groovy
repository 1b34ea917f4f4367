System.exit(1)
rule('x') { p -> new File('/etc/passwd').text }
