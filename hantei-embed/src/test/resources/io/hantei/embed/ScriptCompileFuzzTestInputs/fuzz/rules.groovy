def door  = rect(at: [10, 10], size: [40, 80], name: 'door')
def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
rule('at the door') { p -> p in door }
rule('seen, far off') { p -> p in guard && p.x() > 200 }
