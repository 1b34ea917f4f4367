// a short range walked in steps of a ten-billionth, as a list
def l = (0..1).by(0.0000000001).toList()
