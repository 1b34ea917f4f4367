// reads a URL through a Groovy helper on String
def page = 'http://127.0.0.1:9/'.toURL().text
