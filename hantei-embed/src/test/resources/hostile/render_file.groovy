// writes a file through the DSL's picture word
def g = fan(at: [0, 0], dir: 0, range: 90, len: 5)
render '/tmp/hantei-hostile-picture.png'
