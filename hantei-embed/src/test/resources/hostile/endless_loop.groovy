// never finishes the run that collects the rules
while (true) {
}
