// ends the host JVM
System.exit(1)
