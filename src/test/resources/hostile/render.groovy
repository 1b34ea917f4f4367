// writes a picture anywhere on the host's disk
render '/tmp/hantei-sandbox-escape.png'
