// runs code while compiling
@groovy.transform.ASTTest(value = { System.exit(1) })
def x = 1
