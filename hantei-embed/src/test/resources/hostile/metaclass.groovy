// changes String for the whole JVM
String.metaClass.trim = { -> 'hacked' }
