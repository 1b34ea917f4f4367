// opens a socket
def s = new Socket('127.0.0.1', 9)
