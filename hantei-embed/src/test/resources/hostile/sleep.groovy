// blocks the thread (Groovy's sleep ignores interrupts)
sleep(60_000)
