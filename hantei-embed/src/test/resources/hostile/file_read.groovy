// reads a file of the host
def secret = new File('/etc/passwd').text
