// compiles more code, outside the sandbox
evaluate('System.exit(1)')
