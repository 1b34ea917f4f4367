// starts a process without a Groovy helper
def p = new ProcessBuilder('ls', '/').start()
