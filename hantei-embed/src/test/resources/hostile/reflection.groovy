// reflection on a class the script may name
def m = String.getMethod('valueOf', Object)
