// a GString of a GString of a GString...: each level doubles the text, and no level is written until the last
def g = "xxxxxxxxxx"
for (i in 0..<40) {
    g = "$g$g"
}
def t = g.length()
