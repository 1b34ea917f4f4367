// reads a map outside the script's own folder
def level = tiled('../tiled/twin/level.tmx')
rule('hostile') { p -> p in level['door'] }
