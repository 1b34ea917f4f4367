// Groovy would call java.lang.Class's own methods on Math
def name = Math.getName()
