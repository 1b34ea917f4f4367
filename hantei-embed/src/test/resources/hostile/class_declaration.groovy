// declares a class whose static initialiser would run code
class Evil {
    static { System.exit(1) }
}
