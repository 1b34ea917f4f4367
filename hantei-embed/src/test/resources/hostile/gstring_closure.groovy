// a lazy GString that is short the first time it is written and huge the second
def many = ['y' * 1000000] * 1000
int k = 0
def g = "${-> k++ == 0 ? 'a' : many}"
String first = g
String second = g
