// calls a refused method through invokeMethod
'ls'.invokeMethod('execute', null)
