// prints to the host's standard output
'leak'.println()
