// a map whose table grows to a billion slots on its first puts
def m = new HashMap(16, 0.000001f)
(1..100).each { m[it] = it }
