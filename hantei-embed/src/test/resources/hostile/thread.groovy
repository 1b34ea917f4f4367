// starts a thread
Thread.start { while (true) { } }
