// reads the script's binding
def vars = binding.variables
