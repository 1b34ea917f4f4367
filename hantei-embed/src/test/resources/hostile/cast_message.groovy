// a failed cast whose message would write a list holding a long text a thousand times
def many = ['y' * 1000000] * 1000
int n = many
