// reaches java.lang.Class through the script's own class, which a script can name
def url = script_class.getResource('/')
