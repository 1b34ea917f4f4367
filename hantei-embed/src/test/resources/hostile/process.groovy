// starts a process
def p = 'ls /'.execute()
rule('hostile') { pt -> true }
