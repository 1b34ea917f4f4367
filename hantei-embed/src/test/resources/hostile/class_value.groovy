// a class literal is a value; calls on it are refused when they run
def c = String
rule('hostile') { p -> c.valueOf(1) == '1' }
